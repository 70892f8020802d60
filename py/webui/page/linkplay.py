"""Play by link on the game page (browser only): the "Your move" line and the "Send my move"
button of a game played by link (the rules are pure Python: `webui.play.correspondence`).

`App` calls `update(session, state)` after a change (``state``: the `Correspondence`, or None
when the game is not played by link). "Send my move" copies the link of the game to the
clipboard and also shows it, selected, in a field (where the browser refuses the clipboard, the
player copies it from there). Texts are set with ``textContent`` only.
"""

import asyncio

from webui.i18n import _

from webui.play.correspondence import send_query, turn_text

_IDS = ("link-play", "link-turn", "send-move", "send-link", "send-said")


class LinkPlay:
    """The play-by-link section of the game page; ``current()`` returns the app's
    ``(session, state)``."""

    def __init__(self, window, document, listeners, current):
        self.window = window
        self.current = current
        self.el = {name: document.getElementById(name) for name in _IDS}
        listeners.listen(self.el["send-move"], "click", lambda event: self.send())

    def update(self, session, state):
        """Show whose move it is and offer the link when it is the opponent's turn."""
        el = self.el
        el["link-play"].hidden = state is None
        if state is None:
            return
        el["link-turn"].textContent = turn_text(session, state)
        mine = state.to_move(session)
        el["send-move"].hidden = mine
        el["send-link"].hidden = True
        el["send-said"].textContent = ""

    def url(self):
        """The link to send: the game page's address with the game played by link."""
        session, state = self.current()
        location = self.window.location
        return f"{location.origin}{location.pathname}{send_query(session, state)}"

    def send(self):
        """Copy the link of the game (and show it selected)."""
        field = self.el["send-link"]
        field.value = self.url()
        field.hidden = False
        field.focus()
        field.select()
        asyncio.ensure_future(self._copy(field.value))

    async def _copy(self, text):
        try:
            await self.window.navigator.clipboard.writeText(text)
            said = _("Link copied: send it to your opponent.")
        except Exception:  # no clipboard access: the link stays selected in the field
            said = _("Copying is not allowed here: the link is selected, press Ctrl+C.")
        self.el["send-said"].textContent = said
