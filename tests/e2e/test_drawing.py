"""Drawing on boards in the real browser: right-drag arrows, right-click circles, brushes by
modifier key, the same gesture removing, a left click clearing, drop arrows from a hand, a long
touch; the marks in the address bar, the Share dialog's link, embed snippet and SVG diagram, an
embed opened with that snippet showing them, and the postMessage API setting and reporting them
(docs/features.md: "Drawing arrows and circles")."""

import html
import re
from urllib.parse import parse_qs, urlsplit

from harness import PageWatch, open_app, poll
from playwright.sync_api import expect

from board_helpers import center, click, drag, hand_piece, square
from embed_helpers import center as stable_center, ready
from siteserver import SiteServer
from test_embed import host_page

DROP_SFEN = "lnsgkgsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL+b+Pp+1"


def right_drag(page, source, target, modifiers=(), at=center):
    """Right button down on ``source``, moved to ``target``, released (keys held throughout);
    ``at`` finds an element's centre."""
    for key in modifiers:
        page.keyboard.down(key)
    page.mouse.move(*at(source))
    page.mouse.down(button="right")
    page.mouse.move(*at(target), steps=5)
    page.mouse.up(button="right")
    for key in modifiers:
        page.keyboard.up(key)


def right_click(page, locator, modifiers=(), at=center):
    """Right-click the centre of ``locator`` (keys held)."""
    right_drag(page, locator, locator, modifiers, at)


def query(page):
    """The address bar's query parameters ({name: value})."""
    return {name: values[0] for name, values in parse_qs(urlsplit(page.url).query).items()}


def marks(page):
    """{"arrows": [(name, brush)], "circles": [(name, brush)]} drawn on the board."""
    found = page.locator(".kb-marks [data-brush]").evaluate_all(
        "els => els.map(e => [e.dataset.arrow || null, e.dataset.circle || null, e.dataset.brush])")
    return {"arrows": sorted((a, b) for a, _, b in found if a),
            "circles": sorted((c, b) for _, c, b in found if c)}


def test_arrows_and_circles_reach_the_address_the_share_dialog_and_an_embed(page, site):
    open_app(page, site.url)
    right_drag(page, square(page, "7g"), square(page, "7f"))
    right_click(page, square(page, "5e"), modifiers=["Shift"])
    expect(page.locator('[data-arrow="7g7f"]')).to_have_attribute("data-brush", "green")
    expect(page.locator('[data-circle="5e"]')).to_have_attribute("data-brush", "red")
    expect(page).to_have_url(re.compile(r"arrows=7g7f&circles=5e:r$"))

    page.get_by_test_id("share").click()
    link = page.get_by_test_id("share-link").input_value()
    snippet = page.get_by_test_id("share-embed").input_value()
    assert "arrows=7g7f" in link and "circles=5e:r" in link
    src = html.unescape(re.search(r'src="([^"]+)"', snippet).group(1))
    assert "arrows=7g7f" in src and "circles=5e:r" in src
    with page.expect_download() as download:  # the diagram image carries them too
        page.get_by_test_id("share-download-svg").click()
    image = open(download.value.path(), encoding="utf-8").read()
    assert 'data-arrow="7g7f"' in image and 'data-circle="5e"' in image
    page.get_by_test_id("share-close").click()

    page.goto(src)  # the snippet's board
    page.wait_for_selector("html[data-ready]")
    expect(page.locator('[data-arrow="7g7f"]')).to_have_attribute("data-brush", "green")
    expect(page.locator('[data-circle="5e"]')).to_have_attribute("data-brush", "red")


def test_brushes_toggling_and_a_left_click_clearing(page, site):
    open_app(page, site.url, "?game=xiangqi")
    right_drag(page, square(page, "h2"), square(page, "e2"), modifiers=["Alt"])
    right_drag(page, square(page, "b0"), square(page, "c2"), modifiers=["Control"])
    right_click(page, square(page, "e4"))
    assert marks(page) == {"arrows": [("b0c2", "yellow"), ("h2e2", "blue")],
                           "circles": [("e4", "green")]}
    assert query(page)["arrows"] == "h2e2:b,b0c2:y" and query(page)["circles"] == "e4"

    right_drag(page, square(page, "h2"), square(page, "e2"), modifiers=["Alt"])  # again: gone
    right_click(page, square(page, "e4"), modifiers=["Shift"])  # another brush: recoloured
    assert marks(page) == {"arrows": [("b0c2", "yellow")], "circles": [("e4", "red")]}

    click(page, square(page, "e5"))  # a left click on an empty point clears all
    expect(page.locator(".kb-marks [data-brush]")).to_have_count(0)
    expect(page).not_to_have_url(re.compile("arrows|circles"))


def test_a_drop_arrow_from_a_hand_and_marks_belonging_to_their_position(page, site):
    open_app(page, site.url, f"?game=shogi&sfen={DROP_SFEN}&moves=2g2f")
    right_drag(page, hand_piece(page, "p", "gote"), square(page, "5f"))
    expect(page.locator('[data-arrow="p*5f"]')).to_have_count(1)
    assert query(page)["arrows"] == "p*5f"

    page.get_by_test_id("nav-back").click()  # another position: its own (no) marks
    expect(page.locator(".kb-marks [data-brush]")).to_have_count(0)
    right_drag(page, hand_piece(page, "P", "sente"), square(page, "5e"), modifiers=["Shift"])
    assert query(page)["arrows"] == "P*5e:r" and query(page)["ply"] == "0"
    page.get_by_test_id("nav-forward").click()
    expect(page.locator("[data-arrow]")).to_have_count(1)
    expect(page.locator('[data-arrow="p*5f"]')).to_have_count(1)

    page.reload()  # the address opens the same position with its marks
    page.wait_for_selector("html[data-ready]")
    expect(page.locator('[data-arrow="p*5f"]')).to_have_attribute("data-brush", "green")


def test_a_long_touch_draws_and_a_tap_clears(page, site):
    open_app(page, site.url)
    x, y = center(square(page, "5e"))
    tx, ty = center(square(page, "5d"))
    touch = "{pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, button: %s, " \
            "buttons: %s, clientX: %s, clientY: %s}"
    page.evaluate(f"document.querySelector('svg.kb-board').dispatchEvent("
                  f"new PointerEvent('pointerdown', {touch % (0, 1, x, y)}))")
    page.wait_for_timeout(700)  # held still: it draws now
    page.evaluate(f"document.querySelector('svg.kb-board').dispatchEvent("
                  f"new PointerEvent('pointermove', {touch % (-1, 1, tx, ty)}))")
    page.evaluate(f"document.querySelector('svg.kb-board').dispatchEvent("
                  f"new PointerEvent('pointerup', {touch % (0, 0, tx, ty)}))")
    expect(page.locator('[data-arrow="5e5d"]')).to_have_attribute("data-brush", "green")
    expect(page.locator(".kb-selected")).to_have_count(0)  # the press selected nothing
    click(page, square(page, "5e"))
    expect(page.locator("[data-arrow]")).to_have_count(0)


def test_drawing_in_an_interactive_embed_reports_the_marks(page, site):
    page.goto(f"{site.url}embed.html?game=shogi&arrows=2g2f:y")
    page.wait_for_selector("html[data-ready]")
    expect(page.locator('[data-arrow="2g2f"]')).to_have_attribute("data-brush", "yellow")
    right_drag(page, square(page, "8h"), square(page, "2b"), ["Alt"], at=stable_center)
    right_click(page, square(page, "3c"), at=stable_center)
    expect(page.locator('[data-arrow="8h2b"]')).to_have_attribute("data-brush", "blue")
    expect(page.locator('[data-circle="3c"]')).to_have_count(1)
    link = page.get_by_test_id("open-app").get_attribute("href")
    assert "arrows=2g2f:y,8h2b:b" in link and "circles=3c" in link
    page.mouse.click(*stable_center(square(page, "5e")))
    expect(page.locator(".kb-marks [data-brush]")).to_have_count(0)


def test_the_host_page_sets_marks_and_hears_of_the_ones_drawn(shared_context, tmp_path, site):
    host_page(tmp_path, site.url, boards={"b": "?game=xiangqi&id=b"})
    server = SiteServer(tmp_path).start()
    page = shared_context.new_page()
    watch = PageWatch(page, server.url)
    try:
        page.goto(server.url + "host.html")
        board = ready(page.frame_locator("#b"))
        page.evaluate('send("b", {kiban: 1, type: "set", arrows: ["h2e2:r", "b0c2"], '
                      'circles: "e4:y"})')
        expect(board.locator('[data-arrow="h2e2"]')).to_have_attribute("data-brush", "red")
        expect(board.locator('[data-circle="e4"]')).to_have_attribute("data-brush", "yellow")
        right_drag(page, board.locator('[data-square="h0"]'), board.locator('[data-square="g2"]'),
                   ["Alt"], at=stable_center)
        drawn = poll(page, "() => window.events.find(e => e.type === 'marks')")
        assert drawn["id"] == "b" and drawn["arrows"] == ["h2e2:r", "b0c2", "h0g2:b"]
        assert drawn["circles"] == ["e4:y"]
        assert all(url.startswith(site.url) for url in watch.foreign), watch.foreign
        assert not watch.errors, watch.errors
    finally:
        page.close()
        server.stop()


def test_the_editor_draws_arrows_from_pieces_keeps_them_while_placing_and_links_them(page, site):
    page.set_viewport_size({"width": 1280, "height": 900})
    open_app(page, site.url + "editor.html", "?game=shogi")
    board = page.locator("#editor-board")
    right_drag(page, board.locator('[data-square="2h"]'), board.locator('[data-square="2d"]'))
    right_click(page, board.locator('[data-square="5e"]'), modifiers=["Shift"])
    expect(board.locator("[data-arrow]")).to_have_count(1)
    assert marks(page) == {"arrows": [("2h2d", "green")], "circles": [("5e", "red")]}
    right_click(page, board.locator('[data-square="7g"]'))  # on a piece: turned over, no circle
    expect(board.locator('[data-square="7g"] [data-piece]')).to_have_attribute("data-piece", "p")
    board.locator('[data-square="7g"]').click(modifiers=["Shift"])  # (and back)
    drag(page, page.locator('#editor-palette [data-palette-piece="G"]'), board.locator('[data-square="5f"]'))
    expect(board.locator('[data-square="5f"] [data-piece]')).to_have_attribute("data-piece", "G")
    assert len(marks(page)["arrows"]) == 1  # placing pieces keeps the drawing
    assert query(page)["arrows"] == "2h2d" and query(page)["circles"] == "5e:r"
    assert "arrows=2h2d" in page.get_by_test_id("editor-embed").input_value()
    page.reload()
    page.wait_for_selector("html[data-ready]")
    assert marks(page) == {"arrows": [("2h2d", "green")], "circles": [("5e", "red")]}
