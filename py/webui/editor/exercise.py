"""Making an exercise in the editor, pure Python: the draft (kind, mate length, the line,
prompt, hint, id), the line played on the board from the position set up, and the link and
embed snippets that carry it (the link parameters of `webui.exercise.spec`).

    draft = ExerciseDraft("line", solution=("G*5b",), prompt="Mate in one")
    made = made_exercise(state, draft, marks, base)  # ExerciseError if the link would not parse
    made.page, made.embed, made.iframe, made.div      # the links and the two embed snippets

The arrows and circles drawn on the editor's board become the exercise's hint marks
(``hint-arrows=`` / ``hint-circles=``). Every link made is read back with
`webui.exercise.spec.parse_exercise` before it is given out, and a line is played through by
the exercise judge (`webui.exercise.judge.Exercise`, which every exercise runner uses), so a
link the editor gives is one the runner reads and plays.
"""

from dataclasses import dataclass, field
from html import escape
from typing import Optional

from webui.exercise.judge import Exercise
from webui.exercise.spec import KINDS, parse_exercise
from webui.i18n import _
from webui.play.links import split_query
from webui.play.marks import NO_MARKS
from webui.play.querytext import quoter
from webui.board.reading import PositionReader
from .links import game_query


_QUOTE = quoter("*/:,")  # a value in the link: readable moves and marks, "+" as %2B


@dataclass(frozen=True)
class ExerciseDraft:
    """What the author chose: ``kind`` (mate / line / best), ``mate`` (plies or None: the
    shortest), ``solution`` (move texts of a line, both sides'), ``prompt``, ``hint``, ``id``."""

    kind: str = "mate"
    mate: Optional[int] = None
    solution: tuple = ()
    prompt: str = ""
    hint: str = ""
    id: str = ""


@dataclass(frozen=True)
class MadeExercise:
    """The exercise as links: ``query`` (of the game page and embed), ``page`` and ``embed``
    (whole links), ``iframe`` and ``div`` (HTML to paste), ``spec`` (as the runner reads it)."""

    query: str
    page: str
    embed: str
    iframe: str
    div: str
    spec: object = field(default=None, compare=False)


def exercise_params(game, draft, marks=NO_MARKS):
    """The exercise's link parameters as ``[(name, value)]``, defaults left out."""
    if draft.kind not in KINDS:
        raise ValueError(f"no exercise kind {draft.kind!r}")
    params = [("exercise", draft.kind)]
    if draft.kind == "mate" and draft.mate:
        params.append(("mate", str(draft.mate)))
    if draft.kind == "line":
        params.append(("solution", ",".join(draft.solution)))
    for name, text in (("prompt", draft.prompt), ("hint", draft.hint),
                       ("hint-arrows", marks.arrows_text(game)),
                       ("hint-circles", marks.circles_text(game)), ("id", draft.id)):
        if text:
            params.append((name, text))
    return params


def exercise_query(state, draft, marks=NO_MARKS):
    """The query (``?game=…&sfen=…&exercise=…``) of the exercise on the editor's position."""
    extra = "&".join(f"{name}={_QUOTE(value)}"
                     for name, value in exercise_params(state.game, draft, marks))
    return game_query(state) + "&" + extra


def made_exercise(state, draft, marks=NO_MARKS, base=""):
    """The `MadeExercise` of ``draft`` on the editor's ``state``, links under ``base`` (the
    site's address, ending in "/"); `ExerciseError` when the runner would refuse it (a bad
    parameter, a line whose moves cannot be played from the position: the judge's check)."""
    query = exercise_query(state, draft, marks)
    spec = parse_exercise(state.game, split_query(query))
    if spec.kind == "line":
        Exercise(state.game, _board_of(state), spec)
    title = escape(_("{game} exercise").format(game=_(state.game.title)))
    iframe = (f'<iframe src="{escape(base + "embed.html" + query)}" width="560" height="460" '
              f'title="{title}" style="border:0" loading="lazy"></iframe>')
    div = (f'<div class="kiban-board" data-kiban="{escape(query[1:])}" role="group" '
           f'aria-label="{title}" style="width:560px;height:460px"></div>')
    return MadeExercise(query, base + "index.html" + query, base + "embed.html" + query,
                        iframe, div, spec)


class LineRecorder:
    """A line played on the editor's board from the position set up: each gesture from a square
    or a hand to a square is the legal move it names (a promotion when one is possible and
    ``promote``), and goes on the line's board."""

    def __init__(self, state):
        self.game = state.game
        self.reader = PositionReader(self.game)
        self.board = _board_of(state)
        self.texts = []

    def play(self, origin, target, promote=True):
        """Play the move from ``origin`` to ``target`` (gesture ends as `EditorState.apply`
        names them); True when it was a legal move."""
        if not target or target[0] != "square":
            return False
        turn = self.board.turn
        fits = [m for m in self.board.legal_moves
                if m.to_square == target[1] and self.reader.origin(m, turn) == tuple(origin)]
        if not fits:
            return False
        move = max(fits, key=lambda m: self.reader.promotes(m) == promote)
        self.board.push(move)
        self.texts.append(self.game.move_text(move))
        return True

    def take_back(self):
        """Take the last move of the line back (nothing when it is empty)."""
        if self.texts:
            self.board.pop()
            self.texts.pop()

    def view(self):
        """The `PositionView` of the position the line reached."""
        return self.reader.view(self.board)


def _board_of(state):
    """The engine board of the editor's position (a composed one without the game's
    strictness)."""
    return state.game.new_board(state.text(), strict=not state.composed)
