"""Library entries written as game records (`kiban.records`): one game in its game's first
format (KIF for shogi and minishogi, PGN for xiangqi), all games in one multi-game file per game
(CSA, PGN; a file per game where the game has no such format).
Pure Python; the Games page downloads the texts."""

from kiban import records
from kiban.review.annotation import annotate

from webui.play import gamerecord
from webui.play.session import GameSession

from .listing import local_time


def record_of(entry, offset_minutes=0):
    """The `kiban.records.Record` of an entry: its moves and variations (replayed and checked
    by the engine), players, date, result and how it ended (as the page's Records dialog
    writes them, `webui.play.gamerecord`), dated when it was started, with the kept review's
    marks as comments (`kiban.review.annotate`)."""
    session, _problem = GameSession.from_dict(entry.save)
    when = local_time(entry.created, offset_minutes)
    record = gamerecord.record_of(session, entry.players, when)
    if record.termination == "impasse" and session.outcome().winner is not None:
        record.termination = "declaration"  # an impasse won on points
    review = entry.kept_review()
    if review is not None:
        annotate(record, review)
    return record


def file_name(stem, format):
    """'kiban-<stem>.<format>'."""
    return f"kiban-{stem}.{format}"


def export_one(entry, offset_minutes=0):
    """(file name, text) of one entry in its game's first record format."""
    format = entry.game.record_formats[0]
    return file_name(entry.id, format), records.write(record_of(entry, offset_minutes), format)


def export_all(entries, offset_minutes=0):
    """[(file name, text)]: one multi-game file per game that has entries, the games in the
    given order; a game none of whose formats holds several games (minishogi) gives a file per
    entry."""
    by_game = {}
    for entry in entries:
        by_game.setdefault(entry.game, []).append(entry)
    files = []
    for game, kept in by_game.items():
        format = next((f for f in game.record_formats if f in records.MULTI_GAME_FORMATS), None)
        if format is None:
            files += [export_one(entry, offset_minutes) for entry in kept]
        else:
            texts = records.write_all([record_of(entry, offset_minutes) for entry in kept], format)
            files.append((file_name(f"{game.name}-games", format), texts))
    return files
