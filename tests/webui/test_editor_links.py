"""The editor's links (webui.editor.links), Play from here (handoff), palette and diagrams."""

import random
import xml.dom.minidom

from kiban import games
from kiban.search.levels import DEFAULT_LEVEL
from webui.board.config import BoardConfig
from webui.board.annotate import drawn
from webui.board.diagram import caption_text, diagram_size, diagram_svg, position_diagram
from webui.board.layout import Layout
from webui.board.render import PositionView
from webui.board.styles.themes import theme
from webui.editor.handoff import play_save
from webui.editor.links import editor_query, game_query, open_editor
from webui.play.marks import parse_marks
from webui.editor.palette import palette_rows, palette_svg
from webui.editor.state import EditorState
from webui.play.opponent import Opponent
from webui.play.session import GameSession
from webui.play.marks import parse_marks


def test_opens_the_position_a_game_link_shows():
    state, flip, marks, problem = open_editor("?game=shogi&moves=7g7f,3c3d,2g2f&ply=2&flip=1")
    assert problem is None and flip == 1 and not marks
    assert state.text() == "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1"


def test_editor_link_reopens_a_broken_or_composed_position():
    state = EditorState("shogi")
    state.preset("empty")
    state.place(games.get("shogi").parse_square("5e"), "P")
    reopened, flip, _marks, problem = open_editor(editor_query(state, 1))
    assert problem is None and flip == 1 and reopened.text() == state.text()
    xq = EditorState("xiangqi")
    xq.preset("kings")
    xq.move(games.get("xiangqi").parse_square("e0"), games.get("xiangqi").parse_square("d0"))
    xq.composed = True
    query = editor_query(xq)
    assert query.startswith("?game=xiangqi&fen=") and query.endswith("&composed=1")
    reopened = open_editor(query)[0]
    assert reopened.composed and reopened.text() == xq.text()


def test_a_bad_link_says_why_and_opens_the_start():
    state, flip, _marks, problem = open_editor("?game=shogi&sfen=4k4/9/9+b+-+1")
    assert "9 ranks" in problem and state.text() == EditorState("shogi").text()
    assert "unknown game" in open_editor("?game=chess")[3]


def test_arrows_and_circles_drawn_in_the_editor_go_into_its_links_and_come_back():
    state = EditorState("shogi")
    state.preset("kings")
    marks = parse_marks(games.get("shogi"), "5i5h:r,P*5e", "5a")
    query = editor_query(state, 0, marks)
    assert "arrows=5i5h:r,P*5e" in query and "circles=5a" in query
    assert open_editor(query)[2] == marks
    assert "arrows=5i5h:r,P*5e" in game_query(state, marks)


def test_game_query_is_the_game_pages_link():
    state = EditorState("shogi")
    state.preset("tsume")
    assert game_query(state) == "?game=shogi&sfen=4k4/9/9/9/9/9/9/9/9+b+2r2b4g4s4n4l18p+1"


def test_play_save_is_a_saved_game_the_page_restores():
    state = EditorState("shogi")
    state.preset("tsume")
    data = play_save(state, "computer", "1", "2", random.Random(1))
    assert Opponent.from_dict(data["opponent"]) == Opponent(computer=0, level=2) and data["orientation"] == 1
    session, problem = GameSession.from_dict(data)
    assert problem is None and session.start == state.text()
    assert Opponent.from_dict(play_save(state)["opponent"]) == Opponent(None, DEFAULT_LEVEL)


def test_palette_holds_every_piece_of_both_colours():
    rows = palette_rows(games.get("shogi"))
    letters = [s for row in rows for s in row]
    assert len(letters) == 28 and "+P" in letters and "+r" in letters and "k" in letters
    svg = palette_svg(BoardConfig(game="xiangqi"), armed="c")
    pieces = list(svg.find_all(lambda n: "data-palette-piece" in n.attrs))
    assert sorted(n.attrs["data-palette-piece"] for n in pieces) == sorted("KABNRCPkabnrcp")
    assert [n.attrs["data-palette-piece"] for n in pieces if "kb-armed" in n.attrs["class"]] == ["c"]


def test_diagram_is_a_standalone_svg_with_hands_and_caption():
    state = EditorState("shogi")
    state.preset("tsume")
    view = PositionView(dict(state.pieces), state.layout.hands, state.turn)
    caption = caption_text(state.game, 0, "P-76")
    assert caption == "Sente to move · last move P-76"
    text = diagram_svg(BoardConfig(game="shogi", orientation=1), view, caption=caption)
    root = xml.dom.minidom.parseString(text.encode()).documentElement
    width, height = diagram_size(BoardConfig(game="shogi"), caption)
    assert (root.getAttribute("width"), root.getAttribute("height")) == (str(width), str(height))
    hands = [g for g in root.getElementsByTagName("g") if g.getAttribute("data-hand-piece")]
    assert {g.getAttribute("data-hand-piece"): g.getAttribute("data-count") for g in hands}["p"] == "18"
    captions = [t for t in root.getElementsByTagName("text") if t.getAttribute("class") == "kb-caption"]
    assert captions[0].firstChild.data == caption
    assert "data-drag-threshold" not in text


def test_position_diagram_shows_the_last_move_check_and_an_overlay():
    game = games.get("xiangqi")
    board = game.new_board("4k4/9/9/9/9/9/9/9/3R5/5K3 w")
    move = game.parse_move("d1e1")
    board.push(move)
    config = BoardConfig(game="xiangqi")
    overlay = [drawn(Layout("xiangqi"), parse_marks(game, "d0d1"), theme(config.theme))]
    text = position_diagram(config, board, move, board.king_square(1), None, overlay)
    root = xml.dom.minidom.parseString(text.encode()).documentElement
    classes = {g.getAttribute("data-square"): g.getAttribute("class")
               for g in root.getElementsByTagName("g") if g.getAttribute("data-square")}
    assert "kb-last" in classes["d1"] and "kb-last" in classes["e1"]
    assert "kb-check" in classes["e9"]
    assert [g.getAttribute("data-arrow") for g in root.getElementsByTagName("polygon")
            if g.getAttribute("data-arrow")] == ["d0d1"]


def test_composed_positions_open_on_the_game_page_and_in_embeds():
    from webui.play.links import parse_link, query_of, session_of, session_query, split_query
    query = "?game=shogi&sfen=4k4/9/9/9/9/9/9/9/4K4+b+3R+1&composed=1"
    link = parse_link(split_query(query))
    assert link.composed == 1 and query_of(link) == query
    session = session_of(link)
    assert not session.strict and session_query(session) == query
    session.play(session.game.parse_move("R*5b"))
    restored, problem = GameSession.from_dict(session.to_dict())
    assert problem is None and not restored.strict and restored.move_texts() == ["R*5b"]
    try:
        parse_link(split_query(query.replace("&composed=1", "")))
    except ValueError as error:
        assert "a set holds 2" in str(error)
    else:
        raise AssertionError("a composed position opened without composed=1")
