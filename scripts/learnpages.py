"""The Learn pages in every language they are translated to (a step of scripts/sitebuild.py).

`learn/<page>.html` is written in English (with the site header of `siteheader.py`); `learn/po/<lang>.po` (domain "learn", template
`learn/po/learn.pot`, made by `scripts/learn_i18n.py`) holds its messages (see
`learnmessages`) in another language. For every page and language, `write_pages` writes into the
site `learn/<page>.html` (English, at its address) and `learn/<page>.<lang>.html`, each with
`<html lang>` set, its boards (`data-kiban`, drawn by assets/js/boards.js) given `lang=<lang>`, links to the other Learn pages
pointing to the same language, the links to the game and the editor given `lang=<lang>`,
`<link rel="alternate" hreflang>` to every version (read by assets/js/learn-lang.js, which picks
the reader's language) and the language menu (`<nav class="kb-langs">`) filled. Only our own
catalogs are inserted, never text from a URL.
Standard library only.
"""

import re
import sys
from pathlib import Path

import learnmessages
import siteheader

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
from webui.i18n import LANGUAGE_NAMES, LANGUAGES, SOURCE_LANGUAGE  # noqa: E402
from webui.i18n.po import read_po  # noqa: E402

LEARN = ROOT / "learn"
CATALOGS = LEARN / "po"
TEMPLATE = CATALOGS / "learn.pot"
FOLDER = siteheader.LEARN_FOLDER  # where the pages are, in the repository and in the site

_HTML_LANG = re.compile(r'<html lang="[^"]*"')
_BOARD_QUERY = re.compile(r'(<div class="kiban-board" data-kiban=")([^"]*)(")')
_MENU = re.compile(r'(<nav class="kb-langs"[^>]*>)\s*(</nav>)')
_TITLE = re.compile(r"\n?\s*<title>")
# A link to one of the site's pages (the game at the root, the editor ...), not to an asset.
_SITE_PAGE_LINK = re.compile(r'href="\.\./([\w-]+\.html)?(\?[^"#]*)?(#[^"]*)?"')


def source_pages():
    """The stems of the English pages (`shogi` for learn/shogi.html), sorted."""
    return sorted(p.stem for p in LEARN.glob("*.html") if "." not in p.stem)


def languages():
    """English, then every language with a catalog in learn/po/, in `webui.i18n.LANGUAGES`
    order."""
    present = {p.stem for p in CATALOGS.glob("*.po")}
    return [SOURCE_LANGUAGE] + [code for code in LANGUAGES if code in present]


def page_name(stem, lang):
    """The file name of page `stem` in language `lang` (`shogi.nl.html`; English keeps
    `shogi.html`)."""
    return f"{stem}.html" if lang == SOURCE_LANGUAGE else f"{stem}.{lang}.html"


def catalog(lang):
    """{(context, English message): translation} of learn/po/<lang>.po (untranslated and fuzzy
    entries left out; context None where there is none)."""
    entries = read_po((CATALOGS / f"{lang}.po").read_text(encoding="utf-8"))
    return {(e.context, e.msgid): e.strings[0] for e in entries
            if e.msgid and not e.fuzzy and e.strings and e.strings[0]}


def _alternates(stem, langs):
    return "".join(f'\n  <link rel="alternate" hreflang="{code}" href="{page_name(stem, code)}">'
                   for code in langs)


def _menu(stem, lang, langs):
    links = []
    for code in langs:
        current = ' aria-current="page"' if code == lang else ""
        # (English asked for by name: a reader who picks it is not sent to his browser's
        # language, even when the choice cannot be stored)
        query = f"?lang={code}" if code == SOURCE_LANGUAGE else ""
        links.append(f'<a href="{page_name(stem, code)}{query}" hreflang="{code}" lang="{code}"'
                     f'{current}>{LANGUAGE_NAMES[code]}</a>')
    return " · ".join(links)


def _sibling_links(text, lang, stems):
    """Links to another Learn page (`href="xiangqi.html#end"`) pointed at its `lang` version."""
    pattern = re.compile(r'href="(' + "|".join(map(re.escape, stems)) + r')\.html(#[^"]*)?"')
    return pattern.sub(lambda m: f'href="{page_name(m.group(1), lang)}{m.group(2) or ""}"', text)


def _with_lang(link, lang):
    """The site page `link` (a `_SITE_PAGE_LINK` match) with `lang=<lang>` added to its query."""
    page, query, section = (group or "" for group in link.groups())
    query = f"{query}&amp;lang={lang}" if query else f"?lang={lang}"
    return f'href="../{page}{query}{section}"'


def render(text, stem, lang, messages, langs, stems):
    """Page `stem`'s English source `text` in language `lang`: its messages looked up in
    `messages` (see `catalog`; English where one is missing), the language menu and
    alternates listing `langs`, links to the other pages `stems`, the site's pages and the
    boards in `lang`."""
    text = learnmessages.translate(text, lambda context, msgid: messages.get((context, msgid),
                                                                             msgid))
    if lang != SOURCE_LANGUAGE:
        text = _BOARD_QUERY.sub(lambda m: f"{m.group(1)}{m.group(2)}&amp;lang={lang}{m.group(3)}",
                              text)
        text = _sibling_links(text, lang, stems)
        text = _SITE_PAGE_LINK.sub(lambda m: _with_lang(m, lang), text)
    text = _HTML_LANG.sub(f'<html lang="{lang}"', text, count=1)
    text = _TITLE.sub(lambda m: _alternates(stem, langs) + m.group(0), text, count=1)
    return _MENU.sub(lambda m: m.group(1) + _menu(stem, lang, langs) + m.group(2), text)


def rendered_pages():
    """{path in the site (`learn/shogi.nl.html`): page text} for every page and language."""
    langs, stems = languages(), source_pages()
    pages = {}
    for lang in langs:
        messages = {} if lang == SOURCE_LANGUAGE else catalog(lang)
        for stem in stems:
            source = siteheader.expand((LEARN / f"{stem}.html").read_text(encoding="utf-8"),
                                       f"{FOLDER}/{stem}.html")
            pages[f"{FOLDER}/{page_name(stem, lang)}"] = render(source, stem, lang, messages,
                                                                langs, stems)
    return pages


def write_pages(site):
    """Write every Learn page in every language into folder `site` (replacing the English
    sources copied there); return their paths relative to `site`."""
    pages = rendered_pages()
    for rel, text in pages.items():
        target = Path(site) / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
    return sorted(pages)
