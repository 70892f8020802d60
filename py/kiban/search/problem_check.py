"""The composer's problem checker: is a mate problem sound, and how long is it?

>>> from kiban import shogi
>>> from kiban.search.problem_check import check_problem
>>> result = check_problem(shogi.Board("8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"))
>>> result.verdict, result.length, [m.usi() for m in result.line]
('unique', 1, ['G*1b'])

Verdicts (Japanese terms of tsume composers in brackets):

``unique``
    one first move mates within the length, none mates sooner;
``cooked`` (余詰, yozume)
    another first move also mates within it (``alternatives`` lists them);
``shorter`` (早詰, hayazume)
    the problem was stated as ``length`` plies but a shorter mate exists (``length`` is then the
    shortest, ``alternatives`` the moves that mate in it);
``no-mate`` (不詰, fuzume)
    no sequence of checks mates within the length (``max_plies`` without one);
``stopped``
    ``should_stop()`` answered True before a verdict.

Mates are counted as problems count them (:mod:`kiban.search.mate_within`: checks on every
attacking move, useless interpositions left out). Works for shogi tsume and xiangqi mating
problems alike.
"""

from dataclasses import dataclass, field
from typing import Optional

from kiban.search.mate_within import MateProver, Stopped

MAX_PLIES = 11  # the longest mate looked for when no length is stated

UNIQUE, COOKED, SHORTER, NO_MATE, STOPPED = "unique", "cooked", "shorter", "no-mate", "stopped"


@dataclass
class ProblemVerdict:
    """The checker's answer: ``verdict`` (see the module docstring); ``length`` the plies of the
    mate (the stated length for ``no-mate``, None when stopped); ``line`` a solution as ``Move``
    objects (first mating move, longest defence, ...); ``alternatives`` the other first moves
    that mate within ``length``; ``nodes`` the positions searched."""

    verdict: str
    length: Optional[int]
    line: list = field(default_factory=list)
    alternatives: list = field(default_factory=list)
    nodes: int = 0


def check_problem(board, length=None, *, max_plies=MAX_PLIES, should_stop=None, on_progress=None):
    """Check the mate problem on ``board`` (left unchanged; the side to move attacks) stated as a
    mate in ``length`` plies (None: the shortest found up to ``max_plies``). ``on_progress(nodes)``
    is called now and then, ``should_stop()`` as often; a :class:`ProblemVerdict`."""
    prover = MateProver(board, should_stop, on_progress)
    try:
        return _verdict(prover, length, max_plies)
    except Stopped:
        return ProblemVerdict(STOPPED, None, nodes=prover.nodes)


def _verdict(prover, length, max_plies):
    shortest = prover.shortest(max_plies if length is None else length)
    if shortest is None:
        return ProblemVerdict(NO_MATE, length or max_plies, nodes=prover.nodes)
    mating = prover.mating_moves(shortest)
    line = prover.line(shortest)
    if length is not None and shortest < length:
        return ProblemVerdict(SHORTER, shortest, line, mating, prover.nodes)
    others = [m for m in mating if m != line[0]]
    return ProblemVerdict(COOKED if others else UNIQUE, shortest, line, others, prover.nodes)
