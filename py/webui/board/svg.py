"""A tiny SVG element tree that serialises to markup with every attribute and text escaped.

The board renderer builds `Node` trees; `markup()` turns them into text for the pre-rendered
files and for the browser (which parses it into the live board). Attribute values and text
always pass through `escape()`, so no value can open a tag or an attribute of its own.
"""

_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}
_TABLE = str.maketrans(_ESCAPES)
_NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:")


def escape(value):
    """Escape text for use in XML/HTML text or a double-quoted attribute value."""
    return str(value).translate(_TABLE)


def _check_name(name):
    # No event handlers; no style attributes either (the pages' CSP forbids inline styles).
    if (not name or not set(name) <= _NAME_CHARS or name.lower().startswith("on")
            or name.lower() == "style"):
        raise ValueError(f"refusing attribute or tag name {name!r}")
    return name


def fmt(number):
    """Format a coordinate compactly: integers without a point, others to 2 decimals."""
    if isinstance(number, int):
        return str(number)
    text = f"{number:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


class Node:
    """An SVG element: tag, attributes (None values are skipped), children and text."""

    __slots__ = ("tag", "attrs", "children", "text")

    def __init__(self, tag, attrs=None, children=(), text=None):
        self.tag = _check_name(tag)
        self.attrs = {}
        for key, value in (attrs or {}).items():
            if value is not None:
                self.attrs[_check_name(key.rstrip("_").replace("_", "-"))] = value
        self.children = list(children)
        self.text = text

    def add(self, *children):
        """Append children (None entries are ignored) and return self."""
        self.children.extend(c for c in children if c is not None)
        return self

    def find_all(self, predicate):
        """Yield this node and all descendants for which ``predicate(node)`` is true."""
        if predicate(self):
            yield self
        for child in self.children:
            yield from child.find_all(predicate)

    def write(self, out):
        """Append the markup of this node to the list ``out``."""
        out.append("<" + self.tag)
        for key, value in self.attrs.items():
            if isinstance(value, float):
                value = fmt(value)
            out.append(f' {key}="{escape(value)}"')
        if not self.children and self.text is None:
            out.append("/>")
            return
        out.append(">")
        if self.text is not None:
            out.append(escape(self.text))
        for child in self.children:
            child.write(out)
        out.append(f"</{self.tag}>")


def el(tag, children=(), text=None, **attrs):
    """Shorthand constructor: ``el("rect", x=1, class_="sq")``; trailing ``_`` and ``_`` to ``-``."""
    return Node(tag, attrs, children, text)


def markup(node):
    """Serialise a node tree to a markup string."""
    out = []
    node.write(out)
    return "".join(out)


def inner_markup(node):
    """Serialise only the children (and text) of a node, for replacing an element's content."""
    out = []
    if node.text is not None:
        out.append(escape(node.text))
    for child in node.children:
        child.write(out)
    return "".join(out)
