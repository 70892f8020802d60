"""The difference between two drawings of a board's dynamic layer, as a patch the browser applies.

Pure Python (no browser). A move changes two to four squares, a hand or two and the marks; the
other ~80 squares are drawn the same. Rather than parsing the whole layer again, the page
(`boardview.BoardView`) and the embed (`webui.embed.adapter`, assets/js/embed.js) replace only
what differs: ``diff(old, new)`` compares two `svg.Node` trees (an unchanged subtree is often
the very same object: `render` keeps the nodes of unchanged squares) and returns operations
that turn the children of the element drawn from ``old`` into those of ``new``:

* ``["replace", path, markup]``   the element at ``path`` becomes the one ``markup`` draws;
* ``["remove", path]``            the element at ``path`` goes;
* ``["insert", path, markup]``    ``markup``'s element is inserted at ``path`` (its last index
                                  may be one past the end: appended).

A ``path`` lists element-child indices from the layer down; operations apply in order (each
index counts the elements as they stand then). Two elements with the same tag, attributes and
text are patched child by child; any other difference replaces the element whole. Markup comes
from `svg.markup`, so every value in it is escaped. assets/js/board-patch.js applies the
operations in the browser; `apply()` here does the same to a node tree (for the tests).
"""

from difflib import SequenceMatcher

from .svg import markup


def diff(old, new):
    """The operations that turn the children of ``old`` into those of ``new`` (module
    docstring); [] when they draw the same."""
    ops = []
    _children(old.children, new.children, [], ops)
    return ops


def _node(old, new, path, ops):
    if old is new:
        return
    if old.tag != new.tag or old.text != new.text or old.attrs != new.attrs:
        ops.append(["replace", path, markup(new)])
    else:
        _children(old.children, new.children, path, ops)


def _children(olds, news, path, ops):
    """Patch the children ``olds`` of the element at ``path`` into ``news``: pairwise when
    there are as many; else aligned by shape (tag and attributes: squares, rows, hands, marks),
    so that elements added or taken away before or after the others (an arrow, the promotion
    choice) are inserted or removed and the others patched in place."""
    if len(olds) == len(news):
        for index, (old, new) in enumerate(zip(olds, news)):
            _node(old, new, path + [index], ops)
        return
    matcher = SequenceMatcher(None, [_shape(node) for node in olds],
                              [_shape(node) for node in news], autojunk=False)
    # Once the blocks before (i1, j1) are done, the layer holds news[:j1], then olds[i1:].
    for _, i1, i2, j1, j2 in matcher.get_opcodes():
        paired = min(i2 - i1, j2 - j1)
        for k in range(paired):
            _node(olds[i1 + k], news[j1 + k], path + [j1 + k], ops)
        for _ in range(i2 - i1 - paired):
            ops.append(["remove", path + [j1 + paired]])
        for index in range(j1 + paired, j2):
            ops.append(["insert", path + [index], markup(news[index])])


def _shape(node):
    return node.tag, tuple(node.attrs.items())


def apply(root, ops, parse):
    """Apply ``ops`` to the children of the node tree ``root`` in place (as the browser does
    to the live layer); ``parse(markup)`` turns one element's markup back into a `Node`."""
    for op in ops:
        kind, path = op[0], op[1]
        parent = root
        for index in path[:-1]:
            parent = parent.children[index]
        index = path[-1]
        if kind == "replace":
            parent.children[index] = parse(op[2])
        elif kind == "remove":
            del parent.children[index]
        elif kind == "insert":
            parent.children.insert(index, parse(op[2]))
        else:
            raise ValueError(f"unknown patch operation {kind!r}")
    return root

