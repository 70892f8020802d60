"""Turning a record file into lines: decoding bytes (UTF-8 with or without BOM, else Shift_JIS)."""

from kiban.messages import Message
from kiban.records.errors import RecordError


def decode(data) -> str:
    """The text of ``data``: str as it is; bytes as UTF-8 (a BOM is dropped), else CP932 (the
    Windows form of Shift_JIS that Japanese shogi software writes), else EUC-JP (old CSA files)."""
    if isinstance(data, str):
        return data[1:] if data.startswith("\ufeff") else data
    if not isinstance(data, (bytes, bytearray)):
        raise RecordError(Message("record-not-text", type=type(data).__name__))
    data = bytes(data)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    for encoding in ("cp932", "euc_jp"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError as error:
            line = data[:error.start].count(b"\n") + 1
    raise RecordError(Message("record-encoding"), line)


def lines(text: str) -> list:
    """The lines of ``text`` (any line ending) as (1-based number, line without its ending)."""
    return list(enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1))
