"""Xiangqi perft speed: Kiban against the `cchess` package from PyPI, measured in the same run.

Run: python3 bench/perft_xiangqi.py [--quick] [--baseline-depth N]
Prints nodes per second for perft 4 and perft 3 of the start and three middle-game positions and,
at depth 3 (``--baseline-depth``; cchess is slow), the figure for cchess (pip install cchess) with
the ratio Kiban / cchess. Both count the last ply in bulk; cchess has no undo, so it copies the
board for each move, as its own API does, and tests legality with its own is_checked_move.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from perft_timing import timed  # noqa: E402

from kiban import xiangqi  # noqa: E402

POSITIONS = [
    ("start", xiangqi.START_FEN),
    ("middle game A", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"),
    ("middle game B", "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1"),
    ("middle game C", "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1"),
]
DEPTHS = (4, 3)


def kiban_perft(fen, depth):
    """Kiban's own perft (bulk counting at the last ply)."""
    return xiangqi.Board(fen).perft(depth)


def cchess_perft(fen, depth):
    """The same count with cchess: its legality test for every move, bulk count at the last ply."""
    import cchess

    def legal(board):
        """cchess's legal moves: its movement rules, then its own check test."""
        return [(frm, to) for piece in list(board.get_pieces(board.move_player))
                for frm, to in piece.create_moves()
                if board.is_valid_move(frm, to) and not board.is_checked_move(frm, to)]

    def perft(board, d):
        """Leaf count ``d`` plies ahead, copying the board for each move."""
        moves = legal(board)
        if d == 1:
            return len(moves)
        total = 0
        for frm, to in moves:
            child = board.copy()
            child._move_piece(frm, to)
            child.next_turn()
            total += perft(child, d - 1)
        return total

    return perft(cchess.ChessBoard(fen), depth)


def main():
    """Time every position and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one ply less everywhere")
    parser.add_argument("--baseline-depth", type=int, default=3, help="deepest perft timed with cchess")
    args = parser.parse_args()
    try:
        import cchess as _  # noqa: F401
        have_baseline = True
    except ImportError:
        have_baseline = False
        print("cchess is not installed (pip install cchess): Kiban figures only")
    print(f"{'position':14} {'depth':>5} {'nodes':>9} {'kiban n/s':>11} {'cchess n/s':>11} {'ratio':>7}")
    for name, fen in POSITIONS:
        for depth in DEPTHS:
            depth -= args.quick
            nodes, seconds = timed(kiban_perft, fen, depth)
            line = f"{name:14} {depth:>5} {nodes:>9} {nodes / seconds:>11,.0f}"
            if have_baseline and depth <= args.baseline_depth:
                base_nodes, base_seconds = timed(cchess_perft, fen, depth)
                if base_nodes != nodes:
                    line += f"   cchess counts {base_nodes}!"
                line += f" {base_nodes / base_seconds:>11,.0f} {(nodes / seconds) / (base_nodes / base_seconds):>6.0f}x"
            print(line, flush=True)


if __name__ == "__main__":
    main()
