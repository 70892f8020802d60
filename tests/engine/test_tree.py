"""The game tree shared by records and the game page: main line, variations, promotion, removal."""

import pytest

from kiban import shogi, xiangqi
from kiban.tree import GameNode


def usi(*texts):
    return [shogi.Move.from_usi(t) for t in texts]


def test_main_line_and_variations():
    root = GameNode()
    end = root.add_line(usi("7g7f", "3c3d", "2g2f"))
    side = root.children[0].add(shogi.Move.from_usi("8c8d"))
    assert root.mainline() == usi("7g7f", "3c3d", "2g2f")
    assert end.ply == 3 and end.path() == usi("7g7f", "3c3d", "2g2f")
    assert side.path() == usi("7g7f", "8c8d") and not side.is_mainline()
    assert root.children[0].variations() == [side]
    assert root.find(usi("7g7f", "8c8d")) is side
    assert root.find(usi("2g2f")) is None
    assert [n.move for n in root.walk()] == usi("7g7f", "3c3d", "2g2f", "8c8d")


def test_adding_a_known_move_reuses_its_node():
    root = GameNode()
    first = root.add(xiangqi.Move.from_uci("h2e2"))
    assert root.add(xiangqi.Move.from_uci("h2e2")) is first
    assert len(root.children) == 1


def test_promote_makes_the_variation_the_main_line():
    root = GameNode()
    root.add_line(usi("7g7f", "3c3d"))
    side = root.children[0].add(shogi.Move.from_usi("8c8d")).add(shogi.Move.from_usi("2g2f"))
    side.promote()
    assert root.mainline() == usi("7g7f", "8c8d", "2g2f")
    assert side.is_mainline() and root.end() is side


def test_remove_cuts_a_line_and_the_root_stays():
    root = GameNode()
    root.add_line(usi("7g7f", "3c3d"))
    root.children[0].children[0].remove()
    assert root.mainline() == usi("7g7f")
    root.children[0].truncate()
    assert root.children[0].children == []
    with pytest.raises(ValueError):
        root.remove()
