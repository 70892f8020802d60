"""Why a xiangqi move is illegal, in words a player understands."""

from kiban.i18n import _
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
        return _("xiangqi has neither promotion nor drops")
    us = board.turn
    frm, to = move.from_square, move.to_square
    if type(frm) is not int or type(to) is not int or not (0 <= frm < 90 and 0 <= to < 90):
        return _("it does not name two points of the board")
    sq = board.squares
    code = sq[frm]
    if not code:
        return _("there is no piece on {square}").format(square=square_name(frm))
    if code >> 3 != us:
        return _("the piece on {square} belongs to {side}").format(
            square=square_name(frm), side=_(COLOR_NAMES[code >> 3]))
    target = sq[to]
    if target and target >> 3 == us:
        return _("{side}'s own piece stands on {square}").format(
            side=_(COLOR_NAMES[us]), square=square_name(to))
    if to | frm << 7 not in board.movement_codes(frm):
        return _movement_problem(board, code, frm, to)
    after = list(sq)
    after[to], after[frm] = code, 0
    if facing_file(after):
        return _("the generals would face each other on file {file}").format(
            file=facing_file(after))
    return _("it would leave {side}'s general in check").format(side=_(COLOR_NAMES[us]))


def _movement_problem(board, code, frm, to):
    kind, color = code & 7, code >> 3
    name = _(PIECE_NAMES[kind])
    dx, dy = to % 9 - frm % 9, to // 9 - frm // 9
    if kind in (GENERAL, ADVISOR) and to not in REACHABLE[GENERAL][color]:
        return _("the {piece} never leaves the palace").format(piece=name)
    if kind == ELEPHANT and abs(dx) == abs(dy) == 2:
        if to not in REACHABLE[ELEPHANT][color]:
            return _("the elephant never crosses the river")
        return _("the elephant's eye on {square} is blocked").format(
            square=square_name(frm + (dy // 2) * 9 + dx // 2))
    if kind == HORSE and sorted((abs(dx), abs(dy))) == [1, 2]:
        leg = frm + (dx // 2 if abs(dx) == 2 else 0) + (dy // 2 if abs(dy) == 2 else 0) * 9
        return _("the horse's leg on {square} is blocked").format(square=square_name(leg))
    if kind == CANNON and (dx == 0 or dy == 0):
        if board.squares[to]:
            return _("a cannon captures by jumping exactly one piece")
        return _("a cannon jumps only to capture")
    if kind == SOLDIER:
        return _("a soldier steps forward, sideways only after crossing the river, and never back")
    sentence = (_("an {piece} cannot move from {start} to {end}") if PIECE_NAMES[kind][0] in "aeiou"
                else _("a {piece} cannot move from {start} to {end}"))
    return sentence.format(piece=name, start=square_name(frm), end=square_name(to))
