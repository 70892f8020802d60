"""The game page's exercise, judged in a Web Worker (assets/js/engine-worker.js runs it through
`webui.worker.engine.answer`), so proving a mate or searching for the best move never holds up
the page. Pure Python, no DOM.

A request ``{"id", "lang", "exercise": {"action", ...}}`` asks the one `Coach` the worker keeps
(`webui.exercise.coach`): ``open`` (with ``query``: the link's query string, ``style``: the
notation style, and the request's ``game``, ``start``, ``rule``, ``strict``, ``moves``: the
exercise's position) makes it; ``judge`` (``move``: the reader's move, already played on the
page), ``hint``, ``retry``, ``solution`` ask it. The answer is the coach's message (see
`Coach.message`; its ``id`` as ``exercise_id``) with the request's ``id`` and what the page plays or draws: ``refused`` (take the move back),
``reply`` (the opponent's move to play), ``arrows`` / ``circles`` (the hint's marks, in the
link syntax), ``steps`` (the solution's moves); or ``{"id", "error"}`` in the page's language.
"""

from kiban import games
from kiban.errors import KibanError
from webui.exercise.coach import ALSO_GOOD, WRONG, Coach
from webui.exercise.spec import ExerciseError, parse_exercise
from webui.i18n import _, set_language
from webui.i18n.words import words
from webui.play.links import LinkError, split_query

_kept = {}   # "coach": the page's exercise


def _opened(request, ask, kept):
    game = games.get(request["game"])
    board = game.new_board(request["start"], request.get("rule"), request.get("strict", True))
    for text in request["moves"]:
        board.push(game.parse_move(text))
    spec = parse_exercise(game, split_query(ask.get("query", "")))
    if spec is None:
        raise ExerciseError(_("'exercise=' is missing"), "exercise")
    kept["coach"] = Coach(game, board, spec, ask.get("style") or game.default_notation)
    return {}


def _asked(coach, action, ask):
    """What ``action`` adds to the coach's message."""
    game = coach.game
    if action == "judge":
        answer = coach.judge(game.parse_move(ask["move"]))
        reply = answer.reply
        return {"refused": answer.verdict in (WRONG, ALSO_GOOD),
                "reply": None if reply is None else game.move_text(reply)}
    if action == "hint":
        return coach.hint().texts(game)
    if action == "retry":
        coach.retry()
        return {}
    if action == "solution":
        coach.solution()
        steps, coach.steps = coach.steps, []    # (the page plays them out itself)
        return {"steps": [game.move_text(move) for move in steps]}
    raise KeyError(action)


def answer_exercise(request, kept=_kept):
    """The answer (a dict) to an exercise request (see the module)."""
    ident = request.get("id")
    set_language(str(request.get("lang") or "en"))
    ask = request["exercise"]
    action = ask.get("action") if isinstance(ask, dict) else None
    try:
        extra = _opened(request, ask, kept) if action == "open" else None
        coach = kept.get("coach")
        if coach is None:
            return {"id": ident, "error": _("the exercise is not open")}
        if extra is None:
            extra = _asked(coach, action, ask)
    except (ExerciseError, LinkError) as error:
        return {"id": ident, "error": str(error)}
    except (KibanError, KeyError, TypeError, ValueError) as error:
        return {"id": ident, "error": _("bad exercise request: {reason}").format(
            reason=words(error) if isinstance(error, KibanError) else repr(error))}
    message = coach.message()
    message["exercise_id"] = message.pop("id")
    return {**message, **extra, "id": ident}
