"""A JavaScript module of the site imported once per page (browser only), for the Python that
drives it (the board's pointer, keys and painter, the diagram export)::

    KEYS = JsModule("assets/js/board-keys.js")   # a path relative to the page
    await KEYS.load()                            # once, before it is used
    KEYS.module.attach(svg, callback)
"""

from js import URL, document
from pyscript import js_import


class Attachment:
    """Python callbacks (`pyodide.ffi` proxies) a JS module listens with on one element at a
    time: `detach` the old element, then `listen` keeps the module's detach function for the
    new one; `destroy` also releases the proxies."""

    def __init__(self, proxies):
        self._proxies = list(proxies)
        self._detach = None

    def listen(self, detach):
        """Keep ``detach`` (JS), which undoes the listening just started."""
        self._detach = detach

    def detach(self):
        """Stop listening."""
        if self._detach is not None:
            self._detach()
            self._detach = None

    def destroy(self):
        """Stop listening and release the callbacks."""
        self.detach()
        for proxy in self._proxies:
            proxy.destroy()


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
