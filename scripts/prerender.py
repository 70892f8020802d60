"""Write the start positions as SVG files, so the page shows a board before Python is ready.

    python3 scripts/prerender.py            # writes assets/generated/*.svg
    python3 scripts/prerender.py --check    # exit 1 if a file is missing or out of date

The same renderer draws the live board, so the picture and the board that replaces it match.
Files: the game a page opens with (the registry's default, shogi) in each layout of its style:
shogi-wide.svg (komadai beside the board), shogi-tall.svg (hands above and below, for portrait
screens), in the default theme and in every other theme (shogi-wide-dark.svg ...), which
assets/js/preview.js shows to a reader of that theme, so the first paint is in the reader's
colours (about 8 kB gzipped each). They are drawn with the default
piece set: another set differs only in the faces, for the moment until Python draws the board.
"""

import sys
from pathlib import Path

if __package__ in (None, ""):  # make `webui` and `kiban` (in py/) importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from kiban import games  # noqa: E402
from webui.board.config import BoardConfig  # noqa: E402
from webui.board.reading import PositionReader  # noqa: E402
from webui.board.render import Marks, board_svg  # noqa: E402
from webui.board.styles import style_of  # noqa: E402
from webui.board.styles.themes import DEFAULT_THEME, THEMES  # noqa: E402
from webui.board.svg import markup  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets" / "generated"


def _files():
    """{file name: BoardConfig}: the start of the game a page opens with (``games.default()``)
    in every layout its style draws and every theme: ``<game>-<layout>.svg`` in the default
    theme, ``<game>-<layout>-<theme>.svg`` in the others."""
    game = games.default().name
    return {f"{game}-{layout}{'' if theme == DEFAULT_THEME else '-' + theme}.svg":
            BoardConfig(game=game, layout=layout, theme=theme)
            for theme in THEMES for layout in style_of(game).layouts}


FILES = _files()


def render_start(config):
    """The standalone SVG text of ``config.game``'s start position."""
    game = games.get(config.game)
    view = PositionReader(game).view(game.new_board())
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + markup(
        board_svg(config, view, Marks(), standalone=True)) + "\n"


def outputs():
    """{file name: SVG text} for every game whose engine is available."""
    texts = {}
    for name, config in FILES.items():
        try:
            texts[name] = render_start(config)
        except ImportError:  # that game's engine has not landed yet
            continue
    return texts


def main(argv):
    """Write the files (or with --check, report stale ones); returns the exit status."""
    check = "--check" in argv[1:]
    stale = []
    for name, text in outputs().items():
        path = OUT / name
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        if check:
            stale.append(name)
        else:
            OUT.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"prerender: wrote {path.relative_to(OUT.parents[1])}")
    if stale:
        print(f"prerender: out of date: {', '.join(stale)} (run python3 scripts/prerender.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
