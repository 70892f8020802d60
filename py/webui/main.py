"""Entry point of index.html: start the game page, then tell the world input is accepted."""

from pyscript import document, window

from webui.board import pointer
from webui.page.app import App

await pointer.load()  # top-level await: PyScript runs this file asynchronously
app = App(document, window)
document.documentElement.setAttribute("data-ready", "")
