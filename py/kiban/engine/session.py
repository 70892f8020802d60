"""One engine session on a text stream: the commands USI and UCI share, dispatched per line.

``usi`` selects shogi (:mod:`kiban.engine.usi`), ``uci`` xiangqi (:mod:`kiban.engine.uci`). Commands:
``isready``, ``setoption``, ``usinewgame``/``ucinewgame``, ``position``, ``go`` (clock, ``depth``,
``nodes``, ``movetime``, ``infinite``, ``perft N``; in USI ``mate <ms>|infinite`` solves a tsume and
answers ``checkmate <moves>``, ``checkmate nomate`` or ``checkmate timeout``: time up or not sure), ``stop``, ``ponderhit`` (answers at once: the
pondering time was the thinking time), ``quit``, ``gameover`` and ``d`` (show the position). A search
runs in a worker thread while this thread keeps reading, so ``stop`` and ``isready`` are answered at
once; other commands wait for a timed search to end, and are refused during an infinite one. Every
bad line gets an ``info string`` saying what is wrong; no input ends the session except ``quit`` or
the end of the input. A refused ``position`` command leaves no position at all, so that ``go`` never
answers for an older one: until the next valid ``position`` it says so in an ``info string`` and
gives up (``bestmove resign`` / ``bestmove (none)``; ``go perft`` counts nothing).
"""

import io
import math
import sys
import threading

from kiban.engine import limits as go_limits
from kiban.engine.options import parse_setoption
from kiban.errors import KibanError
from kiban.messages import Message
from kiban.search import Searcher, think

ENGINE_NAME = "Kiban"
ENGINE_AUTHOR = "the Kiban developers"
HASH_ENTRIES_PER_MB = 5000
JOIN_TIMEOUT = 5.0  # seconds to wait for a stopped search to answer
_NO_ARGUMENTS = ("usi", "uci", "isready", "stop", "d", "usinewgame", "ucinewgame", "ponderhit")
NO_POSITION = "no valid position: the last 'position' command was refused"


def _dialect(name):
    if name == "usi":
        from kiban.engine import usi
        return usi
    from kiban.engine import uci
    return uci


class Session:
    """The engine state between commands. ``write`` receives each output line (without newline)."""

    def __init__(self, write=None):
        self._write = write or _print_line
        self._lock = threading.Lock()
        self.dialect = None
        self.options = {}
        self.board = None
        self.searcher = Searcher()
        self._worker = None
        self._endless = False
        self._stop = threading.Event()

    # ----- the loop -------------------------------------------------------------------------------

    def run(self, stream) -> None:
        """Handle lines from ``stream`` until ``quit`` or the end of input."""
        while True:
            line = stream.readline()
            if not line or not self.handle(line):
                break
        self._finish_search()

    def handle(self, line: str) -> bool:
        """Handle one command line; False once the session should end."""
        tokens = line.split()
        if not tokens:
            return True
        command, args = tokens[0], tokens[1:]
        try:
            if command == "quit":
                return False
            self._dispatch(command, args)
        except KibanError as error:
            self.say(f"info string {error}")
        except Exception as error:  # the engine must survive anything a GUI or a user sends
            self.say(f"info string internal error on {command!r}: {type(error).__name__}: {error}")
        return True

    def say(self, line: str) -> None:
        """Write one output line (thread-safe)."""
        with self._lock:
            self._write(line)

    def _dispatch(self, command, args):
        if args and command in _NO_ARGUMENTS:
            self.say(f"info string {command} takes no arguments; ignored {' '.join(args)!r}")
        if command in ("usi", "uci"):
            self._hello(command)
            return
        if command == "isready":
            self.say("readyok")
            return
        if command in ("stop", "ponderhit"):  # ponderhit: the time spent pondering was the thinking time
            self._stop.set()
            return
        if command == "gameover":
            return
        if self.dialect is None:
            raise KibanError(Message("command-before-hello", command=command))
        if self.searching():
            if self._endless:
                raise KibanError(Message("command-during-search", command=command))
            self._worker.join()  # a timed search ends by itself: answer in order, like Stockfish
        handler = {
            "setoption": self._setoption, "position": self._position, "go": self._go, "d": self._show,
            self.dialect.NEW_GAME: self._new_game,
        }.get(command)
        if handler is None:
            raise KibanError(Message("unknown-command", command=command))
        handler(args)

    # ----- commands -------------------------------------------------------------------------------

    def _hello(self, name):
        self._finish_search()
        self.dialect = _dialect(name)
        self.options = {option.name: option.default for option in self.dialect.OPTIONS}
        self._resize_hash()
        self.board = self.dialect.new_board(None, self.options)
        self.say(f"id name {ENGINE_NAME} ({self.dialect.GAME})")
        self.say(f"id author {ENGINE_AUTHOR}")
        for option in self.dialect.OPTIONS:
            self.say(option.declaration())
        self.say(self.dialect.HELLO_OK)

    def _setoption(self, args):
        name, value = parse_setoption(args)
        for option in self.dialect.OPTIONS:
            if option.name.lower() == name.lower():
                self.options[option.name] = option.parse(value)
                if option.name == self.dialect.HASH_OPTION:
                    self._resize_hash()
                if self.board is not None:
                    self.board = self.dialect.apply_options(self.board, self.options)
                return
        if name in ("USI_Ponder", "Threads", "MultiPV", "Ponder"):
            return  # GUIs send these unasked; a single-threaded, single-PV engine can ignore them
        raise KibanError(Message("unknown-engine-option", name=name))

    def _resize_hash(self):
        self.searcher = Searcher(self.options[self.dialect.HASH_OPTION] * HASH_ENTRIES_PER_MB)

    def _new_game(self, args):
        self.searcher.clear()
        self.board = self.dialect.new_board(None, self.options)

    def _position(self, args):
        self.board = None  # until this command succeeds
        if not args:
            raise KibanError(Message("position-empty", word=self.dialect.POSITION_WORD))
        moves_at = args.index("moves") if "moves" in args else len(args)
        head, moves = args[:moves_at], args[moves_at + 1:]
        if head == ["startpos"]:
            board = self.dialect.new_board(None, self.options)
        elif head[0] == self.dialect.POSITION_WORD and len(head) > 1:
            board = self.dialect.new_board(" ".join(head[1:]), self.options)
        else:
            raise KibanError(Message("position-bad-start", word=self.dialect.POSITION_WORD,
                                     text=" ".join(head)))
        for i, token in enumerate(moves):
            try:
                self.dialect.push(board, token)
            except KibanError as error:
                raise KibanError(Message("position-bad-move", number=i + 1, move=token,
                                         error=error)) from None
        self.board = board

    def _show(self, args):
        if self.board is None:
            raise KibanError(NO_POSITION)
        for line in self.dialect.describe(self.board):
            self.say(line)

    def _go(self, args):
        limits = go_limits.parse_go(args)
        if self.board is None:
            self.say(f"info string {NO_POSITION}")
            if limits.get("perft") is None:
                self.say(f"bestmove {self.dialect.NO_MOVE}")
            return
        board = self.board.copy()
        if limits.get("perft") is not None:
            self._start(self._perft, board, limits.get("perft"))
            return
        if limits.get("mate") is not None and self.dialect.SOLVES_MATE:
            self._start(self._solve, board, limits, endless=limits.infinite)
            return
        special = self.dialect.special_answer(board)
        if special:
            self.say(f"bestmove {special}")
            return
        if not board.has_legal_moves():
            self.say(f"bestmove {self.dialect.NO_MOVE}")
            return
        self._start(self._search, board, limits, endless=limits.infinite or limits.ponder)

    def _start(self, target, *args, endless=False):
        self._stop.clear()
        self._endless = endless
        self._worker = threading.Thread(target=self._guarded, args=(target,) + args, daemon=True)
        self._worker.start()

    def searching(self) -> bool:
        """Whether a search (or perft) is running."""
        return self._worker is not None and self._worker.is_alive()

    def _finish_search(self):
        """Stop a running search and wait for its answer (a perft cannot stop: it is abandoned)."""
        if self.searching():
            self._stop.set()
            self._worker.join(JOIN_TIMEOUT)

    # ----- work done in the worker thread ---------------------------------------------------------

    def _guarded(self, target, *args):
        try:
            target(*args)
        except Exception as error:
            self.say(f"info string internal error in search: {type(error).__name__}: {error}")

    def _perft(self, board, depth):
        total = 0
        for move, count in board.perft_divide(depth).items():
            self.say(f"{move}: {count}")
            total += count
        self.say("")
        self.say(f"Nodes searched: {total}")
        self.say("")

    def _search(self, board, limits):
        dialect = self.dialect
        time_limit = go_limits.move_time(limits, dialect.clock_keys(board.turn))
        explicit = any(limits.get(k) is not None for k in ("depth", "nodes", "mate"))
        if time_limit is None and (limits.infinite or limits.ponder or explicit):
            time_limit = math.inf
        mate = limits.get("mate")
        try:
            result = think(board, self.options["Level"], searcher=self.searcher, time_limit=time_limit,
                           node_limit=limits.get("nodes"),
                           depth=limits.get("depth") or (2 * mate if mate else None),
                           on_info=self._report, should_stop=self._stop.is_set)
            move = dialect.notation(result.move)
        except Exception as error:
            self.say(f"info string search failed ({type(error).__name__}: {error}); playing a legal move")
            move = dialect.notation(next(iter(board.legal_moves)))
        if limits.infinite or limits.ponder:
            self._stop.wait()
        self.say(f"bestmove {move}")

    def _solve(self, board, limits):
        from kiban.search.mate import solve_mate
        time_limit = None if limits.infinite else limits.get("mate") / 1000
        solution = solve_mate(board, time_limit=time_limit, should_stop=self._stop.is_set)
        if solution.status == "mate":
            self.say("checkmate " + " ".join(self.dialect.notation(m) for m in solution.moves))
        else:  # (USI has no word for "unknown": the search gave up)
            self.say("checkmate nomate" if solution.status == "nomate" else "checkmate timeout")

    def _report(self, info):
        if info.mate is not None:
            score = f"mate {self.dialect.mate_value(info.mate)}"
        else:
            score = f"cp {info.score}"
        pv = " ".join(self.dialect.notation(m) for m in info.pv)
        self.say(f"info depth {info.depth} seldepth {info.seldepth} score {score} nodes {info.nodes} "
                 f"nps {info.nps} time {int(info.time * 1000)} pv {pv}")


def _print_line(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(stream=None) -> None:
    """Run a session on ``stream`` (default: stdin, bytes that are not UTF-8 replaced) writing to stdout."""
    Session().run(stream or io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace"))
