"""The piece sets: every set draws every piece under the same ids, and the international set's
move marks are the moves the engine generates. (That the default sets still draw the original
pieces is checked by tests/webui/test_prerender.py against the committed start boards.)"""

import re

import pytest

import piece_sheet
from kiban import shogi
from webui.board.piecesets import moves
from webui.board.piecesets.body import Pentagon, SHOGI_SYMBOLS
from webui.board.styles import style_of

PREFIX = "t-"
SHOGI_TYPES = ("K", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P")


def ids(nodes):
    return {n.attrs["id"] for node in nodes for n in node.find_all(lambda n: "id" in n.attrs)}


def symbol_groups(game, name):
    """{symbol id: the <defs> drawing of that piece} of one set."""
    return {n.attrs["id"]: n for n in style_of(game).piece_defs(PREFIX, name) if n.tag == "g"}


def test_each_game_names_its_sets_the_original_first():
    assert list(style_of("shogi").piece_sets) == ["kanji", "two-kanji", "international"]
    assert list(style_of("xiangqi").piece_sets) == ["characters", "icons", "letters"]
    assert style_of("shogi").default_piece_set == "kanji"
    assert style_of("xiangqi").default_piece_set == "characters"
    with pytest.raises(KeyError):
        style_of("shogi").piece_defs(PREFIX, "icons")


ALL_SETS = [(g, n) for g in ("shogi", "xiangqi") for n in style_of(g).piece_sets]


@pytest.mark.parametrize("game, name", ALL_SETS)
def test_every_set_defines_the_ids_of_the_default_set_and_only_those(game, name):
    style = style_of(game)
    defined = ids(style.piece_defs(PREFIX, name))
    assert defined == ids(style.piece_defs(PREFIX))
    assert all(i.startswith(PREFIX) for i in defined)


@pytest.mark.parametrize("game", ["shogi", "xiangqi"])
def test_every_sheet_piece_refers_only_to_ids_its_defs_define(game):
    for name in style_of(game).piece_sets:
        text, _size = piece_sheet.sheet(game, name)
        defined = set(re.findall(r' id="([^"]+)"', text))
        used = set(re.findall(r' href="#([^"]+)"', text))
        assert used and used <= defined, name
        assert " style=" not in text


def engine_marks(symbol, gote):
    """The marks of ``symbol`` worked out from the engine: the piece alone on 5e (and the two
    kings out of its way), its legal destinations reduced to steps, ranging directions and
    jumps, seen from its owner."""
    piece = symbol.lower() if gote else symbol
    top = "9" if piece == "k" else "1k7"        # gote's king on 8a unless it is the piece
    bottom = "9" if piece == "K" else "7K1"     # sente's on 2i
    placement = f"{top}/9/9/9/4{piece}4/9/9/9/{bottom}"
    board = shogi.Board(f"{placement} {'w' if gote else 'b'} - 1", strict=False)
    origin = shogi.parse_square("5e")
    turn = -1 if gote else 1
    deltas = {(turn * (m.to_square % 9 - origin % 9), turn * (m.to_square // 9 - origin // 9))
              for m in board.legal_moves if m.from_square == origin}
    marks = set()
    for dx, dy in deltas:
        ux, uy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
        straight = dx == 0 or dy == 0 or abs(dx) == abs(dy)
        if straight and (2 * ux, 2 * uy) in deltas:
            marks.add(("range", ux, uy))
        elif straight and max(abs(dx), abs(dy)) == 1:
            marks.add(("step", dx, dy))
        else:
            marks.add(("jump", dx, dy))
    return marks


@pytest.mark.parametrize("gote", [False, True], ids=["sente", "gote"])
@pytest.mark.parametrize("symbol", SHOGI_TYPES)
def test_move_marks_are_the_moves_the_engine_generates(symbol, gote):
    table = moves.marks(symbol.lower() if gote else symbol)
    assert len(set(table)) == len(table)
    assert set(table) == engine_marks(symbol, gote)


def test_the_engine_reduction_tells_steps_ranges_and_jumps_apart():
    assert engine_marks("+R", False) == {("range", 0, -1), ("range", 1, 0), ("range", 0, 1),
                                         ("range", -1, 0), ("step", 1, -1), ("step", 1, 1),
                                         ("step", -1, 1), ("step", -1, -1)}
    assert engine_marks("N", True) == {("jump", -1, -2), ("jump", 1, -2)}


@pytest.mark.parametrize("symbol", SHOGI_SYMBOLS)
def test_the_international_set_draws_one_mark_per_table_entry(symbol):
    group = symbol_groups("shogi", "international")[style_of("shogi").symbol_id(symbol, PREFIX)]
    drawn = [tuple(int(p) if p[-1].isdigit() else p for p in n.attrs["data-move"].split())
             for n in group.find_all(lambda n: "data-move" in n.attrs)]
    assert sorted(drawn) == sorted(moves.marks(symbol))


def inside(pentagon, x, y, margin):
    """True if (x, y) lies at least ``margin`` inside the pentagon (a convex polygon)."""
    corners = [tuple(map(float, p.split(","))) for p in pentagon.points().split()]
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
        length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
        if ((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)) / length < margin:
            return False
    return True


@pytest.mark.parametrize("symbol", SHOGI_SYMBOLS)
def test_move_marks_stay_on_the_piece(symbol):
    pentagon = Pentagon(symbol)
    group = symbol_groups("shogi", "international")[style_of("shogi").symbol_id(symbol, PREFIX)]
    for mark in group.find_all(lambda n: "data-move" in n.attrs):
        a = mark.attrs
        if mark.tag == "circle":
            points, size = [(a["cx"], a["cy"])], a["r"]
        else:
            points, size = [(a["x1"], a["y1"]), (a["x2"], a["y2"])], a["stroke-width"] / 2
        assert all(inside(pentagon, x, y, size + 1) for x, y in points), a
