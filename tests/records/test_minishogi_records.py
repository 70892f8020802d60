"""Minishogi's notations (shogi's styles on 5×5 squares) and its KIF and USI records."""

import pytest

from kiban import minishogi, notation, records
from kiban.notation import NotationError
from kiban.records import RecordError

GAME = "5d5c 1b1c 5c5b 2a1b 5b5a+ 1b2b 5a4a 3a4b B*3c".split()


def played(moves=GAME):
    board = minishogi.Board()
    for usi in moves:
        board.push_usi(usi)
    return board


def test_every_style_writes_and_reads_back_every_legal_move_along_a_game():
    board = minishogi.Board()
    for usi in GAME:
        for move in board.legal_moves:
            for style in notation.STYLES["minishogi"]:
                assert notation.parse(board, notation.write(board, move, style), style) == move, style
        board.push_usi(usi)


def test_the_styles_name_squares_by_five_files_and_five_ranks():
    board = minishogi.Board()
    pawn = minishogi.Move.from_usi("5d5c")
    assert [notation.write(board, pawn, style) for style in ("western", "western-letters", "japanese", "kif")] == \
        ["P-53", "P-5c", "▲５三歩", "５三歩(54)"]
    board = played(GAME[:4])
    promotion = minishogi.Move.from_usi("5b5a+")
    assert notation.write(board, promotion, "western") == "Px51+"
    assert notation.write(board, promotion, "japanese") == "▲５一歩成"


@pytest.mark.parametrize("text, style", [("P-63", "western"), ("P-5f", "western-letters"), ("▲６三歩", "japanese")])
def test_a_square_off_the_5x5_board_is_refused_in_words(text, style):
    with pytest.raises(NotationError, match="not a square of this board"):
        notation.parse(minishogi.Board(), text, style)


def test_kif_names_the_game_by_its_handicap_header_and_reads_back():
    record = records.read("position sfen " + minishogi.START_SFEN + " moves " + " ".join(GAME))
    record.headers.update({"先手": "Kusumoto", "後手": "Kiban"})
    text = records.write(record, "kif")
    assert "手合割：五々将棋" in text.splitlines()
    assert "   5 ５一歩成(52)" in text.splitlines() and "   9 ３三角打" in text.splitlines()
    again = records.read(text)
    assert again.game == "minishogi" and again.mainline == record.mainline
    assert again.board().sfen() == played().sfen()


def test_usi_records_carry_minishogis_sfen_and_are_read_as_minishogi():
    record = records.read("position sfen rbsgk/4p/5/P4/KGSBR b - 1 moves 5d5c 1b1c")
    assert record.game == "minishogi"
    assert records.write(record, "usi") == "position sfen rbsgk/4p/5/P4/KGSBR b - 1 moves 5d5c 1b1c\n"
    assert records.read("position startpos moves 7g7f").game == "shogi"


def test_a_minishogi_record_from_a_set_up_position_is_refused_as_kif_but_written_as_usi():
    record = records.read("position sfen 4k/2G2/5/5/K4 b P 1 moves P*1b")
    with pytest.raises(RecordError, match="cannot be written as KIF;"):
        records.write(record, "kif")
    with pytest.raises(RecordError, match="cannot be written as KI2;") as refused:  # (not "KIF")
        records.write(record, "ki2")
    assert refused.value.code == "kif-set-up-variant"
    assert records.write(record, "usi").startswith("position sfen 4k/2G2/5/5/K4 b P 1")
    with pytest.raises(RecordError, match="cannot be written as 'csa'"):
        records.write(record, "csa")


def test_a_kif_ending_in_sennichite_keeps_gotes_win():
    shuffle = ["1e1d", "5a5b", "1d1e", "5b5a"] * 3
    record = records.read("position sfen " + minishogi.START_SFEN + " moves " + " ".join(shuffle))
    record.termination, record.result = "sennichite", "0-1"
    text = records.write(record, "kif")
    assert text.splitlines()[-1] == "まで12手で千日手"
    again = records.read(text)
    assert (again.termination, again.result) == ("sennichite", "0-1")


# A game of Kiban's board on 5×5 (sente mates on move 48) whose KI2 needs relative markers:
# 馬右, 銀右, 馬上 and 飛寄 tell two pieces that reach the same square apart.
MARKED = ("4e4d 3a4b 2e4c 4a2c 3e3d 2c3b 1e4e 2a2b 3d3c 3b4a 3c2b 1a2b G*1c 1b1c 4c2a S*1d 2a3b G*5c "
          "4e1e 5a5b 3b4a+ 5c5d 4d5d P*3b B*2d 2b1a G*3a 4b4c 2d5a+ 1a2b 4a5b 4c3d R*2c 3d2c 1e2e "
          "2b3a 5b3d G*4d 5e4d 1d2e 5d4c 2c2d 4d5e R*3e G*4e R*4d 3d3c 3e4e+").split()


def test_ki2_writes_minishogi_with_its_handicap_header_and_relative_markers_and_reads_it_back():
    record = records.read("position sfen " + minishogi.START_SFEN + " moves " + " ".join(MARKED))
    record.root.children[0].add(minishogi.Move.from_usi("1b1c"), "another answer")
    record.headers.update({"先手": "Kusumoto", "後手": "Kiban"})
    text = records.write(record, "ki2")
    lines = text.splitlines()
    assert {"先手：Kusumoto", "後手：Kiban", "手合割：五々将棋"} <= set(lines)
    assert lines[lines.index("手合割：五々将棋") + 1] == "▲４四金 △４二銀 ▲４三角 △２三角 ▲３四銀 △３二角"
    for written in ("▲５二馬右", "△同銀右", "▲３三馬上", "△４五飛寄成", "▲２一角不成"):
        assert written in text
    assert lines[-4:] == ["", "変化：2手", "△１三歩", "*another answer"]
    again = records.read(text)
    assert again.game == "minishogi" and again.mainline == record.mainline
    assert again.board().sfen() == played(MARKED).sfen()
    assert again.board().outcome().termination.value == "checkmate"
    assert [node.move.usi() for node in again.root.children[0].children] == ["3a4b", "1b1c"]
    assert again.root.children[0].children[1].comment == "another answer"


def test_a_ki2_ending_in_sennichite_keeps_gotes_win():
    shuffle = ["1e1d", "5a5b", "1d1e", "5b5a"] * 3
    record = records.read("position sfen " + minishogi.START_SFEN + " moves " + " ".join(shuffle))
    record.termination, record.result = "sennichite", "0-1"
    again = records.read(records.write(record, "ki2"), "ki2")
    assert (again.game, again.termination, again.result) == ("minishogi", "sennichite", "0-1")
    assert again.mainline == record.mainline


def test_minishogi_is_offered_in_kif_ki2_and_usi_but_not_csa():
    assert records.FORMATS["minishogi"] == ("kif", "ki2", "usi")
    record = records.read("position sfen " + minishogi.START_SFEN + " moves 5d5c")
    with pytest.raises(RecordError, match="cannot be written as 'csa'"):
        records.write(record, "csa")
