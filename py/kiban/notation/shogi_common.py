"""What the shogi notation styles share: squares by file and rank, piece names, rival pieces.

Files are numbered 1-9 from sente's right, ranks 1-9 from gote's side (rank 1 = USI rank 'a');
a smaller board of a shogi variant has fewer (see :mod:`kiban.shogi.variant`).
"""

import unicodedata

from kiban.errors import IllegalMoveError
from kiban.messages import Message
from kiban.notation.errors import NotationError
from kiban.shogi.move import Move
from kiban.shogi.types import (BISHOP, DRAGON, GOLD, HORSE, KING, KNIGHT, LANCE, PAWN, PROM_KNIGHT,
                               PROM_LANCE, PROM_PAWN, PROM_SILVER, ROOK, SILVER)
from kiban.shogi.variant import FILES, RANKS

KANJI_DIGITS = "一二三四五六七八九"
WIDE_DIGITS = "１２３４５６７８９"
PIECE_KANJI = {PAWN: "歩", LANCE: "香", KNIGHT: "桂", SILVER: "銀", GOLD: "金", BISHOP: "角", ROOK: "飛",
               KING: "玉", PROM_PAWN: "と", PROM_LANCE: "成香", PROM_KNIGHT: "成桂", PROM_SILVER: "成銀",
               HORSE: "馬", DRAGON: "龍"}
KANJI_PIECES = {name: t for t, name in PIECE_KANJI.items()}
KANJI_PIECES.update({"王": KING, "竜": DRAGON, "杏": PROM_LANCE, "圭": PROM_KNIGHT, "全": PROM_SILVER,
                     "成歩": PROM_PAWN, "仝": PROM_LANCE, "今": PROM_KNIGHT})
PIECE_NAMES = ("", "pawn", "lance", "knight", "silver", "bishop", "rook", "gold", "king", "tokin",
               "promoted lance", "promoted knight", "promoted silver", "horse", "dragon")


def file_of(square: int) -> int:
    """The file (1-9, counted from sente's right) of an engine square."""
    return FILES - square % FILES


def rank_of(square: int) -> int:
    """The rank (1-9, counted from gote's side) of an engine square."""
    return square // FILES + 1


def square_at(file: int, rank: int) -> int:
    """The engine square on ``file`` and ``rank`` (both from 1); NotationError off the board."""
    if not (1 <= file <= FILES and 1 <= rank <= RANKS):
        raise NotationError(Message("not-a-square-of-board", file=file, rank=rank))
    return (rank - 1) * FILES + FILES - file


def digits(square: int) -> str:
    """A square as two ASCII digits, file then rank: '76'."""
    return f"{file_of(square)}{rank_of(square)}"


def japanese_square(square: int) -> str:
    """A square as the Japanese write it: full-width file digit, kanji rank: '７六'."""
    return WIDE_DIGITS[file_of(square) - 1] + KANJI_DIGITS[rank_of(square) - 1]


def plain(text) -> str:
    """Text made uniform for parsing: NFKC (full-width digits and letters become ASCII), trimmed."""
    if not isinstance(text, str):
        raise NotationError(Message("move-not-text", type=type(text).__name__))
    return unicodedata.normalize("NFKC", text).strip()


def legal_list(board, move=None) -> list:
    """The legal moves of ``board``; IllegalMoveError when ``move`` is given and is not one of them."""
    legal = list(board.legal_moves)
    if move is not None and move not in legal:
        raise IllegalMoveError(Message("not-a-legal-move", move=move, position=board.sfen()))
    return legal


def moving_type(board, move) -> int:
    """The type of the piece a move moves (the dropped type for a drop)."""
    return move.drop if move.drop is not None else board.piece_at(move.from_square).piece_type


def rivals(board, move) -> list:
    """The squares of the other pieces of the moving kind (for a drop: all of them on the board)
    that could go to the move's square by the way they move, a pinned piece included: notation tells
    pieces apart by how they move, not by whether moving them would expose the king (so do the
    Japan Shogi Association's records, cshogi, Kifu for JS and Lishogi)."""
    kind = moving_type(board, move)
    return [s for s in board.attackers(board.turn, move.to_square)
            if s != move.from_square and board.piece_at(s).piece_type == kind]


def may_promote(legal, move) -> bool:
    """Whether the board move ``move`` could also be played with promotion."""
    return move.drop is None and Move(move.from_square, move.to_square, promotion=True) in legal


def last_square(board):
    """The square the last move went to (for 同, 'same square'), or None at the start."""
    stack = board.move_stack
    return stack[-1].to_square if stack else None


def choose(legal, board, kind, to, drop, promotion, origin=None) -> list:
    """The legal moves of a ``kind`` piece to ``to``: drops or board moves (``drop`` True / False /
    None for either), optionally from ``origin``; ``promotion`` True / False / None (prefer none)."""
    found = [m for m in legal if m.to_square == to and (
        (m.drop == kind and drop is not False) or
        (m.drop is None and drop is not True and board.piece_at(m.from_square).piece_type == kind
         and (origin is None or m.from_square == origin)))]
    board_moves = [m for m in found if m.drop is None]
    if board_moves and drop is None:
        found = board_moves
    if promotion is None:
        keep = [m for m in found if not m.promotion]
        promoted_only = {(m.from_square, m.to_square) for m in found} - {(m.from_square, m.to_square)
                                                                         for m in keep}
        return keep + [m for m in found if (m.from_square, m.to_square) in promoted_only]
    return [m for m in found if m.promotion == promotion]
