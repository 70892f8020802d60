"""The review's worker request and the settings a reader picks from. Pure Python.

A review searches every position of the game with a node budget (`kiban.review.ReviewSetting`):
the cost grows with the nodes, so the settings are named by how long they take.
``normal`` reviews an 80-move game within a minute in Chromium on a 2-core machine
(bench/results/review.md).
"""

from kiban.review import DEFAULT_SETTING, ReviewSetting
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


LIMITS = {"depth": (1, 30), "nodes": (1000, 1000000)}


def setting_of(options):
    """The ReviewSetting a request's ``review`` options ask for (the rest as the default); the
    worker and the page both read the request with it. ValueError when out of bounds."""
    if not isinstance(options, dict):
        raise ValueError("review must be an object")
    chosen = {}
    for name, (low, high) in LIMITS.items():
        value = options.get(name, getattr(DEFAULT_SETTING, name))
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"review {name} must be a whole number from {low} to {high}")
        chosen[name] = value
    return ReviewSetting(chosen["depth"], chosen["nodes"], DEFAULT_SETTING.margin)
