"""Minishogi's move and attack tables: kiban.shogi.tables built for the 5×5 board."""

from kiban.shogi.rebuild import rebuild

rebuild(globals(), "kiban.shogi.tables")
