"""A match between two players, A (0) and B (1): who played which colour in each game, the
score, and the replay after a shogi draw that is played again. Pure Python.

After sennichite, or a draw under the 24-point impasse rule, the game is replayed with colours
swapped and the rest of the thinking time on the clock (Dutch lesson 5: "overgespeeld, met
verwisselde kleuren … en de rest van de bedenktijd op de klok"; the German manual likewise). The
replay counts as the same game: the drawn game scores nothing, the replay's result does.
"""

from dataclasses import dataclass, field
from typing import Optional

from kiban import games
from kiban.errors import KibanError
from webui.i18n import _
from kiban.outcome import Outcome

from .clock import Clock
from webui.i18n.words import words

RESULTS = PLAYING, WIN, DRAW, REPLAY = "playing", "win", "draw", "replay"


def replay_due(game: str, outcome: Outcome, rule: Optional[str]) -> bool:
    """Whether ``outcome`` is a draw that is replayed with colours swapped under the game's
    customs (`Game.replayed_draws`: in shogi sennichite, and an impasse draw under the 24-point
    rule); ``rule`` is the game's rule option value."""
    if outcome.winner is not None:
        return False
    return any(outcome.termination.value == termination and when in (None, rule)
               for termination, when in games.get(game).replayed_draws)


@dataclass
class MatchGame:
    """One game: ``first`` is the player with colour 0 (sente / red); ``result`` one of PLAYING,
    WIN (``winner`` the player), DRAW or REPLAY (a draw played again)."""

    first: int
    result: str = PLAYING
    winner: Optional[int] = None

    def player(self, color: int) -> int:
        """The player (0 = A, 1 = B) who plays ``color`` in this game."""
        return self.first if color == 0 else 1 - self.first

    def points(self, player: int) -> float:
        """What this game gives ``player``: 1 a win, ½ a draw, 0 a loss, a replay or no result."""
        if self.result == WIN:
            return 1.0 if self.winner == player else 0.0
        return 0.5 if self.result == DRAW else 0.0


@dataclass
class Match:
    """The games between players A and B (``names`` for display); the last one is being played or
    has just ended."""

    names: tuple = ("A", "B")
    games: list = field(default_factory=lambda: [MatchGame(0)])

    @classmethod
    def new(cls, first: int = 0, names: tuple = ("A", "B")) -> "Match":
        """A match whose first game has player ``first`` on colour 0 (e.g. `Furigoma.sente`)."""
        if first not in (0, 1):
            raise ValueError(f"the first player is 0 or 1, not {first!r}")
        return cls(tuple(names), [MatchGame(first)])

    @property
    def current(self) -> MatchGame:
        """The game being played (or the last one, once it has ended)."""
        return self.games[-1]

    def player_of(self, color: int) -> int:
        """The player playing ``color`` in the current game."""
        return self.current.player(color)

    def score(self) -> tuple:
        """(A's points, B's points) over all games."""
        return tuple(sum(game.points(player) for game in self.games) for player in (0, 1))

    def finish(self, outcome: Outcome) -> None:
        """Record the current game's end: a win for the player of the winning colour, or a draw."""
        game = self._playing()
        if outcome.winner is None:
            game.result = DRAW
        else:
            game.result, game.winner = WIN, game.player(outcome.winner)

    def replay_swapped(self, clock: Optional[Clock] = None, turn: int = 0) -> Optional[Clock]:
        """The current game ends in a draw to be replayed (see `replay_due`): start the replay with
        colours swapped. Returns the replay's clock, standing, each player keeping the time they
        had (None without a clock); ``turn`` is the colour that moves first."""
        game = self._playing()
        game.result = REPLAY
        self.games.append(MatchGame(1 - game.first))
        return None if clock is None else clock.swapped(turn)

    def next_game(self) -> MatchGame:
        """Start the next game after a finished one, colours alternating."""
        if self.current.result == PLAYING:
            raise KibanError(_("The current game of the match has not ended yet."))
        self.games.append(MatchGame(1 - self.current.first))
        return self.current

    def _playing(self) -> MatchGame:
        if self.current.result != PLAYING:
            raise KibanError(_("The last game of the match has already ended."))
        return self.current

    # -- saving ----------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """The saved form (JSON-able)."""
        return {"names": list(self.names),
                "games": [[game.first, game.result, game.winner] for game in self.games]}

    @classmethod
    def from_dict(cls, data) -> "Match":
        """A match from `to_dict()` data; KibanError if the data is not a match."""
        try:
            names = tuple(str(name) for name in data["names"])
            games = [MatchGame(first, result, winner) for first, result, winner in data["games"]]
        except (KeyError, TypeError, ValueError) as error:
            raise KibanError(_("the saved match cannot be read ({reason})").format(
                reason=words(error))) from None
        for game in games:
            winner_ok = game.winner in (0, 1) if game.result == WIN else game.winner is None
            if game.first not in (0, 1) or game.result not in RESULTS or not winner_ok:
                raise KibanError(_("the saved match cannot be read (game {game})").format(
                    game=game))
        if len(names) != 2 or not games or any(g.result == PLAYING for g in games[:-1]):
            raise KibanError(_("the saved match cannot be read (players or games)"))
        return cls(names, games)
