"""Game review: how long an 80-move game takes, and how its marks compare with Fairy-Stockfish's.

Run from the repository root (Fairy-Stockfish: ``npm install --prefix bench`` first; Pyodide:
``scripts/setup``):
    python3 bench/review.py --time [--pyodide]
    python3 bench/review.py --quality --games 20 --depth 10 --minutes 30 [--game shogi] [--dump FILE]
        [--fairy-cache FILE [--fairy-only | --cached-only]]
    python3 bench/review.py --from-dump FILE [--pawn xiangqi=130 ...] [--unverified] [--only 1,3,5]
        [--bound [--share 0.3]]
    python3 bench/review.py --verify-dump FILE --dump OUT [--game shogi] [--only 1,3,5] [--verify-all]

Games are made here, the same every run: Kiban against itself from a few random opening moves
(seeded), one side searching to depth 1 with a lot of noise (a beginner, who blunders), the other
to depth 2 with a little, so the games hold good moves and bad ones of every size.

``--time`` reviews one game of ``--plies`` moves per game at the default setting
(``kiban.review.DEFAULT_SETTING``) and prints CPU seconds (less disturbed by other work on this
shared machine than wall-clock time, which is printed too); ``--pyodide`` also runs it in the
browser's Python (Pyodide under Node.js, CPU seconds of the Node process).

``--quality`` reviews ``--games`` games of each game with Kiban and has Fairy-Stockfish search
every position to ``--depth``. A move is *its* blunder when the mover's score drops by
``BLUNDER_CP`` or more (scores clamped to ±``CLAMP_CP``, a mate counting as that much). Prints the
share of its blunders that Kiban marks ``?`` or ``??`` (recall; goal ≥ 70%) and the share of
Kiban's ``??`` that it does not see as blunders (goal ≤ 10%), and, since a ``?`` counts for the
first share and not for the second, the share of Kiban's ``?`` on moves it sees losing less than
``SMALL_CP``. ``--minutes`` bounds the run: the
games are taken in turn (shogi, xiangqi, shogi, ...) until the time is up. ``--fairy-cache FILE``
keeps Fairy-Stockfish's scores of each game (JSON lines: game, depth, moves, scores) and takes them
from there when the same game comes again at the same depth (its search costs minutes a game, the
review seconds), so a changed review can be judged again on the same games; ``--fairy-only`` only
fills that file, ``--cached-only`` takes the games it holds (game N: the Nth of that game in the
file, whatever `make_game` makes today). ``--nodes`` and
``--review-depth`` change the review's setting (``--verify N``: a doubtful move is searched again
with N times the nodes, 0: no second looks; ``--confirm N``: a suspected blunder with N times), ``--verbose`` lists the moves judged differently. ``--from-dump``
judges a dump's reviews again: ``--unverified`` as if no move had been verified (the searches
before verifying are the same), ``--only`` on some of its games (a held-out half).
``--verify-dump`` verifies the suspected blunders and doubtful moves of a dump's reviews with
today's code, their first searches taken from the dump, into a new ``--dump`` (verifying costs
seconds a game), each entry noting the nodes it added per position (``verify_nodes``);
``--verify-all`` verifies every move the review would search again (suspects and doubtful
moves), beyond the review's bound (each move's search is its own, so any bound can then be judged
from that one file: ``--from-dump FILE --bound`` keeps the second looks the review's own bound
allows, ``--share`` changes the doubtful moves' share of the nodes). ``--only`` also takes some games of a ``--quality`` run.
"""

import argparse
import json
import math
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "py"))

from kiban import games  # noqa: E402
from pyodide_node import run_in_pyodide  # noqa: E402
from kiban.review import DEFAULT_SETTING, ReviewSetting, review_game  # noqa: E402
from kiban.search import Searcher, think  # noqa: E402
from kiban.search.levels import Level  # noqa: E402

GAMES = ("shogi", "xiangqi")
BEGINNER = Level(1, "beginner", depth=1, time=math.inf, noise=200)
NOVICE = Level(2, "novice", depth=2, time=math.inf, noise=40)
OPENING_PLIES = 4
BLUNDER_CP = 300
SMALL_CP = 100           # a ? on a move Fairy-Stockfish sees losing less than this is noise
CLAMP_CP = 2000
BOOT_SECONDS = 600       # Fairy-Stockfish loads its network slowly on a busy machine
FAIRY = os.path.join(ROOT, "bench", "node_modules", "fairy-stockfish-nnue.wasm", "uci.js")


def make_game(game, index, plies):
    """Game ``index`` of ``game``: up to ``plies`` moves (engine notation), the same every run."""
    rng = random.Random(f"{game}-{index}")
    desc = games.get(game)
    board = desc.new_board()
    for _ in range(OPENING_PLIES):
        board.push(rng.choice(list(board.legal_moves)))
    levels = (BEGINNER, NOVICE) if index % 2 == 0 else (NOVICE, BEGINNER)
    searchers = (Searcher(), Searcher())
    while board.ply < plies and board.outcome() is None:
        board.push(think(board, levels[board.turn], searcher=searchers[board.turn], rng=rng).move)
    return [desc.move_text(m) for m in board.move_stack]


def cpu_seconds():
    """CPU seconds of this process (under Pyodide in Node.js: of the Node process)."""
    if sys.platform == "emscripten":
        import js
        usage = js.process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return time.process_time()


def time_review(game, texts, chosen=DEFAULT_SETTING):
    """Review one game at the ``chosen`` setting (the default unless --nodes / --review-depth /
    --verify say otherwise); its figures as a dict (``verified``: the moves searched again)."""
    desc = games.get(game)
    moves = [desc.parse_move(t) for t in texts]
    wall, cpu = time.perf_counter(), cpu_seconds()
    review = review_game(desc.new_board(), moves, setting=chosen)
    return {"game": game, "moves": len(moves), "cpu": round(cpu_seconds() - cpu, 1),
            "wall": round(time.perf_counter() - wall, 1),
            "nodes": sum(p.nodes for p in review.positions),
            "verified": sum(p.verified is not None for p in review.positions),
            "marks": {m: review.marks().count(m) for m in ("?!", "?", "??", "!")}}


def time_pyodide(jobs):
    """:func:`time_review` for each ``(game, moves)`` of ``jobs`` in Pyodide under Node.js."""
    return run_in_pyodide("""
import review
for game, texts in json.loads(arg):
    print(json.dumps(review.time_review(game, texts)))
""", jobs)


class Fairy:
    """Fairy-Stockfish (npm, WebAssembly under Node.js) at full strength, one game's variant."""

    def __init__(self, game, depth):
        from kiban.engine.client import EngineProcess
        if not os.path.exists(FAIRY):
            sys.exit("Fairy-Stockfish is missing: run 'npm install --prefix bench' first")
        self.game, self.depth = game, depth
        self.engine = EngineProcess(["node", "--no-experimental-fetch", FAIRY])  # nice as its caller
        shogi = game == "shogi"
        if not shogi:
            self.engine.send("ucicyclone")  # ICCS coordinates, ranks 0-9
        self.engine.send("usi" if shogi else "uci")
        self.engine.read_until("usiok" if shogi else "uciok", BOOT_SECONDS)
        self.engine.send(f"setoption name {'USI_Variant' if shogi else 'UCI_Variant'} value {game}")
        self.engine.send("isready")
        self.engine.read_until("readyok", BOOT_SECONDS)

    def scores(self, texts):
        """The score of every position of the game (first player's view, centipawns clamped to
        ±CLAMP_CP, a mate as that much)."""
        self.engine.send("usinewgame" if self.game == "shogi" else "ucinewgame")
        board = games.get(self.game).new_board()
        out = []
        for i in range(len(texts) + 1):
            if i:
                board.push(games.get(self.game).parse_move(texts[i - 1]))
            sign = 1 if board.turn == 0 else -1
            outcome = board.outcome()
            if outcome is not None:
                out.append(0 if outcome.winner is None else CLAMP_CP * (1 if outcome.winner == 0 else -1))
                continue
            moves = " ".join(texts[:i])
            self.engine.send(f"position startpos moves {moves}" if moves else "position startpos")
            self.engine.send(f"go depth {self.depth}")
            out.append(sign * _clamped(self.engine.read_until("bestmove", 300)))
        return out

    def close(self):
        self.engine.close()


def _clamped(lines):
    """The last score of a search's info lines, clamped to ±CLAMP_CP (side to move's view)."""
    from strength import last_score  # not at the top: the Pyodide runs import this module too
    return max(-CLAMP_CP, min(CLAMP_CP, last_score(lines) or 0))


def cached_scores(path, game, depth, texts):
    """Fairy-Stockfish's scores of the game ``texts`` of ``game`` at ``depth`` from the cache file
    ``path`` (see --fairy-cache), or None."""
    if path is None or not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            data = json.loads(line)
            if (data["game"], data["depth"], data["moves"]) == (game, depth, texts):
                return data["scores"]
    return None


def cached_games(path, game, depth):
    """The games of ``game`` whose scores at ``depth`` the cache file ``path`` holds, in its
    order: a list of (moves, scores). The games are taken from the file, not made again: the
    games `make_game` makes change whenever Kiban's search does."""
    if path is None or not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines]
    return [(row["moves"], row["scores"]) for row in rows
            if (row["game"], row["depth"]) == (game, depth)]


def fairy_scores(args, engines, game, texts):
    """Fairy-Stockfish's scores of the game ``texts``: from ``args.fairy_cache`` if there, else
    searched now (and added to that file)."""
    scores = cached_scores(args.fairy_cache, game, args.depth, texts)
    if scores is None:
        if game not in engines:
            engines[game] = Fairy(game, args.depth)
        scores = engines[game].scores(texts)
        if args.fairy_cache:
            with open(args.fairy_cache, "a", encoding="utf-8") as out:
                out.write(json.dumps({"game": game, "depth": args.depth, "moves": texts,
                                      "scores": scores}) + "\n")
    return scores


def compare(fairy_scores, marks, first_turn=0):
    """Counts for one game: (Fairy blunders, of them marked ? or ??, Kiban ??, of them not
    Fairy blunders, Kiban ?, of them moves losing less than ``SMALL_CP`` by Fairy-Stockfish,
    Fairy blunders marked ??)."""
    blunders = caught = ours = wrong = mistakes = small = severe = 0
    for ply, mark in enumerate(marks, 1):
        sign = 1 if (first_turn + ply - 1) % 2 == 0 else -1
        drop = sign * (fairy_scores[ply - 1] - fairy_scores[ply])
        theirs = drop >= BLUNDER_CP
        blunders += theirs
        caught += theirs and mark in ("?", "??")
        severe += theirs and mark == "??"
        ours += mark == "??"
        wrong += mark == "??" and not theirs
        mistakes += mark == "?"
        small += mark == "?" and drop < SMALL_CP
    return blunders, caught, ours, wrong, mistakes, small, severe


def disagreements(fairy_scores, review, texts):
    """Print the moves where the marks and Fairy-Stockfish disagree: its blunders not marked ? or
    ??, and the ?? it does not see as blunders, with both engines' scores before and after (the
    mover's view), our search's depths and our score of the played move searched from the
    position before it."""
    for ply, verdict in enumerate(review.verdicts, 1):
        sign = 1 if verdict.color == 0 else -1
        theirs = sign * (fairy_scores[ply - 1] - fairy_scores[ply]) >= BLUNDER_CP
        missed = theirs and verdict.mark not in ("?", "??")
        if missed or (verdict.mark == "??" and not theirs):
            before, after = review.positions[ply - 1], review.positions[ply]
            played = "-" if before.played is None else sign * before.played
            print(f"  {'missed' if missed else 'extra '} ply {ply:3} {texts[ply - 1]:6} mark {verdict.mark or '-':2}"
                  f" fairy {sign * fairy_scores[ply - 1]:6} -> {sign * fairy_scores[ply]:6}"
                  f" | ours {sign * before.score:6} (d{before.depth}) -> {sign * after.score:6} (d{after.depth})"
                  f", played from before {played:>6}, best {before.best}", flush=True)


def setting(args):
    """The review setting of a --quality or --time run: the default, with --nodes /
    --review-depth / --verify / --confirm if given."""
    return ReviewSetting(depth=args.review_depth or DEFAULT_SETTING.depth,
                         nodes=args.nodes or DEFAULT_SETTING.nodes,
                         verify=DEFAULT_SETTING.verify if args.verify is None else args.verify,
                         confirm=DEFAULT_SETTING.confirm if args.confirm is None else args.confirm)


def from_dump(args):
    """The --quality shares of the games in ``args.from_dump``, their marks judged again from the
    stored scores (with ``args.pawn`` instead of the game's REVIEW_PAWN when given; without the
    verified scores with ``args.unverified``; only the games numbered ``args.only`` when given)."""
    from kiban.review.analyse import judge_moves
    from kiban.review.model import Review
    from kiban.search.searcher import adapter_for
    totals, marked, nodes = {}, {}, {}
    with open(args.from_dump, encoding="utf-8") as lines:
        for line in lines:
            data = json.loads(line)
            if args.only and data["index"] + 1 not in args.only:
                continue
            review = Review.from_dict(data["review"])
            if args.unverified:
                for position in review.positions:
                    position.verified = None
            board = review.descriptor.new_board(review.start)
            pawn = args.pawn.get(review.game, adapter_for(board).REVIEW_PAWN)
            if args.bound:
                first, added = bounded(review, data, board, pawn)
                spent = nodes.setdefault(review.game, [0, 0])
                spent[0], spent[1] = spent[0] + first, spent[1] + added
            verdicts = judge_moves(board.turn, None, review.moves, review.positions, pawn)
            marks = [v.mark for v in verdicts]
            counts = compare(data["fairy"], marks)
            add(totals.setdefault(review.game, [0] * 8), counts)
            tally = marked.setdefault(review.game, dict.fromkeys(("?!", "?", "??"), 0))
            for mark in tally:
                tally[mark] += marks.count(mark)
    report(totals, data["depth"])
    for game, tally in marked.items():
        print(f"{game:8} marks: " + ", ".join(f"{mark} {count}" for mark, count in tally.items()))
    for game, (first, added) in nodes.items():
        print(f"{game:8} nodes: first searches {first}, second looks kept {added} "
              f"(+{added / first:.1%})")


def bounded(review, data, board, pawn):
    """Keep only the verified scores of ``review`` (a --verify-all dump's entry ``data``) that the
    review's own bound (`kiban.review.analyse.second_looks`, at the review's setting) would have
    searched; returns the nodes of its first searches and those the kept second looks added."""
    from kiban.review.analyse import for_game, judge_moves, second_looks
    added = {int(ply): n for ply, n in (data.get("verify_nodes") or {}).items()}
    verified = [p.verified for p in review.positions]
    for ply, position in enumerate(review.positions, 1):
        position.verified, position.nodes = None, position.nodes - added.get(ply, 0)
    verdicts = judge_moves(board.turn, None, review.moves, review.positions, pawn)
    options = {k: review.setting[k] for k in ("depth", "nodes", "margin", "verify", "confirm")
               if k in review.setting}
    chosen = second_looks(verdicts, review.positions, for_game(ReviewSetting(**options), board))
    for ply in chosen:
        review.positions[ply - 1].verified = verified[ply - 1]
    return sum(p.nodes for p in review.positions), sum(added.get(ply, 0) for ply in chosen)


def verify_dump(args):
    """Verify the suspected blunders and doubtful moves of each review in ``args.verify_dump`` (a
    --dump file; only ``args.game`` and the games numbered ``args.only`` when given) with today's
    code and the
    --quality setting, the first searches taken from the file (verifying only reads them), and
    append the entries, verified, to ``args.dump``. The nodes it prints are those of the file's
    positions and those added: a file verified before already counts its verification's."""
    from kiban.review import analyse
    from kiban.review.analyse import judge_moves, verify
    from kiban.review.model import Review
    from kiban.search.searcher import adapter_for
    with open(args.verify_dump, encoding="utf-8") as lines:
        entries = [json.loads(line) for line in lines]
    for data in entries:
        if (args.game and data["game"] != args.game) or (args.only and data["index"] + 1 not in args.only):
            continue
        review = Review.from_dict(data["review"])
        board = review.descriptor.new_board(review.start)
        pawn = adapter_for(board).REVIEW_PAWN
        for position in review.positions:
            position.verified = None
        first = [p.nodes - (data.get("verify_nodes") or {}).get(str(i + 1), 0)
                 for i, p in enumerate(review.positions)]
        for position, nodes in zip(review.positions, first):
            position.nodes = nodes
        before = sum(first)
        verdicts = judge_moves(board.turn, None, review.moves, review.positions, pawn)
        cpu = cpu_seconds()
        if args.verify_all:
            analyse.VERIFY_SHARE = analyse.SECOND_LOOK_SHARE = 1e9   # every move, whatever it costs
        verify(board, review.moves, review.positions, verdicts, setting(args))
        data["verify_nodes"] = {str(i + 1): p.nodes - nodes for i, (p, nodes)
                                in enumerate(zip(review.positions, first)) if p.nodes > nodes}
        review.verdicts = judge_moves(board.turn, None, review.moves, review.positions, pawn)
        print(f"{review.game:8} game {data['index'] + 1:2}: {sum(v.suspect for v in verdicts)} suspects, "
              f"{sum(v.doubtful for v in verdicts)} doubtful "
              f"verified in {cpu_seconds() - cpu:.1f} CPU s, nodes {before} + "
              f"{sum(p.nodes for p in review.positions) - before}", flush=True)
        data["review"] = review.to_dict()
        with open(args.dump, "a", encoding="utf-8") as out:
            out.write(json.dumps(data) + "\n")


def add(total, counts):
    """Count one more game's ``counts`` (see `compare`) into ``total``."""
    total[0] += 1
    for k, value in enumerate(counts, 1):
        total[k] += value


def report(totals, depth):
    """Print the shares of each game's totals."""
    for game, (played, blunders, caught, ours, wrong, mistakes, small, severe) in totals.items():
        print(f"{game:8} {played} games: Fairy-Stockfish depth {depth} blunders {blunders}, "
              f"marked ?/?? {caught} ({caught / max(1, blunders):.0%}, ?? {severe}); Kiban ?? {ours}, "
              f"not its blunders {wrong} ({wrong / max(1, ours):.0%}); Kiban ? {mistakes}, "
              f"losing < {SMALL_CP} cp by it {small} ({small / max(1, mistakes):.0%})", flush=True)


def quality(args):
    """Review games of the chosen games in turn until ``args.minutes`` are up; print the shares.
    With ``args.dump`` each game's moves, Fairy-Stockfish's scores and Kiban's review are
    appended to that file (JSON lines), to study the marks without searching again."""
    chosen = GAMES if args.game is None else (args.game,)
    engines = {}  # Fairy-Stockfish by game, started when a game's scores are not in the cache
    totals = {game: [0] * 8 for game in chosen}   # games, then the counts of `compare`
    deadline = time.monotonic() + args.minutes * 60
    cached = {game: cached_games(args.fairy_cache, game, args.depth) for game in chosen}
    try:
        for index in range(args.first_game - 1, args.games):
            for game in chosen:
                if time.monotonic() > deadline:
                    break
                if args.only and index + 1 not in args.only:
                    continue
                if args.cached_only:
                    if index >= len(cached[game]):
                        continue
                    texts, fairy = cached[game][index]
                else:
                    texts = make_game(game, index, args.plies)
                    fairy = fairy_scores(args, engines, game, texts)
                if args.fairy_only:
                    print(f"{game:8} game {index + 1:2}: {len(texts)} moves scored", flush=True)
                    continue
                desc = games.get(game)
                review = review_game(desc.new_board(), [desc.parse_move(t) for t in texts],
                                     setting=setting(args))
                counts = compare(fairy, review.marks())
                if args.verbose:
                    disagreements(fairy, review, texts)
                if args.dump:
                    with open(args.dump, "a", encoding="utf-8") as out:
                        out.write(json.dumps({"game": game, "index": index, "depth": args.depth,
                                              "fairy": fairy, "review": review.to_dict()}) + "\n")
                add(totals[game], counts)
                print(f"{game:8} game {index + 1:2}: {len(texts)} moves, Fairy blunders {counts[0]}, "
                      f"marked ?/?? {counts[1]} (?? {counts[6]}), Kiban ?? {counts[2]}, not Fairy blunders {counts[3]}, "
                      f"Kiban ? {counts[4]}, losing < {SMALL_CP} cp {counts[5]}",
                      flush=True)
    finally:
        for engine in engines.values():
            engine.close()
    if not args.fairy_only:
        report(totals, args.depth)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--time", action="store_true", help="time one game's review per game")
    parser.add_argument("--pyodide", action="store_true", help="also time it in Pyodide under Node.js")
    parser.add_argument("--quality", action="store_true", help="compare the marks with Fairy-Stockfish")
    parser.add_argument("--games", type=int, default=20, help="games of each game for --quality")
    parser.add_argument("--first-game", type=int, default=1, help="--quality from this game on (1 = the first)")
    parser.add_argument("--plies", type=int, default=80, help="moves per game")
    parser.add_argument("--depth", type=int, default=10, help="Fairy-Stockfish's depth")
    parser.add_argument("--minutes", type=float, default=60, help="bound on the --quality run")
    parser.add_argument("--game", choices=GAMES, help="--quality on this game only")
    parser.add_argument("--dump", help="append each --quality game's data to this file (JSON lines)")
    parser.add_argument("--nodes", type=int, help="--quality: review with this node budget a position")
    parser.add_argument("--review-depth", type=int, help="--quality: review with this depth cap")
    parser.add_argument("--verbose", action="store_true", help="--quality: list the disagreements")
    parser.add_argument("--fairy-cache", help="keep and reuse Fairy-Stockfish's scores in this file")
    parser.add_argument("--cached-only", action="store_true",
                        help="with --quality: the games --fairy-cache holds (taken from it)")
    parser.add_argument("--fairy-only", action="store_true", help="with --quality: only fill --fairy-cache")
    parser.add_argument("--from-dump", help="the --quality shares of a --dump file, judged again")
    parser.add_argument("--pawn", action="append", default=[], metavar="GAME=CP",
                        help="with --from-dump: judge GAME with this REVIEW_PAWN (repeatable)")
    parser.add_argument("--verify", type=int,
                        help="--quality: look again at doubtful moves with this many times the nodes (0: no second looks)")
    parser.add_argument("--confirm", type=int,
                        help="--quality: confirm suspected blunders with this many times the nodes")
    parser.add_argument("--unverified", action="store_true",
                        help="with --from-dump: judge without the verified scores (as before verifying)")
    parser.add_argument("--only", type=lambda text: {int(n) for n in text.split(",")},
                        help="with --quality / --from-dump / --verify-dump: only the games of these numbers (1 = the first), e.g. 1,3,5")
    parser.add_argument("--verify-dump", help="verify the suspects and doubtful moves of a --dump file's reviews into --dump")
    parser.add_argument("--bound", action="store_true",
                        help="with --from-dump of a --verify-all dump: keep the second looks the review's bound allows")
    parser.add_argument("--share", type=float,
                        help="with --bound: the second looks' share of the nodes (SECOND_LOOK_SHARE)")
    parser.add_argument("--verify-all", action="store_true",
                        help="with --verify-dump: verify every suspect and doubtful move, beyond the review's bound")
    args = parser.parse_args(argv)
    if args.share is not None:
        from kiban.review import analyse
        analyse.SECOND_LOOK_SHARE = args.share
    args.pawn = {game: int(cp) for game, cp in (item.split("=") for item in args.pawn)}
    print(f"setting: {setting(args)}", flush=True)
    if args.time:
        jobs = [(game, make_game(game, 0, args.plies)) for game in GAMES]
        for game, texts in jobs:
            print("cpython ", json.dumps(time_review(game, texts, setting(args))), flush=True)
        if args.pyodide:
            for figures in time_pyodide(jobs):
                print("pyodide ", json.dumps(figures), flush=True)
    if args.quality:
        quality(args)
    if args.verify_dump:
        verify_dump(args)
    if args.from_dump:
        from_dump(args)


if __name__ == "__main__":
    main()
