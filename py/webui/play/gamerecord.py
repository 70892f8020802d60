"""A game on the page as a game record and back (`kiban.records`), pure Python: a record read
from a file becomes a `GameSession` (its whole move tree, comments included), and a session
becomes a `Record` with the players, the date and the result, to be written in any format of
its game. The header names come from the game's descriptor.
"""

from kiban import games, records
from webui.i18n import _
from webui.i18n.words import words
from kiban.outcome import Termination

from .session import GameSession

_ENDINGS = {  # how a game ended -> the record's termination word
    Termination.CHECKMATE: "checkmate", Termination.STALEMATE: "checkmate",
    Termination.REPETITION: "sennichite", Termination.PERPETUAL_CHECK: "illegal-move",
    Termination.PERPETUAL_CHASE: "illegal-move", Termination.IMPASSE: "impasse",
    Termination.DECLARATION: "declaration", Termination.RESIGNATION: "resign",
    Termination.TIME_FORFEIT: "time-up", Termination.MOVE_LIMIT: "max-moves",
}
EXTENSIONS = {"kif": "kifu", "ki2": "ki2u", "csa": "csa", "usi": "usi", "pgn": "pgn",
              "fen": "txt"}
"""File name extension of each format as written here (UTF-8: Kakinoki's 'kifu', 'ki2u')."""
READ_EXTENSIONS = {"xqf": "xqf", "cbr": "cbr", "cbl": "cbl", "cbf": "cbf"}
"""The formats a file's name tells for sure (extension -> format); the others are found from
the content (a '.txt' or '.pgn' can hold several formats)."""


def read_record(data, name=None, encoding=None):
    """``(session, note)`` from the bytes or text of a record file: format and encoding found
    from the content (or from a file ``name`` ending as in ``READ_EXTENSIONS``: a damaged XQF
    is then said to be one; the encoding from ``encoding`` when given), the first game of a
    multi-game file, a composed start read as one (the session is not strict); ``note`` says
    why the reading stopped early (a bad move: the moves before it are kept) or None. Raises
    `kiban.records.RecordError` (with ``line``) when nothing can be read, its subclass
    `kiban.records.EncodingDoubt` when the reader must choose the encoding."""
    extension = name.rsplit(".", 1)[-1].lower() if name and "." in name else ""
    record = records.read(data, READ_EXTENSIONS.get(extension), partial=True, encoding=encoding)
    session = GameSession.of_tree(games.get(record.game), record.start, record.root,
                                  strict=not record.composed)
    note = None
    if record.error is not None:
        note = _("The record was read up to move {number}; it stopped at {reason}").format(
            number=len(record.mainline), reason=words(record.error))
    return session, note


def record_of(session, players, day):
    """The `Record` of ``session``: its start (composed or not), whole tree, ``players`` (two names, by colour),
    ``day`` and the result at the end of the main line."""
    game = session.game
    record = records.Record(game.name, start=session.start,
                            headers=game.record_headers(players, day))
    record.root = session.root
    record.composed = not session.strict
    if session.on_main_line():
        outcome = session.outcome()
        if outcome is not None:
            record.result = outcome.result()
            record.termination = _ENDINGS.get(outcome.termination)
    return record


def players_of(opponent):
    """The players' names by colour: "You" and "Computer level N", or "You" and "Friend"
    for two people at one screen."""
    if opponent.computer is None:
        return ("You", "Friend")
    names = ["You", "You"]
    names[opponent.computer] = f"Computer level {opponent.level}"
    return tuple(names)


def file_name(session, fmt, day):
    """A file name for the record: 'kiban-shogi-2024-05-01.kifu'."""
    return f"kiban-{session.game.name}-{day.isoformat()}.{EXTENSIONS.get(fmt, fmt)}"
