"""The move list as the page shows it: the main line, and after a move the variations that
replace it, each an indented line of its own with its own variations. Pure Python: `items()`
gives the structure, the page (`webui.page.movelist`) draws it.

Every move is a `MoveItem`: its node, ply, text in the chosen style, the engine's notation
(``data-move``) and, off the main line, its index path (``data-path``, see
`kiban.tree.GameNode.index_path`) by which the page finds the node again.
"""

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class MoveItem:
    """One move of the list (``path``: the index path as text, None on the main line)."""

    node: object
    ply: int
    text: str
    move: str
    path: Optional[str]


@dataclass(frozen=True)
class Variation:
    """A line replacing the move before it: its moves and nested variations, in order."""

    items: tuple


def path_text(node):
    """A node's index path as ``data-path`` text: '0.1.0'."""
    return ".".join(str(index) for index in node.index_path())


def node_of(root, ply=None, path=None):
    """The node a move button names: by ``path`` (text, see `path_text`) or, on the main line,
    by ``ply``; None when the tree has no such node."""
    try:
        if path:
            return root.at([int(part) for part in path.split(".")])
        nodes = root.mainline_nodes()
        return nodes[int(ply) - 1] if 0 < int(ply) <= len(nodes) else None
    except (ValueError, IndexError, TypeError):
        return None


def items(session, texts):
    """The list's structure for ``session``'s tree: `MoveItem` and `Variation` entries, the main
    line first; ``texts`` maps each node to its text (`movetext.MoveTexts.of`)."""
    if not session.root.children:
        return ()
    return _line(session, texts, session.root.children[0], main=True)


def _line(session, texts, first, main):
    out, node, ply = [], first, first.ply
    while True:
        out.append(MoveItem(node, ply, texts[node], session.game.move_text(node.move),
                            None if main else path_text(node)))
        siblings = node.parent.children
        if node is siblings[0]:
            out.extend(Variation(_line(session, texts, other, main=False))
                       for other in siblings[1:])
        if not node.children:
            return tuple(out)
        node, ply = node.children[0], ply + 1
