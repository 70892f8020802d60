"""The translatable messages of a Learn page (learn/*.html), and the page with them replaced.

A message is the inner HTML of a text block (`<title>`, headings, paragraphs, list items,
captions, and links that stand alone in a menu), whitespace collapsed, inline tags (`<strong>`,
`<em>`, `<kbd>`, `<a href>` ...) kept as they are; or the value of a text attribute (`title`,
`aria-label`, `alt`, `data-msg-*`, the description `<meta>`'s `content`). An element's
`data-msgctxt` gives its messages a context, for the same English words translated differently
(the TOC's "Repetition" is 千日手 in shogi, not in xiangqi). Text with letters anywhere else is
a mistake in the page (it could never be translated): `scan` reports it.
Standard library only (run by scripts/sitebuild.py).
"""

import html
import re
from dataclasses import dataclass
from html.parser import HTMLParser

# Elements whose inner HTML is one message; a link outside them is one too (menus, tables of
# contents).
BLOCK_TAGS = {"title", "h1", "h2", "h3", "p", "li", "figcaption"}
LINK_TAG = "a"
# Elements allowed inside a message (kept in the msgid as they are written).
INLINE_TAGS = {"a", "strong", "em", "b", "i", "kbd", "code", "span", "br", "abbr", "sup", "sub"}
TEXT_ATTRIBUTES = {"title", "aria-label", "alt"}
DATA_MESSAGE_PREFIX = "data-msg-"
CONTEXT_ATTRIBUTE = "data-msgctxt"
CODE_TAGS = {"script", "style"}
_LETTER = re.compile(r"[^\W\d_]")


class PageError(ValueError):
    """A page whose text cannot all be translated (text outside any message, a block element
    inside a message)."""


@dataclass(frozen=True)
class Message:
    """One message of a page: its English text, where it stands in the page's source
    (`start`, `end`: offsets of the raw text it replaces), the line (1-based), whether it is
    HTML (`markup`) or an attribute's plain text, and its context (None: none)."""

    msgid: str
    start: int
    end: int
    line: int
    markup: bool
    context: str = None


def has_letters(text):
    """Whether `text` holds a letter of any script (a sentence, not punctuation or a number)."""
    return bool(_LETTER.search(text))


def collapse(text):
    """`text` with every run of whitespace made one space, stripped."""
    return " ".join(text.split())


def _attribute_span(raw, name):
    """(start, end) of attribute `name`'s value inside the start tag text `raw`."""
    pattern = re.compile(r"(?<![\w-])" + re.escape(name) + r"""\s*=\s*(?:"([^"]*)"|'([^']*)')""",
                         re.IGNORECASE)
    match = pattern.search(raw)
    if not match:
        raise PageError(f"attribute {name} must be quoted: {raw[:80]}")
    group = 1 if match.group(1) is not None else 2
    return match.span(group)


class _Scanner(HTMLParser):
    """Walks a page once, collecting its messages and its stray text."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.messages, self.stray = [], []
        self.block = None  # [tag, depth of that tag, where its content starts, line, context]
        self.code = 0
        self.feed(text)
        self.close()

    def _position(self):
        line, column = self.getpos()
        return self.line_starts[line - 1] + column

    def handle_starttag(self, tag, attrs):
        start, raw = self._position(), self.get_starttag_text()
        if self.block is None:  # (inside a message, attributes are part of its HTML)
            self._attributes(tag, dict(attrs), start, raw)
        if tag in CODE_TAGS:
            self.code += 1
        if self.block is not None:
            if tag not in INLINE_TAGS:
                raise PageError(f"line {self.getpos()[0]}: <{tag}> inside a message")
            if tag == self.block[0]:
                self.block[1] += 1
        elif tag in BLOCK_TAGS or tag == LINK_TAG:
            self.block = [tag, 0, start + len(raw), self.getpos()[0],
                          dict(attrs).get(CONTEXT_ATTRIBUTE)]

    def handle_startendtag(self, tag, attrs):
        if self.block is None:
            self._attributes(tag, dict(attrs), self._position(), self.get_starttag_text())

    def handle_endtag(self, tag):
        if tag in CODE_TAGS:
            self.code -= 1
        if self.block is None or tag != self.block[0]:
            return
        if self.block[1]:
            self.block[1] -= 1
            return
        _, _, start, line, context = self.block
        end = self._position()
        msgid = collapse(self.text[start:end])
        if has_letters(msgid):
            self.messages.append(Message(msgid, start, end, line, True, context))
        self.block = None

    def handle_data(self, data):
        if self.block is None and not self.code and has_letters(data):
            self.stray.append((self.getpos()[0], collapse(data)))

    def _attributes(self, tag, attrs, start, raw):
        for name, value in attrs.items():
            translatable = (name in TEXT_ATTRIBUTES or name.startswith(DATA_MESSAGE_PREFIX)
                            or (tag == "meta" and name == "content"
                                and attrs.get("name") == "description"))
            if translatable and value and has_letters(value):
                begin, end = _attribute_span(raw, name)
                self.messages.append(Message(collapse(value), start + begin, start + end,
                                             self.getpos()[0], False,
                                             attrs.get(CONTEXT_ATTRIBUTE)))


def scan(text):
    """The messages of the page `text`, in page order; raises `PageError` when some text with
    letters is outside every message."""
    scanner = _Scanner(text)
    if scanner.stray:
        line, words = scanner.stray[0]
        raise PageError(f"line {line}: text outside any message: {words[:60]!r}")
    return sorted(scanner.messages, key=lambda m: m.start)


def translate(text, lookup):
    """The page `text` with each message replaced by `lookup(context, msgid)` (HTML for a
    block's content, plain text for an attribute, escaped here)."""
    pieces, at = [], 0
    for message in scan(text):
        translated = lookup(message.context, message.msgid)
        pieces.append(text[at:message.start])
        pieces.append(translated if message.markup else html.escape(translated, quote=True))
        at = message.end
    pieces.append(text[at:])
    return "".join(pieces)
