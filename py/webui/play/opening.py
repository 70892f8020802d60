"""Which game the game page opens with, decided in pure Python: the saved game, or the game a
share link in the address describes. A link wins; the saved game is then kept aside (its saved
form, turned the way it was shown) when it differs from the link's game and holds anything, so the
page can offer to go back to it. A broken link opens its valid part, if it has one.
"""

from dataclasses import dataclass
from typing import Optional

from .marks import NO_MARKS, MarkSet
from .correspondence import requested
from .links import (LinkError, continues, has_link, parse_link, same_game, session_of,
                    split_query)
from .session import SessionError


@dataclass
class Opening:
    """What the page opens: ``session`` shown with ``orientation``; ``problem``: a note about
    the restored save; ``kept``: the saved game's saved form (with its own ``orientation``) to
    keep aside, or None; ``error``: the `LinkError` of a link that could not be opened;
    ``notation``: the notation style the link asks for, or None; ``marks``: the arrows and
    circles the link draws on the position it shows; ``by_link``: the game id of a game played
    by link (``mode=link``), else None."""

    session: object
    orientation: int
    problem: Optional[str] = None
    kept: Optional[dict] = None
    error: Optional[LinkError] = None
    notation: Optional[str] = None
    marks: MarkSet = NO_MARKS
    by_link: Optional[str] = None


def open_game(query, saved, orientation=0, problem=None):
    """The `Opening` for the address query ``query`` when ``saved`` (a `GameSession`, shown with
    ``orientation``; ``problem``: what its restore said) is the saved game."""
    try:
        params = split_query(query)
        if not has_link(params):
            return Opening(saved, orientation, problem)
        link = parse_link(params)
        by_link = requested(params)
    except LinkError as error:
        return _broken(error, saved, orientation, problem)
    session = session_of(link)
    if same_game(session, saved):  # the saved game itself: keep its variations and ending
        if link.end and not saved.ending:  # ended since, on the other side (play by link)
            saved.end_as(link.end)
        saved.review(link.ply)
        return Opening(saved, link.flip, problem, notation=link.notation, marks=link.marks,
                       by_link=by_link)
    # (the next link of a game played by link continues the saved game: nothing to keep aside)
    kept = None if by_link and continues(session, saved) else _kept(saved, orientation)
    return Opening(session, link.flip, kept=kept, notation=link.notation, marks=link.marks,
                   by_link=by_link)


def _broken(error, saved, orientation, problem):
    """A link that cannot be opened: its valid part if it has one, else the saved game."""
    if error.link is not None:
        try:
            session = session_of(error.link)
        except (ValueError, SessionError):
            return Opening(saved, orientation, problem, error=error)
        kept = None if same_game(session, saved) else _kept(saved, orientation)
        return Opening(session, error.link.flip, problem, kept=kept, error=error)
    return Opening(saved, orientation, problem, error=error)


def _kept(saved, orientation):
    """The saved form of ``saved`` with its own orientation, if it holds anything."""
    if not (saved.last_ply or saved.ending):
        return None
    data = saved.to_dict()
    data["orientation"] = orientation
    return data
