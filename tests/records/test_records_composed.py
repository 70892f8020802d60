"""Diagrams that are not game positions (issue 25): a tsume collection's test diagram with gote's
pawn on its last rank, a notation test without gote's king, two pawns on a file, more pieces
than a set holds. They are read as composed positions (``record.composed``, ``strict=False``
boards), as cshogi plays them, and written back as they were; only what no board can hold (two
kings of one side) is refused, with the line."""

import cshogi
import pytest

from kiban import records, shogi
from kiban.errors import InvalidPositionError
from kiban.outcome import Termination
from kiban.records import RecordError
from webui.play.gamerecord import read_record, record_of

EMPTY_ROW = "| ・ ・ ・ ・ ・ ・ ・ ・ ・|"
RANKS = "一二三四五六七八九"


def bod(rows, sente_hand="なし", gote_hand="なし"):
    """A KIF start diagram: ``rows`` maps a rank (1-9) to its row between the bars."""
    lines = [f"後手の持駒：{gote_hand}", "  ９ ８ ７ ６ ５ ４ ３ ２ １", "+---------------------------+"]
    lines += [f"{rows.get(rank, EMPTY_ROW)}{RANKS[rank - 1]}" for rank in range(1, 10)]
    return "\n".join(lines + ["+---------------------------+", f"先手の持駒：{sente_hand}"])


TSUME = bod({1: "| ・ ・ ・ ・ ・ ・ ・ ・v玉|", 3: "| ・ ・ ・ ・ ・ ・ ・ ・ 歩|",
             9: "| ・ ・ ・ ・v歩 ・ ・ ・ ・|"}, sente_hand="金") + """
手数----指手---------消費時間--
   1 １二金打
   2 詰み
"""
NO_GOTE_KING = bod({1: "| ・ ・ ・ ・v金 ・ ・ ・ ・|", 9: "| ・ ・ ・ ・ 玉 ・ 金 ・ 金|"}) + """
手数----指手---------消費時間--
   1 ３八金(39)
   2 ４一金(51)
"""
NIFU = bod({1: "| ・ ・ ・ ・v玉 ・ ・ ・ ・|", 5: "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|", 6: "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|",
            9: "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|"}) + "\n   1 ５四歩(55)\n"


@pytest.mark.parametrize("text, sfen, moves", [
    (TSUME, "8k/9/8P/9/9/9/9/9/4p4 b G 1", ["G*1b"]),
    (NO_GOTE_KING, "4g4/9/9/9/9/9/9/9/4K1G1G b - 1", ["3i3h", "5a4a"]),
    (NIFU, "4k4/9/9/9/4P4/4P4/9/9/4K4 b - 1", ["5e5d"]),
])
def test_diagrams_no_game_reaches_are_read_as_composed_as_cshogi_plays_them(text, sfen, moves):
    with pytest.raises(InvalidPositionError):
        shogi.Board(sfen)                                            # not a game position
    record = records.read(text)
    assert record.composed and record.start == sfen
    assert [move.usi() for move in record.mainline] == moves
    ours, theirs = record.start_board(), cshogi.Board(sfen)          # the same legal moves
    assert sorted(m.usi() for m in ours.legal_moves) == sorted(cshogi.move_to_usi(m) for m in theirs.legal_moves)
    for fmt in ("kif", "ki2", "csa", "usi"):
        again = records.read(records.write(record, fmt))
        assert again.composed and again.start.split()[:3] == sfen.split()[:3], fmt
        assert again.mainline == record.mainline, fmt


def test_the_tsume_ends_in_checkmate():
    record = records.read(TSUME)
    assert (record.result, record.termination) == ("1-0", "checkmate")
    assert record.board().outcome().termination is Termination.CHECKMATE


def test_a_game_position_is_not_composed():
    record = records.read(bod({1: "| ・ ・ ・ ・v玉 ・ ・ ・ ・|", 9: "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|"}, "金") + "\n")
    assert not record.composed
    assert not records.read("position startpos moves 7g7f").composed


def test_more_pieces_than_a_set_in_csa_and_usi():
    csa = "V2.2\nP1 *  *  *  *  *  *  *  * -OU\nP+00HI00HI00HI\n+\n+0013HI\n"
    record = records.read(csa)
    assert record.composed and [m.usi() for m in record.mainline] == ["R*1c"]
    usi = records.read("position sfen 4k4/9/9/9/9/9/9/9/9 b 3R 1 moves R*5b")
    assert usi.composed and usi.board().outcome() is None


def test_a_composed_xiangqi_fen_header():
    pgn = '[Game "Chinese Chess"]\n[FEN "3k5/9/9/9/9/9/9/C1C1C4/9/4K4 w - - 0 1"]\n\n1. a2a5 *\n'
    record = records.read(pgn)                                       # three red cannons
    assert record.composed and [m.uci() for m in record.mainline] == ["a2a5"]
    assert records.read(records.write(record, "pgn")).composed


def test_what_no_board_can_hold_is_refused_with_the_line():
    text = bod({1: "| ・ ・ ・ ・v玉 ・ ・ ・ ・|", 9: "| ・ ・ ・ 玉 玉 ・ ・ ・ ・|"}) + "\n   1 ５八玉(59)\n"
    with pytest.raises(RecordError, match="line 14: the position is not legal: sente has 2 kings"):  # the diagram's end
        records.read(text)
    with pytest.raises(RecordError, match="line 14: .*in check"):
        records.read(bod({1: "| ・ ・ ・ ・v玉 ・ ・ ・ ・|", 2: "| ・ ・ ・ ・ 金 ・ ・ ・ ・|"}) + "\n   1 ５一金(52)\n")


def test_the_browser_opens_a_composed_record_as_a_composed_game_and_saves_it_so():
    session, note = read_record(TSUME.encode("cp932"))
    assert note is None and not session.strict and session.move_texts() == ["G*1b"]
    record = record_of(session, ("a", "b"), None)
    assert record.composed and records.read(records.write(record, "kif")).composed


def test_nine_gote_pawns_on_one_file_as_a_tsume_has_them():
    # the position of Kifu for JS's '9fu' test diagrams (nifu nine times, a pawn on its last rank)
    sfen = "7pk/7p1/7p1/7p1/7p1/7p1/7p1/7p1/7p1 b 2R4L4s4n 1"
    record = records.Record("shogi", sfen)
    record.composed = True
    for fmt in ("kif", "ki2", "csa", "usi"):
        again = records.read(records.write(record, fmt))
        assert again.composed and again.start.split()[:3] == sfen.split()[:3], fmt
    ours, theirs = record.start_board(), cshogi.Board(sfen)
    assert sorted(m.usi() for m in ours.legal_moves) == sorted(cshogi.move_to_usi(m) for m in theirs.legal_moves)
