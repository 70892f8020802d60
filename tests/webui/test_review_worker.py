"""The engine worker's review requests (webui.worker.review): a part of the positions and the
second looks, each posting its results as progress; bad requests answered with an error, a stop
ending a step early. The page's job put together from the posts is `review_game`'s review."""

import json

import pytest

from kiban import games
from kiban.review import ReviewJob, PositionEval, review_game
from webui.worker.engine import KeptGame, answer
from webui.worker.review import answer_review, setting_of

HUNG_ROOK = {"game": "shogi", "start": "4k4/9/9/9/4r4/4G4/9/9/4K4 b - 1",
             "moves": ["5i4h", "5e5f"], "review": {"depth": 4, "nodes": 3000}}


def asked(request, ident):
    """(reply, infos) of ``request`` answered by the worker's entry point."""
    posted = []
    reply = json.loads(answer(json.dumps(dict(request, id=ident)), posted.append, KeptGame()))
    progress = [json.loads(text) for text in posted]
    assert all(p["id"] == ident for p in progress)
    return reply, [p["info"] for p in progress]


def test_the_parts_and_looks_of_two_workers_make_the_review_of_one_process():
    desc = games.get("shogi")
    board = desc.new_board(HUNG_ROOK["start"])
    moves = [desc.parse_move(t) for t in HUNG_ROOK["moves"]]
    setting = setting_of(HUNG_ROOK["review"])
    job = ReviewJob(board, moves, setting)
    for ident, part in enumerate(job.parts, 1):
        reply, infos = asked(dict(HUNG_ROOK, part=list(part)), ident)
        assert reply == {"id": ident, "done": True}
        assert [i["index"] for i in infos] == list(range(part[1] - 1, part[0] - 1, -1))
        for info in infos:
            job.add_position(info["index"], PositionEval.from_dict(info["position"], desc.parse_move))
    assert job.looks() == {1: 32}                 # the hung rook, shogi's 32 times the nodes
    reply, infos = asked(dict(HUNG_ROOK, looks=[[1, 32]]), 9)
    assert reply == {"id": 9, "done": True} and [i["ply"] for i in infos] == [1]
    job.add_look(1, infos[0]["verified"], infos[0]["nodes"])
    assert job.progress() == job.total
    review = job.review()
    assert review.to_dict() == review_game(board, moves, setting=setting).to_dict()
    assert review.marks()[0] == "??"


DROPPED = object()


@pytest.mark.parametrize("change, words", [
    ({"review": {"nodes": 10}}, "nodes"),
    ({"review": {"depth": "deep"}}, "depth"),
    ({"review": True}, "review must be an object"),
    ({"moves": ["5i4h", "5i4h"]}, "bad request"),
    ({"game": "chess"}, "bad request"),
    ({"part": [0, 3]}, "part [0, 3] is not one of [[0, 1], [1, 3]]"),
    ({"part": None}, "bad request"),
    ({"part": DROPPED}, "bad request"),                        # neither a part nor looks
    ({"part": DROPPED, "looks": [[3, 4]]}, "a look out of the game"),
])
def test_a_bad_review_request_is_answered_with_an_error(change, words):
    request = {key: value for key, value in {**HUNG_ROOK, "part": [1, 3], **change}.items()
               if value is not DROPPED}
    reply = json.loads(answer(json.dumps(dict(request, id=1)), None, KeptGame()))
    assert reply["id"] == 1 and words in reply["error"] and "done" not in reply


def test_a_stopped_step_ends_with_what_it_posted():
    posted = []
    reply = answer_review(dict(HUNG_ROOK, id=2, part=[1, 3]), posted.append,
                          should_stop=lambda: len(posted) >= 1)
    assert reply == {"id": 2, "done": True} and len(posted) == 1
    posted.clear()
    reply = answer_review(dict(HUNG_ROOK, id=3, looks=[[1, 4]]), posted.append,
                          should_stop=lambda: True)
    assert reply == {"id": 3, "done": True} and posted == []
