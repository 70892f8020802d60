"""The Learn pages per language (scripts/learnmessages.py, scripts/learnpages.py): what counts as
a message, how a page is rewritten, and the generated pages: each keeps every board and exercise
of its English page, shows its language's text, sets `<html lang>`, gives its boards `lang=` and
links to the other languages, and is well-nested markup; all of them are published and
precached."""

from html.parser import HTMLParser
from urllib.parse import parse_qsl

import pytest

import learnmessages
import learnpages
import sitebuild
from test_sitebuild import local_targets

PAGES = learnpages.rendered_pages()
TRANSLATED = learnpages.languages()[1:]


class Outline(HTMLParser):
    """What a page is made of besides its text: html lang, boards, exercises, ids, scripts,
    the language menu and alternates, and its visible text."""

    def __init__(self, text):
        super().__init__()
        self.lang, self.frames, self.ids = None, [], []
        self.scripts, self.menu, self.alternates = [], [], {}
        self.text, self._skip, self._in_menu = [], 0, False
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.ids += [attrs["id"]] if "id" in attrs else []
        if tag == "html":
            self.lang = attrs.get("lang")
        elif tag == "div" and attrs.get("class") == "kiban-board":
            self.frames.append(attrs)
        elif tag == "script":
            self.scripts.append(attrs.get("src"))
        elif tag == "link" and attrs.get("rel") == "alternate":
            self.alternates[attrs["hreflang"]] = attrs["href"]
        elif tag == "nav" and attrs.get("class") == "kb-langs":
            self._in_menu = True
        elif tag == "a" and self._in_menu:
            self.menu.append(attrs)
        if tag in ("script", "style"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1
        if tag == "nav":
            self._in_menu = False

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)

    def visible_text(self):
        return learnmessages.collapse(" ".join(self.text))


def outline(stem, lang):
    return Outline(PAGES[f"learn/{learnpages.page_name(stem, lang)}"])


def without_lang(query):
    return [(k, v) for k, v in parse_qsl(query) if k != "lang"]


# -- the message scanner ---------------------------------------------------------------------

def test_blocks_attributes_and_menu_links_are_messages_with_their_inline_tags():
    page = ('<html><head><title>T one</title><meta name="description" content="D &amp; more">'
            '</head><body><nav aria-label="Menu"><a href="x.html">Go there</a> · </nav>'
            '<p>Some <strong>bold</strong>\n   and <a href="#y">a link</a>.</p>'
            '<iframe title="A board" src="e.html"></iframe>'
            '<p data-msg-ok="{move} is right">Wait</p><p> 42 · </p></body></html>')
    found = [(m.msgid, m.markup) for m in learnmessages.scan(page)]
    assert found == [("T one", True), ("D & more", False), ("Menu", False), ("Go there", True),
                     ('Some <strong>bold</strong> and <a href="#y">a link</a>.', True),
                     ("A board", False), ("{move} is right", False), ("Wait", True)]


@pytest.mark.parametrize("page, problem", [
    ("<body><div>Loose words</div></body>", "outside any message"),
    ("<body><p>Text <div>block</div></p></body>", "<div> inside a message"),
])
def test_text_that_could_not_be_translated_is_refused(page, problem):
    with pytest.raises(learnmessages.PageError, match=problem):
        learnmessages.scan(page)


def test_translations_replace_messages_and_attributes_are_escaped():
    page = '<p title="Hint">Hello <em>you</em></p>'
    table = {"Hint": 'Say "hi" <now>', "Hello <em>you</em>": "Hallo <em>jij</em>"}
    assert learnmessages.translate(page, lambda context, msgid: table[msgid]) == \
        '<p title="Say &quot;hi&quot; &lt;now&gt;">Hallo <em>jij</em></p>'


# -- the generated pages ----------------------------------------------------------------------

def test_every_page_exists_in_every_language_and_english_keeps_its_address():
    stems = learnpages.source_pages()
    assert stems == ["minishogi", "shogi", "xiangqi"]
    assert {"nl", "de"} <= set(TRANSLATED)
    expected = {f"learn/{s}.html" for s in stems}
    expected |= {f"learn/{s}.{lang}.html" for s in stems for lang in TRANSLATED}
    assert set(PAGES) == expected


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("stem", learnpages.source_pages())
def test_a_translated_page_keeps_every_board_and_exercise(stem, lang):
    english, page = outline(stem, "en"), outline(stem, lang)
    assert page.lang == lang and english.lang == "en"
    assert [without_lang(f["data-kiban"]) for f in page.frames] == \
        [without_lang(f["data-kiban"]) for f in english.frames]
    assert all(dict(parse_qsl(f["data-kiban"]))["lang"] == lang for f in page.frames)
    assert all("lang" not in dict(parse_qsl(f["data-kiban"])) for f in english.frames)
    assert [f.get("data-expect-status") for f in page.frames] == \
        [f.get("data-expect-status") for f in english.frames]
    assert any("exercise=mate" in f["data-kiban"] for f in page.frames)   # (declared there)
    assert page.ids == english.ids
    assert page.scripts == english.scripts == [
        "../assets/js/theme.js", "../assets/js/learn-lang.js", "../assets/js/boards.js",
        "../assets/js/sw-register.js"]


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("stem", learnpages.source_pages())
def test_a_translated_page_shows_its_catalog_and_no_english_sentence(stem, lang):
    catalog = learnpages.catalog(lang)
    text = outline(stem, lang).visible_text()
    english = outline(stem, "en").visible_text()
    sentences = [m for m in learnmessages.scan(
        (learnpages.LEARN / f"{stem}.html").read_text(encoding="utf-8")) if m.markup]
    for message in sentences:
        plain = learnmessages.collapse(Outline(message.msgid).visible_text())
        if catalog[message.context, message.msgid] != message.msgid and len(plain.split()) > 1:
            assert plain in english
            assert plain not in text, (lang, plain)
    title = Outline(catalog[None, "Learn shogi"]).visible_text()
    assert title in PAGES[f"learn/shogi.{lang}.html"]


def test_a_context_tells_the_same_english_words_apart():
    catalog = learnpages.catalog("ja")
    assert catalog[None, "Repetition"] == "千日手"
    assert catalog["xiangqi", "Repetition"] != "千日手"
    assert '<a href="#repetition" data-msgctxt="xiangqi">' + catalog["xiangqi", "Repetition"] \
        in PAGES["learn/xiangqi.ja.html"]
    page = '<p data-msgctxt="x" title="Go">Go</p><p>Go</p>'
    table = {("x", "Go"): "A", (None, "Go"): "B"}
    assert learnmessages.translate(page, lambda c, m: table[c, m]) == \
        '<p data-msgctxt="x" title="A">A</p><p>B</p>'


@pytest.mark.parametrize("lang", ["en"] + TRANSLATED)
def test_links_menu_and_alternates_stay_in_the_language(lang):
    page = outline("shogi", lang)
    assert page.alternates == {code: learnpages.page_name("shogi", code)
                               for code in learnpages.languages()}
    assert [a["hreflang"] for a in page.menu] == learnpages.languages()
    assert [a["hreflang"] for a in page.menu if "aria-current" in a] == [lang]
    assert page.menu[0]["href"] == "shogi.html?lang=en"  # (so a chosen English page stays)
    text = PAGES[f"learn/{learnpages.page_name('shogi', lang)}"]
    assert f'href="{learnpages.page_name("xiangqi", lang)}"' in text
    game = 'href="../index.html"' if lang == "en" else f'href="../index.html?lang={lang}"'
    assert text.count(game) == 2  # (the site's name and "Play a game", in the same language)
    editor = "../editor.html?game=shogi" + ("" if lang == "en" else f"&amp;lang={lang}")
    assert text.count(f'href="{editor}"') == 1


def test_the_pages_are_published_and_precached_with_all_they_refer_to(built_site):
    files = sitebuild.read_precache_manifest(built_site)["files"]
    for rel, page in PAGES.items():
        # (the build gives a page one bundle of the stylesheets it names: see bundle_styles)
        built = (built_site / rel).read_text(encoding="utf-8")
        assert sitebuild.STYLESHEET.sub("", built) == sitebuild.STYLESHEET.sub("", page)
        assert rel in files
        for target in local_targets(built_site / rel, "/" + rel):
            assert (target or "index.html") in files, (rel, target)
    assert not list((built_site / "learn").rglob("*.po*"))


class _Nesting(HTMLParser):
    """Fails on an end tag that does not close the element last opened (void elements aside)."""

    VOID = {"meta", "link", "br", "img", "input", "hr", "source", "wbr"}

    def __init__(self):
        super().__init__()
        self.open, self.errors = [], []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.open.append((tag, self.getpos()[0]))

    def handle_endtag(self, tag):
        if not self.open or self.open[-1][0] != tag:
            self.errors.append((self.getpos()[0], tag, self.open[-1:] or None))
        else:
            self.open.pop()


@pytest.mark.parametrize("rel", sorted(PAGES))
def test_every_page_is_well_nested_markup(rel):
    checker = _Nesting()
    checker.feed(PAGES[rel])
    assert checker.errors == [] and checker.open == []
