"""The Learn pages in Dutch and German (and Japanese, Chinese) in Chromium (issue 12): no
English sentence on the page, `<html lang>` right, every board drawn and given the page's
language, the exercise (declared in the board's link) answering in that language; and the English page sending a reader to his
language (browser, stored choice, `?lang=`) without ever overruling a reader who picked
English."""

from html.parser import HTMLParser

import pytest
from embed_helpers import board_ready, click_move
from harness import PageWatch, poll
from playwright.sync_api import expect

import learnmessages
import learnpages

EXERCISES = {"shogi": ("G*4b", "G*5b"), "xiangqi": ("b8b9", "a7a9")}  # (a wrong move, the answer)
# (game, language, whether to go through every board: Dutch and German in full, Japanese and
# Chinese for their text and exercise)
CASES = [(game, lang, True) for game in ("shogi", "xiangqi") for lang in ("nl", "de")]
CASES += [("shogi", "ja", False), ("xiangqi", "zh", False)]


class _Text(HTMLParser):
    def __init__(self, markup):
        super().__init__()
        self.parts = []
        self.feed(markup)

    def handle_data(self, data):
        self.parts.append(data)


def plain(markup):
    """The text a reader sees of a message's HTML."""
    return learnmessages.collapse("".join(_Text(markup).parts))


def english_sentences(game, lang):
    """The page's English messages of more than one word that `lang` translates differently."""
    catalog = learnpages.catalog(lang)
    source = (learnpages.LEARN / f"{game}.html").read_text(encoding="utf-8")
    return [plain(m.msgid) for m in learnmessages.scan(source)
            if m.markup and catalog[m.context, m.msgid] != m.msgid
            and len(plain(m.msgid).split()) > 1]


def say(lang, message, **fields):
    """`message` in `lang` as the page shows it (its catalog's text, fields filled in)."""
    text = learnpages.catalog(lang)[None, message]
    for name, value in fields.items():
        text = text.replace("{" + name + "}", value)
    return text


def check_text(page, game, lang):
    """The page is in `lang`: `<html lang>`, its heading, and none of its English sentences."""
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("h1")).to_have_text(plain(say(lang, f"Learn {game}")))
    shown = learnmessages.collapse(page.locator("body").inner_text())
    assert [s for s in english_sentences(game, lang) if s in shown] == []


def check_every_board(page, lang):
    """Every board is asked for in `lang`, is drawn and shows no error, its buttons named in
    `lang` too."""
    boards = page.locator(".kiban-board")
    assert boards.count() >= 15
    for i in range(boards.count()):
        assert f"lang={lang}" in boards.nth(i).get_attribute("data-kiban")
        boards.nth(i).scroll_into_view_if_needed()
        board = board_ready(boards.nth(i))
        expect(board.locator("svg.kb-board [data-square]")).not_to_have_count(0)
        expect(board.get_by_test_id("error")).to_be_hidden()
        assert board.get_by_test_id("flip").get_attribute("aria-label") != "Flip the board"


def check_exercise(page, game, lang):
    """A wrong move, then the answer: the board's exercise (declared in its link) says so in
    `lang`, not in English."""
    wrong, right = EXERCISES[game]
    figure = page.locator("figure.kb-exercise")
    figure.scroll_into_view_if_needed()
    board = board_ready(figure.locator(".kiban-board"))
    expect(board).to_have_attribute("data-exercise", "open")
    expect(board.get_by_test_id("exercise-hint")).not_to_have_text("Hint")
    click_move(page, board, wrong)
    expect(board).to_have_attribute("data-exercise", "wrong")
    feedback = board.get_by_test_id("exercise-feedback")
    expect(feedback).not_to_be_empty()
    assert "is not right" not in feedback.text_content()
    expect(board).to_have_attribute("data-ply", "0")  # the position stays
    click_move(page, board, right)
    expect(board).to_have_attribute("data-exercise", "solved")
    assert "solved" not in feedback.text_content()


@pytest.mark.parametrize("game, lang, every_board", CASES)
def test_the_translated_learn_page_speaks_its_language_and_its_boards_work(
        shared_context, site, artifacts, game, lang, every_board):
    page = shared_context.new_page()
    watch = PageWatch(page, site.url)
    try:
        page.goto(f"{site.url}learn/{game}.{lang}.html")
        check_text(page, game, lang)
        if every_board:
            check_every_board(page, lang)
        page.screenshot(path=artifacts / f"learn-{game}-{lang}.png")
        check_exercise(page, game, lang)
        watch.assert_clean()
    finally:
        page.close()


def test_the_english_page_follows_the_browser_until_the_reader_picks_english(fresh_context, site):
    context = fresh_context(locale="de-DE")
    page = context.new_page()
    watch = PageWatch(page, site.url)
    page.goto(f"{site.url}learn/shogi.html#drops")
    expect(page).to_have_url(f"{site.url}learn/shogi.de.html#drops")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    menu = page.locator("nav.kb-langs")
    expect(menu.locator("[aria-current=page]")).to_have_text("Deutsch")
    menu.get_by_role("link", name="English").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.goto(f"{site.url}learn/xiangqi.html")  # the choice is kept: no redirect any more
    expect(page.locator("h1")).to_have_text("Learn xiangqi")
    assert page.url == f"{site.url}learn/xiangqi.html"
    page.get_by_role("link", name="Nederlands").click()
    expect(page).to_have_url(f"{site.url}learn/xiangqi.nl.html")
    page.goto(f"{site.url}learn/shogi.html")  # now Dutch is the kept choice
    expect(page).to_have_url(f"{site.url}learn/shogi.nl.html")
    assert page.evaluate("localStorage.getItem('kiban.lang')") == "nl"
    watch.assert_clean()


def test_a_lang_parameter_opens_that_version_and_an_unknown_one_is_ignored(fresh_context, site):
    context = fresh_context(locale="nl-NL")
    page = context.new_page()
    watch = PageWatch(page, site.url)
    page.goto(f"{site.url}learn/xiangqi.html?lang=de#end")
    expect(page).to_have_url(f"{site.url}learn/xiangqi.de.html?lang=de#end")
    page.goto(f"{site.url}learn/xiangqi.de.html?lang=nl")
    expect(page).to_have_url(f"{site.url}learn/xiangqi.nl.html?lang=nl")
    page.goto(f"{site.url}learn/shogi.nl.html?lang=en")  # English asked for, over the browser
    expect(page).to_have_url(f"{site.url}learn/shogi.html?lang=en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.goto(f"{site.url}learn/shogi.html?lang=xx")  # no such version: the browser's language
    expect(page).to_have_url(f"{site.url}learn/shogi.nl.html?lang=xx")
    watch.assert_clean()


def test_a_translated_page_never_visited_opens_offline_in_its_language(fresh_context, private_site):
    server = private_site()
    context = fresh_context(locale="de-DE")
    page = context.new_page()
    watch = PageWatch(page, server.url)
    page.goto(server.url + "learn/shogi.html")
    expect(page).to_have_url(server.url + "learn/shogi.de.html")
    poll(page, "() => navigator.serviceWorker.controller !== null")  # (precache complete)
    server.stop()
    context.set_offline(True)
    page.goto(server.url + "learn/xiangqi.html")  # the English page, then its German version
    expect(page).to_have_url(server.url + "learn/xiangqi.de.html")
    check_text(page, "xiangqi", "de")
    board_ready(page.locator(".kiban-board").first)
    watch.assert_clean()
