"""Furigoma: who plays sente (moves first), decided by tossing five pawns. Pure Python.

The German set manual (RULES.md, seeds/002): one player, usually the stronger, shakes five pawns
and tosses them; if most of them show the front face (歩, unpromoted) the tosser moves first,
otherwise the opponent. If some pawn stands on its edge the result is unclear and the pawns are
tossed again. Five pawns always give a majority otherwise.
"""

import random
from dataclasses import dataclass

FU, TO, EDGE = "fu", "to", "edge"  # front face (歩) up, back face (と) up, standing on its edge
PAWNS = 5
EDGE_CHANCE = 0.02                 # per pawn: rare, as with real pawns


@dataclass(frozen=True)
class Furigoma:
    """The ``tosses`` made by player ``tosser`` (0 / 1), each five faces; the last one decides."""

    tosser: int
    tosses: tuple

    @property
    def faces(self) -> tuple:
        """The deciding toss: five of FU / TO (the pawns to show)."""
        return self.tosses[-1]

    @property
    def sente(self) -> int:
        """The player who plays sente: the tosser when most pawns show 歩, else the other."""
        fu = self.faces.count(FU)
        return self.tosser if fu > PAWNS - fu else 1 - self.tosser


def toss(rng=random) -> tuple:
    """Five pawns tossed: each FU or TO with equal chance, EDGE with EDGE_CHANCE; ``rng`` needs
    ``random()`` (a random.Random for reproducible tosses)."""
    faces = []
    for _ in range(PAWNS):
        r = rng.random()
        faces.append(EDGE if r < EDGE_CHANCE else FU if r < (1 + EDGE_CHANCE) / 2 else TO)
    return tuple(faces)


def furigoma(tosser: int = 0, rng=random) -> Furigoma:
    """Player ``tosser`` tosses until no pawn stands on its edge; the result says who is sente."""
    if tosser not in (0, 1):
        raise ValueError(f"the tosser is player 0 or 1, not {tosser!r}")
    tosses = [toss(rng)]
    while EDGE in tosses[-1]:
        tosses.append(toss(rng))
    return Furigoma(tosser, tuple(tosses))
