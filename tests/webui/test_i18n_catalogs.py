"""The message catalogs against the code (scripts/i18n.py): every marked sentence is in every
catalog and nothing else is, Dutch and German are complete, placeholders and plural forms are
right, every catalog compiles; and the browser words the engine's codes, descriptors and page
words in the language chosen."""

import gettext
import io
import json
import string

import pytest

import i18n
import i18n_build
from kiban import games, records, shogi, xiangqi
from kiban.errors import IllegalMoveError
from kiban.records.errors import RecordError
from webui import i18n as webui_i18n
from webui.i18n import N_, NC_, _
from webui.i18n.words import words
from webui.i18n.po import Entry, compile_po, read_po

LANGUAGES = i18n.translated_languages()


@pytest.fixture
def speaking():
    """``speaking(code)`` switches the language for the test; English again afterwards."""
    yield webui_i18n.set_language
    webui_i18n.set_language("en")


def catalog_text(code):
    return i18n.catalog_path(code).read_text(encoding="utf-8")


def test_the_catalogs_are_in_step_with_the_code():
    assert i18n.check() == []


def test_a_missing_or_stale_message_is_reported():
    template = i18n.extract()
    text = i18n.updated_catalog("nl", template, catalog_text("nl"))
    entries = read_po(text)
    dropped = entries.pop(5)
    entries.append(Entry("A sentence no code marks", ["Een zin"]))
    from webui.i18n.po import write_po
    problems = i18n.catalog_problems("nl", write_po(entries), template)
    assert f"nl.po lacks {dropped.msgid!r}" in problems
    assert "nl.po has 'A sentence no code marks', marked nowhere" in problems


def test_a_placeholder_changed_by_a_translation_is_reported():
    template = [Entry("{color} to move")]
    text = ('msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
            'msgid "{color} to move"\nmsgstr "{kleur} aan zet"\n')
    assert i18n.catalog_problems("nl", text, template) == [
        "nl.po: '{color} to move' -> '{kleur} aan zet': placeholders ['kleur'] instead of "
        "['color']"]


def test_the_extractor_finds_python_page_and_script_messages():
    found = {(e.context, e.msgid): e.references for e in i18n.extract()}
    assert "py/webui/play/texts.py" in found[(None, "{color} to move")]
    assert "index.html" in found[(None, "Take back")]            # a button's text
    assert "index.html" in found[(None, "Previous move")]        # an aria-label
    assert "assets/js/board-shell.js" in found[(None, "The board could not start: {reason}")]
    assert (None, "shogi piece") not in found and ("shogi piece", "horse") in found
    assert (None, "Kiban — shogi and xiangqi") in found          # the <title>
    assert not any(msgid.startswith("from webui") for _, msgid in found)  # no <script> text


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_translation_formats_with_the_fields_of_its_source(code):
    class Fields(dict):
        def __missing__(self, key):
            return "x"

    for entry in read_po(catalog_text(code))[1:]:
        try:
            names = {name for _, name, _, _ in string.Formatter().parse(entry.msgid) if name}
        except ValueError:  # shown as it is, never formatted ("opened with '{' but ...")
            continue
        for translated in filter(None, entry.strings):
            used = {name for _, name, _, _ in string.Formatter().parse(translated) if name}
            assert used == names, (code, entry.msgid, translated)
            translated.format_map(Fields())


@pytest.mark.parametrize("code, nplurals", [("nl", 2), ("de", 2), ("ja", 1), ("zh", 1)])
def test_plural_forms_follow_each_language(code, nplurals):
    translations = gettext.GNUTranslations(io.BytesIO(compile_po(catalog_text(code))))
    assert translations.plural(1) == 0 and translations.plural(5) == (nplurals - 1)
    one = translations.ngettext("{n} kept game could not be read by this version; it is left "
                                "as it is.", "{n} kept games could not be read by this version; "
                                "they are left as they are.", 1)
    many = translations.ngettext("{n} kept game could not be read by this version; it is "
                                 "left as it is.", "{n} kept games could not be read by this "
                                 "version; they are left as they are.", 3)
    assert (one != many) == (nplurals == 2)
    for entry in read_po(catalog_text(code))[1:]:
        if entry.plural is not None:
            assert len(entry.strings) == nplurals, entry.msgid


def test_the_browser_words_the_engines_reasons_in_the_language_chosen(speaking):
    board = shogi.Board("4k4/9/9/9/9/9/9/4P4/4K4 b P 1")
    with pytest.raises(IllegalMoveError) as refused:
        board.push(shogi.Move.from_usi("P*5e"))
    error = refused.value
    assert error.code == "illegal-move" and error.params["position"] == board.sfen()
    assert error.params["reason"].code == "nifu"  # the why, a message of its own
    speaking("nl")
    assert "nifu: zwart heeft al een ongepromoveerde pion op lijn 5" in words(error)
    assert "nifu: sente already has an unpromoted pawn on file 5" in str(error)  # the library's
    speaking("de")
    assert "Nifu: Sente hat schon einen unbeförderten Bauern auf Linie 5" in words(error)
    speaking("en")
    assert words(error) == str(error)


def test_a_link_to_an_unknown_game_lists_the_games_in_the_readers_words(speaking):
    from webui.play.links import LinkError, parse_link, split_query
    for code, wanted in (("de", "der Link muss eines von game=shogi, game=xiangqi"),
                         ("nl", "de link moet een van game=shogi, game=xiangqi")):
        speaking(code)
        with pytest.raises(LinkError) as refused:
            parse_link(split_query("game=chess"))
        assert wanted in str(refused.value) and " or " not in str(refused.value), code


def test_a_refused_ki2_export_names_ki2_in_every_language(speaking):
    record = records.read("position sfen 4k/2G2/5/5/K4 b P 1 moves P*1b")  # a set-up minishogi
    with pytest.raises(RecordError) as refused:
        records.write(record, "ki2")
    for code in LANGUAGES:
        speaking(code)
        assert "KI2" in words(refused.value) and "KIF" not in words(refused.value), code


def test_a_message_words_the_same_after_a_trip_through_json(speaking):
    from kiban.messages import Message
    from kiban.outcome import Outcome
    outcome = Outcome.time_forfeit(0, games.get("shogi").color_titles[0])
    sent = json.loads(json.dumps(outcome.reason.to_json()))
    assert Message.from_json(sent) == outcome.reason and str(outcome.reason) == "Sente ran out of time"
    speaking("ja")
    assert words(sent) == words(outcome.reason) == "先手の時間切れ"


def test_descriptors_keep_english_words_the_browser_translates(speaking):
    game = games.get("xiangqi")
    speaking("zh")
    assert game.color_titles == ("Red", "Black") and game.title == "Xiangqi"  # the library's
    assert tuple(map(_, game.color_titles)) == ("红方", "黑方") and _(game.title) == "象棋"
    assert game.colors == ("red", "black")  # hooks and links keep the engine's words
    assert _(game.rule_label("asian")) == "60步内无吃子（亚洲规则）"
    speaking("ja")
    assert tuple(map(_, games.get("shogi").color_titles)) == ("先手", "後手")
    assert _(games.get("shogi").handicap_label("2-piece")) == "二枚落ち"
    speaking("nl")
    shogi_game = games.get("shogi")
    assert shogi_game.piece_name("+b") == "horse" and words(shogi_game.piece_name("+b")) == \
        "gepromoveerde loper"
    assert str(shogi_game.piece_count("p", 2)) == "2 pawns"
    assert words(shogi_game.piece_count("p", 2)) == "2 pionnen"


def test_a_word_marked_in_a_context_is_told_apart(speaking):
    shogi_horse = shogi.types.PIECE_NAMES[shogi.HORSE]
    xiangqi_horse = xiangqi.types.PIECE_NAMES[xiangqi.HORSE]
    assert shogi_horse == xiangqi_horse == "horse"  # the same English word
    speaking("nl")
    assert (_(shogi_horse), _(xiangqi_horse)) == ("gepromoveerde loper", "paard")
    assert _(NC_("no such context", "horse")) == "horse" and N_("horse") == "horse"


def test_the_build_puts_compiled_catalogs_in_the_archive_and_page_catalogs_in_the_site():
    compiled = i18n_build.compiled_catalogs()
    assert sorted(compiled) == [f"webui/i18n/po/{code}.mo" for code in sorted(LANGUAGES)]
    dutch = gettext.GNUTranslations(io.BytesIO(compiled["webui/i18n/po/nl.mo"]))
    assert dutch.gettext("{color} to move") == "{color} aan zet"
    pages = i18n_build.page_catalogs()
    import json
    german = json.loads(pages["assets/i18n/de.json"])
    assert german["Take back"] == "Zug zurück\u00adnehmen"  # (a soft hyphen: where a phone may break it)
    assert "{color} to move" not in german  # Python's messages stay in py.zip
