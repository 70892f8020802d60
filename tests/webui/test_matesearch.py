"""Find mate: the request for the shown position, the worker's answer (the same Python the
browser's worker runs) and what the answer adds to the game and says."""

import json

from kiban import games
from webui.play.matesearch import mate_request, take_solution
from webui.i18n import set_language
from webui.play.session import GameSession
from webui.worker.engine import KeptGame, answer

TSUME = "1k3p1p1/9/P3+R4/9/9/9/9/9/9 b GN 1"  # mate in 3, sente without a king
NO_MATE = "8k/9/9/9/9/9/9/9/9 b P 1"            # the only check, P*1b, is taken


def solve(request):
    return json.loads(answer(json.dumps(dict(request, id=7)), kept=KeptGame()))


def test_the_request_is_the_game_up_to_the_shown_position():
    session = GameSession(games.get("shogi"))
    for usi in ("7g7f", "3c3d", "8h2b+"):
        session.play(session.game.parse_move(usi))
    session.review(2)
    request = mate_request(session, seconds=3)
    assert request["moves"] == ["7g7f", "3c3d"] and request["solve"] == 3
    assert request["game"] == "shogi" and request["start"] == session.start and request["strict"] is True


def test_the_worker_solves_shogi_and_xiangqi_and_proves_no_mate():
    shogi = solve(mate_request(GameSession(games.get("shogi"), start=TSUME)))
    assert shogi == {"id": 7, "status": "mate", "moves": ["5c8c", "8a7a", "G*7b"]}
    xiangqi = solve(mate_request(GameSession(games.get("xiangqi"), start="3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 0 1")))
    assert xiangqi["status"] == "mate" and xiangqi["moves"] == ["a0d0"]  # the generals may not face
    assert solve(mate_request(GameSession(games.get("shogi"), start=NO_MATE))) == {
        "id": 7, "status": "nomate", "moves": []}
    assert "bad request" in solve(dict(mate_request(GameSession(games.get("shogi"))), solve="soon"))["error"]


def test_a_mate_at_the_end_of_the_line_continues_it_and_the_shown_position_stays():
    session = GameSession(games.get("shogi"), start=TSUME)
    reply = solve(mate_request(session))
    said, added = take_solution(session, session.node, mate_request(session), reply, "western")
    assert added and said.startswith("Mate: ") and said.endswith("It is in the move list.")
    assert [session.game.move_text(m) for m in session.moves] == ["5c8c", "8a7a", "G*7b"]
    assert session.ply == 0 and session.last_ply == 3
    session.review(3)
    assert session.outcome().winner == 0


def test_a_mate_found_while_reviewing_becomes_a_variation():
    session = GameSession(games.get("shogi"), start=TSUME)
    for usi in ("5c5b", "8a7a"):
        session.play(session.game.parse_move(usi))
    session.review(0)
    node = session.node
    request = mate_request(session)
    said, added = take_solution(session, node, request, solve(request), "usi")
    assert added and said == "Mate: 5c8c 8a7a G*7b. It is in the move list."
    assert [session.game.move_text(m) for m in session.moves] == ["5c5b", "8a7a"]  # main line kept
    assert [session.game.move_text(child.move) for child in session.root.children] == ["5c5b", "5c8c"]


def test_a_refused_position_comes_back_as_a_code_the_page_words():
    session = GameSession(games.get("shogi"))
    request = dict(mate_request(session), start="9/9/9/9/9/9/9/9/4K4 b - 1", strict=True)
    error = solve(dict(request, solve=1))["error"]
    assert error["code"] == "missing-king"  # (no gote king: only sente may have none)
    set_language("de")
    try:
        said, added = take_solution(session, session.node, request, {"error": error}, "usi")
    finally:
        set_language("en")
    assert not added and said.startswith("Die Mattsuche ist fehlgeschlagen: ")
    assert "hat keinen König" in said


def test_answers_without_a_mate_or_for_a_node_gone_add_nothing():
    session = GameSession(games.get("shogi"), start=TSUME)
    node, request = session.node, mate_request(session)
    assert take_solution(session, node, request, {"status": "nomate", "moves": []}, "usi") == (
        "No mate: no series of checks mates from this position.", False)
    assert take_solution(session, node, request, {"status": "timeout", "moves": []}, "usi", seconds=10) == (
        "No mate found in 10 seconds.", False)
    assert take_solution(session, node, request, {"status": "unknown", "moves": []}, "usi") == (
        "No mate found.", False)
    assert take_solution(session, node, request, {"error": "bad request: x"}, "usi")[1] is False
    for usi in ("5c8c", "8a7a"):
        session.play(session.game.parse_move(usi))
    gone, request = session.node, mate_request(session)
    reply = solve(request)
    session.take_back()
    session.take_back()
    said, added = take_solution(session, gone, request, reply, "usi")
    assert not added and said == "Mate: G*7b." and session.last_ply == 0


def test_a_mate_for_a_node_taken_back_is_written_on_the_position_it_was_asked_for():
    session = GameSession(games.get("shogi"), start=TSUME)
    for usi in ("5c2c", "8a7a"):  # the dragon moves to 2c, and the mate starts from there
        session.play(session.game.parse_move(usi))
    gone, request = session.node, mate_request(session)
    reply = solve(request)
    assert reply["moves"][0] == "2c7c"
    session.take_back()
    session.take_back()
    said, added = take_solution(session, gone, request, reply, "japanese")
    assert not added and said.startswith("Mate: ") and said.startswith("Mate: ▲７三龍 ") and session.last_ply == 0


def test_a_mate_after_a_game_ended_by_repetition_is_said_but_not_added():
    session = GameSession(games.get("shogi"), start=TSUME)
    for _ in range(3):
        for usi in ("5c5b", "8a9a", "5b5c", "9a8a"):
            session.play(session.game.parse_move(usi))
    assert session.outcome() is not None  # the fourth time the position stands: a draw
    node, request = session.node, mate_request(session)
    said, added = take_solution(session, node, request, solve(request), "usi")
    assert not added and said.startswith("Mate: ") and "not added" in said
    assert session.last_ply == 12 and not session.node.children


def test_a_mate_after_a_resignation_at_the_start_is_said_but_not_added():
    session = GameSession(games.get("shogi"), start=TSUME)
    session.resign(0)
    request = mate_request(session)
    said, added = take_solution(session, session.node, request, solve(request), "usi")
    assert not added and said.startswith("Mate: 5c8c 8a7a G*7b.") and "not added" in said
    assert session.ending == ("resign", 0) and not session.root.children


def test_a_mate_while_reviewing_a_resigned_game_becomes_a_variation():
    session = GameSession(games.get("shogi"), start=TSUME)
    for usi in ("5c5b", "8a7a"):
        session.play(session.game.parse_move(usi))
    session.resign(0)
    session.review(0)
    request = mate_request(session)
    said, added = take_solution(session, session.node, request, solve(request), "usi")
    assert added and session.ending == ("resign", 0) and len(session.root.children) == 2
    assert said.endswith("take the ending back to open it.")  # go_to refuses it till then
