"""Minishogi against Fairy-Stockfish (``pyffish``, a dev dependency), an independent engine: the
legal moves and positions along seeded random games, chosen positions for each rule, and perft.

Each pyffish call costs about 10 ms (it sets a position up from text every time), so the tests
ask it about a few hundred positions, not thousands.

Fairy-Stockfish offers a pawn drop that checkmates and scores the position after it as won by
the mated side; for Kiban, as for shogi players, such a drop is illegal (uchifuzume). That is the
one difference allowed, and each time Fairy-Stockfish must agree the drop mates.
"""

import random

import pytest

from kiban import minishogi

sf = pytest.importorskip("pyffish")

VARIANT = "minishogi"
LETTERS = "abcdefghi"  # Fairy-Stockfish's file letters from sente's left, USI's rank letters
# Published perft counts of the start position (Fairy-Stockfish's own perft), depths 1 to 4
# (depth 5 is 533203: Kiban counts it too, in seconds more than this file may take).
PUBLISHED_PERFT = (14, 181, 2512, 35401)


def fairy_square(usi_square, size=5):
    """Fairy-Stockfish's name of a USI square of a size×size board: '5e' -> 'a1', '1a' -> 'e5'."""
    return f"{LETTERS[size - int(usi_square[0])]}{size - LETTERS.index(usi_square[1])}"


def fairy_move(usi, size=5):
    """A USI move in Fairy-Stockfish's notation: '5d5c' -> 'a2a3', 'P*3c' -> 'P@c3' (5×5)."""
    if usi[1] == "*":
        return f"{usi[0]}@{fairy_square(usi[2:], size)}"
    return fairy_square(usi[:2], size) + fairy_square(usi[2:4], size) + usi[4:]


def fairy_fen(sfen):
    """Fairy-Stockfish's FEN of an SFEN: the same board, the hand in brackets, sente is 'w'."""
    board, side, hand = sfen.split()[:3]
    return f"{board}[{'' if hand == '-' else hand}] {'w' if side == 'b' else 'b'} - - 0 1"


def position_of(fen):
    """Board, side to move and the hand as sorted letters ('2Gb' -> 'GGb'): the two engines
    write a hand differently."""
    board, side = fen.split()[:2]
    placement, _, hand = board.partition("[")
    letters, count = [], ""
    for char in hand.rstrip("]").strip("-"):
        if char.isdigit():
            count += char
        else:
            letters += char * int(count or 1)
            count = ""
    return placement, side, "".join(sorted(letters))


def ours(board):
    """Kiban's legal moves, in Fairy-Stockfish's notation."""
    return {fairy_move(move.usi()) for move in board.legal_moves}


def fairy_mates_by_pawn_drop(fen, move):
    """Whether Fairy-Stockfish finds ``move`` a pawn drop that leaves no legal reply."""
    return move.startswith("P@") and not sf.legal_moves(VARIANT, fen, [move])


def assert_same_moves(board, fen):
    """Kiban's legal moves in ``board`` are Fairy-Stockfish's in ``fen`` but the pawn drops that
    mate; returns Fairy-Stockfish's moves."""
    mine, fairy = ours(board), set(sf.legal_moves(VARIANT, fen, []))
    assert mine <= fairy, f"{board.sfen()}: only Kiban allows {sorted(mine - fairy)}"
    for move in fairy - mine:
        assert fairy_mates_by_pawn_drop(fen, move), f"{board.sfen()}: Kiban refuses {move}"
    return fairy


def fairy_perft(fen, depth, path=()):
    """Perft by Fairy-Stockfish from ``fen`` after the moves ``path``, pawn-drop mates left out
    (deeper than the last ply they count nothing anyway: no move follows them)."""
    moves = sf.legal_moves(VARIANT, fen, list(path))
    if depth == 1:
        return sum(not (move.startswith("P@") and not sf.legal_moves(VARIANT, fen, [*path, move]))
                   for move in moves)
    return sum(fairy_perft(fen, depth - 1, path + (move,)) for move in moves)


def test_the_start_position_is_fairy_stockfishs():
    start = minishogi.Board()
    assert position_of(fairy_fen(start.sfen())) == position_of(sf.start_fen(VARIANT))
    assert ours(start) == set(sf.legal_moves(VARIANT, sf.start_fen(VARIANT), []))


def test_legal_moves_and_positions_match_along_seeded_random_games():
    rng = random.Random(20261127)
    seen = dict.fromkeys(("drop", "promotion", "check", "capture"), 0)
    positions = 0
    for _ in range(6):
        board, fen = minishogi.Board(), sf.start_fen(VARIANT)
        for _ in range(40):
            assert_same_moves(board, fen)
            assert position_of(fairy_fen(board.sfen())) == position_of(fen)
            positions += 1
            seen["check"] += board.is_check()
            if not board.legal_moves or board.is_game_over():
                break
            move = rng.choice(sorted(board.legal_moves, key=str))
            seen["drop"] += move.drop is not None
            seen["promotion"] += move.promotion
            seen["capture"] += move.drop is None and board.piece_at(move.to_square) is not None
            board.push(move)
            fen = sf.get_fen(VARIANT, fen, [fairy_move(move.usi())])
    assert positions > 200
    assert min(seen.values()) > 0, seen


# Positions for single rules: (SFEN, what it shows).
RULES = [
    ("4k/2G2/3S1/5/K4 b P 1", "a pawn drop that mates is refused (uchifuzume)"),
    ("4k/2G2/5/5/K4 b P 1", "a pawn drop that checks but does not mate is allowed"),
    ("k4/5/P4/5/4K b P 1", "nifu: no second unpromoted pawn on file 5"),
    ("k4/5/+P4/5/4K b P 1", "a tokin does not count for nifu"),
    ("k4/2P2/5/5/4K b - 1", "a pawn reaching the last rank must promote"),
    ("k4/5/2S2/5/4K b - 1", "a silver promotes only when it moves to or from the last rank"),
    ("k4/4B/5/5/4K b - 1", "a bishop leaving the zone may promote"),
    ("4k/5/5/5/K4 b RBGSP 1", "drops of every hand piece; the pawn not on the last rank"),
    ("2k2/5/2r2/5/2K2 b B 1", "in check: block by a drop or move the king"),
    ("2k2/5/1b3/2S2/2K2 b - 1", "a pinned silver moves only along the pin"),
    ("2k2/5/5/2p2/K4 w - 1", "gote's pawn promotes on rank e"),
]


@pytest.mark.parametrize("sfen, shows", RULES, ids=[shows for _, shows in RULES])
def test_each_rule_as_fairy_stockfish_plays_it(sfen, shows):
    assert_same_moves(minishogi.Board(sfen), fairy_fen(sfen))


def test_the_mating_pawn_drop_is_the_one_left_out():
    def drops(sfen):
        return {m.usi() for m in minishogi.Board(sfen).legal_moves if m.drop is not None}
    assert "P*1b" not in drops(RULES[0][0])
    assert drops(RULES[0][0]) | {"P*1b", "P*2c"} == drops(RULES[1][0])
    assert fairy_mates_by_pawn_drop(fairy_fen(RULES[0][0]), fairy_move("P*1b"))


def test_perft_from_the_start_equals_fairy_stockfishs_and_the_published_counts():
    board = minishogi.Board()
    assert [board.perft(depth) for depth in (1, 2, 3)] == [fairy_perft(sf.start_fen(VARIANT), depth)
                                                         for depth in (1, 2, 3)]
    assert [board.perft(depth) for depth in range(1, 5)] == list(PUBLISHED_PERFT)


@pytest.mark.parametrize("sfen", ["r1s1k/2g1p/1b3/P1S2/K1GBR w - 5", "rb1gk/4p/5/P1S2/KG1BR w S 4",
                                  "1bsgk/4p/R4/P4/KGSB1 w r 6", "4k/2G2/3S1/5/K4 b P 1"])
def test_perft_of_middle_games_with_pieces_in_hand_equals_fairy_stockfishs(sfen):
    assert minishogi.Board(sfen).perft(2) == fairy_perft(fairy_fen(sfen), 2)
