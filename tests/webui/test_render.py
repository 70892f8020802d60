"""The rendered board carries the documented hooks and refers only to what its <defs> define."""

import re

import pytest

from kiban import games, shogi
from webui.board.config import BoardConfig
from webui.board.reading import PositionReader
from webui.board.render import Marks, PositionView, board_svg, dynamic_layer
from webui.board.layout import Layout
from webui.board.piecesets.kanji import SHOGI_KANJI, XIANGQI_CHARS
from webui.board.svg import markup
from webui.board import glyphs

XQ_START = {0: "R", 1: "N", 2: "B", 3: "A", 4: "K", 5: "A", 6: "B", 7: "N", 8: "R", 19: "C",
            25: "C", 27: "P", 29: "P", 31: "P", 33: "P", 35: "P", 54: "p", 56: "p", 58: "p",
            60: "p", 62: "p", 64: "c", 70: "c", 81: "r", 82: "n", 83: "b", 84: "a", 85: "k",
            86: "a", 87: "b", 88: "n", 89: "r"}


def shogi_view(sfen=None):
    return PositionReader(games.get("shogi")).view(shogi.Board(sfen, strict=False))


def nodes(root, attr):
    return list(root.find_all(lambda n: attr in n.attrs))


def test_shogi_start_has_81_squares_40_pieces_with_engine_names_and_letters():
    board = shogi.Board()
    svg = board_svg(BoardConfig(), shogi_view())
    squares = nodes(svg, "data-square")
    assert sorted(n.attrs["data-square"] for n in squares) == sorted(
        shogi.square_name(s) for s in shogi.SQUARES)
    for square in squares:
        piece = board.piece_at(shogi.parse_square(square.attrs["data-square"]))
        inner = [n.attrs["data-piece"] for n in nodes(square, "data-piece")]
        assert inner == ([piece.symbol()] if piece else [])


def test_xiangqi_points_are_named_like_the_engine():
    svg = board_svg(BoardConfig(game="xiangqi"), PositionView(XQ_START, {}, 0))
    names = [n.attrs["data-square"] for n in nodes(svg, "data-square")]
    assert len(names) == 90 and "e3" in names and "a0" in names and "i9" in names
    square_name = games.get("xiangqi").square_name
    assert square_name(4) == "e0" and square_name(85) == "e9"
    assert len(nodes(svg, "data-piece")) == 32


def test_hand_pieces_carry_letter_owner_and_count():
    view = shogi_view("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2Pb 1")
    svg = board_svg(BoardConfig(), view)
    hands = {(n.attrs["data-hand-piece"], n.attrs["data-owner"], n.attrs["data-count"])
             for n in nodes(svg, "data-hand-piece")}
    assert hands == {("P", "sente", 2), ("b", "gote", 1)}


def test_every_use_refers_to_a_defined_id_and_no_inline_style():
    for config, view, marks in [
            (BoardConfig(), shogi_view("8k/9/9/9/9/9/+R+B+S+N+L+P1g1/9/K8 b RBGSNLPrbgsnlp 1"),
             Marks(check=8, promotion=(40, "P"))),
            (BoardConfig(game="xiangqi", orientation=1), PositionView(XQ_START, {}, 0),
             Marks(check=4))]:
        text = markup(board_svg(config, view, marks))
        ids = set(re.findall(r' id="([^"]+)"', text))
        refs = set(re.findall(r'href="#([^"]+)"', text)) | set(re.findall(r'url\(#([^)]+)\)', text))
        assert refs and refs <= ids
        assert " style=" not in text and "<script" not in text


def test_every_character_drawn_has_an_outline():
    assert set(SHOGI_KANJI.values()) <= set(glyphs.KANJI)
    assert set(XIANGQI_CHARS.values()) <= set(glyphs.HANZI)
    assert set("一二三四五六七八九") <= set(glyphs.KANJI) and set("楚河漢界") <= set(glyphs.HANZI)


def test_marks_show_up_as_classes_and_markers():
    config = BoardConfig()
    layout = Layout("shogi")
    marks = Marks(last=(60, 51), check=4, selected=("square", 56),
                  targets=frozenset({47, 2}), lifted=True)
    layer = dynamic_layer(config, layout, shogi_view(), marks)
    by_name = {n.attrs["data-square"]: n for n in nodes(layer, "data-square")}
    assert "kb-last" in by_name["3g"].attrs["class"]
    assert "kb-check" in by_name["5a"].attrs["class"]
    assert "kb-selected" in by_name["7g"].attrs["class"]
    assert [c.attrs["class"] for c in by_name["7f"].children][-1] == "kb-dot"      # empty target
    assert any(c.attrs.get("class") == "kb-capture" for c in by_name["7a"].children)  # capture
    lifted = nodes(by_name["7g"], "data-piece")[0]
    assert lifted.attrs["opacity"] == "0.35"


@pytest.mark.parametrize("orientation", [0, 1])
def test_gote_pieces_are_turned_when_sente_is_at_the_bottom(orientation):
    layer = dynamic_layer(BoardConfig(orientation=orientation), Layout("shogi", orientation),
                          shogi_view(), Marks())
    turned = {n.attrs["data-piece"].islower(): "rotate(180" in markup(n)
              for n in nodes(layer, "data-piece")}
    assert turned == {True: orientation == 0, False: orientation == 1}


def test_promotion_choice_offers_promoted_and_unpromoted_piece():
    layer = dynamic_layer(BoardConfig(), Layout("shogi"), shogi_view(), Marks(promotion=(20, "S")))
    choices = {n.attrs["data-choice"]: n.attrs["data-piece"] for n in nodes(layer, "data-choice")}
    assert choices == {"promote": "+S", "keep": "S"}


def test_rank_labels_kanji_or_letters():
    kanji = markup(board_svg(BoardConfig(), shogi_view()))
    letters = markup(board_svg(BoardConfig(rank_labels="letters"), shogi_view()))
    assert ">a</text>" in letters and ">a</text>" not in kanji
    bare = markup(board_svg(BoardConfig(coordinates=False), shogi_view()))
    assert "kb-coords" not in bare
