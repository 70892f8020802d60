"""Diagram images of the shown position from the game page's Share dialog (browser only): the
SVG comes from `webui.board.diagram` (pure Python), the PNG at 2× from
assets/js/diagram-export.js, which is imported on the first download."""

from kiban import notation

from webui.board.annotate import drawn
from webui.board.config import BoardConfig
from webui.board.diagram import caption_text, diagram_size, position_diagram
from webui.board.jsmodule import JsModule
from webui.board.layout import Layout
from webui.board.styles.themes import theme

EXPORT = JsModule("assets/js/diagram-export.js")  # SVG and PNG downloads (the editor's too)

def last_move_text(session, style):
    """The move that led to the shown position written in ``style``, or None at the start."""
    facts = session.facts()
    if facts.last is None:
        return None
    before = session.shown_board().copy()
    before.pop()
    return notation.write(before, facts.last, style)


async def download(session, orientation, style, marks, looks, kind):
    """Download the shown position as ``kind`` "svg" or "png" (2×), with the last move, a
    check, the arrows and circles drawn on it (``marks``, a `MarkSet`) and a caption (side to
    move, the last move in ``style``), drawn with ``looks`` (`BoardConfig` fields: the reader's
    piece set, theme and rank labels)."""
    export = await EXPORT.load()
    config = BoardConfig(game=session.game.name, orientation=orientation, **looks)
    facts = session.facts()
    caption = caption_text(session.game, facts.turn, last_move_text(session, style))
    overlay = [drawn(Layout(config.game, orientation, config.layout), marks, theme(config.theme))]
    text = position_diagram(config, session.shown_board(), facts.last, facts.check, caption,
                            overlay)
    name = f"kiban-{session.game.name}-{session.ply}.{kind}"
    if kind == "svg":
        export.downloadSvg(text, name)
    else:
        width, height = diagram_size(config, caption)
        await export.downloadPng(text, width, height, name, 2)
