"""Entry point of games.html (``from webui.gamespage.main import start; await start()``): list
the kept games, then tell the world the page is ready."""

from pyscript import document, window

from webui.i18n import set_language
from webui.gamespage.page import GamesPage


async def start():
    """Build the Games page, load the kept games, mark it ready."""
    set_language(document.documentElement.lang)  # chosen by assets/js/i18n.js
    page = GamesPage(document, window)
    await page.load()
    document.documentElement.setAttribute("data-ready", "")
    return page
