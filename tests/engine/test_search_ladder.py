"""The ladder of 8 levels: fewer mistakes on every rung, in each game's own ladder, weak levels
that blunder the way a beginner does (a free piece missed now and then, never a random move),
full strength off the ladder, and choices fixed by the game's seed so a game replays the same."""

import math
from dataclasses import replace

import pytest

from kiban import KibanError, games, shogi, xiangqi
from kiban.search import LEVELS, Searcher, think
from kiban.search.levels import (FULL_STRENGTH, NAMES, OLD_LEVELS, Level, choose, from_old_level, get_level,
                                 ladder, level_rng)

pytestmark = pytest.mark.timed  # thinks under time limits or measures durations (pytest.ini)

# Positions where the side to move can take a piece for nothing, and the capture.
FREE_CAPTURES = [
    (shogi, "4k4/9/9/9/9/4b4/4P4/9/4K4 b - 1", "5g5f"),               # a pawn takes a bishop
    (shogi, "4k4/9/9/9/9/3r5/4S4/9/4K4 b - 1", "5g6f"),               # a silver takes a rook
    (shogi, "ln1gk2nl/1r4sb1/p1pppp1pp/1p4p2/9/2P2bP2/PP1PPP1PP/1S5R1/LN1GKGSNL b - 1", "4g4f"),
    (xiangqi, "4k4/9/9/9/9/4r4/4P4/9/9/4K4 w - - 0 1", "e3e4"),       # a pawn takes a chariot
    (xiangqi, "3k5/9/9/9/9/2n6/9/2R6/9/4K4 w - - 0 1", "c2c4"),       # a chariot takes a horse
    (xiangqi, "r1bakabnr/9/1c5c1/p1p1p1p1p/9/4n4/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "e3e4"),
]
SEEDS = range(12)
INFINITE = 99


def text(game, move):
    return move.usi() if game is shogi else move.uci()


def errors(level):
    """How much a level misjudges: its noise and its expected blunder (chance x size)."""
    return level.noise, level.blunder_chance * level.blunder_size


@pytest.mark.parametrize("name", ["shogi", "xiangqi", "minishogi"])
def test_each_rung_errs_less_than_the_one_below_in_every_game(name):
    rungs = ladder(games.get(name))
    assert [lv.number for lv in rungs] == list(range(1, 9))
    assert [lv.name for lv in rungs] == list(NAMES)
    for lower, higher in zip(rungs, rungs[1:]):
        assert (higher.depth, higher.time) == (lower.depth, lower.time) == (1, 1.0)
        assert errors(higher) < errors(lower) and all(h <= lo for h, lo in zip(errors(higher), errors(lower)))
    assert errors(rungs[-1]) > (0, 0), "the top rung still errs: full strength is far above the ladder"


def test_a_game_descriptor_gives_its_own_rungs_and_the_board_picks_them():
    xiangqi_game, shogi_game = games.get("xiangqi"), games.get("shogi")
    assert ladder(xiangqi_game) != ladder(shogi_game) and ladder(shogi_game) == LEVELS
    assert [(lv.noise, lv.blunder_chance, lv.blunder_size) for lv in ladder(xiangqi_game)] == list(xiangqi_game.levels)
    assert get_level(4, xiangqi_game) == ladder(xiangqi_game)[3] and get_level(0, xiangqi_game) == FULL_STRENGTH
    fen = "r1bakabnr/9/1c5c1/p1p1p1p1p/9/4n4/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    for seed in range(4):  # the board's own ladder: the same choices as its game's Level given outright
        assert think(xiangqi.Board(fen), 3, seed=seed).move == think(xiangqi.Board(fen), get_level(3, xiangqi_game),
                                                                     seed=seed).move


@pytest.mark.parametrize("game, fen", [(shogi, "ln1gk2nl/1r4sb1/p1pppp1pp/1p4p2/9/2P2bP2/PP1PPP1PP/1S5R1/LN1GKGSNL b - 1"),
                                       (xiangqi, "r1bakabnr/9/1c5c1/p1p1p1p1p/9/4n4/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")],
                         ids=["shogi", "xiangqi"])
def test_the_rungs_look_one_ply_ahead_and_full_strength_deeper(game, fen):
    rungs = [replace(lv, time=math.inf) for lv in (LEVELS[0], LEVELS[-1])]  # (a busy machine's clock aside)
    assert [think(game.Board(fen), lv).depth for lv in rungs] == [1, 1]
    assert think(game.Board(fen), FULL_STRENGTH, time_limit=math.inf, depth=3).depth == 3


@pytest.mark.parametrize("game, fen, capture", FREE_CAPTURES, ids=[f"{g.__name__[6:]}-{c}" for g, _, c in FREE_CAPTURES])
def test_full_strength_never_misses_a_free_piece(game, fen, capture):
    board = game.Board(fen)  # without misjudging: every seed plays the same
    assert text(game, think(board, 0, seed=3, time_limit=0.5).move) == capture


def test_level_one_misses_a_free_piece_sometimes_and_takes_it_more_often_than_by_chance():
    taken = missed = chance = 0
    for game, fen, capture in FREE_CAPTURES:
        board = game.Board(fen)
        chance += len(SEEDS) / len(list(board.legal_moves))
        for seed in SEEDS:
            move = think(board, 1, seed=seed).move
            assert board.is_legal(move)
            taken += text(game, move) == capture
            missed += text(game, move) != capture
    assert missed >= 3, "level 1 should miss a free piece now and then"
    assert taken > 3 * chance, "level 1 should play like a beginner, not at random"


def test_the_top_rung_takes_a_free_piece_far_more_often_than_level_one():
    def taken(level):
        return sum(text(game, think(game.Board(fen), level, seed=seed).move) == capture
                   for game, fen, capture in FREE_CAPTURES for seed in SEEDS)
    top, bottom = taken(8), taken(1)
    assert top >= 0.8 * len(FREE_CAPTURES) * len(SEEDS) and top > bottom


def test_the_same_seed_plays_the_same_game_and_another_seed_another():
    def game_with(seed):
        board, searcher, moves = shogi.Board(), Searcher(), []
        for ply in range(12):
            move = think(board, 1 + ply % 3, searcher=searcher, seed=seed).move
            moves.append(move.usi())
            board.push(move)
        return moves

    first = game_with(7)
    assert game_with(7) == first
    assert any(game_with(seed) != first for seed in (8, 9))


def test_a_blunder_loses_about_its_size_and_noise_confuses_only_close_moves():
    scores = {"best": 100, "slip": 60, "piece": -420, "rook": -900, "mated": -29990}
    blunderer = Level(1, "test", depth=1, time=1, noise=0, blunder_chance=1.0, blunder_size=500)
    assert choose(scores, "best", blunderer, level_rng(shogi.Board(), 0)) == "piece"
    careful = Level(2, "test", depth=1, time=1, noise=20)
    picks = [choose(scores, "best", careful, level_rng(shogi.Board(), seed)) for seed in range(60)]
    assert set(picks) == {"best", "slip"} and picks.count("best") > picks.count("slip")
    assert choose(scores, "best", FULL_STRENGTH, level_rng(shogi.Board(), 0)) == "best"


def test_old_level_numbers_map_onto_the_ladder_in_order():
    assert sorted(OLD_LEVELS) == [1, 2, 3, 4, 5]
    mapped = [from_old_level(n) for n in range(1, 6)]
    assert mapped == sorted(mapped) and mapped[-1] == len(LEVELS)
    for bad in (0, 6, "3", True):
        with pytest.raises(KibanError, match="level must be"):
            from_old_level(bad)
