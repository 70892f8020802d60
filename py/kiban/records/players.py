"""The headers that name a game's players and its date, spelled as each game's formats expect
(the game's descriptor says how: `kiban.core.game.Game.record_headers`): shogi's KIF / KI2 keys
(先手, 後手, 開始日時; CSA writes them as N+, N-, $START_TIME), xiangqi's PGN tags (Red, Black,
Date, and Event)."""

from kiban import games


def game_headers(game: str, players=(None, None), when=None) -> dict:
    """Record headers for a ``game`` ("shogi" / "xiangqi") between ``players`` (first mover's
    colour first; None leaves a name out) played at ``when`` (a ``datetime``, a ``date`` or
    None)."""
    return games.get(game).record_headers(players, when)
