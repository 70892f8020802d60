"""The headers that name a game's players and its date, spelled as each game's formats expect:
shogi's KIF / KI2 keys (先手, 後手, 開始日時; CSA writes them as N+, N-, $START_TIME), xiangqi's
PGN tags (Red, Black, Date)."""

_KEYS = {"shogi": ("先手", "後手", "開始日時", "%Y/%m/%d %H:%M:%S"),
         "xiangqi": ("Red", "Black", "Date", "%Y.%m.%d")}


def game_headers(game: str, players=(None, None), when=None) -> dict:
    """Record headers for a ``game`` ("shogi" / "xiangqi") between ``players`` (first mover's
    colour first; None leaves a name out) started at ``when`` (a ``datetime`` or None)."""
    first, second, date, pattern = _KEYS[game]
    headers = {date: when.strftime(pattern)} if when is not None else {}
    for key, name in zip((first, second), players):
        if name:
            headers[key] = name
    return headers
