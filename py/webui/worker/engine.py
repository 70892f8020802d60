"""The computer player's side of the Web Worker (assets/js/engine-worker.js runs it).

Pure Python, no DOM: `answer()` takes a request (JSON text, see `Opponent.request`), brings the
game it keeps up to date with it, searches it at the requested level and returns the reply as
JSON text; a request with ``solve`` (seconds, see `webui.play.matesearch`) asks for a mate
instead, one with ``review`` does a step of a game's review (`webui.worker.review`) and one with
``exercise`` asks the page's exercise (`webui.worker.exercise`). Progress goes to
``post`` (a callable taking JSON text) while it thinks. A search is
stopped from outside by terminating the worker, so nothing here needs to listen for messages.

A request always carries the whole game (its start, rule and moves), so any worker can answer it;
the worker keeps the board of the last one (`KeptGame`) and only pops and pushes the moves where
the two differ: one or two pushes for the next move of the same game, a few pops for a take-back,
a new board only for another game, start or rule.
"""

import json

from kiban import games
from kiban.messages import Message
from kiban.search import DEFAULT_LEVEL, Searcher, solve_mate, think
from webui.worker.exercise import answer_exercise
from webui.worker.problem import answer_check
from webui.worker.review import answer_review

_searchers = {}  # one per game: its hash table carries over from move to move


class KeptGame:
    """The game a worker keeps between requests: one engine board and the move texts on it."""

    def __init__(self):
        self.key = None       # (game name, start, rule, strict) of the board
        self.game = None      # its `kiban.games` descriptor
        self.board = None
        self.texts = []       # the moves pushed on the board, as the requests wrote them
        self.pushed = 0       # moves pushed since the worker started (to see the saving)

    def sync(self, request):
        """Bring the board to the request's position; return ``(game, board)``. Raises what the
        engine raises for a bad request (then the next request starts from a fresh board)."""
        key = (request["game"], request["start"], request.get("rule"), request.get("strict", True))
        moves = request["moves"]
        if not isinstance(moves, list):
            raise TypeError("moves must be a list")
        if key != self.key:
            self.key, self.texts = None, []
            self.game = games.get(key[0])
            self.board = self.game.new_board(key[1], key[2], key[3])
            self.key = key
        keep = 0
        while keep < min(len(self.texts), len(moves)) and self.texts[keep] == moves[keep]:
            keep += 1
        try:
            while len(self.texts) > keep:
                self.board.pop()
                self.texts.pop()
            for text in moves[keep:]:
                self.board.push(self.game.parse_move(text))
                self.texts.append(text)
                self.pushed += 1
        except (TypeError, ValueError):
            self.key = None
            raise
        return self.game, self.board


KEPT = KeptGame()


def _what_went_wrong(error):
    """An engine error (a position or move the engine refuses) as its code and params, which
    the page words in its reader's language (`webui.i18n.words.words`); any other failure, a
    request the page never sends, as English text."""
    if isinstance(getattr(error, "message", None), Message):
        return error.message.to_json()
    return f"bad request: {error}"


def answer(request_text, post=None, kept=KEPT):
    """Think about the requested position; return ``{"id", "move", "depth", "score", "nodes"}``
    as JSON text (``move`` None without a legal move), for a ``solve`` request ``{"id",
    "status", "moves"}`` (see `kiban.search.solve_mate`), for a ``review`` request ``{"id",
    "done"}`` after its results as progress (see `webui.worker.review`), for a ``check`` request the problem checker's
    verdict (see `webui.worker.problem`), or ``{"id", "error"}`` if the request
    is not understood (see `_what_went_wrong`)."""
    request = json.loads(request_text)
    ident = request.get("id")
    if "review" in request:
        return json.dumps(answer_review(request, post))
    if "exercise" in request:
        return json.dumps(answer_exercise(request))
    try:
        game, board = kept.sync(request)
    except (KeyError, TypeError, ValueError, ImportError) as error:
        return json.dumps({"id": ident, "error": _what_went_wrong(error)})

    def on_info(info):
        if post is not None:
            post(json.dumps({"id": ident, "info": {"depth": info.depth, "score": info.score,
                                                   "nodes": info.nodes}}))

    if "check" in request:
        return json.dumps(answer_check(game, board, request, post))
    if "solve" in request:
        seconds = request["solve"]
        if not isinstance(seconds, (int, float)) or not 0 < seconds <= 600:
            return json.dumps({"id": ident, "error": f"bad request: solve {seconds!r}"})
        solution = solve_mate(board, time_limit=seconds)
        return json.dumps({"id": ident, "status": solution.status,
                           "moves": [game.move_text(move) for move in solution.moves]})
    searcher = _searchers.setdefault(game.name, Searcher())
    result = think(board, request.get("level", DEFAULT_LEVEL), searcher=searcher, seed=request.get("seed", 0),
                   time_limit=request.get("time_limit"), on_info=on_info)
    move = None if result.move is None else game.move_text(result.move)
    return json.dumps({"id": ident, "move": move, "depth": result.depth, "score": result.score,
                       "nodes": result.nodes})
