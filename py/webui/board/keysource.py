"""Keyboard input of a board in the page (browser only): Python's side of assets/js/board-keys.js.

    await keysource.load()                    # once, before the first board
    source = KeySource(on_key)                # on_key("ArrowUp"), on_key("focus"), ...
    source.attach(svg)                        # after every (re)build of the <svg>
    source.destroy()

The JS module forwards the keys a board handles (and the board getting the focus); what they
mean is decided by `webui.board.keyboard`.
"""

from pyodide.ffi import create_proxy

from .jsmodule import JsModule

KEYS = JsModule("assets/js/board-keys.js")


async def load():
    """Import the JS key module (once per page); await it before creating a `KeySource`."""
    await KEYS.load()


class KeySource:
    """The keys of one board: calls ``on_key(name)`` for the <svg> it is attached to."""

    def __init__(self, on_key):
        self._proxy = create_proxy(on_key)
        self._detach = None

    def attach(self, svg):
        """Listen to ``svg`` (and stop listening to the previous one)."""
        self.detach()
        self._detach = KEYS.module.attach(svg, self._proxy)

    def detach(self):
        """Stop listening."""
        if self._detach is not None:
            self._detach()
            self._detach = None

    def destroy(self):
        """Stop listening and release the callback."""
        self.detach()
        self._proxy.destroy()
