"""USI position lines for shogi: 'position startpos moves 7g7f 3c3d', 'position sfen … moves …'
(also without 'position'). Dropped on writing: headers, comments, variations, times, the ending."""

from kiban import shogi
from kiban.records import position_line
from kiban.records.shogi_position import same_position


def read(numbered_lines, record):
    """Fill ``record`` from a USI position line."""
    position_line.read(numbered_lines, record, "sfen", shogi.Move.from_usi)


def write(record) -> str:
    """The main line of ``record`` as a USI position line."""
    standard = same_position(record.start, shogi.START_SFEN) and record.start.split()[3:] in ([], ["1"])
    return position_line.write(record, "sfen", None if standard else record.start)
