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

from kiban import games
from kiban.search.hand_dominance import HandDominance

POLL_NODES = 512
INFINITE = 10 ** 9
UNKNOWN = (1, 1)
PROVEN = (0, INFINITE)
REFUTED = (INFINITE, 0)
ATTACK, DEFEND, USELESS = range(3)   # the kinds of node (see MateProver._alternatives)
ENTRIES = 500_000   # unsolved nodes kept before that table starts again
NEAR_PLIES = 3   # a node with at most this many plies left is solved at once (see _near)


class Stopped(Exception):
    """The caller's ``should_stop()`` asked the prover to stop."""


class MateProver:
    """Mates of the side to move on a copy of ``board`` (see the module docstring)."""

    def __init__(self, board, should_stop=None, on_progress=None):
        self.board = board.copy(record=False)
        self.should_stop = should_stop
        self.on_progress = on_progress
        self.nodes = 0
        self.files = games.get(board.game_name).files
        self.solved = {}    # key, or (key, square) of a useless node (see _mid) ->
                            # [the fewest plies a mate was proven in, the most plies proven too few]
        self.numbers = {}   # (key or (key, square), plies) -> (proof, disproof number) of an
                            # unsolved node
        self.drops = {}     # code -> whether it drops a piece
        self.useless_squares = {}  # (key, square, plies) -> whether a drop there is useless
        self.moves = {}     # key -> [(code, key after it)]: the checks (attacker) or the
                            # replies (defender, drops last) there
        # solved positions by placement, answering for the same board with other hands
        self.dominance = HandDominance(self.board) if hasattr(board, "hand_counts") else None

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
        """The codes of the first moves that mate within ``plies``, in move order."""
        b = self.board
        checks = self.checks()
        found = set()
        for c in sorted(checks, key=self._distance_to_king):
            b.make_code(c)
            if self.defend(plies - 1):
                found.add(c)
            b.unmake_code()
        return [c for c in checks if c in found]

    def _distance_to_king(self, code):
        """The king's moves between the defender's king and where ``code`` goes. The first moves
        are solved nearest first: a far check's lines (a piece dropped down the king's file, an
        interposition taken) transpose into a nearer one's, solved cheaply once the nearer is in
        the table (R*5i of the hard cooked 9 of bench/tsume.py: 14.2 s cold, 0.12 s after R*5c
        to R*5h; bench/results/exercises.md, seventh pass)."""
        b = self.board
        king = b.king_square(1 - b.turn)
        if king is None:
            return 0
        to = code & 127
        files = self.files
        return max(abs(to % files - king % files), abs(to // files - king // files))

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
        last, as the board lists them), cached by position."""
        b = self.board
        key = b.key
        out = self.moves.get(key)
        if out is None:
            out = [(m, b.key_after(m)) for m in (b.check_codes() if attacker else b.legal_codes())]
            self.moves[key] = out
        return out

    def attack(self, plies):
        """Whether the side to move mates within ``plies`` (odd) plies."""
        return self._solve(True, plies)

    def defend(self, plies):
        """Whether the side to move, just checked, loses within ``plies`` (even) more plies."""
        return self._solve(False, plies)

    def _solve(self, attacker, plies):
        """Run df-pn from the position until it is proven or disproven within ``plies``."""
        key = self.board.key
        kind = ATTACK if attacker else DEFEND
        pn, dn = self._value(key, kind, plies)
        if pn and dn:
            self._mid(attacker, plies, None, INFINITE, INFINITE)
            pn, dn = self._value(key, kind, plies)
        return pn == 0

    # -- df-pn -----------------------------------------------------------------------------
    # A node is a position with the plies left (``budget``). A drop answering a check is lost when
    # the attacker mates within the plies left after it, or when it is useless: that second way
    # is a node of its own, ``useless=(position before the drop, square)``: the attacker to move
    # after the first drop there, with only the checks that take the dropped piece, each allowed
    # the plies the defender had before the drop. It is shared by every piece dropped there.

    def _value(self, memo, kind, budget):
        """``(proof number, disproof number)`` of a node as far as it is known; ``kind`` is
        ATTACK, DEFEND or USELESS (see `_alternatives`)."""
        if kind == ATTACK and budget < 1:
            return REFUTED
        solved = self.solved.get(memo)
        if solved is not None:
            if solved[0] <= budget:
                return PROVEN
            if solved[1] >= budget:
                return REFUTED
        known = self.numbers.get((memo, budget))
        if known is not None:
            return known
        return UNKNOWN

    def _solved(self, memo):
        """The table's ``[fewest plies proven, most plies refuted]`` of a node, made when missing."""
        solved = self.solved.get(memo)
        if solved is None:
            solved = self.solved[memo] = [INFINITE, -1]
        return solved

    def _store(self, memo, attacker, budget, pn, dn, children, shape):
        if pn and dn:
            if len(self.numbers) > ENTRIES:
                self.numbers.clear()
            self.numbers[(memo, budget)] = (pn, dn)
            return
        self.numbers.pop((memo, budget), None)
        solved = self._solved(memo)
        limit = self._limit(children, attacker, budget, pn == 0)
        if pn == 0:
            solved[0] = min(solved[0], limit)
        else:
            solved[1] = max(solved[1], limit)
        if shape is not None:
            self.dominance.note(shape, memo, solved)

    def _dominated(self, memo, shape, budget):
        """Whether a position of the same placement with hands no better for the attacker was
        proven (or with hands no worse refuted) within ``budget``: then it is noted as solved."""
        solved = self.solved.get(memo)
        proven, refuted = self.dominance.bounds(shape, *(solved or (INFINITE, -1)))
        if proven > budget and refuted < budget:
            return False
        self.numbers.pop((memo, budget), None)
        solved = self._solved(memo)
        solved[0], solved[1] = proven, refuted
        self.dominance.note(shape, memo, solved)
        return True

    def _limit(self, children, attacker, budget, mated):
        """For a node just proven (``mated``) or refuted with ``budget``: the fewest plies its
        proof needs, or the most plies its refutation holds for (INFINITE when no line of it
        reached the horizon), found from its children's; every answer for the same position with
        another budget that this implies then needs no search."""
        limits = []
        for ways in children:
            child = INFINITE
            for _, memo, kind, way_budget, _ in ways:
                solved = self.solved.get(memo, (INFINITE, -1))
                if mated:
                    found = solved[0]
                else:
                    found = max(solved[1], 0) if kind == ATTACK else solved[1]  # (no mate in 0 plies)
                child = min(child, found + budget - way_budget)
            limits.append(child)
        if attacker:
            return min(limits, default=INFINITE)
        return max(limits, default=0)

    def _alternatives(self, attacker, budget, useless):
        """The node's children, each a list of ways ``(code, memo, kind, plies, useless)`` of
        which one must succeed (two for a drop: mated after it, or useless). ``memo`` is the key
        after ``code``, or ``useless``; kind ATTACK (the attacker to move), DEFEND (the defender
        to move) or USELESS (a useless node)."""
        key = self.board.key
        children = []
        if attacker:
            for code, child in self._children(True):
                if useless is None:
                    children.append(((code, child, DEFEND, budget - 1, None),))
                elif code & 127 == useless[1]:
                    children.append(((code, child, DEFEND, budget, None),))
            return children
        first_drop = {}
        for code, child in self._children(False):
            if self.is_drop(code):
                square = code & 127
                first = first_drop.setdefault(square, code)
                children.append(((code, child, ATTACK, budget - 1, None),
                                 (first, (key, square), USELESS, budget, (key, square))))
            else:
                children.append(((code, child, ATTACK, budget - 1, None),))
        return children

    def _either(self, ways):
        """``(proof, disproof number, the way to search next, its dn, the second way's pn)`` of a
        child made of ``ways``, one of which must succeed."""
        if len(ways) == 1:
            way = ways[0]
            pn, dn = self._value(way[1], way[2], way[3])
            return pn, dn, way, dn, INFINITE
        best = second = INFINITE
        chosen = None
        total = 0
        chosen_dn = 0
        for way in ways:
            pn, dn = self._value(way[1], way[2], way[3])
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
        memo = b.key if useless is None else useless
        shape = None
        if useless is None and self.dominance is not None:
            shape = self.dominance.shape(b, b.turn if attacker else 1 - b.turn)
            if self._dominated(memo, shape, budget):
                return
        if useless is None and budget < NEAR_PLIES + attacker:
            self._near(attacker, budget, True)
            if shape is not None:
                self.dominance.note(shape, memo, self.solved[memo])
            return
        children = self._alternatives(attacker, budget, useless)
        # each child's value is kept and valued again only after its own search, and a useless
        # node's after a search through it, for every drop that shares it (another search
        # changes a sibling's value otherwise only through a rare transposition, which then
        # shows when that sibling is searched)
        either = self._either
        values = [either(ways) for ways in children]
        while True:
            best = second = INFINITE
            best_i = -1
            total = 0
            for i, value in enumerate(values):
                near, far = (value[0], value[1]) if attacker else (value[1], value[0])
                total += far
                if near < best or best_i < 0:
                    second = best
                    best, best_i = near, i
                elif near < second:
                    second = near
            total = min(total, INFINITE)
            pn, dn = (best, total) if attacker else (total, best)
            if pn >= th_pn or dn >= th_dn or pn == 0 or dn == 0:
                break
            best_pn, best_dn, way, way_dn, way_second = values[best_i]
            if attacker:
                child_pn, child_dn = min(th_pn, second + second // 4 + 1), min(INFINITE, th_dn - dn + best_dn)
            else:
                child_pn, child_dn = min(INFINITE, th_pn - pn + best_pn), min(th_dn, second + second // 4 + 1)
            # (a drop's two ways: the one chosen gets the child's thresholds narrowed by the other)
            way_pn, way_dn = min(child_pn, way_second + 1), min(INFINITE, child_dn - best_dn + way_dn)
            b.make_code(way[0])
            self._mid(not attacker, way[3], way[4], way_pn, way_dn)
            b.unmake_code()
            if way[4] is None:
                values[best_i] = either(children[best_i])
            else:  # (a useless node is shared by the pieces dropped on its square)
                for i, ways in enumerate(children):
                    if ways[-1][1] == way[1]:
                        values[i] = either(ways)
        self._store(memo, attacker, budget, pn, dn, children, shape)

    # A node near the horizon is solved at once, depth first, without proof numbers: the
    # attacker's checks in turn until one mates, the defender's replies (drops last) until one
    # holds. Most such nodes are refuted by the first reply tried, and df-pn's bookkeeping (the
    # thresholds, the unsolved table, a node entered again and again) costs more there than it saves.

    def _near(self, attacker, budget, noted=False):
        """The plies of the mate (``budget`` at most) of the node (the position, ``budget``
        plies left, no useless node), or None, solved to the end. Noted in the table of solved
        nodes, but for the defender with no ply left when not ``noted`` (quicker told again
        than kept)."""
        b = self.board
        key = b.key
        noted = noted or attacker or budget > 0
        if noted:
            solved = self.solved.get(key)
            if solved is not None:
                if solved[0] <= budget:
                    return solved[0]
                if solved[1] >= budget:
                    return None
        self._poll()
        plies = self._near_attack(budget) if attacker else self._near_defend(key, budget)
        if noted:
            solved = self._solved(key)
            if plies is None:
                solved[1] = max(solved[1], budget)
            else:
                solved[0] = min(solved[0], plies)
        return plies

    def _near_attack(self, budget):
        """The plies of a mate found within ``budget`` (the attacker to move), None."""
        b = self.board
        checks = b.check_codes()
        if budget == 1:  # (a check that leaves the king a step is no mate in one)
            checks = b.mating_candidates(checks)
        for code in checks:
            b.make_code(code)
            plies = self._near(False, budget - 1)
            b.unmake_code()
            if plies is not None:
                return 1 + plies
        return None

    def _near_defend(self, key, budget):
        """The plies the defender to move (in ``key``, just checked) holds out at most, when it
        loses within ``budget``; None when a reply holds. A dropped piece also loses when a
        useless interposition, judged (as in df-pn) by the first piece dropped on its square."""
        b = self.board
        if budget < 1 and b.has_board_move():  # (mated only when every reply is a drop, and useless)
            return None
        replies = b.legal_codes()  # (drops last)
        is_drop = self.is_drop
        firsts = {}
        for code in replies:
            if is_drop(code):
                firsts.setdefault(code & 127, code)
        longest = 0
        for code in replies:
            plies = None
            if budget > 0:
                b.make_code(code)
                plies = self._near(True, budget - 1)
                b.unmake_code()
            if plies is not None:
                longest = max(longest, 1 + plies)
            elif not is_drop(code) or not self._first_useless(key, firsts[code & 127], budget):
                return None
        return longest

    def _first_useless(self, key, first, budget):
        """:meth:`_useless_here` of the drop ``first`` in the position ``key`` (the board's)."""
        b = self.board
        b.make_code(first)
        useless = self._useless_here(key, first, budget)
        b.unmake_code()
        return useless

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
