"""The words of the tournament flow: the furigoma toss and the match score. Pure Python."""

from .furigoma import FU

PAWN_FACES = {"fu": "歩", "to": "と", "edge": "|"}


def furigoma_line(toss, names, game) -> str:
    """'Furigoma: 歩 と 歩 歩 と — You play Sente' for a `Furigoma` tossed by player
    ``names[toss.tosser]``; says when pawns were tossed again (one stood on its edge)."""
    pawns = " ".join(PAWN_FACES[face] for face in toss.faces)
    fu = toss.faces.count(FU)
    again = len(toss.tosses) - 1
    retossed = f" (tossed again {again}×: a pawn stood on its edge)" if again else ""
    return (f"{game.sides_by_lot}: {pawns}{retossed} — {fu} 歩 of 5 · "
            f"{names[toss.sente]} play{'' if names[toss.sente] == 'You' else 's'} "
            f"{game.color_titles[0]}")


def match_line(match, game) -> str:
    """'Player A 1 – 0 Player B · game 2: Player B plays Sente' (``match``: a `Match`)."""
    a, b = match.score()
    first = match.names[match.current.first]
    return (f"{match.names[0]} {_points(a)} – {_points(b)} {match.names[1]} · "
            f"game {len(match.games)}: {first} play{'' if first == 'You' else 's'} "
            f"{game.color_titles[0]}")


def _points(value: float) -> str:
    """1.0 -> '1', 0.5 -> '½', 1.5 -> '1½'."""
    whole, half = int(value), value % 1
    return (str(whole) if whole or not half else "") + ("½" if half else "")
