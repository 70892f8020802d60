"""The board editor's position (webui.editor.state): edits, presets, text, validation."""

import pytest

from kiban import games
from webui.editor.state import EditorError, EditorState

SHOGI_SQ = games.get("shogi").parse_square
XQ_SQ = games.get("xiangqi").parse_square


def test_starts_at_the_usual_start_and_writes_it():
    for game in games.available():
        state = EditorState(game.name)
        assert state.text() == game.position_text(game.new_board())
        assert state.problems() == []


def test_empty_preset_names_the_missing_king():
    state = EditorState("shogi")
    state.preset("empty")
    assert state.text() == "9/9/9/9/9/9/9/9/9 b - 1"
    assert state.problems() == ["gote has no king; only sente, the attacker in a tsume, may be without one"]
    assert state.play_problem().startswith("gote has no king")


def test_tsume_preset_is_gotes_king_with_the_rest_of_the_set_in_gotes_hand():
    state = EditorState("shogi")
    state.preset("tsume")
    assert state.text() == "4k4/9/9/9/9/9/9/9/9 b 2r2b4g4s4n4l18p 1"
    assert state.problems() == []
    assert state.remaining() == {}


def test_kings_preset_and_handicaps_are_offered_by_the_descriptor():
    shogi, xiangqi = EditorState("shogi"), EditorState("xiangqi")
    assert shogi.presets()[:4] == ["start", "empty", "kings", "tsume"]
    assert "2-piece" in shogi.presets()
    assert xiangqi.presets() == ["start", "empty", "kings"]
    xiangqi.preset("kings")
    assert xiangqi.text() == "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
    assert xiangqi.problems() == ["the generals face each other on file e with nothing between"]
    shogi.preset("2-piece")
    assert shogi.text().startswith("lnsgkgsnl/9/ppppppppp/") and shogi.turn == 1
    with pytest.raises(EditorError, match="no preset called"):
        shogi.preset("queen-odds")


def test_nifu_dead_piece_and_set_size_in_the_engines_words():
    state = EditorState("shogi")
    state.preset("kings")
    state.place(SHOGI_SQ("5e"), "P")
    state.place(SHOGI_SQ("5f"), "P")
    assert state.problems() == ["sente has two unpromoted pawns on file 5 (nifu)"]
    state.remove(SHOGI_SQ("5f"))
    state.move(SHOGI_SQ("5e"), SHOGI_SQ("3a"))
    assert state.problems() == ["sente pawn on 3a could never move"]
    state.remove(SHOGI_SQ("3a"))
    state.hand_add(0, "R", 3)
    assert state.problems() == ["3 rooks on board and in hand; a set holds 2"]
    state.composed = True  # strict=False: more pieces than a set holds are accepted
    assert state.problems() == []
    assert state.play_problem() == "3 rooks on board and in hand; a set holds 2"


def test_side_not_to_move_in_check():
    state = EditorState("shogi")
    state.preset("kings")
    state.place(SHOGI_SQ("5b"), "G")
    assert state.problems() == ["gote is in check but it is sente's move"]
    state.set_turn(1)
    assert state.problems() == []


def test_xiangqi_composed_positions():
    state = EditorState("xiangqi")
    state.preset("kings")
    state.move(XQ_SQ("e0"), XQ_SQ("d0"))
    state.place(XQ_SQ("e5"), "A")
    assert "advisor" in state.problems()[0]
    state.composed = True
    assert state.problems() == []
    assert "advisor" in state.play_problem()


def test_flip_colour_keeps_promotion():
    state = EditorState("shogi")
    state.place(SHOGI_SQ("5e"), "+r")
    state.flip_color(SHOGI_SQ("5e"))
    assert state.pieces[SHOGI_SQ("5e")] == "+R"


def test_gestures_between_palette_squares_and_hands():
    state = EditorState("shogi")
    state.preset("kings")
    e5, e4 = SHOGI_SQ("5e"), SHOGI_SQ("5d")
    assert state.apply(("palette", "+b"), ("square", e5))
    assert state.pieces[e5] == "+b"
    assert state.apply(("square", e5), ("square", e4)) and state.pieces[e4] == "+b"
    assert state.apply(("square", e4), ("hand", 0, "R"))  # into sente's hand, unpromoted
    assert state.hand(0) == {"B": 1} and e4 not in state.pieces
    assert state.apply(("hand", 0, "B"), ("square", e5)) and state.pieces[e5] == "B"
    assert state.apply(("palette", "p"), ("hand", 1, "P")) and state.hand(1) == {"P": 1}
    assert state.apply(("hand", 1, "P"), ("hand", 0, None))
    assert state.hand(0) == {"P": 1} and state.hand(1) == {}
    assert state.apply(("hand", 0, "P"), None) and state.hand(0) == {}
    assert state.apply(("square", e5), None) and e5 not in state.pieces
    king = SHOGI_SQ("5a")
    assert not state.apply(("square", king), ("hand", 0, "K"))  # a king never goes to hand
    assert not state.apply(("palette", "K"), ("hand", 0, "K"))


def test_hands_never_go_below_zero():
    state = EditorState("shogi")
    state.hand_add(1, "G", -1)
    assert state.hand(1) == {}
    state.hand_add(1, "G", 2)
    state.hand_add(1, "G", -1)
    assert state.hand(1) == {"G": 1}


def test_load_reads_broken_positions_and_refuses_unreadable_text():
    state = EditorState("shogi")
    state.load("P3k3P/9/9/9/9/9/9/9/4K4 b - 1")  # pawns that can never move: read, shown
    assert state.problems() == ["sente pawn on 9a could never move"]
    before = state.text()
    for bad, why in (("4k4/9/9 b - 1", "9 ranks"), ("", "Type or paste"),
                     ("4k4/9/9/9/9/9/9/9/4X4 b - 1", "unknown piece letter 'X'"),
                     ("x" * 300, "at most 200")):
        with pytest.raises(EditorError, match=why):
            state.load(bad)
        assert state.text() == before


def test_xiangqi_load():
    state = EditorState("xiangqi")
    state.load("3k5/9/9/9/9/9/9/9/9/4K4 b")
    assert state.turn == 1 and state.problems() == []
    with pytest.raises(EditorError, match="FEN cannot be read"):
        state.load("3k5/9/9 w")
