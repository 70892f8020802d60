"""The action bar's menu and the game page's address routes (browser only).

The menu (``<details data-testid="actions-menu">``) holds the rare actions; it closes once one
of its items is chosen, on Escape (focus back on its summary) and on a click elsewhere. The
address ``#settings`` (the site header's Settings link, from any page) and ``#welcome`` open
those dialogs; the fragment is then taken off the address so the link works again. A click
on such a link on this page opens the dialog without loading the page again.
"""


class ActionsMenu:
    """The ``actions-menu`` and the ``#name`` routes (``routes``: name -> action)."""

    def __init__(self, window, document, listeners, routes):
        self.window = window
        self.menu = document.getElementById("actions-menu")
        self.routes = routes
        listen = listeners.listen
        listen(self.menu, "click", self._on_click)
        listen(document, "keydown", self._on_key)
        listen(document, "click", self._on_outside)
        listen(document, "click", self._on_route_link)
        listen(window, "hashchange", lambda event: self.route())

    def _on_click(self, event):
        if event.target.closest(".kb-menu-items button, .kb-menu-items a"):
            self.menu.open = False

    def _on_key(self, event):
        if event.key == "Escape" and self.menu.open:
            self.menu.open = False
            self.menu.querySelector("summary").focus()

    def _on_outside(self, event):
        if self.menu.open and not self.menu.contains(event.target):
            self.menu.open = False

    def _on_route_link(self, event):
        link = event.target.closest("a[href]")
        if not link or _page(link.pathname) != _page(self.window.location.pathname):
            return  # (JavaScript's null when the click was not on a link)
        action = self.routes.get(str(link.hash).lstrip("#"))
        if action is not None:
            event.preventDefault()
            action()

    def route(self, fragment=None):
        """Open what the address' fragment (or ``fragment``, the one the page opened with)
        names, if it names a route."""
        location = self.window.location
        action = self.routes.get(str(location.hash if fragment is None else fragment).lstrip("#"))
        if action is not None:
            self.window.history.replaceState(None, "", f"{location.pathname}{location.search}")
            action()


def _page(path):
    """A page's path, the folder's index page as the folder (``/`` and ``/index.html`` are
    one page)."""
    path = str(path)
    return path[:-len("index.html")] if path.endswith("/index.html") else path
