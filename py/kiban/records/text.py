"""Turning a record file into lines: decoding bytes (the encoding given, or found by
``kiban.records.charsets`` from the content and the format)."""

from kiban.messages import Message
from kiban.records import charsets
from kiban.records.errors import RecordError


def decode(data, encoding: str = None, judge=None) -> str:
    """The text of ``data``: str as it is (a BOM dropped); bytes in ``encoding`` when given, else
    in the encoding ``charsets.choose`` finds with ``judge`` (see there); RecordError when the
    bytes are not text, ``charsets.EncodingDoubt`` when the content does not say which it is."""
    if isinstance(data, str):
        return data[1:] if data.startswith("\ufeff") else data
    if not isinstance(data, (bytes, bytearray)):
        raise RecordError(Message("record-not-text", type=type(data).__name__))
    data = bytes(data)
    if encoding is not None:
        return charsets.decode_as(data, encoding)
    return charsets.choose(data, judge or (lambda text: (None, True, 0)))


def lines(text: str) -> list:
    """The lines of ``text`` (any line ending) as (1-based number, line without its ending)."""
    return list(enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1))
