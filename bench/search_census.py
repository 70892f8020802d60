"""Search census: what kinds of node the bench searches visit and how often each part is called.

Run from the repository root:
    python3 bench/search_census.py [--position INDEX:DEPTH ...]

Searches positions of ``search_speed.POSITIONS`` (default: all twelve at their bench depths) and
prints, per game, the nodes; the full-width nodes by remaining depth (``d1`` … ``d5``, the last
for depth 5 and more) and the quiescence nodes; and how many times per node the search called each part that
``search_instructions.py --twice`` can measure (its cost per call = the extra instructions per node
it reports / these calls per node). Counts, not times: the same on any machine.
"""

import argparse
import importlib
import sys
from collections import Counter

from search_instructions import COMPONENTS, wrap_component
from search_speed import POSITIONS, ROOT


def counting(current, name):
    """A wrapper factory: the function, counting its calls under ``name`` in the Counter
    ``current[0]`` (the tally of the game being searched)."""
    def wrap(function):
        def counted(*args):
            current[0][name] += 1
            return function(*args)
        return counted
    return wrap


def census(jobs):
    """``{game: Counter}`` of node kinds and part calls over the searches of ``jobs``."""
    sys.path.insert(0, f"{ROOT}/py")
    from kiban.search import Searcher
    from kiban.search.searcher import adapter_for
    counts = {}
    current = [None]
    wrapped = {component: set() for component in COMPONENTS}
    full_width, quiescence = Searcher._search, Searcher._quiesce

    def search(self, remaining, *args):
        before = self.nodes
        score = full_width(self, remaining, *args)
        if remaining > 0 and self.nodes > before:  # a node, not a repetition or a rule's end
            current[0][f"d{min(remaining, 5)}"] += 1
        return score

    def quiesce(self, *args):
        current[0]["quiescence"] += 1
        return quiescence(self, *args)

    Searcher._search, Searcher._quiesce = search, quiesce
    try:
        for index, depth in jobs:
            game, _, text, _ = POSITIONS[index]
            current[0] = counts.setdefault(game, Counter())
            board = importlib.import_module(f"kiban.{game}").Board(text)
            for component in COMPONENTS:
                wrap_component(component, type(board), adapter_for(board), wrapped[component],
                               counting(current, component))
            current[0]["nodes"] += Searcher().search(board, depth=depth).nodes
    finally:
        Searcher._search, Searcher._quiesce = full_width, quiescence
    return counts


def main():
    """Count and print the census."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--position", action="append", metavar="INDEX:DEPTH",
                        help="a position of search_speed.POSITIONS (0-11) and its depth; repeatable")
    args = parser.parse_args()
    jobs = ([tuple(map(int, job.split(":"))) for job in args.position] if args.position
            else [(index, position[3]) for index, position in enumerate(POSITIONS)])
    for game, tally in census(jobs).items():
        nodes = tally["nodes"]
        kinds = " ".join(f"{kind} {tally[kind]:,} ({tally[kind] / nodes:.0%})"
                         for kind in ("d1", "d2", "d3", "d4", "d5", "quiescence"))
        print(f"{game}: {nodes:,} nodes: {kinds}")
        print("  calls per node: " + ", ".join(f"{c} {tally[c] / nodes:.2f}" for c in COMPONENTS))


if __name__ == "__main__":
    main()
