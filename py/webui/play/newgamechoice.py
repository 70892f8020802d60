"""The New game dialog's last choice, kept with the reader's settings (pure Python, no browser).

Stored under the ``new_game`` key of ``localStorage["kiban.settings"]`` (`webui.play.settings`):
the values of the dialog's opponent, level, side and time preset selects, as strings. The dialog
offers them again on the next visit; a value the dialog no longer offers is simply not chosen.
"""

KEY = "new_game"
FIELDS = ("opponent", "level", "side", "time")


def remembered(settings):
    """The last choice kept in ``settings`` ({field: value}; fields missing or not text are
    left out)."""
    kept = settings.get(KEY)
    if not isinstance(kept, dict):
        return {}
    return {field: kept[field] for field in FIELDS if isinstance(kept.get(field), str)}


def remembering(settings, choice):
    """A copy of ``settings`` keeping ``choice`` ({field: value}, other keys ignored) as the
    last choice; the other settings are kept."""
    return {**settings, KEY: {field: str(choice[field]) for field in FIELDS if field in choice}}
