"""Why a shogi move is illegal, in words a player understands."""

from kiban.i18n import _
from kiban.shogi.tables import DEAD, IN_ZONE, RAYS, STEPS
from kiban.shogi.types import COLOR_NAMES, KING, PAWN, PIECE_NAMES, square_name
from kiban.shogi.variant import FILES


def why_illegal(board, move) -> str:
    """The rule that forbids ``move`` on ``board`` (assumed illegal there)."""
    us = board.turn
    side = _(COLOR_NAMES[us])
    to = move.to_square
    if move.drop is not None:
        reason = _drop_problem(board, move.drop, to, us)
    else:
        reason = _board_move_problem(board, move, us)
    return reason or _("it would leave {side}'s king in check").format(side=side)


def _drop_problem(board, piece_type, to, us):
    name, side = _(PIECE_NAMES[piece_type]), _(COLOR_NAMES[us])
    if not board.hand(us).get(piece_type):
        return _("{side} has no {piece} in hand").format(side=side, piece=name)
    if board.piece_at(to):
        return _("{square} is occupied").format(square=square_name(to))
    if DEAD[piece_type | us << 4][to]:
        return _("a {piece} dropped on {square} could never move").format(
            piece=name, square=square_name(to))
    if piece_type == PAWN:
        if to % FILES in board._pawn_columns(us):
            return _("nifu: {side} already has an unpromoted pawn on file {file}").format(
                side=side, file=FILES - to % FILES)
        if to == board._pawn_check_square() and board._pawn_drop_mates(to):
            return _("a pawn drop may not give checkmate (uchifuzume)")
    return None


def _board_move_problem(board, move, us):
    frm, to = move.from_square, move.to_square
    piece = board.piece_at(frm)
    if piece is None:
        return _("there is no piece on {square}").format(square=square_name(frm))
    if piece.color != us:
        return _("the piece on {square} belongs to {side}").format(
            square=square_name(frm), side=_(COLOR_NAMES[piece.color]))
    target = board.piece_at(to)
    if target is not None and target.color == us:
        return _("{side}'s own piece stands on {square}").format(
            side=_(COLOR_NAMES[us]), square=square_name(to))
    code = piece.piece_type | us << 4
    name = _(PIECE_NAMES[piece.piece_type])
    if not _reaches(board, code, frm, to):
        return _("a {piece} cannot move from {start} to {end}").format(
            piece=name, start=square_name(frm), end=square_name(to))
    if move.promotion:
        if piece.piece_type >= 7:
            return _("a {piece} cannot promote").format(piece=name)
        if not (IN_ZONE[us][frm] or IN_ZONE[us][to]):
            return _("promotion needs a move that starts or ends in the promotion zone")
    elif DEAD[code][to]:
        return _("a {piece} on {square} must promote").format(piece=name, square=square_name(to))
    if piece.piece_type == KING:
        return _("{square} is attacked").format(square=square_name(to))
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
