"""The dynamic layer's patches (`webui.board.patch`): applied to the old drawing, they give the
new one exactly, for random positions and marks of both games and for layers with annotations
before and after the squares (the embed's highlights and arrows)."""

import random
import xml.etree.ElementTree as ET

import pytest

from kiban import games
from webui.board.annotate import drawn, highlights
from webui.board.config import BoardConfig
from webui.board.layout import Layout
from webui.board.patch import apply, diff
from webui.board.reading import PositionReader
from webui.board.render import Marks, dynamic_layer
from webui.board.styles.themes import theme
from webui.board.svg import Node, el, markup
from webui.play.marks import parse_marks


def parse(text):
    """A `Node` tree from the markup of one element (as the browser parses it)."""
    def node(element):
        return Node(element.tag, dict(element.attrib), [node(c) for c in element],
                    element.text)
    return node(ET.fromstring(text))


def patched(old, new):
    """Markup of ``old``, parsed afresh, after the patch from ``old`` to ``new``."""
    return markup(apply(parse(markup(old)), diff(old, new), parse))


def random_marks(rng, game, view, move, reader):
    squares = list(game.squares)
    occupied = sorted(view.pieces)
    selected = rng.choice([None, ("square", rng.choice(occupied))])
    return Marks(last=reader.move_squares(move), check=rng.choice([None, rng.choice(occupied)]),
                 selected=selected, lifted=selected is not None and rng.random() < 0.5,
                 targets=frozenset(rng.sample(squares, rng.randrange(6))),
                 promotion=rng.choice([None, (rng.choice(squares), "P")])
                 if game.has_promotion else None,
                 cursor=rng.choice([None, ("square", rng.choice(squares)), ("hand", 0, None)]))


def random_layers(name, seed, plies=50):
    """Layers of one random game of ``name``, each position drawn with random marks."""
    rng = random.Random(seed)
    game = games.get(name)
    config = BoardConfig(game=name, orientation=seed % 2)
    layout = Layout(name, config.orientation, config.layout)
    reader = PositionReader(game)
    board = game.new_board()
    for _ in range(plies):
        moves = list(board.legal_moves)
        if not moves:
            break
        move = rng.choice(moves)
        board.push(move)
        view = reader.view(board)
        yield dynamic_layer(config, layout, view, random_marks(rng, game, view, move, reader))


@pytest.mark.parametrize("name", ["shogi", "xiangqi"])
@pytest.mark.parametrize("seed", range(4))
def test_a_patch_turns_every_drawing_into_the_next(name, seed):
    layers = list(random_layers(name, seed))
    for old, new in zip(layers, layers[1:] + layers[:1]):
        assert patched(old, new) == markup(new)


def test_a_move_patches_only_the_squares_it_changes():
    game = games.get("shogi")
    config, layout, reader = BoardConfig(), Layout("shogi"), PositionReader(game)
    board = game.new_board()
    before = dynamic_layer(config, layout, reader.view(board), Marks())
    move = board.parse_move("7g7f") if hasattr(board, "parse_move") else game.parse_move("7g7f")
    board.push(move)
    after = dynamic_layer(config, layout, reader.view(board), Marks(last=reader.move_squares(move)))
    ops = diff(before, after)
    replaced = {ET.fromstring(op[2]).get("data-square") for op in ops if op[0] == "replace"}
    assert {"7g", "7f"} <= replaced and len(replaced - {None}) == 2
    assert len(ops) <= 6 and sum(len(op[2]) for op in ops) < len(markup(after)) / 5
    assert diff(after, after) == []


def test_annotations_added_and_removed_around_the_squares():
    game = games.get("shogi")
    config, layout, reader = BoardConfig(), Layout("shogi"), PositionReader(game)
    view = reader.view(game.new_board())
    colors = theme(None)
    plain = dynamic_layer(config, layout, view, Marks())
    marked = dynamic_layer(config, layout, view, Marks())
    marked.children[:0] = highlights(layout, (60, 40), colors)
    marked.add(drawn(layout, parse_marks(game, "7g7f:r,P*5e", "5e"), colors))
    for old, new in ((plain, marked), (marked, plain)):
        ops = diff(old, new)
        assert patched(old, new) == markup(new)
        assert {op[0] for op in ops} <= {"insert", "remove"}


def test_elements_of_another_shape_are_replaced_whole():
    old = el("g", [el("rect", x=1), el("g", [el("circle", r=2)], class_="a"), el("text", text="1")])
    new = el("g", [el("rect", x=1), el("g", [el("circle", r=3)], class_="b"), el("text", text="2"),
                   el("rect", x=4)])
    ops = diff(old, new)
    assert [op[0] for op in ops] == ["replace", "replace", "insert"]
    assert patched(old, new) == markup(new)
    assert patched(new, old) == markup(old)
