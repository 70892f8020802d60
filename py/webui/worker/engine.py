"""The computer player's side of the Web Worker (assets/js/engine-worker.js runs it).

Pure Python, no DOM: `answer()` takes a request (JSON text, see `Opponent.request`), rebuilds the
game from its start and moves, searches it at the requested level and returns the reply as JSON
text. Progress goes to ``post`` (a callable taking JSON text) while it thinks. A search is stopped
from outside by terminating the worker, so nothing here needs to listen for messages.
"""

import json

from kiban.search import Searcher, think

from webui.play.games import GameAdapter

_searchers = {}  # one per game: its hash table carries over from move to move


def position(request):
    """The engine board of a request's game: start position, rule, then the moves played."""
    adapter = GameAdapter(request["game"])
    board = adapter.new_board(request["start"], request.get("rule"))
    for text in request["moves"]:
        board.push(adapter.parse(text))
    return adapter, board


def answer(request_text, post=None):
    """Think about the requested position; return ``{"id", "move", "depth", "score", "nodes"}``
    as JSON text (``move`` None without a legal move) or ``{"id", "error"}`` if the request is
    not understood."""
    request = json.loads(request_text)
    ident = request.get("id")
    try:
        adapter, board = position(request)
    except (KeyError, TypeError, ValueError, ImportError) as error:
        return json.dumps({"id": ident, "error": f"bad request: {error}"})

    def on_info(info):
        if post is not None:
            post(json.dumps({"id": ident, "info": {"depth": info.depth, "score": info.score,
                                                   "nodes": info.nodes}}))

    searcher = _searchers.setdefault(adapter.game, Searcher())
    result = think(board, request.get("level", 3), searcher=searcher,
                   time_limit=request.get("time_limit"), on_info=on_info)
    move = None if result.move is None else adapter.notation(result.move)
    return json.dumps({"id": ident, "move": move, "depth": result.depth, "score": result.score,
                       "nodes": result.nodes})
