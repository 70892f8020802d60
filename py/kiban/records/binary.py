"""What the binary xiangqi records (XQF, CBR and CBL libraries) share: telling them from text by
their first bytes, reading fixed fields with the byte offset of whatever is wrong, and the move
tree they all store the same way.

Both XQF and CBR keep the tree in preorder: one step per move, each saying whether the line goes
on after it (the next step is its reply) and whether an alternative to it follows once its own
line has ended. A square is given as its index ``rank * 9 + file`` (rank 0 is red's back rank,
file 0 red's left), as the engine numbers them.
"""

from kiban import xiangqi
from kiban.errors import KibanError
from kiban.messages import Message
from kiban.records.errors import RecordError

MAGICS = {"xqf": b"XQ", "cbr": b"CCBridge Record\0", "cbl": b"CCBridgeLibrary\0"}
"""The first bytes of each binary format."""


def at(offset: int, message: Message) -> RecordError:
    """The error of a binary file: ``message`` about the bytes from ``offset`` on."""
    return RecordError(Message("binary-at-byte", offset=offset, message=message))


def binary_games(data, format):
    """``(format, [bytes of each game])`` when ``data`` is a binary record (its ``format`` given,
    or found from its first bytes), None for a text record; RecordError when the bytes cannot be
    one (text given for a binary format, a library without a game)."""
    if format is None:
        if not isinstance(data, (bytes, bytearray)):
            return None
        format = next((name for name, magic in MAGICS.items() if bytes(data[:len(magic)]) == magic), None)
    if format not in MAGICS:
        return None
    if not isinstance(data, (bytes, bytearray)):
        raise RecordError(Message("binary-given-text", format=format.upper()))
    data = bytes(data)
    if not data.startswith(MAGICS[format]):
        raise at(0, Message("binary-bad-magic", format=format.upper(),
                             magic=MAGICS[format].rstrip(b"\0").decode()))
    if format != "cbl":
        return format, [data]
    from kiban.records.cbl import split
    games = split(data)
    if not games:
        raise RecordError(Message("cbl-no-game"))
    return "cbr", games


class Fields:
    """The bytes of a binary file, read field by field: every read past the end is a RecordError
    naming the field and its offset."""

    def __init__(self, data: bytes):
        self.data = data

    def take(self, offset: int, size: int, what) -> bytes:
        """``size`` bytes at ``offset``, holding ``what`` (a Word: "a move")."""
        if offset + size > len(self.data):
            raise at(offset, Message("binary-file-ends", size=len(self.data), what=what))
        return self.data[offset:offset + size]

    def number(self, offset: int, size: int, what) -> int:
        """The little-endian unsigned number of ``size`` bytes at ``offset``."""
        return int.from_bytes(self.take(offset, size, what), "little")


class Step:
    """One move of a stored tree: where it was read (``offset``), its ``move``, its ``comment``,
    whether the line goes on after it (``has_next``) and whether an alternative to it follows
    (``has_alternative``)."""

    __slots__ = ("offset", "move", "comment", "has_next", "has_alternative")

    def __init__(self, offset, move, comment, has_next, has_alternative):
        self.offset, self.move, self.comment = offset, move, comment
        self.has_next, self.has_alternative = has_next, has_alternative


def point(square: int, offset: int) -> int:
    """``square`` when it is a point of the board, else a RecordError at ``offset``."""
    if not 0 <= square < 90:
        raise at(offset, Message("binary-point-off-board"))
    return square


def read_steps(first_offset: int, read_step) -> list:
    """The steps of a stored tree, the first at ``first_offset``; ``read_step(offset)`` reads one
    and returns it with the offset of the next. The tree ends where a line ends and no alternative
    is still owed; a file that stops before is a RecordError."""
    steps, owed, offset = [], 0, first_offset
    while True:
        step, offset = read_step(offset)
        steps.append(step)
        owed += step.has_alternative
        if not step.has_next:
            if not owed:
                return steps
            owed -= 1


def side_to_move(squares: dict, steps: list, black_first: bool) -> str:
    """'w' or 'b': the side of the piece the first move moves (files do not always say it right),
    else ``black_first``."""
    if steps and steps[0].move.from_square in squares:
        return "b" if squares[steps[0].move.from_square].islower() else "w"
    return "b" if black_first else "w"


def start(record, squares: dict, side: str, offset: int):
    """Set ``record.start`` to the position of the pieces ``squares`` maps (square -> FEN letter),
    ``side`` to move, and return its board; a RecordError at ``offset`` when it is not legal."""
    ranks = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for file in range(9):
            letter = squares.get(rank * 9 + file)
            if letter:
                row, empty = row + (str(empty) if empty else "") + letter, 0
            else:
                empty += 1
        ranks.append(row + (str(empty) if empty else ""))
    text = "/".join(ranks) + f" {side} - - 0 1"
    try:
        board = xiangqi.Board(text)
    except KibanError as error:
        raise at(offset, Message("binary-start-not-legal", error=error)) from None
    record.start = text
    return board


def build_tree(record, board, steps: list, comment: str = ""):
    """Play ``steps`` into ``record.root`` on ``board`` (at the start; ``comment`` on the start):
    each move a child of the one before, an alternative a sibling of the move it replaces. An
    illegal move is a RecordError at its offset; the tree keeps what came before it."""
    record.root.comment = comment
    parent, depth, owed = record.root, 0, []
    for step in steps:
        try:
            board.push(step.move)
        except KibanError as error:
            raise at(step.offset, Message("binary-bad-move", move=step.move.uci(), error=error)) from None
        node = parent.add(step.move)
        node.comment = step.comment
        if step.has_alternative:
            owed.append((parent, depth))
        if step.has_next:
            parent, depth = node, depth + 1
            continue
        board.pop()
        if owed:
            parent, back_to = owed.pop()
            for _undo in range(depth - back_to):
                board.pop()
            depth = back_to


def header(record, key: str, value: str):
    """Set the header ``key`` to ``value`` with its padding and surrounding space cut off; an
    empty value sets nothing."""
    value = value.split("\0", 1)[0].strip()
    if value:
        record.headers[key] = value
