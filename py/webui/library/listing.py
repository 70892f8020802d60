"""The Games page's words for library entries, and their order. Pure Python."""

import re
from datetime import datetime, timedelta, timezone

from webui.i18n import N_, _

from .entry import COMPUTER, COMPUTER_FULL, FRIEND, YOU

IN_PROGRESS = N_("In progress")


def local_time(ms, offset_minutes=0):
    """The ``datetime`` of ``ms`` (ms since 1970) in a time zone ``offset_minutes`` east of
    UTC (JavaScript's ``-Date.getTimezoneOffset()``)."""
    zone = timezone(timedelta(minutes=offset_minutes))
    return datetime.fromtimestamp(ms / 1000, zone)


def date_text(ms, offset_minutes=0):
    """'2024-05-01 10:00'."""
    return local_time(ms, offset_minutes).strftime("%Y-%m-%d %H:%M")


def player_name(name):
    """A player's name as kept in an entry (`webui.library.entry`), in the reader's language:
    'You', 'Friend', 'Computer (level 3)' and 'Computer (full strength)' are translated, other
    names shown as they are."""
    level = re.fullmatch(r"Computer \(level (\d+)\)", name)
    if level:
        return _(COMPUTER).format(level=level.group(1))
    return _(name) if name in (YOU, FRIEND, COMPUTER_FULL) else name


def players_text(entry):
    """'Sente: You · Gote: Computer (level 3)'."""
    colors = entry.game.color_titles
    return " · ".join(_("{color}: {name}").format(color=_(color), name=player_name(name))
                      for color, name in zip(colors, entry.players))


def row_texts(entry, offset_minutes=0):
    """The cells of an entry's row: date, game, players, result, moves (all plain text)."""
    game = entry.game
    title = _(game.title)
    handicap = entry.save.get("handicap")
    if handicap:
        title = _("{game} ({handicap})").format(game=title, handicap=_(game.handicap_label(handicap)))
    return {"date": date_text(entry.updated, offset_minutes), "game": title,
            "players": players_text(entry), "result": entry.outcome_words() or _(IN_PROGRESS),
            "moves": str(entry.length)}


def sorted_entries(entries):
    """The entries, the last played first."""
    return sorted(entries, key=lambda entry: (entry.updated, entry.id), reverse=True)
