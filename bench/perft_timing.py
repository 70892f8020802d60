"""Timing shared by the perft benchmarks (bench/perft_shogi.py, bench/perft_xiangqi.py)."""

import time


def timed(function, position, depth):
    """``(nodes, seconds)`` of one perft run ``function(position, depth)``, in CPU seconds (steadier
    than wall-clock time on a machine busy with other work)."""
    start = time.process_time()
    nodes = function(position, depth)
    return nodes, time.process_time() - start
