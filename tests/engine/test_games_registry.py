"""The game registry and descriptors: one place finds a game by name, everything else asks it."""

import pytest

from kiban import KibanError, games, shogi, xiangqi


def test_registry_finds_every_game_in_order():
    assert games.names() == ["shogi", "xiangqi", "minishogi"]
    assert [g.name for g in games.available()] == ["shogi", "xiangqi", "minishogi"]
    assert games.default() is games.get("shogi")


@pytest.mark.parametrize("name", ["chess", "", None, "Shogi", 3])
def test_unknown_games_are_refused_in_words(name):
    with pytest.raises(games.UnknownGameError, match="unknown game"):
        games.get(name)


def test_descriptors_build_engine_boards():
    sg, xq = games.get("shogi"), games.get("xiangqi")
    assert sg.Board is shogi.Board and xq.Board is xiangqi.Board
    assert sg.position_text(sg.new_board()) == shogi.START_SFEN
    assert xq.position_text(xq.new_board()) == xiangqi.START_FEN
    assert sg.rule_of(sg.new_board(rule="27-point")) == "27-point"
    assert xq.rule_of(xq.new_board(rule="asian")) == "asian"
    assert sg.handicap_board("2-piece").sfen() == shogi.Board.from_handicap("2-piece").sfen()
    assert xq.handicaps() == [] and "naked-king" in sg.handicaps()
    assert sg.parse_move("P*5e") == shogi.Move.from_usi("P*5e")
    assert xq.move_text(xq.parse_move("h2e2")) == "h2e2"


def test_descriptor_errors_say_what_is_wrong():
    sg = games.get("shogi")
    with pytest.raises(KibanError, match="impasse rule 'bogus'"):
        sg.new_board(rule="bogus")
    with pytest.raises(KibanError, match="no handicap"):
        sg.handicap_board("queen")


def test_with_turn_hands_the_move_to_the_other_side():
    xq = games.get("xiangqi")
    board = xq.new_board()
    assert xq.with_turn(board, 0) is board
    assert xq.with_turn(board, 1).turn == 1
    sg = games.get("shogi")
    assert sg.with_turn(sg.new_board(), 1).sfen().split()[1] == "w"


def test_descriptors_name_rules_handicaps_and_customs_for_people():
    sg, xq = games.get("shogi"), games.get("xiangqi")
    assert sg.rule_label("24-point") == "24 points (professional)"
    assert [xq.rule_label(v) for v in xq.rules()][1] == "60 moves without capture (Asian rules)"
    assert xq.rule_label("unknown") == "unknown"
    with pytest.raises(KibanError, match="unknown handicap 'queen'"):
        sg.handicap_board("queen")
    assert (sg.hand_letters, xq.hand_letters) == ("PLNSGBR", "")
    assert (sg.repetition_term, xq.repetition_term) == ("sennichite", "")
    assert (sg.sides_by_lot, xq.sides_by_lot) == ("Furigoma", "")
    assert sg.Piece(0, 1).symbol() == shogi.Piece(0, 1).symbol()


def test_each_game_lists_its_notation_styles_and_record_formats():
    from kiban import notation, records
    for game in games.available():
        assert sorted(game.notation_styles) == sorted(notation.STYLES[game.name])
        assert set(game.notation_labels) == set(game.notation_styles)
        assert game.default_notation in game.notation_styles
        assert game.record_formats == records.FORMATS[game.name]
    assert games.get("shogi").default_notation == "western"
    assert games.get("xiangqi").default_notation == "wxf"

def test_each_protocol_plays_the_games_whose_descriptor_names_it_the_first_until_told_otherwise():
    from kiban.engine import uci, usi
    assert [game.name for game in games.played_over("usi")] == ["shogi", "minishogi"]
    assert [game.name for game in games.played_over("uci")] == ["xiangqi"]
    assert (usi.GAME, uci.GAME) == ("shogi", "xiangqi")
    assert games.played_over("cecp") == []
