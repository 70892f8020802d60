"""The engine's legal moves equal those of a slow, plainly written reference in many positions.

The reference knows nothing of the engine's tables or pin scheme: it tries every move of every
piece on a copy of the board and keeps those after which no enemy move could take the general
and the generals do not face each other.
"""

import random

import pytest

from kiban import xiangqi

ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def on_board(x, y):
    return 0 <= x < 9 and 0 <= y < 10


def in_palace(color, x, y):
    return 3 <= x <= 5 and (y <= 2 if color == 0 else y >= 7)


def own_half(color, y):
    return y <= 4 if color == 0 else y >= 5


def reference_targets(pieces, x, y):
    """Every point the piece on (x, y) could move to by its movement rules alone."""
    kind, color = pieces[x, y]
    out = []
    if kind in (xiangqi.CHARIOT, xiangqi.CANNON):
        for dx, dy in ORTHOGONAL:
            nx, ny, screens = x + dx, y + dy, 0
            while on_board(nx, ny):
                if (nx, ny) in pieces:
                    if kind == xiangqi.CHARIOT or screens == 1:
                        out.append((nx, ny))
                        break
                    screens += 1
                elif screens == 0:
                    out.append((nx, ny))
                nx, ny = nx + dx, ny + dy
    elif kind == xiangqi.HORSE:
        for dx, dy in ((1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)):
            leg = (x + dx // 2, y) if abs(dx) == 2 else (x, y + dy // 2)
            if leg not in pieces:
                out.append((x + dx, y + dy))
    elif kind == xiangqi.ELEPHANT:
        out = [(x + 2 * dx, y + 2 * dy) for dx, dy in DIAGONAL
               if (x + dx, y + dy) not in pieces and own_half(color, y + 2 * dy)]
    elif kind == xiangqi.ADVISOR:
        out = [(x + dx, y + dy) for dx, dy in DIAGONAL if in_palace(color, x + dx, y + dy)]
    elif kind == xiangqi.GENERAL:
        out = [(x + dx, y + dy) for dx, dy in ORTHOGONAL if in_palace(color, x + dx, y + dy)]
    else:
        forward = 1 if color == 0 else -1
        out = [(x, y + forward)]
        if not own_half(color, y):
            out += [(x - 1, y), (x + 1, y)]
    return [(nx, ny) for nx, ny in out
            if on_board(nx, ny) and pieces.get((nx, ny), (0, -1))[1] != color]


def general_in_danger(pieces, color):
    (gx, gy), = [p for p, (kind, c) in pieces.items() if kind == xiangqi.GENERAL and c == color]
    (ox, oy), = [p for p, (kind, c) in pieces.items() if kind == xiangqi.GENERAL and c != color]
    if gx == ox and not any((gx, y) in pieces for y in range(min(gy, oy) + 1, max(gy, oy))):
        return True
    return any((gx, gy) in reference_targets(pieces, *p) for p, (_, c) in pieces.items() if c != color)


def reference_legal_moves(board):
    pieces = {(s % 9, s // 9): (p.piece_type, p.color) for s in xiangqi.SQUARES
              if (p := board.piece_at(s)) is not None}
    moves = set()
    for (x, y), (_, color) in list(pieces.items()):
        if color != board.turn:
            continue
        for nx, ny in reference_targets(pieces, x, y):
            after = dict(pieces)
            after[nx, ny] = after.pop((x, y))
            if not general_in_danger(after, color):
                moves.add(f"{'abcdefghi'[x]}{y}{'abcdefghi'[nx]}{ny}")
    return moves


def random_positions(fen, games, seed):
    rng = random.Random(seed)
    for _ in range(games):
        board = xiangqi.Board(fen)
        for _ in range(rng.randint(5, 120)):
            moves = list(board.legal_moves)
            if not moves:
                break
            captures = [m for m in moves if board.piece_at(m.to_square)]
            board.push(rng.choice(captures if captures and rng.random() < 0.5 else moves))
            yield board


FENS = [
    xiangqi.START_FEN,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
    "4k4/9/4c4/9/9/9/4N4/4R4/3C5/4K4 w - - 0 1",
]


@pytest.mark.parametrize("fen", FENS)
def test_legal_moves_and_check_match_the_reference_along_random_games(fen):
    seen = 0
    for board in random_positions(fen, games=6, seed=len(fen)):
        engine = {m.uci() for m in board.legal_moves}
        assert engine == reference_legal_moves(board), board.fen()
        pieces = {(s % 9, s // 9): (p.piece_type, p.color) for s in xiangqi.SQUARES
                  if (p := board.piece_at(s)) is not None}
        assert board.is_check() == general_in_danger(pieces, board.turn), board.fen()
        assert len(board.legal_moves) == len(engine)
        seen += 1
    assert seen > 100
