"""Game records: read and write the files players exchange, for shogi and xiangqi.

>>> from kiban import records
>>> record = records.read("position startpos moves 7g7f 3c3d")
>>> record.game, [m.usi() for m in record.mainline]
('shogi', ['7g7f', '3c3d'])
>>> print(records.write(record, "usi"))
position startpos moves 7g7f 3c3d

``read(data, format=None, partial=False, encoding=None)`` takes text or bytes and returns a
:class:`Record`; the format is found from the content when not given, and so is the encoding of
bytes (``ENCODINGS``: UTF-8 with or without BOM, CP932, EUC-JP, GB18030, Big5), judged by how the
record reads in each (``kiban.records.charsets``); when that is doubtful, :class:`EncodingDoubt`
(a RecordError) lists the candidate encodings with their first lines: read again with
``encoding=`` the one chosen. A start no game reaches (a problem's diagram) is read as a
composed position (``record.composed``). A file that cannot be read raises :class:`RecordError`
(a ``kiban.KibanError``) whose ``line`` is the 1-based line at fault. With ``partial=True`` a bad move does not raise: the record
holds everything before it and ``record.error`` is the RecordError (errors before the start
position is known still raise). ``read_all`` reads every game of a multi-game file (CSA games
separated by '/', PGN games one after the other). ``write(record, format)`` gives the text,
``write_all(records, format)`` one multi-game file (``MULTI_GAME_FORMATS``), and
``game_headers(game, players, when)`` the headers naming the players and the date.

Formats (``FORMATS``): shogi ``kif``, ``ki2``, ``csa``, ``usi``; minishogi ``kif`` and
``ki2`` (手合割：五々将棋) and ``usi`` (always with its SFEN); xiangqi ``pgn``, ``fen`` (a FEN and
its moves); read only, xiangqi: ``dhtmlxq`` (the main line of a web page's record), ``xqf``
(XQStudio), ``cbr`` and ``cbl`` (a XiangQi Bridge game and library: ``read_all`` gives its
games) and ``cbf`` (XiangQi Bridge's XML). Binary files are given as bytes and told from text by their first bytes; their
errors name the byte at fault ("byte 1106: …").
What each drops: KIF the endings of variations; KI2 also times; CSA
variations, and comments other than '*' ones; USI everything but the start and the main line;
PGN times; FEN + moves everything but the start and the main line.
"""

import importlib

from kiban import games
from kiban.messages import Message
from kiban.records.binary import binary_games
from kiban.records.charsets import ENCODINGS, EncodingDoubt
from kiban.records.errors import RecordError
from kiban.records.players import game_headers
from kiban.records.record import RESULTS, Record
from kiban.records.text import decode, lines

FORMATS = {game.name: game.record_formats for game in games.available()}
"""The formats each game can be written in (all of them can be read)."""

# format -> (its module: read, write and, for multi-game formats, split; the game a file of the
# format is read as until it says otherwise: a KIF's 手合割, a USI SFEN), from the descriptors'
# ``record_modules`` in the registry's order. A module is imported when its format is first
# used: a page that only shows games does not load eight readers at boot.
_READERS = {}
for _game in games.available():
    for _format, _module_name in _game.record_modules.items():
        _READERS.setdefault(_format, (_module_name, _game.name))
_JOINERS = {"csa": "/\n", "pgn": "\n"}
MULTI_GAME_FORMATS = tuple(_JOINERS)
"""The formats one file of which can hold several games (``read_all`` / ``write_all``)."""


def _module(format):
    return importlib.import_module(_READERS[format][0])


def _format(text, format):
    if format is None:
        from kiban.records.detect import detect
        return detect(text)
    if format not in _READERS:
        raise RecordError(Message("unknown-record-format", format=format, known=', '.join(_READERS)))
    return format


def _read_one(numbered_lines, format, partial):
    record = Record(_READERS[format][1])
    record.start = None
    try:
        _module(format).read(numbered_lines, record)
    except RecordError as error:
        if not partial or record.start is None:
            raise
        record.error = error
    if record.start is None:
        raise RecordError(Message("no-start-position"))
    return record


def _first(text, format):
    numbered = lines(text)
    if format in MULTI_GAME_FORMATS:
        numbered = (_module(format).split(numbered) or [numbered])[0]
    return numbered


def _judge(format, read_records):
    """How well a candidate decoding reads: (game, read to the end, moves read) of its first
    game; the records read are kept in ``read_records`` by text (the chosen one is not read twice)."""
    def judge(text):
        try:
            found = _format(text, format)
            record = _read_one(_first(text, found), found, True)
        except RecordError:
            return None, False, 0
        read_records[text] = record
        return record.game, record.error is None, len(record.mainline)
    return judge


def read(data, format: str = None, partial: bool = False, encoding: str = None) -> Record:
    """The (first) game in ``data`` (text or bytes) as a :class:`Record`; RecordError says what is
    wrong where; ``encoding`` (a name of ``ENCODINGS``) says how to decode bytes."""
    binary = binary_games(data, format)
    if binary:
        return _read_one(binary[1][0], binary[0], partial)
    read_records = {}
    text = decode(data, encoding, _judge(format, read_records))
    record = read_records.get(text)
    if record is not None and (partial or record.error is None):
        return record
    format = _format(text, format)
    return _read_one(_first(text, format), format, partial)


def read_all(data, format: str = None, partial: bool = False, encoding: str = None) -> list:
    """Every game in ``data`` (a multi-game CSA or PGN file or a CBL library; other formats hold
    one game)."""
    binary = binary_games(data, format)
    if binary:
        return [_read_one(game, binary[0], partial) for game in binary[1]]
    text = decode(data, encoding, _judge(format, {}))
    format = _format(text, format)
    parts = _module(format).split(lines(text)) if format in MULTI_GAME_FORMATS else [lines(text)]
    return [_read_one(part, format, partial) for part in parts]


def write(record: Record, format: str) -> str:
    """The text of ``record`` in ``format`` (one of its game's ``record_formats``)."""
    written = record.descriptor.record_formats
    if format not in written:
        raise RecordError(Message("record-format-not-for-game", game=record.game, format=format, formats=', '.join(written)))
    return _module(format).write(record)


def write_all(games: list, format: str) -> str:
    """The text of several records in one file of ``format`` (one of ``MULTI_GAME_FORMATS``):
    what ``read_all`` reads back, game by game."""
    if format not in MULTI_GAME_FORMATS:
        raise RecordError(Message("single-game-format", format=format, formats=' or '.join(MULTI_GAME_FORMATS)))
    return _JOINERS[format].join(write(record, format) for record in games)


__all__ = ["read", "read_all", "write", "write_all", "game_headers", "Record", "RecordError",
           "EncodingDoubt", "ENCODINGS", "FORMATS", "MULTI_GAME_FORMATS", "RESULTS"]
