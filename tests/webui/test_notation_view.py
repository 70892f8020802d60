"""The notation setting, the move texts of a game tree and its move list with variations, and
typed moves read in any style (pure Python)."""

import pytest

from kiban import games, shogi
from kiban.errors import IllegalMoveError, KibanError
from webui.play.movelist import MoveItem, Variation, items, node_of, path_text
from webui.play.movetext import MoveTexts, parse_typed, typing_examples
from webui.play.session import GameSession
from webui.play.settings import link_notation, notation_of, read_settings, with_notation

SHOGI, XIANGQI = games.get("shogi"), games.get("xiangqi")


def play(session, *moves):
    for text in moves:
        session.play(session.game.parse_move(text))


def test_settings_keep_other_keys_and_fall_back_to_the_game_default():
    assert read_settings(None) == {} and read_settings("{bad") == {} and read_settings("[1]") == {}
    settings = read_settings('{"sound": {"volume": 0.5}, "notation": {"xiangqi": "chinese"}}')
    assert notation_of(settings, SHOGI) == "western" and notation_of(settings, XIANGQI) == "chinese"
    changed = with_notation(settings, SHOGI, "japanese")
    assert changed == {"sound": {"volume": 0.5},
                       "notation": {"xiangqi": "chinese", "shogi": "japanese"}}
    assert settings["notation"] == {"xiangqi": "chinese"}          # not changed in place
    assert notation_of({"notation": {"shogi": "wxf"}}, SHOGI) == "western"
    assert notation_of({"notation": "kif"}, SHOGI) == "western"
    with pytest.raises(ValueError, match="no notation style 'wxf'"):
        with_notation({}, SHOGI, "wxf")


def test_a_reader_who_chose_no_style_reads_the_one_of_their_language():
    minishogi = games.get("minishogi")
    assert notation_of({}, SHOGI, "ja") == "japanese" and notation_of({}, minishogi, "ja") == "japanese"
    assert notation_of({}, XIANGQI, "zh") == "chinese-simplified"
    assert [notation_of({}, SHOGI, code) for code in ("en", "nl", "de", "zh")] == ["western"] * 4
    assert [notation_of({}, XIANGQI, code) for code in ("en", "nl", "de", "ja")] == ["wxf"] * 4
    assert notation_of(with_notation({}, SHOGI, "western"), SHOGI, "ja") == "western"  # chosen


def test_a_link_names_no_style_its_recipient_would_not_read():
    assert link_notation("japanese", SHOGI, "ja") is None        # a Dutch recipient: Western
    assert link_notation("japanese", SHOGI, "nl") == "japanese"  # chosen by a Dutch reader
    assert link_notation("wxf", XIANGQI, "zh") == "wxf" and link_notation("wxf", XIANGQI, "de") is None


def test_move_texts_in_each_style_written_once():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d", "8h2b+", "3a2b")
    texts = MoveTexts()
    line = s.root.mainline_nodes()
    assert [texts.of(s, "western")[n] for n in line] == ["P-76", "P-34", "Bx22+", "Sx22"]
    assert [texts.of(s, "japanese")[n] for n in line] == ["▲７六歩", "△３四歩", "▲２二角成",
                                                          "△同　銀"]
    x = GameSession("xiangqi")
    play(x, "h2e2", "h9g7")
    assert list(MoveTexts().of(x, "chinese").values()) == ["炮二平五", "馬８進７"]


def test_move_list_shows_variations_after_the_move_they_replace():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d", "2g2f")
    s.review(1)
    play(s, "8c8d", "2g2f")
    s.review(0)
    play(s, "2g2f")
    shown = items(s, MoveTexts().of(s, "usi"))
    assert [type(item).__name__ for item in shown] == ["MoveItem", "Variation", "MoveItem",
                                                      "Variation", "MoveItem"]
    first, at_one, second, at_two, third = shown
    assert (first.ply, first.move, first.path) == (1, "7g7f", None)
    assert [(i.text, i.ply, i.path) for i in at_one.items] == [("2g2f", 1, "1")]
    assert [(i.text, i.ply, i.path) for i in at_two.items] == [("8c8d", 2, "0.1"),
                                                              ("2g2f", 3, "0.1.0")]
    assert node_of(s.root, path="0.1.0") is at_two.items[1].node
    assert node_of(s.root, ply="3") is third.node and path_text(third.node) == "0.0.0"
    assert node_of(s.root, ply="9") is None and node_of(s.root, path="0.7") is None
    assert node_of(s.root, path="x") is None
    assert items(GameSession("shogi"), {}) == ()
    assert isinstance(first, MoveItem) and isinstance(at_one, Variation)


@pytest.mark.parametrize("text, chosen", [
    ("P-76", "western"), ("▲７六歩", "western"), ("76歩", "usi"), ("P-7f", "japanese"),
    ("7g7f", "japanese"), ("７六歩(77)", "western"),
])
def test_a_typed_move_is_read_in_any_style_of_the_game(text, chosen):
    assert parse_typed(SHOGI, shogi.Board(), text, chosen) == shogi.Move.from_usi("7g7f")


def test_a_refused_typed_move_says_why():
    board = shogi.Board()
    with pytest.raises(KibanError, match="could be 2 golds"):
        parse_typed(SHOGI, board, "G-58", "western")
    with pytest.raises(IllegalMoveError, match="P-75"):
        parse_typed(SHOGI, board, "P-75", "japanese")       # illegal beats "not Japanese"
    with pytest.raises(KibanError, match="not Western shogi notation"):
        parse_typed(SHOGI, board, "hello", "western")
    with pytest.raises(KibanError, match="type a move"):
        parse_typed(SHOGI, board, "  ", "western")
    x = games.get("xiangqi")
    assert parse_typed(x, x.new_board(), "炮二平五", "wxf") == x.parse_move("h2e2")


def test_the_move_fields_hint_shows_the_games_own_move_in_two_styles_that_can_be_typed():
    xiangqi = games.get("xiangqi")
    assert typing_examples(xiangqi, "wxf") == ["C2=5", "炮二平五"]  # (once a shogi move for all)
    assert typing_examples(xiangqi, "chinese-simplified") == ["炮二平五", "C2=5"]
    assert typing_examples(games.get("shogi"), "western") == ["P-76", "▲７六歩"]
    for game in games.available():
        board = game.new_board()
        move = game.parse_move(game.example_move)
        for style in game.notation_styles:
            first, second = typing_examples(game, style)
            assert first != second, (game.name, style)
            assert parse_typed(game, board, first, style) == move
            assert parse_typed(game, board, second, style) == move
