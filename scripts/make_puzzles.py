"""Make the puzzle collections of puzzles.html: shogi tsume and xiangqi mates, each checked unique.

Run from the repository root (the machine is shared: be nice):
    nice python3 scripts/make_puzzles.py [--game shogi|xiangqi] [--seed 1] [--minutes 20] [--workers 1]

How: a seeded random generator sets up small mating positions the way problems look (shogi: gote's
king near its edge with a few defenders, sente's attackers on the board and in hand, gote holding
every other piece, as published tsume; xiangqi: black's general in its palace with advisors or
elephants, a few red attackers and red's general). Shogi positions pass a quick filter first,
cshogi's df-pn (a mate within the longest length wanted). Every candidate then goes to Kiban's own
problem checker (:func:`kiban.search.problem_check.check_problem`), which keeps it only when the
verdict is ``unique`` for a length still wanted. The collection is ordered by difficulty: length,
then the positions the checker searched. Written to ``assets/puzzles/<game>.json``, with how
the game says a mate's length (``mate_counts_plies``, the descriptor's: the page's group titles).
"""

import argparse
import json
import multiprocessing
import os
import random
import sys
import time
from typing import Callable, NamedTuple, Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "py"))

from kiban import games  # noqa: E402
from kiban.errors import KibanError  # noqa: E402
from kiban.search.problem_check import UNIQUE, check_problem  # noqa: E402



class Recipe(NamedTuple):
    """How one game's problems are drawn and checked."""
    candidate: Callable  # rng -> the position text of a candidate
    prefilter: Optional[Callable]  # (text, least plies, most plies) -> worth checking, or None
    wanted: dict  # plies -> puzzles wanted of that length
    check_seconds: float  # the checker's budget per candidate

SHOGI_SET = {"R": 2, "B": 2, "G": 4, "S": 4, "N": 4, "L": 4, "P": 18}
SHOGI_ATTACKERS = ["R", "B", "G", "S", "N", "L", "P", "+R", "+B", "G", "S"]
SHOGI_DEFENDERS = ["g", "s", "p", "l", "n", "g", "s"]


def _near(rng, around, spread, rows, cols):
    """A random (row, col) within ``spread`` of ``around`` inside ``rows`` x ``cols``."""
    r = min(rows - 1, max(0, around[0] + rng.randint(-spread, spread)))
    c = min(cols - 1, max(0, around[1] + rng.randint(-spread, spread)))
    return r, c


def _rows_text(grid, empty_run):
    """The board part of an SFEN / FEN from ``grid`` (rows top first; None for empty)."""
    rows = []
    for row in grid:
        text, run = "", 0
        for cell in row:
            if cell is None:
                run += 1
                continue
            text += empty_run(run) + cell
            run = 0
        rows.append(text + empty_run(run))
    return "/".join(rows)


def shogi_candidate(rng):
    """A random tsume-like SFEN: sente to move without a king, gote holding the rest."""
    grid = [[None] * 9 for _ in range(9)]
    king = (rng.randint(0, 1), rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 8]))
    grid[king[0]][king[1]] = "k"
    used = {}
    for piece in rng.sample(SHOGI_DEFENDERS, rng.randint(0, 2)):
        r, c = _near(rng, king, 1, 4, 9)
        if grid[r][c] is None:
            grid[r][c] = piece
            used[piece.upper()] = used.get(piece.upper(), 0) + 1
    for piece in rng.sample(SHOGI_ATTACKERS, rng.randint(1, 3)):
        r, c = _near(rng, king, 3, 7, 9)
        base = piece[-1]
        if grid[r][c] is None and not (base in "PL" and r == 0) and not (base == "N" and r < 2):
            grid[r][c] = piece
            used[base] = used.get(base, 0) + 1
    hand = {}
    for piece in rng.sample(["R", "B", "G", "S", "N", "L", "P", "G", "S"], rng.randint(1, 2)):
        if used.get(piece, 0) + hand.get(piece, 0) < SHOGI_SET[piece]:
            hand[piece] = hand.get(piece, 0) + 1
    rest = {p: n - used.get(p, 0) - hand.get(p, 0) for p, n in SHOGI_SET.items()}
    hands = "".join(f"{n if n > 1 else ''}{p}" for p, n in hand.items())
    hands += "".join(f"{n if n > 1 else ''}{p.lower()}" for p, n in rest.items() if n > 0)
    return f"{_rows_text(grid, lambda n: str(n) if n else '')} b {hands} 1"


def shogi_prefilter(sfen, least, most):
    """Whether cshogi's df-pn finds a mate of ``least`` to ``most`` plies, give or take two
    (a fast first look; its lengths count every interposition)."""
    import cshogi
    board = cshogi.Board(sfen)
    if board.is_check():
        return False
    dfpn = cshogi.DfPn()
    dfpn.set_max_search_node(20000)
    return dfpn.search(board) and least - 2 <= len(dfpn.get_pv(board)) <= most + 2


XIANGQI_PALACE = [(0, 3), (0, 4), (0, 5), (1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5)]
XIANGQI_ADVISOR = [(0, 3), (0, 5), (1, 4), (2, 3), (2, 5)]
XIANGQI_ELEPHANT = [(0, 2), (0, 6), (2, 0), (2, 4), (2, 8), (4, 2), (4, 6)]
XIANGQI_ATTACKERS = ["R", "R", "N", "N", "C", "C", "P", "P"]


def xiangqi_candidate(rng):
    """A random mating-problem FEN: red to move against black's general and a few defenders."""
    grid = [[None] * 9 for _ in range(10)]
    general = rng.choice(XIANGQI_PALACE)
    grid[general[0]][general[1]] = "k"
    for letter, points in (("a", XIANGQI_ADVISOR), ("b", XIANGQI_ELEPHANT)):
        for point in rng.sample(points, rng.randint(0, 2)):
            if grid[point[0]][point[1]] is None:
                grid[point[0]][point[1]] = letter
    red = rng.choice([(9, 3), (9, 4), (9, 5), (8, 4), (8, 3), (8, 5)])
    grid[red[0]][red[1]] = "K"
    for piece in rng.sample(XIANGQI_ATTACKERS, rng.randint(2, 3)):
        r, c = _near(rng, general, 4, 7 if piece != "P" else 5, 9)
        if grid[r][c] is None:
            grid[r][c] = piece
    return f"{_rows_text(grid, lambda n: str(n) if n else '')} w - - 0 1"


# The games that have a puzzle collection, by their name in the registry: the one table of this
# script keyed by game names (tests/webui/test_game_names.py allows its keys and nothing else).
RECIPES = {
    "shogi": Recipe(shogi_candidate, shogi_prefilter, {1: 60, 3: 70, 5: 58, 7: 12}, 3.0),
    "xiangqi": Recipe(xiangqi_candidate, None, {1: 70, 3: 70, 5: 60}, 6.0),
}


def make(name, seed, minutes, workers=1, have=()):
    """The puzzles of game ``name`` found in at most ``minutes`` by ``workers`` processes (worker
    ``i`` draws from seed ``seed + 1000 * i`` and looks for its share), added to those it ``have``
    (then only the lengths still short are looked for); a list of dicts."""
    have = [_with_nodes(name, p) for p in have]
    wanted = {plies: max(0, count - sum(p["length"] == plies for p in have))
              for plies, count in RECIPES[name].wanted.items()}
    shares = [{plies: count // workers + (i < count % workers) for plies, count in wanted.items()}
              for i in range(workers)]
    jobs = [(name, seed + 1000 * i, minutes, share) for i, share in enumerate(shares)]
    if workers == 1:
        parts = [find(*jobs[0])]
    else:
        with multiprocessing.Pool(workers) as pool:
            parts = pool.starmap(find, jobs)
    known = {p["position"] for p in have}
    new = [p for part in parts for p in part if p["position"] not in known]
    return ordered(name, [dict(p) for p in have] + new)


def _with_nodes(name, puzzle):
    """``puzzle`` with the positions the checker searches for it (its difficulty), counted
    again when a collection written without them is read."""
    if "nodes" in puzzle:
        return puzzle
    board = games.get(name).new_board(puzzle["position"])
    return dict(puzzle, nodes=check_problem(board, puzzle["length"]).nodes)


def find(name, seed, minutes, wanted):
    """Unique problems of game ``name`` drawn from ``seed`` for ``minutes`` at most, as many of
    each length (plies) as ``wanted`` says."""
    game = games.get(name)
    recipe = RECIPES[name]
    candidate, prefilter = recipe.candidate, recipe.prefilter
    wanted = dict(wanted)
    most = max(wanted)
    rng = random.Random(seed)
    found, seen = [], set()
    end = time.monotonic() + 60 * minutes
    tried = 0
    while any(wanted.values()) and time.monotonic() < end:
        text = candidate(rng)
        tried += 1
        if text in seen:
            continue
        seen.add(text)
        try:
            board = game.new_board(text)
        except KibanError:
            continue
        if board.is_check() or not board.legal_moves:
            continue
        least = min(plies for plies, count in wanted.items() if count)
        if prefilter is not None and not prefilter(text, least, most):
            continue
        stop_at = time.monotonic() + recipe.check_seconds
        result = check_problem(board, max_plies=most, should_stop=lambda: time.monotonic() > stop_at)
        if result.verdict != UNIQUE or not wanted.get(result.length):
            continue
        wanted[result.length] -= 1
        found.append({"position": game.position_text(board), "length": result.length,
                      "solution": [game.move_text(m) for m in result.line], "nodes": result.nodes})
        print(f"{name} seed {seed}: {len(found)} found ({tried} tried), left {wanted}", flush=True)
    return found


def ordered(name, found):
    """``found`` sorted by difficulty (length, then positions searched), with ids and ranks."""
    found.sort(key=lambda p: (p["length"], p["nodes"], p["position"]))
    for rank, puzzle in enumerate(found, 1):
        puzzle["id"] = f"{name}-{rank:03d}"
        puzzle["difficulty"] = rank
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(RECIPES), action="append")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--add", action="store_true",
                        help="keep the collection there and look only for the lengths still short")
    args = parser.parse_args(argv)
    for name in args.game or sorted(RECIPES):
        path = os.path.join(ROOT, "assets", "puzzles", f"{name}.json")
        have = []
        if args.add and os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                have = json.load(f)["puzzles"]
        puzzles = make(name, args.seed, args.minutes, args.workers, have)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as out:
            json.dump({"game": name, "mate_counts_plies": games.get(name).mate_counts_plies,
                       "puzzles": puzzles}, out, indent=1, ensure_ascii=False)
            out.write("\n")
        print(f"{path}: {len(puzzles)} puzzles")


if __name__ == "__main__":
    main()
