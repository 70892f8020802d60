"""Minishogi's Western notation (P-54, Sx23+): kiban.notation.shogi_western on 5×5 squares."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.notation.shogi_western")
