"""The piece-placement field that SFEN and FEN share: ranks of piece letters, runs of empty
points written as a digit, ranks joined by '/'; and `Layout`, a position as a board editor holds
it (pieces by letter, hands, side to move), with no rule checked."""

from dataclasses import dataclass, field


@dataclass
class Layout:
    """A set-up position, rules unchecked: ``pieces`` {square: SFEN/FEN letter}, ``hands``
    {colour: {UPPER-CASE letter: count}} (empty for a game without hands), ``turn`` (0 / 1)."""

    pieces: dict = field(default_factory=dict)
    hands: dict = field(default_factory=lambda: {0: {}, 1: {}})
    turn: int = 0


def write_placement(rows, letter) -> str:
    """The placement field for ``rows`` (sequences of piece codes, 0 = empty, in text order);
    ``letter(code)`` gives the letter of a piece code."""
    ranks = []
    for row in rows:
        text, empty = "", 0
        for code in row:
            if code:
                text += (str(empty) if empty else "") + letter(code)
                empty = 0
            else:
                empty += 1
        ranks.append(text + (str(empty) if empty else ""))
    return "/".join(ranks)
