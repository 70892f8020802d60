"""Pointer input: click-click, drag-and-drop, snapping back, hand drops, promotion questions.

Driven the way assets/js/board-input.js drives it (press, drag start once the pointer moved past
the threshold, release, cancel) with the real shogi engine: legal targets always come from
`board.legal_moves`."""

import pytest

from kiban import shogi
from kiban import games
from webui.board.config import BoardConfig
from webui.board.effects import REDRAW, Chosen
from webui.board.interaction import Controller
from webui.board.layout import Layout
from webui.board.reading import PositionReader
from webui.board.render import promotion_cells

ADAPTER = PositionReader(games.get("shogi"))


def controller(sfen=None, **config):
    board = shogi.Board(sfen)
    layout = Layout("shogi", config.get("orientation", 0))
    ctl = Controller(BoardConfig(**config), layout)
    ctl.set_position(ADAPTER.view(board), list(board.legal_moves), ADAPTER)
    return ctl, layout, board


def at(layout, name):
    x, y = layout.square_center(shogi.parse_square(name))
    return layout.hit(x, y), x, y


def hand(layout, color, letter):
    x, y = layout.hand_slot(color, letter).center
    return layout.hit(x, y), x, y


def click(ctl, target):
    first = ctl.down(*target)
    second = ctl.up(target[0])
    return first if isinstance(first, Chosen) else (second or first)


def drag(ctl, source, target):
    """Press on ``source``, move past the threshold, release on ``target``; the release's effect."""
    ctl.down(*source)
    ctl.drag_start()
    return ctl.up(target[0])


def test_click_piece_marks_its_legal_targets_then_click_target_moves():
    ctl, layout, board = controller()
    assert click(ctl, at(layout, "7g")) == REDRAW
    marks = ctl.marks()
    assert marks.selected == ("square", shogi.parse_square("7g"))
    assert marks.targets == {shogi.parse_square("7f")}
    effect = click(ctl, at(layout, "7f"))
    assert isinstance(effect, Chosen) and effect.choice.usi() == "7g7f"


def test_drag_and_drop_moves_and_lifts_the_piece_while_dragging():
    ctl, layout, _ = controller()
    assert ctl.down(*at(layout, "2h")) == REDRAW
    assert not ctl.marks().lifted and ctl.ghost() is None
    assert ctl.drag_start() == REDRAW and ctl.marks().lifted
    assert ctl.ghost().attrs["data-ghost"] == "R"
    assert ctl.drag_start() is None  # one drag per press
    effect = ctl.up(at(layout, "2d")[0])
    assert effect == REDRAW and ctl.marks().selected is None  # 2d is no target: back
    assert ctl.ghost() is None


def test_drag_to_a_legal_square_plays_it():
    ctl, layout, _ = controller()
    effect = drag(ctl, at(layout, "2h"), at(layout, "5h"))
    assert isinstance(effect, Chosen) and effect.choice.usi() == "2h5h"


def test_release_outside_the_board_puts_the_piece_back():
    ctl, layout, _ = controller()
    ctl.down(*at(layout, "7g"))
    ctl.drag_start()
    assert ctl.up(None) == REDRAW
    assert ctl.marks().selected is None and not ctl.marks().lifted


def test_a_press_released_without_a_drag_selects():
    ctl, layout, _ = controller()
    hit, x, y = at(layout, "7g")
    ctl.down(hit, x, y)
    assert ctl.up(at(layout, "7f")[0]) is None  # moved a little, never a drag: still a click
    assert ctl.marks().selected == ("square", shogi.parse_square("7g"))


def test_a_drag_that_picked_nothing_up_does_nothing():
    ctl, layout, _ = controller()
    assert ctl.down(*at(layout, "5e")) is None
    assert ctl.drag_start() is None and ctl.up(at(layout, "5f")[0]) is None
    assert ctl.marks() == controller()[0].marks()


def test_clicking_the_held_piece_again_puts_it_down():
    ctl, layout, _ = controller()
    click(ctl, at(layout, "7g"))
    assert click(ctl, at(layout, "7g")) == REDRAW
    assert ctl.marks().selected is None


def test_opponent_pieces_and_empty_squares_cannot_be_picked_up():
    ctl, layout, _ = controller()
    assert ctl.down(*at(layout, "3c")) is None
    assert ctl.down(*at(layout, "5e")) is None


def test_click_another_own_piece_switches_the_selection():
    ctl, layout, _ = controller()
    click(ctl, at(layout, "7g"))
    click(ctl, at(layout, "2g"))
    assert ctl.marks().selected == ("square", shogi.parse_square("2g"))


def test_hand_piece_drop_targets_exclude_nifu_files():
    # Sente has a pawn in hand and pawns on every file but 5.
    ctl, layout, _ = controller("4k4/9/9/9/9/9/PPPP1PPPP/9/4K4 b P 1")
    click(ctl, hand(layout, 0, "P"))
    targets = {shogi.square_name(s) for s in ctl.marks().targets}
    assert targets and all(name[0] == "5" for name in targets)
    assert "5a" not in targets  # a pawn may not be dropped on the last rank
    effect = click(ctl, at(layout, "5e"))
    assert isinstance(effect, Chosen) and effect.choice.usi() == "P*5e"


def test_drag_from_the_hand_onto_the_board():
    ctl, layout, _ = controller("4k4/9/9/9/9/9/9/9/4K4 b G 1")
    ctl.down(*hand(layout, 0, "G"))
    ctl.drag_start()
    assert ctl.lifted_symbol() == "G" and ctl.ghost().attrs["data-ghost"] == "G"
    effect = ctl.up(at(layout, "5b")[0])
    assert isinstance(effect, Chosen) and effect.choice.usi() == "G*5b"


def test_a_dragged_piece_asks_the_promotion_question_too():
    ctl, layout, _ = controller("4k4/9/9/6P2/9/9/9/9/4K4 b - 1")  # pawn on 3d
    assert drag(ctl, at(layout, "3d"), at(layout, "3c")) == REDRAW
    assert ctl.marks().promotion == (shogi.parse_square("3c"), "P") and not ctl.marks().lifted


def test_optional_promotion_asks_and_each_answer_is_a_move():
    ctl, layout, board = controller("4k4/9/9/6P2/9/9/9/9/4K4 b - 1")  # pawn on 3d
    click(ctl, at(layout, "3d"))
    effect = click(ctl, at(layout, "3c"))
    assert effect == REDRAW
    marks = ctl.marks()
    assert marks.promotion == (shogi.parse_square("3c"), "P")
    cells = promotion_cells(layout, shogi.parse_square("3c"))
    x, y = cells["keep"].center
    keep = ctl.down(layout.hit(x, y), x, y)
    assert isinstance(keep, Chosen) and keep.choice.usi() == "3d3c"
    # and again, choosing to promote
    ctl.set_position(ADAPTER.view(board), list(board.legal_moves), ADAPTER)
    click(ctl, at(layout, "3d"))
    click(ctl, at(layout, "3c"))
    x, y = cells["promote"].center
    promote = ctl.down(layout.hit(x, y), x, y)
    assert isinstance(promote, Chosen) and promote.choice.usi() == "3d3c+"


def test_pressing_elsewhere_cancels_the_promotion_question():
    ctl, layout, _ = controller("4k4/9/9/6P2/9/9/9/9/4K4 b - 1")
    click(ctl, at(layout, "3d"))
    click(ctl, at(layout, "3c"))
    assert ctl.down(None, 2, 2) == REDRAW
    assert ctl.marks().promotion is None and ctl.marks().selected is None


def test_forced_promotion_asks_nothing():
    ctl, layout, _ = controller("4k4/6P2/9/9/9/9/9/9/4K4 b - 1")  # pawn on 3b must promote on 3a
    click(ctl, at(layout, "3b"))
    effect = click(ctl, at(layout, "3a"))
    assert isinstance(effect, Chosen) and effect.choice.usi() == "3b3a+"


@pytest.mark.parametrize("movable", [1, None])
def test_movable_limits_who_may_move(movable):
    ctl, layout, _ = controller(movable=movable)
    assert ctl.down(*at(layout, "7g")) is None
    assert ctl.movable_origins() == set()


def test_no_targets_marked_when_switched_off_but_moves_still_work():
    ctl, layout, _ = controller(show_targets=False)
    click(ctl, at(layout, "7g"))
    assert ctl.marks().targets == frozenset()
    assert isinstance(click(ctl, at(layout, "7f")), Chosen)


def test_not_draggable_means_click_only():
    ctl, layout, _ = controller(draggable=False)
    ctl.down(*at(layout, "7g"))
    assert ctl.drag_start() is None and not ctl.marks().lifted


def test_flipped_board_maps_pointer_to_the_right_squares():
    ctl, layout, _ = controller(orientation=1)
    click(ctl, at(layout, "7g"))
    assert click(ctl, at(layout, "7f")).choice.usi() == "7g7f"


def test_cancel_puts_the_piece_back():
    ctl, layout, _ = controller()
    ctl.down(*at(layout, "7g"))
    ctl.drag_start()
    assert ctl.cancel() == REDRAW
    assert ctl.cancel() is None
    assert ctl.marks().selected is None and ctl.ghost() is None
    assert ctl.up(at(layout, "7f")[0]) is None  # a release after the cancel is ignored


def test_the_board_tells_the_browser_its_drag_threshold_in_board_units():
    from webui.board.config import DRAG_THRESHOLD
    from webui.board.render import PositionView, board_svg

    def threshold(config, **options):
        return board_svg(config, PositionView({}, {}, 0), **options).attrs.get(
            "data-drag-threshold")

    for game in ("shogi", "xiangqi"):
        cell = Layout(game, 0).cell[0]
        assert float(threshold(BoardConfig(game=game))) == pytest.approx(DRAG_THRESHOLD * cell,
                                                                          abs=0.01)
    assert threshold(BoardConfig(draggable=False)) is None          # click only
    assert threshold(BoardConfig(), standalone=True) is None        # a .svg file takes no input
