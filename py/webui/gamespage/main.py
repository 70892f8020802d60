"""Entry point of games.html: list the kept games, then tell the world the page is ready."""

from pyscript import document, window

from webui.gamespage.page import GamesPage

page = GamesPage(document, window)
await page.load()
document.documentElement.setAttribute("data-ready", "")
