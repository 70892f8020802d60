"""The error of game records: a file that cannot be read, with the line that is wrong."""

from kiban.errors import KibanError
from kiban.messages import Message


class RecordError(KibanError):
    """A game record that cannot be read: ``line`` (1-based, None when no line is to blame) and a
    message saying what is wrong there (``reason``; ``code`` is the reason's code)."""

    def __init__(self, message, line=None):
        super().__init__(Message("at-line", line=line, error=message) if line else message)
        self.line = line
        self._reason = message

    @property
    def reason(self):
        return self._reason
