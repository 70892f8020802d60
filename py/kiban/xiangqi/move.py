"""Xiangqi moves and their ICCS / UCI coordinate notation: 'h2e2' (files a-i, ranks 0-9)."""

from kiban.core.move import Move as _CoreMove
from kiban.errors import InvalidMoveError, KibanError
from kiban.messages import Message
from kiban.xiangqi.types import parse_square, square_name


class Move(_CoreMove):
    """A xiangqi move from one point to another: ``Move(from_square, to_square)``."""

    @classmethod
    def from_uci(cls, text: str) -> "Move":
        """Parse ICCS / UCI coordinates like 'h2e2'; :class:`InvalidMoveError` says what is malformed."""
        if not isinstance(text, str):
            raise InvalidMoveError(Message("uci-move-not-text", type=type(text).__name__))
        uci = text.strip().lower()
        if len(uci) != 4:
            raise InvalidMoveError(Message("uci-move-shape", text=text))
        try:
            from_square, to_square = parse_square(uci[:2]), parse_square(uci[2:])
        except KibanError as error:
            raise InvalidMoveError(Message("uci-bad-point", text=text, error=error)) from None
        if from_square == to_square:
            raise InvalidMoveError(Message("uci-null-move", text=text))
        return cls(from_square, to_square)

    def uci(self) -> str:
        """The move in ICCS / UCI coordinates, e.g. 'h2e2'."""
        return f"{square_name(self.from_square)}{square_name(self.to_square)}"

    def __str__(self):
        return self.uci()
