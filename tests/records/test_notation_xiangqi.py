"""Xiangqi notation styles: Chinese with 前 中 後 and numbered soldiers, ICCS, WXF, coordinates."""

import pytest

from kiban import notation, xiangqi
from kiban.errors import IllegalMoveError
from kiban.notation import NotationError

from records_helpers import assert_junk_is_refused, assert_styles_round_trip, random_xiangqi_position, rng_for

M = xiangqi.Move.from_uci
THREE = "5k3/9/2P6/2P6/2P6/9/9/9/9/3K5 w"         # red soldiers c5 c6 c7 on red's file 7
FOUR = "5k3/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w"        # c5 .. c8, front c8
TWO_FILES = "5k3/9/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w"  # c5 c6 c7 and g5 g6 (red's file 3)
BLACK_TWO = "5k3/9/9/9/9/9/2p6/2p6/9/3K5 b"       # black soldiers c2 c3 (black's file 3)


@pytest.mark.parametrize("fen, uci, text", [
    (xiangqi.START_FEN, "h2e2", "炮二平五"),
    (xiangqi.START_FEN, "b0c2", "馬八進七"),
    (xiangqi.START_FEN, "c0e2", "相七進五"),
    (xiangqi.START_FEN, "f0e1", "仕四進五"),
    (xiangqi.START_FEN, "a0a1", "車九進一"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "h9g7", "馬８進７"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "b7e7", "炮２平５"),
    ("3k5/9/9/9/9/9/9/4R4/4R4/5K3 w", "e2e5", "前車進三"),
    ("3k5/9/9/9/9/9/9/4R4/4R4/5K3 w", "e1d1", "後車平六"),
    ("3k5/4c4/4c4/9/9/9/9/9/9/5K3 b", "e7e3", "前炮進４"),
    ("3k5/4c4/4c4/9/9/9/9/9/9/5K3 b", "e8f8", "後炮平６"),
    (THREE, "c7d7", "前兵平六"),
    (THREE, "c6b6", "中兵平八"),
    (THREE, "c5d5", "後兵平六"),
    (FOUR, "c8d8", "一兵平六"),
    (FOUR, "c7b7", "二兵平八"),
    (FOUR, "c6d6", "三兵平六"),
    (FOUR, "c5b5", "四兵平八"),
    (TWO_FILES, "c7d7", "前七平六"),
    (TWO_FILES, "c6d6", "中七平六"),
    (TWO_FILES, "g6f6", "前三平四"),
    (TWO_FILES, "g5h5", "後三平二"),
    (BLACK_TWO, "c2d2", "前卒平４"),
    (BLACK_TWO, "c3b3", "後卒平２"),
])
def test_chinese_notation(fen, uci, text):
    board = xiangqi.Board(fen)
    assert notation.write(board, M(uci), "chinese") == text
    assert notation.parse(board, text, "chinese") == M(uci)


@pytest.mark.parametrize("fen, text, uci", [
    (xiangqi.START_FEN, "炮2平5", "h2e2"),              # any digit style
    (xiangqi.START_FEN, "炮二平五 ", "h2e2"),
    (xiangqi.START_FEN, "砲二平五", "h2e2"),             # variant characters
    (xiangqi.START_FEN, "傌八进七", "b0c2"),            # simplified direction
    (xiangqi.START_FEN, "俥九進一", "a0a1"),
    (TWO_FILES, "三兵平六", "c7d7"),                    # numbered over both crowded files (vschess)
    (TWO_FILES, "一兵平四", "g6f6"),
    (THREE, "前七平六", "c7d7"),                        # position word and file (dpxq)
    (THREE, "一兵平六", "c7d7"),
    ("3k5/9/9/9/9/9/9/3A5/9/3AK4 w", "後仕進五", "d0e1"),   # no 後 is needed, but it is understood
    (xiangqi.START_FEN, "帅五进一", "e0e1"),
])
def test_chinese_reading_is_lenient(fen, text, uci):
    assert notation.parse(xiangqi.Board(fen), text, "chinese") == M(uci)


def test_simplified_style():
    board = xiangqi.Board()
    assert notation.write(board, M("b0c2"), "chinese-simplified") == "马八进七"
    board.push(M("h2e2"))
    assert notation.write(board, M("h9g7"), "chinese-simplified") == "马８进７"
    assert notation.parse(board, "马８进７", "chinese") == M("h9g7")


def test_ambiguous_and_illegal_chinese_say_why():
    board = xiangqi.Board("3k5/9/9/9/9/9/9/4R4/4R4/5K3 w")
    with pytest.raises(IllegalMoveError, match="write 前車 or 後車"):
        notation.parse(board, "車五進一", "chinese")
    with pytest.raises(IllegalMoveError, match="no legal move of red"):
        notation.parse(xiangqi.Board(), "炮二退三", "chinese")
    with pytest.raises(NotationError, match="not Chinese xiangqi notation"):
        notation.parse(board, "炮二", "chinese")


def test_iccs_and_other_styles():
    board = xiangqi.Board()
    for text in ("h2e2", "H2-E2", " h2-e2 "):
        assert notation.parse(board, text, "iccs") == M("h2e2")
    assert notation.write(board, M("h2e2"), "wxf") == "C2=5"
    assert notation.write(board, M("h2e2"), "coord") == "h3-e3"
    with pytest.raises(IllegalMoveError):
        notation.parse(board, "h2e3", "iccs")
    assert_junk_is_refused(board, "xiangqi", ("", "h2", "炮", "C2=", None, "z9z9"))


@pytest.mark.parametrize("seed", range(10))
def test_every_legal_move_round_trips_in_every_style(seed):
    assert_styles_round_trip(random_xiangqi_position(rng_for(seed)), "xiangqi")


def test_crowded_soldiers_round_trip():
    for fen in (THREE, FOUR, TWO_FILES, BLACK_TWO, "5k3/2P6/2P6/2P6/2P6/2P6/9/9/9/3K5 w"):
        board = xiangqi.Board(fen)
        texts = assert_styles_round_trip(board, "xiangqi")
        assert len(texts) == len(notation.STYLES["xiangqi"]) * len(board.legal_moves)
