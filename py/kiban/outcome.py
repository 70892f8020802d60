"""How a game ended: the rule that decided it and the winner."""

import enum
from dataclasses import dataclass
from typing import Optional
from kiban.messages import Message


class Termination(enum.Enum):
    """The rule that ended a game."""

    CHECKMATE = "checkmate"
    STALEMATE = "no legal move"
    REPETITION = "repetition"
    PERPETUAL_CHECK = "perpetual check"
    PERPETUAL_CHASE = "perpetual chase"
    IMPASSE = "impasse"
    DECLARATION = "declaration"
    INSUFFICIENT_MATERIAL = "insufficient material"
    MOVE_LIMIT = "move limit"
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"
    TIME_FORFEIT = "time forfeit"


@dataclass(frozen=True)
class Outcome:
    """The end of a game: ``winner`` is 0 (sente / red), 1 (gote / black) or None for a draw;
    ``reason`` says why in words: a `kiban.messages.Message` (``str()`` is English, the browser
    words it), or "" when the termination says it all."""

    termination: Termination
    winner: Optional[int]
    reason: object = ""

    @classmethod
    def time_forfeit(cls, loser: int, loser_title: str) -> "Outcome":
        """``loser`` (0 / 1) ran out of time and loses, in shogi and xiangqi alike;
        ``loser_title`` names that side in the reason ("Sente", "Red")."""
        return cls(Termination.TIME_FORFEIT, loser ^ 1,
                   Message("time-forfeit", color=loser_title))

    def result(self) -> str:
        """The score as text from the first player's view: '1-0', '0-1' or '1/2-1/2'."""
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner == 0 else "0-1"
