"""An exercise in an embedded board (py/webui/embed/coaching.py over webui.exercise.coach) under
CPython: the reader's move as the board driver reports it is judged, a right one is played and
answered, a wrong one refused; hint, retry and solution; what the shell and the host are told."""

from kiban import shogi
from webui.embed import EmbedBoard
from webui.i18n import set_language

from test_embed_state import answers, click, events

TWO_MATES = "k8/9/S8/9/9/9/9/9/9+b+RGr2b3g3s4n4l18p+1"        # G*9b and G*8b both mate
TSUME_3 = "k8/9/S8/9/9/9/9/9/9+b+RPr2b4g3s4n4l17p+1"          # R*9b, 9a8a, 9b8b+


def opened(query):
    board = EmbedBoard()
    out = board.handle({"type": "open", "query": query, "width": 600, "height": 450})
    return board, out


def drop(board, usi):
    """Click the hand piece of ``usi`` (``G*8b``), then its square: every answer."""
    x, y = board.layout.hand_slot(board.shown.turn, usi[0]).center
    out = answers(board, {"type": "down", "x": x, "y": y})
    out += answers(board, {"type": "up", "x": x, "y": y})
    return out + click(board, usi[2:])


def exercise(messages):
    return [m for m in messages if m["type"] == "exercise"][-1]


def said(messages):
    return [m["text"] for m in messages if m["type"] == "announce"]


def test_opening_tells_the_shell_the_task():
    board, out = opened(f"?game=shogi&sfen={TSUME_3}&exercise=mate&id=t3")
    first = exercise(out)
    assert (first["state"], first["id"], first["feedback"]) == ("open", "t3", "")
    assert first["prompt"] == "Sente to play: mate in 3 moves."


def test_a_xiangqi_mate_is_told_in_reds_moves_a_tsume_in_plies():
    _, out = opened("?game=xiangqi&fen=3k5/9/9/9/9/9/9/9/R7R/4K4+w&exercise=mate&mate=3")
    assert exercise(out)["prompt"] == "Red to play: mate in 2 moves."      # 3 plies
    _, out = opened("?game=xiangqi&fen=3k5/9/9/9/9/9/9/9/R7R/4K4+w&exercise=mate&mate=5")
    assert exercise(out)["prompt"] == "Red to play: mate in 3 moves."      # 5 plies


def test_any_mate_is_right_not_only_the_stored_one():
    board, _ = opened(f"?game=shogi&sfen={TWO_MATES}&exercise=mate")
    out = drop(board, "G*8b")
    assert exercise(out)["state"] == "solved"
    assert [(e["state"], e["move"]) for e in events(out, "exercise")] == [("solved", "G*8b")]
    assert board.session.move_texts() == ["G*8b"]
    assert not board.accepts_moves()             # solved: the board takes no more moves
    assert len(said(out)) == 1 and "solved" in said(out)[0]   # announced once


def test_a_wrong_move_is_refused_and_said_once():
    board, _ = opened(f"?game=shogi&sfen={TWO_MATES}&exercise=mate")
    out = drop(board, "G*7b")
    assert exercise(out)["state"] == "wrong"
    assert [e["state"] for e in events(out, "exercise")] == ["wrong"]
    assert not events(out, "move")               # not played: the position stays
    assert board.session.move_texts() == []
    assert said(out) == ["G*72 is not right. Try again."]
    assert board.accepts_moves()                 # another try at once


def test_a_right_move_is_answered_by_the_longest_defence_then_solved():
    board, _ = opened(f"?game=shogi&sfen={TSUME_3}&exercise=mate")
    out = drop(board, "R*9b")
    assert board.session.move_texts() == ["R*9b", "9a8a"]     # the reply is played
    assert exercise(out)["state"] == "open" and not events(out, "exercise")
    assert [e["move"] for e in events(out, "move")] == ["R*9b"]   # the reader's only
    words = said(out)
    assert len(words) == 1 and "is right. The answer: K-81" in words[0]
    assert words[0].endswith("king to 8a.")                   # the reply, in the same words
    assert any(m["type"] == "glide" for m in out)             # the reply slides into place
    out = board.play(shogi.Move.from_usi("9b8b+"))            # (as the board's promotion
    out += answers(board, {"type": "settle"})                 # question would play it)
    assert board.session.move_texts() == ["R*9b", "9a8a", "9b8b+"]
    assert exercise(out)["state"] == "solved"


def test_hint_retry_and_solution():
    board, _ = opened(f"?game=shogi&sfen={TSUME_3}&exercise=mate&hint=the+rook"
                      "&hint-circles=9c")
    out = answers(board, {"type": "exercise", "action": "hint"})
    assert exercise(out)["feedback"] == "Hint: the rook"
    assert events(out, "exercise")[0]["state"] == "hint"
    assert board.shown_marks().circles_text(board.session.game) == "9c"
    drop(board, "R*9b")
    out = answers(board, {"type": "exercise", "action": "retry"})
    assert board.session.move_texts() == [] and board.session.ply == 0
    assert exercise(out)["state"] == "open" and events(out, "exercise")[0]["state"] == "retry"
    out = answers(board, {"type": "exercise", "action": "solution"})
    assert exercise(out)["more"] and "R*92" in exercise(out)["feedback"]
    assert board.shown_marks().arrows_text(board.session.game) == "R*9b:b"   # its arrow first
    assert not board.accepts_moves()
    plies = 0
    while exercise(out)["more"]:
        out = answers(board, {"type": "exercise", "action": "step"})
        plies = len(board.session.move_texts())
    assert plies == 3 and board.session.move_texts()[:2] == ["R*9b", "9a8a"]


def test_the_default_hint_circles_the_piece_to_move():
    board, _ = opened("?game=shogi&sfen=4k4/9/3GPG3/9/9/9/9/9/4K4+b+-+1&exercise=mate")
    answers(board, {"type": "exercise", "action": "hint"})
    circled = board.shown_marks().circles_text(board.session.game)
    assert circled in ("4c:y", "5c:y", "6c:y")              # a piece that mates from there


def test_a_line_exercise_plays_the_line_and_says_also_good():
    board, _ = opened("?game=shogi&exercise=line&solution=7g7f,3c3d,2g2f&depth=1&margin=200")
    out = click(board, "2g") + click(board, "2f")
    assert "find the move of the line" in exercise(out)["feedback"]
    assert board.session.move_texts() == []
    out = click(board, "7g") + click(board, "7f")
    assert board.session.move_texts() == ["7g7f", "3c3d"] and exercise(out)["state"] == "open"
    out = click(board, "2g") + click(board, "2f")
    assert exercise(out)["state"] == "solved"


def test_a_best_exercise_takes_the_best_move_only():
    board, _ = opened("?game=xiangqi&fen=r2k5/9/9/9/9/9/9/9/9/R3K4+w&exercise=best&depth=2")
    out = click(board, "a0") + click(board, "a9")            # takes the chariot: good, not best
    assert exercise(out)["state"] == "wrong" and board.session.move_texts() == []
    out = click(board, "a0") + click(board, "d0")            # mates (the general cannot step
    assert exercise(out)["state"] == "solved"                # beside the other one)
    assert board.session.move_texts() == ["a0d0"]


def test_a_bad_exercise_link_is_shown_like_a_broken_link():
    board, out = opened("?game=shogi&exercise=mate&mate=4")
    state = [m for m in out if m["type"] == "state"][0]
    assert "odd number" in state["error"]["message"]


def test_the_words_follow_the_language():
    set_language("nl")
    try:
        board, out = opened(f"?game=shogi&sfen={TSUME_3}&exercise=mate")
        assert exercise(out)["prompt"] != "Sente to play: mate in 3 moves."
    finally:
        set_language("en")


def test_a_move_of_an_exercise_is_checked_once(monkeypatch):
    board, _ = opened(f"?game=shogi&sfen={TWO_MATES}&exercise=mate")
    pushes = []
    real = board.session.board.__class__.push

    def counted(self, move):
        pushes.append(self)
        return real(self, move)
    monkeypatch.setattr(board.session.board.__class__, "push", counted)
    drop(board, "G*8b")
    sessions = [b for b in pushes if b is board.session.board]
    assert len(sessions) == 1
    assert shogi.Move.from_usi("G*8b") in list(board.session.moves)
