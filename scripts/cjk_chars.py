"""The characters the site's interface writes that a machine without a CJK font cannot show.

Standard library only: `scripts/make_webfont.py` subsets Noto Sans CJK to exactly these, and
`tests/site/test_webfont_subset.py` fails when the committed font no longer matches them (a page, a
catalog or a notation gained a character). The sources: the pages (`*.html`, `learn/*.html`, and
the partials they share, `scripts/partials/`), both message catalogs (`py/webui/i18n/po`,
`learn/po`) and the Python code (`py/`: the notations' kanji, hanzi and move marks). What
counts: CJK and fullwidth forms (U+2E80 and up) and the geometric shapes and shogi pieces
(U+25A0-U+26FF: ▲ △ ☗ ☖) that Latin fonts lack.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_GLOBS = ("*.html", "learn/*.html", "scripts/partials/*.html", "learn/po/*.po",
                "py/webui/i18n/po/*.po", "py/**/*.py")
RANGES = ((0x25A0, 0x26FF), (0x2E80, 0xFFEF))


def wanted(char):
    """True when `char` lies in one of RANGES."""
    return any(low <= ord(char) <= high for low, high in RANGES)


def interface_chars(root=ROOT):
    """The sorted string of every wanted character in the site's sources under `root`."""
    found = set()
    for pattern in SOURCE_GLOBS:
        for path in root.glob(pattern):
            found.update(c for c in path.read_text(encoding="utf-8") if wanted(c))
    return "".join(sorted(found))
