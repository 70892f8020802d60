"""What a clock shows: the time as text, tenths under 10 seconds, when the text next changes.
Pure Python; the Clock (clock.py) says how much time is left and whether to warn."""

TENTHS_BELOW = 10_000  # milliseconds under which tenths of a second are shown


def clock_text(ms: int) -> str:
    """'1:05:03', '9:59', '0:42', tenths under 10 s: '0:09.7'. Digits are cut, not rounded,
    so the text reads '0:00.0' only in the last tenth."""
    ms = max(0, int(ms))
    seconds, tenths = divmod(ms // 100, 10)
    minutes, seconds = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    text = f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"
    return f"{text}.{tenths}" if ms < TENTHS_BELOW else text


def redraw_in(ms: int) -> int:
    """Milliseconds until `clock_text(ms)` of a running clock changes: when to draw it next."""
    unit = 100 if ms <= TENTHS_BELOW else 1000
    return int(ms) % unit + 1
