"""What KIF and KI2 share: headers '棋戦：…', the start (手合割 or a BOD diagram), '*' comments,
'変化：N手' variations, the closing 'まで…' line; a reader skeleton and the writer's frame.

Variations are written in Kakinoki's order: '変化：N手' replaces move N of the line read last, so
after a line come the variations branching from it, the latest branch first, each followed by its
own variations. Read, a variation goes to the latest line whose move N is marked '+' (KIF), else
to the latest line that has a move N: files written earliest branch first (Gekisashi) read right.
Closing words may name their side ('先手 反則負け'); a main-line move that cannot be played is
accepted only when its side's foul ending follows (Shogi Club 24 records the illegal move).
"""

import re

from kiban.errors import KibanError
from kiban.messages import Message
from kiban.records import bod, endings
from kiban.records.errors import RecordError
from kiban.records.shogi_headers import HANDICAPS, for_kif, handicap_name, variant_named
from kiban.records.shogi_position import set_start

HEADER = re.compile(r"([^：:]+?)[：:](.*)")
VARIATION = re.compile(r"変化[：:]\s*(\d+)\s*手")
TABLE = "手数----指手---------消費時間--"


class JapaneseReader:
    """Reads the lines of a KIF or KI2 file into ``record``; subclasses read the move lines."""

    def __init__(self, record):
        self.record = record
        self.bod = bod.BodReader()
        self.board = None
        self.path = [record.root]
        self.lines = [self.path]        # the paths of the lines read, in order
        self.marked = set()             # the nodes whose move the file marks as having a variation
        self.offset = 0
        self.in_variation = False
        self.foul = None                # a main-line move that could not be played: (error, text)

    def read(self, numbered_lines):
        """Read every line; RecordError says what is wrong where."""
        last = 0
        for number, text in numbered_lines:
            last = number
            self.line(text.rstrip(), number)
        self.begin(last)
        if self.foul is not None:
            raise self.foul[0]
        if self.record.termination == "sennichite":
            outcome = self.record.board().outcome()
            if outcome is not None and outcome.winner is not None:  # minishogi: gote wins it
                self.record.result = endings.result_of(None, 0, outcome.winner)

    def begin(self, line):
        """Fix the start position (from the diagram, 手合割 or the even game) before the first move."""
        if self.board is not None:
            return
        if self.bod.seen:
            set_start(self.record, self.bod.sfen(line), self.bod.last)
        else:
            name = re.sub(r"[\s　]", "", self.record.headers.get("手合割", "平手")) or "平手"
            variant = variant_named(name)
            if variant is not None:  # a shogi variant's game from its start: 五々将棋
                self.record.game = variant.name
                self.record.start = variant.position_text(variant.new_board())
            elif name not in HANDICAPS:
                raise RecordError(Message("kif-unknown-handicap", name=name),
                                  line)
            else:
                self.record.start = HANDICAPS[name]
        self.board = self.record.start_board()

    def line(self, text, number):
        """Read one line."""
        stripped = text.strip()
        if not stripped or stripped[0] in "#&":
            return
        if stripped[0] == "*":
            node = self.path[-1]
            node.comment = f"{node.comment}\n{stripped[1:]}" if node.comment else stripped[1:]
            return
        if self.foul is not None and not stripped.startswith("まで") and not self.is_ending(stripped):
            raise self.foul[0]
        if match := VARIATION.match(stripped):
            self.begin(number)
            self.branch(int(match[1]) - self.offset, number)
        elif stripped.startswith("まで"):
            if not self.in_variation and self.record.termination is None:
                self.begin(number)
                self.settle(*endings.read_summary(stripped, self.mover()))
        elif endings.read_word(stripped):
            self.begin(number)
            self.end(stripped)
        elif self.board is None and self.bod.feed(text, number):
            return
        elif self.board is None and stripped.startswith("手数----"):
            self.begin(number)
        elif self.board is None and (match := HEADER.fullmatch(stripped)) and not self.is_move_line(stripped):
            key, value = match[1].strip(), match[2].strip()
            if key == "手数" or key.startswith("手数＝"):
                return
            self.record.headers[key] = value
        elif stripped.startswith("手数＝"):
            self.offset = int(re.sub(r"\D", "", stripped) or 0)
        else:
            self.begin(number)
            self.moves(stripped, number)

    def is_move_line(self, text) -> bool:
        """Whether a line that looks like a header is a move line of this format."""
        return False

    def is_ending(self, text) -> bool:
        """Whether a line is a closing word (KIF writes it as a move line, '  28 反則勝ち')."""
        return endings.read_word(text) is not None

    def branch(self, ply, line):
        """Start a variation replacing move ``ply`` of a line read before it: the latest line
        whose move ``ply`` KIF marks '+' (has a variation), else the latest that has such a move.
        In Kakinoki's order that is the line read last; Gekisashi writes a line's variations
        earliest first, so the one of a later move follows a variation (maybe shorter) of an
        earlier one. All lines through move ``ply`` - 1 share their moves up to it."""
        reaching = [path for path in reversed(self.lines) if len(path) > ply]
        if not reaching or ply < 1:
            raise RecordError(Message("kif-variation-too-late", number=ply + self.offset,
                                      number2=len(self.path) - 1 + self.offset), line)
        marked = [path for path in reaching if path[ply] in self.marked]
        self.path = (marked or reaching)[0][:ply]
        self.lines.append(self.path)
        self.in_variation = True
        self.board = self.record.start_board()
        for node in self.path[1:]:
            self.board.push(node.move)

    def play(self, parse, text, line, number):
        """Parse ``text`` with ``parse(board, text)``, add the move to the tree and play it; the
        new node, or None when a main-line move cannot be played (``foul``: a foul ending may
        follow, anything else raises its error)."""
        if self.foul is not None:
            raise self.foul[0]
        try:
            move = parse(self.board, text)
        except KibanError as error:
            refused = RecordError(Message("record-bad-move", number=number, word=text, error=error), line)
            if self.in_variation or self.record.termination is not None:
                raise refused from None
            # kept for a foul ending that may follow ('反則勝ち': this move was illegal)
            self.foul = (refused, f"{len(self.path) + self.offset}手目 {text}")
            return None
        node = self.path[-1].add(move)
        self.board.push(move)
        self.path.append(node)
        return node

    def mover(self) -> int:
        """The side to move at the end (after a foul move that could not be played, its opponent)."""
        return self.board.turn ^ (self.foul is not None)

    def end(self, text):
        """A closing word (投了, 千日手, '先手 反則負け' …) in the main line."""
        if self.in_variation or self.record.termination is not None:
            return
        word, side = endings.read_word(text)
        side = self.mover() if side is None else side
        termination = endings.KIF_WORDS[word]
        winner = side if word in endings.WIN_WORDS else None
        self.settle(termination, endings.result_of(termination, side, winner))

    def settle(self, termination, result):
        """Record how the main line ended. After a move that could not be played the ending must
        be that side's foul: the move is then kept as a comment on the move before it
        ('27手目 ４五桂(37)')."""
        if self.foul is not None:
            error, text = self.foul
            if termination != "illegal-move" or endings.winner_of(result) != self.board.turn ^ 1:
                raise error
            node = self.path[-1]
            node.comment = f"{node.comment}\n{text}" if node.comment else text
            self.foul = None
        self.record.termination, self.record.result = termination, result

    def moves(self, text, line):
        """Read a line of moves."""
        raise NotImplementedError


def head_lines(record, format_name) -> list:
    """The headers and the start position (手合割 or a BOD diagram) of a KIF / KI2 file (the
    format `format_name`, "KIF" or "KI2", as a refusal names it); a shogi variant's game
    (minishogi) from its start, named by its 手合割."""
    game = record.descriptor
    if "手合割" in game.record_fixed_headers:
        if record.start.split()[:3] != game.position_text(game.new_board()).split()[:3]:
            raise RecordError(Message("kif-set-up-variant", game=game.title, format=format_name))
        return [f"{key}：{value}" for key, value in {**for_kif(record.headers), **game.record_fixed_headers}.items()]
    name = handicap_name(record.start)
    out = []
    headers = for_kif(record.headers)
    if name is not None:
        headers["手合割"] = name
    else:
        headers.pop("手合割", None)
    out += [f"{key}：{value}" for key, value in headers.items()]
    if name is None:
        out += bod.write(record.start)
    return out


def is_handicap(record) -> bool:
    """Whether the record starts from a named handicap (players are then 下手 and 上手)."""
    return handicap_name(record.start) not in (None, "平手")


def comment_lines(node) -> list:
    """A node's comment as '*' lines."""
    return [f"*{text}" for text in node.comment.split("\n")] if node.comment else []


def closing_lines(record) -> list:
    """The 'まで…' line of the main line's ending (none when the record names no ending)."""
    if record.termination is None and record.result is None:
        return []
    plies = len(record.mainline)
    return [endings.summary(record.termination, plies, record.result, is_handicap(record))]


def variation_order(line_nodes):
    """The variations branching from a line, in the order Kakinoki writes them: the latest branch
    first, each alternative followed (by the caller) by its own variations."""
    for node in reversed(line_nodes):
        for alternative in node.parent.children[1:] if node.parent.children[0] is node else []:
            yield alternative
