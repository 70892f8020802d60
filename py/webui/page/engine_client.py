"""The page's handle on the computer player's Web Worker (browser only).

    engine = EngineClient(window, on_reply=..., on_info=...)
    engine.warm()                  # boot the worker now (it takes a few seconds, off the page)
    engine.think(request)          # request: Opponent.request() data; the reply comes later
    engine.stop()                  # at once: terminates a busy worker (warm() boots another)

The worker is assets/js/engine-worker.js (its own Pyodide, no DOM). A search cannot be
interrupted by a message while it runs (no SharedArrayBuffer without COOP/COEP), so `stop`
terminates the worker; replies of a stopped request can never arrive.
"""

import json

from pyodide.ffi import create_proxy, to_js

WORKER_URL = "assets/js/engine-worker.js"


class EngineClient:
    """One lazily started worker; at most one request in flight."""

    def __init__(self, window, on_reply, on_info=None):
        self.window = window
        self.on_reply = on_reply      # on_reply(request, reply dict) for the current request
        self.on_info = on_info        # on_info(request, info dict) while it thinks
        self.worker = None
        self.ready = False
        self.request = None           # the request being thought about
        self._next_id = 0
        self._proxy = None
        self._leave = create_proxy(lambda event: self.close())
        window.addEventListener("pagehide", self._leave)

    @property
    def busy(self):
        """True while a request waits for its reply."""
        return self.request is not None

    def warm(self):
        """Start the worker if it is not running (booting takes seconds, in parallel)."""
        if self.worker is not None:
            return
        options = to_js({"type": "module", "name": "engine"},
                        dict_converter=self.window.Object.fromEntries)
        self.worker = self.window.Worker.new(WORKER_URL, options)
        self.ready = False
        self._proxy = create_proxy(self._on_message)
        self.worker.addEventListener("message", self._proxy)

    def think(self, request):
        """Ask for a move (stopping any other search first)."""
        self.stop()
        self.warm()
        self._next_id += 1
        self.request = dict(request, id=self._next_id)
        self.worker.postMessage(json.dumps(self.request))

    def stop(self):
        """Stop the search at once: terminate the worker if it is busy (`warm` boots another)."""
        if self.request is not None:
            self.request = None
            self.close()

    def close(self):
        """Terminate the worker, busy or not."""
        if self.worker is not None:
            self.worker.terminate()
            self.worker.removeEventListener("message", self._proxy)
            self._proxy.destroy()
            self.worker, self._proxy = None, None

    def _on_message(self, event):
        data = json.loads(event.data)
        if data.get("ready"):
            self.ready = True
            return
        request = self.request
        if request is None or data.get("id") not in (None, request["id"]):
            return  # a reply to a stopped request
        if "info" in data:
            if self.on_info is not None:
                self.on_info(request, data["info"])
            return
        self.request = None
        self.on_reply(request, data)
