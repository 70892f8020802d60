"""Shogi moves and their USI notation: '7g7f', '8h2b+', 'P*5e'."""

from kiban.core.move import Move as _CoreMove
from kiban.errors import InvalidMoveError, KibanError
from kiban.messages import Message
from kiban.shogi.types import HAND_TYPES, Piece, parse_square, square_name

_DROP_LETTERS = {Piece(t, 0).symbol(): t for t in HAND_TYPES}


class Move(_CoreMove):
    """A shogi move: a board move (with optional promotion) or a drop of a hand piece type."""

    @classmethod
    def from_usi(cls, text: str) -> "Move":
        """Parse USI notation; :class:`InvalidMoveError` says what is malformed."""
        if not isinstance(text, str):
            raise InvalidMoveError(Message("usi-move-not-text", type=type(text).__name__))
        usi = text.strip()
        try:
            if len(usi) == 4 and usi[1] == "*":
                if usi[0] not in _DROP_LETTERS:
                    raise InvalidMoveError(
                        Message("usi-bad-drop-piece", text=text, letter=usi[0]))
                return cls(None, parse_square(usi[2:]), drop=_DROP_LETTERS[usi[0]])
            if len(usi) in (4, 5) and (len(usi) == 4 or usi[4] == "+"):
                from_square, to_square = parse_square(usi[:2]), parse_square(usi[2:4])
                if from_square == to_square:
                    raise InvalidMoveError(Message("usi-null-move", text=text))
                return cls(from_square, to_square, promotion=len(usi) == 5)
        except InvalidMoveError:
            raise
        except KibanError as error:
            raise InvalidMoveError(Message("usi-bad-square", text=text, error=error)) from None
        raise InvalidMoveError(Message("usi-move-shape", text=text))

    def usi(self) -> str:
        """The move in USI notation."""
        if self.drop is not None:
            return f"{Piece(self.drop, 0).symbol()}*{square_name(self.to_square)}"
        suffix = "+" if self.promotion else ""
        return f"{square_name(self.from_square)}{square_name(self.to_square)}{suffix}"

    def __str__(self):
        return self.usi()
