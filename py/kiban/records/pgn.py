"""Xiangqi PGN, as XQBase, ElephantEye and the WXF write it.

    [Game "Chinese Chess"]
    [Event "…"]
    [Format "WXF"]            (or "ICCS" or "Chinese": how the moves are written)
    [FEN "…"]                 (when the game does not start from the usual position)
    [Result "1-0"]
    {a comment on the start}
    1. C2=5 H8+7 {a comment} 2. H2+3 (2. R1=2 R9+1) 2... R9=8 1-0

Moves in the style the Format header names (WXF, ICCS 'h2e2' / 'H2-E2', or Chinese '炮二平五');
without it each move's style is recognised by its shape. Variations in parentheses replace the
move before them; '$n' annotations and the marks '!', '?', '!!', '??', '!?', '?!' after a move are
kept as the node's ``nags`` (a mark as its glyph number), ';' comments are skipped. Games follow each
other in one file. Written: ``nags`` as '$n' after the move. Dropped on writing: times.
"""

import re
import unicodedata

from kiban import notation, xiangqi
from kiban.errors import KibanError
from kiban.messages import Message
from kiban.records.errors import RecordError

_TOKEN = re.compile(r"""\s*(?:
   (?P<header>\[\s*(?P<key>[^\s\]"]+)\s*"(?P<value>(?:[^"\\]|\\.)*)"\s*\])
  |(?P<comment>\{[^}]*\}?)
  |(?P<semicolon>;[^\n]*)
  |(?P<open>\()|(?P<close>\))
  |(?P<result>(?:1-0|0-1|1/2-1/2|\*)(?=[\s)]|$))
  |(?P<number>\d+\s*\.+(?!\d))
  |(?P<nag>\$\d+)
  |(?P<move>[^\s(){}\[\];]+)
)""", re.X)
_ICCS = re.compile(r"[a-iA-I][0-9]-?[a-iA-I][0-9]")
_WXF = re.compile(r"[A-Za-z1-9+\-][A-Za-z1-9+\-][+\-=.][1-9]")
STYLES = {"WXF": "wxf", "ICCS": "iccs", "Chinese": "chinese"}
MARK_NAGS = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}   # suffix marks as glyph numbers
_MARK = re.compile(r"[!?]{1,2}$")


def _style(token, declared):
    if declared in STYLES:
        return STYLES[declared]
    if _ICCS.fullmatch(token):
        return "iccs"
    return "wxf" if _WXF.fullmatch(token) else "chinese"


class _Reader:
    def __init__(self, text, record):
        self.text, self.record = text, record
        self.node, self.board, self.stack = record.root, None, []

    def line(self, offset):
        return self.text.count("\n", 0, offset) + 1

    def begin(self, offset):
        if self.board is not None:
            return
        fen = self.record.headers.get("FEN", "").strip()
        try:
            self.record.set_start(fen or xiangqi.START_FEN)
            self.board = self.record.start_board()
        except KibanError as error:
            raise RecordError(Message("pgn-bad-fen-header", error=error), self.line(offset)) from None

    def read(self):
        position = 0
        while position < len(self.text):
            match = _TOKEN.match(self.text, position)
            if not match or match.end() == position:
                break
            position = match.end()
            kind = match.lastgroup
            start = match.start(kind) if kind else position
            if kind == "header":
                if self.board is not None:
                    raise RecordError(Message("pgn-header-after-moves"), self.line(start))
                self.record.headers[match["key"]] = re.sub(r"\\(.)", r"\1", match["value"])
                continue
            if kind is None:
                continue
            self.begin(start)
            getattr(self, kind)(match[kind], start)
        self.begin(len(self.text))
        if self.stack:
            raise RecordError(Message("pgn-variation-unclosed"), self.line(len(self.text)))
        if self.record.result is None and self.record.headers.get("Result") in ("1-0", "0-1", "1/2-1/2"):
            self.record.result = self.record.headers["Result"]

    def comment(self, text, offset):
        if not text.endswith("}"):
            raise RecordError(Message("pgn-comment-unclosed"), self.line(offset))
        body = text[1:-1].strip()
        if body:
            self.node.comment = f"{self.node.comment}\n{body}" if self.node.comment else body

    def semicolon(self, text, offset):
        pass

    number = semicolon

    def nag(self, text, offset):
        if self.node.parent is not None:
            self.node.nags.append(int(text[1:]))

    def open(self, text, offset):
        if self.node.parent is None:
            raise RecordError(Message("pgn-variation-before-move"), self.line(offset))
        self.stack.append((self.node, self.board.copy()))
        self.node = self.node.parent
        self.board.pop()

    def close(self, text, offset):
        if not self.stack:
            raise RecordError(Message("pgn-unopened-variation"), self.line(offset))
        self.node, self.board = self.stack.pop()

    def result(self, text, offset):
        if not self.stack and text != "*":
            self.record.result = text

    def move(self, text, offset):
        token = unicodedata.normalize("NFKC", text).rstrip("#")
        mark = _MARK.search(token)
        token = token[:mark.start()].rstrip("#") if mark else token
        # two moves written without a space between them ('C2=5H8+7', '炮二平五马８进７')
        parts = [token[i:i + 4] for i in range(0, len(token), 4)] if len(token) % 4 == 0 else [token]
        for part in parts:
            style = _style(part, self.record.headers.get("Format"))
            try:
                move = notation.parse(self.board, part, style)
            except KibanError as error:
                raise RecordError(Message("pgn-bad-move", text=text, error=error),
                                  self.line(offset)) from None
            self.node = self.node.add(move)
            self.board.push(move)
        if mark and mark[0] in MARK_NAGS:
            self.node.nags.append(MARK_NAGS[mark[0]])


def read(numbered_lines, record):
    """Fill ``record`` from the lines of one PGN game."""
    first = numbered_lines[0][0] if numbered_lines else 1
    text = "\n" * (first - 1) + "\n".join(line for _, line in numbered_lines)
    _Reader(text, record).read()


def split(numbered_lines) -> list:
    """The games of a PGN file: a header after moves starts the next game."""
    games, current, moves_seen = [], [], False
    for number, text in numbered_lines:
        stripped = text.strip()
        if stripped.startswith("[") and moves_seen:
            games.append(current)
            current, moves_seen = [], False
        if stripped and not stripped.startswith("["):
            moves_seen = True
        current.append((number, text))
    if any(text.strip() for _, text in current):
        games.append(current)
    return games


def _headers(record, fmt):
    headers = {"Game": "Chinese Chess", **record.headers}
    headers.pop("FEN", None)
    if record.start.split()[:2] != xiangqi.START_FEN.split()[:2]:
        headers["FEN"] = record.start
    headers["Format"] = fmt
    headers["Result"] = record.result or "*"
    return ['[{} "{}"]'.format(key, str(value).replace("\\", "\\\\").replace('"', '\\"'))
            for key, value in headers.items()]


def _comment(node):
    """The node's glyphs ('$n') and comment ('{…}') as written after its move."""
    return [f"${nag}" for nag in node.nags] + ([f"{{{node.comment.replace('}', ')')}}}"] if node.comment else [])


def _moves(node, board, style, out, numbered):
    """Append the moves after ``node`` (the main continuation, its alternatives in parentheses);
    ``board`` is left as it was."""
    played = 0
    while node.children:
        main = node.children[0]
        out += [_number(board, numbered) + notation.write(board, main.move, style)] + _comment(main)
        for alternative in node.children[1:]:
            out.append("(")
            out += [_number(board, True) + notation.write(board, alternative.move, style)] + _comment(alternative)
            board.push(alternative.move)
            _moves(alternative, board, style, out, bool(alternative.comment))
            board.pop()
            out.append(")")
        numbered = bool(main.comment) or len(node.children) > 1
        board.push(main.move)
        played += 1
        node = main
    for _undone in range(played):
        board.pop()


def _number(board, forced):
    """The move number written before a move: '3. ' before red's, '3... ' before black's when
    the reader needs it (after a comment or a variation)."""
    fields = board.fen().split()
    if fields[1] == "w":
        return f"{fields[5]}. "
    return f"{fields[5]}... " if forced else ""


def write(record) -> str:
    """The record as PGN text; moves in the style of its Format header (WXF when it has none)."""
    fmt = record.headers.get("Format") if record.headers.get("Format") in STYLES else "WXF"
    out = _comment(record.root)
    board = record.start_board()
    _moves(record.root, board, STYLES[fmt], out, True)
    out.append(record.result or "*")
    text, row = [], ""
    for word in out:
        joined = f"{row} {word}" if row and not row.endswith("(") and word != ")" else row + word
        if len(joined) > 80 and row:
            text.append(row)
            joined = word
        row = joined
    text.append(row)
    return "\n".join(_headers(record, fmt)) + "\n\n" + "\n".join(text) + "\n"
