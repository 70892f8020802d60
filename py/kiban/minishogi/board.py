"""The minishogi board: kiban.shogi.board's Board with minishogi's tables and rules (see
:mod:`kiban.minishogi.variant`): legal moves, make/unmake, perft and outcome."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.shogi.board")
