"""Regenerate `assets/fonts/kiban-cjk.woff2`: the interface's CJK characters as a web font.

A developer tool, not part of the build (the font is committed, so a fresh machine builds the site
without fontTools or a 56 MB font package; `tests/site/test_webfont_subset.py` fails when it is stale).
Run it when that test says so::

    .venv/bin/pip install fonttools==4.68.0 brotli==1.2.1
    apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb /tmp/noto
    .venv/bin/python scripts/make_webfont.py /tmp/noto/usr/share/fonts/opentype/noto

It keeps from Noto Sans CJK JP Regular only the characters of `cjk_chars.interface_chars()`
(no hinting, no layout features beyond kerning), renames the family "Kiban CJK" (the SIL Open
Font License's rule for modified versions; assets/fonts/LICENSE.txt) and writes WOFF2, with
`kiban-cjk.txt` beside it: the characters and the font's SHA-256, which the test compares.
"""

import hashlib
import sys
from pathlib import Path

import cjk_chars

SOURCE = ("NotoSansCJK-Regular.ttc", "Noto Sans CJK JP")
FAMILY = "Kiban CJK"
OUT = cjk_chars.ROOT / "assets" / "fonts" / "kiban-cjk.woff2"
MANIFEST = OUT.with_suffix(".txt")


def face(collection, family):
    """The face of font collection `collection` whose family name is `family`."""
    from fontTools.ttLib import TTCollection

    for font in TTCollection(str(collection)).fonts:
        if font["name"].getDebugName(1) == family:
            return font
    raise SystemExit(f"{collection}: no face {family!r}")


def subset(font, chars):
    """Cut `font` down to `chars` (every one must be in it) and name it FAMILY."""
    from fontTools import subset as ft_subset

    missing = [c for c in chars if ord(c) not in font.getBestCmap()]
    if missing:
        raise SystemExit(f"the font lacks {''.join(missing)!r}")
    options = ft_subset.Options()
    options.layout_features = ["kern", "vert"]
    options.hinting = False
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    subsetter = ft_subset.Subsetter(options)
    subsetter.populate(text=chars)
    subsetter.subset(font)
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 4, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(FAMILY.replace(" ", "") + "-Regular", 6, record.platformID,
                          record.platEncID, record.langID)
        elif record.nameID == 3:
            names.setName(f"{FAMILY} (subset of Noto Sans CJK JP)", 3, record.platformID,
                          record.platEncID, record.langID)


def manifest_text(chars, data):
    """The manifest: the characters on one line, the font's SHA-256 on the next."""
    return f"{chars}\n{hashlib.sha256(data).hexdigest()}\n"


def main(folder):
    """Write OUT and MANIFEST from the Noto CJK fonts in `folder`."""
    chars = cjk_chars.interface_chars()
    font = face(Path(folder) / SOURCE[0], SOURCE[1])
    subset(font, chars)
    font.flavor = "woff2"
    font.recalcTimestamp = False  # (the source's date: the same characters, the same bytes)
    font.save(str(OUT))
    data = OUT.read_bytes()
    MANIFEST.write_text(manifest_text(chars, data), encoding="utf-8")
    print(f"{OUT.name}: {len(chars)} characters, {len(data)} bytes")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/noto")
