"""DhtmlXQ, the xiangqi record embedded in Chinese web pages (read only):

    [DhtmlXQ][DhtmlXQ_red]…[/DhtmlXQ_red][DhtmlXQ_binit]…[/DhtmlXQ_binit]
    [DhtmlXQ_movelist]77471022…[/DhtmlXQ_movelist][DhtmlXQ_comment1]…[/DhtmlXQ_comment1][/DhtmlXQ]

Each move is four digits: from column, from row, to column, to row (columns 0-8 from red's left,
rows 0-9 from black's side). ``binit`` places the 32 pieces (red 車馬相仕帥仕相馬車炮炮 and five
兵, then black the same; '99' for a piece not on the board). ``commentN`` belongs to move N
(0: the start). Tags become headers without their 'DhtmlXQ_' prefix. Variations
(``move_…`` tags) are not read.
"""

import re

from kiban import xiangqi
from kiban.errors import KibanError
from kiban.messages import Message
from kiban.records.errors import RecordError

_TAG = re.compile(r"\[DhtmlXQ_(\w+)\](.*?)\[/DhtmlXQ_\1\]", re.S)
_LETTERS = "RNBAKABNRCCPPPPP"
_RESULTS = {"W": "1-0", "L": "0-1", "D": "1/2-1/2", "红胜": "1-0", "黑胜": "0-1", "和棋": "1/2-1/2",
            "紅勝": "1-0", "黑勝": "0-1"}


def _point(x, y):
    return f"{'abcdefghi'[int(x)]}{9 - int(y)}"


def _fen(binit, line):
    if len(binit) != 64 or not binit.isdigit():
        raise RecordError(Message("kakinoki-binit-shape"), line)
    rows = [["" for _ in range(9)] for _ in range(10)]
    for i in range(32):
        x, y = binit[i * 4], binit[i * 4 + 1]
        if x + y == "99" or not ("0" <= x <= "8"):
            continue
        letter = _LETTERS[i % 16]
        rows[int(y)][int(x)] = letter if i < 16 else letter.lower()
    ranks = []
    for row in rows:
        text, empty = "", 0
        for cell in row:
            if cell:
                text, empty = text + (str(empty) if empty else "") + cell, 0
            else:
                empty += 1
        ranks.append(text + (str(empty) if empty else ""))
    return "/".join(ranks) + " w - - 0 1"


def read(numbered_lines, record):
    """Fill ``record`` from a DhtmlXQ block (the lines of a page that holds one)."""
    text = "\n".join(line for _, line in numbered_lines)
    tags = {m[1]: (m[2], text.count("\n", 0, m.start()) + 1) for m in _TAG.finditer(text)}
    if "movelist" not in tags and "binit" not in tags:
        raise RecordError(Message("dhtmlxq-empty"), 1)
    for key, (value, _line) in tags.items():
        if key != "movelist" and key != "binit" and not key.startswith(("comment", "move_")):
            record.headers[key] = value.strip()
    record.start = xiangqi.START_FEN
    if "binit" in tags:
        binit, line = tags["binit"]
        fen = _fen(binit.strip(), line)
        try:
            record.set_start(fen)
        except KibanError as error:
            raise RecordError(Message("kakinoki-binit-illegal", error=error), line) from None
    board, node = record.start_board(), record.root
    movelist, line = tags.get("movelist", ("", 1))
    movelist = movelist.strip()
    for i in range(0, len(movelist) - len(movelist) % 4, 4):
        digits = movelist[i:i + 4]
        try:
            move = xiangqi.Move.from_uci(_point(digits[0], digits[1]) + _point(digits[2], digits[3]))
            board.push(move)
        except (KibanError, ValueError, IndexError) as error:
            raise RecordError(Message("kakinoki-bad-move", number=i // 4 + 1, digits=digits, error=error), line) from None
        node = node.add(move)
    nodes = [record.root, *record.root.mainline_nodes()]
    for key, (value, _line) in tags.items():
        if key.startswith("comment") and key[7:].isdigit() and int(key[7:]) < len(nodes) and value.strip():
            nodes[int(key[7:])].comment = value.strip()
    record.result = _RESULTS.get(record.headers.get("result", "").strip())
