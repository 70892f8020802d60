"""Shogi notation styles: the Japan Shogi Association's relative markers, ambiguity, round trips."""

import pytest

from kiban import notation, shogi
from kiban.errors import IllegalMoveError, InvalidMoveError
from kiban.notation import NotationError

from records_helpers import (assert_junk_is_refused, assert_styles_round_trip, mirror_pieces, random_shogi_position,
                             rng_for, shogi_board_with)

LETTER = {"KI": "G", "GI": "S", "TO": "+P", "RY": "+R", "UM": "+B"}

# The examples of https://www.shogi.or.jp/faq/kihuhyouki.html, as Kifu for JS tests them
# (packages/json-kifu-format/src/normalizer-relative.test.ts): piece, from squares, to, markers.
JSA_EXAMPLES = [
    ("KI", [93, 72], 82, ["上", "寄"]),
    ("KI", [43, 31], 32, ["上", "引"]),
    ("KI", [56, 45], 55, ["上", "寄"]),
    ("GI", [89, 77], 88, ["上", "引"]),
    ("GI", [49, 27], 38, ["上", "引"]),
    ("KI", [92, 72], 81, ["左", "右"]),
    ("KI", [32, 12], 22, ["左", "右"]),
    ("GI", [65, 45], 56, ["左", "右"]),
    ("KI", [89, 79], 78, ["左", "直"]),
    ("GI", [39, 29], 38, ["直", "右"]),
    ("KI", [63, 53, 43], 52, ["左", "直", "右"]),
    ("TO", [79, 89, 99, 98, 87], 88, ["右", "直", "左上", "寄", "引"]),
    ("GI", [29, 17, 39, 37], 28, ["直", "右", "左上", "左引"]),
    ("RY", [91, 84], 82, ["引", "上"]),
    ("RY", [23, 52], 43, ["寄", "引"]),
    ("RY", [55, 15], 35, ["左", "右"]),
    ("RY", [99, 89], 88, ["左", "右"]),
    ("RY", [28, 19], 17, ["左", "右"]),
    ("UM", [91, 81], 82, ["左", "右"]),
    ("UM", [95, 63], 85, ["寄", "引"]),
    ("UM", [11, 34], 12, ["引", "上"]),
    ("UM", [99, 59], 77, ["左", "右"]),
    ("UM", [47, 18], 29, ["左", "右"]),
    ("UM", [93, 74], 92, ["左", "右"]),
]
KANJI = {"KI": "金", "GI": "銀", "TO": "と", "RY": "龍", "UM": "馬"}
WIDE = "０１２３４５６７８９"
RANKS = "〇一二三四五六七八九"


def _square(number):
    return shogi.parse_square(f"{number // 10}{'abcdefghi'[number % 10 - 1]}")


@pytest.mark.parametrize("piece, sources, to, words", JSA_EXAMPLES)
@pytest.mark.parametrize("side", ["sente", "gote"])
def test_relative_markers_follow_the_jsa_examples(piece, sources, to, words, side):
    pieces = {str(s): LETTER[piece] for s in sources}
    if side == "gote":  # the same picture seen from the other side of the board
        pieces = mirror_pieces(pieces)
        sources = [110 - s for s in sources]
        to = 110 - to
    board = shogi_board_with(pieces, "b" if side == "sente" else "w")
    mark = "▲" if side == "sente" else "△"
    for source, word in zip(sources, words):
        move = shogi.Move(_square(source), _square(to))
        text = notation.write(board, move, "japanese")
        assert text == f"{mark}{WIDE[to // 10]}{RANKS[to % 10]}{KANJI[piece]}{word}"
        assert notation.parse(board, text, "japanese") == move
        western = notation.write(board, move, "western")
        assert western.startswith(LETTER[piece] + f"{source}"), western  # the origin, as it is ambiguous


def test_relative_marker_alone_is_refused_when_it_fits_two_pieces():
    board = shogi_board_with({"29": "S", "17": "S", "39": "S", "37": "S"})
    with pytest.raises(NotationError, match="could be 2 silvers"):
        notation.parse(board, "２八銀左", "japanese")
    with pytest.raises(NotationError, match="２八銀左上 or ２八銀左引"):
        notation.parse(board, "２八銀左", "japanese")


def test_ambiguous_western_move_says_how_to_write_it():
    board = shogi_board_with({"49": "G", "69": "G", "48": "G", "68": "G"})
    with pytest.raises(NotationError) as error:
        notation.parse(board, "G-58", "western")
    assert "could be 4 golds: write G48-58 or G49-58 or G68-58 or G69-58" in str(error.value)
    assert notation.parse(board, "G49-58", "western") == shogi.Move.from_usi("4i5h")
    assert notation.parse(board, "G4i-5h", "western-letters") == shogi.Move.from_usi("4i5h")
    with pytest.raises(NotationError) as error:
        notation.parse(board, "G-5h", "western-letters")
    assert "write G4h-5h or G4i-5h or G6h-5h or G6i-5h" in str(error.value)


def test_drop_gets_uchi_only_when_a_board_piece_could_go_there():
    board = shogi.Board("4k4/9/9/9/9/9/9/4G4/4K4 b G 1")
    drop = shogi.Move.from_usi("G*5g")
    assert notation.write(board, drop, "japanese") == "▲５七金打"
    assert notation.write(board, drop, "kif") == "５七金打"
    assert notation.write(board, drop, "western") == "G*57"
    assert notation.parse(board, "５七金", "japanese") == shogi.Move.from_usi("5h5g")
    assert notation.write(board, shogi.Move.from_usi("G*1a"), "japanese") == "▲１一金"
    assert notation.parse(board, "１一金", "japanese") == shogi.Move.from_usi("G*1a")


def test_promotion_words_appear_only_when_promotion_was_possible():
    board = shogi.Board("4k4/9/9/2S6/9/9/9/9/4K4 b - 1")
    assert notation.write(board, shogi.Move.from_usi("7d7c"), "japanese") == "▲７三銀不成"
    assert notation.write(board, shogi.Move.from_usi("7d7c+"), "japanese") == "▲７三銀成"
    assert notation.write(board, shogi.Move.from_usi("7d7c"), "western") == "S-73="
    assert notation.write(board, shogi.Move.from_usi("7d6e"), "japanese") == "▲６五銀"
    assert notation.write(board, shogi.Move.from_usi("7d7c+"), "kif") == "７三銀成(74)"
    assert notation.parse(board, "７三銀生", "japanese") == shogi.Move.from_usi("7d7c")
    assert notation.parse(board, "S-73", "western") == shogi.Move.from_usi("7d7c")


def test_same_square_and_lenient_forms():
    board = shogi.Board()
    for usi in ("7g7f", "3c3d", "8h2b+"):
        board.push_usi(usi)
    recapture = shogi.Move.from_usi("3a2b")
    assert notation.write(board, recapture, "japanese") == "△同　銀"
    assert notation.write(board, recapture, "kif") == "同　銀(31)"
    for text in ("△同　銀", "同銀", "☖同 銀", "-同　銀(31)", "２二銀", "2二銀", "22銀", "△２二銀(31)"):
        assert notation.parse(board, text, "japanese") == recapture, text
    for text in ("Sx22", "S-22", "s22", "Ｓｘ２２", "S31x22", "Sx2b"):
        assert notation.parse(board, text, "western") == recapture, text


def test_errors_are_kiban_errors_with_clear_messages():
    board = shogi.Board()
    with pytest.raises(IllegalMoveError, match="sente's turn"):
        notation.parse(board, "△３四歩", "japanese")
    with pytest.raises(IllegalMoveError, match="no legal move of sente"):
        notation.parse(board, "P-75", "western")
    with pytest.raises(InvalidMoveError, match="not Western shogi notation"):
        notation.parse(board, "hello", "western")
    with pytest.raises(NotationError, match="needs a previous move"):
        notation.parse(board, "同　歩", "japanese")
    with pytest.raises(NotationError, match="unknown shogi notation style"):
        notation.write(board, shogi.Move.from_usi("7g7f"), "pgn")
    with pytest.raises(IllegalMoveError):
        notation.write(board, shogi.Move.from_usi("7g7e"), "kif")
    assert_junk_is_refused(board, "shogi", ("", "７", "７六", "▲", "(77)", "P*", None, 42))


@pytest.mark.parametrize("seed", range(6))
def test_every_legal_move_round_trips_in_every_style(seed):
    board = random_shogi_position(rng_for(seed))
    if seed % 2:  # a last move, so that 同 is in play
        move = next(iter(board.legal_moves))
        board.push(move)
        if not board.legal_moves:
            return
    assert_styles_round_trip(board, "shogi")
