"""The one error family of the engine: everything that bad input can cause.

Every error the engine raises carries a `kiban.messages.Message`: ``error.code`` is a stable
short code (``"illegal-move"``, ``"unknown-game"``; the list is `kiban.messages.TEMPLATES`),
``error.params`` its arguments, and ``str(error)`` the English sentence. The browser words
``error.message`` in the reader's language.
"""

from kiban.messages import Message


class KibanError(ValueError):
    """Raised for any malformed or illegal input; the message says what is wrong and where.

    ``message`` is a `Message` (the engine's errors) or text already in the reader's words
    (errors of the browser code, whose ``code`` is None)."""

    def __init__(self, message):
        super().__init__(str(message))
        self.message = message

    @property
    def reason(self):
        """The `Message` saying what is wrong (without where, for errors that add a place)."""
        return self.message

    @property
    def code(self):
        """The stable short code of what is wrong (None for text without one)."""
        return self.reason.code if isinstance(self.reason, Message) else None

    @property
    def params(self):
        """The arguments of the message ({} for text without a code)."""
        return self.reason.params if isinstance(self.reason, Message) else {}


class InvalidPositionError(KibanError):
    """A position text (SFEN or FEN) that cannot describe a legal position."""


class InvalidMoveError(KibanError):
    """A move text that is malformed: it names no move at all."""


class IllegalMoveError(KibanError):
    """A well-formed move that is not legal in the position it is played in."""
