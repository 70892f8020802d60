"""The search finds mates, scores game-ending rules, honours its budgets and leaves the board alone."""

import random
import time

import pytest

from kiban import shogi, xiangqi
from kiban.search import MATE, Searcher, eval_shogi, eval_xiangqi, mate_plies

pytestmark = pytest.mark.timed  # thinks under time limits or measures durations (pytest.ini)

SHOGI_MATE_1 = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"          # G*5b
SHOGI_MATE_3 = "7kl/9/6P2/9/9/9/9/9/K8 b GS 1"          # mate in 3 plies, none in 1
SHOGI_MATED = "4k4/9/9/9/9/9/4p4/4g4/4K4 b - 1"         # sente to move is checkmated
XIANGQI_MATE_1 = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"  # b0b9
XIANGQI_MATE_3 = "3ak4/9/9/9/9/9/9/8R/9/R4K3 w - - 0 1"  # mate in 3 plies, none in 1
XIANGQI_MATED = "3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1"  # black to move has no legal move


def forced_mate(board, plies):
    """Whether the side to move mates within ``plies`` (odd) plies, checking moves only."""
    for m in board.legal_codes():
        board.make_code(m)
        mated = False
        if board.is_check():
            replies = board.legal_codes()
            mated = not replies
            if replies and plies > 1:
                mated = True
                for r in replies:
                    board.make_code(r)
                    ok = forced_mate(board, plies - 2)
                    board.unmake_code()
                    if not ok:
                        mated = False
                        break
        board.unmake_code()
        if mated:
            return True
    return False


def text(board):
    return board.sfen() if isinstance(board, shogi.Board) else board.fen()


@pytest.mark.parametrize("board, move", [
    (shogi.Board(SHOGI_MATE_1), "G*5b"), (xiangqi.Board(XIANGQI_MATE_1), "b0b9")])
def test_mate_in_one_is_found_at_once(board, move):
    start = time.perf_counter()
    result = Searcher().search(board, time_limit=10)
    assert str(result.move) == move
    assert result.mate == 1 and result.score == MATE - 1
    assert time.perf_counter() - start < 1.0  # a proven mate ends the search early


@pytest.mark.parametrize("board", [shogi.Board(SHOGI_MATE_3), xiangqi.Board(XIANGQI_MATE_3)])
def test_mate_in_three_plies_is_found(board):
    assert not forced_mate(board, 1)
    result = Searcher().search(board, time_limit=10)
    assert result.mate == 3
    board.push(result.move)
    assert all(forced_mate(_after(board, reply), 1) for reply in list(board.legal_moves))


def _after(board, move):
    board = board.copy()
    board.push(move)
    return board


@pytest.mark.parametrize("board", [shogi.Board(SHOGI_MATED), xiangqi.Board(XIANGQI_MATED)])
def test_no_legal_move_gives_no_move_and_a_lost_score(board):
    result = Searcher().search(board, time_limit=1)
    assert result.move is None
    assert result.mate == 0 and result.score == -MATE


def test_shogi_perpetual_check_scores_as_a_loss_for_the_checker():
    board = shogi.Board("8k/9/9/9/9/9/9/7R1/K8 b - 1")
    for usi in ("2h1h", "1a2a", "1h2h", "2a1a"):  # every sente move gave check
        board.push_usi(usi)
    scores = Searcher().search(board, depth=2, root_margin=10 ** 6).root_scores
    repeat = shogi.Move.from_usi("2h1h")
    assert scores[repeat] == -MATE + 1
    assert all(s > 0 for m, s in scores.items() if m.usi() in ("9i8i", "2h3h"))


def test_xiangqi_perpetual_check_scores_as_a_loss_and_plain_repetition_as_a_draw():
    board = xiangqi.Board("3k5/9/9/9/4R4/9/9/9/9/5K3 w - - 0 1")
    for uci in ("e5d5", "d9e9", "d5e5", "e9d9"):
        board.push_uci(uci)
    scores = Searcher().search(board, depth=2, root_margin=10 ** 6).root_scores
    assert scores[xiangqi.Move.from_uci("e5d5")] == -MATE + 1
    quiet = xiangqi.Board("3k5/9/9/9/4R4/9/9/9/9/5K3 w - - 0 1")
    for uci in ("f0f1", "d9d8", "f1f0", "d8d9", "f0f1", "d9d8"):  # no checks: a plain repetition
        quiet.push_uci(uci)
    scores = Searcher().search(quiet, depth=2, root_margin=10 ** 6).root_scores
    assert scores[xiangqi.Move.from_uci("f1f0")] == 0
    assert scores[xiangqi.Move.from_uci("e5e4")] > 500


def test_xiangqi_perpetual_chase_scores_as_a_loss_for_the_chaser():
    board = xiangqi.Board("4k4/9/1c7/9/9/9/R8/9/9/3K5 w - - 0 1")
    for uci in ("a3b3", "b7a7", "b3a3", "a7b7"):  # every red move attacks the unprotected cannon anew
        board.push_uci(uci)
    scores = Searcher().search(board, depth=2, root_margin=10 ** 6).root_scores
    assert scores[xiangqi.Move.from_uci("a3b3")] == -MATE + 1
    assert scores[xiangqi.Move.from_uci("a3a2")] > 500


@pytest.mark.parametrize("board", [shogi.Board(), xiangqi.Board()])
def test_search_leaves_the_board_unchanged_and_reports_progress(board):
    before, stack = text(board), board.move_stack
    infos = []
    result = Searcher().search(board, depth=4, on_info=infos.append)
    assert text(board) == before and board.move_stack == stack
    assert [i.depth for i in infos] == [1, 2, 3, 4]
    assert all(i.nodes > 0 and i.pv for i in infos)
    assert infos[-1].pv[0] == result.move and result.depth == 4
    replay = board.copy()
    for move in infos[-1].pv:  # the principal variation is a legal line
        replay.push(move)


@pytest.mark.parametrize("board", [shogi.Board(), xiangqi.Board()])
def test_budgets_and_the_stop_callback_end_the_search(board):
    start = time.perf_counter()
    result = Searcher().search(board, time_limit=0.3)
    assert time.perf_counter() - start < 0.6 and board.is_legal(result.move)
    result = Searcher().search(board, node_limit=3000)
    assert result.nodes < 3000 + 600 and board.is_legal(result.move)
    calls = []
    stop_after = lambda: calls.append(1) or len(calls) > 3  # noqa: E731
    start = time.perf_counter()
    result = Searcher().search(board, should_stop=stop_after)
    assert time.perf_counter() - start < 0.5 and board.is_legal(result.move)
    assert text(board) == text(board.copy())


@pytest.mark.parametrize("game, adapter", [(shogi, eval_shogi), (xiangqi, eval_xiangqi)])
def test_incremental_material_matches_a_full_recount(game, adapter):
    rng = random.Random(7)
    for _ in range(6):
        board = game.Board()
        e = adapter.material(board)
        for _ in range(120):
            moves = board.legal_codes()
            if not moves:
                break
            m = rng.choice(moves)
            e += adapter.delta(board, m)
            board.make_code(m)
            assert e == adapter.material(board)


def test_mate_plies_decodes_scores():
    assert mate_plies(MATE - 3) == 3 and mate_plies(-MATE + 2) == -2 and mate_plies(150) is None
