"""The problem checker's side of the engine Web Worker: a ``check`` request (see
`webui.editor.problem.check_request`) checks the position as a mate problem with
`kiban.search.problem_check.check_problem`.

Request: ``{"id", "game", "start", "rule", "strict", "moves", "check": {"length"}}``; while it
works the worker posts ``{"id", "info": {"nodes"}}`` now and then; the reply is ``{"id",
"verdict", "length", "line", "alternatives", "nodes"}`` (moves in engine notation). Cancelling
is terminating the worker, as for a search.
"""

import json

from kiban.search.problem_check import check_problem


def answer_check(game, board, request, post=None):
    """Check the mate problem on ``board`` (the request's position, of game descriptor
    ``game``) and return the reply as a dict; progress goes to ``post`` (JSON text)."""
    ident = request.get("id")
    options = request["check"]
    length = options.get("length") if isinstance(options, dict) else None
    if length is not None and (isinstance(length, bool) or not isinstance(length, int)
                               or not 1 <= length <= 15 or length % 2 == 0):
        return {"id": ident, "error": f"bad request: check length {length!r}"}

    def on_progress(nodes):
        if post is not None:
            post(json.dumps({"id": ident, "info": {"nodes": nodes}}))

    result = check_problem(board, length, on_progress=on_progress)
    return {"id": ident, "verdict": result.verdict, "length": result.length,
            "line": [game.move_text(m) for m in result.line],
            "alternatives": [game.move_text(m) for m in result.alternatives],
            "nodes": result.nodes}
