"""KIF and KI2 as other programs write them (issue 25): Gekisashi's order of variations, Shogi
Club 24's foul endings (an illegal last move then '反則勝ち', '先手 反則負け'), and every closing
word, read with the right result and termination and written back so that they read the same."""

import pytest

from kiban import records
from kiban.records import RecordError

HEAD = "手合割：平手\n先手：甲\n後手：乙\n手数----指手---------消費時間--\n"
MOVES = ["   1 ７六歩(77)", "   2 ３四歩(33)", "   3 ２六歩(27)", "   4 ８四歩(83)"]


def kif(*lines):
    return HEAD + "\n".join([*MOVES, *lines]) + "\n"


def _round_trips(record):
    for fmt in ("kif", "ki2"):
        again = records.read(records.write(record, fmt))
        assert (again.result, again.termination, again.mainline) == \
            (record.result, record.termination, record.mainline), fmt


# after 4 moves sente is to move
@pytest.mark.parametrize("line, result, termination", [
    ("   5 投了", "0-1", "resign"),
    ("   5 反則負け", "0-1", "illegal-move"),       # the side to move fouled
    ("   5 反則勝ち", "1-0", "illegal-move"),       # the move before was a foul
    ("   5 入玉勝ち", "1-0", "declaration"),
    ("   5 持将棋", "1/2-1/2", "impasse"),
    ("   5 切れ負け", "0-1", "time-up"),
    ("   5 中断", None, "abort"),
    ("   5 千日手", "1/2-1/2", "sennichite"),
    ("   5 後手 反則負け", "1-0", "illegal-move"),   # the side named, not the side to move
    ("   5 先手の反則勝ち", "1-0", "illegal-move"),
    ("先手 反則負け", "0-1", "illegal-move"),        # on a line of its own
    ("後手反則負け", "1-0", "illegal-move"),
])
def test_kif_endings_give_the_result_and_termination_and_write_back(line, result, termination):
    record = records.read(kif(line))
    assert (record.result, record.termination) == (result, termination)
    assert len(record.mainline) == 4
    _round_trips(record)


@pytest.mark.parametrize("line, result, termination", [
    ("まで4手で後手の勝ち", "0-1", "resign"),
    ("まで4手で先手の反則負け", "0-1", "illegal-move"),
    ("まで4手で後手の反則勝ち", "0-1", "illegal-move"),
    ("まで4手で先手の入玉勝ち", "1-0", "declaration"),
    ("まで4手で持将棋", "1/2-1/2", "impasse"),
    ("まで4手で時間切れにより後手の勝ち", "0-1", "time-up"),
    ("まで4手で先手の切れ負け", "0-1", "time-up"),
    ("まで4手で中断", None, "abort"),
    ("後手の反則負け", "1-0", "illegal-move"),        # a closing word on a line of its own
    ("投了", "0-1", "resign"),
])
def test_ki2_endings_from_the_closing_line(line, result, termination):
    record = records.read(HEAD.replace("手数----指手---------消費時間--\n", "") +
                          "▲７六歩 △３四歩 ▲２六歩 △８四歩\n" + line + "\n")
    assert (record.result, record.termination) == (result, termination)
    _round_trips(record)


def test_an_ending_of_the_side_that_just_moved_is_written_by_the_closing_line_only():
    record = records.read(kif())
    record.termination, record.result = "time-up", "1-0"           # gote, who just moved, lost on time
    text = records.write(record, "kif")
    assert "切れ負け" not in text and "まで4手で時間切れにより先手の勝ち" in text
    _round_trips(record)


def test_shogi_club_24_illegal_last_move_then_foul_win():
    # sente plays a move no piece can make (Club 24 records e.g. a king left in check), gote wins by it
    text = kif("   5 ５五角(77)   ( 0:10/00:01:00)", "   6 反則勝ち", "*王手放置の反則",
               "まで5手で後手の勝ち")
    record = records.read(text)
    assert (record.result, record.termination, len(record.mainline)) == ("0-1", "illegal-move", 4)
    last = record.root.mainline_nodes()[-1]
    assert last.comment == "5手目 ５五角(77)\n王手放置の反則"
    _round_trips(record)
    assert "   5 反則負け" in records.write(record, "kif")           # sente's foul, sente to move


def test_an_illegal_move_without_a_foul_ending_is_an_error_at_its_line():
    with pytest.raises(RecordError, match=r"line 9: move 5 '５五角\(77\)'"):
        records.read(kif("   5 ５五角(77)", "   6 ２五歩(26)"))
    with pytest.raises(RecordError, match="line 9: move 5"):
        records.read(kif("   5 ５五角(77)", "   6 投了"))                      # not a foul
    with pytest.raises(RecordError, match="line 9: move 5"):
        records.read(kif("   5 ５五角(77)", "   6 先手 反則勝ち"))            # the wrong side's
    with pytest.raises(RecordError, match="line 9: move 5"):
        records.read(kif("   5 ５五角(77)"))                                   # the file ends


def test_ki2_illegal_last_move_then_foul_closing_line():
    record = records.read("▲７六歩 △３四歩 ▲５五飛\nまで3手で後手の反則勝ち\n")
    assert (record.result, record.termination, len(record.mainline)) == ("0-1", "illegal-move", 2)
    assert record.root.mainline_nodes()[-1].comment == "3手目 ▲５五飛"


def test_gekisashi_variation_of_the_main_line_after_a_shorter_variation():
    text = kif("   5 ２五歩(26)", "", "変化：2手", "   2 ８四歩(83)", "", "変化：3手", "   3 ６六歩(67)",
               "   4 ８四歩(83)", "", "変化：4手", "   4 ４四歩(43)")
    record = records.read(text)
    main = record.root.mainline_nodes()
    assert [m.usi() for m in record.mainline] == ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e"]
    assert [c.move.usi() for c in main[0].children] == ["3c3d", "8c8d"]         # 変化：2手
    assert [c.move.usi() for c in main[1].children] == ["2g2f", "6g6f"]         # 変化：3手, not of 2手's line
    assert [c.move.usi() for c in main[1].children[1].children] == ["8c8d", "4c4d"]  # inside 3手's line
    for fmt in ("kif", "ki2"):                   # written in Kakinoki's order, read back the same
        again = records.read(records.write(record, fmt))
        assert _lines(again) == _lines(record), fmt


def test_gekisashi_earliest_variation_first_follows_the_plus_marks():
    marked = [MOVES[0], MOVES[1] + "   +", MOVES[2] + "   +", MOVES[3]]
    text = HEAD + "\n".join([*marked, "", "変化：2手", "   2 ８四歩(83)", "   3 ６八銀(79)", "   4 ３四歩(33)",
                             "", "変化：3手", "   3 ６六歩(67)"]) + "\n"
    main = records.read(text).root.mainline_nodes()
    assert [c.move.usi() for c in main[1].children] == ["2g2f", "6g6f"]         # the main line's 3rd move
    unmarked = text.replace("   +", "")                                         # Kakinoki's order: the line before
    main = records.read(unmarked).root.mainline_nodes()
    assert [c.move.usi() for c in main[0].children[1].children] == ["7i6h", "6g6f"]


def _lines(record):
    return sorted(tuple(move.usi() for move in node.path()) for node in record.root.walk())


def test_a_variation_no_line_reaches_is_an_error_at_its_line():
    with pytest.raises(RecordError, match="line 13: a variation at move 7, but the line before has only 2 moves"):
        records.read(kif("", "変化：2手", "   2 ８四歩(83)", "", "変化：7手", "   7 ２五歩(26)"))
