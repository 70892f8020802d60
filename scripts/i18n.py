"""Keep the message catalogs in step with the code (standard library only).

    python3 scripts/i18n.py extract   # write py/webui/i18n/po/messages.pot from the sources
    python3 scripts/i18n.py update    # extract, then bring every <lang>.po in line with it
    python3 scripts/i18n.py check     # say what is out of step or untranslated (exit 1 if so)

Sources of messages (docs/architecture.md, "Translations"):
- Python under `py/`: the string arguments of `_()`, `N_()`, `NC_()`, `ngettext()` and
  `pgettext()` (also called as `i18n._()`), and of `NN_()` (the singular and plural of a
  counting engine message in `kiban.messages`);
- the pages that load `assets/js/i18n.js` (`*.html`, `learn/*.html`), with the site header they
  show (scripts/siteheader.py): every text node and the
  `title`, `aria-label`, `placeholder` and `alt` attributes (and the description `<meta>`),
  whitespace collapsed, except inside `<script>`, `<style>`, `<code>` and elements marked
  `translate="no"`, and texts without a letter;
- the page scripts `assets/js/*.js`: the first argument of `t("…")`.
"""

import ast
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

import siteheader  # noqa: E402
from webui.i18n import LANGUAGES, SOURCE_LANGUAGE  # noqa: E402
from webui.i18n.po import Entry, compile_po, read_po, write_po  # noqa: E402

PO_DIR = ROOT / "py" / "webui" / "i18n" / "po"
TEMPLATE = PO_DIR / "messages.pot"
# How each language counts (the gettext Plural-Forms header of a new catalog).
PLURAL_FORMS = {
    "nl": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "ja": "nplurals=1; plural=0;",
    "zh": "nplurals=1; plural=0;",
}
# Languages every message of which must be translated (the others fall back to English).
COMPLETE = ("nl", "de")
PAGE_SCRIPT = "assets/js/i18n.js"
TRANSLATED_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")
SKIPPED_TAGS = {"script", "style", "code"}
VOID_TAGS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
             "source", "track", "wbr"}
LETTER = re.compile(r"[^\W\d_]")
JS_CALL = re.compile(r"""\bt\(\s*"((?:[^"\\]|\\.)*)\"""")
PLACEHOLDER = re.compile(r"\{(\w*)(?:![rsa])?(?::[^{}]*)?\}")
KEYWORDS = {"_": ("msgid",), "N_": ("msgid",), "ngettext": ("msgid", "plural"), "NN_": ("msgid", "plural"),
            "pgettext": ("context", "msgid"), "NC_": ("context", "msgid")}


def normalize(text):
    """``text`` with its whitespace collapsed, as the page script compares it."""
    return " ".join(text.split())


class _PageTexts(HTMLParser):
    """The translatable texts of one HTML page, in document order."""

    def __init__(self):
        super().__init__()
        self.texts, self._stack = [], []

    def _skipping(self):
        return any(skip for _, skip in self._stack)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        skip = (self._skipping() or tag in SKIPPED_TAGS or attrs.get("translate") == "no")
        if not skip:
            names = TRANSLATED_ATTRIBUTES + (("content",) if attrs.get("name") == "description"
                                              else ())
            self._add(*(attrs.get(name) or "" for name in names))
        if tag not in VOID_TAGS:
            self._stack.append((tag, skip))

    def handle_endtag(self, tag):
        for index in range(len(self._stack) - 1, -1, -1):
            if self._stack[index][0] == tag:
                del self._stack[index:]
                return

    def handle_data(self, data):
        if not self._skipping():
            self._add(data)

    def _add(self, *texts):
        for text in map(normalize, texts):
            if LETTER.search(text):
                self.texts.append(text)


def translated_pages():
    """The HTML pages that load the page script (and so are translated), relative paths."""
    pages = sorted(ROOT.glob("*.html")) + sorted((ROOT / "learn").glob("*.html"))
    return [p for p in pages if f'src="{_relative_script(p)}"' in p.read_text(encoding="utf-8")]


def _relative_script(page):
    depth = len(page.relative_to(ROOT).parts) - 1
    return "../" * depth + PAGE_SCRIPT


def _python_messages(path):
    """(context, msgid, plural) of every marked string in the Python file ``path``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        fields = KEYWORDS.get(getattr(node.func, "id", getattr(node.func, "attr", None)))
        if not fields or len(node.args) < len(fields):
            continue
        values = node.args[:len(fields)]
        if all(isinstance(v, ast.Constant) and isinstance(v.value, str) and v.value
               for v in values):
            message = dict(zip(fields, (v.value for v in values)))
            found.append((node.lineno, message.get("context"), message["msgid"],
                          message.get("plural")))
    return [message for _, *message in sorted(found, key=lambda item: item[0])]


def _script_messages(path):
    """The msgids of the `t("…")` calls of the page script ``path``."""
    return [(None, json.loads(f'"{m}"'), None)
            for m in JS_CALL.findall(path.read_text(encoding="utf-8"))]


def sources():
    """(relative path, [(context, msgid, plural)]) for every file that marks messages."""
    files = []
    for path in sorted((ROOT / "py").rglob("*.py")):
        if "__pycache__" not in path.parts and path.parent.name != "i18n":
            files.append((path, _python_messages(path)))
    for page in translated_pages():
        parser = _PageTexts()
        parser.feed(siteheader.expand(page.read_text(encoding="utf-8"),
                                      page.relative_to(ROOT).as_posix()))
        files.append((page, [(None, text, None) for text in parser.texts]))
    for script in sorted((ROOT / "assets" / "js").glob("*.js")):
        files.append((script, _script_messages(script)))
    return [(path.relative_to(ROOT).as_posix(), found) for path, found in files if found]


def extract():
    """The template's entries (no header): every marked message once, in the order first met,
    with the files using it."""
    entries = {}
    for rel, found in sources():
        for context, msgid, plural in found:
            entry = entries.setdefault((context, msgid), Entry(msgid, plural=plural,
                                                               context=context))
            if rel not in entry.references:
                entry.references.append(rel)
    return list(entries.values())


def _header(plural_forms):
    text = ("Project-Id-Version: Kiban\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n")
    if plural_forms:
        text += f"Plural-Forms: {plural_forms}\n"
    return Entry("", [text])


def template_text(entries):
    """The text of messages.pot for the template ``entries``."""
    return write_po([_header(None)] + entries)


def catalog_path(code):
    """The `.po` source of language ``code``."""
    return PO_DIR / f"{code}.po"


def plural_count(header):
    """The nplurals a catalog header declares (1 when it declares none)."""
    found = re.search(r"nplurals\s*=\s*(\d+)", header)
    return int(found.group(1)) if found else 1


def updated_catalog(code, template, old_text=None):
    """The text of language ``code``'s catalog holding exactly the ``template`` messages, with
    the translations ``old_text`` (the current catalog, if any) has for them."""
    old = read_po(old_text) if old_text else []
    header = old[0] if old and old[0].msgid == "" else _header(PLURAL_FORMS[code])
    known = {entry.key: entry for entry in old[1:]}
    count = plural_count(header.strings[0])
    entries = [header]
    for entry in template:
        before = known.get(entry.key)
        strings = list(before.strings) if before and before.plural == entry.plural else []
        if entry.plural is not None and len(strings) != count:
            strings = [""] * count
        entries.append(Entry(entry.msgid, strings, entry.plural, entry.context,
                             fuzzy=bool(before and before.fuzzy),
                             references=list(entry.references)))
    return write_po(entries)


def translated_languages():
    """The codes of the languages with a catalog (every one but the source language)."""
    return [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def update():
    """Rewrite messages.pot and every language's catalog; return the template."""
    template = extract()
    TEMPLATE.write_text(template_text(template), encoding="utf-8")
    for code in translated_languages():
        path = catalog_path(code)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        path.write_text(updated_catalog(code, template, old), encoding="utf-8")
    return template


def _placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text)))


def catalog_problems(code, text, template):
    """What is wrong with language ``code``'s catalog ``text`` against the ``template``:
    missing or stale messages, placeholders that differ, wrong plural counts, and (for the
    `COMPLETE` languages) untranslated messages."""
    problems = []
    try:
        entries = read_po(text)
        compile_po(text)
    except ValueError as error:
        return [f"{code}.po: {error}"]
    header, entries = entries[0], entries[1:]
    count = plural_count(header.strings[0] if header.strings else "")
    wanted = {entry.key for entry in template}
    have = {entry.key for entry in entries}
    problems += [f"{code}.po lacks {msgid!r}" for _, msgid in sorted(wanted - have, key=str)]
    problems += [f"{code}.po has {msgid!r}, marked nowhere" for _, msgid in
                 sorted(have - wanted, key=str)]
    for entry in entries:
        originals = [entry.msgid] + ([entry.plural] if entry.plural is not None else [])
        names = _placeholders(" ".join(originals))
        for string in entry.strings:
            if string and _placeholders(string) != names:
                problems.append(f"{code}.po: {entry.msgid!r} -> {string!r}: placeholders "
                                f"{_placeholders(string)} instead of {names}")
        if entry.plural is not None and len(entry.strings) != count:
            problems.append(f"{code}.po: {entry.msgid!r} needs {count} plural forms")
        if code in COMPLETE and (entry.fuzzy or not all(entry.strings)):
            problems.append(f"{code}.po: {entry.msgid!r} is not translated")
    return problems


def check():
    """Every problem of the template and the catalogs (an empty list when all is in step)."""
    template = extract()
    problems = []
    if not TEMPLATE.exists() or TEMPLATE.read_text(encoding="utf-8") != template_text(template):
        problems.append("messages.pot is out of date: run python3 scripts/i18n.py update")
    for code in translated_languages():
        path = catalog_path(code)
        if not path.exists():
            problems.append(f"{code}.po is missing: run python3 scripts/i18n.py update")
            continue
        problems += catalog_problems(code, path.read_text(encoding="utf-8"), template)
    return problems


def main(argv):
    """Command line entry (see the module docstring)."""
    command = argv[1] if len(argv) > 1 else ""
    if command == "extract":
        template = extract()
        TEMPLATE.write_text(template_text(template), encoding="utf-8")
        print(f"{len(template)} messages in {TEMPLATE.relative_to(ROOT)}")
    elif command == "update":
        print(f"{len(update())} messages; catalogs updated")
    elif command == "check":
        problems = check()
        print("\n".join(problems) or "catalogs in step")
        return 1 if problems else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
