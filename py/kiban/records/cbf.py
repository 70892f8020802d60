"""CBF, the XML game record of XiangQi Bridge (象棋桥) (read only):

    <ChineseChessRecord Version="1.0">
     <Head><Name>…</Name><Contest>…</Contest><Red>…</Red><Black>…</Black>
      <RecordResult>1</RecordResult><FEN>…</FEN>…</Head>
     <MoveList>
      <Move value="00-00"><![CDATA[a comment on the start]]></Move>
      <Move value="77-47" />             from and to as column (0-8) and row (0 at black's side)
      …<Move value="23-29" end="1"><![CDATA[…]]></Move>
     </MoveList>
    </ChineseChessRecord>

The head's texts become the PGN headers (Name: Title, Contest: Event, Commentator: Annotator,
TimeRule: TimeControl; Round, Date, Site, Red, Black, their teams and ECCO as they are);
RecordResult is 1 red wins, 2 black wins, 3 draw. Only the main line is read: a move after
the one marked ``end`` (how variations are written is not known) is a RecordError.
"""

import re

from kiban import xiangqi
from kiban.errors import KibanError
from kiban.messages import Message
from kiban.records.errors import RecordError

_HEAD = re.compile(r"<Head>(.*?)</Head>", re.S)
_FIELD = re.compile(r"<(\w+)>([^<]*)</\1>")
_MOVE = re.compile(r"<Move\b([^>]*?)(?:/>|>(.*?)</Move>)", re.S)
_ATTRIBUTE = re.compile(r"""(\w+)\s*=\s*["']([^"']*)["']""")
_CDATA = re.compile(r"<!\[CDATA\[(.*?)\]\]>", re.S)
_ENTITY = re.compile(r"&(?:#(\d+)|#x([0-9a-fA-F]+)|(\w+));")
_NAMED = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}
_HEADERS = {"Name": "Title", "Contest": "Event", "Round": "Round", "Date": "Date", "Site": "Site",
            "TimeRule": "TimeControl", "Red": "Red", "RedTeam": "RedTeam", "Black": "Black",
            "BlackTeam": "BlackTeam", "Commentator": "Annotator", "ECCO": "ECCO"}
_RESULTS = {"1": "1-0", "2": "0-1", "3": "1/2-1/2"}


def _unescape(text):
    def entity(match):
        number, hexadecimal, name = match.groups()
        if number or hexadecimal:
            code = int(number) if number else int(hexadecimal, 16)
            return chr(code) if 0 < code < 0x110000 else match[0]
        return _NAMED.get(name, match[0])
    return _ENTITY.sub(entity, text)


def _text(body):
    """The text of an element's content: its CDATA sections, else its characters."""
    parts = _CDATA.findall(body or "")
    return ("".join(parts) if parts else _unescape(re.sub(r"<[^>]*>", "", body or ""))).strip()


def _move(value, line):
    if not re.fullmatch(r"[0-8][0-9]-[0-8][0-9]", value):
        raise RecordError(Message("cbf-not-move", value=value), line)
    return xiangqi.Move((9 - int(value[1])) * 9 + int(value[0]), (9 - int(value[4])) * 9 + int(value[3]))


def read(numbered_lines, record):
    """Fill ``record`` from the lines of a CBF file."""
    first = numbered_lines[0][0] if numbered_lines else 1
    text = "\n" * (first - 1) + "\n".join(line for _, line in numbered_lines)
    head = _HEAD.search(text)
    fields = {key: _unescape(value).strip() for key, value in _FIELD.findall(head[1] if head else "")}
    for key, name in _HEADERS.items():
        if fields.get(key):
            record.headers[name] = fields[key]
    record.result = _RESULTS.get(fields.get("RecordResult"))
    record.headers["Result"] = record.result or "*"
    record.start = fields.get("FEN") or xiangqi.START_FEN
    line = text.count("\n", 0, head.start()) + 1 if head else 1
    try:
        board = record.start_board()
    except KibanError as error:
        record.start = None
        raise RecordError(Message("cbf-bad-fen", error=error), line) from None
    node, ended = record.root, False
    for number, match in enumerate(_MOVE.finditer(text)):
        line = text.count("\n", 0, match.start()) + 1
        attributes = dict(_ATTRIBUTE.findall(match[1]))
        if number == 0:
            node.comment = _text(match[2])
            continue
        if ended:
            raise RecordError(Message("cbf-move-after-end"), line)
        move = _move(attributes.get("value", ""), line)
        try:
            board.push(move)
        except KibanError as error:
            raise RecordError(Message("binary-bad-move", move=move.uci(), error=error), line) from None
        node = node.add(move)
        node.comment = _text(match[2])
        ended = attributes.get("end") == "1"
