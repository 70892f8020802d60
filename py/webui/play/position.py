"""What the rules say about one position, asked of the engine once and then passed around.

A page redraw needs the legal moves (for input), whether a king is in check (status, mark) and
the outcome (status, banner, buttons, the computer's turn); `PositionFacts.of()` computes them
together so no step asks the engine again. The session caches them per position
(`GameSession.facts`).
"""

from dataclasses import dataclass
from typing import Optional

ASK = object()  # `PositionFacts.of`: the outcome is not known yet


@dataclass(frozen=True)
class PositionFacts:
    """``text``: the position as SFEN / FEN; ``turn``: the colour to move; ``legal``: the
    legal moves; ``check``: the square of the king in check, or None; ``outcome``: how the
    rules end the game here (`kiban.outcome.Outcome`), or None; ``last``: the move that led
    here, or None."""

    text: str
    turn: int
    legal: tuple
    check: Optional[int]
    outcome: object
    last: object = None

    @classmethod
    def of(cls, game, board, outcome=ASK):
        """The facts of ``board``'s position (``game``: its `kiban.games` descriptor); pass
        ``outcome`` when it is known already."""
        check = board.king_square(board.turn) if board.is_check() else None
        stack = board.move_stack
        return cls(text=game.position_text(board), turn=board.turn,
                   legal=tuple(board.legal_moves), check=check,
                   outcome=board.outcome() if outcome is ASK else outcome,
                   last=stack[-1] if stack else None)
