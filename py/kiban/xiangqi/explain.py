"""Why a xiangqi move is illegal, in words a player understands."""

from kiban.messages import Message
from kiban.xiangqi.fen import facing_file
from kiban.xiangqi.move import Move
from kiban.xiangqi.tables import REACHABLE
from kiban.xiangqi.types import (ADVISOR, CANNON, COLOR_NAMES, ELEPHANT, GENERAL, HORSE, PIECE_NAMES, SOLDIER,
                                 square_name)


def why_illegal(board, move) -> str:
    """The rule that forbids ``move`` on ``board`` (assumed illegal there)."""
    if not isinstance(move, Move):
        return Message("not-a-move-object", game="xiangqi", type=type(move).__name__)
    if move.promotion or move.drop is not None:
        return Message("xiangqi-no-promotion-or-drop")
    us = board.turn
    frm, to = move.from_square, move.to_square
    if type(frm) is not int or type(to) is not int or not (0 <= frm < 90 and 0 <= to < 90):
        return Message("not-two-points")
    sq = board.squares
    code = sq[frm]
    if not code:
        return Message("no-piece-on-square", square=square_name(frm))
    if code >> 3 != us:
        return Message("piece-of-other-side", square=square_name(frm), side=COLOR_NAMES[code >> 3])
    target = sq[to]
    if target and target >> 3 == us:
        return Message("own-piece-on-target", side=COLOR_NAMES[us], square=square_name(to))
    if to | frm << 7 not in board.movement_codes(frm):
        return _movement_problem(board, code, frm, to)
    after = list(sq)
    after[to], after[frm] = code, 0
    if facing_file(after):
        return Message("generals-would-face", file=facing_file(after))
    return Message("general-left-in-check", side=COLOR_NAMES[us])


def _movement_problem(board, code, frm, to):
    kind, color = code & 7, code >> 3
    name = PIECE_NAMES[kind]
    dx, dy = to % 9 - frm % 9, to // 9 - frm // 9
    if kind in (GENERAL, ADVISOR) and to not in REACHABLE[GENERAL][color]:
        return Message("palace-only", piece=name)
    if kind == ELEPHANT and abs(dx) == abs(dy) == 2:
        if to not in REACHABLE[ELEPHANT][color]:
            return Message("elephant-river")
        return Message("elephant-eye-blocked", square=square_name(frm + (dy // 2) * 9 + dx // 2))
    if kind == HORSE and sorted((abs(dx), abs(dy))) == [1, 2]:
        leg = frm + (dx // 2 if abs(dx) == 2 else 0) + (dy // 2 if abs(dy) == 2 else 0) * 9
        return Message("horse-leg-blocked", square=square_name(leg))
    if kind == CANNON and (dx == 0 or dy == 0):
        if board.squares[to]:
            return Message("cannon-screen")
        return Message("cannon-jump-without-capture")
    if kind == SOLDIER:
        return Message("soldier-move")
    code = "piece-cannot-move-there-an" if name[0] in "aeiou" else "piece-cannot-move-there"
    return Message(code, piece=name, start=square_name(frm), end=square_name(to))
