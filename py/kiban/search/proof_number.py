"""Depth-first proof-number search (df-pn) for mate problems: the search tsume solvers use.

Where a problem is wide (a defender holding many pieces can interpose a drop on every square
between its king and a checking slider) iterating over depths looks at every defence at every
depth; df-pn instead follows the most promising move first, by how many positions are left to
prove (proof number) or to disprove (disproof number), and returns to the others only when
that changes. :mod:`kiban.search.mate` calls it when a short mate is not found at once.

    search = ProofNumberSearch(board, poll)   # poll(): called at every node, raises to stop
    found, line = search.prove()              # found: True (mate), False (no mate), None (unsure)

The line of a mate plays, at each of the attacker's turns, the proven check with the fewest plies
to mate in the proof found, and at each of the defender's the reply that holds out longest in it;
so it is a mate, but not always the shortest one. A position that repeats on the way counts as
no mate for the attacker (a perpetual check loses); since that makes a disproof depend on the
path, "no mate" is only claimed when no repetition was met.
"""

INFINITE = 10 ** 9
_UNKNOWN = (1, 1, 0)
_ENTRIES = 1_000_000  # positions kept before the table starts again
_REPLIES_KEPT = 20_000  # lists of replies kept for positions not expanded yet (memory)


class ProofNumberSearch:
    """One df-pn search of the mate of the side to move on ``board`` (see the module docstring)."""

    def __init__(self, board, poll):
        self.board = board
        self.poll = poll
        self.table = {}          # key -> (proof number, disproof number, plies to mate when proven)
        self.path = set()        # keys of the positions on the way to the current one
        self.repeated = False    # a position repeated on some way
        self.replies = {}        # key -> the defender's replies listed by _child_keys, until expanded

    def prove(self):
        """``(True, moves)`` for a mate, ``(False, [])`` when there is none, ``(None, [])``
        when no repetition-free answer was reached."""
        self._mid(INFINITE - 1, INFINITE - 1, True)
        pn, dn, _ = self.table.get(self.board.key, _UNKNOWN)
        if pn == 0:
            return True, self._line()
        if dn == 0 and not self.repeated:
            return False, []
        return None, []

    def _moves(self, attacker):
        """The attacker's checks, or the defender's replies (those counted by `_child_keys`
        when the check was first seen, else the board's)."""
        b = self.board
        if attacker:
            return b.check_codes()
        replies = self.replies.pop(b.key, None)
        return b.legal_codes() if replies is None else replies

    def _child_keys(self, moves, attacker):
        """The key of the position after each move; the defender's replies after a check are
        counted once as the first estimate of its proof number (fewer replies: nearer a proof)."""
        b = self.board
        table = self.table
        keys = []
        for m in moves:
            b.make_code(m)
            key = b.key
            keys.append(key)
            if attacker and key not in table:
                if len(self.replies) > _REPLIES_KEPT:
                    self.replies.clear()
                replies = self.replies[key] = b.legal_codes()
                table[key] = (0, INFINITE, 0) if not replies else (len(replies), 1, 0)
            b.unmake_code()
        return keys

    def _mid(self, th_pn, th_dn, attacker):
        """Search the position until its proof or disproof number reaches its threshold."""
        self.poll()
        b = self.board
        key = b.key
        moves = self._moves(attacker)
        if not moves:  # the attacker has no check left / the defender is mated
            self.table[key] = (INFINITE, 0, 0) if attacker else (0, INFINITE, 0)
            return
        if len(self.table) > _ENTRIES:
            self.table.clear()
        keys = self._child_keys(moves, attacker)
        self.path.add(key)
        table, path = self.table, self.path
        while True:
            best = second = INFINITE
            best_i = 0
            total = 0
            values = []
            for i, child in enumerate(keys):
                if child in path:
                    self.repeated = True
                    value = (INFINITE, 0, 0)
                else:
                    value = table.get(child, _UNKNOWN)
                values.append(value)
                # an OR node minimises proof numbers and sums disproof numbers; an AND node the reverse
                near, far = (value[0], value[1]) if attacker else (value[1], value[0])
                total = min(INFINITE, total + far)
                if near < best:
                    best, second, best_i = near, best, i
                elif near < second:
                    second = near
            pn, dn = (best, total) if attacker else (total, best)
            if pn >= th_pn or dn >= th_dn or pn == 0 or dn == 0:
                break
            child_pn, child_dn, _ = values[best_i]
            if attacker:
                next_pn, next_dn = min(th_pn, second + 1), th_dn - dn + child_dn
            else:
                next_pn, next_dn = th_pn - pn + child_pn, min(th_dn, second + 1)
            b.make_code(moves[best_i])
            self._mid(next_pn, next_dn, not attacker)
            b.unmake_code()
        path.discard(key)
        plies = 0
        if pn == 0:  # plies to mate in this proof: the shortest check, the longest reply
            proven = [value[2] for value in values if value[0] == 0]
            plies = 1 + (min(proven) if attacker else max(proven))
        table[key] = (pn, dn, plies)

    def _line(self):
        """The mating line of the proof (see the module docstring)."""
        b = self.board
        line = []
        attacker = True
        seen = set()
        while b.key not in seen:
            seen.add(b.key)
            moves = self._moves(attacker)
            if not moves:
                break
            known = []
            for m in moves:
                b.make_code(m)
                value = self.table.get(b.key, _UNKNOWN)
                b.unmake_code()
                if value[0] == 0:
                    known.append((value[2], m))
            if not known:  # (a proof overwritten when the table started again)
                break
            m = min(known)[1] if attacker else max(known)[1]
            line.append(m)
            b.make_code(m)
            attacker = not attacker
        moves = [b.move_of(m) for m in line]
        for _ in line:
            b.unmake_code()
        return moves
