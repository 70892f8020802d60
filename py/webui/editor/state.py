"""The board editor's position, pure Python: pieces, hands, side to move and the composed flag,
the edits a user makes, the presets, the SFEN / FEN text and its validation by the engine.

    state = EditorState("shogi")
    state.preset("empty"); state.place(40, "k"); state.hand_add(0, "G")
    state.text()        # 'position text, written whatever its faults'
    state.problems()    # ['sente has no king; each side needs exactly one']

Pieces are the engine's SFEN / FEN letters (case = colour, ``+`` before a promoted shogi piece);
squares the engine's numbers. The position may break any rule while it is being set up: the
engine reads it (``kiban.games`` descriptor: ``read_layout`` / ``write_layout``) and says what is
wrong (``new_board(text, strict=…)``); nothing here decides a rule itself.
"""

from collections import Counter

from kiban import games
from kiban.core.placement import Layout
from kiban.errors import KibanError
from webui.i18n import _
from webui.i18n.words import words

MAX_TEXT = 200  # characters of a typed position (a real one has fewer than 100)


class EditorError(KibanError):
    """A position text the editor cannot read; the message says why."""


def base_letter(symbol):
    """The upper-case letter of a piece's unpromoted kind: ``+p`` -> ``P``, ``k`` -> ``K``."""
    return symbol[-1].upper()


def with_owner(letter, color):
    """A piece letter in ``color``'s case."""
    return letter.upper() if color == 0 else letter.lower()


class EditorState:
    """The position being set up in the editor (see the module docstring)."""

    def __init__(self, game=games.DEFAULT):
        self.game = games.get(game)
        start = self.game.read_layout(self.game.position_text(self.game.new_board()))
        self._set_size = Counter(base_letter(s) for s in start.pieces.values())
        self._start = start
        self.layout = Layout(dict(start.pieces), {0: {}, 1: {}}, start.turn)
        self.composed = False

    # -- reading ---------------------------------------------------------------------------
    @property
    def pieces(self):
        """{square: letter} of the pieces on the board."""
        return self.layout.pieces

    @property
    def turn(self):
        """The colour to move."""
        return self.layout.turn

    def hand(self, color):
        """{LETTER: count} of ``color``'s hand (empty in a game without hands)."""
        return self.layout.hands[color]

    def text(self):
        """The position as SFEN / FEN, whatever its faults."""
        return self.game.write_layout(self.layout)

    def problems(self):
        """What the engine says is wrong with the position, read strictly or, for a composed
        position, as `strict=False` reads it: a list of messages, empty when it is valid."""
        return self._check(strict=not self.composed)

    def play_problem(self):
        """Why a game cannot start from this position (the engine's strict reading), or None."""
        found = self._check(strict=True)
        return found[0] if found else None

    def _check(self, strict):
        try:
            self.game.new_board(self.text(), strict=strict)
        except KibanError as error:
            return [words(error)]
        return []

    def presets(self):
        """The preset names: ``start``, ``empty``, ``kings``, the game's composition presets
        (shogi's ``tsume``), then its handicaps."""
        return ["start", "empty", "kings", *self.game.composition_presets, *self.game.handicaps()]

    def remaining(self):
        """{LETTER: count} of the pieces of one full set (both colours) that are neither on the
        board nor in a hand; kings are never counted as remaining."""
        used = Counter(base_letter(s) for s in self.pieces.values())
        for color in (0, 1):
            used.update(self.hand(color))
        return {letter: n - used[letter] for letter, n in self._set_size.items()
                if n > used[letter] and letter != self.game.king_letter}

    # -- loading ---------------------------------------------------------------------------
    def load(self, text):
        """Set up the position ``text`` (SFEN / FEN) describes, faults and all; `EditorError`
        saying why when it cannot be read (the state is then unchanged)."""
        text = " ".join(str(text).split())
        fmt = self.game.position_format
        if not text:
            raise EditorError(_("Type or paste a {format}.").format(format=fmt))
        if len(text) > MAX_TEXT:
            raise EditorError(_("This {format} is {n} characters long; a position has at most "
                                "{most}.").format(format=fmt, n=len(text), most=MAX_TEXT))
        try:
            layout = self.game.read_layout(text)
        except KibanError as error:
            raise EditorError(_("This {format} cannot be read: {reason}").format(
                format=fmt, reason=words(error))) from None
        self.layout = layout

    def preset(self, name):
        """Set up a preset (one of `presets()`); `EditorError` for another name."""
        if name not in self.presets():
            raise EditorError(_("There is no preset called {name}.").format(name=name[:40]))
        kings = {sq: s for sq, s in self._start.pieces.items()
                 if base_letter(s) == self.game.king_letter}
        if name == "start":
            self.layout = Layout(dict(self._start.pieces), {0: {}, 1: {}}, self._start.turn)
        elif name == "empty":
            self.layout = Layout({}, {0: {}, 1: {}}, 0)
        elif name == "kings":
            self.layout = Layout(kings, {0: {}, 1: {}}, 0)
        elif name == "tsume":  # the convention: gote's king alone, every other piece in gote's hand
            defender = with_owner(self.game.king_letter, 1)
            self.layout = Layout({sq: s for sq, s in kings.items() if s == defender}, {0: {}, 1: {}}, 0)
            self.fill_hand(1)
        else:
            self.load(self.game.position_text(self.game.handicap_board(name)))

    # -- edits -----------------------------------------------------------------------------
    def place(self, square, symbol):
        """Put ``symbol`` on ``square`` (whatever stood there goes)."""
        self.pieces[square] = symbol

    def remove(self, square):
        """Take the piece off ``square`` (nothing if it is empty)."""
        self.pieces.pop(square, None)

    def move(self, origin, target):
        """Move the piece on ``origin`` to ``target`` (replacing what stood there)."""
        if origin != target and origin in self.pieces:
            self.pieces[target] = self.pieces.pop(origin)

    def flip_color(self, square):
        """Give the piece on ``square`` to the other side."""
        if square in self.pieces:
            self.pieces[square] = self.pieces[square].swapcase()

    def set_turn(self, color):
        """Set the side to move (0 / 1)."""
        if color not in (0, 1):
            raise EditorError(_("The side to move is 0 or 1."))
        self.layout.turn = color

    def holds(self, letter):
        """True if a piece of kind ``letter`` (any case, promoted or not) can be held in hand."""
        return self.game.has_hands and base_letter(letter) in self.game.hand_letters

    def hand_add(self, color, letter, count=1):
        """Add ``count`` (may be negative) pieces of kind ``letter`` to ``color``'s hand, never
        below zero; nothing for a kind a hand cannot hold."""
        if not self.holds(letter):
            return
        hand = self.hand(color)
        kind = base_letter(letter)
        total = max(0, hand.get(kind, 0) + count)
        if total:
            hand[kind] = total
        else:
            hand.pop(kind, None)

    def to_hand(self, square, color):
        """Put the piece on ``square`` into ``color``'s hand, unpromoted (a king stays put)."""
        symbol = self.pieces.get(square)
        if symbol is not None and self.holds(symbol):
            self.remove(square)
            self.hand_add(color, symbol)

    def from_hand(self, color, letter, square):
        """Take a ``letter`` piece from ``color``'s hand and put it, ``color``'s, on ``square``."""
        if self.hand(color).get(base_letter(letter)):
            self.hand_add(color, letter, -1)
            self.place(square, with_owner(base_letter(letter), color))

    def fill_hand(self, color):
        """Put every remaining piece of the set (`remaining`) in ``color``'s hand: the tsume
        convention for gote."""
        for letter, count in self.remaining().items():
            self.hand_add(color, letter, count)

    def apply(self, origin, target):
        """Carry out a gesture: a piece taken from ``origin`` — ``("square", sq)``,
        ``("hand", colour, LETTER)`` or ``("palette", letter)`` — and put down on ``target`` —
        ``("square", sq)``, ``("hand", colour, …)`` or None (off the board: it goes away).
        Returns True if the position changed."""
        before = self.text()
        kind = origin[0]
        where = target[0] if target else None
        if kind == "palette":
            self._from_palette(origin[1], target)
        elif kind == "square":
            if where == "square":
                self.move(origin[1], target[1])
            elif where == "hand":
                self.to_hand(origin[1], target[1])
            else:
                self.remove(origin[1])
        elif kind == "hand":
            color, letter = origin[1], origin[2]
            if where == "square":
                self.from_hand(color, letter, target[1])
            elif where != "hand" or target[1] != color:
                self.hand_add(color, letter, -1)
                if where == "hand":
                    self.hand_add(target[1], letter)
        return self.text() != before

    def _from_palette(self, symbol, target):
        if target and target[0] == "square":
            self.place(target[1], symbol)
        elif target and target[0] == "hand":
            self.hand_add(target[1], symbol)
