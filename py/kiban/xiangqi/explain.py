"""Why a xiangqi move is illegal, in words a player understands."""

from kiban.xiangqi.fen import facing_file
from kiban.xiangqi.move import Move
from kiban.xiangqi.tables import REACHABLE
from kiban.xiangqi.types import (ADVISOR, CANNON, COLOR_NAMES, ELEPHANT, GENERAL, HORSE, PIECE_NAMES, SOLDIER,
                                 square_name)


def why_illegal(board, move) -> str:
    """The rule that forbids ``move`` on ``board`` (assumed illegal there)."""
    if not isinstance(move, Move):
        return f"a xiangqi move is a kiban.xiangqi.Move, not {type(move).__name__}"
    if move.promotion or move.drop is not None:
        return "xiangqi has neither promotion nor drops"
    us = board.turn
    frm, to = move.from_square, move.to_square
    if type(frm) is not int or type(to) is not int or not (0 <= frm < 90 and 0 <= to < 90):
        return "it does not name two points of the board"
    sq = board.squares
    code = sq[frm]
    if not code:
        return f"there is no piece on {square_name(frm)}"
    if code >> 3 != us:
        return f"the piece on {square_name(frm)} belongs to {COLOR_NAMES[code >> 3]}"
    target = sq[to]
    if target and target >> 3 == us:
        return f"{COLOR_NAMES[us]}'s own piece stands on {square_name(to)}"
    if to | frm << 7 not in board.movement_codes(frm):
        return _movement_problem(board, code, frm, to)
    after = list(sq)
    after[to], after[frm] = code, 0
    if facing_file(after):
        return f"the generals would face each other on file {facing_file(after)}"
    return f"it would leave {COLOR_NAMES[us]}'s general in check"


def _movement_problem(board, code, frm, to):
    kind, color = code & 7, code >> 3
    name = PIECE_NAMES[kind]
    dx, dy = to % 9 - frm % 9, to // 9 - frm // 9
    if kind in (GENERAL, ADVISOR) and to not in REACHABLE[GENERAL][color]:
        return f"the {name} never leaves the palace"
    if kind == ELEPHANT and abs(dx) == abs(dy) == 2:
        if to not in REACHABLE[ELEPHANT][color]:
            return "the elephant never crosses the river"
        return f"the elephant's eye on {square_name(frm + (dy // 2) * 9 + dx // 2)} is blocked"
    if kind == HORSE and sorted((abs(dx), abs(dy))) == [1, 2]:
        leg = frm + (dx // 2 if abs(dx) == 2 else 0) + (dy // 2 if abs(dy) == 2 else 0) * 9
        return f"the horse's leg on {square_name(leg)} is blocked"
    if kind == CANNON and (dx == 0 or dy == 0):
        if board.squares[to]:
            return "a cannon captures by jumping exactly one piece"
        return "a cannon jumps only to capture"
    if kind == SOLDIER:
        return "a soldier steps forward, sideways only after crossing the river, and never back"
    article = "an" if name[0] in "aeiou" else "a"
    return f"{article} {name} cannot move from {square_name(frm)} to {square_name(to)}"
