"""Records read into a game session and sessions written as records (pure Python)."""

import datetime
from pathlib import Path

import pytest

from kiban import records
from webui.play.gamerecord import file_name, players_of, read_record, record_of
from webui.play.opponent import Opponent
from webui.play.session import GameSession

CORPUS = Path(__file__).resolve().parents[1] / "records" / "corpus"
DAY = datetime.date(2024, 5, 1)


def play(session, *moves):
    for text in moves:
        session.play(session.game.parse_move(text))


def test_a_kif_with_variations_becomes_a_session_with_its_whole_tree():
    data = (CORPUS / "kif" / "henka.kif").read_bytes()           # Shift_JIS, six variations
    record = records.read(data)
    session, note = read_record(data)
    assert note is None and session.game.name == "shogi"
    assert session.moves == record.mainline and session.ply == session.last_ply
    assert sum(len(n.children) - 1 for n in session.root.walk() if n.children) >= 4
    session.go_to(next(n for n in session.root.walk() if not n.is_mainline()))
    assert not session.on_main_line() and session.shown_board() is not None


def test_a_record_with_a_bad_move_loads_up_to_it_and_says_where():
    session, note = read_record("position startpos moves 7g7f 3c3d 9z9z 2g2f")
    assert session.move_texts() == ["7g7f", "3c3d"]
    assert "read up to move 2" in note and "9z9z" in note


def test_an_unreadable_record_says_which_line():
    with pytest.raises(records.RecordError) as caught:
        read_record('[Game "Chinese Chess"]\n[FEN "bad"]\n\n1. C2=5\n')
    line = caught.value.line
    assert isinstance(line, int) and f"line {line}: the FEN header" in str(caught.value)


def test_a_kif_with_a_bad_move_says_the_line():
    session, note = read_record("手合割：平手\n手数----指手---------消費時間--\n"
                                "   1 ７六歩(77)\n   2 ズズ\n")
    assert session.last_ply == 1 and "stopped at line 4: move 2 'ズズ'" in note


def test_a_session_written_in_each_format_reads_back():
    s = GameSession("shogi")
    play(s, "7g7f", "3c3d", "8h2b+", "3a2b")
    s.review(1)
    play(s, "8c8d")                                                  # a variation
    s.go_to(s.root.end())
    s.resign(0)
    players = players_of(Opponent(computer=1, level=2))
    assert players == ("You", "Computer level 2")
    for fmt in s.game.record_formats:
        text = records.write(record_of(s, players, DAY), fmt)
        back = records.read(text)
        assert back.mainline == s.root.mainline(), fmt
        if fmt in ("kif", "ki2"):
            assert "先手：You" in text and "後手：Computer level 2" in text and "2024/05/01" in text
            assert back.result == "0-1" and len(back.root.children[0].children) == 2
    assert "N+You" in records.write(record_of(s, players, DAY), "csa")
    assert file_name(s, "kif", DAY) == "kiban-shogi-2024-05-01.kifu"


def test_a_xiangqi_game_written_as_pgn_reads_back():
    s = GameSession("xiangqi")
    play(s, "h2e2", "h9g7", "h0g2")
    text = records.write(record_of(s, players_of(Opponent()), DAY), "pgn")
    assert '[Red "You"]' in text and '[Black "Friend"]' in text and '[Date "2024.05.01"]' in text
    assert records.read(text).mainline == s.root.mainline()


def test_an_xqf_file_opens_as_a_xiangqi_session_with_its_variations():
    import sys
    sys.path.insert(0, str(CORPUS.parent))
    from binary_writers import random_tree, xqf
    fen, root = random_tree(3)
    session, note = read_record(xqf(fen, root, 18), "game.XQF")
    assert note is None and session.game.name == "xiangqi"
    assert session.moves == root.mainline()
    def alternatives(top):
        return sum(len(n.children) - 1 for n in [top, *top.walk()] if n.children)
    assert alternatives(session.root) == alternatives(root) > 0


def test_a_damaged_file_named_xqf_is_said_to_be_no_xqf_not_bad_text():
    with pytest.raises(records.RecordError, match="not a XQF file"):
        read_record(b"\x00Q" + bytes(2000), "game.xqf")
    with pytest.raises(records.RecordError) as caught:      # another name: read as text
        read_record(b"\x00Q" + bytes(2000), "game.pgn")
    assert "XQF" not in str(caught.value)
