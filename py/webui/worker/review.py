"""The game review's side of the engine Web Worker: a ``review`` request (see
`webui.worker.engine.answer`) reviews a whole game with `kiban.review.review_game`.

Request: ``{"id", "game", "start", "rule", "strict", "moves": [engine notation], "review": {}}``;
``review`` may set ``depth`` (1-30) and ``nodes`` (1,000-1,000,000 a position) instead of the
default setting. While it works the worker posts ``{"id", "info": {"done", "total"}}`` after each
position and each second look (`kiban.review.review_game`'s progress units: ``done`` rises to
``total``), with ``"index"`` and ``"score"`` after a position (``index``: the position, 0 = the
start; ``score``: centipawns from the first player's view, a mate as ±(100000 - plies)), so a page
can fill its evaluation graph as the review goes and keep what it has when it cancels: cancelling
is terminating the worker, like stopping a search. The reply is ``{"id", "review": Review.to_dict()}``, or ``{"id", "error"}``.
"""

import json

from kiban import games
from kiban.errors import KibanError
from kiban.review import DEFAULT_SETTING, ReviewSetting, review_game
from kiban.search import Searcher

LIMITS = {"depth": (1, 30), "nodes": (1000, 1000000)}


def setting_of(options):
    """The ReviewSetting a request's ``review`` options ask for; ValueError when out of bounds."""
    if not isinstance(options, dict):
        raise ValueError("review must be an object")
    chosen = {}
    for name, (low, high) in LIMITS.items():
        value = options.get(name, getattr(DEFAULT_SETTING, name))
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"review {name} must be a whole number from {low} to {high}")
        chosen[name] = value
    return ReviewSetting(chosen["depth"], chosen["nodes"], DEFAULT_SETTING.margin)


def answer_review(request, searchers, post=None, should_stop=None):
    """Review the requested game with the game's searcher in ``searchers`` (a dict by game name,
    filled as needed: the hash table carries over); return the reply as a dict. ``post`` (a callable taking JSON text) gets the progress; ``should_stop`` is
    polled during the searches (a stopped review replies with ``complete`` false)."""
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
    except (KeyError, TypeError, ValueError, KibanError) as error:
        return {"id": ident, "error": f"bad request: {error}"}

    position = {}

    def on_position(index, evaluation):
        position.update(index=index, score=evaluation.score)

    def on_progress(done, total):
        if post is not None:
            post(json.dumps({"id": ident, "info": dict(position, done=done, total=total)}))
        position.clear()

    searcher = searchers.setdefault(desc.name, Searcher())
    review = review_game(board, moves, setting=setting, searcher=searcher, on_position=on_position,
                         on_progress=on_progress, should_stop=should_stop)
    return {"id": ident, "review": review.to_dict()}
