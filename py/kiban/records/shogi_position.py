"""Shogi positions as record files describe them: pieces on squares and in hands, made into SFEN."""

from kiban import shogi
from kiban.errors import KibanError
from kiban.messages import Message
from kiban.records.errors import RecordError

HAND_ORDER = (shogi.ROOK, shogi.BISHOP, shogi.GOLD, shogi.SILVER, shogi.KNIGHT, shogi.LANCE, shogi.PAWN)


def to_sfen(cells: dict, hands, turn: int) -> str:
    """SFEN of ``cells`` ({square: Piece}), ``hands`` (two {type: count}) and the side to move."""
    rows = []
    for rank in range(9):
        row, empty = "", 0
        for square in range(rank * 9, rank * 9 + 9):
            piece = cells.get(square)
            if piece is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + piece.symbol()
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    hand = "".join((str(n) if n > 1 else "") + shogi.Piece(t, color).symbol()
                   for color in (0, 1) for t in HAND_ORDER if (n := hands[color].get(t, 0)))
    return f"{'/'.join(rows)} {'bw'[turn]} {hand or '-'} 1"


def set_start(record, sfen: str, line=None):
    """Start ``record`` from ``sfen``, a composed position when no game reaches it; RecordError
    (at ``line``) when even a composed board cannot hold it."""
    try:
        record.set_start(sfen)
    except KibanError as error:
        raise RecordError(Message("position-not-legal", error=error), line) from None


def cells_of(sfen: str):
    """The pieces of an SFEN position: ({square: Piece}, [sente hand, gote hand], turn)."""
    board = shogi.Board(sfen, strict=False)
    cells = {s: board.piece_at(s) for s in shogi.SQUARES if board.piece_at(s)}
    return cells, [board.hand(0), board.hand(1)], board.turn


def same_position(a: str, b: str) -> bool:
    """Whether two SFENs name the same position (the move number aside)."""
    return a.split()[:3] == b.split()[:3]
