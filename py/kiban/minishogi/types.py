"""Minishogi's colours, piece codes and squares ('5e' to '1a'): kiban.shogi.types on 5×5."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.shogi.types")
