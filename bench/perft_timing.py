"""Timing shared by the perft benchmarks (bench/perft_shogi.py, bench/perft_xiangqi.py)."""

import time


def timed(function, position, depth):
    """``(nodes, seconds)`` of one perft run ``function(position, depth)``."""
    start = time.perf_counter()
    nodes = function(position, depth)
    return nodes, time.perf_counter() - start
