"""Telling a record's format from its content."""

import re

from kiban.messages import Message
from kiban.records.errors import RecordError

_KIF_MOVE = re.compile(r"^\s*\d+\s+(?:[１-９1-9][一二三四五六七八九]|同)", re.M)
_KI2_MOVE = re.compile(r"[▲△☗☖](?:[１-９1-9][一二三四五六七八九]|同)")
_CSA = re.compile(r"^(?:V2|PI|P[1-9+\-]|N[+\-]|\$[A-Z_]+:|[+\-]\d{4}[A-Z]{2})", re.M)


def detect(text: str) -> str:
    """The format of a record text: "kif", "ki2", "csa", "usi", "pgn", "fen", "dhtmlxq" or "cbf";
    RecordError when it looks like none of them."""
    head = text.lstrip()
    first = head.split(None, 1)[0] if head else ""
    if "[DhtmlXQ" in text:
        return "dhtmlxq"
    if "<ChineseChessRecord" in text:
        return "cbf"
    if head.startswith("["):
        return "pgn"
    if _CSA.search(text):
        return "csa"
    if "手数----" in text or _KIF_MOVE.search(text):
        return "kif"
    if _KI2_MOVE.search(text):
        return "ki2"
    if "手合割" in text or "の持駒" in text:
        return "kif"
    if first in ("position", "startpos", "sfen"):
        words = head.split()
        moves = words[words.index("moves") + 1:] if "moves" in words else []
        xiangqi_moves = moves and re.fullmatch(r"[a-i]\d-?[a-i]\d", moves[0])
        return "fen" if words[:2] == ["position", "fen"] or xiangqi_moves else "usi"
    if first == "fen":
        return "fen"
    if first.count("/") == 9:
        return "fen"
    if first.count("/") == 8:
        return "usi"
    raise RecordError(Message("unknown-record-content"))
