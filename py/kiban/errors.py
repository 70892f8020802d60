"""The one error family of the engine: everything that bad input can cause."""


class KibanError(ValueError):
    """Raised for any malformed or illegal input; the message says what is wrong and where."""


class InvalidPositionError(KibanError):
    """A position text (SFEN or FEN) that cannot describe a legal position."""


class InvalidMoveError(KibanError):
    """A move text that is malformed: it names no move at all."""


class IllegalMoveError(KibanError):
    """A well-formed move that is not legal in the position it is played in."""
