"""What a review holds, and its JSON-able form for the game library.

A :class:`Review` keeps the game it reviewed (``game`` name, ``start`` position text, ``moves``),
one :class:`PositionEval` per position (the start and after each move) and one
:class:`MoveReview` per move. Moves are public ``Move`` objects here and the engine's notation
(USI / ICCS) in the stored form; scores are centipawns from the first player's (sente's / red's)
point of view, a mate as ±(100000 − plies to mate).
"""

import math
from dataclasses import dataclass, field
from typing import Optional

from kiban import games
from kiban.errors import KibanError
from kiban.review.chances import INACCURACY, MARKS, is_mate

FORMAT_VERSION = 1
MARGIN_CAP = 500           # centipawns: an exercise never accepts a move losing more than this


class ReviewError(KibanError):
    """A stored review that cannot be read (the message says what is wrong)."""


@dataclass
class PositionEval:
    """One position's evaluation: ``score`` (first player's view), ``best`` move (None when the
    game is over there), ``pv`` (the line from it, starting with ``best``), ``depth`` and
    ``nodes`` searched, ``next_best`` (the score of the best other move when the search found
    one close to the best, else None), ``only`` (the best move is the only one keeping the
    mover's chances) and ``played`` (the score of the move the game played here, searched from
    this position to the best move's depth; None when it is the best move or none was played)
    and ``verified`` (when the played move looked like a blunder, or nearly a mistake: the
    position's best score and the played move's score searched again with a larger budget, both
    to one depth, as ``[best, played, depth]``; else None, see `kiban.review.analyse.verify`)."""

    score: int
    best: object = None
    pv: list = field(default_factory=list)
    depth: int = 0
    nodes: int = 0
    next_best: Optional[int] = None
    only: bool = False
    played: Optional[int] = None
    verified: Optional[list] = None

    def to_dict(self, text):
        """The JSON-able form, moves written by ``text`` (the game's engine notation)."""
        return {"score": self.score, "best": self.best and text(self.best),
                "pv": [text(m) for m in self.pv], "depth": self.depth, "nodes": self.nodes,
                "next_best": self.next_best, "only": self.only, "played": self.played,
                "verified": self.verified}

    @classmethod
    def from_dict(cls, data, parse):
        """A PositionEval from :meth:`to_dict`'s form, moves read by ``parse``; KeyError,
        TypeError or ValueError (or the parser's KibanError) when it is damaged."""
        return cls(int(data["score"]), data["best"] and parse(data["best"]),
                   [parse(m) for m in data["pv"]], int(data["depth"]), int(data["nodes"]),
                   data["next_best"], bool(data["only"]), data.get("played"),
                   _verified(data.get("verified")))


@dataclass
class MoveReview:
    """One move's verdict: ``ply`` (1 for the first move), ``color`` that played it, ``loss`` of
    winning chances (0 to 2), ``cp_loss`` (centipawns, capped) and its ``mark`` (``?!``, ``?``,
    ``??``, ``!`` or None), whether it was ``suspect`` of being a blunder and whether it was
    ``doubtful`` (no mistake by the first searches, but near one): both are worth searching again
    before marking them (`kiban.review.analyse.verify`; not stored)."""

    ply: int
    color: int
    loss: float
    cp_loss: int
    mark: Optional[str] = None
    suspect: bool = False
    doubtful: bool = False


@dataclass
class Review:
    """A reviewed game; see the module docstring. ``complete`` is False when the review was
    stopped before every position was searched (the missing ones then score 0 and are not
    judged)."""

    game: str
    start: str
    moves: list
    positions: list
    verdicts: list
    setting: dict = field(default_factory=dict)
    complete: bool = True

    @property
    def descriptor(self):
        """The game's `kiban.games` descriptor."""
        return games.get(self.game)

    def scores(self):
        """One score per position (the ``data-evals`` of the evaluation graph)."""
        return [p.score for p in self.positions]

    def marks(self):
        """One mark (or None) per move."""
        return [v.mark for v in self.verdicts]

    def summary(self, color):
        """Counts for the side ``color`` (0 / 1): ``inaccuracies``, ``mistakes``, ``blunders``,
        ``only_moves`` and ``average_loss`` (centipawns a move, rounded)."""
        own = [v for v in self.verdicts if v.color == color]
        count = {mark: sum(1 for v in own if v.mark == mark) for mark in MARKS}
        average = round(sum(v.cp_loss for v in own) / len(own)) if own else 0
        return {"inaccuracies": count["?!"], "mistakes": count["?"], "blunders": count["??"],
                "only_moves": count["!"], "average_loss": average}

    def exercises(self, marks=("?", "??")):
        """The moves marked with one of ``marks`` as exercises ("find a better move"): dicts with
        ``game``, ``position`` (the position text before the move), ``start`` and ``line`` (the
        game up to it, engine notation, for the history), ``moves`` (the best move found, engine
        notation), ``margin`` (centipawns: a move scoring within this of the best is right too),
        ``played`` (the move played), ``mark`` and ``ply``."""
        desc = self.descriptor
        board = desc.new_board(self.start, strict=False)
        out = []
        for verdict, move in zip(self.verdicts, self.moves):
            before = self.positions[verdict.ply - 1]
            if verdict.mark in marks and before.best is not None:
                out.append({"game": self.game, "position": desc.position_text(board),
                            "start": self.start,
                            "line": [desc.move_text(m) for m in self.moves[:verdict.ply - 1]],
                            "moves": [desc.move_text(before.best)],
                            "margin": _margin(before.score if board.turn == 0 else -before.score,
                                              self.setting.get("scale", 0.002)),
                            "played": desc.move_text(move), "mark": verdict.mark,
                            "ply": verdict.ply})
            board.push(move)
        return out

    # ----- the stored form ---------------------------------------------------------------------

    def to_dict(self):
        """The JSON-able form (moves in the engine's notation)."""
        text = self.descriptor.move_text
        return {"v": FORMAT_VERSION, "game": self.game, "start": self.start,
                "moves": [text(m) for m in self.moves], "setting": dict(self.setting),
                "complete": self.complete,
                "positions": [p.to_dict(text) for p in self.positions],
                "verdicts": [{"ply": v.ply, "color": v.color, "loss": round(v.loss, 4),
                              "cp_loss": v.cp_loss, "mark": v.mark} for v in self.verdicts]}

    @classmethod
    def from_dict(cls, data):
        """A review from :meth:`to_dict`'s form; :class:`ReviewError` says what is wrong."""
        if not isinstance(data, dict) or data.get("v") != FORMAT_VERSION:
            raise ReviewError(f"a review of unknown version {_version(data)!r}")
        try:
            desc = games.get(data["game"])
            parse = desc.parse_move
            positions = [PositionEval.from_dict(p, parse) for p in data["positions"]]
            verdicts = [MoveReview(int(v["ply"]), int(v["color"]), float(v["loss"]),
                                   int(v["cp_loss"]), v["mark"]) for v in data["verdicts"]]
            review = cls(desc.name, data["start"], [parse(m) for m in data["moves"]], positions,
                         verdicts, dict(data["setting"]), bool(data["complete"]))
        except (KeyError, TypeError, ValueError, KibanError) as error:
            raise ReviewError(f"a stored review is damaged ({error})") from None
        if len(positions) != len(review.moves) + 1 or len(verdicts) != len(review.moves):
            raise ReviewError(f"a stored review of {len(review.moves)} moves has "
                              f"{len(positions)} positions and {len(verdicts)} verdicts")
        if any(v.mark not in MARKS + (None,) for v in verdicts):
            raise ReviewError("a stored review has an unknown mark")
        return review


def _verified(data):
    """A position's stored ``verified`` scores (three whole numbers), or None."""
    if data is None:
        return None
    if not isinstance(data, list) or len(data) != 3:
        raise ValueError(f"verified scores {data!r} are not [best, played, depth]")
    return [int(n) for n in data]


def _version(data):
    return data.get("v") if isinstance(data, dict) else None


def _margin(best, scale):
    """Centipawns below a best score ``best`` (mover's view) where the chances have dropped by
    ``INACCURACY``: the slack an exercise allows (at most ``MARGIN_CAP``)."""
    if is_mate(best):
        return MARGIN_CAP
    chances = 2 / (1 + math.exp(-scale * best)) - 1 - INACCURACY
    if chances <= -1:
        return MARGIN_CAP
    lower = -math.log(2 / (chances + 1) - 1) / scale
    return max(1, min(MARGIN_CAP, round(best - lower)))


__all__ = ["Review", "PositionEval", "MoveReview", "ReviewError"]
