"""Minishogi's board and the rules that differ from shogi's (see :mod:`kiban.shogi.variant`).

Minishogi (五々将棋, Shigenobu Kusumoto, about 1970) is shogi on 5×5 squares with one king, gold,
silver, bishop, rook and pawn a side, as Lishogi, pychess-variants and Fairy-Stockfish play it: the
promotion zone is the far rank only; nifu, no pawn-drop mate, drops and forced promotion as in
shogi; a perpetual check loses for the side giving it, and any other fourth repetition is a win
for gote (sente, who moved first, loses). There is no impasse rule.
"""

NAME = "minishogi"
FILES = 5
RANKS = 5
ZONE_RANKS = 1
START_SFEN = "rbsgk/4p/5/P4/KGSBR b - 1"
# One pawn, silver, bishop, rook, gold and king a side; no lance, no knight.
SET_SIZES = {1: 2, 2: 0, 3: 0, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2}
REPETITION_WINNER = 1
