"""The message catalogs in the built site (used by scripts/sitebuild.py; standard library only).

- `compiled_catalogs()`: each `py/webui/i18n/po/<lang>.po` compiled to `.mo`, for the py.zip
  archive (where `webui.i18n.catalog` finds it: the page, the engine worker and the board
  worker all import from that archive);
- `page_catalogs()`: for each language, the translations of the messages the pages and page
  scripts use (those whose `#:` references name an `.html` or `.js` file), as the JSON that
  assets/js/i18n.js reads from `assets/i18n/<lang>.json`.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = "py/webui/i18n/po"  # the .po sources, relative to the repository
ARCHIVE_DIR = "webui/i18n/po"  # where the .mo files go in py.zip (paths relative to py/)
PAGE_DIR = "assets/i18n"  # where the pages' JSON catalogs go in the site
PAGE_SUFFIXES = (".html", ".js")


def _po():
    """The catalog reader of `webui.i18n.po` (py/ put on the path first)."""
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    from webui.i18n import po
    return po


def catalogs(root=ROOT):
    """(language code, `.po` text) of every catalog of the repository at ``root``, by code."""
    return [(path.stem, path.read_text(encoding="utf-8"))
            for path in sorted((root / CATALOGS).glob("*.po"))]


def compiled_catalogs(root=ROOT):
    """{path in py.zip: `.mo` bytes} for every language."""
    po = _po()
    return {f"{ARCHIVE_DIR}/{code}.mo": po.compile_po(text) for code, text in catalogs(root)}


def page_catalogs(root=ROOT):
    """{path in the site: JSON text} of every language's page catalog: {msgid: translation}."""
    po = _po()
    pages = {}
    for code, text in catalogs(root):
        messages = {entry.msgid: entry.strings[0] for entry in po.read_po(text)[1:]
                    if entry.msgid and entry.strings and entry.strings[0] and not entry.fuzzy
                    and entry.plural is None and entry.context is None
                    and any(ref.endswith(PAGE_SUFFIXES) for ref in entry.references)}
        pages[f"{PAGE_DIR}/{code}.json"] = json.dumps(messages, ensure_ascii=False, sort_keys=True)
    return pages
