"""Minishogi positions as SFEN (``rbsgk/4p/5/P4/KGSBR b - 1``): kiban.shogi.sfen on 5×5, with
minishogi's set of pieces."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.shogi.sfen")
