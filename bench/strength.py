"""Strength of the computer player: matches of Kiban's levels against simple and real opponents.

Opponents: ``random`` (a uniformly random legal move), ``greedy`` (the capture of the most valuable
piece, else a random move) and ``fairy`` (Fairy-Stockfish from npm, run under node at its weakest
settings: ``Skill Level`` 0 plus ``UCI_LimitStrength`` at the Elo given by ``--elo``). Colours
alternate; a game longer than ``--max-plies`` is a draw. Prints wins/draws/losses from Kiban's view,
Kiban's average seconds per move and its nodes per second.

Setup for ``fairy``: ``npm install --prefix bench`` (installs into the git-ignored bench/node_modules).

Examples, from the repository root:
    python3 bench/strength.py --game shogi --level 3 --opponent random greedy --games 20
    python3 bench/strength.py --game xiangqi --level 5 --opponent fairy --elo 500 800 --games 4
"""

import argparse
import importlib
import math
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "py"))

from kiban.engine.client import EngineProcess  # noqa: E402
from kiban.search import LEVELS, Searcher, think  # noqa: E402

FAIRY = os.path.join(ROOT, "bench", "node_modules", "fairy-stockfish-nnue.wasm", "uci.js")
GREEDY_VALUE = {  # piece values by symbol (lower case), for the greedy capturer
    "shogi": {"p": 1, "l": 3, "n": 4, "s": 5, "g": 6, "b": 8, "r": 10, "+p": 6, "+l": 6, "+n": 6,
              "+s": 6, "+b": 11, "+r": 13, "k": 100},
    "xiangqi": {"p": 1, "a": 2, "b": 2, "n": 4, "c": 4.5, "r": 9, "k": 100},
}
GAMES = ("shogi", "xiangqi")


def game_module(game):
    """The kiban game package (imported on first use)."""
    return importlib.import_module(f"kiban.{game}")


class KibanPlayer:
    """Kiban at a level, with its own hash table for the whole game; counts time and nodes."""

    def __init__(self, level, rng):
        self.level, self.rng = level, rng
        self.name = f"kiban-L{level}"
        self.searcher = Searcher()
        self.moves = self.seconds = self.nodes = 0

    def new_game(self, game):
        self.searcher.clear()

    def __call__(self, board):
        start = time.perf_counter()
        result = think(board, self.level, searcher=self.searcher, rng=self.rng)
        self.seconds += time.perf_counter() - start
        self.moves += 1
        self.nodes += result.nodes
        return result.move


class RandomPlayer:
    """A uniformly random legal move."""

    name = "random"

    def __init__(self, rng):
        self.rng = rng

    def new_game(self, game):
        pass

    def __call__(self, board):
        return self.rng.choice(list(board.legal_moves))


class GreedyPlayer(RandomPlayer):
    """Captures the most valuable piece it can (one ply, no look-ahead), else moves at random."""

    name = "greedy"

    def new_game(self, game):
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
    """Fairy-Stockfish (npm, WebAssembly under node) at Skill Level 0 and a limited Elo."""

    def __init__(self, game, elo, movetime):
        self.game, self.elo, self.movetime = game, elo, movetime
        self.name = f"fairy-elo{elo}"
        if not os.path.exists(FAIRY):
            sys.exit("Fairy-Stockfish is missing: run 'npm install --prefix bench' first")
        self.engine = EngineProcess(["node", "--no-experimental-fetch", FAIRY])
        if game == "shogi":
            self.engine.send("usi")
            self.engine.read_until("usiok", 60)
            settings = (("USI_Variant", "shogi"), ("Skill_Level", 0), ("USI_LimitStrength", "true"),
                        ("USI_Elo", elo))
        else:
            self.engine.send("ucicyclone")  # ICCS coordinates with ranks 0-9
            self.engine.send("uci")
            self.engine.read_until("uciok", 60)
            settings = (("UCI_Variant", "xiangqi"), ("Skill Level", 0), ("UCI_LimitStrength", "true"),
                        ("UCI_Elo", elo))
        for name, value in settings:
            self.engine.send(f"setoption name {name} value {value}")
        self.engine.send("isready")
        self.engine.read_until("readyok", 60)

    def new_game(self, game):
        self.engine.send("usinewgame" if self.game == "shogi" else "ucinewgame")

    def __call__(self, board):
        moves = " ".join(m.usi() if self.game == "shogi" else m.uci() for m in board.move_stack)
        self.engine.send(f"position startpos moves {moves}" if moves else "position startpos")
        self.engine.send(f"go movetime {self.movetime}")
        answer = self.engine.read_until("bestmove", 60 + self.movetime / 1000)[-1].split()[1]
        module = game_module(self.game)
        return module.Move.from_usi(answer) if self.game == "shogi" else module.Move.from_uci(answer)

    def close(self):
        self.engine.close()


def play_game(game, players, max_plies):
    """Play one game; ``players[c]`` moves for colour c. Returns (winner or None, reason)."""
    board = game_module(game).Board()
    for player in players:
        player.new_game(game)
    while True:
        outcome = board.outcome()
        if outcome is not None:
            return outcome.winner, outcome.termination.value
        if board.ply >= max_plies:
            return None, f"{max_plies} plies"
        board.push(players[board.turn](board))


def match(game, kiban, opponent, games, max_plies, log):
    """Play ``games`` games with alternating colours; return (wins, draws, losses) for Kiban."""
    wins = draws = losses = 0
    for i in range(games):
        players = (kiban, opponent) if i % 2 == 0 else (opponent, kiban)
        winner, reason = play_game(game, players, max_plies)
        if winner is None:
            draws += 1
        elif players[winner] is kiban:
            wins += 1
        else:
            losses += 1
        log(f"  game {i + 1}: kiban {'first' if i % 2 == 0 else 'second'}, "
            f"{'draw' if winner is None else 'win' if players[winner] is kiban else 'loss'} ({reason})")
    return wins, draws, losses


def elo_difference(score):
    """Elo difference implied by a score fraction (clipped away from 0 and 1)."""
    score = min(max(score, 0.01), 0.99)
    return -400 * math.log10(1 / score - 1)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="+", choices=sorted(GAMES), default=sorted(GAMES))
    parser.add_argument("--level", nargs="+", type=int, default=[3, len(LEVELS)])
    parser.add_argument("--opponent", nargs="+", choices=("random", "greedy", "fairy"),
                        default=["random", "greedy"])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--elo", nargs="+", type=int, default=[500], help="Fairy-Stockfish UCI_Elo values")
    parser.add_argument("--fairy-movetime", type=int, default=1000, help="Fairy-Stockfish ms per move")
    parser.add_argument("--max-plies", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    args = parser.parse_args(argv)
    log = (lambda text: None) if args.quiet else (lambda text: print(text, flush=True))
    rng = random.Random(args.seed)
    print(f"{'game':8} {'kiban':9} {'opponent':12} {'W':>3} {'D':>3} {'L':>3} {'score':>6} "
          f"{'s/move':>7} {'nodes/s':>8}", flush=True)
    for game in args.game:
        for level in args.level:
            for name in args.opponent:
                opponents = ((FairyPlayer(game, elo, args.fairy_movetime) for elo in args.elo)
                             if name == "fairy" else
                             [RandomPlayer(rng) if name == "random" else GreedyPlayer(rng)])
                for opponent in opponents:  # Fairy-Stockfish processes start one at a time
                    kiban = KibanPlayer(level, rng)
                    log(f"{game}: {kiban.name} vs {opponent.name}")
                    w, d, l = match(game, kiban, opponent, args.games, args.max_plies, log)
                    score = (w + d / 2) / max(1, w + d + l)
                    extra = f"  (Elo diff {elo_difference(score):+.0f})" if name == "fairy" else ""
                    print(f"{game:8} {kiban.name:9} {opponent.name:12} {w:3} {d:3} {l:3} {score:6.0%} "
                          f"{kiban.seconds / max(1, kiban.moves):7.2f} "
                          f"{kiban.nodes / max(1e-9, kiban.seconds):8.0f}{extra}", flush=True)
                    if isinstance(opponent, FairyPlayer):
                        opponent.close()


if __name__ == "__main__":
    main()
