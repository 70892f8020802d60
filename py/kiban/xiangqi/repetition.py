"""Repetition in xiangqi: perpetual check and perpetual chase lose, other repetitions draw.

When a position repeats, the moves since its earlier occurrences are judged side by side:

- a side whose every move gave check checks perpetually and loses, even if the other side chased
  all the while; both sides checking perpetually is a draw;
- otherwise a side whose every move chased one and the same enemy piece chases perpetually and
  loses; both sides chasing is a draw;
- any other repetition (neither side violating) is a draw at the third occurrence.

A move *chases* a piece when after it the mover could legally capture that piece and could not
before, and the piece is worth chasing: not the general, not a soldier that has not crossed the
river, and unprotected (the owner could not legally recapture), except that a horse or cannon
attacking a chariot chases it even when it is protected. A general or soldier never chases, and an
attack on a piece of the same kind that could capture back is an offer to trade, not a chase.

Under :attr:`PerpetualRule.ASIAN` a violation is judged at the third occurrence of a position. Under
:attr:`PerpetualRule.HOUSE` (the Dutch site's rule) a perpetual check or chase is allowed up to three
times the number of pieces taking part (the offender's pieces that moved during it): the move after
that, with the position repeating, loses; while an offender is within the allowance, a threefold
repetition does not draw.
"""

import enum

from kiban.messages import Message
from kiban.outcome import Outcome, Termination
from kiban.xiangqi.types import (CANNON, CHARIOT, COLOR_NAMES, GENERAL, HORSE, PIECE_NAMES, SOLDIER, crossed,
                                 square_name)


class PerpetualRule(enum.Enum):
    """How perpetual check and perpetual chase are judged."""

    ASIAN = "asian"  # the offender loses at the third occurrence of the position
    HOUSE = "house"  # the Dutch site: allowed up to 3x the pieces taking part, then the offender loses


def adjudicate_repetition(board, rule=None):
    """The :class:`Outcome` the repetition rules give for the board's current position, or None;
    ``rule`` (a :class:`PerpetualRule`) replaces the board's own rule."""
    key = board.key
    occurrences = [p for p, k in enumerate(board.key_history()) if k == key]
    house = (rule or board.perpetual_rule) is PerpetualRule.HOUSE
    if len(occurrences) < (2 if house else 3):
        return None
    start = occurrences[-2] if house else occurrences[-3]
    threefold = len(occurrences) >= 3
    checkers = board._checking_sides(start)
    if len(checkers) == 1:
        return _violation(board, checkers[0], Termination.PERPETUAL_CHECK, house, None)
    if checkers:
        return _draw(Message("both-check")) if threefold else None
    replay = _Replay(board)
    common = replay.chases(start)
    chasers = [side for side in (0, 1) if common[side]]
    if len(chasers) == 1:
        return _violation(board, chasers[0], Termination.PERPETUAL_CHASE, house,
                          (replay, common[chasers[0]]))
    if chasers:
        return _draw(Message("both-chase")) if threefold else None
    return _draw(Message("neither-checks-nor-chases")) if threefold else None


def _draw(why):
    return Outcome(Termination.REPETITION, None,
                   Message("repetition-draw", why=why))


def _violation(board, side, termination, house, chase):
    """The loss of ``side`` for a perpetual check (``chase`` None) or chase (``(replay, victims)``),
    or None while the house rule still allows it."""
    name = COLOR_NAMES[side]
    if not house:
        if chase is None:
            return Outcome(termination, side ^ 1, Message("perpetual-check", side=name))
        return Outcome(termination, side ^ 1, Message("perpetual-chase", side=name,
                                                      victim=chase[0].victim_name(chase[1])))
    run = _check_run(board, side) if chase is None else chase[0].chase_run(side)
    pieces = _pieces_moved(board, run[0], side)
    if len(run) <= 3 * pieces:
        return None  # still within the allowance: the game goes on, even past a threefold repetition
    code = "perpetual-check-asian" if chase is None else "perpetual-chase-asian"
    return Outcome(termination, side ^ 1, Message(code, side=name, run=len(run), n=pieces,
                                                  allowed=3 * pieces))


def _check_run(board, side):
    """The plies of ``side``'s unbroken run of checking moves up to now, oldest first."""
    run = []
    checks = board.check_history()
    for p in range(len(checks) - 1, -1, -1):
        if board._mover_at(p) == side:
            if not checks[p]:
                break
            run.append(p)
    return run[::-1]


def _pieces_moved(board, first, side):
    """How many different pieces of ``side`` moved from ply ``first`` on (followed from point to point)."""
    where = {}  # current point -> identity (the point the piece stood on at ply ``first``)
    moved = set()
    moves = board.move_stack
    for p in range(first, len(moves)):
        move = moves[p]
        if board._mover_at(p) == side:
            piece = where.pop(move.from_square, move.from_square)
            where[move.to_square] = piece
            moved.add(piece)
        else:
            where.pop(move.to_square, None)
    return len(moved)


class _Replay:
    """Walks a copy of the board back through its moves, telling which pieces each move chased.

    Pieces are known by an identity that follows them from point to point: the point they stand
    on in the position judged (pieces captured earlier get fresh numbers from 90 on)."""

    def __init__(self, board):
        self._board = board.copy()
        self._final = list(board.squares)
        self._last = board.ply - 1
        self._ids = list(range(90))
        self._next_id = 90
        self._chased = {}  # ply -> identities newly chased by the move at that ply

    def _chased_at(self, ply):
        """The identities the move at ``ply`` newly chased (taking moves back as far as needed)."""
        board, ids = self._board, self._ids
        while ply not in self._chased:
            back = board.ply - 1
            mover = board._mover_at(back)
            after = _chased(board, mover, ids)
            m = board.last_codes(1)[0]
            board.pop()
            ids[m >> 7] = ids[m & 127]
            if board.squares[m & 127]:  # the move had captured the piece now back on that point
                ids[m & 127] = self._next_id
                self._next_id += 1
            self._chased[back] = after - _chased(board, mover, ids)
        return self._chased[ply]

    def chases(self, start):
        """For each side, the identities chased by every one of its moves since ply ``start``."""
        common = [None, None]
        for ply in range(start, self._last + 1):
            side = self._board._mover_at(ply)
            chased = self._chased_at(ply)
            common[side] = chased if common[side] is None else common[side] & chased
        return [c or set() for c in common]

    def chase_run(self, side):
        """The plies of ``side``'s unbroken run of moves chasing one same piece, oldest first."""
        run, common = [], None
        for ply in range(self._last, -1, -1):
            if self._board._mover_at(ply) != side:
                continue
            chased = self._chased_at(ply)
            common = chased if common is None else common & chased
            if not common:
                break
            run.append(ply)
        return run[::-1]

    def victim_name(self, identities):
        """The chased piece named with its point in the position judged, e.g. 'black horse on c7'."""
        point = min(identities)
        code = self._final[point]
        return Message("piece-on-point", side=COLOR_NAMES[code >> 3], piece=PIECE_NAMES[code & 7], square=square_name(point))


def chase_targets(board, color: int) -> set:
    """The points of the enemy pieces that ``color`` chases in the board's position: could legally
    capture now and that the chase rule counts (whose move it is does not matter)."""
    return _chased(board, color, range(90))


def _chased(board, side, ids):
    """The identities of the enemy pieces that ``side`` chases in the board's position."""
    sq = board.squares
    them = side ^ 1
    result = set()
    for f, code in enumerate(sq):
        kind = code & 7
        if not code or code >> 3 != side or kind == GENERAL or kind == SOLDIER:
            continue
        for m in board.movement_codes(f):
            t = m & 127
            victim = sq[t] & 7
            if (not victim or victim == GENERAL or (victim == SOLDIER and not crossed(them, t))
                    or not board.keeps_general_safe(m)):
                continue
            if victim == CHARIOT and kind in (HORSE, CANNON):
                result.add(ids[t])
            elif not _recapturable(board, m) and not (victim == kind and _captures(board, t, f)):
                result.add(ids[t])
    return result


def _recapturable(board, m):
    """Whether the owner of the piece that ``m`` captures could legally capture back on that point."""
    sq = board.squares
    t = m & 127
    owner = sq[t] >> 3
    board.make_code(m)
    try:
        return any(_captures(board, s, t) for s, c in enumerate(sq) if c and c >> 3 == owner)
    finally:
        board.unmake_code()


def _captures(board, s, t):
    """Whether the piece on ``s`` can legally move to (capture on) point ``t``."""
    m = t | s << 7
    return m in board.movement_codes(s) and board.keeps_general_safe(m)
