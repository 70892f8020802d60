"""Patching a board's dynamic layer in the page (browser only): Python's side of
assets/js/board-patch.js.

    await painter.load()                      # once, before the first board
    painter.apply_patch(layer_element, ops)   # ops from `patch.diff`
    painter.after_paint(callback)             # run slower work once the next frame is painted
"""

import json

from pyodide.ffi import create_once_callable

from .jsmodule import JsModule

PATCH = JsModule("assets/js/board-patch.js")


async def load():
    """Import the JS patch module (once per page); await it before the first `BoardView`."""
    await PATCH.load()


def apply_patch(layer, ops):
    """Apply the `patch.diff` operations ``ops`` to the live element ``layer``."""
    if ops:
        PATCH.module.applyPatch(layer, json.dumps(ops))


def after_paint(callback):
    """Call ``callback()`` once the browser has painted the next frame."""
    PATCH.module.afterPaint(create_once_callable(callback))
