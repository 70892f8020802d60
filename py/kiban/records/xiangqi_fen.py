"""A xiangqi FEN and its moves, as UCI engines take them: '<FEN> moves h2e2 h9g7' (also
'position fen <FEN> moves …' and 'position startpos moves …'). Writing gives '<FEN> moves …'.
Dropped on writing: headers, comments, variations, the result."""

from kiban import xiangqi
from kiban.records import position_line


def read(numbered_lines, record):
    """Fill ``record`` from a FEN + moves line."""
    position_line.read(numbered_lines, record, "fen", xiangqi.Move.from_uci)


def write(record) -> str:
    """The start FEN and the main line's moves (ICCS)."""
    moves = " ".join(move.uci() for move in record.mainline)
    return record.start + (" moves " + moves if moves else "") + "\n"
