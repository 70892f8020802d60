"""The xiangqi board's move stages: captures and quiet moves split the legal moves exactly, each in the
order of the legal moves, so that a search may generate the quiet moves only when the captures did not
settle a position."""

import random

from kiban import xiangqi

FENS = [
    xiangqi.START_FEN,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "2bakab2/9/2n1c1n2/p1p1p1p1p/4r4/2P3P2/P3P3P/1C2B1NC1/4A4/2BAK1R2 w - - 0 1",
    "4k4/9/4c4/9/9/9/4N4/4R4/3C5/4K4 w - - 0 1",
]


def playout_positions(fen, games, seed):
    """The positions of random games from ``fen`` (captures preferred half the time)."""
    rng = random.Random(seed)
    for _ in range(games):
        board = xiangqi.Board(fen)
        for _ in range(rng.randint(10, 150)):
            codes = board.legal_codes()
            if not codes:
                break
            captures = board.capture_codes()
            board.push(board.move_of(rng.choice(captures if captures and rng.random() < 0.5 else codes)))
            yield board


def test_captures_and_quiet_moves_split_the_legal_moves_along_random_games():
    seen = checks = 0
    for index, fen in enumerate(FENS):
        for board in playout_positions(fen, games=8, seed=index):
            captures, quiets = board.capture_codes(), board.quiet_codes()
            legal = board.legal_codes()
            assert len(legal) == len(set(legal)), board.fen()
            assert captures == [m for m in legal if board.squares[m & 127]], board.fen()
            assert quiets == [m for m in legal if not board.squares[m & 127]], board.fen()
            seen += 1
            checks += board.is_check()
    assert seen > 1000 and checks > 30


def test_in_check_the_quiet_moves_are_only_the_parries():
    board = xiangqi.Board("4k4/9/9/9/4r4/9/9/9/9/3AK4 w - - 0 1")  # the chariot on e5 checks
    assert board.is_check()
    assert board.capture_codes() == []
    assert sorted(board.move_of(m).uci() for m in board.quiet_codes()) == ["d0e1", "e0f0"]
