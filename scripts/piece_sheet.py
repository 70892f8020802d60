"""Draw every piece of every piece set on one sheet per set, for a person to review.

    .venv/bin/python scripts/piece_sheet.py          # writes tests/artifacts/pieces/*.svg, *.png

Each sheet (one per set and theme) shows the pieces of both colours (shogi: gote's turned round) and the promoted ones
at 100 px a cell, then the same at 40 px (a phone-sized board) to judge legibility. The PNGs
are screenshots by headless Chromium (/usr/bin/chromium); without it only the SVGs are written.
"""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # make `webui` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from kiban import games  # noqa: E402
from webui.board.pieces import piece  # noqa: E402
from webui.board.styles import style_of  # noqa: E402
from webui.board.styles.themes import THEMES, theme  # noqa: E402
from webui.board.svg import el, markup  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "artifacts" / "pieces"
MARGIN = 20
GAP = 12     # between rows, so that pieces of neighbouring rows do not touch
SMALL = 0.4  # 40 px a cell


def _rows(game):
    """The rows of a sheet from the game's descriptor: the first player's pieces (in the order a
    position is read out, the king first), their promoted forms, then the same of the second."""
    letters = list(games.get(game).piece_names)
    first = [[s for s in letters if not s.startswith("+")], [s for s in letters if s.startswith("+")]]
    return [row for row in first + [[s.lower() for s in row] for row in first] if row]


def _pieces(game, prefix, colors):
    style = style_of(game)
    cw, ch = style.cell
    group = el("g")
    rows = _rows(game)
    for row, symbols in enumerate(rows):
        for col, symbol in enumerate(symbols):
            group.add(piece(style, symbol, col * cw, row * (ch + GAP), prefix,
                            style.upside_down(symbol, 0), colors))
    return group, max(map(len, rows)) * cw, len(rows) * (ch + GAP)


def sheet(game, name, theme_name=None):
    """The standalone SVG text of one set's sheet in a theme (None: the default), and its size
    in pixels."""
    prefix = f"{name}-"
    colors = theme(theme_name)
    pieces, width, height = _pieces(game, prefix, colors)
    total_w, total_h = width + 2 * MARGIN, height * (1 + SMALL) + 3 * MARGIN + 24
    root = el("svg", xmlns="http://www.w3.org/2000/svg", width=total_w, height=total_h,
              viewBox=f"0 0 {total_w} {total_h}")
    root.add(el("defs", style_of(game).piece_defs(prefix, name, theme_name)))
    root.add(el("rect", width=total_w, height=total_h, fill=colors.board[1]))
    root.add(el("text", text=f"{game}: {name}", x=MARGIN, y=MARGIN + 4, font_size=18,
                font_family="sans-serif", fill=colors.text))
    root.add(el("g", [pieces], transform=f"translate({MARGIN} {MARGIN + 24})"))
    small, _, _ = _pieces(game, prefix, colors)
    root.add(el("g", [small], transform=f"translate({MARGIN} {2 * MARGIN + 24 + height}) "
                                         f"scale({SMALL})"))
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + markup(root) + "\n", (total_w, total_h)


def screenshot(svg_path, png_path, size):
    """Render ``svg_path`` to ``png_path`` with headless Chromium; False without Chromium."""
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(chromium).exists():
        return False
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                        "--hide-scrollbars", f"--user-data-dir={profile}",
                        f"--window-size={round(size[0])},{round(size[1])}",
                        f"--screenshot={png_path}", svg_path.as_uri()],
                       check=True, capture_output=True, timeout=120)
    return True


def main():
    """Write one SVG (and PNG) sheet per piece set and theme into tests/artifacts/pieces/."""
    OUT.mkdir(parents=True, exist_ok=True)
    for game in games.names():
        for name in style_of(game).piece_sets:
            for theme_name in THEMES:
                text, size = sheet(game, name, theme_name)
                svg_path = OUT / f"{game}-{name}-{theme_name}.svg"
                svg_path.write_text(text, encoding="utf-8")
                shot = screenshot(svg_path, svg_path.with_suffix(".png"), size)
                print(svg_path.with_suffix(".png" if shot else ".svg"))


if __name__ == "__main__":
    main()
