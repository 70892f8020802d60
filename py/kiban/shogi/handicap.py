"""The standard handicap start positions. The handicap giver (gote) removes pieces and moves first."""

from kiban.errors import KibanError
from kiban.messages import Message

_GOTE_FULL = "lnsgkgsnl/1r5b1/ppppppppp"
_SENTE_SIDE = "9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"


def _handicap(gote_camp, hand="-"):
    return f"{gote_camp}/{_SENTE_SIDE} w {hand} 1"


HANDICAPS = {
    "lance": _handicap("lnsgkgsn1/1r5b1/ppppppppp"),
    "right-lance": _handicap("1nsgkgsnl/1r5b1/ppppppppp"),
    "bishop": _handicap("lnsgkgsnl/1r7/ppppppppp"),
    "rook": _handicap("lnsgkgsnl/7b1/ppppppppp"),
    "rook-lance": _handicap("lnsgkgsn1/7b1/ppppppppp"),
    "2-piece": _handicap("lnsgkgsnl/9/ppppppppp"),
    "3-piece": _handicap("1nsgkgsnl/9/ppppppppp"),
    "4-piece": _handicap("1nsgkgsn1/9/ppppppppp"),
    "5-piece": _handicap("2sgkgsn1/9/ppppppppp"),
    "6-piece": _handicap("2sgkgs2/9/ppppppppp"),
    "7-piece": _handicap("3gkgs2/9/ppppppppp"),
    "8-piece": _handicap("3gkg3/9/ppppppppp"),
    "9-piece": _handicap("4kg3/9/ppppppppp"),
    "10-piece": _handicap("4k4/9/ppppppppp"),
    "three-pawns": _handicap("4k4/9/9", "3p"),
    "naked-king": _handicap("4k4/9/9"),
}
"""Handicap name -> start SFEN (gote to move). The even game is ``kiban.shogi.START_SFEN``."""


def handicap_sfen(name: str) -> str:
    """The start SFEN of a named handicap; KibanError listing the names for an unknown one."""
    try:
        return HANDICAPS[name]
    except (KeyError, TypeError):
        raise KibanError(Message("unknown-handicap", name=name, known=', '.join(HANDICAPS))) from None
