"""The relative markers of Japanese notation: which of several like pieces moved (右 左 直 上 引 寄).

When two or more pieces of one kind can go to the same square, the Japan Shogi Association writes
the movement first: 上 (forward), 引 (backward) or 寄 (sideways); if that does not tell them
apart, 直 (a gold, silver or promoted minor piece going straight forward) or the position, 左 / 右
(left / right as the mover sees the board); and if neither word alone is enough, both: 左上, 右引.
Dragons and horses never take 直. Readers also accept 行 for 上.
"""

from kiban.shogi.types import DRAGON, HORSE
from kiban.shogi.variant import FILES

VERTICAL = "上引寄"
SIDE = "左右"
_WORDS = [*VERTICAL, "直", *SIDE] + [side + v for side in SIDE for v in VERTICAL]


def _forward(color, frm, to):
    """Rows advanced towards the enemy (negative when going back)."""
    return (frm // FILES - to // FILES) * (1 if color == 0 else -1)


def _leftness(color, square):
    """How far to the mover's left a square lies (higher is more to the left)."""
    column = FILES - square % FILES  # the file number: high numbers are on sente's left
    return column if color == 0 else -column


def _vertical(color, frm, to):
    step = _forward(color, frm, to)
    return "上" if step > 0 else "引" if step < 0 else "寄"


def select(word, color, sources, to) -> list:
    """The squares among ``sources`` (of pieces that can go to ``to``) that a marker word names."""
    chosen = list(sources)
    for char in word.replace("行", "上"):
        if char in VERTICAL:
            chosen = [s for s in chosen if _vertical(color, s, to) == char]
        elif char == "直":
            chosen = [s for s in chosen if s % FILES == to % FILES and _forward(color, s, to) > 0]
    sides = [c for c in word if c in SIDE]
    if sides and chosen:
        key = [_leftness(color, s) for s in chosen]
        best = max(key) if sides[0] == "左" else min(key)
        chosen = [s for s, k in zip(chosen, key) if k == best]
    return chosen


def marker(kind, color, frm, to, others) -> str:
    """The shortest marker that tells the piece on ``frm`` apart from those on ``others``."""
    if not others:
        return ""
    sources = [frm, *others]
    for word in _WORDS:
        if word == "直" and kind in (HORSE, DRAGON):
            continue
        if select(word, color, sources, to) == [frm]:
            return word
    raise AssertionError("two pieces of one kind that no marker tells apart")
