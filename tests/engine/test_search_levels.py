"""Every level plays legal moves in all kinds of positions and answers within its time budget."""

import math
import random
import time

import pytest

from kiban import KibanError, shogi, xiangqi
from kiban.search import LEVELS, Searcher, best_move, get_level, think
from kiban.search.levels import Level, choose

SHOGI_MIDDLEGAME = "1ns4nb/lr1ggks1l/pp1p1p2p/2p3pp1/9/1PPPpGP1P/P1S2PNPL/1B1G5/LN1KS3R b p 41"
XIANGQI_MIDDLEGAME = "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1"
SLACK = 1.5  # seconds: a search that ignored its clock would run far over; a loaded machine may add some


def random_positions(game, count, seed):
    """Boards reached by random play from the start, 0 to 80 plies deep (games that ended excluded)."""
    rng = random.Random(seed)
    boards = []
    while len(boards) < count:
        board = game.Board()
        for _ in range(rng.randrange(0, 80)):
            moves = list(board.legal_moves)
            if not moves or board.outcome() is not None:
                break
            board.push(rng.choice(moves))
        if board.legal_moves:
            boards.append(board)
    return boards


@pytest.mark.parametrize("game", [shogi, xiangqi])
def test_search_never_returns_an_illegal_move(game):
    searcher = Searcher()
    rng = random.Random(3)
    for i, board in enumerate(random_positions(game, 25, seed=11)):
        before = board.copy()
        result = searcher.search(board, node_limit=300 + 40 * i)
        assert board.is_legal(result.move), (board, result.move)
        move = best_move(board, level=1 + i % 3, node_limit=200, rng=rng)
        assert board.is_legal(move), (board, move)
        assert board.move_stack == before.move_stack and board.key == before.key


@pytest.mark.timed  # (a time limit / a measured duration)
@pytest.mark.parametrize("board", [shogi.Board(SHOGI_MIDDLEGAME), xiangqi.Board(XIANGQI_MIDDLEGAME)],
                         ids=["shogi", "xiangqi"])
@pytest.mark.parametrize("level", LEVELS, ids=lambda lv: lv.name)
def test_each_level_answers_within_its_budget(board, level):
    start = time.perf_counter()
    result = think(board, level, rng=random.Random(1))
    elapsed = time.perf_counter() - start
    assert board.is_legal(result.move)
    assert elapsed < level.time + SLACK
    if level.depth:
        assert result.depth <= level.depth


@pytest.mark.timed  # (a time limit / a measured duration)
def test_weak_levels_vary_and_strong_levels_do_not():
    board = shogi.Board()
    rng = random.Random(5)
    weak = {think(board, 1, rng=rng).move for _ in range(8)}
    assert len(weak) > 1
    strong = {think(board, 0, time_limit=math.inf, node_limit=3000, rng=rng).move for _ in range(2)}
    assert len(strong) == 1


def test_noise_prefers_better_moves_and_never_takes_a_mated_line_over_a_good_one():
    rng = random.Random(2)
    scores = {"good": 50, "fine": 0, "blunder": -600, "mated": -29990}
    noisy = Level(1, "test", depth=1, time=1, noise=100)
    picks = [choose(scores, "good", noisy, rng) for _ in range(400)]
    assert picks.count("good") > picks.count("fine") > picks.count("blunder")
    assert "mated" not in picks
    assert choose(scores, "good", Level(1, "test", depth=1, time=1), rng) == "good"


@pytest.mark.parametrize("bad", [-1, 9, "3", 2.5, True, None])
def test_bad_levels_are_refused_clearly(bad):
    with pytest.raises(KibanError, match="level must be"):
        get_level(bad)
