"""Two saves of one game put together (webui.library.lines): no line of either is lost, the
first save's main line stays its main line, and the result restores as a session."""

from webui.library.lines import lines_of, missing_lines, same_setup, with_lines
from webui.play.session import GameSession




def test_lines_of_a_save_with_variations():
    save = {"moves": ["7g7f", "3c3d", "2g2f"], "variations": [[1, ["8c8d"]], [2, ["6g6f"]]]}
    assert lines_of(save) == [["7g7f", "3c3d", "2g2f"], ["7g7f", "8c8d"], ["7g7f", "8c8d", "6g6f"]]


def test_the_other_saves_lines_become_variations_and_restore():
    ours = {"v": 2, "game": "shogi", "start": GameSession("shogi").start, "handicap": None,
            "rule": None, "moves": ["7g7f", "8c8d", "2g2f"], "variations": []}
    theirs = dict(ours, moves=["7g7f", "3c3d"], variations=[[1, ["3c3d", "6g6f"]]])
    assert same_setup(ours, theirs)
    missing = missing_lines(theirs, ours)
    assert missing == [["7g7f", "3c3d"], ["7g7f", "3c3d", "6g6f"]]
    merged = with_lines(ours, missing)
    assert merged["moves"] == ours["moves"]
    session, problem = GameSession.from_dict(merged)
    assert problem is None
    restored = {tuple(line) for line in lines_of(session.to_dict())}
    assert {("7g7f", "8c8d", "2g2f"), ("7g7f", "3c3d", "6g6f")} <= restored
    assert with_lines(merged, missing) == merged  # (lines already held are not added again)


def test_saves_of_other_starts_do_not_meet():
    ours = {"game": "shogi", "start": "a", "moves": []}
    assert not same_setup(ours, dict(ours, handicap="lance"))
