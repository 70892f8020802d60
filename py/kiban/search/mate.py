"""A mate solver (tsume): the attacker checks with every move, the defender answers every check.

>>> from kiban import search, shogi
>>> solution = search.solve_mate(shogi.Board("8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"))
>>> solution.status, [m.usi() for m in solution.moves]
('mate', ['G*1b'])

An AND/OR search by iterative deepening on odd numbers of plies: the first depth with a mate gives
the shortest one, and its line lets the defender choose, at each reply, the one that holds out
longest. When a whole iteration finds no mate and no line was cut short by the depth, the attacker
has no mate at all (``nomate``). It works on any board of the engine interface; shogi's USI
``go mate`` answers with it.
"""

import time
from dataclasses import dataclass, field
from operator import itemgetter

POLL_NODES = 256


class _Stopped(Exception):
    """The time ran out or the caller asked to stop."""


@dataclass
class MateSolution:
    """What the solver found: ``status`` is ``mate`` (``moves``: the line, attacker first),
    ``nomate`` (proven: no sequence of checks mates) or ``timeout`` (stopped by the time,
    ``should_stop`` or ``max_plies`` before either)."""

    status: str
    moves: list = field(default_factory=list)
    nodes: int = 0


def solve_mate(board, *, max_plies: int = None, time_limit: float = None, should_stop=None) -> MateSolution:
    """Solve the mate problem on ``board`` (left unchanged) for the side to move, within
    ``max_plies`` plies (default: no limit), ``time_limit`` seconds, until ``should_stop()``."""
    return _Solver(board.copy(record=False), time_limit, should_stop).solve(max_plies)


class _Solver:
    def __init__(self, board, time_limit, should_stop):
        self.board = board
        self.deadline = None if time_limit is None else time.perf_counter() + time_limit
        self.should_stop = should_stop
        self.nodes = 0
        self.proven = {}    # key -> plies of the shortest mate found for the attacker to move there
        self.refuted = {}   # key -> the most plies searched without a mate (-1: none at any depth)
        self.cut = False    # a line of the current iteration reached the depth limit

    def solve(self, max_plies):
        """Iterate over odd depths; a MateSolution."""
        depth = 1
        try:
            while max_plies is None or depth <= max_plies:
                self.cut = False
                if self._attack(depth):
                    return MateSolution("mate", self._line(depth), self.nodes)
                if not self.cut:
                    return MateSolution("nomate", [], self.nodes)
                depth += 2
        except _Stopped:
            pass
        return MateSolution("timeout", [], self.nodes)

    def _poll(self):
        self.nodes += 1
        if self.nodes % POLL_NODES == 0:
            if self.should_stop is not None and self.should_stop():
                raise _Stopped
            if self.deadline is not None and time.perf_counter() >= self.deadline:
                raise _Stopped

    def _checks(self):
        """The attacker's legal moves that give check."""
        b = self.board
        out = []
        for m in b.legal_codes():
            b.make_code(m)
            if b.is_check():
                out.append(m)
            b.unmake_code()
        return out

    def _attack(self, depth):
        """Whether the side to move mates within ``depth`` (odd) plies."""
        b = self.board
        key = b.key
        found = self.proven.get(key)
        if found is not None and found <= depth:
            return True
        searched = self.refuted.get(key)
        if searched == -1:
            return False
        if searched is not None and searched >= depth:
            self.cut = True  # refuted only as deep as that search looked
            return False
        self._poll()
        cut_before, self.cut = self.cut, False
        mated = False
        for m in self._checks():
            b.make_code(m)
            mated = self._defend(depth - 1)
            b.unmake_code()
            if mated:
                break
        if mated:
            self.proven[key] = depth
        else:
            self.refuted[key] = depth if self.cut else -1
        self.cut = self.cut or cut_before
        return mated

    def _defend(self, depth):
        """Whether every reply of the side to move (in check) still loses within ``depth`` plies."""
        b = self.board
        replies = b.legal_codes()
        if not replies:
            return True
        if depth <= 0:
            self.cut = True
            return False
        for r in replies:
            b.make_code(r)
            ok = self._attack(depth - 1)
            b.unmake_code()
            if not ok:
                return False
        return True

    def _line(self, depth):
        """The mating line of ``depth`` plies: a mating check, then the reply that holds out longest."""
        b = self.board
        line = []
        while True:
            attack = next(m for m in self._checks() if self._mates_after(m, depth))
            line.append(attack)
            b.make_code(attack)
            replies = b.legal_codes()
            if not replies:
                break
            depth, reply = max(((self._shortest(r, depth - 2), r) for r in replies), key=itemgetter(0))
            line.append(reply)
            b.make_code(reply)
        moves = [b.move_of(m) for m in line]
        for _ in line:
            b.unmake_code()
        return moves

    def _mates_after(self, m, depth):
        b = self.board
        b.make_code(m)
        ok = self._defend(depth - 1)
        b.unmake_code()
        return ok

    def _shortest(self, reply, most):
        """The fewest plies in which the attacker mates after the defender's ``reply``."""
        b = self.board
        b.make_code(reply)
        plies = 1
        while plies < most and not self._attack(plies):
            plies += 2
        b.unmake_code()
        return plies
