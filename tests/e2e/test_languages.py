"""The page, the Games page and embedded boards in Dutch, German, Japanese and Chinese (issue 12,
"Languages"): no English sentence is left on show, <html lang> follows the language, `?lang=`
wins over the stored choice, which wins over the browser's languages."""

import re

import pytest
from embed_helpers import ready
from harness import PageWatch, open_app, wait_ready
from playwright.sync_api import expect

from webui.i18n import LANGUAGE_NAMES, STORAGE_KEY
from webui.i18n.po import read_po

import i18n

LANGUAGES = ("nl", "de", "ja", "zh")
HTML_LANG = {"nl": "nl", "de": "de", "ja": "ja", "zh": "zh-Hans"}
# Everything a reader sees or hears of a page: the visible text line by line, the attributes
# read out or shown (aria-label, title, placeholder, alt), the choices of every select, the title.
SHOWN_TEXT = """() => {
  const collapse = (text) => text.split(/\\s+/).filter(Boolean).join(" ");
  const texts = document.body.innerText.split("\\n");
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      if (el.hasAttribute(name)) texts.push(el.getAttribute(name));
    }
  }
  for (const option of document.querySelectorAll("option")) texts.push(option.textContent);
  texts.push(document.title);
  return [...new Set(texts.map(collapse).filter((t) => /\\p{L}/u.test(t)))];
}"""


def catalog(code):
    """The entries of language ``code``'s catalog (header left out)."""
    return read_po(i18n.catalog_path(code).read_text(encoding="utf-8"))[1:]


def english_patterns(code):
    """A regex per English message the catalog of ``code`` translates differently: its
    `{fields}` match any text. A text on show matching one is English left untranslated."""
    patterns = []
    for entry in catalog(code):
        if entry.context or not entry.strings or entry.strings[0] == entry.msgid:
            continue
        for english in filter(None, (entry.msgid, entry.plural)):
            parts = re.split(r"\{\w*(?:![rsa])?\}", english.strip())
            if any(re.search(r"[A-Za-z]{3,}", part) for part in parts):
                patterns.append(re.compile(".+".join(map(re.escape, parts))))
    return patterns


def words(text):
    """The words of three letters or more in ``text``, lower case; all-capital ones (names of
    formats: KIF, USI, SFEN) left out."""
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text) if not w.isupper()}


def own_words(code):
    """Every word the translations of ``code`` use (a Dutch 'beginner' is Dutch too)."""
    return set().union(*(words(s) for e in catalog(code) for s in e.strings))


def english_left(texts, english_texts, code):
    """The ``texts`` shown in language ``code`` that are English: a message of the catalog in
    its English form, or a text the English page shows too with a word no translation uses."""
    patterns = english_patterns(code)
    foreign = own_words(code)
    native = set(LANGUAGE_NAMES.values())  # the language selector names each in itself
    return sorted(t for t in texts if t not in native and (
        any(p.fullmatch(t) for p in patterns) or t in english_texts and words(t) - foreign))


@pytest.fixture(scope="module")
def english(shared_context, site):
    """The texts the game page and an embed show in English (the same states as below)."""
    page = shared_context.new_page()
    open_app(page, site.url, "?lang=en&moves=7g7f,3c3d")
    texts = set(page.evaluate(SHOWN_TEXT))
    page.goto(site.url + "embed.html?game=xiangqi&moves=h2e2&lang=en")
    ready_page(page)
    texts |= set(page.evaluate(SHOWN_TEXT))
    page.close()
    return texts


def ready_page(page, timeout=60_000):
    """Wait for an embed opened as a page of its own."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_game_page_speaks_the_language_of_the_link(page, site, english, code):
    open_app(page, site.url, f"?lang={code}&moves=7g7f,3c3d")
    assert page.evaluate("document.documentElement.lang") == HTML_LANG[code]
    shown = page.evaluate(SHOWN_TEXT)
    left = english_left(shown, english, code)
    assert left == [], left
    # The moves in the notation the language reads (none chosen yet): Japanese for ja.
    japanese = code == "ja"
    expect(page.get_by_test_id("setting-notation")).to_have_value("japanese" if japanese else "western")
    expect(page.get_by_test_id("move-list").locator("button").first).to_contain_text(
        "７六歩" if japanese else "P-76")
    # The move field's hint: the first move in the shown style and in one other.
    examples = ("▲７六歩", "P-76") if japanese else ("P-76", "▲７六歩")
    expect(page.get_by_test_id("move-input")).to_have_attribute("placeholder", i18n_text(
        code, "Type a move: {first}, {second}", first=examples[0], second=examples[1]))
    # Python's sentences too: whose turn it is, the review line, a refused typed move.
    turn = i18n_text(code, "{color} to move", color=i18n_text(code, "Sente"))
    expect(page.get_by_test_id("status")).to_have_text(turn)
    page.get_by_test_id("move-input").fill("P*5e")
    page.get_by_test_id("move-play").click()
    notice = page.get_by_test_id("notice")
    expect(notice).to_be_visible()
    reason = notice.text_content()
    assert reason.startswith(i18n_text(code, "That move cannot be played: {reason}", reason=""))
    assert english_left([reason], english, code) == []


def i18n_text(code, message, **fields):
    """``message`` as language ``code``'s catalog has it, fields filled in."""
    found = next(e.strings[0] for e in catalog(code) if e.msgid == message and not e.context)
    return found.format(**fields)


@pytest.mark.parametrize("code", ("nl", "ja"))
def test_an_ended_game_and_the_engine_reason_are_translated(page, site, english, code):
    open_app(page, site.url, f"?lang={code}")
    page.get_by_test_id("resign").click()
    banner = page.get_by_test_id("banner")
    expect(banner).to_be_visible()
    title = page.locator("#banner-title").text_content()
    reason = page.locator("#banner-reason").text_content()
    by = i18n_text(code, "resignation")
    assert title == i18n_text(code, "{color} wins by {by}", color=i18n_text(code, "Gote"), by=by)
    assert reason == i18n_text(code, "{color} resigned", color=i18n_text(code, "Sente"))
    assert english_left(page.evaluate(SHOWN_TEXT), english, code) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_an_embedded_board_speaks_its_own_lang(page, site, english, code):
    page.goto(site.url + f"embed.html?game=xiangqi&moves=h2e2&lang={code}")
    ready_page(page)
    assert page.evaluate("document.documentElement.lang") == HTML_LANG[code]
    expect(page.get_by_test_id("status")).to_have_text(
        i18n_text(code, "{color} to move", color=i18n_text(code, "Black")))
    expect(page.get_by_test_id("notation")).to_contain_text("炮二平五" if code == "zh" else "C2=5")
    assert english_left(page.evaluate(SHOWN_TEXT), english, code) == []


@pytest.mark.parametrize("code", ("nl", "de"))
def test_the_editor_speaks_the_language_of_the_link(page, site, english, code):
    """The editor starts through the one entry that sets the language: the engine's reason
    (a code the browser words), the hands' labels and the page's own words are translated."""
    page.set_viewport_size({"width": 1280, "height": 900})
    open_app(page, site.url + "editor.html", f"?game=shogi&lang={code}")
    assert page.evaluate("document.documentElement.lang") == HTML_LANG[code]
    page.get_by_test_id("editor-preset").select_option("empty")
    reason = i18n_text(code, "{side} has no king; only {attacker}, the attacker in a tsume, may be "
                             "without one", side=i18n_text(code, "gote"),
                       attacker=i18n_text(code, "sente"))
    expect(page.get_by_test_id("editor-error")).to_have_text(reason)
    hand = i18n_text(code, "{color}'s hand", color=i18n_text(code, "Gote"))
    expect(page.get_by_text(hand, exact=True)).to_be_visible()
    assert english_left(page.evaluate(SHOWN_TEXT), english, code) == []


def test_boards_of_different_languages_each_keep_their_own(site, fresh_context, tmp_path):
    """Two frames of one page, Dutch and Japanese, each served by the shared worker of its
    language (which never switches language per message): each keeps its own language while
    both are used in turn."""
    (tmp_path / "two.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>two</title></head>'
        f'<body><iframe id="nl" src="{site.url}embed.html?moves=7g7f&lang=nl"></iframe>'
        f'<iframe id="ja" src="{site.url}embed.html?moves=7g7f&lang=ja"></iframe></body></html>',
        encoding="utf-8")
    from siteserver import SiteServer
    host = SiteServer(tmp_path).start()
    try:
        page = fresh_context().new_page()
        page.goto(host.url + "two.html")
        frames = {code: page.frame_locator(f"#{code}") for code in ("nl", "ja")}
        for frame in frames.values():
            ready(frame)
        for _ in range(2):
            for code, frame in frames.items():
                frame.get_by_test_id("step-back").click()
                expect(frame.get_by_test_id("notation")).to_have_text(
                    i18n_text(code, "Start position"))
                frame.get_by_test_id("step-forward").click()
                expect(frame.get_by_test_id("status")).to_have_text(
                    i18n_text(code, "{color} to move", color=i18n_text(code, "Gote")))
    finally:
        host.stop()


def test_the_games_page_is_translated(fresh_context, site, english):
    # (a context of its own: games other tests left in the shared context's library keep the
    # outcome words of the language they were saved in)
    page = fresh_context().new_page()
    page.goto(site.url + "games.html?lang=de")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("h1")).to_have_text("Deine Partien")
    assert english_left(page.evaluate(SHOWN_TEXT), english, "de") == []


def test_the_browser_language_is_followed_and_a_stored_choice_wins(site, fresh_context):
    context = fresh_context(locale="de-DE")
    page = context.new_page()
    watch = PageWatch(page, site.url)
    open_app(page, site.url)
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.get_by_test_id("take-back")).to_have_text("Zug zurück\u00adnehmen")
    page.evaluate("([key, code]) => localStorage.setItem(key, code)", [STORAGE_KEY, "ja"])
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "ja"
    expect(page.get_by_test_id("take-back")).to_have_text("待った")
    open_app(page, site.url, "?lang=nl")  # a link's lang= wins over the stored choice
    assert page.evaluate("document.documentElement.lang") == "nl"
    expect(page.get_by_test_id("take-back")).to_have_text("Zet terug\u00adnemen")
    page.evaluate("(key) => localStorage.setItem(key, 'tlh')", STORAGE_KEY)
    page.reload()  # an unknown stored code is passed over: the browser's language again
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    watch.assert_clean()


def test_english_stays_the_default(page, site):
    open_app(page, site.url)
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.get_by_test_id("status")).to_have_text("Sente to move")
