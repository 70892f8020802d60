"""Impasse (jishogi): the point count and the four rules that can settle a game by points.

Points: rook and bishop 5 (promoted or not), every other piece but the king 1, on the board and in
hand; 54 in all. Pieces missing from the set altogether (a handicap) are credited to gote.
"""

import enum

from kiban.messages import Message
from kiban.outcome import Outcome, Termination
from kiban.shogi.sfen import SET_SIZES
from kiban.shogi.tables import IN_ZONE
from kiban.shogi.types import BISHOP, COLOR_NAMES, HAND_TYPES, KING, ROOK, unpromoted


class ImpasseRule(enum.Enum):
    """The rule a game uses when both kings have entered and points decide."""

    TWENTY_FOUR = "24-point"      # professional: under 24 loses, both 24+ is a draw
    TWENTY_SEVEN = "27-point"     # amateur: 28+ wins, 27-27 is won by gote
    DUTCH_27 = "27-point-dutch"   # Dutch site: under 27 loses, both 27 is a draw
    DECLARATION = "declaration"   # the declaring side wins if it meets the conditions, else loses


def _value(piece_type):
    return 5 if unpromoted(piece_type) in (BISHOP, ROOK) else 1


def impasse_points(board, color, zone_only=False):
    """Points of ``color``: board pieces (in the enemy camp only, with ``zone_only``) plus hand,
    plus, for gote in a full count, the points of pieces missing from the set (handicap)."""
    zone = IN_ZONE[color]
    points = sum(_value(code & 15) for s, code in enumerate(board.squares)
                 if code and code >> 4 == color and code & 15 != KING and (zone[s] or not zone_only))
    points += sum(_value(t) * n for t, n in board.hand(color).items())
    if color == 1 and not zone_only:
        points += _missing_points(board)
    return points


def _missing_points(board):
    present = dict.fromkeys(HAND_TYPES, 0)
    for code in board.squares:
        if code and code & 15 != KING:
            present[unpromoted(code & 15)] += 1
    for color in (0, 1):
        for t, n in board.hand(color).items():
            present[t] += n
    return sum(_value(t) * max(0, SET_SIZES[t] - n) for t, n in present.items())


def _pieces_in_camp(board, color):
    zone = IN_ZONE[color]
    return sum(1 for s, code in enumerate(board.squares)
               if code and code >> 4 == color and code & 15 != KING and zone[s])


def _not_entered(board, color):
    """Why ``color``'s king cannot count as entered (it has none, or it stands outside the enemy
    camp), or None when it has entered."""
    k = board.king_square(color)
    name = COLOR_NAMES[color]
    if k is None:
        return Message("impasse-no-king", side=name)
    if not IN_ZONE[color][k]:
        return Message("impasse-king-outside", side=name)
    return None


def declaration_check(board):
    """``(ok, reason)`` for the side to move under the board's impasse rule."""
    us = board.turn
    name = COLOR_NAMES[us]
    if board.is_check():
        return False, Message("impasse-in-check", side=name)
    reason = _not_entered(board, us)
    if reason:
        return False, reason
    if board.impasse_rule is ImpasseRule.DECLARATION:
        in_camp = _pieces_in_camp(board, us)
        if in_camp < 10:
            return False, Message("impasse-too-few-pieces", side=name, count=in_camp)
        points = impasse_points(board, us, zone_only=True)
        needed = 28 if us == 0 else 27
        if points < needed:
            return False, Message("impasse-too-few-points", side=name, points=points, needed=needed)
        return True, Message("impasse-declared", side=name, points=points, count=in_camp)
    them = us ^ 1
    reason = _not_entered(board, them)
    if reason:
        return False, reason
    return True, Message("impasse-both-entered")


def declare(board):
    """The Outcome of a declaration by the side to move under the board's impasse rule."""
    ok, reason = declaration_check(board)
    us = board.turn
    rule = board.impasse_rule
    if rule is ImpasseRule.DECLARATION:
        if ok:
            return Outcome(Termination.DECLARATION, us,
                           Message("impasse-declaration-correct", reason=reason))
        return Outcome(Termination.DECLARATION, us ^ 1,
                       Message("impasse-declaration-wrong", reason=reason, side=COLOR_NAMES[us]))
    if not ok:
        return Outcome(Termination.DECLARATION, us ^ 1,
                       Message("impasse-claim-wrong", reason=reason, side=COLOR_NAMES[us]))
    return points_outcome(impasse_points(board, 0), impasse_points(board, 1), rule)


def points_outcome(sente, gote, rule):
    """The Outcome of an impasse count: ``sente`` and ``gote`` points under ``rule``."""
    score = Message("impasse-score", sente=sente, gote=gote, rule=rule.value)
    if rule is ImpasseRule.TWENTY_FOUR:
        threshold = 24
    elif rule is ImpasseRule.DUTCH_27:
        threshold = 27
    else:
        winner = 0 if sente >= 28 else 1
        return Outcome(Termination.IMPASSE, winner, Message("impasse-win", score=score, side=COLOR_NAMES[winner]))
    losers = [c for c, p in ((0, sente), (1, gote)) if p < threshold]
    if len(losers) == 1:
        return Outcome(Termination.IMPASSE, losers[0] ^ 1,
                       Message("impasse-loss", score=score, side=COLOR_NAMES[losers[0]], threshold=threshold))
    return Outcome(Termination.IMPASSE, None,
                   Message("impasse-draw", score=score))
