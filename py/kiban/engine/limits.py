"""The ``go`` command: its parameters parsed, and a thinking time derived from the clock."""

from dataclasses import dataclass
from typing import Optional

from kiban.errors import KibanError
from kiban.messages import Message

_NUMBERS = ("btime", "wtime", "binc", "winc", "byoyomi", "movestogo", "movetime", "depth", "nodes",
            "mate", "perft")
_AT_LEAST_ONE = ("depth", "nodes", "mate", "perft")
_FLAGS = ("infinite", "ponder")
OVERHEAD = 0.08       # seconds kept back for moving the answer through pipes and GUIs
MIN_TIME = 0.02


@dataclass
class GoLimits:
    """What a ``go`` command asks for; times in milliseconds as sent (``mate infinite``: ``mate``
    0 with ``infinite``)."""

    numbers: dict
    infinite: bool = False
    ponder: bool = False

    def get(self, name: str) -> Optional[int]:
        """A numeric parameter, or None when absent."""
        return self.numbers.get(name)


def parse_go(tokens) -> GoLimits:
    """Parse the words after ``go``; KibanError names the first word that makes no sense."""
    numbers, flags = {}, set()
    i = 0
    while i < len(tokens):
        word = tokens[i]
        if word in _FLAGS:
            flags.add(word)
            i += 1
            continue
        if word not in _NUMBERS:
            raise KibanError(Message("go-unknown-parameter", word=word))
        if word == "mate" and tokens[i + 1:i + 2] == ["infinite"]:  # USI: solve with no time limit
            numbers[word] = 0
            flags.add("infinite")
            i += 2
            continue
        if i + 1 >= len(tokens):
            raise KibanError(Message("go-needs-number", word=word))
        try:
            value = int(tokens[i + 1])
        except ValueError:
            raise KibanError(Message("go-not-whole-number", word=word, text=tokens[i + 1])) from None
        if value < 0 and word not in ("btime", "wtime"):
            raise KibanError(Message("go-negative", word=word))
        if value < 1 and word in _AT_LEAST_ONE:
            raise KibanError(Message("go-below-one", word=word))
        numbers[word] = value
        i += 2
    return GoLimits(numbers, "infinite" in flags, "ponder" in flags)


def move_time(limits: GoLimits, clock_keys) -> Optional[float]:
    """Seconds to think, or None for no time limit. ``clock_keys`` = (time key, increment key) of
    the side to move, e.g. ("btime", "binc") for sente in USI."""
    if limits.infinite or limits.ponder:
        return None
    if limits.get("movetime") is not None:
        return max(MIN_TIME, limits.get("movetime") / 1000 - OVERHEAD)
    remaining = limits.get(clock_keys[0])
    byoyomi = (limits.get("byoyomi") or 0) / 1000
    if remaining is None and not byoyomi:
        return None
    remaining = max(0, remaining or 0) / 1000
    increment = (limits.get(clock_keys[1]) or 0) / 1000
    moves_left = min(max(limits.get("movestogo") or 30, 1), 40)
    budget = remaining / moves_left + increment * 0.8 + byoyomi
    # The increment arrives after the move (USI and UCI send the time left before it): what
    # can be spent now is the time left (and the byoyomi), never the coming increment.
    budget = min(budget, remaining * 0.4 + min(increment * 0.8, remaining * 0.4) + byoyomi)
    return max(MIN_TIME, budget - OVERHEAD)
