"""The piece sets: every set draws every piece under the same ids, the original set is unchanged."""

import pytest

from webui.board import pieces, piecesets
from webui.board.svg import el, markup

PREFIX = "t-"


def ids(nodes):
    return {n.attrs["id"] for node in nodes for n in node.find_all(lambda n: "id" in n.attrs)}


def test_each_game_names_its_sets_the_original_first():
    assert piecesets.names("shogi") == ("kanji",)
    assert piecesets.names("xiangqi") == ("characters",)
    assert piecesets.default("shogi") == "kanji" and piecesets.default("xiangqi") == "characters"
    with pytest.raises(KeyError):
        piecesets.defs("shogi", "characters", PREFIX)


@pytest.mark.parametrize("game", ["shogi", "xiangqi"])
def test_the_original_sets_draw_exactly_what_pieces_py_draws(game):
    default = piecesets.default(game)
    assert markup(el("defs", piecesets.defs(game, default, PREFIX))) == markup(
        el("defs", pieces.defs(game, PREFIX)))


@pytest.mark.parametrize("game, name", [(g, n) for g in piecesets.SETS for n in piecesets.SETS[g]])
def test_every_set_defines_the_ids_of_the_original_set_and_only_those(game, name):
    defined = ids(piecesets.defs(game, name, PREFIX))
    assert defined == ids(pieces.defs(game, PREFIX))
    assert all(i.startswith(PREFIX) for i in defined)
