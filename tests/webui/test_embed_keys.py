"""An embedded board played by keyboard (py/webui/embed/adapter.py under CPython): the shell's
``key`` messages move the cursor (answered with the cell id for aria-activedescendant), play
moves reported to the host like the pointer's, and put words in the live region."""

from webui.embed import EmbedBoard


def keys(board, *names):
    """The answers to ``names`` as the worker posts them (a "settle" asks for the rest)."""
    out = []
    for name in names:
        answers = board.handle({"type": "key", "key": name})
        if {"type": "settle"} in answers:
            answers = [m for m in answers if m["type"] != "settle"] + board.handle({"type": "settle"})
        out += answers
    return out


def said(messages):
    return [m["text"] for m in messages if m["type"] == "announce"]


def test_focus_then_arrows_move_the_cursor_and_name_its_cell():
    board = EmbedBoard("?game=xiangqi")
    out = keys(board, "focus")
    assert out[-1] == {"type": "cursor", "id": "kb-cell-4"}          # e0, the red general
    assert out[0]["type"] == "layer"
    assert 'id="kb-cell-4" aria-label="e0, red general"' in board.layer_markup()
    out = keys(board, "ArrowUp")
    assert out[-1]["id"] == "kb-cell-13" and 'class="kb-cursor"' in str(out[0]["ops"])
    assert keys(board, "ArrowDown", "ArrowDown")[-1]["id"] == "kb-cell-4"   # no row below


def test_a_drop_by_keys_is_reported_and_said_with_the_result():
    board = EmbedBoard("?game=shogi&sfen=4k4/9/4P4/9/9/9/9/9/4K4+b+G+1&id=quiz&layout=tall")
    keys(board, "focus", "ArrowDown")
    assert board.cursor.stop == ("hand", 0, "G")
    keys(board, "Enter")
    out = keys(board, *["ArrowUp"] * 8, "ArrowRight", "Enter")     # 6i ... 6b, 5b
    move = [m["event"] for m in out if m["type"] == "event" and m["event"]["type"] == "move"]
    assert move[0]["move"] == "G*5b" and move[0]["id"] == "quiz"
    assert said(out) == ["Sente: gold dropped on 5b, check. Sente wins by checkmate."]
    assert said(keys(board, "p"))[0].startswith("Sente wins by checkmate. Sente: 1 king on 5i;")


def test_a_read_only_board_can_be_walked_and_read_but_not_played():
    board = EmbedBoard("?moves=7g7f&interactive=0")
    keys(board, "focus")
    assert board.cursor.stop == ("square", 47)                         # 7f: the last move's target
    out = keys(board, "Enter")
    assert not [m for m in out if m["type"] == "event"]
    assert said(keys(board, "P"))[0].startswith("Gote to move.")
