"""Keyboard input of a board in the page (browser only): Python's side of assets/js/board-keys.js.

    await keysource.load()                    # once, before the first board
    source = KeySource(on_key)                # on_key("ArrowUp"), on_key("focus"), ...
    source.attach(svg)                        # after every (re)build of the <svg>
    source.destroy()

The JS module forwards the keys a board handles (and the board getting the focus); what they
mean is decided by `webui.board.keyboard`.
"""

from pyodide.ffi import create_proxy

from .jsmodule import Attachment, JsModule

KEYS = JsModule("assets/js/board-keys.js")


async def load():
    """Import the JS key module (once per page); await it before creating a `KeySource`."""
    await KEYS.load()


class KeySource(Attachment):
    """The keys of one board: calls ``on_key(name)`` for the <svg> it is attached to."""

    def __init__(self, on_key):
        self._proxy = create_proxy(on_key)
        super().__init__([self._proxy])

    def attach(self, svg):
        """Listen to ``svg`` (and stop listening to the previous one)."""
        self.detach()
        self.listen(KEYS.module.attach(svg, self._proxy))
