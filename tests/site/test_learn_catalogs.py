"""The Learn pages' catalogs (learn/po/): the template holds exactly the pages' messages, every
catalog compiles, Dutch and German (and every other catalog there is) translate every message,
and each translation keeps its message's placeholders and inline tags."""

import re
from collections import Counter

import pytest

import learn_i18n
import learnpages
from webui.i18n.po import compile_po, read_po

TRANSLATED = learnpages.languages()[1:]
PLACEHOLDER = re.compile(r"\{\w+\}")
TAG = re.compile(r"</?[a-z][^>]*>")


def entries(lang):
    text = (learnpages.CATALOGS / f"{lang}.po").read_text(encoding="utf-8")
    return [e for e in read_po(text) if e.msgid]


def test_dutch_and_german_have_catalogs():
    assert {"nl", "de"} <= set(TRANSLATED)


def test_the_template_holds_exactly_the_messages_of_the_pages():
    """Fails when a page's text changed without `python3 scripts/learn_i18n.py update` (the
    `#:` line references may lag: they only help translators)."""
    template = read_po(learnpages.TEMPLATE.read_text(encoding="utf-8"))
    pages = [key for key, _ in learn_i18n.template_messages()]
    assert [(e.context, e.msgid) for e in template if e.msgid] == pages
    assert len(pages) > 150


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_catalog_compiles_and_translates_every_message(lang):
    text = (learnpages.CATALOGS / f"{lang}.po").read_text(encoding="utf-8")
    assert compile_po(text)[:4] == b"\xde\x12\x04\x95"
    wanted = {key for key, _ in learn_i18n.template_messages()}
    found = {(e.context, e.msgid): e.strings[0] if e.strings else "" for e in entries(lang)}
    assert set(found) == wanted
    untranslated = sorted(m for m, s in found.items() if not s.strip())
    assert untranslated == []
    assert not [e.msgid for e in entries(lang) if e.fuzzy]
    assert f"Language: {lang}\\n" in text


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_placeholders_and_inline_tags(lang):
    for entry in entries(lang):
        translation = entry.strings[0]
        fields = Counter(PLACEHOLDER.findall(entry.msgid))
        assert Counter(PLACEHOLDER.findall(translation)) == fields, entry.msgid
        assert Counter(TAG.findall(translation)) == Counter(TAG.findall(entry.msgid)), entry.msgid


@pytest.mark.parametrize("lang", TRANSLATED)
def test_sentences_are_translated_not_copied(lang):
    """Only names (Kiban, a piece's characters, a term like jishogi) may stay as in English."""
    copied = [e.msgid for e in entries(lang)
              if e.strings[0] == e.msgid and len(e.msgid.split()) > 2]
    assert copied == []


def test_update_keeps_translations_and_adds_new_messages(tmp_path, monkeypatch):
    pages = tmp_path / "learn"
    (pages / "po").mkdir(parents=True)
    (pages / "a.html").write_text("<html><body><h1>Hello</h1><p>Old text</p>"
                                  '<p data-msgctxt="a">Hello</p></body></html>', encoding="utf-8")
    monkeypatch.setattr(learnpages, "LEARN", pages)
    monkeypatch.setattr(learnpages, "CATALOGS", pages / "po")
    monkeypatch.setattr(learnpages, "TEMPLATE", pages / "po" / "learn.pot")
    assert learn_i18n.update(["nl"]) == {"nl": 3}
    po = pages / "po" / "nl.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgid "Hello"\nmsgstr ""',
                                                         'msgid "Hello"\nmsgstr "Hallo"', 1),
                  encoding="utf-8")
    (pages / "a.html").write_text("<html><body><h1>Hello</h1><p>New text</p>"
                                  '<p data-msgctxt="a">Hello</p></body></html>', encoding="utf-8")
    assert learn_i18n.update() == {"nl": 2}
    kept = {(e.context, e.msgid): e.strings[0]
            for e in read_po(po.read_text(encoding="utf-8")) if e.msgid}
    assert kept == {(None, "Hello"): "Hallo", (None, "New text"): "", ("a", "Hello"): ""}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_learn_pages_name_the_players_as_the_game_page_does(lang):
    """Where the site's catalog calls sente and gote by other names (Dutch: Zwart and Wit), a
    Learn page does too: its exercise's prompt, worded by the site ("Zwart aan zet"), stands
    right under its caption. Only a sentence that also gives the site's name may use the
    Japanese one (the introduction of the players)."""
    site = {e.msgid: e.strings[0] for e in read_po((learnpages.ROOT / "py" / "webui" / "i18n" / "po"
                                                     / f"{lang}.po").read_text(encoding="utf-8"))
            if e.msgid in ("Sente", "Gote") and not e.context}
    for japanese, name in site.items():
        if name.lower() == japanese.lower():
            continue
        word = re.compile(rf"\b{japanese}\b", re.IGNORECASE)
        stray = [e.msgid[:60] for e in entries(lang)
                 if word.search(e.strings[0]) and name not in e.strings[0]]
        assert stray == [], (lang, japanese, name)
