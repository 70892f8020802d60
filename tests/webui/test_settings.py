"""The reader's settings (pure Python): stored choices read back only while they are still
offered, other keys kept, defaults from the system's preferences; what a board of each game
offers; embeds taking pieces= and theme= over the reader's settings; shogi's digit ranks."""

import json
import re
from pathlib import Path

import pytest

from kiban import games
from webui.board.config import BoardConfig
from webui.board.looks import choices_of, config_fields
from webui.board.reading import PositionReader
from webui.board.render import board_svg
from webui.board.styles.themes import THEMES
from webui.board.svg import markup
from webui.embed import EmbedBoard
from webui.play.settings import (Choices, chosen, looks_of, read_settings, sound_on,
                                 with_choice, write_settings)

ROOT = Path(__file__).resolve().parents[2]
SHOGI = choices_of("shogi")


def test_each_game_offers_its_piece_sets_every_theme_and_shogi_its_rank_styles():
    assert SHOGI == Choices(pieces=("kanji", "two-kanji", "international"),
                            themes=("wood", "light", "dark", "contrast"), dark_theme="dark",
                            ranks=("kanji", "letters", "digits"))
    xiangqi = choices_of("xiangqi")
    assert xiangqi.pieces == ("characters", "icons", "letters") and xiangqi.ranks == ()


def test_nothing_stored_gives_the_defaults_and_the_system_preferences_decide_the_rest():
    assert looks_of({}, "shogi", SHOGI) == looks_of(read_settings(None), "shogi", SHOGI)
    looks = looks_of({}, "shogi", SHOGI)
    assert (looks.pieces, looks.theme, looks.ranks, looks.animation) == \
        ("kanji", "wood", "kanji", True)
    assert sound_on({}) and sound_on({"sound": "loud"}) and not sound_on({"sound": False})
    assert looks_of({}, "shogi", SHOGI, prefers_dark=True).theme == "dark"
    assert looks_of({"theme": "light"}, "shogi", SHOGI, prefers_dark=True).theme == "light"
    assert looks_of({"animation": True}, "shogi", SHOGI, reduced_motion=True).animation is False
    assert looks_of({"animation": False}, "shogi", SHOGI).animation is False


def test_piece_sets_are_chosen_per_game_and_other_keys_are_kept():
    settings = read_settings('{"sound": false, "notation": {"shogi": "kif"}}')
    settings = with_choice(settings, "pieces", "international", SHOGI.pieces, "shogi")
    settings = with_choice(settings, "pieces", "icons", choices_of("xiangqi").pieces, "xiangqi")
    settings = with_choice(settings, "theme", "contrast", SHOGI.themes)
    assert json.loads(write_settings(settings)) == {
        "sound": False, "notation": {"shogi": "kif"}, "theme": "contrast",
        "pieces": {"shogi": "international", "xiangqi": "icons"}}
    assert looks_of(settings, "shogi", SHOGI).pieces == "international"
    assert looks_of(settings, "xiangqi", choices_of("xiangqi")).pieces == "icons"
    with pytest.raises(ValueError, match="'icons' is not a choice for pieces"):
        with_choice(settings, "pieces", "icons", SHOGI.pieces, "shogi")


def test_a_stored_value_no_longer_offered_reads_as_the_default():
    settings = {"pieces": {"shogi": "icons"}, "theme": "neon", "ranks": 3, "notation": []}
    looks = looks_of(settings, "shogi", SHOGI)
    assert (looks.pieces, looks.theme, looks.ranks) == ("kanji", "wood", "kanji")
    assert chosen({"pieces": "kanji"}, "pieces", SHOGI.pieces, "x", "shogi") == "x"


def test_looks_become_board_config_fields():
    looks = looks_of({"pieces": {"shogi": "two-kanji"}, "theme": "dark", "ranks": "digits"},
                     "shogi", SHOGI)
    config = BoardConfig(game="shogi", **config_fields(looks))
    assert (config.pieces, config.theme, config.rank_labels) == ("two-kanji", "dark", "digits")
    xiangqi = BoardConfig(game="xiangqi", **config_fields(looks_of({}, "xiangqi",
                                                                   choices_of("xiangqi"))))
    assert xiangqi.pieces == "characters" and xiangqi.theme == "wood"


def test_shogi_ranks_drawn_as_digits():
    game = games.get("shogi")
    view = PositionReader(game).view(game.new_board())
    text = markup(board_svg(BoardConfig(game="shogi", rank_labels="digits"), view))
    coords = re.search(r'<g class="kb-coords".*?</g>', text).group(0)
    assert re.findall(r">(\d)</text>", coords) == [str(n) for n in range(9, 0, -1)] + [
        str(n) for n in range(1, 10)]


def open_embed(query, settings=None, dark=False):
    board = EmbedBoard()
    board.handle({"type": "open", "query": query, "width": 600, "height": 500,
                  "settings": settings, "dark": dark})
    return board


def test_an_embed_follows_the_reader_unless_its_link_says_otherwise():
    stored = '{"theme": "dark", "pieces": {"shogi": "two-kanji"}}'
    board = open_embed("?game=shogi", stored)
    assert (board.config.theme, board.config.pieces) == ("dark", "two-kanji")
    board = open_embed("?game=shogi&pieces=international&theme=contrast", stored)
    assert (board.config.theme, board.config.pieces) == ("contrast", "international")
    svg = board.svg_markup()
    assert 'data-theme="contrast"' in svg and 'data-pieces="international"' in svg
    assert board.state()["theme"] == "contrast"          # the frame takes the board's colours
    answer = board.handle({"type": "host", "message": {"type": "set", "theme": "light"}})
    assert answer[1]["theme"] == "light" and 'data-theme="light"' in answer[0]["markup"]
    assert open_embed("?game=xiangqi", dark=True).config.theme == "dark"
    assert open_embed("?game=xiangqi&lang=nl").error is None        # lang= passed through


def test_an_embed_refuses_a_piece_set_of_another_game_and_an_unknown_theme():
    board = open_embed("?game=xiangqi&pieces=kanji")
    assert "'pieces' must be one of characters, icons, letters" in board.error["message"]
    assert board.config.pieces == "characters"
    board = open_embed("?game=shogi&theme=neon")
    assert board.error["param"] == "theme" and board.config.theme == "wood"


def test_the_boot_script_knows_the_same_themes():
    script = (ROOT / "assets" / "js" / "theme.js").read_text(encoding="utf-8")
    names = re.search(r"const THEMES = \[(.*?)\]", script).group(1)
    assert re.findall(r'"([a-z]+)"', names) == list(THEMES)
    css = (ROOT / "assets" / "css" / "themes.css").read_text(encoding="utf-8")
    assert re.findall(r'html\[data-theme="([a-z]+)"\] \{', css) == list(THEMES)


def test_the_rank_label_choices_name_the_boards_own_first_and_last_rank():
    from webui import i18n
    from webui.board.styles import style_of

    def offered(game):
        style = style_of(game)
        return [style.rank_style_label(name) for name in style.rank_styles]
    try:
        assert offered("shogi") == ["Kanji (一 to 九)", "Letters (a to i)", "Digits (1 to 9)"]
        assert offered("minishogi") == ["Kanji (一 to 五)", "Letters (a to e)", "Digits (1 to 5)"]
        i18n.set_language("de")
        assert offered("minishogi") == ["Kanji (一 bis 五)", "Buchstaben (a bis e)", "Ziffern (1 bis 5)"]
        i18n.set_language("ja")
        assert offered("minishogi")[0] == "漢数字（一〜五）"
    finally:
        i18n.set_language("en")
