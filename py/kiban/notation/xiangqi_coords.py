"""Xiangqi notations by letters and coordinates: WXF ('C2=5'), ICCS ('h2e2', also 'H2-E2') and the
Dutch document's coordinates ('b2-e3'). WXF and coordinates are the board's own; ICCS is read here."""

import re
import unicodedata

from kiban.errors import IllegalMoveError
from kiban.messages import Message
from kiban.notation.errors import NotationError
from kiban.xiangqi import Move

_ICCS = re.compile(r"([a-i][0-9])-?([a-i][0-9])")


def write_iccs(board, move) -> str:
    """``move`` in ICCS coordinates: 'h2e2'."""
    if move not in board.legal_moves:
        raise IllegalMoveError(Message("not-a-legal-move", move=move, position=board.fen()))
    return move.uci()


def parse_iccs(board, text) -> Move:
    """The legal move an ICCS text ('h2e2', 'H2-E2') names on ``board``."""
    if not isinstance(text, str):
        raise NotationError(Message("move-not-text", type=type(text).__name__))
    match = _ICCS.fullmatch(text.strip().lower())
    if not match:
        raise NotationError(Message("iccs-shape", text=text))
    move = Move.from_uci(match[1] + match[2])
    if move not in board.legal_moves:
        raise IllegalMoveError(Message("illegal-move-text", text=text, position=board.fen()))
    return move


def write_wxf(board, move) -> str:
    """``move`` in WXF notation: 'C2=5'."""
    return board.wxf(move)


def parse_wxf(board, text) -> Move:
    """The legal move a WXF text names; full-width characters and the sign written before the
    piece letter ('+R=3' for 'R+=3', as some programs do) are accepted too."""
    if not isinstance(text, str):
        raise NotationError(Message("move-not-text", type=type(text).__name__))
    clean = unicodedata.normalize("NFKC", text).strip()
    if len(clean) == 4 and clean[0] in "+-" and clean[1].isalpha():
        clean = clean[1] + clean[0] + clean[2:]
    return board.parse_wxf(clean)


def write_coord(board, move) -> str:
    """``move`` in the document's coordinates: 'b2-e3'."""
    if move not in board.legal_moves:
        raise IllegalMoveError(Message("not-a-legal-move", move=move, position=board.fen()))
    return board.coord(move)


def parse_coord(board, text) -> Move:
    """The legal move a coordinate text like 'b2-e3' names."""
    return board.parse_coord(text)
