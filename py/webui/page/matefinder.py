"""Find mate on the game page (browser only): the button, a worker of its own, the answer shown.

The search runs in a Web Worker of its own (`engine_client.EngineClient`, booted at the first
use), so the computer opponent's worker is never disturbed; a second request or leaving the page
stops one still running. `App` says when the button may be used (`allow`: not while a clock runs,
the computer plays or the game is played by link, unless the game is over); the answer is added
to the game (`webui.play.matesearch`), ``on_found(added)`` lets the App redraw, and the words go
to ``notice`` and ``announce``.
"""

from webui.i18n import _

from webui.play.matesearch import mate_request, take_solution
from .engine_client import EngineClient
from webui.i18n.words import words


class MateFinder:
    """The Find mate button (``data-testid="find-mate"``) and its search."""

    def __init__(self, window, document, listeners, current, on_found, notice, announce):
        """``current()``: the page's (session, notation style); ``on_found(added)``: the answer
        was taken (``added``: moves went into the game); ``notice`` / ``announce``: show / say
        a text."""
        self.window = window
        self.button = document.getElementById("find-mate")
        self.current = current
        self.on_found = on_found
        self.notice = notice
        self.announce = announce
        self.engine = None      # made at the first use
        self._asked = None      # (session, node, style) of the request in flight
        self._allowed = False
        listeners.listen(self.button, "click", lambda event: self.find())

    def allow(self, allowed):
        """Whether the button may be used now."""
        self._allowed = allowed
        self._draw()

    def find(self):
        """Ask the worker for a mate from the shown position."""
        if not self._allowed or self._asked is not None:
            return
        session, style = self.current()
        if self.engine is None:
            self.engine = EngineClient(self.window, on_reply=self._on_reply)
        self._asked = (session, session.node, style)
        self.engine.think(mate_request(session))
        self.notice(_("Looking for a mate…"))
        self._draw()

    def _draw(self):
        busy = self._asked is not None
        self.button.disabled = busy or not self._allowed
        self.button.setAttribute("aria-busy", "true" if busy else "false")

    def _on_reply(self, request, reply):
        session, node, style = self._asked
        self._asked = None
        self._draw()
        if self.current()[0] is not session:
            return  # another game since: the answer is about a game no longer shown
        try:
            said, added = take_solution(session, node, request, reply, style)
        except ValueError as error:  # a KibanError or a SessionError
            said, added = _("The mate search failed: {reason}").format(reason=words(error)), False
        self.on_found(added)
        self.notice(said)
        self.announce(said)
