"""Pointer input of a board in the page (browser only): Python's side of assets/js/board-input.js.

    await pointer.load()                      # once, before the first board
    source = PointerSource(press=..., drag_start=..., release=..., cancel=..., draw=...)
    source.attach(svg, [palette])             # after every (re)build of the <svg>
    source.destroy()

The JS module does the pointer plumbing (capture, button filter, screen to board units, lost
capture, context menu, moving the dragged piece, the long touch) and calls back here only when a
press starts, becomes a drag, ends or is cancelled, and on each step of a drawing gesture (the
right button or a long touch); see that file.
"""

from js import Object
from pyodide.ffi import create_proxy, to_js

from .jsmodule import Attachment, JsModule

POINTER = JsModule("assets/js/board-input.js")


async def load():
    """Import the JS pointer module (once per page); await it before creating a `PointerSource`."""
    await POINTER.load()


class PointerSource(Attachment):
    """The pointer of one board: calls ``press(x, y)``, ``drag_start(x, y)``, ``release(x, y)``,
    ``cancel()`` and ``draw(phase, x, y, modifiers)`` (coordinates in board units; ``phase``
    "down", "move", "up" or "cancel"; ``modifiers`` a JS array of the keys held) for the <svg>
    it is attached to."""

    def __init__(self, press, drag_start, release, cancel, draw):
        handlers = (press, drag_start, release, cancel, draw)
        proxies = [create_proxy(handler) for handler in handlers]
        super().__init__(proxies)
        names = ("press", "dragStart", "release", "cancel", "secondary")
        self._handlers = to_js(dict(zip(names, proxies)), dict_converter=Object.fromEntries)

    def attach(self, svg, sources=()):
        """Listen to ``svg`` (and stop listening to the previous one), and to presses on the
        ``[data-palette-piece]`` items of the ``sources`` elements: ``press(x, y, letter)``."""
        self.detach()
        self.listen(POINTER.module.attach(svg, self._handlers, to_js(list(sources))))
