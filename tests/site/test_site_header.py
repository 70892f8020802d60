"""The site header, written once (scripts/partials/site-header.html, scripts/siteheader.py): every
page but the embed asks for it with the marker, and every built page shows exactly one header
with its own place marked current, links that lead to published files and the language menu
that page uses, and no other banner (a Learn page's own head is in its <main>); the message
extractors still find the header's words."""

from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import pytest

import i18n
import learn_i18n
import learnpages
import sitebuild
import siteheader

ROOT = sitebuild.ROOT
# The pages with the site header: all but the board embedded in other sites.
SOURCE_PAGES = sorted(p.relative_to(ROOT).as_posix()
                      for p in [*ROOT.glob("*.html"), *(ROOT / "learn").glob("*.html")]
                      if p.name != "embed.html")


# Elements in which a <header> is not the page's banner landmark.
SECTIONING = {"main", "article", "aside", "nav", "section"}


class _Header(HTMLParser):
    """What a page's site header holds: how many headers, the places' links (href, whether
    current) and the language menus (a `<select>` and/or the links menu); and how many
    banners the page has (a <header> outside every SECTIONING element)."""

    def __init__(self, text):
        super().__init__()
        self.headers, self.banners, self.places, self.menus = 0, 0, [], []
        self._in_header, self._in_places, self._sectioning = False, False, 0
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.banners += tag == "header" and not self._sectioning
        self._sectioning += tag in SECTIONING
        if tag == "header" and attrs.get("data-testid") == "site-header":
            self.headers += 1
            self._in_header = True
        elif self._in_header and tag == "nav" and attrs.get("class") == "kb-site-nav":
            self._in_places = True
        elif self._in_places and tag == "a":
            self.places.append((attrs["href"], attrs.get("aria-current")))
        elif self._in_header and (tag == "select" or attrs.get("class") == "kb-langs"):
            self.menus.append(tag)

    def handle_endtag(self, tag):
        self._sectioning -= tag in SECTIONING
        if tag == "nav":
            self._in_places = False
        elif tag == "header":
            self._in_header = False


def current_place(rel):
    """The href of the place the built page `rel` belongs to: itself, or for a Learn page
    (`learn/xiangqi.nl.html`) the Learn place in its language (`shogi.nl.html`)."""
    folder, _, name = rel.rpartition("/")
    if not folder:
        return name
    lang = name.split(".")[1] if name.count(".") == 2 else learnpages.languages()[0]
    return learnpages.page_name("shogi", lang)


def built_pages(site):
    """The pages of the built `site` (relative paths) that should show the header."""
    files = sitebuild.read_precache_manifest(site)["files"]
    return sorted(rel for rel in files if rel.endswith(".html") and rel != "embed.html")


@pytest.mark.parametrize("page", SOURCE_PAGES)
def test_every_page_asks_for_the_header_once_and_writes_none_by_hand(page):
    text = (ROOT / page).read_text(encoding="utf-8")
    assert len(siteheader.MARKER.findall(text)) == 1, f"{page} lacks the <!-- site-header --> marker"
    assert 'class="kb-site"' not in text, f"{page} writes a site header of its own"


def test_the_built_pages_show_one_header_with_their_place_current(built_site):
    pages = built_pages(built_site)
    assert {"index.html", "editor.html", "games.html", "puzzles.html", "learn/shogi.html",
            "learn/xiangqi.nl.html"} <= set(pages)
    for rel in pages:
        text = (built_site / rel).read_text(encoding="utf-8")
        header = _Header(text)
        assert header.headers == 1, f"{rel} shows {header.headers} site headers"
        assert header.banners == 1, f"{rel} has {header.banners} banners (one for the site header)"
        assert "<!-- site-header" not in text, rel
        assert [href for href, mark in header.places if mark == "page"] == [current_place(rel)]
        assert header.menus == (["nav"] if rel.startswith("learn/") else ["select"]), rel
        assert len(header.places) == 6, rel  # Play, Learn, Puzzles, Editor, Games, Settings


def test_every_link_of_the_header_leads_to_a_published_file(built_site):
    files = set(sitebuild.read_precache_manifest(built_site)["files"])
    for rel in built_pages(built_site):
        header = _Header((built_site / rel).read_text(encoding="utf-8"))
        for href, _ in header.places:
            target = urlsplit(urljoin("http://site/" + rel, href)).path.lstrip("/")
            assert target in files, (rel, href)


def test_a_learn_page_gets_links_relative_to_its_folder_and_the_links_menu():
    root = siteheader.site_header("index.html", "index.html")
    learn = siteheader.site_header("learn/xiangqi.html", "learn/shogi.html")
    assert '<a href="index.html" aria-current="page">' in root and "<select" in root
    assert "kb-langs" not in root
    assert '<a href="shogi.html" aria-current="page">' in learn
    assert 'href="../editor.html"' in learn and 'href="../index.html#settings"' in learn
    assert '<nav class="kb-langs"' in learn and "<select" not in learn


def test_the_header_is_indented_as_its_marker_and_a_page_without_one_is_kept():
    page = "<body>\n    <!-- site-header -->\n  <main></main>\n</body>\n"
    lines = siteheader.expand(page, "games.html").splitlines()
    header = lines[1:lines.index("    </header>") + 1]
    assert header[0] == '    <header class="kb-site" data-testid="site-header">'
    assert all(line.startswith("    ") for line in header)
    assert '        <a href="games.html" aria-current="page">Games</a>' in header
    assert lines[0] == "<body>" and lines[-2:] == ["  <main></main>", "</body>"]
    assert siteheader.expand("<body><main></main></body>", "embed.html") == \
        "<body><main></main></body>"


def test_a_current_place_the_header_lacks_is_refused_with_the_page():
    with pytest.raises(siteheader.HeaderError, match="learn/shogi.html.*'learn/nowhere.html'"):
        siteheader.expand('  <!-- site-header current="learn/nowhere.html" -->\n',
                          "learn/shogi.html")


def test_the_extractors_find_the_header_words_of_every_page():
    found = dict(i18n.sources())
    for page in ("index.html", "editor.html", "games.html", "puzzles.html"):
        assert (None, "Play a game", None) in found[page]
        assert (None, "Language", None) in found[page]
    learn = dict(learn_i18n.template_messages())
    assert learn[(None, "Play a game")] == ["scripts/partials/site-header.html"]
    assert learn[(None, "Languages")] == ["scripts/partials/site-header.html"]
