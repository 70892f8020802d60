"""Why a minishogi move is illegal, in words a player understands: kiban.shogi.explain on 5×5."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.shogi.explain")
