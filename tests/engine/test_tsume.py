"""Tsume positions: sente, the attacker, has no king. The board reads and plays them, its moves
agree with python-shogi's and cshogi's, mate ends them, and the computer solves them."""

import random

import pytest

from kiban import shogi
from kiban.errors import InvalidPositionError, KibanError
from kiban.search import Searcher
from kiban.search.mate import solve_mate
from kiban.shogi.impasse import ImpasseRule
from kiban.shogi.sfen import SET_SIZES, hand_sfen
from kiban.shogi.types import HAND_TYPES, unpromoted
from test_search_core import forced_mate

pyshogi = pytest.importorskip("shogi")
cshogi = pytest.importorskip("cshogi")

MATE_1 = "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"   # G*1b: the pawn guards the gold
MATE_1_BY_DRAGON = "1k7/5+R3/4sgn2/9/8+R/9/9/9/9 b BS 1"  # 1e1a along the empty first rank
MATE_3 = "1k3p1p1/9/P3+R4/9/9/9/9/9/9 b GN 1"        # 5c8c, 8a7a, G*7b (cshogi's mate_move(3))
OPEN = "7nl/7k1/9/7P1/9/9/9/9/9 b GSr2b3g3s3n3l17p 1"


def test_a_tsume_is_read_without_senteS_king_and_written_back():
    board = shogi.Board(MATE_1)
    assert board.king_square(0) is None and board.king_square(1) == 8
    assert board.sfen() == MATE_1 and not board.is_check()
    assert board.context().king_square is None and board.outcome() is None
    assert len(board.legal_moves) == 81  # the pawn on 1c (promoting or not) and 79 gold drops


@pytest.mark.parametrize("sfen, message", [
    ("8K/9/8p/9/9/9/9/9/9 w g 1", "gote has no king; only sente, the attacker in a tsume, may be "
                                  "without one"),
    ("9/9/9/9/9/9/9/9/9 b - 1", "gote has no king"),
    ("8k/9/9/9/9/9/9/9/3KK4 b - 1", "sente has 2 kings; a side has one at most"),
])
def test_only_sente_may_be_without_a_king(sfen, message):
    with pytest.raises(InvalidPositionError) as error:
        shogi.Board(sfen)
    assert str(error.value).startswith(message)


def test_legal_moves_match_python_shogi_and_cshogi_from_tsume_positions():
    rng = random.Random(20261124)
    positions = 0
    for start in (MATE_1, MATE_1_BY_DRAGON, MATE_3, OPEN):
        for _ in range(8):
            ours, theirs, other = shogi.Board(start, strict=False), pyshogi.Board(start), cshogi.Board(start)
            for _ in range(50):
                moves = sorted(m.usi() for m in ours.legal_moves)
                positions += 1
                assert moves == sorted(m.usi() for m in theirs.legal_moves), ours.sfen()
                assert moves == sorted(cshogi.move_to_usi(m) for m in other.legal_moves), ours.sfen()
                if not moves:
                    break
                usi = rng.choice(moves)
                for board in (ours, theirs, other):
                    board.push_usi(usi)
    assert positions > 600


def test_mating_gotes_king_wins_and_senteS_missing_king_is_never_in_check():
    board = shogi.Board(MATE_1)
    board.push_usi("G*1b")
    outcome = board.outcome()
    assert outcome.winner == 0 and outcome.termination.value == "checkmate"
    board = shogi.Board("8k/9/9/9/9/9/9/9/r8 w - 1")  # gote's rook sweeps the empty board
    board.push_usi("9i1i")
    assert not board.is_check() and len(board.legal_moves) == 0 and board.outcome().winner == 1


@pytest.mark.timed  # (a time limit / a measured duration)
@pytest.mark.parametrize("sfen, plies, first", [(MATE_1, 1, "G*1b"), (MATE_1_BY_DRAGON, 1, "1e1a"),
                                               (MATE_3, 3, "5c8c")])
def test_the_computer_solves_the_tsume(sfen, plies, first):
    board = shogi.Board(sfen)
    result = Searcher().search(board, depth=plies + 2)
    assert result.mate == plies and str(result.move) == first
    assert forced_mate(board, plies)
    if plies > 1:
        assert not forced_mate(board, plies - 2)


def test_a_king_that_is_missing_cannot_declare_impasse():
    board = shogi.Board("4k4/9/9/9/9/9/9/9/9 b 10P 1", impasse_rule=ImpasseRule.DECLARATION)
    assert board.declaration_check() == (False, "sente has no king")
    board = shogi.Board("9/9/9/9/9/9/9/9/4k4 w - 1")  # the 24-point rule: both kings must enter
    assert board.declaration_check() == (False, "sente has no king")


MATE_7 = "ln7/2k6/1ppp+P4/p8/9/9/9/9/K8 b BGN2rb3g4s2n3l13p 1"


@pytest.mark.parametrize("sfen, plies", [(MATE_1, 1), (MATE_1_BY_DRAGON, 1), (MATE_3, 3), (MATE_7, 7)])
def test_the_mate_solver_gives_the_shortest_mate_with_the_longest_defence(sfen, plies):
    board = shogi.Board(sfen, strict=False)
    solution = solve_mate(board)
    assert solution.status == "mate" and len(solution.moves) == plies
    assert board.sfen() == sfen  # left unchanged
    for i, move in enumerate(solution.moves):
        board.push(move)
        left = plies - i - 1
        if i % 2 == 1 and left > 1:  # the defender's reply holds out: no shorter mate after it
            assert not forced_mate(board, left - 2)
    assert board.outcome().winner == 0 and board.outcome().termination.value == "checkmate"


HARD = "2k6/7gg/9/3S5/3R5/9/9/9/9 b BGrbg3s4n4l18p 1"  # cshogi's df-pn: a mate in 19


@pytest.mark.timed  # (a time limit / a measured duration)
def test_the_mate_solver_proves_there_is_no_mate_or_says_it_ran_out_of_time():
    assert solve_mate(shogi.Board("8k/9/9/9/9/9/9/9/9 b P 1")).status == "nomate"  # the pawn is taken
    assert solve_mate(shogi.Board(OPEN), time_limit=5).status == "nomate"  # proven by df-pn
    assert solve_mate(shogi.Board(HARD), time_limit=0.3).status == "timeout"
    assert solve_mate(shogi.Board(MATE_7, strict=False), max_plies=5).status == "timeout"


@pytest.mark.timed  # (a time limit / a measured duration)
def test_wide_tsume_agree_with_cshogis_proof_number_search():
    """With every other piece in gote's hand (interpositions everywhere) the solver goes on to
    df-pn: a mate it finds mates for python-shogi, and where cshogi's df-pn finds a mate or
    proves there is none, ours never says the opposite."""
    rng = random.Random(99)
    reference = cshogi.DfPn()
    reference.set_max_search_node(300_000)
    decided = tried = 0
    while tried < 15:
        sfen = random_tsume(rng)
        try:
            board = shogi.Board(sfen)
        except KibanError:
            continue
        if board.is_check() or not board.legal_moves:
            continue
        full = with_the_rest_in_gotes_hand(board)
        board = shogi.Board(full)
        tried += 1
        solution = solve_mate(board, time_limit=0.5)
        theirs = reference.search(cshogi.Board(full))
        assert solution.status != ("nomate" if theirs else "mate"), full
        if solution.status == "mate":
            check = pyshogi.Board(full)
            for move in solution.moves:
                check.push_usi(move.usi())
            assert check.is_checkmate(), full
        decided += solution.status in ("mate", "nomate")
    assert decided >= 10


def with_the_rest_in_gotes_hand(board):
    """The SFEN of ``board`` with every piece of the set it does not use in gote's hand."""
    left = dict(SET_SIZES)
    for s in range(81):
        piece = board.piece_at(s)
        if piece is not None:
            left[unpromoted(piece.piece_type)] -= 1
    hands = [list(board.hand_counts(0)), [0] * 8]
    for t in HAND_TYPES:
        hands[1][t] = left[t] - hands[0][t]
    return f"{board.sfen().split()[0]} b {hand_sfen(hands)} 1"


def random_tsume(rng):
    """A small random tsume: gote's king near its corner, a few pieces of each side, sente's hand."""
    cells = ["."] * 81
    for _ in range(rng.randint(1, 3)):
        cells[rng.randrange(0, 36)] = rng.choice("pslgn")
    for _ in range(rng.randint(1, 3)):
        cells[rng.randrange(0, 45)] = rng.choice(["P", "S", "G", "+R", "+B", "L", "R", "B", "N"])
    cells[rng.choice([0, 1, 2, 4, 9, 10, 13])] = "k"
    rows = ["".join(cells[r * 9:r * 9 + 9]) for r in range(9)]
    board_text = "/".join(row for row in rows)
    for n in range(9, 0, -1):
        board_text = board_text.replace("." * n, str(n))
    hand = "".join(sorted(rng.sample("GSBRN", rng.randint(0, 2)))) or "-"
    return f"{board_text} b {hand} 1"


def test_mates_in_three_agree_with_cshogi_and_every_line_mates_for_python_shogi():
    """cshogi's mate_move(3) is incomplete (it misses some long-range mates, which python-shogi
    confirms), so every mate it finds must be found, and every line found must mate."""
    rng = random.Random(5)
    solved = tried = 0
    while tried < 200:
        sfen = random_tsume(rng)
        try:
            board = shogi.Board(sfen)
        except KibanError:  # a piece that could never move, two pawns on a file …
            continue
        if board.is_check() or not board.legal_moves:
            continue
        tried += 1
        solution = solve_mate(board, max_plies=3)
        if cshogi.Board(sfen).mate_move(3):
            assert solution.status == "mate", sfen
        if solution.status == "mate":
            solved += 1
            theirs = pyshogi.Board(sfen)
            for move in solution.moves:
                theirs.push_usi(move.usi())
            assert theirs.is_checkmate(), sfen
    assert solved >= 20
