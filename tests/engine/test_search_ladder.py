"""The ladder of 8 levels: more search and fewer mistakes on every rung, weak levels that blunder
the way a beginner does (a free piece missed now and then, never a random move), and choices
fixed by the game's seed so a game replays the same."""

import math
from dataclasses import replace

import pytest

from kiban import KibanError, shogi, xiangqi
from kiban.search import LEVELS, Searcher, think
from kiban.search.levels import OLD_LEVELS, Level, choose, from_old_level, level_rng

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


def test_each_rung_searches_at_least_as_much_and_errs_less_or_searches_more():
    assert [lv.number for lv in LEVELS] == list(range(1, 9))
    for lower, higher in zip(LEVELS, LEVELS[1:]):
        low_depth, high_depth = lower.depth or INFINITE, higher.depth or INFINITE
        assert high_depth >= low_depth and higher.time >= lower.time
        more_search = (high_depth, higher.time) > (low_depth, lower.time)
        fewer_errors = errors(higher) < errors(lower) and all(
            h <= lo for h, lo in zip(errors(higher), errors(lower)))
        assert more_search or fewer_errors, (lower, higher)
    assert errors(LEVELS[-1]) == (0, 0) and LEVELS[-1].depth is None


@pytest.mark.parametrize("game, fen", [(shogi, "ln1gk2nl/1r4sb1/p1pppp1pp/1p4p2/9/2P2bP2/PP1PPP1PP/1S5R1/LN1GKGSNL b - 1"),
                                       (xiangqi, "r1bakabnr/9/1c5c1/p1p1p1p1p/9/4n4/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")],
                         ids=["shogi", "xiangqi"])
def test_each_capped_level_searches_to_its_depth_and_the_depths_grow(game, fen):
    capped = [replace(lv, time=math.inf) for lv in LEVELS if lv.depth]  # (a busy machine's clock aside)
    depths = [think(game.Board(fen), lv).depth for lv in capped]
    assert depths == [lv.depth for lv in capped]
    assert depths == sorted(depths) and depths[-1] > depths[0]


@pytest.mark.parametrize("game, fen, capture", FREE_CAPTURES, ids=[f"{g.__name__[6:]}-{c}" for g, _, c in FREE_CAPTURES])
def test_the_strongest_levels_never_miss_a_free_piece(game, fen, capture):
    board = game.Board(fen)
    for level in (7, 8):  # without misjudging: every seed plays the same
        assert text(game, think(board, level, seed=level, time_limit=0.5).move) == capture


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
    assert choose(scores, "best", LEVELS[-1], level_rng(shogi.Board(), 0)) == "best"


def test_old_level_numbers_map_onto_the_ladder_in_order():
    assert sorted(OLD_LEVELS) == [1, 2, 3, 4, 5]
    mapped = [from_old_level(n) for n in range(1, 6)]
    assert mapped == sorted(mapped) and mapped[-1] == len(LEVELS)
    for bad in (0, 6, "3", True):
        with pytest.raises(KibanError, match="level must be"):
            from_old_level(bad)
