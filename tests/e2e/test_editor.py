"""The board editor (editor.html) in the browser, both games: composing a position by dragging
only, its field and link, a bad pasted field, Play from here, and the diagram downloads."""

import re
import struct
import xml.dom.minidom
import zlib

from board_helpers import drag
from harness import open_app
from settings_helpers import choose
from playwright.sync_api import expect


def palette(page, letter):
    return page.locator(f'[data-palette-piece="{letter}"]')


def square(page, name):
    return page.locator(f'#editor-board [data-square="{name}"]')


def komadai(page, owner):
    return page.locator(f'#editor-board g.kb-hand[data-owner="{owner}"]')


def field(page):
    return page.get_by_test_id("editor-fen")


def open_editor(page, site, query=""):
    page.set_viewport_size({"width": 1280, "height": 900})  # board and palette both in view
    open_app(page, site.url + "editor.html", query)
    expect(page.get_by_test_id("editor")).to_be_visible()


def test_compose_a_tsume_by_dragging_and_reopen_its_link(page, site):
    open_editor(page, site, "?game=shogi")
    page.get_by_test_id("editor-preset").select_option("empty")
    expect(field(page)).to_have_value("9/9/9/9/9/9/9/9/9 b - 1")
    expect(page.get_by_test_id("editor-error")).to_have_text(
        "gote has no king; only sente, the attacker in a tsume, may be without one")
    expect(page.get_by_test_id("editor-play")).to_be_disabled()
    drag(page, palette(page, "k"), square(page, "5a"))
    drag(page, palette(page, "K"), square(page, "5i"))
    drag(page, palette(page, "G"), square(page, "4e"))
    drag(page, square(page, "4e"), square(page, "5c"))          # square to square
    drag(page, palette(page, "s"), square(page, "1a"))
    drag(page, square(page, "1a"), page.get_by_test_id("editor-fen"))  # off the board: gone
    drag(page, palette(page, "G"), komadai(page, "sente"))      # into sente's hand
    drag(page, palette(page, "+R"), square(page, "9i"))
    drag(page, square(page, "9i"), komadai(page, "gote"))       # into gote's hand, unpromoted
    expect(field(page)).to_have_value("4k4/9/4G4/9/9/9/9/9/4K4 b Gr 1")
    expect(page.locator('#editor-board [data-hand-piece="G"][data-owner="sente"]')).to_have_attribute("data-count", "1")
    expect(square(page, "5c").locator("[data-piece]")).to_have_attribute("data-piece", "G")
    expect(page.get_by_test_id("editor-error")).to_have_text("")
    expect(page.get_by_test_id("editor-play")).to_be_enabled()
    square(page, "5c").click(button="right")                    # flips the colour
    expect(square(page, "5c").locator("[data-piece]")).to_have_attribute("data-piece", "g")
    square(page, "5c").click(modifiers=["Shift"])                # and back
    expect(field(page)).to_have_value("4k4/9/4G4/9/9/9/9/9/4K4 b Gr 1")
    page.get_by_test_id("editor-hand-sente-P-add").click()       # hands: + and −
    page.get_by_test_id("editor-hand-sente-P-add").click()
    page.get_by_test_id("editor-hand-sente-P-remove").click()
    expect(field(page)).to_have_value("4k4/9/4G4/9/9/9/9/9/4K4 b GPr 1")
    drag(page, page.locator('#editor-board [data-hand-piece="P"][data-owner="sente"]'),
         square(page, "1e"))                                     # from the hand to the board
    expect(field(page)).to_have_value("4k4/9/4G4/9/8P/9/9/9/4K4 b Gr 1")
    drag(page, square(page, "1e"), page.get_by_test_id("editor-fen"))
    expect(field(page)).to_have_value("4k4/9/4G4/9/9/9/9/9/4K4 b Gr 1")
    page.get_by_test_id("editor-fill").click()                   # tsume: the rest to gote
    expect(field(page)).to_have_value("4k4/9/4G4/9/9/9/9/9/4K4 b G2r2b2g4s4n4l18p 1")
    href = page.get_by_test_id("editor-link").get_attribute("href")
    page.goto(site.url + href)
    page.wait_for_selector("html[data-ready]")
    expect(field(page)).to_have_value("4k4/9/4G4/9/9/9/9/9/4K4 b G2r2b2g4s4n4l18p 1")


def test_xiangqi_by_dragging_click_to_place_and_composed(page, site):
    open_editor(page, site, "?game=xiangqi")
    page.get_by_test_id("editor-preset").select_option("empty")
    drag(page, palette(page, "k"), square(page, "d9"))
    drag(page, palette(page, "K"), square(page, "e0"))
    palette(page, "R").click()                                   # click-to-place
    square(page, "c2").click()
    square(page, "h7").click()
    palette(page, "R").click()                                   # disarmed
    square(page, "a0").click()
    expect(field(page)).to_have_value("3k5/9/7R1/9/9/9/9/2R6/9/4K4 w - - 0 1")
    drag(page, palette(page, "a"), square(page, "e5"))
    expect(page.get_by_test_id("editor-error")).to_contain_text("black advisor on e5")
    page.get_by_test_id("editor-composed").check()
    expect(page.get_by_test_id("editor-error")).to_have_text("")
    expect(page.get_by_test_id("editor-play")).to_be_disabled()
    expect(page.get_by_test_id("editor-play-reason")).to_contain_text("advisor")
    expect(page.get_by_test_id("editor-embed")).to_have_value(re.compile("interactive=0"))
    page.get_by_test_id("editor-flip").click()
    expect(page.locator("#editor-board svg.kb-board")).to_have_attribute("data-orientation", "black")
    href = page.get_by_test_id("editor-link").get_attribute("href")
    assert href.endswith("&flip=1&composed=1")
    page.goto(site.url + href)
    page.wait_for_selector("html[data-ready]")
    expect(page.get_by_test_id("editor-composed")).to_be_checked()
    expect(page.locator("#editor-board svg.kb-board")).to_have_attribute("data-orientation", "black")
    expect(field(page)).to_have_value("3k5/9/7R1/9/4a4/9/9/2R6/9/4K4 w - - 0 1")
    snippet = page.get_by_test_id("editor-embed").input_value()
    source = re.search(r'src="([^"]+)"', snippet).group(1).replace("&amp;", "&")
    assert "&composed=1&interactive=0" in source
    page.goto(source)                                            # the embed shows the diagram
    page.wait_for_selector("html[data-ready]")
    expect(page.locator('[data-square="e5"] [data-piece="a"]')).to_have_count(1)
    expect(page.get_by_test_id("error")).to_be_hidden()


def test_a_bad_pasted_field_says_why_and_changes_nothing(page, site):
    open_editor(page, site, "?game=shogi&moves=7g7f,3c3d&ply=1")
    shown = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 1"
    expect(field(page)).to_have_value(shown)
    before = page.locator("#editor-board svg.kb-board .kb-dynamic").inner_html()
    field(page).fill("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPXPP/1B5R1/LNSGKGSNL w - 1")
    expect(page.get_by_test_id("editor-error")).to_contain_text("unknown piece letter 'X'")
    assert page.locator("#editor-board svg.kb-board .kb-dynamic").inner_html() == before
    assert "<" not in page.get_by_test_id("editor-error").inner_html()
    field(page).fill("<img src=x onerror=alert(1)> b - 1")
    expect(page.get_by_test_id("editor-error")).to_contain_text("cannot be read")
    assert page.locator("#editor-error img").count() == 0
    field(page).fill("4k4/9/9/9/9/9/9/9/4K4 w P 1")             # a good one loads
    expect(page.locator('#editor-board [data-hand-piece="P"][data-owner="sente"]')).to_have_count(1)
    expect(page.get_by_test_id("editor-turn")).to_have_value("1")


def test_play_from_here_against_the_computer(page, site):
    open_editor(page, site, "?game=shogi&sfen=4k4/9/4G4/9/9/9/9/9/4K4+b+G+1")
    page.get_by_test_id("editor-opponent").select_option("computer")
    page.get_by_test_id("editor-side").select_option("0")
    page.get_by_test_id("editor-level").select_option("1")
    page.get_by_test_id("editor-play").click()
    page.wait_for_url("**/index.html*")
    page.wait_for_selector("html[data-ready]")
    expect(page.get_by_test_id("position")).to_have_text("4k4/9/4G4/9/9/9/9/9/4K4 b G 1")
    expect(page.get_by_test_id("opponent-select")).to_have_value("computer")
    page.locator('[data-hand-piece="G"][data-owner="sente"]').click()
    page.locator('[data-square="5b"]').click()
    expect(page.get_by_test_id("status")).to_contain_text("Sente wins")


def _png_size_and_colours(data):
    """(width, height, how many of the sampled pixel rows differ) of PNG bytes (8-bit RGBA, as
    Chrome writes them)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks = 8, {}
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunks.setdefault(kind, b"")
        chunks[kind] += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert (depth, colour) == (8, 6)
    raw = zlib.decompress(chunks[b"IDAT"])
    stride = width * 4 + 1
    rows = [raw[y * stride:(y + 1) * stride] for y in range(0, height, 97)]
    return width, height, len({row[1:] for row in rows})


def test_downloads_png_at_twice_the_size_and_a_parsable_svg(page, site):
    open_editor(page, site, "?game=xiangqi")
    with page.expect_download() as svg_download:
        page.get_by_test_id("editor-download-svg").click()
    text = open(svg_download.value.path(), encoding="utf-8").read()
    root = xml.dom.minidom.parseString(text.encode()).documentElement
    width, height = float(root.getAttribute("width")), float(root.getAttribute("height"))
    pieces = [g for g in root.getElementsByTagName("g") if g.getAttribute("data-piece")]
    assert len(pieces) == 32
    with page.expect_download() as png_download:
        page.get_by_test_id("editor-download-png").click()
    data = open(png_download.value.path(), "rb").read()
    png_width, png_height, distinct_rows = _png_size_and_colours(data)
    assert (png_width, png_height) == (round(2 * width), round(2 * height))
    assert distinct_rows > 3  # not blank: the sampled rows differ


def test_game_page_links_the_editor_and_shares_diagram_images(page, site):
    open_app(page, site.url, "?game=xiangqi&moves=h2e2")
    href = page.get_by_test_id("edit-position").get_attribute("href")
    assert href == "editor.html?game=xiangqi&moves=h2e2"
    page.get_by_test_id("share").click()
    assert page.get_by_test_id("share-edit").get_attribute("href") == href
    with page.expect_download() as svg_download:
        page.get_by_test_id("share-download-svg").click()
    text = open(svg_download.value.path(), encoding="utf-8").read()
    root = xml.dom.minidom.parseString(text.encode()).documentElement
    last = [g.getAttribute("data-square") for g in root.getElementsByTagName("g")
            if "kb-last" in g.getAttribute("class")]
    assert sorted(last) == ["e2", "h2"]
    assert "Black to move · last move C2=5" in text
    with page.expect_download() as png_download:
        page.get_by_test_id("share-download-png").click()
    data = open(png_download.value.path(), "rb").read()
    width, height, distinct_rows = _png_size_and_colours(data)
    assert (width, height) == (round(2 * float(root.getAttribute("width"))),
                               round(2 * float(root.getAttribute("height"))))
    assert distinct_rows > 3
    page.get_by_test_id("share-close").click()
    choose(page, "setting-pieces", "letters")
    choose(page, "setting-theme", "dark")
    page.get_by_test_id("share").click()
    with page.expect_download() as styled:  # drawn the way the reader sees the board
        page.get_by_test_id("share-download-svg").click()
    board, = xml.dom.minidom.parse(str(styled.value.path())).getElementsByTagName("svg")[1:]
    assert (board.getAttribute("data-pieces"), board.getAttribute("data-theme")) == ("letters", "dark")
    page.goto(site.url + href)
    page.wait_for_selector("html[data-ready]")
    expect(field(page)).to_have_value(  # the shown position (the editor starts the counters afresh)
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1")
