"""Minishogi's evaluation for the computer's search: kiban.search.eval_shogi's weights, its
piece-square and king-safety tables spread over the 5×5 board."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.search.eval_shogi")
