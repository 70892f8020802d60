"""The editor's palette, pure Python: an <svg> holding every piece of the game in both colours
(shogi's promoted pieces too), drawn with the board's piece set, each a
``<g data-palette-piece="P">`` (the SFEN / FEN letter: case = colour, ``+P`` promoted) that a
press on it drags onto the board (assets/js/board-input.js) and a click arms for click-to-place.
"""

from webui.i18n import _

from webui.board.pieces import piece
from webui.board.styles import style_of
from webui.board.styles.themes import theme
from webui.board.svg import el, fmt

PER_ROW = 8
PREFIX = "kb-pal-"  # ids of the palette's own <defs>


def palette_rows(game):
    """The palette's rows of piece letters: for each colour its unpromoted pieces, then (if
    the game has any) its promoted ones, at most `PER_ROW` a row."""
    rows = []
    for color in (0, 1):
        letters = [s for s in game.piece_letters() if (s[-1].isupper()) == (color == 0)]
        plain = [s for s in letters if not s.startswith("+")]
        promoted = [s for s in letters if s.startswith("+")]
        for group in (plain, promoted):
            rows += [group[i:i + PER_ROW] for i in range(0, len(group), PER_ROW)]
    return rows


def palette_svg(config, armed=None):
    """The palette's <svg> for a board configured by ``config`` (its game, piece set and
    theme); ``armed``: the letter click-to-place puts down, drawn selected."""
    style = style_of(config.game)
    colors = theme(config.theme)
    cw, ch = style.cell
    rows = palette_rows(style.game)
    root = el("svg", viewBox=f"0 0 {fmt(PER_ROW * cw)} {fmt(len(rows) * ch)}",
              class_="kb-palette", role="group", aria_label=_("Pieces to place"),
              data_pieces=config.pieces or style.default_piece_set)
    root.add(el("defs", style.piece_defs(PREFIX, config.pieces, config.theme)))
    for r, row in enumerate(rows):
        for c, symbol in enumerate(row):
            x, y = c * cw, r * ch
            chosen = symbol == armed
            root.add(el("g", [
                el("rect", x=x + 2, y=y + 2, width=cw - 4, height=ch - 4, rx=8,
                   fill="rgba(40, 110, 200, 0.40)" if chosen else "transparent",
                   stroke="#2f6fb3" if chosen else None, stroke_width=5 if chosen else None,
                   class_="kb-hl"),
                piece(style, symbol, x, y, PREFIX, style.upside_down(symbol, 0), colors),
            ], class_="kb-palette-piece" + (" kb-armed" if chosen else ""),
                data_palette_piece=symbol, aria_pressed="true" if chosen else "false"))
    return root
