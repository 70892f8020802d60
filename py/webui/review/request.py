"""The review's worker request and the settings a reader picks from. Pure Python.

A review searches every position of the game with a node budget (`kiban.review.ReviewSetting`):
the cost grows with the nodes, so the settings are named by how long they take.
``normal`` reviews an 80-move game within a minute in Chromium on a 2-core machine
(bench/results/review.md).
"""

from webui.i18n import N_

SETTINGS = {  # name -> (label, the worker's ``review`` options)
    "quick": (N_("Quick"), {"depth": 8, "nodes": 2000}),
    "normal": (N_("Normal"), {"depth": 12, "nodes": 6000}),
    "deep": (N_("Deep (slow)"), {"depth": 16, "nodes": 40000}),
}
DEFAULT = "normal"


def review_request(session, setting=DEFAULT):
    """The worker request (`webui.worker.review`) reviewing ``session``'s main line at the
    setting named ``setting`` (an unknown name: the default)."""
    options = SETTINGS.get(setting, SETTINGS[DEFAULT])[1]
    return {"game": session.game.name, "start": session.start, "rule": session.rule,
            "strict": session.strict,
            "moves": [session.game.move_text(m) for m in session.root.mainline()],
            "review": dict(options)}
