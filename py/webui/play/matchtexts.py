"""The words of the tournament flow: the furigoma toss and the match score. Pure Python."""

from webui.i18n import _

from .furigoma import FU

PAWN_FACES = {"fu": "歩", "to": "と", "edge": "|"}


def furigoma_line(toss, names, game) -> str:
    """'Furigoma: 歩 と 歩 歩 と — You play Sente' for a `Furigoma` tossed by player
    ``names[toss.tosser]``; says when pawns were tossed again (one stood on its edge)."""
    pawns = " ".join(PAWN_FACES[face] for face in toss.faces)
    fu = toss.faces.count(FU)
    again = len(toss.tosses) - 1
    retossed = _(" (tossed again {n}×: a pawn stood on its edge)").format(n=again)
    return _("{custom}: {pawns}{retossed} — {fu} 歩 of 5 · {who}").format(
        custom=_(game.sides_by_lot), pawns=pawns, retossed=retossed if again else "", fu=fu,
        who=_plays(names[toss.sente], game))


def match_line(match, game) -> str:
    """'Player A 1 – 0 Player B · game 2: Player B plays Sente' (``match``: a `Match`)."""
    a, b = match.score()
    first = match.names[match.current.first]
    return _("{a} {a_points} – {b_points} {b} · game {number}: {who}").format(
        a=_(match.names[0]), a_points=_points(a), b_points=_points(b), b=_(match.names[1]),
        number=len(match.games), who=_plays(first, game))


def _plays(name, game):
    """'You play Sente' / 'Player A plays Sente' (``name``: an English source name)."""
    if name == "You":
        return _("You play {color}").format(color=_(game.color_titles[0]))
    return _("{player} plays {color}").format(player=_(name), color=_(game.color_titles[0]))


def _points(value: float) -> str:
    """1.0 -> '1', 0.5 -> '½', 1.5 -> '1½'."""
    whole, half = int(value), value % 1
    return (str(whole) if whole or not half else "") + ("½" if half else "")
