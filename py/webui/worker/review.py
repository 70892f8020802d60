"""The game review's side of the engine Web Worker: a ``review`` request (see
`webui.worker.engine.answer`) does one step of a review (`kiban.review.ReviewJob`), so that a page
can run its steps in two workers side by side.

Request: ``{"id", "game", "start", "rule", "strict", "moves": [engine notation], "review": {}}``
with either ``"part": [first, end]`` (search those positions, `kiban.review.analyse.parts`) or
``"looks": [[ply, times], ...]`` (the second looks the page's job chose, `ReviewJob.looks`);
``review`` may set ``depth`` (1-30) and ``nodes`` (1,000-1,000,000 a position) instead of the
default setting. The results come as progress posts, ``{"id", "info": {...}}``: after each
position ``{"index", "position": PositionEval.to_dict(), "score"}`` (``index``: 0 = the start;
``score``: centipawns from the first player's view, a mate as ±(100000 - plies)), after each
look ``{"ply", "verified", "nodes"}``; so a page keeps what it has when it cancels (cancelling is
terminating the worker, like stopping a search). The reply is ``{"id", "done": true}``, or
``{"id", "error"}``.
"""

import json

from kiban import games
from kiban.errors import KibanError
from kiban.review.analyse import ReviewStopped, parts, search_part
from kiban.review.job import look_at
from webui.review.request import setting_of

def answer_review(request, post=None, should_stop=None):
    """Do the step of a review that ``request`` asks for; return the reply as a dict. ``post``
    (a callable taking JSON text) gets the results as progress; ``should_stop`` is polled during
    the searches (a stopped step replies ``done`` with what it posted)."""
    ident = request.get("id")
    try:
        setting = setting_of(request["review"])
        desc = games.get(request["game"])
        board = desc.new_board(request.get("start"), request.get("rule"), request.get("strict", True))
        moves = []
        walk = board.copy()
        for text in request["moves"]:
            move = desc.parse_move(text)
            walk.push(move)
            moves.append(move)
        part, looks = _step(request, len(moves))
    except (KeyError, TypeError, ValueError, KibanError) as error:
        return {"id": ident, "error": f"bad request: {error}"}

    def tell(info):
        if post is not None:
            post(json.dumps({"id": ident, "info": info}))

    if part is not None:
        def on_position(index, evaluation):
            tell({"index": index, "score": evaluation.score,
                  "position": evaluation.to_dict(desc.move_text)})
        search_part(board, moves, part, setting, on_position, should_stop)
    try:
        for ply, times in looks:
            verified, nodes = look_at(board, moves, ply, times, setting, should_stop)
            tell({"ply": ply, "verified": verified, "nodes": nodes})
    except ReviewStopped:
        pass
    return {"id": ident, "done": True}


def _step(request, count):
    """The ``part`` (or None) and the ``looks`` (``[(ply, times)]``) a request for a game of
    ``count`` moves asks for; ValueError when it asks for neither, or out of the game."""
    if "part" in request:
        part, known = tuple(request["part"]), parts(count + 1)
        if part not in known:
            raise ValueError(f"part {list(part)} is not one of {[list(p) for p in known]}")
        return part, []
    looks = [(int(ply), int(times)) for ply, times in request["looks"]]
    if any(not 1 <= ply <= count or not 1 <= times <= 1000 for ply, times in looks):
        raise ValueError("a look out of the game")
    return None, looks
