"""USI position lines for shogi: 'position startpos moves 7g7f 3c3d', 'position sfen … moves …'
(also without 'position'). Dropped on writing: headers, comments, variations, times, the ending."""

from kiban import games, shogi
from kiban.errors import KibanError
from kiban.records import position_line
from kiban.records.shogi_position import same_position


def read(numbered_lines, record):
    """Fill ``record`` from a USI position line; an SFEN that only a shogi variant's board holds
    (minishogi's 5×5) makes it a record of that game."""
    numbered_lines = list(numbered_lines)
    record.game = _game_of(position_line.tokens(numbered_lines), record.game)
    position_line.read(numbered_lines, record, "sfen", record.descriptor.parse_move)


def _game_of(words, default):
    """The first USI game (in the registry's order: shogi first) whose board the SFEN among
    ``words`` fits; ``default`` when none does (reading it then says what is wrong)."""
    names = [word for word, _ in words]
    end = names.index("moves") if "moves" in names else len(names)
    fields = names[names.index("sfen") + 1:end] if "sfen" in names[:end] else []
    for game in games.available():
        if game.protocol == "usi":
            try:
                game.new_board(" ".join(fields), strict=False)
            except KibanError:
                continue
            return game.name
    return default


def write(record) -> str:
    """The main line of ``record`` as a USI position line ('startpos' only for shogi's start)."""
    standard = (record.descriptor.Board is shogi.Board and same_position(record.start, shogi.START_SFEN)
                and record.start.split()[3:] in ([], ["1"]))
    return position_line.write(record, "sfen", None if standard else record.start)
