"""Read gettext `.po` catalogs and write the `.mo` files `gettext` reads (a small `msgfmt`).

The build (`scripts/sitebuild.py`) compiles each `po/<lang>.po` with `compile_po`; tests use
`read_po` to compare catalogs with the sentences the code marks. Standard library only.
"""

import ast
import struct
from dataclasses import dataclass, field

from kiban.errors import KibanError


class CatalogError(KibanError):
    """A `.po` file that cannot be read; ``line`` is where (1-based)."""

    def __init__(self, message, line):
        super().__init__(f"line {line}: {message}")
        self.line = line


@dataclass
class Entry:
    """One message: its source text (``msgid``, ``plural``, ``context``) and translations
    (``strings``: one, or one per plural form); ``fuzzy`` entries are left out of `.mo` files;
    ``references`` are the files that use it (the ``#:`` comments)."""

    msgid: str
    strings: list = field(default_factory=list)
    plural: str = None
    context: str = None
    fuzzy: bool = False
    line: int = 0
    references: list = field(default_factory=list)

    @property
    def key(self):
        """What tells this message apart from the others: (context, msgid)."""
        return (self.context, self.msgid)


_KEYWORDS = ("msgctxt", "msgid_plural", "msgid", "msgstr")


def read_po(text):
    """The entries of a `.po` file's text, in file order (the header, msgid "", included)."""
    entries, current, target, fuzzy, references = [], None, None, False, []

    def finish():
        if current is not None:
            entries.append(current)

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            elif line.startswith("#:"):
                references += line[2:].split()
            continue
        if line.startswith('"'):
            if target is None:
                raise CatalogError("a string continues nothing", number)
            target[0][target[1]] += _unquote(line, number)
            continue
        keyword, _, rest = line.partition(" ")
        index = None
        if keyword.startswith("msgstr[") and keyword.endswith("]"):
            index, keyword = int(keyword[7:-1]), "msgstr"
        if keyword not in _KEYWORDS:
            raise CatalogError(f"unknown keyword {keyword[:20]!r}", number)
        value = _unquote(rest.strip(), number)
        if keyword in ("msgctxt", "msgid") and (current is None or current.strings):
            finish()
            current = Entry(msgid="", fuzzy=fuzzy, line=number, references=references)
            fuzzy, references = False, []
        if current is None:
            raise CatalogError(f"{keyword} before any msgid", number)
        if keyword == "msgctxt":
            current.context, target = value, (current.__dict__, "context")
        elif keyword == "msgid":
            current.msgid, target = value, (current.__dict__, "msgid")
        elif keyword == "msgid_plural":
            current.plural, target = value, (current.__dict__, "plural")
        else:
            slot = len(current.strings) if index is None else index
            if slot != len(current.strings):
                raise CatalogError(f"msgstr[{slot}] out of order", number)
            current.strings.append(value)
            target = (current.strings, slot)
    finish()
    return entries


def _unquote(text, number):
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise CatalogError("expected a quoted string", number)
    try:
        return ast.literal_eval(text)
    except (SyntaxError, ValueError):
        raise CatalogError("a string that cannot be read", number) from None


def _quote(text):
    """``text`` as a `.po` string literal (long texts split after their line breaks)."""
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
               .replace("\n", "\\n"))
    parts = escaped.split("\\n")
    if len(parts) > 2 or (len(parts) == 2 and parts[1]):
        lines = [part + "\\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return '""\n' + "\n".join(f'"{line}"' for line in lines)
    return f'"{escaped}"'


def write_po(entries):
    """The text of a `.po` file holding ``entries`` (the header first, as `read_po` gives it)."""
    blocks = []
    for entry in entries:
        lines = [f"#: {' '.join(entry.references)}"] if entry.references else []
        if entry.fuzzy:
            lines.append("#, fuzzy")
        if entry.context is not None:
            lines.append(f"msgctxt {_quote(entry.context)}")
        lines.append(f"msgid {_quote(entry.msgid)}")
        if entry.plural is None:
            lines.append(f"msgstr {_quote(entry.strings[0] if entry.strings else '')}")
        else:
            lines.append(f"msgid_plural {_quote(entry.plural)}")
            lines += [f"msgstr[{i}] {_quote(s)}" for i, s in enumerate(entry.strings or ["", ""])]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def compile_po(text):
    """The `.mo` bytes for a `.po` file's text (fuzzy and untranslated entries left out)."""
    messages = {}
    for entry in read_po(text):
        if entry.fuzzy and entry.msgid or not any(entry.strings):
            continue
        key = entry.msgid if entry.plural is None else f"{entry.msgid}\0{entry.plural}"
        if entry.context is not None:
            key = f"{entry.context}\4{key}"
        messages[key] = "\0".join(entry.strings)
    return _mo_bytes(messages)


def _mo_bytes(messages):
    keys = sorted(messages)
    ids = [k.encode("utf-8") for k in keys]
    strs = [messages[k].encode("utf-8") for k in keys]
    count = len(keys)
    ids_start = 7 * 4
    strs_table = ids_start + count * 8
    data_start = strs_table + count * 8
    offsets, blob = [], b""
    for text in ids + strs:
        offsets.append((len(text), data_start + len(blob)))
        blob += text + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, count, ids_start, strs_table, 0, 0)
    table = b"".join(struct.pack("<2I", n, o) for n, o in offsets)
    return header + table + blob
