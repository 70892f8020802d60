"""Hand dominance (優越関係) between mate-search positions of games with hands (shogi).

Two positions with the same pieces on the board and the same side to move may differ only in
what the players hold. Then a mate proven for one is a mate for the other when the attacker holds
at least as much of every piece and the defender at most as much: the attacker can play the same
checks, and the defender has no reply the first position's defender lacked (a drop it cannot make
any more only takes a reply away). Likewise a position refuted (no mate within some plies) stays
refuted when the attacker holds less and the defender more. This holds for mates within a number
of plies and for useless interpositions (:mod:`kiban.search.mate_within`) alike, by induction over
the plies: a dropped pawn's check is from next door, so no hand decides whether it mates.

    dominance = HandDominance(board)         # board: one with hand_counts()
    shape = dominance.shape(board, attacker)  # placement key and packed hands (attacker: a color)
    dominance.note(shape, key, solved)       # solved: [fewest plies proven, most plies refuted]
    proven, refuted = dominance.bounds(shape, proven, refuted)   # improved

A hand is packed as one int, six bits per piece type (the count, below 32, and a guard bit kept
clear), so "holds at least as much of every piece" is one subtraction (see `_covers`).
"""

_FIELD = 6  # bits per piece type in a packed hand
_GUARD_BIT = 1 << (_FIELD - 1)


def _pack(counts):
    """The hand ``counts`` (indexed by piece type) as one int, ``_FIELD`` bits a type."""
    packed = 0
    for i, n in enumerate(counts):
        packed |= n << (_FIELD * i)
    return packed


class HandDominance:
    """Solved positions by placement, to answer for positions with other hands (module docstring)."""

    def __init__(self, board):
        self.guards = sum(_GUARD_BIT << (_FIELD * i) for i in range(len(board.hand_counts(0))))
        self.index = {}  # placement key -> {key: (attacker's packed hand, defender's, solved entry)}

    def shape(self, board, attacker):
        """``(placement key, attacker's packed hand, defender's packed hand)`` of ``board``, where
        the color ``attacker`` mates (the side to move, or the side that just gave check)."""
        return (board.placement_key(), _pack(board.hand_counts(attacker)),
                _pack(board.hand_counts(1 - attacker)))

    def note(self, shape, key, solved):
        """Remember the solved entry (a list ``[fewest plies proven, most plies refuted]``, kept
        up to date by the caller) of the position ``key`` of ``shape``."""
        placement, attack, defence = shape
        entries = self.index.get(placement)
        if entries is None:
            entries = self.index[placement] = {}
        entries[key] = (attack, defence, solved)

    def bounds(self, shape, proven, refuted):
        """``(proven, refuted)`` improved by the noted positions of the same placement as
        ``shape``: the fewest plies a mate is proven in (given: ``proven``), the most plies no mate
        is (given: ``refuted``)."""
        placement, attack, defence = shape
        entries = self.index.get(placement)
        if entries is None:
            return proven, refuted
        covers = self._covers
        for other_attack, other_defence, (mate_plies, no_mate_plies) in entries.values():
            if mate_plies < proven and covers(attack, other_attack) and covers(other_defence, defence):
                proven = mate_plies
            if no_mate_plies > refuted and covers(other_attack, attack) and covers(defence, other_defence):
                refuted = no_mate_plies
        return proven, refuted

    def _covers(self, more, less):
        """Whether the packed hand ``more`` holds at least as many of every piece as ``less``:
        no field borrows from the guard bit set above it."""
        guards = self.guards
        return (more | guards) - less & guards == guards
