"""The Games page (games.html, started by `webui.entry` as ``start("games")``): list the kept
games, then tell the world the page is ready."""

from pyscript import document, window

from webui.gamespage.page import GamesPage


async def start():
    """Build the Games page, load the kept games, mark it ready."""
    page = GamesPage(document, window)
    await page.load()
    document.documentElement.setAttribute("data-ready", "")
    return page
