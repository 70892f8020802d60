"""The game page's exercise judged in its Web Worker (py/webui/worker/exercise.py, through
webui.worker.engine.answer) under CPython: opened from the link's query at the page's position,
then the reader's moves, a hint and the solution, worded in the page's language; the answer
carries the request's id, so the page never drops it."""

import json

from webui.i18n import set_language
from webui.worker.engine import answer

TSUME_3 = "k8/9/S8/9/9/9/9/9/9 b RPr2b4g3s4n4l17p 1"    # R*9b, 9a8a, 9b8b+


def ask(ident, action, lang="en", **fields):
    request = {"id": ident, "lang": lang, "exercise": {"action": action, **fields}}
    if action == "open":
        request.update(game="shogi", start=TSUME_3, rule=None, strict=True, moves=[])
    return json.loads(answer(json.dumps(request)))


def test_a_tsume_opened_judged_hinted_and_solved_in_the_worker():
    try:
        opened = ask(1, "open", lang="de", query="game=shogi&exercise=mate&id=tsume-3",
                     style="western")
        assert opened["id"] == 1 and opened["exercise_id"] == "tsume-3"
        assert opened["prompt"] == "Sente am Zug: Matt in 3 Zügen."
    finally:
        set_language("en")
    wrong = ask(2, "judge", move="R*8a")
    assert wrong["id"] == 2 and wrong["refused"] and wrong["state"] == "wrong"
    hint = ask(3, "hint")
    assert hint["verdict"] == "hint" and hint["circles"] == [] and "drop" in hint["feedback"]
    right = ask(4, "judge", move="R*9b")
    assert (right["verdict"], right["reply"], right["refused"]) == ("right", "9a8a", False)
    solution = ask(5, "solution")
    assert solution["steps"] == ["9b8b+"] and solution["showing"]
    assert ask(6, "retry")["state"] == "open"
    solved = ask(7, "judge", move="R*9b")
    assert solved["reply"] == "9a8a"
    assert ask(8, "judge", move="9b8b+")["state"] == "solved"


def test_a_bad_exercise_is_answered_with_an_error():
    bad = ask(1, "open", query="exercise=mate&mate=2")
    assert bad["id"] == 1 and "odd number" in bad["error"]
    assert "error" in ask(2, "shrug")
