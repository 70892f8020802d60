"""Game review: where a game went wrong, for both games.

>>> from kiban import shogi, review
>>> board = shogi.Board()
>>> moves = [shogi.Move.from_usi(m) for m in ("7g7f", "3c3d")]
>>> result = review.review_game(board, moves, setting=review.ReviewSetting(depth=2, nodes=500))
>>> len(result.positions), len(result.moves)
(3, 2)

``review_game`` searches every position of a game (start and moves), in two parts each with a
:class:`kiban.search.Searcher` of its own, so its hash table carries over from position to
position (``ReviewJob`` runs the same steps in workers side by side), and returns a :class:`Review`: a score per position (centipawns from sente's / red's point of view, a
mate as ±(100000 − plies to mate)) with the best move and its line, a mark per move by the loss in
winning chances (``?!``, ``?``, ``??``, and ``!`` for an only move), a summary per side and the
mistakes as exercises. ``Review.to_dict`` / ``Review.from_dict`` give its JSON-able form;
``annotate`` writes it into a :class:`kiban.records.Record` as comments and PGN NAGs.
"""

from kiban.lazy import lazy_exports

_EXPORTS = {"review_game": "job", "ReviewJob": "job", "ReviewSetting": "analyse",
            "DEFAULT_SETTING": "analyse",
            "Review": "model", "PositionEval": "model", "MoveReview": "model",
            "winning_chances": "chances", "mark_of": "chances", "MARKS": "chances",
            "MATE_SCORE": "chances", "annotate": "annotation"}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = list(_EXPORTS)
