"""The editor's "Check this problem", pure Python: the request its worker answers
(`webui.worker.problem`) and the verdict in words a composer reads.

    request = check_request(state, length)      # the position set up; length: plies or None
    said = verdict_words(game, request, reply, style)

The verdicts are those of `kiban.search.problem_check`: ``unique``, ``cooked`` (余詰),
``shorter`` (早詰), ``no-mate`` (不詰). Lengths are plies, as tsume count them (a 3-move tsume,
3手詰, is 3 plies; a xiangqi mate in 2 is 3 plies). Moves are written in the reader's notation
``style``.
"""

from dataclasses import dataclass

from kiban import notation
from kiban.search.problem_check import COOKED, MAX_PLIES, NO_MATE, SHORTER, UNIQUE
from webui.i18n import _, ngettext
from webui.i18n.words import words

LENGTHS = tuple(range(1, MAX_PLIES + 1, 2))  # the lengths a problem may be stated as


@dataclass(frozen=True)
class CheckSaid:
    """What the page shows of a verdict: ``verdict`` and ``length`` (for ``data-verdict`` /
    ``data-length``; "" when there is none) and ``text``."""

    verdict: str
    length: str
    text: str


def check_request(state, length=None):
    """The worker request that checks the position of the editor's ``state`` (the side to move
    attacks) as a mate in ``length`` plies (None: the shortest up to `MAX_PLIES`)."""
    if length is not None and length not in LENGTHS:
        raise ValueError(f"a problem's length is an odd number of plies up to {MAX_PLIES}")
    return {"game": state.game.name, "start": state.text(), "rule": None,
            "strict": not state.composed, "moves": [], "check": {"length": length}}


def length_words(plies):
    """``plies`` of a mate as a composer says it (a 7-ply mate: 7手詰, or 4 attacking moves)."""
    return ngettext("mate in {plies} ply ({moves} by the attacker)",
                    "mate in {plies} plies ({moves} by the attacker)", plies).format(
        plies=plies, moves=(plies + 1) // 2)


def _written(game, start, texts, style):
    """Move texts (engine notation) played from the position ``start`` in the reader's style."""
    board = game.new_board(start, strict=False)
    out = []
    for text in texts:
        move = game.parse_move(text)
        out.append(notation.write(board, move, style))
        board.push(move)
    return " ".join(out)


def _firsts(game, start, texts, style):
    """First moves, each written from the position ``start``, joined by commas."""
    return ", ".join(_written(game, start, [text], style) for text in texts)


def verdict_words(game, request, reply, style):
    """The `CheckSaid` of the worker's ``reply`` to ``request`` (see `webui.worker.problem`),
    for the game descriptor ``game``, moves written in ``style``."""
    if reply.get("error"):
        return CheckSaid("", "", _("The check failed: {reason}").format(
            reason=words(reply["error"])))
    verdict, length = reply["verdict"], reply["length"]
    start = request["start"]
    line = _written(game, start, reply["line"], style)
    others = _firsts(game, start, reply["alternatives"], style)
    mate = length_words(length) if length else ""
    if verdict == UNIQUE:
        text = _("Unique: {mate}, and only one first move mates. Solution: {line}").format(
            mate=mate, line=line)
    elif verdict == COOKED:
        text = _("Cooked (a second solution): {mate}, and these first moves mate too: {others}. "
                 "Solution found: {line}").format(mate=mate, others=others, line=line)
    elif verdict == SHORTER:
        stated = request["check"]["length"]
        text = _("Shorter mate: stated as {stated} plies, but there is a {mate} by {others}. "
                 "Solution: {line}").format(stated=stated, mate=mate, others=others, line=line)
    elif verdict == NO_MATE:
        text = _("No mate: no series of checks mates within {plies} plies.").format(plies=length)
    else:
        return CheckSaid("", "", _("The check was stopped."))
    return CheckSaid(verdict, str(length or ""), text)


def progress_words(nodes):
    """What the page says while the check runs: the positions looked at so far."""
    return _("Checking… {nodes} positions so far").format(nodes=nodes)
