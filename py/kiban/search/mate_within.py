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
Each question is a df-pn search (proof and disproof numbers) bounded by the plies; see the
comment above `_value` and docs/exercises.md.
"""

POLL_NODES = 512
INFINITE = 10 ** 9
UNKNOWN = (1, 1)
ENTRIES = 500_000   # unsolved nodes kept before that table starts again


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
        self.proven_useless = {}   # (key, square) -> as lost, for the drops there (see _mid)
        self.refuted_useless = {}  # (key, square) -> as held, for the drops there
        self.estimates = {}  # key -> `_defences` after a check, the first proof number there
        self.numbers = {}   # (key or (key, square), plies, whether a useless node) ->
                            # (proof, disproof number) of an unsolved node
        self.drops = {}     # code -> whether it drops a piece
        self.useless_squares = {}  # (key, square, plies) -> whether a drop there is useless
        self.replies = {}   # key -> the legal replies `_defences` listed, until `_children` takes them
        self.moves = {}     # key -> [(code, key after it)]: the checks (attacker) or the
                            # replies (defender, drops last) there

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

    def _first_mating(self, plies):
        """The code of the first check (in move order) that mates within ``plies``; None."""
        b = self.board
        for c in self.checks():
            b.make_code(c)
            mated = self.defend(plies - 1)
            b.unmake_code()
            if mated:
                return c
        return None

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
            first = self._first_mating(plies)
            if first is None:
                break
            codes.append(first)
            b.make_code(first)
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
        return [code for code, _ in self._children(True)]

    def _children(self, attacker):
        """``[(code, key after it)]``: the attacker's checks or the defender's replies (drops
        last), cached by position."""
        b = self.board
        key = b.key
        out = self.moves.get(key)
        if out is None:
            out = []
            for m in b.check_codes() if attacker else self._replies(key):
                b.make_code(m)
                out.append((m, b.key))
                b.unmake_code()
            if not attacker:
                out.sort(key=lambda item: self.is_drop(item[0]))
            self.moves[key] = out
        return out

    def _replies(self, key):
        """The legal replies in the position ``key`` (the board's): those `_defences` listed
        there, else the board's."""
        replies = self.replies.pop(key, None)
        return self.board.legal_codes() if replies is None else replies

    def _estimate(self, children):
        """Count the defences (`_defences`) after each check of ``children`` not counted yet:
        where the check leaves no plies, that alone decides most of them."""
        b = self.board
        for ways in children:
            code, key = ways[0][0], ways[0][1]
            if key not in self.estimates:
                b.make_code(code)
                moves, squares = self.estimates[key] = self._defences()
                b.unmake_code()
                if not moves + squares:
                    self.lost[key] = 0
                elif moves and self.held.get(key, -1) < 0:
                    self.held[key] = 0

    def _defences(self):
        """The defender's ways out of the check just given: ``(replies that are not drops,
        squares a piece can be dropped on)``. Their sum is the first estimate of the position's
        proof number (fewer: nearer a mate; 0: mate as it stands); with no plies left, a reply
        that is not a drop holds, so the position is refuted without a search."""
        squares = set()
        moves = 0
        b = self.board
        replies = self.replies[b.key] = b.legal_codes()
        for r in replies:
            if self.is_drop(r):
                squares.add(r & 127)
            else:
                moves += 1
        return moves, len(squares)

    def attack(self, plies):
        """Whether the side to move mates within ``plies`` (odd) plies."""
        return self._solve(True, plies)

    def defend(self, plies):
        """Whether the side to move, just checked, loses within ``plies`` (even) more plies."""
        return self._solve(False, plies)

    def _solve(self, attacker, plies):
        """Run df-pn from the position until it is proven or disproven within ``plies``."""
        key = self.board.key
        pn, dn = self._value(key, attacker, plies)
        if pn and dn:
            self._mid(attacker, plies, None, INFINITE, INFINITE)
            pn, dn = self._value(key, attacker, plies)
        return pn == 0

    # -- df-pn -----------------------------------------------------------------------------
    # A node is a position with the plies left (``budget``). A drop answering a check is lost when
    # the attacker mates within the plies left after it, or when it is useless: that second way
    # is a node of its own, ``useless=(position before the drop, square)``: the attacker to move
    # after the first drop there, with only the checks that take the dropped piece, each allowed
    # the plies the defender had before the drop. It is shared by every piece dropped there.

    def _value(self, key, attacker, budget, useless=None):
        """``(proof number, disproof number)`` of a node as far as it is known."""
        if useless is not None:
            proven, refuted, memo = self.proven_useless, self.refuted_useless, useless
        elif attacker:
            if budget < 1:
                return INFINITE, 0
            proven, refuted, memo = self.proven, self.refuted, key
        else:
            proven, refuted, memo = self.lost, self.held, key
        found = proven.get(memo)
        if found is not None and found <= budget:
            return 0, INFINITE
        found = refuted.get(memo)
        if found is not None and found >= budget:
            return INFINITE, 0
        known = self.numbers.get((memo, budget, useless is not None))
        if known is not None:
            return known
        if useless is None and not attacker:
            estimate = self.estimates.get(key)
            if estimate is not None:  # (solved estimates are in the tables: see _estimate)
                return estimate[0] + estimate[1], 1
        return UNKNOWN

    def _tables(self, attacker, useless):
        """The (proven, refuted) tables of a kind of node."""
        if useless is not None:
            return self.proven_useless, self.refuted_useless
        return (self.proven, self.refuted) if attacker else (self.lost, self.held)

    def _store(self, key, attacker, budget, useless, pn, dn, children):
        memo = key if useless is None else useless
        if pn and dn:
            if len(self.numbers) > ENTRIES:
                self.numbers.clear()
            self.numbers[(memo, budget, useless is not None)] = (pn, dn)
            return
        self.numbers.pop((memo, budget, useless is not None), None)
        proven, refuted = self._tables(attacker, useless)
        limit = self._limit(children, attacker, budget, pn == 0)
        if pn == 0:
            if proven.get(memo, INFINITE) > limit:
                proven[memo] = limit
        elif refuted.get(memo, -INFINITE) < limit:
            refuted[memo] = limit

    def _limit(self, children, attacker, budget, mated):
        """For a node just proven (``mated``) or refuted with ``budget``: the fewest plies its
        proof needs, or the most plies its refutation holds for (INFINITE when no line of it
        reached the horizon), found from its children's; every answer for the same position with
        another budget that this implies then needs no search."""
        limits = []
        for ways in children:
            child = INFINITE
            for _, key, way_attacker, way_budget, useless in ways:
                proven, refuted = self._tables(way_attacker, useless)
                memo = key if useless is None else useless
                if mated:
                    found = proven.get(memo, INFINITE)
                else:
                    found = refuted.get(memo, -1)
                    if way_attacker and useless is None and way_budget < 1:
                        found = max(found, 0)   # (no mate in no plies)
                child = min(child, found + budget - way_budget)
            limits.append(child)
        if attacker:
            return min(limits, default=INFINITE)
        return max(limits, default=0)

    def _alternatives(self, attacker, budget, useless):
        """The node's children, each a list of ways ``(code, key, attacker, plies, useless)``
        of which one must succeed (two for a drop: mated after it, or useless)."""
        key = self.board.key
        children = []
        if attacker:
            for code, child in self._children(True):
                if useless is None:
                    children.append([(code, child, False, budget - 1, None)])
                elif code & 127 == useless[1]:
                    children.append([(code, child, False, budget, None)])
            return children
        first_drop = {}
        for code, child in self._children(False):
            ways = [(code, child, True, budget - 1, None)]
            if self.is_drop(code):
                square = code & 127
                first = first_drop.setdefault(square, (code, child))
                ways.append((first[0], first[1], True, budget, (key, square)))
            children.append(ways)
        return children

    def _combined(self, ways):
        """``(proof, disproof number, the way to search next, its pn, dn, second pn)`` of a
        child made of ``ways``, one of which must succeed."""
        best = second = INFINITE
        chosen = None
        total = 0
        chosen_dn = 0
        for way in ways:
            pn, dn = self._value(way[1], way[2], way[3], way[4])
            total += dn
            if pn < best or chosen is None:
                second = best
                best, chosen, chosen_dn = pn, way, dn
            elif pn < second:
                second = pn
        return best, min(total, INFINITE), chosen, chosen_dn, second

    def _mid(self, attacker, budget, useless, th_pn, th_dn):
        """Search the node until its proof or disproof number reaches its threshold."""
        self._poll()
        b = self.board
        key = b.key
        children = self._alternatives(attacker, budget, useless)
        if attacker and budget <= 1:
            self._estimate(children)
        while True:
            best = second = INFINITE
            best_child = None
            total = 0
            for ways in children:
                child = self._combined(ways)
                near, far = (child[0], child[1]) if attacker else (child[1], child[0])
                total += far
                if near < best or best_child is None:
                    second = best
                    best, best_child = near, child
                elif near < second:
                    second = near
            total = min(total, INFINITE)
            pn, dn = (best, total) if attacker else (total, best)
            if pn >= th_pn or dn >= th_dn or pn == 0 or dn == 0:
                break
            cpn, cdn, way, way_dn, way_second = best_child
            if attacker:
                child_pn, child_dn = min(th_pn, second + 1), min(INFINITE, th_dn - dn + cdn)
            else:
                child_pn, child_dn = min(INFINITE, th_pn - pn + cpn), min(th_dn, second + 1)
            way_pn, way_dn = min(child_pn, way_second + 1), min(INFINITE, child_dn - cdn + way_dn)
            b.make_code(way[0])
            self._mid(not attacker, way[3], way[4], way_pn, way_dn)
            b.unmake_code()
        self._store(key, attacker, budget, useless, pn, dn, children)

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
