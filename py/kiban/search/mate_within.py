"""Forced mates within a number of plies, counted as mate problems count them.

>>> from kiban import shogi
>>> from kiban.search.mate_within import MateProver
>>> prover = MateProver(shogi.Board("8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"))
>>> prover.shortest(7), [m.usi() for m in prover.mating_moves(1)]
(1, ['G*1b'])

The attacker (the side to move) gives check with every move; the defender answers every check
with any legal reply, except that a *useless interposition* (無駄合い, muda-ai) is not counted: a
piece dropped between a distant checker and the king that the attacker simply takes, with check,
after which the mate goes on within the plies that were left before the drop. Such a drop only
makes the problem two plies longer without changing it, so published tsume leave it out. A check
whose only answers are useless interpositions is therefore mate. Pieces moved (not dropped) in
between always count, and xiangqi, without drops, counts every reply.

:class:`MateProver` answers the questions a problem checker and an exercise judge ask: the
shortest mate, every first move that mates within N plies, how long each defence holds out. It
works on any board of the engine interface (shogi and xiangqi), keeps what it proved between
questions, and calls ``should_stop()`` / ``on_progress(nodes)`` every ``POLL_NODES`` positions.
"""

POLL_NODES = 512


class Stopped(Exception):
    """The caller's ``should_stop()`` asked the prover to stop."""


class MateProver:
    """Mates of the side to move on a copy of ``board`` (see the module docstring)."""

    def __init__(self, board, should_stop=None, on_progress=None):
        self.board = board.copy(record=False)
        self.should_stop = should_stop
        self.on_progress = on_progress
        self.nodes = 0
        self.proven = {}    # key -> the fewest plies a mate was proven in, attacker to move
        self.refuted = {}   # key -> the most plies proven too few, attacker to move
        self.lost = {}      # key -> the fewest plies the defender to move was proven lost in
        self.held = {}      # key -> the most plies the defender to move was proven to survive
        self.drops = {}     # code -> whether it drops a piece
        self.useless_squares = {}  # (key, square, plies) -> whether a drop there is useless
        self.moves = {}     # key -> the checks (attacker) or replies (defender) there, the move
                            # that last decided the position first

    # -- questions -------------------------------------------------------------------------

    def shortest(self, most):
        """The fewest plies (odd) in which the side to move mates, up to ``most``; None."""
        for plies in range(1, most + 1, 2):
            if self.attack(plies):
                return plies
        return None

    def mating_moves(self, plies):
        """The side to move's first moves (``Move`` objects) that mate within ``plies``."""
        return [self.board.move_of(c) for c in self.mating_codes(plies)]

    def mating_codes(self, plies):
        """The codes of the first moves that mate within ``plies``."""
        b = self.board
        found = []
        for c in self.checks():
            b.make_code(c)
            if self.defend(plies - 1):
                found.append(c)
            b.unmake_code()
        return found

    def is_mated(self):
        """Whether the side to move (the defender) is mate as problems count it: in check, and
        no reply but useless interpositions."""
        return self.board.is_check() and self.defend(0)

    def distance(self, most):
        """The fewest plies (even) within which the side to move, just checked, loses; up to
        ``most``, else None."""
        for plies in range(0, most + 1, 2):
            if self.defend(plies):
                return plies
        return None

    def defence_lengths(self, plies):
        """The replies of the side to move (just checked, losing within ``plies``, even) with
        what each holds out: ``[(fewest plies the attacker then needs, code)]``; useless
        interpositions are left out unless nothing else is legal (then their plies is None)."""
        b = self.board
        before = b.key
        out = []
        useless = []
        for r in b.legal_codes():
            b.make_code(r)
            needed = self.shortest(max(1, plies - 1))
            if needed is None and self.is_drop(r) and self._useless_here(before, r, plies):
                useless.append((None, r))
            elif needed is not None:
                out.append((needed, r))
            b.unmake_code()
        return out or useless

    def best_defence(self, plies):
        """The reply that holds out longest for the side to move, just checked and losing within
        ``plies``: ``(code, plies the attacker then needs)``; a dropped piece loses a tie to a
        move. None when the side to move is mate as problems count it."""
        if self.defend(0):
            return None
        lengths = self.defence_lengths(plies)
        needed, code = max(lengths, key=lambda item: (item[0] or 0, not self.is_drop(item[1])))
        return code, needed

    def line(self, plies):
        """A mating line within ``plies`` as ``Move`` objects: the first mating move at each of the
        attacker's turns, the longest defence at each of the defender's; [] without a mate."""
        b = self.board
        codes = []
        while True:
            mating = self.mating_codes(plies)
            if not mating:
                break
            codes.append(mating[0])
            b.make_code(mating[0])
            reply = self.best_defence(self.distance(plies - 1))
            if reply is None or reply[1] is None:
                break
            codes.append(reply[0])
            b.make_code(reply[0])
            plies = reply[1]
        moves = [b.move_of(c) for c in codes]
        for _ in codes:
            b.unmake_code()
        return moves

    # -- the search ------------------------------------------------------------------------

    def is_drop(self, code):
        """Whether the move ``code`` drops a piece (cached)."""
        drop = self.drops.get(code)
        if drop is None:
            drop = self.drops[code] = self.board.move_of(code).drop is not None
        return drop

    def checks(self):
        """The side to move's legal moves that give check (cached by position)."""
        b = self.board
        key = b.key
        out = self.moves.get(key)
        if out is None:
            out = []
            for m in b.legal_codes():
                if not b.may_give_check(m):
                    continue
                b.make_code(m)
                if b.is_check():
                    out.append(m)
                b.unmake_code()
            self.moves[key] = out
        return out

    def replies(self):
        """The legal replies to a check, drops last (cached by position)."""
        b = self.board
        key = b.key
        out = self.moves.get(key)
        if out is None:
            codes = b.legal_codes()
            out = self.moves[key] = ([c for c in codes if not self.is_drop(c)]
                                     + [c for c in codes if self.is_drop(c)])
        return out

    @staticmethod
    def _first(moves, code):
        """Move ``code``, which just decided its position, to the front of ``moves``."""
        if moves[0] != code:
            moves.remove(code)
            moves.insert(0, code)

    def attack(self, plies):
        """Whether the side to move mates within ``plies`` (odd) plies."""
        key = self.board.key
        found = self.proven.get(key)
        if found is not None and found <= plies:
            return True
        searched = self.refuted.get(key)
        if searched is not None and searched >= plies:
            return False
        self._poll()
        b = self.board
        mated = False
        checks = self.checks()
        for c in tuple(checks):
            b.make_code(c)
            mated = self.defend(plies - 1)
            b.unmake_code()
            if mated:
                self._first(checks, c)
                break
        if mated:
            self.proven[key] = plies
        else:
            self.refuted[key] = plies
        return mated

    def defend(self, plies):
        """Whether the side to move, just checked, loses within ``plies`` (even) more plies."""
        b = self.board
        key = b.key
        known = self.lost.get(key)
        if known is not None and known <= plies:
            return True
        known = self.held.get(key)
        if known is not None and known >= plies:
            return False
        replies = self.replies()
        for r in tuple(replies):
            b.make_code(r)
            lost = plies > 0 and self.attack(plies - 1)
            if not lost and self.is_drop(r):
                lost = self._useless_here(key, r, plies)
            b.unmake_code()
            if not lost:
                self._first(replies, r)
                self.held[key] = plies
                return False
        self.lost[key] = plies
        return True

    def _useless_here(self, before, drop, plies):
        """:meth:`useless`, judged once per square in the position ``before`` the drop: a drop
        there of another piece is taken as just as useless (the attacker takes either)."""
        memo = (before, drop & 127, plies)
        found = self.useless_squares.get(memo)
        if found is None:
            found = self.useless_squares[memo] = self.useless(drop, plies)
        return found

    def useless(self, drop, plies):
        """Whether the piece just dropped by ``drop`` is a useless interposition: the attacker
        takes it with check and the defender then loses within the ``plies`` it had before."""
        b = self.board
        square = drop & 127
        for c in b.legal_codes():
            if c & 127 != square or not b.may_give_check(c):
                continue
            b.make_code(c)
            lost = b.is_check() and self.defend(plies)
            b.unmake_code()
            if lost:
                return True
        return False

    def _poll(self):
        self.nodes += 1
        if self.nodes % POLL_NODES == 0:
            if self.on_progress is not None:
                self.on_progress(self.nodes)
            if self.should_stop is not None and self.should_stop():
                raise Stopped
