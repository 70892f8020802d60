"""Minishogi's the relative markers of Japanese notation: kiban.notation.shogi_relative on 5×5 squares."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.notation.shogi_relative")
