"""A JavaScript module of the site imported once per page (browser only), for the Python that
drives it (the board's pointer, keys and painter, the diagram export)::

    KEYS = JsModule("assets/js/board-keys.js")   # a path relative to the page
    await KEYS.load()                            # once, before it is used
    KEYS.module.attach(svg, callback)
"""

from js import URL, document
from pyscript import js_import


class JsModule:
    """The module at ``path`` (relative to the page); `module` once `load()` has run."""

    def __init__(self, path):
        self.path = path
        self.module = None

    async def load(self):
        """Import the module (the first time only); return it."""
        if self.module is None:
            (self.module,) = await js_import(URL.new(self.path, document.baseURI).href)
        return self.module
