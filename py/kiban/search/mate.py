"""A mate solver (tsume): the attacker checks with every move, the defender answers every check.

>>> from kiban import search, shogi
>>> solution = search.solve_mate(shogi.Board("8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"))
>>> solution.status, [m.usi() for m in solution.moves]
('mate', ['G*1b'])

First an AND/OR search by iterative deepening on odd numbers of plies, up to SHORT_PLIES and
SHORT_NODES positions: the first depth with a mate gives the shortest one, and its line lets the
defender choose, at each reply, the one that holds out longest. When a whole iteration finds no
mate and no line was cut short by the depth, the attacker has no mate at all (``nomate``). A
longer or wider problem (a defender with pieces to interpose) then goes to a proof-number search
(:mod:`kiban.search.proof_number`), whose mate is not always the shortest. With ``max_plies``
only the first search runs, to that depth. It works on any board of the engine interface;
shogi's USI ``go mate`` answers with it.
"""

import time
from dataclasses import dataclass, field
from operator import itemgetter

from kiban.search.proof_number import ProofNumberSearch

POLL_NODES = 256
SHORT_PLIES = 5      # the depths searched one after the other before the proof-number search ...
SHORT_NODES = 4000   # ... unless they take more positions than this
SHORTEN_SECONDS = 1.0  # the least time given to looking for a shorter mate than a proof's


class _Stopped(Exception):
    """The time ran out or the caller asked to stop."""


class _Wide(Exception):
    """The depth-by-depth search took SHORT_NODES positions: the problem is for df-pn."""


@dataclass
class MateSolution:
    """What the solver found: ``status`` is ``mate`` (``moves``: the line, attacker first),
    ``nomate`` (proven: no sequence of checks mates), ``unknown`` (the search ended without a
    mate but could not prove there is none) or ``timeout`` (stopped by the time,
    ``should_stop`` or ``max_plies`` before any of these)."""

    status: str
    moves: list = field(default_factory=list)
    nodes: int = 0


def solve_mate(board, *, max_plies: int = None, time_limit: float = None, should_stop=None) -> MateSolution:
    """Solve the mate problem on ``board`` (left unchanged) for the side to move, within
    ``max_plies`` plies (default: no limit), ``time_limit`` seconds, until ``should_stop()``."""
    return _Solver(board.copy(record=False), time_limit, should_stop).solve(max_plies)


class _Solver:
    def __init__(self, board, time_limit, should_stop):
        self.start = board
        self.board = board.copy(record=False)  # (left mid-tree when a search is cut short)
        self.budget = None  # positions the depth-by-depth search may take (None: no limit)
        self.began = time.perf_counter()
        self.deadline = None if time_limit is None else self.began + time_limit
        self.should_stop = should_stop
        self.nodes = 0
        self.proven = {}    # key -> plies of the shortest mate found for the attacker to move there
        self.refuted = {}   # key -> the most plies searched without a mate (-1: none at any depth)
        self.cut = False    # a line of the current iteration reached the depth limit
        self.searched = -1  # the deepest iteration finished without a mate

    def solve(self, max_plies):
        """Iterate over odd depths, then (without ``max_plies``) prove and shorten; a
        MateSolution."""
        try:
            if max_plies is not None:
                return self._iterate(1, max_plies) or MateSolution("timeout", [], self.nodes)
            self.budget = SHORT_NODES
            try:
                found = self._iterate(1, SHORT_PLIES)
            except _Wide:
                found = None
                self.board = self.start.copy(record=False)
            if found is not None:
                return found
            self.budget = None
            mate, line = ProofNumberSearch(self.board, self._poll).prove()
        except _Stopped:
            return MateSolution("timeout", [], self.nodes)
        if mate:
            line = self._shorten(line)
            if not self._mates(line):  # (a proof whose line was lost when the table filled up)
                mate, line = None, []
        status = {True: "mate", False: "nomate", None: "unknown"}[mate]
        return MateSolution(status, line, self.nodes)

    def _mates(self, line):
        """Whether the moves of ``line``, played from the start, end in mate."""
        board = self.start.copy(record=False)
        for move in line:
            board.push(move)
        return len(line) % 2 == 1 and board.is_check() and not board.legal_codes()

    def _iterate(self, depth, max_plies):
        """Search depth after depth from ``depth`` up to ``max_plies``: a MateSolution (mate or
        nomate), or None when neither was decided."""
        while depth <= max_plies:
            self.cut = False
            if self._attack(depth):
                return MateSolution("mate", self._line(depth), self.nodes)
            if not self.cut:
                return MateSolution("nomate", [], self.nodes)
            self.searched = depth
            depth += 2
        return None

    def _shorten(self, line):
        """A shorter mate than the proof's ``line`` if the depth-by-depth search finds one soon
        (its line is the shortest, with the longest defence), else ``line``. Soon: in twice the
        time spent so far (a second at least), and half the time left at most."""
        now = time.perf_counter()
        soon = now + max(SHORTEN_SECONDS, 2 * (now - self.began))
        self.deadline = soon if self.deadline is None else min(soon, now + (self.deadline - now) / 2)
        try:
            found = self._iterate(self.searched + 2, len(line) - 2)
        except _Stopped:
            found = None
        return found.moves if found is not None and found.status == "mate" else line

    def _poll(self):
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise _Wide
        if self.nodes % POLL_NODES == 0:
            if self.should_stop is not None and self.should_stop():
                raise _Stopped
            if self.deadline is not None and time.perf_counter() >= self.deadline:
                raise _Stopped

    def _checks(self):
        """The attacker's legal moves that give check."""
        return self.board.check_codes()

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
