"""Play by link: a game between two people on two devices carried only by its link. Pure Python.

    ?game=shogi&moves=7g7f,3c3d&mode=link&game-id=mabc12-x7k2q9

After a move the player sends the link of the game (`send_query`); it opens for the opponent with
the board turned to the side to move, which is the only side that may move there ("Your move");
after one move they send it back. ``game-id`` names the game on both devices: each player's
game library keeps it under that id, so every link of the game continues the same entry.
Nothing else is stored anywhere.

`Correspondence` is the state the page keeps with the saved game (``"correspondence":
{"player", "id"}``); `join` decides it when a link is opened; `turn_text` says whose move it is.
"""

import random
from dataclasses import dataclass

from webui.i18n import _

from .links import LIBRARY_ID, LinkError, link_query, shorten, single

MODE = "link"


@dataclass(frozen=True)
class Correspondence:
    """A game played by link: this device plays colour ``player``; ``id`` names the game on
    both devices (a game library id)."""

    player: int
    id: str

    def to_dict(self):
        """The form saved with the game."""
        return {"player": self.player, "id": self.id}

    @classmethod
    def from_dict(cls, data):
        """The state saved with a game, or None (none, or not a valid one)."""
        try:
            player, ident = data["player"], data["id"]
        except (TypeError, KeyError):
            return None
        if player not in (0, 1) or not isinstance(ident, str) or not LIBRARY_ID.fullmatch(ident):
            return None
        return cls(player, ident)

    def to_move(self, session):
        """True when this device's player is to move at the end of the main line (game on)."""
        return session.board.turn == self.player and session.outcome() is None


def new_id(rng=random):
    """A fresh game id for a game played by link (letters and digits, library-id shaped)."""
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    return "link-" + "".join(rng.choice(alphabet) for _ in range(12))


def requested(params):
    """The game id of a play-by-link link (``mode=link``, ``game-id=``), a new one if the link
    gives none, or None when the link is not one. Raises `LinkError` for a bad value."""
    mode = single(params, "mode")
    if mode is None:
        return None
    if mode.strip().lower() != MODE:
        raise LinkError(_("'mode' can only be 'link' (a game played by link), not {value}")
                        .format(value=repr(shorten(mode))), "mode")
    ident = (single(params, "game-id") or "").strip().lower()
    if not ident:
        return new_id()
    if not LIBRARY_ID.fullmatch(ident):
        raise LinkError(_("'game-id' names a game played by link (up to 40 letters, digits "
                          "and '-'), not {value}").format(value=repr(shorten(ident))), "game-id")
    return ident


def join(ident, session, saved_state, same_game):
    """The `Correspondence` after opening the link of game ``ident`` showing ``session``:
    the one saved here when the link holds the very game saved (a player reopening their own
    link stays who they were), else this device plays the side to move."""
    if saved_state is not None and saved_state.id == ident and same_game:
        return saved_state
    return Correspondence(session.board.turn, ident)


def send_query(session, state):
    """The query of the link to send: the line of the game played, how a player ended it (a
    resignation, say), ``mode=link`` and its id (the receiver turns the board to the side to
    move; nothing else is carried)."""
    query = link_query(session.game.name, session.start, session.handicap, session.rule,
                       session.move_texts(), composed=not session.strict, end=session.ending)
    return f"{query}&mode={MODE}&game-id={state.id}"


def turn_text(session, state):
    """What the player is told: their move, or that the link is theirs to send."""
    if session.outcome() is not None or session.ending:
        return _("The game is over: send the link so your opponent sees the end.")
    if state.to_move(session):
        return _("Your move")
    return _("Waiting for your opponent: send them the link of your move.")
