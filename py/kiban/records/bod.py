"""BOD, the board diagram KIF and KI2 files use for a start position other than a named handicap:

    後手の持駒：角　歩二
      ９ ８ ７ ６ ５ ４ ３ ２ １
    +---------------------------+
    |v香v桂v銀v金v玉v金v銀v桂v香|一
    | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
    ...
    +---------------------------+
    先手の持駒：なし
    後手番

Gote's pieces carry a 'v'; hands list kanji counts (歩十八); 上手 / 下手 may stand for 後手 / 先手;
'後手番' (or '上手番') when gote is to move, else sente is.
"""

import re

from kiban import shogi
from kiban.messages import Message
from kiban.notation.shogi_common import KANJI_DIGITS, KANJI_PIECES, PIECE_KANJI, square_at
from kiban.records.errors import RecordError
from kiban.records.shogi_position import HAND_ORDER, cells_of, to_sfen

_BOARD_KANJI = {**PIECE_KANJI, shogi.PROM_LANCE: "杏", shogi.PROM_KNIGHT: "圭", shogi.PROM_SILVER: "全"}
HAND_LINE = re.compile(r"(先手|後手|下手|上手)の持駒[：:](.*)")
ROW_LINE = re.compile(r"\|(.*)\|\s*([一二三四五六七八九])")
TURN_LINE = re.compile(r"(後手|上手)番")


class BodReader:
    """Collects the lines of a diagram one by one; ``sfen()`` gives the position they describe."""

    def __init__(self):
        self.cells, self.hands, self.turn, self.rows, self.seen = {}, [{}, {}], 0, set(), False
        self.last = None    # the number of the diagram's last line

    def feed(self, text: str, line: int) -> bool:
        """Take one line; False when it is not part of a diagram."""
        if match := HAND_LINE.fullmatch(text.strip()):
            self.hands[0 if match[1] in ("先手", "下手") else 1] = _hand(match[2], line)
        elif match := ROW_LINE.fullmatch(text.strip()):
            self._row(match[1], KANJI_DIGITS.index(match[2]) + 1, line)
        elif TURN_LINE.fullmatch(text.strip()):
            self.turn = 1
        elif text.strip() in ("先手番", "下手番") or text.strip().startswith("+---") or (
                text.strip().startswith("９ ８") or text.strip().startswith("９８")):
            pass
        else:
            return False
        self.seen, self.last = True, line
        return True

    def _row(self, cells, rank, line):
        pairs = [cells[i:i + 2] for i in range(0, len(cells), 2)]
        if len(pairs) != 9:
            raise RecordError(Message("bod-row-squares", count=len(pairs)), line)
        for file, (mark, name) in zip(range(9, 0, -1), pairs):
            if name == "・" and mark in " ・":
                continue
            kind = KANJI_PIECES.get(name)
            if kind is None or mark not in " v^":
                raise RecordError(Message("bod-unknown-piece", piece=mark + name), line)
            self.cells[square_at(file, rank)] = shogi.Piece(kind, 1 if mark == "v" else 0)
        self.rows.add(rank)

    def sfen(self, line) -> str:
        """The SFEN of the diagram read (not checked); RecordError when rows are missing."""
        if len(self.rows) != 9:
            raise RecordError(Message("bod-rows", count=len(self.rows)), line)
        return to_sfen(self.cells, self.hands, self.turn)


def _hand(text, line):
    hand = {}
    text = text.strip()
    if text in ("なし", ""):
        return hand
    for item in re.split(r"[\s　]+", text):
        if not item:
            continue
        kind = KANJI_PIECES.get(item[0])
        count = _count(item[1:]) if kind else None
        if kind not in HAND_ORDER or count is None:
            raise RecordError(Message("bod-hand-piece", item=item), line)
        hand[kind] = hand.get(kind, 0) + count
    return hand


def _count(text):
    if not text:
        return 1
    if text.isdigit():
        return int(text)
    if text == "十":
        return 10
    if text.startswith("十") and len(text) == 2 and text[1] in KANJI_DIGITS:
        return 10 + KANJI_DIGITS.index(text[1]) + 1
    if len(text) == 1 and text in KANJI_DIGITS:
        return KANJI_DIGITS.index(text) + 1
    return None


def _hand_text(hand):
    items = []
    for kind in HAND_ORDER:
        n = hand.get(kind, 0)
        if n:
            items.append(PIECE_KANJI[kind] + ("" if n == 1 else ("十" if n >= 10 else "") +
                                              (KANJI_DIGITS[n % 10 - 1] if n % 10 else "")))
    return "　".join(items) or "なし"


def write(sfen: str, handicap: bool = False) -> list:
    """The BOD lines of an SFEN position (上手 / 下手 names when ``handicap``)."""
    cells, hands, turn = cells_of(sfen)
    names = ("下手", "上手") if handicap else ("先手", "後手")
    out = [f"{names[1]}の持駒：{_hand_text(hands[1])}", "  ９ ８ ７ ６ ５ ４ ３ ２ １",
           "+---------------------------+"]
    for rank in range(1, 10):
        row = ""
        for file in range(9, 0, -1):
            piece = cells.get(square_at(file, rank))
            row += " ・" if piece is None else ("v" if piece.color else " ") + _BOARD_KANJI[piece.piece_type]
        out.append(f"|{row}|{KANJI_DIGITS[rank - 1]}")
    out += ["+---------------------------+", f"{names[0]}の持駒：{_hand_text(hands[0])}"]
    if turn:
        out.append(f"{names[1]}番")
    return out
