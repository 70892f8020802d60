"""Minishogi's what the notation styles share (squares, piece names): kiban.notation.shogi_common on 5×5 squares."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.notation.shogi_common")
