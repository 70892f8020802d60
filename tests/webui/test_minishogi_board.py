"""Minishogi in the browser code, without a browser: its board is drawn 5×5 with every shogi
piece set, links and the editor take it like any game, all through its descriptor."""

import pytest

from kiban import games, minishogi
from webui.board.config import BoardConfig
from webui.board.reading import PositionReader
from webui.board.render import board_svg
from webui.board.styles import style_of
from webui.editor.state import EditorState
from webui.play.links import link_query, parse_link, split_query

GAME = games.get("minishogi")


def svg_of(board, **config):
    return board_svg(BoardConfig(game="minishogi", **config), PositionReader(GAME).view(board))


def attributes(root, attr):
    return [n.attrs[attr] for n in root.find_all(lambda n: attr in n.attrs)]


@pytest.mark.parametrize("pieces", list(style_of("minishogi").piece_sets))
def test_the_start_is_drawn_on_25_squares_with_every_piece_set(pieces):
    svg = svg_of(minishogi.Board(), pieces=pieces)
    assert sorted(attributes(svg, "data-square")) == sorted(minishogi.square_name(s) for s in minishogi.SQUARES)
    assert sorted(attributes(svg, "data-piece")) == sorted("rbsgkpPKGSBR")


def test_the_board_is_numbered_5_to_1_and_its_komadai_hold_minishogis_hand_pieces():
    style = style_of("minishogi")
    assert (style.files, style.ranks, style.hand_order) == (5, 5, "RBGSP")
    assert style_of("shogi").hand_order == "RBGSNLP" and style_of("shogi").files == 9
    board = minishogi.Board("rbsgk/5/5/P4/KGSBR w P 1")
    svg = svg_of(board, rank_labels="letters")
    texts = [n.text for n in svg.find_all(lambda n: n.tag == "text")]
    assert texts[:5] == ["5", "4", "3", "2", "1"] and texts[5:10] == list("abcde")
    assert attributes(svg, "data-hand-piece") == ["P"]
    width, height = style.frame("wide")[:2]
    assert (width, height) < style_of("shogi").frame("wide")[:2]


def test_a_link_names_minishogi_and_reads_back():
    query = link_query("minishogi", moves=["5d5c", "1b1c"], ply=1)
    link = parse_link(split_query(query))
    assert "game=minishogi" in query and link.game == "minishogi"
    board = link.new_board()
    assert board.sfen() == minishogi.START_SFEN and link.move_texts() == ["5d5c", "1b1c"]


def test_the_editor_sets_up_minishogi_with_its_own_set():
    editor = EditorState("minishogi")
    assert editor.presets() == ["start", "empty", "kings"]
    editor.preset("start")
    assert editor.text() == minishogi.START_SFEN and editor.remaining() == {}
    editor.preset("kings")
    assert editor.remaining() == {"P": 2, "S": 2, "G": 2, "B": 2, "R": 2}
