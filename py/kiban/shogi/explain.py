"""Why a shogi move is illegal, in words a player understands."""

from kiban.shogi.tables import DEAD, IN_ZONE, RAYS, STEPS
from kiban.shogi.types import COLOR_NAMES, KING, PAWN, PIECE_NAMES, square_name


def why_illegal(board, move) -> str:
    """The rule that forbids ``move`` on ``board`` (assumed illegal there)."""
    us = board.turn
    side = COLOR_NAMES[us]
    to = move.to_square
    if move.drop is not None:
        reason = _drop_problem(board, move.drop, to, us)
    else:
        reason = _board_move_problem(board, move, us)
    return reason or f"it would leave {side}'s king in check"


def _drop_problem(board, piece_type, to, us):
    name = PIECE_NAMES[piece_type]
    if not board.hand(us).get(piece_type):
        return f"{COLOR_NAMES[us]} has no {name} in hand"
    if board.piece_at(to):
        return f"{square_name(to)} is occupied"
    if DEAD[piece_type | us << 4][to]:
        return f"a {name} dropped on {square_name(to)} could never move"
    if piece_type == PAWN:
        if to % 9 in board._pawn_columns(us):
            return f"nifu: {COLOR_NAMES[us]} already has an unpromoted pawn on file {9 - to % 9}"
        if to == board._pawn_check_square() and board._pawn_drop_mates(to):
            return "a pawn drop may not give checkmate (uchifuzume)"
    return None


def _board_move_problem(board, move, us):
    frm, to = move.from_square, move.to_square
    piece = board.piece_at(frm)
    if piece is None:
        return f"there is no piece on {square_name(frm)}"
    if piece.color != us:
        return f"the piece on {square_name(frm)} belongs to {COLOR_NAMES[piece.color]}"
    target = board.piece_at(to)
    if target is not None and target.color == us:
        return f"{COLOR_NAMES[us]}'s own piece stands on {square_name(to)}"
    code = piece.piece_type | us << 4
    name = PIECE_NAMES[piece.piece_type]
    if not _reaches(board, code, frm, to):
        return f"a {name} cannot move from {square_name(frm)} to {square_name(to)}"
    if move.promotion:
        if piece.piece_type >= 7:
            return f"a {name} cannot promote"
        if not (IN_ZONE[us][frm] or IN_ZONE[us][to]):
            return "promotion needs a move that starts or ends in the promotion zone"
    elif DEAD[code][to]:
        return f"a {name} on {square_name(to)} must promote"
    if piece.piece_type == KING:
        return f"{square_name(to)} is attacked"
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
