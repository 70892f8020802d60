"""The pieces that make the search fast: board-kept piece counts, the xiangqi evaluation with its
palace term folded into the piece-square tables, the evaluation cache and the staged hash move."""

import random

import pytest

from kiban import shogi, xiangqi
from kiban.search import Searcher, adapter, eval_shogi, eval_xiangqi
from kiban.search import searcher as searcher_module
from kiban.shogi.tables import RAYS as SHOGI_RAYS
from kiban.xiangqi.tables import HORSE_MOVES, RAYS
from kiban.xiangqi.types import ADVISOR, CHARIOT, ELEPHANT, HORSE

POSITIONS = {
    shogi: ["lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 1",
            "ln1g3nl/1ks1g1r2/1ppp1s1p1/p3ppp1p/9/P1PPP1P1P/1PSGSP3/1KG4R1/LN5NL b Bb 1"],
    xiangqi: ["r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
              "2bakab2/9/2n1c1n2/p1p1p1p1p/4r4/2P3P2/P3P3P/1C2B1NC1/4A4/2BAK1R2 w - - 0 1"],
}


def random_walk(game, seed, plies=160):
    """Yield a board after each of up to ``plies`` random legal moves; some moves are taken back."""
    rng = random.Random(seed)
    board = game.Board()
    for _ in range(plies):
        codes = board.legal_codes()
        if not codes:
            return
        board.make_code(rng.choice(codes))
        if rng.random() < 0.2 and len(board.last_codes(1)):
            board.unmake_code()
        yield board


@pytest.mark.parametrize("game", [shogi, xiangqi])
def test_piece_counts_follow_every_move_and_take_back(game):
    checked = 0
    for seed in range(12):
        for board in random_walk(game, seed):
            sq = board.squares
            assert board.piece_counts == [sq.count(code) if code else 0 for code in range(len(board.piece_counts))]
            checked += 1
    copy = board.copy()
    copy.make_code(copy.legal_codes()[0])
    assert board.piece_counts == [board.squares.count(c) if c else 0 for c in range(len(board.piece_counts))]
    assert checked > 1000


def ray_reach(sq, rays):
    """How many squares a piece reaches along ``rays``: the empty ones and the first piece hit."""
    reach = 0
    for ray in rays:
        for to in ray:
            reach += 1
            if sq[to]:
                break
    return reach


def reference_shogi_evaluation(board):
    """The shogi evaluation written plainly from its weights: material, piece-square and hand values,
    pieces around each king, enemy hand pieces against its open squares, slider mobility."""
    sq = board.squares
    sign = (1, -1)
    score = eval_shogi.material(board)
    for c in (0, 1):
        k = board.king_square(c)
        ring1 = [sq[s] for s in eval_shogi.RING1[k]]
        ring2 = [sq[s] for s in eval_shogi.RING2[k]]
        score += sum(eval_shogi.SAFETY_1[c][code] for code in ring1)
        score += sum(eval_shogi.SAFETY_2[c][code] for code in ring2)
        enemy_hand = board.hand(c ^ 1)
        threat = sum(eval_shogi.HAND_THREAT[t] * n for t, n in enemy_hand.items())
        score -= sign[c] * threat * (ring1.count(0) + 2)
    for s, code in enumerate(sq):
        if code & 15 in eval_shogi.MOBILITY:
            score += sign[code >> 4] * eval_shogi.MOBILITY[code & 15] * ray_reach(sq, SHOGI_RAYS[code][s])
    return (score if board.turn == 0 else -score) + eval_shogi.TEMPO


def test_shogi_evaluation_equals_the_plain_reference():
    for seed in range(8):
        for board in random_walk(shogi, seed, 120):
            assert eval_shogi.evaluate(board, eval_shogi.material(board)) == reference_shogi_evaluation(board)


def reference_xiangqi_evaluation(board):
    """The xiangqi evaluation written plainly from its weights: material and piece-square values,
    enemy attackers in each palace zone, missing guards, chariot and horse mobility."""
    sq = board.squares
    sign = (1, -1)
    score = sum(eval_xiangqi.VAL[code][s] - sign[code >> 3] * eval_xiangqi._zone_attack(code & 7, code >> 3, s)
                for s, code in enumerate(sq) if code)
    for c in (0, 1):
        for s in eval_xiangqi.ZONE[c]:
            code = sq[s]
            if code and code >> 3 != c:
                score -= sign[c] * eval_xiangqi.PALACE_ATTACK.get(code & 7, 0)
        if CHARIOT | (c ^ 1) << 3 in sq:
            guards = sq.count(ADVISOR | c << 3) + sq.count(ELEPHANT | c << 3)
            score -= sign[c] * eval_xiangqi.MISSING_GUARD * (4 - guards)
        reach = sum(ray_reach(sq, RAYS[s]) for s, code in enumerate(sq) if code == CHARIOT | c << 3)
        jumps = sum(1 for s, code in enumerate(sq) if code == HORSE | c << 3
                    for leg, _ in HORSE_MOVES[s] if not sq[leg])
        score += sign[c] * (eval_xiangqi.MOBILITY[CHARIOT] * reach + eval_xiangqi.MOBILITY[HORSE] * jumps)
    return (score if board.turn == 0 else -score) + eval_xiangqi.TEMPO


def test_xiangqi_evaluation_equals_the_plain_reference():
    for seed in range(8):
        for board in random_walk(xiangqi, seed, 120):
            assert eval_xiangqi.evaluate(board, eval_xiangqi.material(board)) == \
                reference_xiangqi_evaluation(board)


def test_palace_attackers_are_scored_in_the_piece_square_table():
    board = xiangqi.Board("4k4/9/9/9/9/9/9/9/2R6/3K5 w - - 0 1")   # a red chariot on c1, at home
    deep = xiangqi.Board("4k4/2R6/9/9/9/9/9/9/9/3K5 w - - 0 1")   # on c8, in black's palace zone
    gain = eval_xiangqi.material(deep) - eval_xiangqi.material(board)
    bonus = eval_xiangqi._bonus(CHARIOT, 0, 74) - eval_xiangqi._bonus(CHARIOT, 0, 11)
    assert gain == bonus + eval_xiangqi.PALACE_ATTACK[CHARIOT]


@pytest.mark.parametrize("game", [shogi, xiangqi])
def test_the_evaluation_cache_changes_no_result(game, monkeypatch):
    """Searches with the cache and with a cache that forgets every entry at once agree exactly."""
    for text in POSITIONS[game]:
        cached = Searcher().search(game.Board(text), depth=4)
        monkeypatch.setattr(searcher_module, "EVAL_ENTRIES", 0)
        forgetful = Searcher().search(game.Board(text), depth=4)
        monkeypatch.undo()
        assert (cached.move, cached.score, cached.nodes) == (forgetful.move, forgetful.score, forgetful.nodes)


@pytest.mark.parametrize("game", [shogi, xiangqi])
def test_a_hash_move_cutoff_spares_the_move_generation(game, monkeypatch):
    """On a second search of the same position the hash moves are tried before any generation, so
    few positions generate their quiet moves, and the answer stays the same."""
    board = game.Board(POSITIONS[game][0])
    searcher = Searcher()
    first = searcher.search(board, depth=4)
    calls = []
    for name in ("legal_codes", "quiet_codes"):
        original = getattr(type(board), name)
        monkeypatch.setattr(type(board), name,
                            lambda self, original=original: calls.append(1) or original(self))
    second = searcher.search(board, depth=4)
    assert second.move == first.move
    assert len(calls) < second.nodes / 10


@pytest.mark.parametrize("game", [shogi, xiangqi])
def test_staged_generation_changes_no_result(game, monkeypatch):
    """Leaving out the quiet moves but promotions where a futile node would not try them, and
    generating captures and quiet moves apart, give the very search that all legal moves ordered at
    once gave."""
    for text in POSITIONS[game]:
        staged = Searcher().search(game.Board(text), depth=4)

        def all_at_once(self, b, hash_move, ply, tactical_only):
            moves = b.legal_codes()
            if hash_move:
                moves.remove(hash_move)
            return ([hash_move] if hash_move else []) + self._order(b, moves, 0, ply)

        monkeypatch.setattr(Searcher, "_staged_moves", all_at_once)
        whole = Searcher().search(game.Board(text), depth=4)
        monkeypatch.undo()
        assert (staged.move, staged.score, staged.nodes) == (whole.move, whole.score, whole.nodes)


def full_sort_order(game_adapter, board, moves, history, killers):
    """The quiet moves' search order by its definition: a stable sort on every move's key."""
    keys = adapter.order_values(game_adapter, board, moves, history)
    for killer in killers:
        if killer in moves and keys[moves.index(killer)] < searcher_module.KILLER_ORDER:
            keys[moves.index(killer)] = searcher_module.KILLER_ORDER
    return [m for _, m in sorted(zip(keys, moves), key=lambda pair: pair[0], reverse=True)]


@pytest.mark.parametrize("game, game_adapter", [(shogi, eval_shogi), (xiangqi, eval_xiangqi)])
def test_quiet_moves_are_ordered_as_a_full_sort_orders_them(game, game_adapter):
    rng = random.Random(5)
    compared = promoting = 0
    for seed in range(6):
        for board in random_walk(game, seed, plies=120):
            moves = board.quiet_codes()
            if len(moves) < 2:
                continue
            history = {m: rng.choice((1, 4, 9, 9, 25)) for m in rng.sample(moves, len(moves) // 3)}
            killers = rng.sample(moves, 2) if rng.random() < 0.7 else [0, rng.choice(moves)]
            ordered = adapter.quiet_order(game_adapter, board, list(moves), history, killers)
            assert ordered == full_sort_order(game_adapter, board, moves, history, killers)
            compared += 1
            promoting += any(m & game_adapter.PROMOTE for m in moves) if game_adapter.PROMOTE else 0
    assert compared > 500 and (promoting > 50 or game is xiangqi)
