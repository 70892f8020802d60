"""Minishogi's Japanese and KIF notation (▲５四歩): kiban.notation.shogi_japanese on 5×5 squares."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.notation.shogi_japanese")
