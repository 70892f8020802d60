"""Patching a board's dynamic layer in the page (browser only): Python's side of
assets/js/board-patch.js.

    await painter.load()                      # once, before the first board
    painter.apply_patch(layer_element, ops)   # ops from `patch.diff`
    painter.after_paint(callback)             # run slower work once the next frame is painted
"""

import json

from js import URL, document
from pyodide.ffi import create_once_callable
from pyscript import js_import

MODULE = "assets/js/board-patch.js"  # relative to the page
_module = None


async def load():
    """Import the JS patch module (once per page); await it before the first `BoardView`."""
    global _module
    if _module is None:
        (_module,) = await js_import(URL.new(MODULE, document.baseURI).href)


def apply_patch(layer, ops):
    """Apply the `patch.diff` operations ``ops`` to the live element ``layer``."""
    if ops:
        _module.applyPatch(layer, json.dumps(ops))


def after_paint(callback):
    """Call ``callback()`` once the browser has painted the next frame."""
    _module.afterPaint(create_once_callable(callback))
