"""The error of game records: a file that cannot be read, with the line that is wrong."""

from kiban.errors import KibanError


class RecordError(KibanError):
    """A game record that cannot be read: ``line`` (1-based, None when no line is to blame) and a
    message saying what is wrong there."""

    def __init__(self, message: str, line=None):
        super().__init__(f"line {line}: {message}" if line else message)
        self.line = line
