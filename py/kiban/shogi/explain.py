"""Why a shogi move is illegal, in words a player understands."""

from kiban.messages import Message
from kiban.shogi.tables import DEAD, IN_ZONE, RAYS, STEPS
from kiban.shogi.types import COLOR_NAMES, KING, PAWN, PIECE_NAMES, square_name
from kiban.shogi.variant import FILES


def why_illegal(board, move) -> str:
    """The rule that forbids ``move`` on ``board`` (assumed illegal there)."""
    us = board.turn
    side = COLOR_NAMES[us]
    to = move.to_square
    if move.drop is not None:
        reason = _drop_problem(board, move.drop, to, us)
    else:
        reason = _board_move_problem(board, move, us)
    return reason or Message("king-left-in-check", side=side)


def _drop_problem(board, piece_type, to, us):
    name, side = PIECE_NAMES[piece_type], COLOR_NAMES[us]
    if not board.hand(us).get(piece_type):
        return Message("not-in-hand", side=side, piece=name)
    if board.piece_at(to):
        return Message("square-occupied", square=square_name(to))
    if DEAD[piece_type | us << 4][to]:
        return Message("dead-drop", piece=name, square=square_name(to))
    if piece_type == PAWN:
        if to % FILES in board._pawn_columns(us):
            return Message("nifu", side=side, file=FILES - to % FILES)
        if to == board._pawn_check_square() and board._pawn_drop_mates(to):
            return Message("pawn-drop-mate")
    return None


def _board_move_problem(board, move, us):
    frm, to = move.from_square, move.to_square
    piece = board.piece_at(frm)
    if piece is None:
        return Message("no-piece-on-square", square=square_name(frm))
    if piece.color != us:
        return Message("piece-of-other-side", square=square_name(frm), side=COLOR_NAMES[piece.color])
    target = board.piece_at(to)
    if target is not None and target.color == us:
        return Message("own-piece-on-target", side=COLOR_NAMES[us], square=square_name(to))
    code = piece.piece_type | us << 4
    name = PIECE_NAMES[piece.piece_type]
    if not _reaches(board, code, frm, to):
        return Message("piece-cannot-move-there", piece=name, start=square_name(frm), end=square_name(to))
    if move.promotion:
        if piece.piece_type >= 7:
            return Message("piece-cannot-promote", piece=name)
        if not (IN_ZONE[us][frm] or IN_ZONE[us][to]):
            return Message("promotion-outside-zone")
    elif DEAD[code][to]:
        return Message("piece-must-promote", piece=name, square=square_name(to))
    if piece.piece_type == KING:
        return Message("king-square-attacked", square=square_name(to))
    return None


def _reaches(board, code, frm, to):
    if to in STEPS[code][frm]:
        return True
    for ray in RAYS[code][frm]:
        for s in ray:
            if s == to:
                return True
            if board.squares[s]:
                break
    return False
