"""The engine worker's review request (webui.worker.review): progress per position, the stored
review as the reply, bad requests answered with an error, a stop ending it early."""

import json

import pytest

from kiban.review import Review
from webui.worker.engine import KeptGame, answer
from webui.worker.review import answer_review

HUNG_ROOK = {"game": "shogi", "start": "4k4/9/9/9/4r4/4G4/9/9/4K4 b - 1",
             "moves": ["5i4h", "5e5f"], "review": {"depth": 4, "nodes": 3000}}


def test_a_review_request_posts_progress_and_replies_with_the_review():
    posted = []
    reply = json.loads(answer(json.dumps(dict(HUNG_ROOK, id=7)), posted.append, KeptGame()))
    progress = [json.loads(text) for text in posted]
    assert all(p["id"] == 7 for p in progress)
    assert [(p["info"]["done"], p["info"]["total"], p["info"].get("index")) for p in progress] == \
        [(1, 5, 2), (2, 5, 1), (3, 5, 0), (5, 5, None)]   # from the last position to the first,
    #                                                     then the suspected blunder's second look
    review = Review.from_dict(reply["review"])
    assert reply["id"] == 7 and review.complete and review.marks()[0] == "??"
    assert [p["info"]["score"] for p in reversed(progress[:3])] == review.scores()


@pytest.mark.parametrize("change, words", [
    ({"review": {"nodes": 10}}, "nodes"),
    ({"review": {"depth": "deep"}}, "depth"),
    ({"review": True}, "review must be an object"),
    ({"moves": ["5i4h", "5i4h"]}, "bad request"),
    ({"game": "chess"}, "bad request"),
])
def test_a_bad_review_request_is_answered_with_an_error(change, words):
    reply = json.loads(answer(json.dumps(dict(HUNG_ROOK, id=1, **change)), None, KeptGame()))
    assert reply["id"] == 1 and words in reply["error"] and "review" not in reply


def test_a_stopped_review_replies_with_what_it_has():
    posted = []
    reply = answer_review(dict(HUNG_ROOK, id=2), {}, posted.append, should_stop=lambda: len(posted) >= 1)
    review = Review.from_dict(reply["review"])
    assert not review.complete and len(posted) == 1
    assert review.marks() == [None, None]
