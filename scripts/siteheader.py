"""The site header every page shares, written once (a step of scripts/sitebuild.py).

`scripts/partials/site-header.html` is the header (the site's name, its places and the language
menu) as a page at the site's root shows it. A page asks for it with one line, the marker
`<!-- site-header -->`; the build puts the header there, indented as the marker is, made fit for
the page:
- its links relative to the page's folder (`learn/shogi.html` links `../editor.html`);
- the place the page belongs to marked `aria-current="page"`: the one the marker names
  (`<!-- site-header current="learn/shogi.html" -->`, as the partial writes its link), else the
  page itself;
- one language menu: the `<select>` of the pages translated in the browser (assets/js/i18n.js,
  site-nav.js), or for a Learn page (one page per language, scripts/learnpages.py) the
  `<nav class="kb-langs">` that learnpages fills with links.
The message extractors (scripts/i18n.py, scripts/learn_i18n.py) read the header from here too.
Standard library only.
"""

import posixpath
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTIAL = ROOT / "scripts" / "partials" / "site-header.html"
LEARN_FOLDER = "learn"  # (learnpages.FOLDER: the Learn pages, whose menu is links)

MARKER = re.compile(r'^([ \t]*)<!-- site-header(?: current="([^"]*)")? -->\n', re.MULTILINE)
_SELECT_MENU = re.compile(r'^[ \t]*<select class="kb-site-lang".*?</select>\n',
                          re.MULTILINE | re.DOTALL)
_LINKS_MENU = re.compile(r'^[ \t]*<nav class="kb-langs"[^>]*></nav>\n', re.MULTILINE)
_HREF = re.compile(r'href="([^"#]*)(#[^"]*)?"')


class HeaderError(ValueError):
    """A page whose marker cannot be filled (a current place the header has no link to)."""


def _relative(page, match):
    """The `href` attribute `match` (root-relative) as seen from the page at path `page`."""
    target, section = match.group(1), match.group(2) or ""
    folder = posixpath.dirname(page)
    if folder:
        target = posixpath.relpath(target, folder)
    return f'href="{target}{section}"'


def site_header(page, current=None):
    """The header's markup for the page at path `page` (relative to the site's root, POSIX
    style), unindented, with the place `current` (a link of the partial, as it is written
    there) marked as the page's; raises `HeaderError` when the header has no such place."""
    text = PARTIAL.read_text(encoding="utf-8")
    learn = page.startswith(LEARN_FOLDER + "/")
    text = (_SELECT_MENU if learn else _LINKS_MENU).sub("", text)
    if current is not None:
        place = f'<a href="{current}"'
        if text.count(place) != 1:
            raise HeaderError(f"{page}: the site header has no place {current!r}")
        text = text.replace(place, f'{place} aria-current="page"')
    return _HREF.sub(lambda m: _relative(page, m), text)


def expand(text, page):
    """The page `text` (at path `page`, see `site_header`) with its marker replaced by the
    header, each line indented as the marker is; a page without a marker stays as it is."""
    def header(marker):
        indent, current = marker.group(1), marker.group(2) or page
        return "".join(indent + line if line.strip() else line
                       for line in site_header(page, current).splitlines(keepends=True))
    return MARKER.sub(header, text)


def write_headers(site):
    """Put the header into every page of folder `site` that has the marker; return their paths
    (relative to `site`)."""
    written = []
    for path in sorted(Path(site).rglob("*.html")):
        page = path.relative_to(site).as_posix()
        text = path.read_text(encoding="utf-8")
        if MARKER.search(text):
            path.write_text(expand(text, page), encoding="utf-8")
            written.append(page)
    return written
