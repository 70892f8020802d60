"""The committed CJK web font matches what the interface writes (scripts/make_webfont.py)."""

import hashlib
import re

import cjk_chars
import make_webfont
import sitebuild


def test_font_has_every_character_the_interface_writes():
    chars, digest = make_webfont.MANIFEST.read_text(encoding="utf-8").splitlines()
    assert chars == cjk_chars.interface_chars(), (
        "a page, catalog or notation changed its CJK characters: run scripts/make_webfont.py")
    assert digest == hashlib.sha256(make_webfont.OUT.read_bytes()).hexdigest(), (
        "kiban-cjk.woff2 is not the font the manifest describes: run scripts/make_webfont.py")


def test_interface_chars_include_the_placeholder_and_language_menu():
    chars = cjk_chars.interface_chars()
    for char in "▲７六歩日本語中文":
        assert char in chars


def test_font_ships_with_its_licence_and_stays_small():
    licence = (make_webfont.OUT.parent / "LICENSE.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert make_webfont.OUT.stat().st_size < 200_000


def test_every_page_links_the_font_stylesheet():
    pages = [*sitebuild.ROOT.glob("*.html"), *sitebuild.ROOT.glob("learn/*.html")]
    assert pages
    for page in pages:
        assert re.search(r'href="(\.\./)?assets/css/fonts\.css"', page.read_text(encoding="utf-8")), page
