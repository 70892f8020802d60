"""XQF, the binary records of XQStudio (象棋演播室) and the big Chinese game archives (read only).

A 1024-byte header, then the move tree. Version 1.0 (byte 2 = 10) stores everything plainly;
from 1.1 on the piece points, moves and comment sizes are offset by keys computed from header
bytes 12-15, and the tree is shifted byte by byte by a 32-byte key derived from the string
"[(C) Copyright Mr. Dong Shiwei.]"; from 1.2 on the 32 piece points are also rotated.

Header: byte 2 the version; 16-47 the point of each of the 32 pieces (red 車馬相仕帥仕相馬車炮炮
and five 兵, then black the same; ``file * 10 + rank``, rank 0 on red's side, above 89: not on
the board); 50 who moves first; 51 the result (1 red wins, 2 black wins, 3 draw); then
length-prefixed GBK strings: title, event, date, site, red, black, time control, the two
players' times, annotator, author.

Tree (from byte 1024): a record for the start position, then one per move in preorder: from
and to points (offset by 24 and 32 and the keys), a flag byte (1.0: high nibble "a reply
follows", low nibble "an alternative follows"; later: 0x80, 0x40, and 0x20 "a comment
follows"), a spare byte, then the comment as a 4-byte size and GBK text (1.0: always present).
"""

from kiban import xiangqi
from kiban.messages import N_, Message
from kiban.records.binary import Fields, Step, at, build_tree, header, point, read_steps, side_to_move, start

_PIECES = "RNBAKABNRCCPPPPPrnbakabnrccppppp"
_COPYRIGHT = b"[(C) Copyright Mr. Dong Shiwei.]"
# (header, offset of the length byte, longest text the field holds)
_STRINGS = (("Title", 80, 127), ("Event", 208, 63), ("Date", 272, 15), ("Site", 288, 15),
            ("Red", 304, 15), ("Black", 320, 15), ("TimeControl", 336, 63), ("RedTime", 400, 15),
            ("BlackTime", 416, 15), ("Annotator", 464, 15), ("Author", 480, 15))
_RESULTS = {1: "1-0", 2: "0-1", 3: "1/2-1/2"}
_TREE = 1024


def _scramble(key: int, factor: int) -> int:
    """XQStudio's key schedule: one header byte mixed with the key before it."""
    return (key * key * 54 + 221) * factor & 255


class _Keys:
    """The keys of an XQF file (all zero in version 1.0, whose bytes are stored plainly)."""

    def __init__(self, data: bytes, version: int):
        self.points = self.start = self.end = self.comment = 0
        self.stream = bytes(32)
        if version <= 10:
            return
        mask, pieces, start, end, total = data[3], data[13], data[14], data[15], data[12]
        self.points = _scramble(pieces, pieces)
        self.start = _scramble(start, self.points)
        self.end = _scramble(end, self.start)
        self.comment = (total * 256 + pieces) % 32000 + 767
        four = [(byte & mask) | data[8 + i] for i, byte in enumerate((total, pieces, start, end))]
        self.stream = bytes(four[i % 4] & _COPYRIGHT[i] for i in range(32))

    def decrypt(self, data: bytes) -> bytes:
        """The tree bytes of ``data`` (all bytes from 1024 on) with the stream key taken off."""
        stream = self.stream
        return bytes((byte - stream[i % 32]) & 255 for i, byte in enumerate(data[_TREE:], _TREE))


def _squares(data: bytes, version: int, keys: _Keys) -> dict:
    stored = data[16:48]
    if version >= 12:   # rotated: piece i is stored at (key + i + 1) mod 32
        stored = bytes(stored[(i - keys.points - 1) & 31] for i in range(32))
    squares = {}
    for i, byte in enumerate(stored):
        place = (byte - keys.points) & 255
        if place > 89:
            continue
        square = place % 10 * 9 + place // 10
        if place // 10 > 8 or square in squares:
            raise at(16 + i, Message("xqf-piece-off-board", number=i + 1))
        squares[square] = _PIECES[i]
    return squares


class _Tree:
    """The steps of the tree, read from the plain tree bytes (their offsets are the file's)."""

    def __init__(self, data: bytes, version: int, keys: _Keys):
        self.fields = Fields(bytes(_TREE) + data)
        self.version, self.keys = version, keys

    def record(self, offset):
        """(from byte, to byte, flags, comment, offset of the next record) of the record at ``offset``."""
        take = self.fields.take
        head = take(offset, 4, N_("a move"))
        flags, size = head[2], 0
        if self.version <= 10:
            has_comment = True
        else:
            has_comment = bool(flags & 0x20)
            flags = (0xF0 if flags & 0x80 else 0) | (0x0F if flags & 0x40 else 0)
        if has_comment:
            size = self.fields.number(offset + 4, 4, N_("the size of a comment")) - self.keys.comment
            if size < 0:
                raise at(offset + 4, Message("xqf-negative-comment"))
        end = offset + (8 if has_comment else 4)
        comment = take(end, size, N_("a comment")).decode("gb18030", "replace").strip("\0").strip()
        return head[0], head[1], flags, comment, end + size

    def step(self, offset):
        """The step at ``offset`` and the offset after it."""
        start, end, flags, comment, after = self.record(offset)
        keys = self.keys
        points = [(start - 24 - keys.start) & 255, (end - 32 - keys.end) & 255]
        for i, place in enumerate(points):
            if place // 10 > 8:
                raise at(offset + i, Message("binary-point-off-board"))
            points[i] = point(place % 10 * 9 + place // 10, offset + i)
        move = xiangqi.Move(points[0], points[1])
        return Step(offset, move, comment, bool(flags & 0xF0), bool(flags & 0x0F)), after


def read(data: bytes, record):
    """Fill ``record`` from the bytes of an XQF file."""
    fields = Fields(data)
    fields.take(0, _TREE, N_("the 1024-byte header"))
    version = data[2]
    if version > 18:
        raise at(2, Message("xqf-unknown-version", version=f"{version // 10}.{version % 10}"))
    keys = _Keys(data, version)
    for key, offset, longest in _STRINGS:
        header(record, key, data[offset + 1:offset + 1 + min(data[offset], longest)].decode("gb18030", "replace"))
    record.result = _RESULTS.get(data[51])
    record.headers["Result"] = record.result or "*"
    tree = _Tree(data[_TREE:] if version <= 10 else keys.decrypt(data), version, keys)
    _start, _end, flags, comment, offset = tree.record(_TREE)
    steps = read_steps(offset, tree.step) if flags & 0xF0 else []
    squares = _squares(data, version, keys)
    board = start(record, squares, side_to_move(squares, steps, data[50] == 1), 16)
    build_tree(record, board, steps, comment)
