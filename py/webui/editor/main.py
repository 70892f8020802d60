"""The position editor (editor.html, started by `webui.entry` as ``start("editor")``, which sets
the language first): open the position the address describes, then tell the world it is ready."""

from pyscript import document, window

from webui.board import keysource, painter, pointer
from webui.page.diagrams import EXPORT
from .links import open_editor
from .page import EditorPage


async def start():
    """Load the pointer, key, patch and export modules, build the editor, mark it ready."""
    await pointer.load()
    await keysource.load()
    await painter.load()
    export = await EXPORT.load()
    state, flip, marks, problem = open_editor(str(window.location.search))
    page = EditorPage(document, window, state, flip, export, marks)
    if problem:
        page.el["editor-said"].textContent = problem
    document.documentElement.setAttribute("data-ready", "")
    return page
