"""The Settings dialog in the browser: piece set, theme, rank labels, animation and language
change the board at once without losing the game, are kept after a reload, follow the game
shown; an embed takes pieces= and theme=. Also writes a screenshot of every piece set in every
theme to tests/artifacts/settings/ for review, and measures what a change costs."""

import json
import time

from harness import open_app, wait_ready
from playwright.sync_api import expect
from settings_helpers import close_settings, open_settings

from board_helpers import new_game, play, position
from webui.i18n import LANGUAGES
from webui.board.looks import choices_of

BOARD = "svg.kb-board"


def stored(page):
    return json.loads(page.evaluate("localStorage.getItem('kiban.settings')") or "{}")


def page_background(page):
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def test_choices_apply_at_once_keep_the_game_and_survive_a_reload(page, site):
    open_app(page, site.url)
    play(page, "7g7f")
    play(page, "3c3d")
    before = position(page)
    board = page.locator(BOARD)
    expect(board).to_have_attribute("data-pieces", "kanji")
    expect(board).to_have_attribute("data-theme", "wood")
    wood_background = page_background(page)
    open_settings(page)
    options = page.get_by_test_id("setting-pieces").locator("option")
    assert options.evaluate_all("os => os.map(o => o.value)") == list(choices_of("shogi").pieces)
    page.get_by_test_id("setting-pieces").select_option("international")
    expect(board).to_have_attribute("data-pieces", "international")
    page.get_by_test_id("setting-theme").select_option("dark")
    expect(board).to_have_attribute("data-theme", "dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    assert page_background(page) != wood_background
    page.get_by_test_id("setting-ranks").select_option("digits")
    expect(board.locator(".kb-coords text").last).to_have_text("9")
    page.get_by_test_id("setting-animation").uncheck()
    close_settings(page)
    # the game, its last move and its pieces are all still there
    assert position(page) == before
    expect(page.locator(".kb-last")).to_have_count(2)
    expect(page.locator('[data-square="3d"] [data-piece="p"]')).to_have_count(1)
    assert stored(page) == {"pieces": {"shogi": "international"}, "theme": "dark",
                            "ranks": "digits", "animation": False}
    page.reload()
    wait_ready(page)
    expect(board).to_have_attribute("data-pieces", "international")
    expect(board).to_have_attribute("data-theme", "dark")
    assert position(page) == before
    open_settings(page)
    expect(page.get_by_test_id("setting-animation")).not_to_be_checked()
    expect(page.get_by_test_id("setting-ranks")).to_have_value("digits")
    close_settings(page)
    # another game offers its own sets and no rank labels; shogi's choice is kept for shogi
    new_game(page, game="xiangqi")
    expect(board).to_have_attribute("data-pieces", "characters")
    expect(board).to_have_attribute("data-theme", "dark")
    open_settings(page)
    expect(page.get_by_test_id("setting-ranks")).to_be_hidden()
    page.get_by_test_id("setting-pieces").select_option("icons")
    expect(board).to_have_attribute("data-pieces", "icons")
    close_settings(page)
    assert stored(page)["pieces"] == {"shogi": "international", "xiangqi": "icons"}


def test_a_new_language_is_stored_and_the_page_reloads(page, site):
    open_app(page, site.url)
    open_settings(page)
    select = page.get_by_test_id("setting-lang")
    assert select.locator("option").evaluate_all("os => os.map(o => o.value)") == \
        list(LANGUAGES)
    expect(select).to_have_value("en")
    page.evaluate("window.beforeReload = true")
    with page.expect_navigation():
        select.select_option("nl")
    wait_ready(page)
    assert page.evaluate("window.beforeReload") is None
    assert page.evaluate("localStorage.getItem('kiban.lang')") == "nl"


def test_an_embed_shows_the_pieces_and_theme_its_link_asks_for(page, site):
    page.goto(site.url + "embed.html?game=xiangqi&pieces=letters&theme=contrast&lang=de")
    board = page.locator(BOARD)
    expect(board).to_have_attribute("data-pieces", "letters", timeout=60_000)
    expect(board).to_have_attribute("data-theme", "contrast")
    expect(page.locator("html")).to_have_attribute("data-theme", "contrast")
    expect(page.get_by_test_id("error")).to_be_hidden()


def test_screenshots_of_every_piece_set_in_every_theme(page, site, artifacts):
    """For review: tests/artifacts/settings/<game>-<set>-<theme>.png. Each change redraws the
    board in place; the slowest redraw is printed (and must stay well under a second)."""
    folder = artifacts / "settings"
    folder.mkdir(exist_ok=True)
    open_app(page, site.url)
    board = page.locator(BOARD)
    slowest = 0.0
    for game, moves in (("shogi", ("7g7f", "3c3d", "8h2b+")), ("xiangqi", ("h2e2", "h9g7"))):
        new_game(page, game=game)
        for move in moves:
            play(page, move)
        choices = choices_of(game)
        for theme in choices.themes:
            for pieces in choices.pieces:
                open_settings(page)
                start = time.perf_counter()
                page.get_by_test_id("setting-theme").select_option(theme)
                page.get_by_test_id("setting-pieces").select_option(pieces)
                expect(board).to_have_attribute("data-theme", theme)
                expect(board).to_have_attribute("data-pieces", pieces)
                slowest = max(slowest, time.perf_counter() - start)
                close_settings(page)
                board.screenshot(path=folder / f"{game}-{pieces}-{theme}.png")
    print(f"slowest theme + piece set change: {slowest * 1000:.0f} ms")
    assert slowest < 1.5
    assert len(list(folder.glob("*.png"))) >= 24


def test_the_picture_shown_while_python_starts_is_in_the_readers_theme(page, site):
    page.add_init_script("localStorage.setItem('kiban.settings', '{\"theme\": \"contrast\"}')")
    page.goto(site.url, wait_until="domcontentloaded")
    shown = page.evaluate("document.querySelector('.kb-preview img')?.currentSrc || "
                          "document.querySelector('.kb-preview img')?.src")
    assert shown.endswith(("shogi-wide-contrast.svg", "shogi-tall-contrast.svg")), shown
    assert page.evaluate("document.documentElement.dataset.theme") == "contrast"
    wait_ready(page)
    expect(page.locator(BOARD)).to_have_attribute("data-theme", "contrast")


def test_a_link_draws_the_game_page_in_its_look_without_changing_the_readers(page, site):
    open_app(page, site.url)
    mine = {"pieces": {"shogi": "two-kanji"}, "theme": "light"}
    page.evaluate("s => localStorage.setItem('kiban.settings', s)", json.dumps(mine))
    open_app(page, site.url, "index.html?game=shogi&pieces=international&theme=dark")
    board = page.locator(BOARD)
    expect(board).to_have_attribute("data-pieces", "international")
    expect(board).to_have_attribute("data-theme", "dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    open_settings(page)
    expect(page.get_by_test_id("setting-pieces")).to_have_value("two-kanji")
    expect(page.get_by_test_id("setting-theme")).to_have_value("light")
    close_settings(page)
    play(page, "7g7f")
    expect(board).to_have_attribute("data-pieces", "international")
    assert stored(page) == mine
    open_app(page, site.url, "index.html")
    expect(board).to_have_attribute("data-pieces", "two-kanji")
    expect(board).to_have_attribute("data-theme", "light")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    assert stored(page) == mine


def test_choosing_in_settings_ends_the_links_look(page, site):
    open_app(page, site.url, "?game=shogi&pieces=international")
    open_settings(page)
    page.get_by_test_id("setting-pieces").select_option("kanji")
    close_settings(page)
    expect(page.locator(BOARD)).to_have_attribute("data-pieces", "kanji")
    assert stored(page)["pieces"] == {"shogi": "kanji"}


def test_a_bad_look_in_a_link_is_explained(page, site):
    open_app(page, site.url, "?game=xiangqi&pieces=kanji")
    expect(page.get_by_test_id("notice")).to_contain_text("'pieces' must be one of")
    expect(page.locator(BOARD)).to_have_attribute("data-pieces", "characters")


def test_share_dialog_images_use_the_readers_piece_set_and_theme(page, site):
    open_app(page, site.url, "?game=xiangqi")
    open_settings(page)
    page.get_by_test_id("setting-pieces").select_option("letters")
    page.get_by_test_id("setting-theme").select_option("contrast")
    close_settings(page)
    page.get_by_test_id("share").click()
    with page.expect_download() as download:
        page.get_by_test_id("share-download-svg").click()
    image = open(download.value.path(), encoding="utf-8").read()
    assert 'data-pieces="letters"' in image and 'data-theme="contrast"' in image
    page.get_by_test_id("share-close").click()
