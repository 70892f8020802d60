"""The error of move notation: text that names no single move."""

from kiban.errors import InvalidMoveError


class NotationError(InvalidMoveError):
    """Move text that is malformed in its style, or ambiguous: the message says how to write it."""
