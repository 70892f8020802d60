"""The gettext catalog reader and compiler (`webui.i18n.po`) and language switching."""

import gettext
import io

import pytest

from webui import i18n
from webui.i18n.po import CatalogError, compile_po, read_po

PO = '''# A Dutch catalog
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Sente to move"
msgstr "Sente is aan zet"

msgid "{n} move"
msgid_plural "{n} moves"
msgstr[0] "{n} zet"
msgstr[1] "{n} zetten"

#, fuzzy
msgid "Draw"
msgstr "Remise?"

msgctxt "piece"
msgid "King"
msgstr "Koning"

msgid "Not yet"
msgstr ""
'''


def translations():
    return gettext.GNUTranslations(io.BytesIO(compile_po(PO)))


def test_compiled_catalog_translates_plurals_and_contexts():
    t = translations()
    assert t.gettext("Sente to move") == "Sente is aan zet"
    assert t.ngettext("{n} move", "{n} moves", 1) == "{n} zet"
    assert t.ngettext("{n} move", "{n} moves", 4) == "{n} zetten"
    assert t.pgettext("piece", "King") == "Koning"


def test_fuzzy_and_empty_translations_fall_back_to_english():
    t = translations()
    assert t.gettext("Draw") == "Draw"
    assert t.gettext("Not yet") == "Not yet"


def test_reader_keeps_file_order_and_lines():
    entries = read_po(PO)
    assert [e.msgid for e in entries][:3] == ["", "Sente to move", "{n} move"]
    assert entries[1].line == 7
    assert entries[3].fuzzy and not entries[1].fuzzy


def test_bad_catalog_says_where():
    with pytest.raises(CatalogError) as caught:
        read_po('msgid "a"\nmsgstr "b"\nmsgfoo "c"\n')
    assert caught.value.line == 3


def test_unknown_language_falls_back_to_english():
    try:
        assert i18n.set_language("tlh") == "en"
        assert i18n.set_language("de-AT") == "de"
        assert i18n.language() == "de"
    finally:
        i18n.set_language("en")
    assert i18n._("Sente to move") == "Sente to move"


def test_written_catalogs_read_back_the_same():
    from webui.i18n.po import write_po
    entries = read_po(PO)
    entries[1].references = ["py/webui/play/texts.py", "index.html"]
    entries[1].strings = ['Zeg "ja"\nof\tnee\\']
    again = read_po(write_po(entries))
    assert [(e.msgid, e.plural, e.context, e.strings, e.fuzzy) for e in again] == \
        [(e.msgid, e.plural, e.context, e.strings, e.fuzzy) for e in entries]
    assert again[1].references == ["py/webui/play/texts.py", "index.html"]


def test_source_tree_compiles_a_catalog_in_memory():
    try:
        assert i18n.set_language("nl") == "nl"
        assert i18n._("Take back") == "Zet terug\u00adnemen"
        assert i18n.ngettext("{n} kept game could not be read by this version; it is left as "
                             "it is.", "{n} kept games could not be read by this version; they "
                             "are left as they are.", 2).startswith("{n} bewaarde partijen")
    finally:
        i18n.set_language("en")
