"""Entry point of index.html: start the game page, then tell the world input is accepted."""

from pyscript import document, window

from webui.page.app import App

app = App(document, window)
document.documentElement.setAttribute("data-ready", "")
