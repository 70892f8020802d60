"""The shape and the rules of the shogi board the modules of this package are built for.

The board modules (types, tables, sfen, move, board, explain) read the board's size and the rules
that differ between shogi variants from here, never as numbers of their own. A variant such as
minishogi runs those modules' code again for its own ``variant`` module (see
:mod:`kiban.shogi.rebuild`), so it shares every line of the rules engine with 9×9 shogi.
"""

NAME = "shogi"        # the game's name in kiban.games (Board.game_name)
FILES = 9             # files 9..1 from the left, as sente sees the board
RANKS = 9             # ranks a..i from the top (gote's back rank is rank a)
ZONE_RANKS = 3        # the promotion zone: the far ranks
START_SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
# How many pieces of each unpromoted type one set holds, both sides together (by piece type:
# pawn, lance, knight, silver, bishop, rook, gold, king).
SET_SIZES = {1: 18, 2: 4, 3: 4, 4: 4, 5: 2, 6: 2, 7: 4, 8: 2}
# Who wins when a position stands for the fourth time without a perpetual check: None, a draw
# (sennichite); 0 or 1, that side.
REPETITION_WINNER = None
