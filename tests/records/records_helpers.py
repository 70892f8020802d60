"""Shared helpers of the record and notation tests: positions built from a few pieces, random
positions rich in look-alike pieces, and a comparison of two records."""

import random

from kiban import shogi, xiangqi
from kiban.errors import KibanError

SHOGI_LETTERS = {"P": "P", "L": "L", "N": "N", "S": "S", "G": "G", "B": "B", "R": "R", "K": "K",
                 "TO": "+P", "NY": "+L", "NK": "+N", "NG": "+S", "UM": "+B", "RY": "+R",
                 "FU": "P", "KY": "L", "KE": "N", "GI": "S", "KI": "G", "KA": "B", "HI": "R"}


def shogi_sfen(pieces, turn="b", hands="-"):
    """An SFEN from ``{"88": "+P", "51": "k"}`` (file-rank digits: SFEN letters, lower case = gote)."""
    grid = [["" for _ in range(9)] for _ in range(9)]
    for square, letter in pieces.items():
        grid[int(square[1]) - 1][9 - int(square[0])] = letter
    rows = []
    for row in grid:
        text, empty = "", 0
        for cell in row:
            if cell:
                text += (str(empty) if empty else "") + cell
                empty = 0
            else:
                empty += 1
        rows.append(text + (str(empty) if empty else ""))
    return f"{'/'.join(rows)} {turn} {hands} 1"


def shogi_board_with(pieces, turn="b"):
    """A legal shogi board with ``pieces`` and both kings put on free squares out of the way."""
    for sente_king in ("59", "99", "19", "95", "15", "55"):
        for gote_king in ("51", "11", "91", "15", "95", "53"):
            if sente_king in pieces or gote_king in pieces or sente_king == gote_king:
                continue
            try:
                return shogi.Board(shogi_sfen({**pieces, sente_king: "K", gote_king: "k"}, turn), strict=False)
            except KibanError:
                continue
    raise AssertionError("no room for the kings")


def mirror_pieces(pieces):
    """The same pieces turned round for the other side: square (f, r) -> (10-f, 10-r), case swapped."""
    return {f"{10 - int(s[0])}{10 - int(s[1])}": (p.lower() if p[-1].isupper() else p.upper())
            for s, p in pieces.items()}


def random_shogi_position(rng):
    """A random legal shogi position, crowded with golds, silvers, dragons and horses."""
    letters = "PPPPLLNNSSSSGGGGBBRR"
    while True:
        turn = rng.randrange(2)
        squares = rng.sample(range(81), 30)
        cells = {}
        hands = {0: [], 1: []}
        for i, letter in enumerate(["K", "k", *letters]):
            color = 0 if letter == "K" else 1 if letter == "k" else turn ^ (rng.random() < 0.25)
            if i >= 2 and rng.random() < 0.1:
                hands[color].append(letter)
                continue
            promoted = letter in "PLNSBR" and rng.random() < 0.4
            symbol = ("+" if promoted else "") + (letter.upper() if color == 0 else letter.lower())
            cells[squares[i]] = symbol
        board = playable_shogi_board(cells, hands, turn)
        if board is not None:
            return board


def playable_shogi_board(cells, hands, turn):
    """The board with ``cells`` (engine square: SFEN symbol) and ``hands`` (color: piece letters),
    ``turn`` to move; None when that is no legal position or the side to move has no move."""
    pieces = {f"{9 - s % 9}{s // 9 + 1}": symbol for s, symbol in cells.items()}
    hand = "".join(sorted(hands[0])) + "".join(sorted(hands[1])).lower() or "-"
    try:
        board = shogi.Board(shogi_sfen(pieces, "bw"[turn], hand))
    except KibanError:
        return None
    return board if board.legal_moves else None


def random_xiangqi_position(rng):
    """A random legal xiangqi position reached by random moves, soldiers gathered on a few files."""
    while True:
        board = xiangqi.Board()
        for _ in range(rng.randrange(10, 80)):
            moves = list(board.legal_moves)
            if not moves:
                break
            soldier_moves = [m for m in moves if board.piece_at(m.from_square).piece_type == xiangqi.SOLDIER
                             and m.to_square // 9 == m.from_square // 9]
            board.push(rng.choice(soldier_moves if soldier_moves and rng.random() < 0.5 else moves))
        if board.legal_moves:
            return xiangqi.Board(board.fen())


def assert_styles_round_trip(board, game):
    """Every legal move, written in every style of ``game``, parses back to itself; returns the
    set of (style, text) written."""
    from kiban import notation
    written = set()
    for move in board.legal_moves:
        for style in notation.STYLES[game]:
            text = notation.write(board, move, style)
            assert notation.parse(board, text, style) == move, (style, text, str(board))
            written.add((style, text))
    return written


def assert_junk_is_refused(board, game, junk):
    """Each text of ``junk`` is refused with a KibanError in every style of ``game``."""
    from kiban import notation
    for text in junk:
        for style in notation.STYLES[game]:
            try:
                notation.parse(board, text, style)
            except KibanError:
                continue
            raise AssertionError(f"{text!r} was accepted in {style}")


def tree_shape(node):
    """A record's tree as nested tuples of (move, comment, children) for comparing two records."""
    return [(child.move, child.comment, tree_shape(child)) for child in node.children]


def rng_for(seed):
    """A seeded random generator (tests are repeatable)."""
    return random.Random(seed)
