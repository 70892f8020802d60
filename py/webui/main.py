"""Entry point of index.html: start the game page, then tell the world input is accepted."""

from pyscript import document, window

from webui.board import pointer
from webui.page.app import App
from webui.page.library import prepare

await pointer.load()  # top-level await: PyScript runs this file asynchronously
problem = await prepare(window)  # the tab's own game, or the one a library= link names
app = App(document, window)
if problem:
    app.notice(problem)
document.documentElement.setAttribute("data-ready", "")
