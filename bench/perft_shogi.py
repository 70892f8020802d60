"""Shogi perft speed: Kiban against python-shogi, measured in the same run.

Run: python3 bench/perft_shogi.py [--quick]
Prints nodes per second for each position and the ratio Kiban / python-shogi.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from perft_timing import timed  # noqa: E402

from kiban import shogi  # noqa: E402

POSITIONS = [
    ("start", shogi.START_SFEN, 4),
    ("middle game A", "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1", 3),
    ("middle game B", "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 1", 3),
    ("middle game C", "ln1g3nl/1ks1g1r2/1ppp1s1p1/p3ppp1p/9/P1PPP1P1P/1PSGSP3/1KG4R1/LN5NL b Bb 1", 3),
]


def kiban_perft(sfen, depth):
    """Kiban's own perft (bulk counting at the last ply)."""
    return shogi.Board(sfen).perft(depth)


def python_shogi_perft(sfen, depth):
    """The same count with python-shogi, also counting the last ply in bulk."""
    import shogi as pyshogi

    board = pyshogi.Board(sfen)

    def perft(d):
        if d == 1:
            return len(board.legal_moves)
        total = 0
        for move in list(board.legal_moves):
            board.push(move)
            total += perft(d - 1)
            board.pop()
        return total

    return perft(depth)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one ply less everywhere")
    args = parser.parse_args()
    try:
        import shogi as _  # noqa: F401  (python-shogi)
        have_baseline = True
    except ImportError:
        have_baseline = False
        print("python-shogi is not installed (pip install python-shogi): Kiban figures only")
    print(f"{'position':16} {'depth':>5} {'nodes':>9} {'kiban n/s':>11} {'python-shogi n/s':>17} {'ratio':>6}")
    for name, sfen, depth in POSITIONS:
        depth -= args.quick
        nodes, seconds = timed(kiban_perft, sfen, depth)
        line = f"{name:16} {depth:>5} {nodes:>9} {nodes / seconds:>11,.0f}"
        if have_baseline:
            base_nodes, base_seconds = timed(python_shogi_perft, sfen, depth)
            if base_nodes != nodes:
                line += f"   python-shogi counts {base_nodes}!"
            line += f" {base_nodes / base_seconds:>17,.0f} {(nodes / seconds) / (base_nodes / base_seconds):>5.1f}x"
        print(line, flush=True)


if __name__ == "__main__":
    main()
