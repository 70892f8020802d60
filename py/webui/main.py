"""The game page (index.html, started by `webui.entry` as ``start("game")``): start the game
page, then tell the world input is accepted."""

from pyscript import document, window

from webui.board import keysource, painter, pointer
from webui.page.app import App
from webui.page.library import prepare


async def start():
    """Load the pointer, key and patch modules and the tab's game, build the page, mark it ready."""
    await pointer.load()
    await keysource.load()
    await painter.load()
    problem = await prepare(window)  # the tab's own game, or the one a library= link names
    app = App(document, window)
    if problem:
        app.notice(problem)
    document.documentElement.setAttribute("data-ready", "")
    return app
