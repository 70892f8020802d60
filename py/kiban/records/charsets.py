"""Which encoding a record file is in: UTF-8 (with or without BOM), CP932 (Shift_JIS), EUC-JP,
GB18030 (GBK, GB2312) or Big5, chosen from the content and the format, never silently wrong.

UTF-8 is taken when the bytes are UTF-8, UTF-16 when they start with its byte order mark, the
encoding the first lines declare ('#KIF version=2.0 encoding=Shift_JIS', CSA's "'encoding=…",
a web page's <meta charset>) when they declare one the bytes are in. Otherwise every encoding the bytes decode in is a
candidate, and each candidate text is judged: how far the record reads in it (a caller's
``judge``), how many of the characters a record of its game is written with it holds (move
notation, the words of headers and endings), how many characters no record holds (half-width
kana, private-use and rare ideographs, bopomofo: the marks of bytes read in the wrong
encoding). When the best candidate does not clearly beat the next, :class:`EncodingDoubt` lists
the candidates, each with its first lines, for the reader to choose (``encoding=``).
"""

import codecs
import re
import unicodedata

from kiban import games
from kiban.messages import Message
from kiban.records.errors import RecordError

ENCODINGS = {"utf-8": "UTF-8", "cp932": "Shift_JIS (CP932)", "euc_jp": "EUC-JP",
             "gb18030": "GB18030 (GBK, GB2312)", "big5": "Big5"}
"""The encodings tried, by name, with the label a reader knows them by."""
_CODECS = {"big5": "cp950", "shift_jis": "cp932", "gbk": "gb18030", "gb2312": "gb18030"}
# (CP950 is Windows' Big5, a superset of it; GB18030 a superset of GBK and GB2312.)
_PRIOR = {"zh": ("gb18030", "big5", "euc_jp", "cp932"), "ja": ("cp932", "euc_jp", "gb18030", "big5")}
# Which encoding is likelier for a record in each language (its game descriptor's
# ``record_language``), when nothing else tells them apart.

_SHOGI = set("歩香桂銀金角飛玉王と杏圭全馬竜龍成不打同上引寄直右左行入一二三四五六七八九"
             "１２３４５６７８９▲△☗☖▽先後手下上持駒合割平落投了変化勝負詰千日中断棋戦開始終時"
             "場所消費間数指宣言反則切将封番")
_XIANGQI = set("车車俥马馬傌碼炮砲包相象仕士帅帥将將兵卒进進退平前后後中一二三四五六七八九"
               "１２３４５６７８９红紅黑胜勝负負和棋局赛賽杯届屆第队隊对對先手方比年月日国國全个個人")
_VOCABULARY = {"ja": _SHOGI, "zh": _XIANGQI}
PREVIEW_LINES = 6
MARGIN = 3    # how much more plausible the best candidate must be than the next to be sure
HOME = 2 * MARGIN   # the head start of the encodings of the game's language
SAMPLE = 100_000    # the characters judged (the start of a large file says enough)
# "#KIF version=2.0 encoding=Shift_JIS" (KIF, KI2), "'encoding=Shift_JIS" (CSA) in the first
# lines; a web page's <meta charset="gb2312"> (DhtmlXQ)
_DECLARED = re.compile(rb"^[#']+.*?encoding=([A-Za-z0-9_\-]+)|<meta[^>]*?charset=[\"']?([A-Za-z0-9_\-]+)",
                       re.M | re.I)


class EncodingDoubt(RecordError):
    """The file reads as text in several encodings and its content does not say which is right:
    ``candidates`` is a list of (encoding name, its first lines) for the reader to choose from;
    read again with ``encoding=`` the chosen name."""

    def __init__(self, candidates):
        names = ", ".join(ENCODINGS[name] for name, _text in candidates)
        super().__init__(Message("encoding-doubt", names=names))
        self.candidates = candidates


def decode_as(data: bytes, encoding: str) -> str:
    """``data`` decoded in ``encoding`` (a name of ``ENCODINGS`` or any Python codec name);
    RecordError with the line of the first byte it cannot decode."""
    codec = _CODECS.get(encoding.lower().replace("-", "_"), encoding)
    try:
        codecs.lookup(codec)
    except LookupError:
        raise RecordError(Message("unknown-encoding", name=encoding, known=", ".join(ENCODINGS))) from None
    if codec.replace("-", "_").lower() in ("utf_8", "utf8", "utf_8_sig") and data.startswith(codecs.BOM_UTF8):
        data = data[3:]
    try:
        return data.decode(codec)
    except UnicodeDecodeError as error:
        line = data[:error.start].count(b"\n") + 1
        raise RecordError(Message("not-encoding-text", name=ENCODINGS.get(encoding, encoding)),
                          line) from None


def choose(data: bytes, judge) -> str:
    """The text of ``data`` in the encoding it is most likely in. ``judge(text)`` says how well
    a candidate text reads as a record: (game or None, whether it read to the end, moves read).
    RecordError when no encoding fits, EncodingDoubt when the content does not decide (when no
    candidate reads to the end, the best is taken: its reader says what is wrong)."""
    if data.startswith(codecs.BOM_UTF8) or data.isascii():
        return decode_as(data, "utf-8")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):    # Windows' "Unicode" text
        return decode_as(data, "utf-16")
    declared = _declared(data)
    if declared is not None:
        return declared
    candidates, furthest = [], 1     # (the line of the last first bad byte, for the error)
    for name in ENCODINGS:
        try:
            text = decode_as(data, name)
        except RecordError as error:
            furthest = max(furthest, error.line or 1)
            continue
        if name == "utf-8":
            return text
        if all(text != other for _name, other in candidates):
            candidates.append((name, text))
    if not candidates:
        raise RecordError(Message("no-encoding-fits", names=", ".join(ENCODINGS.values())), furthest)
    if len(candidates) == 1:
        return candidates[0][1]
    ranked = sorted((_score(name, text, judge) + (name, text) for name, text in candidates), reverse=True)
    best, second = ranked[0], ranked[1]
    if best[0] and best[:2] == second[:2] and best[2] - second[2] < MARGIN:
        doubtful = [entry for entry in ranked if entry[:2] == best[:2] and best[2] - entry[2] < MARGIN]
        raise EncodingDoubt([(name, preview(text)) for *_rest, name, text in doubtful])
    return best[-1]


def _declared(data):
    """The text in the encoding the file's first lines declare, None when they declare none (or
    one it is not in)."""
    match = _DECLARED.search(data[:1024])
    if match is None:
        return None
    try:
        return decode_as(data, (match[1] or match[2]).decode("ascii"))
    except RecordError:
        return None


def _score(name, text, judge):
    """(read to the end, moves read, plausibility, prior) of one candidate; more is likelier.
    The encodings of the game's language (Japanese for shogi, Chinese for xiangqi) start
    ``HOME`` ahead: the others need the text's evidence to be chosen or even offered."""
    game, complete, moves = judge(text)
    language = _language(game)
    prior = _PRIOR.get(language, _PRIOR["zh"])
    home = HOME if language in _PRIOR and prior.index(name) < 2 else 0
    return complete, moves, plausibility(text, game) + home, -prior.index(name)


def _language(game):
    """The language records of the game called ``game`` are written in ("ja", "zh"), or None
    when no game is known."""
    return games.get(game).record_language if game else None


def plausibility(text: str, game) -> int:
    """How much ``text`` looks like a record of ``game``: its characters from the game's
    notation and record words (kana too, but for xiangqi), less three for each odd character
    (in its first ``SAMPLE`` characters)."""
    language = _language(game)
    vocabulary = _VOCABULARY.get(language, _SHOGI | _XIANGQI)
    score = 0
    for char in text[:SAMPLE]:
        if char.isascii():
            continue
        if char in vocabulary or (language != "zh" and "\u3041" <= char <= "\u30fa"):
            score += 1
        elif _odd(char):
            score -= 3
    return score


def _odd(char) -> bool:
    """Whether a character is one no record is written with (a sign of the wrong encoding)."""
    point = ord(char)
    return (0xFF61 <= point <= 0xFF9F or 0xE000 <= point <= 0xF8FF or 0xF900 <= point <= 0xFAFF
            or 0x3400 <= point <= 0x4DBF or point >= 0x20000 or 0x3100 <= point <= 0x312F
            or unicodedata.category(char) in ("Cc", "Co", "Cn"))


def preview(text: str) -> str:
    """The first lines of a text that have something on them (what a reader checks it by)."""
    lines = [line.rstrip() for line in text.splitlines() if line.strip()]
    return "\n".join(lines[:PREVIEW_LINES])
