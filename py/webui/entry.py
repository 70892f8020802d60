"""The one way a page's Python starts: ``from webui.entry import start; await start("editor")``
in the page's ``<script type="py">``. It sets the language assets/js/i18n.js chose (``<html
lang>``) before anything is worded, then starts the page's own module (`PAGES`), so no page can
forget to speak the reader's language."""

import importlib

from pyscript import document

from webui.i18n import set_language

# page name -> the module whose ``start()`` builds that page
PAGES = {"game": "webui.main", "games": "webui.gamespage.main", "editor": "webui.editor.main"}


async def start(page):
    """Set the page's language, then start ``page`` (a key of `PAGES`); returns what its
    ``start()`` returns."""
    set_language(document.documentElement.lang)
    return await importlib.import_module(PAGES[page]).start()
