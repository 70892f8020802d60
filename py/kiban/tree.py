"""A game as a tree of moves: the main line and its variations, with comments and move glyphs.

Both games use it: a record read from a file (``kiban.records``) and the game on the page keep their
moves in one. A :class:`GameNode` is a position reached by ``move`` from its ``parent``; its first
child continues the main line, the others are variations. Moves are the engine's ``Move`` objects
(hashable values), so the tree holds no text but comments.

>>> from kiban import shogi
>>> root = GameNode()
>>> end = root.add(shogi.Move.from_usi("7g7f")).add(shogi.Move.from_usi("3c3d"))
>>> side = root.add(shogi.Move.from_usi("2g2f"))       # a variation at the first move
>>> [m.usi() for m in root.mainline()], [m.usi() for m in side.path()]
(['7g7f', '3c3d'], ['2g2f'])
"""


class GameNode:
    """One node of a game tree: ``move`` (None at the root), ``comment``, ``nags`` (PGN's numeric
    annotation glyphs on the move: 1 ``!``, 2 ``?``, 3 ``!!``, 4 ``??``, 5 ``!?``, 6 ``?!``, ...),
    ``children`` (main line first) and ``parent`` (None at the root)."""

    __slots__ = ("move", "comment", "nags", "children", "parent")

    def __init__(self, move=None, parent=None, comment=""):
        self.move = move
        self.parent = parent
        self.comment = comment
        self.nags = []
        self.children = []

    # -- building ----------------------------------------------------------------------------
    def add(self, move, comment=""):
        """The child reached by ``move``: the existing one, or a new one appended (a variation
        when this node already has a continuation)."""
        for child in self.children:
            if child.move == move:
                return child
        child = GameNode(move, self, comment)
        self.children.append(child)
        return child

    def add_line(self, moves):
        """Add ``moves`` one after the other from this node; return the last node reached."""
        node = self
        for move in moves:
            node = node.add(move)
        return node

    def promote(self):
        """Make this node's line the main line at every branch between it and the root."""
        node = self
        while node.parent is not None:
            siblings = node.parent.children
            siblings.remove(node)
            siblings.insert(0, node)
            node = node.parent

    def remove(self):
        """Cut this node and everything after it from the tree (not the root)."""
        if self.parent is None:
            raise ValueError("the root of a game tree cannot be removed")
        self.parent.children.remove(self)
        self.parent = None

    def truncate(self):
        """Remove every continuation of this node."""
        for child in self.children:
            child.parent = None
        self.children = []

    # -- reading -----------------------------------------------------------------------------
    @property
    def root(self):
        """The root of the tree this node belongs to."""
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    @property
    def ply(self):
        """How many moves lead from the root to this node."""
        count, node = 0, self
        while node.parent is not None:
            count += 1
            node = node.parent
        return count

    def path(self):
        """The moves from the root to this node, oldest first."""
        moves, node = [], self
        while node.parent is not None:
            moves.append(node.move)
            node = node.parent
        moves.reverse()
        return moves

    def nodes_to(self):
        """The nodes from the first move to this node (the root left out), oldest first."""
        nodes, node = [], self
        while node.parent is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes

    def index_path(self):
        """Where this node is: the index of each node among its siblings, from the first move
        (main-line moves are 0); ``root.at(path)`` finds it again."""
        indexes, node = [], self
        while node.parent is not None:
            indexes.append(node.parent.children.index(node))
            node = node.parent
        indexes.reverse()
        return indexes

    def at(self, path):
        """The node an `index_path` leads to from here; IndexError when there is none."""
        node = self
        for index in path:
            if not 0 <= index < len(node.children):
                raise IndexError(f"no move {index} after {node!r}")
            node = node.children[index]
        return node

    def mainline(self):
        """The moves of the main line after this node (first children), in order."""
        return [node.move for node in self.mainline_nodes()]

    def mainline_nodes(self):
        """The nodes of the main line after this node, in order."""
        nodes, node = [], self
        while node.children:
            node = node.children[0]
            nodes.append(node)
        return nodes

    def end(self):
        """The last node of the main line from here (this node when it has no continuation)."""
        node = self
        while node.children:
            node = node.children[0]
        return node

    def is_mainline(self):
        """Whether this node lies on the main line of its tree."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    def variations(self):
        """The alternatives to this node's main continuation (its children after the first)."""
        return self.children[1:]

    def find(self, moves):
        """The node reached from here by ``moves``, or None when the tree has no such line."""
        node = self
        for move in moves:
            node = next((child for child in node.children if child.move == move), None)
            if node is None:
                return None
        return node

    def walk(self):
        """Every node below this one, depth first, main line before variations."""
        stack = list(reversed(self.children))
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def __repr__(self):
        return f"<GameNode ply={self.ply} move={self.move!s} children={len(self.children)}>"
