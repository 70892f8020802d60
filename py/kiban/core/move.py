"""The move value both games share: from-square, to-square, promotion flag, dropped piece type."""

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class Move:
    """An immutable, hashable move; ``from_square`` is None for a drop, ``drop`` the dropped type."""

    from_square: Optional[int]
    to_square: int
    promotion: bool = False
    drop: Optional[int] = None
