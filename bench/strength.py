"""Strength of the computer player: matches of Kiban's levels against simple and real opponents.

Opponents: ``random`` (a uniformly random legal move), ``greedy`` (the capture of the most valuable
piece, else a random move), ``fairy`` (Fairy-Stockfish from npm, run under node at its weakest
settings: ``Skill Level`` 0 plus ``UCI_LimitStrength`` at the Elo given by ``--elo``) and
``fairy-depth`` (Fairy-Stockfish at full strength searching to a fixed depth, ``go depth N`` for each
N of ``--depth``), ``lishogi`` (Fairy-Stockfish set up as Lishogi sets it up for its AI levels 1-4,
``--lishogi-level``; the same settings in xiangqi) and ``next-level`` (Kiban one level up). Games start from ``--opening-plies`` random plies (each opening is played twice,
colours swapped); a game longer than ``--max-plies`` is a draw, and one where Fairy-Stockfish's own
score stays beyond ``ADJUDICATE_CP`` for ``ADJUDICATE_MOVES`` of its moves is scored as that result.
Prints wins/draws/losses from Kiban's view, Kiban's average seconds per move and its nodes per second.
A game is adjudicated when every player that reports scores (Fairy-Stockfish, Kiban) agrees.

``--record FILE`` appends every game to a JSON-lines file (date, command, code revision, result), and
a run finds the games already there instead of playing them again: an interrupted run resumes, and
a longer one (more ``--games``) adds to it. The openings and Kiban's choices follow ``--seed`` and
the game's number, so a game is the same in every run (Fairy-Stockfish's timed search aside).
``--summary`` prints the file's table: games, W-D-L, score and Elo with its 95% interval.

``--ladder`` plays each level against ``fairy-depth`` 1, 2, 3... and prints the deepest depth the
level *holds* (scores at least 50% against), stopping at the first depth it does not.
``--time-scale`` multiplies the levels' thinking times: the browser's Python runs 2-3 times slower
than CPython, so ``--time-scale 0.4`` gives a level about the nodes it searches in the browser.
``--browser-nps N`` replaces each level's time by a node budget, its time times N (the nodes per
second of the browser, see bench/search_speed.py --pyodide): the results then do not depend on how
busy the machine is.

Setup for ``fairy``: ``npm install --prefix bench`` (installs into the git-ignored bench/node_modules).

Examples, from the repository root:
    python3 bench/strength.py --game shogi --level 3 --opponent random greedy --games 20
    python3 bench/strength.py --game xiangqi --level 5 --opponent fairy --elo 500 800 --games 4
    python3 bench/strength.py --ladder --level 1 5 --games 10 --time-scale 0.4
    python3 bench/strength.py --game shogi --level 1 --opponent lishogi next-level --games 40 \
        --browser-nps 15000 --record bench/results/ladder.jsonl
    python3 bench/strength.py --record bench/results/ladder.jsonl --summary
"""

import argparse
import dataclasses
import datetime
import importlib
import json
import math
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "py"))

from kiban.engine.client import EngineProcess  # noqa: E402
from kiban import games  # noqa: E402
from kiban.search import LEVELS, Searcher, get_level, think  # noqa: E402

FAIRY = os.path.join(ROOT, "bench", "node_modules", "fairy-stockfish-nnue.wasm", "uci.js")
GREEDY_VALUE = {  # piece values by symbol (lower case), for the greedy capturer
    "shogi": {"p": 1, "l": 3, "n": 4, "s": 5, "g": 6, "b": 8, "r": 10, "+p": 6, "+l": 6, "+n": 6,
              "+s": 6, "+b": 11, "+r": 13, "k": 100},
    "xiangqi": {"p": 1, "a": 2, "b": 2, "n": 4, "c": 4.5, "r": 9, "k": 100},
}
GAMES = ("shogi", "xiangqi")
ADJUDICATE_CP = 1500     # Fairy-Stockfish's score (centipawns, mate counts as more) deemed decisive ...
ADJUDICATE_MOVES = 4     # ... when it holds for this many of its moves in a row
BOOT_SECONDS = 600       # Fairy-Stockfish loads its network slowly, and answers slowly, on a busy machine
# Lishogi's AI levels 1-4 as its move server sets up Fairy-Stockfish: (Skill_Level, movetime ms,
# depth), from WandererXII/shoginet server-config.json ("move" -> "fairy" -> "1".."4"), commit b6add9f;
# src/work/move.ts sets Skill_Level and sends "go movetime M depth D". Quoted in bench/results/strength.md.
LISHOGI = {1: (-9, 50, 5), 2: (-5, 100, 5), 3: (-1, 150, 5), 4: (3, 200, 5)}


def game_module(game):
    """The kiban game package (imported on first use)."""
    return importlib.import_module(f"kiban.{game}")


class KibanPlayer:
    """Kiban at a level, with its own hash table for the whole game; counts time and nodes."""

    def __init__(self, game, level, time_scale=1.0, browser_nps=None):
        self.seed = 0
        self.level = get_level(level, games.get(game))
        self.time_limit, self.node_limit = self.level.time * time_scale, None
        if browser_nps:
            self.node_limit = int(self.level.time * browser_nps)
            self.level = dataclasses.replace(self.level, time=math.inf)
            self.time_limit = math.inf
        self.name = f"kiban-L{level}"
        self.searcher = Searcher()
        self.moves = self.seconds = self.nodes = 0
        self.scores = []

    def new_game(self, game, seed=0):
        """Forget the last game; ``seed`` fixes the level's choices in this one (`level_rng`)."""
        self.searcher.clear()
        self.scores, self.seed = [], seed

    def __call__(self, board):
        start = time.perf_counter()
        result = think(board, self.level, searcher=self.searcher, seed=self.seed, time_limit=self.time_limit,
                       node_limit=self.node_limit)
        self.seconds += time.perf_counter() - start
        self.moves += 1
        self.nodes += result.nodes
        self.scores.append(result.score)
        return result.move

    def verdict(self):
        """Like `FairyPlayer.verdict`, from Kiban's own search scores."""
        return verdict_of(self.scores)


class RandomPlayer:
    """A uniformly random legal move."""

    name = "random"

    def __init__(self, rng):
        self.rng = rng

    def new_game(self, game, seed=0):
        pass

    def __call__(self, board):
        return self.rng.choice(list(board.legal_moves))


class GreedyPlayer(RandomPlayer):
    """Captures the most valuable piece it can (one ply, no look-ahead), else moves at random."""

    name = "greedy"

    def new_game(self, game, seed=0):
        self.values = GREEDY_VALUE[game]

    def __call__(self, board):
        moves = list(board.legal_moves)
        self.rng.shuffle(moves)
        best, best_value = moves[0], 0
        for move in moves:
            piece = board.piece_at(move.to_square)
            if piece is not None and move.from_square is not None:
                value = self.values[piece.symbol().lower()]
                if value > best_value:
                    best, best_value = move, value
        return best


class FairyPlayer:
    """Fairy-Stockfish (npm, WebAssembly under node). With ``lishogi`` (1-4), set up as Lishogi sets it
    up for its AI level (`LISHOGI`: a Skill Level, and ``go movetime M depth D``); else with ``depth``,
    at full strength searching to that depth; else at Skill Level 0 and a limited ``elo``,
    ``movetime`` milliseconds a move."""

    def __init__(self, game, elo=None, movetime=1000, depth=None, lishogi=None):
        self.game, self.elo, self.movetime, self.depth = game, elo, movetime, depth
        self.name = f"fairy-depth{depth}" if depth else f"fairy-elo{elo}"
        skill_option = "Skill_Level" if game == "shogi" else "Skill Level"
        if lishogi:
            skill, self.movetime, self.depth = LISHOGI[lishogi]
            self.name = f"lishogi-L{lishogi}"
            weak = ((skill_option, skill),)
        elif depth:
            weak = ()
        else:
            weak = ((skill_option, 0), ("USI_LimitStrength" if game == "shogi" else "UCI_LimitStrength", "true"),
                    ("USI_Elo" if game == "shogi" else "UCI_Elo", elo))
        self.go = f"go movetime {self.movetime} depth {self.depth}" if lishogi else \
            f"go depth {depth}" if depth else f"go movetime {movetime}"
        if not os.path.exists(FAIRY):
            sys.exit("Fairy-Stockfish is missing: run 'npm install --prefix bench' first")
        self.engine = EngineProcess(["node", "--no-experimental-fetch", FAIRY])
        self.scores = []
        if game == "shogi":
            self.engine.send("usi")
            self.engine.read_until("usiok", BOOT_SECONDS)
            settings = (("USI_Variant", "shogi"),)
        else:
            self.engine.send("ucicyclone")  # ICCS coordinates with ranks 0-9
            self.engine.send("uci")
            self.engine.read_until("uciok", BOOT_SECONDS)
            settings = (("UCI_Variant", "xiangqi"),)
        for name, value in settings + weak:
            self.engine.send(f"setoption name {name} value {value}")
        self.engine.send("isready")
        self.engine.read_until("readyok", BOOT_SECONDS)

    def new_game(self, game, seed=0):
        self.scores = []
        self.engine.send("usinewgame" if self.game == "shogi" else "ucinewgame")

    def __call__(self, board):
        moves = " ".join(m.usi() if self.game == "shogi" else m.uci() for m in board.move_stack)
        self.engine.send(f"position startpos moves {moves}" if moves else "position startpos")
        self.engine.send(self.go)
        lines = self.engine.read_until("bestmove", BOOT_SECONDS + self.movetime / 1000)
        self.scores.append(last_score(lines))
        answer = lines[-1].split()[1]
        module = game_module(self.game)
        return module.Move.from_usi(answer) if self.game == "shogi" else module.Move.from_uci(answer)

    def verdict(self):
        """+1 when its last ``ADJUDICATE_MOVES`` scores say it wins, -1 when they say it loses, else 0."""
        return verdict_of(self.scores)

    def close(self):
        self.engine.close()


def verdict_of(scores):
    """+1 when the last ``ADJUDICATE_MOVES`` of a player's ``scores`` (its own view) say it wins,
    -1 when they say it loses, else 0."""
    recent = scores[-ADJUDICATE_MOVES:]
    if len(recent) == ADJUDICATE_MOVES and all(s is not None for s in recent):
        if min(recent) >= ADJUDICATE_CP:
            return 1
        if max(recent) <= -ADJUDICATE_CP:
            return -1
    return 0


def last_score(lines):
    """The last ``score cp N`` / ``score mate N`` of an engine's info lines, in centipawns (a mate as
    +-100000), or None."""
    for line in reversed(lines):
        words = line.split()
        if "score" in words:
            i = words.index("score")
            kind, value = words[i + 1], int(words[i + 2])
            if kind == "mate":
                return 100000 if value > 0 else -100000
            return value
    return None


def opening(game, plies, rng):
    """``plies`` random legal moves from the start (a varied but ordinary opening), as Moves."""
    board = game_module(game).Board()
    for _ in range(plies):
        board.push(rng.choice(list(board.legal_moves)))
    return board.move_stack


def play_game(game, players, max_plies, start=(), seed=0):
    """Play one game from the moves ``start``; ``players[c]`` moves for colour c; ``seed`` fixes
    the Kiban levels' choices. Returns (winner or None, reason, plies). A game is adjudicated when
    every player that judges its position (`verdict`) names the same winner."""
    board = game_module(game).Board()
    for move in start:
        board.push(move)
    for colour, player in enumerate(players):
        player.new_game(game, f"{seed}:{colour}")
    judges = [(c, p) for c, p in enumerate(players) if hasattr(p, "verdict")]
    while True:
        outcome = board.outcome()
        if outcome is not None:
            return outcome.winner, outcome.termination.value, board.ply
        if board.ply >= max_plies:
            return None, f"{max_plies} plies", board.ply
        board.push(players[board.turn](board))
        winners = {c if p.verdict() > 0 else c ^ 1 if p.verdict() < 0 else None for c, p in judges}
        if judges and len(winners) == 1 and None not in winners:
            return winners.pop(), "adjudicated on the players' scores", board.ply


class Record:
    """The games played so far, one JSON line each in ``path`` (None: kept in memory only): what makes
    a run resumable (a game already in the file is not played again) and the source of `summary`."""

    def __init__(self, path, command):
        self.path, self.command = path, command
        self.code = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"], capture_output=True,
                                   text=True).stdout.strip()
        self.games = []
        if path and os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                self.games = [json.loads(line) for line in f if line.strip()]
        self.done = {(g["game"], g["kiban"], g["opponent"], g["seed"], g["index"]): g for g in self.games}

    def find(self, game, kiban, opponent, seed, index):
        """The recorded game with these keys, or None."""
        return self.done.get((game, kiban, opponent, seed, index))

    def add(self, **entry):
        """Record one game, with the date and the command that played it."""
        entry.update(date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M"),
                     command=self.command, code=self.code)
        self.games.append(entry)
        self.done[entry["game"], entry["kiban"], entry["opponent"], entry["seed"], entry["index"]] = entry
        if self.path:
            with open(self.path, "a", encoding="utf-8") as f:
                f.write(json.dumps(entry) + "\n")


def match(game, kiban, opponent, games, max_plies, log, record, seed=1, opening_plies=0):
    """Play (or find in ``record``) ``games`` games with alternating colours, each random opening twice;
    return (wins, draws, losses) for Kiban."""
    tally = {"win": 0, "draw": 0, "loss": 0}
    for i in range(games):
        pair_seed = f"{seed}:{game}:{i // 2}"
        entry = record.find(game, kiban.name, opponent.name, seed, i)
        if entry is None:
            start = opening(game, opening_plies, random.Random(pair_seed))
            players = (kiban, opponent) if i % 2 == 0 else (opponent, kiban)
            winner, reason, plies = play_game(game, players, max_plies, start, pair_seed)
            result = "draw" if winner is None else "win" if players[winner] is kiban else "loss"
            entry = dict(game=game, kiban=kiban.name, opponent=opponent.name, seed=seed, index=i,
                         kiban_first=i % 2 == 0, result=result, reason=reason, plies=plies)
            record.add(**entry)
        tally[entry["result"]] += 1
        log(f"  game {i + 1}: kiban {'first' if entry['kiban_first'] else 'second'}, {entry['result']} "
            f"({entry['reason']}, {entry['plies']} plies)")
    return tally["win"], tally["draw"], tally["loss"]


def elo_difference(score):
    """Elo difference implied by a score fraction (clipped away from 0 and 1)."""
    score = min(max(score, 0.01), 0.99)
    return -400 * math.log10(1 / score - 1)


def elo_interval(wins, draws, losses):
    """(Elo difference, low, high): the difference implied by the score and its 95% interval, the
    Wilson interval of the score (points over games; it holds at a 0% or 100% score too)."""
    n = max(1, wins + draws + losses)
    score = (wins + draws / 2) / n
    z = 1.96
    centre = (score + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return elo_difference(score), elo_difference(centre - half), elo_difference(centre + half)


def print_result(game, kiban, opponent, result, fairy):
    """One line of the results table."""
    w, d, l = result
    score = (w + d / 2) / max(1, w + d + l)
    extra = f"  (Elo diff {elo_difference(score):+.0f})" if fairy else ""
    print(f"{game:8} {kiban.name:9} {opponent.name:12} {w:3} {d:3} {l:3} {score:6.0%} "
          f"{kiban.seconds / max(1, kiban.moves):7.2f} "
          f"{kiban.nodes / max(1e-9, kiban.seconds):8.0f}{extra}", flush=True)
    return score


def summary(record):
    """A Markdown table of every pairing in ``record``: games, W/D/L, score and Elo with its 95% interval."""
    pairs = {}
    for g in record.games:
        pairs.setdefault((g["game"], g["kiban"], g["opponent"]), []).append(g["result"])
    lines = ["| game | Kiban | opponent | games | W-D-L (Kiban) | score | Elo (Kiban - opponent), 95% |",
             "|---|---|---|---|---|---|---|"]
    for (game, kiban, opponent), results in sorted(pairs.items()):
        w, d, l = (results.count(r) for r in ("win", "draw", "loss"))
        elo, low, high = elo_interval(w, d, l)
        lines.append(f"| {game} | {kiban} | {opponent} | {len(results)} | {w}-{d}-{l} | "
                     f"{(w + d / 2) / len(results):.0%} | {elo:+.0f} ({low:+.0f} to {high:+.0f}) |")
    return "\n".join(lines)


def ladder(args, log, record):
    """For each game and level, play Fairy-Stockfish at depth 1, 2, ... until the level scores below
    50%; print the deepest depth held (0: not even depth 1)."""
    held = {}
    for game in args.game:
        for level in args.level:
            held[game, level] = 0
            for depth in args.depth:
                kiban = KibanPlayer(game, level, args.time_scale, args.browser_nps)
                opponent = FairyPlayer(game, depth=depth)
                log(f"{game}: {kiban.name} vs {opponent.name}")
                result = match(game, kiban, opponent, args.games, args.max_plies, log, record, args.seed,
                               args.opening_plies)
                opponent.close()
                if print_result(game, kiban, opponent, result, False) < 0.5:
                    break
                held[game, level] = depth
    print("\nladder: the deepest Fairy-Stockfish depth each level scores at least 50% against")
    for (game, level), depth in held.items():
        print(f"{game:8} level {level}: depth {depth}")


def opponents_of(name, game, level, args):
    """The opponents ``--opponent name`` stands for, one at a time (Fairy-Stockfish processes start
    when reached)."""
    if name == "fairy":
        return (FairyPlayer(game, elo, args.fairy_movetime) for elo in args.elo)
    if name == "fairy-depth":
        return (FairyPlayer(game, depth=depth) for depth in args.depth)
    if name == "lishogi":
        return (FairyPlayer(game, lishogi=n) for n in args.lishogi_level)
    if name == "next-level":
        return [KibanPlayer(game, level + 1, args.time_scale, args.browser_nps)] if level < len(LEVELS) else []
    rng = random.Random(args.seed)
    return [RandomPlayer(rng) if name == "random" else GreedyPlayer(rng)]


def main(argv=None):
    """Parse the options, play the matches and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="+", choices=sorted(GAMES), default=sorted(GAMES))
    parser.add_argument("--level", nargs="+", type=int, default=[3, len(LEVELS)])
    parser.add_argument("--opponent", nargs="+", default=["random", "greedy"],
                        choices=("random", "greedy", "fairy", "fairy-depth", "lishogi", "next-level"))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--elo", nargs="+", type=int, default=[500], help="Fairy-Stockfish UCI_Elo values")
    parser.add_argument("--depth", nargs="+", type=int, default=list(range(1, 9)),
                        help="Fairy-Stockfish depths for fairy-depth and --ladder")
    parser.add_argument("--lishogi-level", nargs="+", type=int, choices=sorted(LISHOGI), default=[1],
                        help="Lishogi AI levels for --opponent lishogi")
    parser.add_argument("--fairy-movetime", type=int, default=1000, help="Fairy-Stockfish ms per move")
    parser.add_argument("--max-plies", type=int, default=400)
    parser.add_argument("--opening-plies", type=int, default=4, help="random plies before each game pair")
    parser.add_argument("--time-scale", type=float, default=1.0, help="factor on the levels' times")
    parser.add_argument("--browser-nps", type=int, help="a node budget per move instead of time: "
                        "the level's seconds times this")
    parser.add_argument("--ladder", action="store_true", help="the deepest Fairy-Stockfish depth per level")
    parser.add_argument("--record", help="a JSON-lines file: every game is appended (with date and command), "
                        "and games already in it are not played again")
    parser.add_argument("--summary", action="store_true", help="print the --record file's table and stop")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    args = parser.parse_args(argv)
    log = (lambda text: None) if args.quiet else (lambda text: print(text, flush=True))
    record = Record(args.record, "python3 bench/strength.py " + " ".join(sys.argv[1:] if argv is None else argv))
    if args.summary:
        print(summary(record))
        return
    print(f"{'game':8} {'kiban':9} {'opponent':12} {'W':>3} {'D':>3} {'L':>3} {'score':>6} "
          f"{'s/move':>7} {'nodes/s':>8}", flush=True)
    if args.ladder:
        ladder(args, log, record)
        return
    for game in args.game:
        for level in args.level:
            for name in args.opponent:
                for opponent in opponents_of(name, game, level, args):
                    kiban = KibanPlayer(game, level, args.time_scale, args.browser_nps)
                    log(f"{game}: {kiban.name} vs {opponent.name}")
                    result = match(game, kiban, opponent, args.games, args.max_plies, log, record, args.seed,
                                   args.opening_plies)
                    print_result(game, kiban, opponent, result, isinstance(opponent, FairyPlayer))
                    if isinstance(opponent, FairyPlayer):
                        opponent.close()


if __name__ == "__main__":
    main()
