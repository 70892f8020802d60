"""An exercise as link parameters describe it, read and checked. Pure Python.

    exercise=mate[&mate=3]                      every move that keeps a forced mate within 3 plies
    exercise=line&solution=7g7f,3c3d,2g2f        the moves of a line, both sides', reader first
    exercise=best[&margin=50][&depth=3]          any move within 50 centipawns of the search's best
    prompt=…  hint=…  hint-arrows=…  hint-circles=…  id=…

``mate`` counts plies as tsume do (``mate=3`` is a 3-move tsume, 3手詰; a xiangqi "mate in 2");
without it the shortest mate is asked for. ``parse_exercise(game, params)`` takes the parameters
as ``{name: [values]}`` (`webui.play.links.split_query`) and the game descriptor; it returns None
without ``exercise=``, else an :class:`ExerciseSpec`, and raises :class:`ExerciseError` (a
``KibanError``; ``param`` names the parameter) saying what is wrong. Texts stay plain text.
"""

import re
from dataclasses import dataclass, field
from typing import Optional

from kiban.errors import KibanError
from webui.i18n import _
from webui.play.links import LinkError, single, split_moves
from webui.play.marks import NO_MARKS, MarkError, parse_marks

KINDS = ("mate", "line", "best")
MAX_MATE = 15            # plies
DEFAULT_MARGIN = 50      # centipawns
DEFAULT_DEPTH = 3
MAX_DEPTH = 6
MAX_TEXT = 500           # characters of a prompt or hint
ID_PATTERN = re.compile(r"[A-Za-z0-9_.:-]{1,64}\Z")


class ExerciseError(KibanError):
    """Exercise parameters that cannot be used; ``param`` names the parameter at fault."""

    def __init__(self, message, param):
        super().__init__(message)
        self.param = param


@dataclass(frozen=True)
class ExerciseSpec:
    """What a link asks: ``kind`` (one of `KINDS`), ``mate`` (plies, None: the shortest),
    ``solution`` (move texts, for ``line``), ``margin`` (centipawns) and ``depth`` (plies) of the
    search judging moves, ``prompt``, ``hint`` (texts), ``hint_marks`` (a MarkSet), ``id``."""

    kind: str
    mate: Optional[int] = None
    solution: tuple = ()
    margin: int = DEFAULT_MARGIN
    depth: int = DEFAULT_DEPTH
    prompt: str = ""
    hint: str = ""
    hint_marks: object = field(default=NO_MARKS)
    id: str = ""


def _one(params, name, default=None):
    try:
        return single(params, name, default)
    except LinkError as error:
        raise ExerciseError(str(error), name) from None


def _number(params, name, default, low, high):
    """The whole number of parameter ``name`` within ``low``-``high``."""
    text = _one(params, name)
    if text is None:
        return default
    if not text.strip().isdigit() or not low <= int(text) <= high:
        raise ExerciseError(_("'{name}={value}': give a whole number from {low} to {high}").format(
            name=name, value=text[:16], low=low, high=high), name)
    return int(text)


def _text(params, name):
    text = _one(params, name, "")
    if len(text) > MAX_TEXT:
        raise ExerciseError(_("'{name}' has {length} characters; at most {most} are shown").format(
            name=name, length=len(text), most=MAX_TEXT), name)
    return text


def _mate(params):
    plies = _number(params, "mate", None, 1, MAX_MATE)
    if plies is not None and plies % 2 == 0:
        raise ExerciseError(_("'mate={value}': a mate takes an odd number of moves (1, 3, 5 …), "
                              "counted as tsume count them").format(value=plies), "mate")
    return plies


def _solution(params, kind):
    text = _one(params, "solution", "")
    moves = tuple(split_moves(text)) if text else ()
    if kind == "line" and not moves:
        raise ExerciseError(_("'exercise=line' needs the moves of the line in 'solution=' "
                              "(like solution=7g7f,3c3d)"), "solution")
    return moves


def _marks(game, params):
    try:
        return parse_marks(game, _one(params, "hint-arrows", ""), _one(params, "hint-circles", ""))
    except MarkError as error:
        raise ExerciseError(str(error), "hint-" + error.param) from None


def parse_exercise(game, params):
    """The exercise the parameters ``params`` describe for game descriptor ``game``; None
    without ``exercise=``; :class:`ExerciseError` for a bad parameter."""
    kind = _one(params, "exercise")
    if kind is None:
        return None
    if kind not in KINDS:
        raise ExerciseError(_("'exercise={value}' is not an exercise: use mate, line or best").format(
            value=kind[:16]), "exercise")
    ident = _one(params, "id", "")
    if ident and not ID_PATTERN.match(ident):
        raise ExerciseError(_("'id' may hold 1-64 letters, digits and . _ : - only"), "id")
    return ExerciseSpec(kind, mate=_mate(params), solution=_solution(params, kind),
                        margin=_number(params, "margin", DEFAULT_MARGIN, 0, 10000),
                        depth=_number(params, "depth", DEFAULT_DEPTH, 1, MAX_DEPTH),
                        prompt=_text(params, "prompt"), hint=_text(params, "hint"),
                        hint_marks=_marks(game, params), id=ident)
