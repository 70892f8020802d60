"""Keep the Learn pages' catalogs in step with the pages (domain "learn", see learnpages.py).

    python3 scripts/learn_i18n.py extract          # learn/po/learn.pot from learn/*.html
                                                   # and the site header they show
    python3 scripts/learn_i18n.py update [LANG...] # extract, then merge it into every
                                                   # learn/po/<lang>.po (and start LANG's)

`update` keeps every translation whose English message still exists, adds the new messages
untranslated (empty msgstr), drops the messages no page has any more, and says how many
messages of each language are left to translate. Standard library only.
"""

import argparse
import sys

import learnmessages
import learnpages  # (puts py/ on sys.path, for webui.i18n)
import siteheader
from webui.i18n import LANGUAGES, SOURCE_LANGUAGE

HEADER = ("Project-Id-Version: Kiban Learn pages", "Language: {lang}", "MIME-Version: 1.0",
          "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit")


def quote(text):
    """`text` as a .po string literal."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def template_messages():
    """[((context, English message), ["learn/shogi.html:12", ...])] of every page, first seen
    first (context None where there is none); a page's site header (the header as a Learn
    page shows it, scripts/siteheader.py) comes before the page, its messages placed in its
    partial."""
    found = {}
    partial = siteheader.PARTIAL.relative_to(siteheader.ROOT).as_posix()
    for stem in learnpages.source_pages():
        page = f"{learnpages.FOLDER}/{stem}.html"
        text = (learnpages.LEARN / f"{stem}.html").read_text(encoding="utf-8")
        header = siteheader.site_header(page) if siteheader.MARKER.search(text) else ""
        for message in learnmessages.scan(header):
            places = found.setdefault((message.context, message.msgid), [])
            places += [] if partial in places else [partial]
        for message in learnmessages.scan(text):
            found.setdefault((message.context, message.msgid), []).append(f"{page}:{message.line}")
    return list(found.items())


def po_text(messages, lang, translations):
    """The text of a .po file (`lang`: "" for the template) holding `messages` (see
    `template_messages`) with their `translations` ({(context, English): translation}; missing
    ones empty)."""
    lines = ["# The Learn pages' messages. Update with: python3 scripts/learn_i18n.py update",
             'msgid ""', 'msgstr ""']
    lines += [quote(field.format(lang=lang) + "\n") for field in HEADER] + [""]
    for (context, msgid), places in messages:
        lines.append("#: " + " ".join(places))
        if context is not None:
            lines.append(f"msgctxt {quote(context)}")
        lines.append(f"msgid {quote(msgid)}")
        lines.append(f"msgstr {quote(translations.get((context, msgid), ''))}")
        lines.append("")
    return "\n".join(lines)


def extract():
    """Write learn/po/learn.pot; return its messages."""
    messages = template_messages()
    learnpages.CATALOGS.mkdir(exist_ok=True)
    learnpages.TEMPLATE.write_text(po_text(messages, "", {}), encoding="utf-8")
    return messages


def update(new_languages=()):
    """Extract, then bring every catalog (and those of `new_languages`) up to date; return
    {lang: number of untranslated messages}."""
    messages = extract()
    wanted = set(learnpages.languages()[1:]) | set(new_languages)
    left = {}
    for lang in [code for code in LANGUAGES if code in wanted]:
        path = learnpages.CATALOGS / f"{lang}.po"
        old = learnpages.catalog(lang) if path.exists() else {}
        path.write_text(po_text(messages, lang, old), encoding="utf-8")
        left[lang] = sum(1 for key, _ in messages if not old.get(key))
    return left


def main(argv=None):
    """Command line entry (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("extract", "update"))
    parser.add_argument("languages", nargs="*", help="languages to start a catalog for")
    args = parser.parse_args(argv)
    unknown = set(args.languages) - set(LANGUAGES) | {SOURCE_LANGUAGE} & set(args.languages)
    if unknown:
        parser.error(f"not a language to translate to: {', '.join(sorted(unknown))}")
    if args.command == "extract":
        print(f"learn.pot: {len(extract())} messages", file=sys.stderr)
        return
    for lang, count in update(args.languages).items():
        print(f"learn/po/{lang}.po: {count} messages to translate", file=sys.stderr)


if __name__ == "__main__":
    main()
