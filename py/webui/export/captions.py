"""The caption under each frame of an animated export, pure Python: the move in the reader's
notation with its number (the start: whose move it is), and the comment of that position,
wrapped to the width of the board in at most `MAX_COMMENT_LINES` lines.

The caption is SVG text drawn in the viewer's fonts (the pieces are outlines and need none), so
the wrapping estimates widths: a CJK character is about one em, other characters about half.
"""

import unicodedata

from webui.i18n import _

MAX_COMMENT_LINES = 2
WIDE = ("W", "F")   # East Asian widths drawn about one em wide


def text_width(text, size):
    """An estimate of the width of ``text`` drawn at font ``size`` (user units)."""
    ems = sum(1.0 if unicodedata.east_asian_width(ch) in WIDE else 0.56 for ch in text)
    return ems * size


def wrap(text, width, size, max_lines=MAX_COMMENT_LINES):
    """``text`` (whitespace collapsed) broken into lines at most ``width`` wide at font
    ``size``: between words, or anywhere in text without spaces (Japanese, Chinese); at most
    ``max_lines`` lines, the last ending in "…" when some text is left out."""
    words = " ".join(str(text).split())
    lines, line = [], ""
    for ch in words:
        if text_width(line + ch, size) <= width:
            line += ch
            continue
        cut = line.rfind(" ")
        if ch != " " and cut > 0:      # carry the unfinished word to the next line
            lines.append(line[:cut])
            line = line[cut + 1:] + ch
        else:
            lines.append(line.rstrip())
            line = "" if ch == " " else ch
    if line.strip():
        lines.append(line.strip())
    if len(lines) > max_lines:
        last = lines[max_lines - 1]
        while last and text_width(last + "…", size) > width:
            last = last[:-1]
        lines = lines[:max_lines - 1] + [last.rstrip() + "…"]
    return lines


def headline(game, ply, turn, move_text):
    """The first line: "12. P-76" after a move (``ply`` its number in the line, ``move_text``
    it in the reader's notation), "Sente to move" at the start (``turn``: the colour to move)."""
    if ply == 0:
        return _("Start: {color} to move").format(color=_(game.color_titles[turn]))
    return f"{ply}. {move_text}"
