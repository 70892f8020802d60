"""The piece value both games share: a type and a color, written with its SFEN/FEN letter."""

from dataclasses import dataclass
from kiban.messages import Message


@dataclass(frozen=True)
class BasePiece:
    """A piece of ``color`` (0 first player, 1 second player); subclasses supply ``SYMBOLS``."""

    piece_type: int
    color: int

    SYMBOLS = ()

    def symbol(self) -> str:
        """The SFEN/FEN letter: uppercase for the first player, lowercase for the second."""
        letter = self.SYMBOLS[self.piece_type]
        return letter.upper() if self.color == 0 else letter.lower()

    @classmethod
    def from_symbol(cls, symbol: str):
        """The piece a letter stands for; ValueError for an unknown letter."""
        lower = symbol.lower()
        for piece_type, letter in enumerate(cls.SYMBOLS):
            if letter and letter.lower() == lower:
                return cls(piece_type, 0 if symbol != lower else 1)
        raise ValueError(Message("unknown-piece-letter", symbol=symbol))

    def __str__(self):
        return self.symbol()
