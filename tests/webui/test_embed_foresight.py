"""Moves an embed draws before Python hears of them (the board driver's "foreseen", py/webui/board/driver.py): a shell
that applies the foreseen patch in the pointer's handler ends up showing exactly what Python
draws, the move is played, and a stale foresight makes Python send the whole board again."""

import re
import xml.etree.ElementTree as ET

from kiban import shogi, xiangqi
from webui.board.patch import apply
from webui.board.svg import Node, markup
from webui.embed import EmbedBoard


def parse(text):
    """A `Node` tree from the markup of one element (as the browser parses it)."""
    def node(element):
        return Node(element.tag.split("}")[-1], dict(element.attrib), [node(c) for c in element],
                    element.text)
    return node(ET.fromstring(text))


class Shell:
    """What board-shell.js (embed.js) does with the messages, on a node tree: the dynamic layer it shows and the
    foresight it holds."""

    def __init__(self, board, query):
        self.board = board
        self.layer = None
        self.foreseen = None
        self.receive(board.handle({"type": "open", "query": query, "width": 600, "height": 450}))

    def receive(self, messages):
        for message in messages:
            if message["type"] == "svg":
                svg = parse(message["markup"])
                self.layer = next(n for n in _walk(svg) if "kb-dynamic" in n.attrs.get("class", ""))
                self.foreseen = None
            elif message["type"] == "layer":
                apply(self.layer, message["ops"], parse)
                self.foreseen = None
            elif message["type"] == "foreseen":
                self.foreseen = message
            elif message["type"] == "settle":
                self.receive(self.board.handle({"type": "settle"}))

    def pointer(self, kind, name=None):
        """A pointer event on square ``name``'s centre, the foreseen move drawn first if any."""
        message = {"type": kind}
        if name is not None:
            x, y = self.board.layout.square_center(self.board.session.game.parse_square(name))
            message.update(x=x, y=y)
            hit = self.foreseen and self.foreseen["on"] == kind and next(
                (m for m in self.foreseen["moves"] if m[0] <= x < m[2] and m[1] <= y < m[3]), None)
            if hit:
                apply(self.layer, hit[5], parse)
                self.foreseen = None
                message["drawn"] = hit[4]
        out = self.board.handle(message)
        self.receive(out)
        return out

    def shown(self):
        return markup(self.layer)


def _walk(node):
    yield node
    for child in node.children:
        yield from _walk(child)


def piece_on(shell, square):
    match = re.search(rf'data-square="{square}"[^>]*>(.*?)</g></g>|data-square="{square}"[^>]*>(.*?)$',
                      shell.shown())
    return re.search(r'data-piece="([^"]+)"', match.group(0)).group(1) if match else None


def test_a_dragged_move_is_drawn_by_the_shell_and_python_sends_no_layer_for_it():
    board = EmbedBoard()
    shell = Shell(board, "?game=xiangqi")
    shell.pointer("down", "h2")
    out = shell.pointer("drag")
    foreseen = [m for m in out if m["type"] == "foreseen"][0]
    assert foreseen["on"] == "up"
    assert sorted(board.session.game.square_name(m[4]) for m in foreseen["moves"]) == \
        sorted(xiangqi.square_name(m.to_square) for m in xiangqi.Board().legal_moves
               if xiangqi.square_name(m.from_square) == "h2")
    out = shell.pointer("up", "e2")
    assert "layer" not in [m["type"] for m in out[:out.index({"type": "settle"})]]
    assert board.session.moves and board.session.moves[0].uci() == "h2e2"
    expected = Shell(EmbedBoard(), "?game=xiangqi&moves=h2e2")
    assert re.sub(r' id="[^"]*"', "", shell.shown()) == re.sub(r' id="[^"]*"', "", expected.shown())


def test_a_clicked_move_is_foreseen_for_the_next_press_and_promotion_questions_are_not():
    board = EmbedBoard()
    shell = Shell(board, "?sfen=4k4/9/9/2S6/9/9/9/9/4K4+b+-+1")
    shell.pointer("down", "7d")
    out = shell.pointer("up", "7d")
    foreseen = [m for m in out if m["type"] == "foreseen"][0]
    names = {shogi.square_name(m[4]) for m in foreseen["moves"]}
    assert foreseen["on"] == "down" and names == {"6e", "8e"}  # 7c, 6c, 8c: promote or not?
    shell.pointer("down", "6e")
    assert board.session.moves[-1].usi() == "7d6e"
    assert 'data-square="6e"' in shell.shown() and "kb-selected" not in shell.shown()
    assert shell.foreseen is None


def test_a_stale_foresight_gets_the_whole_board_again():
    board = EmbedBoard()
    shell = Shell(board, "")
    shell.pointer("down", "7g")
    shell.pointer("drag")
    stale = shell.foreseen
    board.handle({"type": "cancel"})  # (its answer lost on the way, as if crossed)
    shell.foreseen = stale
    shell.pointer("down", "2g")
    shell.pointer("drag")
    shell.foreseen = stale  # a foresight for 7g's moves, applied on 2g's drag
    out = shell.pointer("up", "7f")
    assert out[0]["type"] == "svg"  # the shell's layer is unknown: drawn whole
    assert board.session.moves == []  # 2g cannot go to 7f
