"""Minishogi moves in USI ('4e4d', '2b1a+', 'P*3c'): kiban.shogi.move on 5×5 squares."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.shogi.move")
