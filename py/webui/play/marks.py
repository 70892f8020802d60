"""Marks drawn on a board (arrows and circles in four brushes) and their text syntax. Pure Python.

    arrows=7g7f,P*5e:r,h2e2     circles=5e,3c:b

An arrow is two squares in the engine's names (``7g7f``; xiangqi ``h2e2``) or, in a game with
hands, a drop arrow from a hand piece (``P*5e``: the letter's case names the hand, upper case
sente's, lower case gote's, as in SFEN). A circle is one square. A ``:`` and a brush letter may
follow: ``g`` green (the default, never written), ``r`` red, ``b`` blue, ``y`` yellow.
`parse_arrows` / `parse_circles` read a parameter's value through the game's descriptor and raise
`MarkError` (a `KibanError`) saying what is wrong; `MarkSet.arrows_text()` / `circles_text()`
write them back canonically (drawing order, no duplicates, no default brush).

`MarkSet` is immutable; `toggle` adds a mark, recolours it when it is there in another brush, or
removes it when it is there in the same brush (drawing the same thing again takes it away).
`MarkBook` keeps one `MarkSet` per position shown (a move-tree node): marks belong to the
position they were drawn on.
"""

from dataclasses import dataclass, replace

from kiban.errors import KibanError
from webui.i18n import _

BRUSHES = ("green", "red", "blue", "yellow")   # the first is the default
BRUSH_LETTERS = {"g": "green", "r": "red", "b": "blue", "y": "yellow"}
LETTER_OF = {brush: letter for letter, brush in BRUSH_LETTERS.items()}
DEFAULT_BRUSH = BRUSHES[0]
MAX_MARKS = 90          # arrows or circles read from one parameter
MAX_QUOTE = 16          # characters of a bad item quoted back


class MarkError(KibanError):
    """A mark text that cannot be read; the message says which item and why, ``param`` names
    the parameter (``arrows`` or ``circles``)."""

    def __init__(self, message, param):
        super().__init__(message)
        self.param = param


@dataclass(frozen=True)
class Arrow:
    """An arrow: ``origin`` is ``("square", sq)`` or ``("hand", color, LETTER)`` (a drop arrow),
    ``target`` a square number, ``brush`` one of `BRUSHES`."""

    origin: tuple
    target: int
    brush: str = DEFAULT_BRUSH

    @property
    def key(self):
        """What identifies the arrow whatever its brush."""
        return ("arrow", self.origin, self.target)

    def name(self, game):
        """The arrow without its brush (``7g7f``, ``P*5e``) for the game descriptor ``game``."""
        if self.origin[0] == "hand":
            _, color, letter = self.origin
            start = (letter.upper() if color == 0 else letter.lower()) + "*"
        else:
            start = game.square_name(self.origin[1])
        return start + game.square_name(self.target)

    def text(self, game):
        """The arrow in the link syntax (``7g7f``, ``P*5e:r``)."""
        return self.name(game) + _suffix(self.brush)


@dataclass(frozen=True)
class Circle:
    """A circle around square ``square`` in ``brush``."""

    square: int
    brush: str = DEFAULT_BRUSH

    @property
    def key(self):
        """What identifies the circle whatever its brush."""
        return ("circle", self.square)

    def name(self, game):
        """The circle's square (``5e``)."""
        return game.square_name(self.square)

    def text(self, game):
        """The circle in the link syntax (``5e``, ``5e:b``)."""
        return self.name(game) + _suffix(self.brush)


def _suffix(brush):
    return "" if brush == DEFAULT_BRUSH else ":" + LETTER_OF[brush]


@dataclass(frozen=True)
class MarkSet:
    """The marks on one position: ``arrows`` and ``circles`` (tuples, in drawing order)."""

    arrows: tuple = ()
    circles: tuple = ()

    def __bool__(self):
        return bool(self.arrows or self.circles)

    def toggle(self, mark):
        """This set with ``mark`` (an `Arrow` or `Circle`) added, recoloured, or removed when it
        is already there in the same brush. A link reads at most MAX_MARKS of a kind, so past
        that the oldest one goes (every drawing can be shared)."""
        field = "arrows" if isinstance(mark, Arrow) else "circles"
        marks = getattr(self, field)
        kept = tuple(m for m in marks if m.key != mark.key)
        if mark not in marks:
            same = [i for i, m in enumerate(marks) if m.key == mark.key]
            at = same[0] if same else len(kept)
            kept = (kept[:at] + (mark,) + kept[at:])[-MAX_MARKS:]
        return replace(self, **{field: kept})

    def arrows_text(self, game):
        """The ``arrows=`` value (empty when there is none)."""
        return ",".join(arrow.text(game) for arrow in self.arrows)

    def circles_text(self, game):
        """The ``circles=`` value (empty when there is none)."""
        return ",".join(circle.text(game) for circle in self.circles)

    def texts(self, game):
        """``{"arrows": [...], "circles": [...]}``: every mark in the link syntax."""
        return {"arrows": [a.text(game) for a in self.arrows],
                "circles": [c.text(game) for c in self.circles]}


NO_MARKS = MarkSet()


def _items(text, name):
    """The comma- or space-separated items of a parameter's value."""
    items = [item for item in str(text or "").replace(",", " ").split() if item]
    if len(items) > MAX_MARKS:
        raise MarkError(_("'{name}' lists {count} items; at most {limit} are read").format(
            name=name, count=len(items), limit=MAX_MARKS), name)
    return items


def _quote(text):
    text = str(text)
    return text if len(text) <= MAX_QUOTE else text[:MAX_QUOTE - 1] + "…"


def _brush(item, name):
    """(the item without its brush suffix, the brush)."""
    body, colon, letter = item.partition(":")
    if not colon:
        return body, DEFAULT_BRUSH
    brush = BRUSH_LETTERS.get(letter.strip().lower())
    if brush is None:
        raise MarkError(_("'{name}': {item} has an unknown colour {letter}; use :g (green), "
                          ":r (red), :b (blue) or :y (yellow)").format(
            name=name, item=repr(_quote(item)), letter=repr(_quote(letter))), name)
    return body, brush


def _square(game, text, item, name):
    try:
        return game.parse_square(text)
    except (ValueError, TypeError, KeyError, IndexError):
        raise MarkError(_("'{name}': {item} does not name {kind} squares (like {example})")
                        .format(name=name, item=repr(_quote(item)), kind=_(game.title),
                                example=game.example_square), name) from None


def _drop_origin(game, body, item):
    """The hand origin of a drop arrow ``P*5e`` (its first two characters), or None when the
    item is not written as a drop."""
    if len(body) < 2 or body[1] != "*":
        return None
    letter = body[0]
    if not game.has_hands or letter.upper() not in game.hand_letters:
        pieces = ", ".join(f"{piece}*" for piece in game.hand_letters) or "-"
        raise MarkError(_("'arrows': {item} starts from no piece that can be dropped "
                          "(the pieces in hand: {pieces})").format(
            item=repr(_quote(item)), pieces=pieces), "arrows")
    return ("hand", 0 if letter.isupper() else 1, letter.upper())


def parse_arrows(game, text):
    """The arrows of an ``arrows=`` value for the game descriptor ``game`` (a tuple of `Arrow`,
    duplicates dropped, the last brush given winning). Raises `MarkError`."""
    arrows = MarkSet()
    for item in _items(text, "arrows"):
        body, brush = _brush(item, "arrows")
        origin = _drop_origin(game, body, item)
        if origin is not None:
            target = _square(game, body[2:], item, "arrows")
        else:
            if len(body) != 4:
                raise MarkError(_("'arrows': {item} is not two squares (like {example})").format(
                    item=repr(_quote(item)), example=game.example_move), "arrows")
            origin = ("square", _square(game, body[:2], item, "arrows"))
            target = _square(game, body[2:], item, "arrows")
            if origin[1] == target:
                raise MarkError(_("'arrows': {item} starts and ends on the same square; "
                                  "a circle is written in 'circles='").format(
                    item=repr(_quote(item))), "arrows")
        arrows = _put(arrows, Arrow(origin, target, brush))
    return arrows.arrows


def parse_circles(game, text):
    """The circles of a ``circles=`` value (a tuple of `Circle`). Raises `MarkError`."""
    circles = MarkSet()
    for item in _items(text, "circles"):
        body, brush = _brush(item, "circles")
        circles = _put(circles, Circle(_square(game, body, item, "circles"), brush))
    return circles.circles


def _put(marks, mark):
    """``marks`` with ``mark`` in it (a duplicate takes the new brush, never removes)."""
    return marks if mark in marks.arrows + marks.circles else marks.toggle(mark)


def parse_marks(game, arrows="", circles=""):
    """A `MarkSet` from ``arrows=`` and ``circles=`` values. Raises `MarkError`."""
    return MarkSet(parse_arrows(game, arrows), parse_circles(game, circles))


class MarkBook:
    """The marks of each position shown, keyed by move-tree node (by identity)."""

    def __init__(self):
        self._marks = {}

    def get(self, node):
        """The `MarkSet` of ``node`` (empty when nothing was drawn there)."""
        return self._marks.get(id(node), (None, NO_MARKS))[1]

    def put(self, node, marks):
        """Keep ``marks`` for ``node`` (an empty set forgets it)."""
        if marks:
            self._marks[id(node)] = (node, marks)  # (the node is held so its id stays its own)
        else:
            self._marks.pop(id(node), None)

    def clear(self):
        """Forget every position's marks (a new game)."""
        self._marks.clear()
