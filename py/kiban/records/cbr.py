"""CBR, the binary game record of XiangQi Bridge (象棋桥) (read only; a CBL library holds several,
see :mod:`kiban.records.cbl`).

"CCBridge Record" then fixed fields of NUL-ended UTF-16 text (title, event, round, date, site,
time control, the players and their teams and times, annotator, author), the result (1 red
wins, 2 black wins, 3 draw), who moves first (2: black), the 90 points of the board (top row
first; 0x11-0x17 red 車馬相仕帥炮兵, 0x21-0x27 black) and the move tree. Byte 19 is the version:
version 1 lacks two 128-byte blocks of version 2 and numbers points ``file * 16 + row``.

Tree: a record for the start position, then one per move in preorder: a flag byte (1 "the line
ends here", 2 "an alternative follows", 4 "a comment follows"), a spare byte, the from and to
points, then the comment as a 4-byte size in bytes and UTF-16 text.
"""

from kiban import xiangqi
from kiban.messages import N_, Message
from kiban.records.binary import Fields, Step, at, build_tree, header, point, read_steps, side_to_move, start

_PIECES = {0x11: "R", 0x12: "N", 0x13: "B", 0x14: "A", 0x15: "K", 0x16: "C", 0x17: "P",
           0x21: "r", 0x22: "n", 0x23: "b", 0x24: "a", 0x25: "k", 0x26: "c", 0x27: "p"}
_RESULTS = {1: "1-0", 2: "0-1", 3: "1/2-1/2"}
# Per version: (header, offset, size in bytes) of the texts, and where the position starts
# (who moves, then the move number, then the board at +8 and the tree at +102).
_LAYOUTS = {
    2: ((("Title", 180, 128), ("Event", 692, 64), ("Round", 756, 64), ("Date", 884, 64), ("Site", 948, 64),
         ("TimeControl", 1012, 64), ("Red", 1076, 64), ("RedTeam", 1140, 64), ("RedTime", 1204, 64),
         ("Black", 1300, 64), ("BlackTeam", 1364, 64), ("BlackTime", 1428, 64), ("Annotator", 1652, 64),
         ("Author", 1780, 64)), 2112),
    1: ((("Title", 52, 128), ("Event", 564, 64), ("Round", 628, 64), ("Date", 756, 64), ("Site", 820, 64),
         ("TimeControl", 884, 64), ("Red", 948, 64), ("RedTeam", 1012, 64), ("RedTime", 1076, 64),
         ("Black", 1172, 64), ("BlackTeam", 1236, 64), ("BlackTime", 1300, 64), ("Annotator", 1396, 64),
         ("Author", 1524, 64)), 1856),
}


def _text(data: bytes) -> str:
    """NUL-ended UTF-16 text."""
    for end in range(0, len(data) - 1, 2):
        if data[end] == data[end + 1] == 0:
            data = data[:end]
            break
    return data.decode("utf-16-le", "replace")


def _squares(fields: Fields, offset: int) -> dict:
    squares = {}
    for row in range(10):
        for file, code in enumerate(fields.take(offset + row * 9, 9, N_("the board"))):
            if code and code not in _PIECES:
                raise at(offset + row * 9 + file, Message("cbr-not-piece", value=f"{code:#x}"))
            if code:
                squares[(9 - row) * 9 + file] = _PIECES[code]
    return squares


class _Tree:
    """The steps of the tree of a CBR ``version``."""

    def __init__(self, fields: Fields, version: int):
        self.fields, self.version = fields, version

    def record(self, offset):
        """(flags, from byte, to byte, comment, offset of the next record) of the record at ``offset``."""
        flags, _spare, start, end = self.fields.take(offset, 4, N_("a move"))
        if not flags & 4:
            return flags, start, end, "", offset + 4
        size = self.fields.number(offset + 4, 4, N_("the size of a comment"))
        comment = _text(self.fields.take(offset + 8, size, N_("a comment"))).strip()
        return flags, start, end, comment, offset + 8 + size

    def square(self, byte, offset):
        """The point a from or to byte names."""
        if self.version == 1:
            file, row = divmod(byte, 16)
            return point((9 - row) * 9 + file if file < 9 and row < 10 else -1, offset)
        return point((9 - byte // 9) * 9 + byte % 9 if byte < 90 else -1, offset)

    def step(self, offset):
        """The step at ``offset`` and the offset after it."""
        flags, start, end, comment, after = self.record(offset)
        if flags > 7:
            raise at(offset, Message("cbr-bad-flags", flags=f"{flags:#x}"))
        move = xiangqi.Move(self.square(start, offset + 2), self.square(end, offset + 3))
        return Step(offset, move, comment, not flags & 1, bool(flags & 2)), after


def holds_pieces(data: bytes) -> bool:
    """Whether the CBR record ``data`` has a piece on its board (a library's headings have none);
    True when its layout is not known, for ``read`` to say what is wrong."""
    layout = _LAYOUTS.get(data[19] if len(data) > 19 else None)
    return layout is None or any(data[layout[1] + 8:layout[1] + 98])


def read(data: bytes, record):
    """Fill ``record`` from the bytes of a CBR record (alone or in a library)."""
    fields = Fields(data)
    version = fields.number(19, 1, N_("the version"))
    if version not in _LAYOUTS:
        raise at(19, Message("cbr-unknown-version", version=version))
    texts, position = _LAYOUTS[version]
    for key, offset, size in texts:
        header(record, key, _text(fields.take(offset, size, key)))
    record.result = _RESULTS.get(fields.number(position - 36, 1, N_("the result")))
    record.headers["Result"] = record.result or "*"
    squares = _squares(fields, position + 8)
    tree = _Tree(fields, version)
    flags, _start, _end, comment, offset = tree.record(position + 102)
    steps = read_steps(offset, tree.step) if not flags & 1 else []
    black_first = fields.number(position, 1, N_("who moves first")) == 2
    board = start(record, squares, side_to_move(squares, steps, black_first), position + 8)
    build_tree(record, board, steps, comment)
