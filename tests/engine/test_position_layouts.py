"""Reading and writing a position's layout without its rules (`Game.read_layout` /
`write_layout`), for the board editor: every rule-breaking position is read, malformed text is
refused with the same messages as the strict reader, and the two are inverse."""

import pytest

from kiban import games
from kiban.core.placement import Layout
from kiban.errors import InvalidPositionError

SHOGI, XIANGQI = games.get("shogi"), games.get("xiangqi")


@pytest.mark.parametrize("game", [SHOGI, XIANGQI], ids=lambda g: g.name)
def test_round_trip_of_every_start_and_handicap(game):
    starts = [game.new_board()] + [game.handicap_board(name) for name in game.handicaps()]
    for board in starts:
        text = game.position_text(board)
        assert game.write_layout(game.read_layout(text)) == text


@pytest.mark.parametrize("text, strict_error", [
    ("9/9/9/9/9/9/9/9/9 b - 1", "gote has no king"),
    ("P3k3P/9/9/9/9/9/9/9/4K4 b - 1", "could never move"),
    ("4k4/9/9/9/4P4/4P4/9/9/4K4 b - 1", "nifu"),
    ("4k4/9/9/9/9/9/9/9/4K4 b 19P 1", "a set holds 18"),
    ("4k4/4G4/9/9/9/9/9/9/4K4 b - 1", "gote is in check"),
])
def test_shogi_positions_that_break_a_rule_are_read(text, strict_error):
    layout = SHOGI.read_layout(text)
    assert SHOGI.write_layout(layout) == text
    with pytest.raises(InvalidPositionError, match=strict_error):
        SHOGI.new_board(text)


def test_shogi_layout_contents():
    layout = SHOGI.read_layout("4k4/9/9/9/4+r4/9/9/9/4K4 w G2p 1")
    assert layout == Layout({SHOGI.parse_square("5a"): "k", SHOGI.parse_square("5e"): "+r",
                             SHOGI.parse_square("5i"): "K"}, {0: {"G": 1}, 1: {"P": 2}}, 1)


@pytest.mark.parametrize("text, strict_error", [
    ("9/9/9/9/9/9/9/9/9/9 w - - 0 1", "red has no general"),
    ("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "face each other"),
    ("3k5/9/9/9/4a4/9/9/9/9/4K4 w - - 0 1", "advisor"),
])
def test_xiangqi_positions_that_break_a_rule_are_read(text, strict_error):
    assert XIANGQI.write_layout(XIANGQI.read_layout(text)) == text
    with pytest.raises(InvalidPositionError, match=strict_error):
        XIANGQI.new_board(text)


@pytest.mark.parametrize("game, text, error", [
    (SHOGI, "4k4/9/9 b - 1", "9 ranks"),
    (SHOGI, "4k4/9/9/9/9/9/9/9/4K4 x - 1", "side to move"),
    (SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b 1P 1", "must be 2 or more"),
    (SHOGI, "4k4/9/9/9/9/9/9/9/4K4", "3 or 4 fields"),
    (XIANGQI, "4k4/9/9/9/9/9/9/9/9/4X4 w", "not a piece letter"),
    (XIANGQI, "4k4/9/9/9/9/9/9/9/9/4K4 q", "side to move"),
])
def test_malformed_text_is_refused(game, text, error):
    with pytest.raises(InvalidPositionError, match=error):
        game.read_layout(text)


def test_piece_letters_cover_both_colours_and_promotions():
    assert SHOGI.piece_letters()[:8] == ["P", "L", "N", "S", "B", "R", "G", "K"]
    assert "+b" in SHOGI.piece_letters() and len(SHOGI.piece_letters()) == 28
    assert XIANGQI.piece_letters() == list("KABNRCPkabnrcp")
    assert SHOGI.composition_presets == ("tsume",) and XIANGQI.composition_presets == ()
