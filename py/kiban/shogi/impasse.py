"""Impasse (jishogi): the point count and the four rules that can settle a game by points.

Points: rook and bishop 5 (promoted or not), every other piece but the king 1, on the board and in
hand; 54 in all. Pieces missing from the set altogether (a handicap) are credited to gote.
"""

import enum

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


def declaration_check(board):
    """``(ok, reason)`` for the side to move under the board's impasse rule."""
    us = board.turn
    name = COLOR_NAMES[us]
    if board.is_check():
        return False, f"{name} is in check"
    if not IN_ZONE[us][board.king_square(us)]:
        return False, f"{name}'s king has not entered the enemy camp"
    if board.impasse_rule is ImpasseRule.DECLARATION:
        in_camp = _pieces_in_camp(board, us)
        if in_camp < 10:
            return False, f"{name} has {in_camp} pieces besides the king in the enemy camp; 10 are needed"
        points = impasse_points(board, us, zone_only=True)
        needed = 28 if us == 0 else 27
        if points < needed:
            return False, f"{name} has {points} points in the enemy camp and in hand; {needed} are needed"
        return True, f"{name} declares with {points} points and {in_camp} pieces in the enemy camp"
    them = us ^ 1
    if not IN_ZONE[them][board.king_square(them)]:
        return False, f"{COLOR_NAMES[them]}'s king has not entered the enemy camp"
    return True, "both kings have entered the enemy camp"


def declare(board):
    """The Outcome of a declaration by the side to move under the board's impasse rule."""
    ok, reason = declaration_check(board)
    us = board.turn
    rule = board.impasse_rule
    if rule is ImpasseRule.DECLARATION:
        if ok:
            return Outcome(Termination.DECLARATION, us, f"correct impasse declaration: {reason}")
        return Outcome(Termination.DECLARATION, us ^ 1, f"wrong impasse declaration ({reason}), "
                       f"so {COLOR_NAMES[us]} loses")
    if not ok:
        return Outcome(Termination.DECLARATION, us ^ 1, f"wrong impasse claim ({reason}), "
                       f"so {COLOR_NAMES[us]} loses")
    return points_outcome(impasse_points(board, 0), impasse_points(board, 1), rule)


def points_outcome(sente, gote, rule):
    """The Outcome of an impasse count: ``sente`` and ``gote`` points under ``rule``."""
    score = f"sente {sente}, gote {gote} points ({rule.value} rule)"
    if rule is ImpasseRule.TWENTY_FOUR:
        threshold = 24
    elif rule is ImpasseRule.DUTCH_27:
        threshold = 27
    else:
        winner = 0 if sente >= 28 else 1
        return Outcome(Termination.IMPASSE, winner, f"impasse: {score}, {COLOR_NAMES[winner]} wins")
    losers = [c for c, p in ((0, sente), (1, gote)) if p < threshold]
    if len(losers) == 1:
        return Outcome(Termination.IMPASSE, losers[0] ^ 1,
                       f"impasse: {score}, {COLOR_NAMES[losers[0]]} has under {threshold} and loses")
    return Outcome(Termination.IMPASSE, None, f"impasse: {score}, a draw (jishogi)")
