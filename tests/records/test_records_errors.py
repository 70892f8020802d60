"""Bad records: the error names the line and what is wrong; partial reading; fuzzing every reader
with mutated real files (only RecordError may escape)."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kiban import KibanError, records
from kiban.records import RecordError

CORPUS = Path(__file__).parent / "corpus"
SMALL = [p for p in sorted(CORPUS.rglob("*")) if p.is_file() and p.name != "README.md" and p.stat().st_size < 5000]

KIF = """手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:02/00:00:02)
   2 ３四歩(33)   ( 0:01/00:00:01)
   3 ２二角成(88)   ( 0:01/00:00:03)
   4 ５五角打   ( 0:01/00:00:03)
"""


def test_bad_move_names_its_line_and_partial_read_keeps_the_moves_before():
    with pytest.raises(RecordError) as error:
        records.read(KIF)
    assert error.value.line == 6
    assert "move 4 '５五角打'" in str(error.value) and "line 6" in str(error.value)
    record = records.read(KIF, partial=True)
    assert [m.usi() for m in record.mainline] == ["7g7f", "3c3d", "8h2b+"]
    assert record.error.line == 6


@pytest.mark.parametrize("text, fmt, line, words", [
    ("手合割：六五枚落ち\n▲７六歩", None, 2, "unknown 手合割"),
    ("V2.2\nPI\n+\n+7776FU\n-3334FU\n+7776FU\n", None, 6, "no piece on 77"),
    ("V2.2\nPI\n+\n-3334FU\n", None, 4, "gote, but it is sente's turn"),
    ("V2.2\nP1 * \n+\n", None, 2, "not a CSA piece"),
    ("V2.2\nP1+OU+OU *  *  *  *  *  *  * \n+\n", None, 3, "not legal: sente has 2 kings"),
    ("V2.2\nPI\n+\n%WHATEVER\n", None, 4, "not a CSA ending"),
    ('[Game "Chinese Chess"]\n\n1. h2e2 h9g7\n2. h0g2 {never closed', None, 4, "never closed"),
    ('[Game "Chinese Chess"]\n\n1. h2e2 h9g7 2. h2e2', None, 3, "not a legal move"),
    ('[FEN "nonsense"]\n1. h2e2', None, 2, "FEN header"),
    ("position startpos moves 7g7f 7g7f", None, 1, "move 2 '7g7f'"),
    ("position startpos moves\n7g7f\n3c3d\nzz", None, 4, "not a USI move"),
    ("▲７六歩 △３四歩\n▲２二角成 △同　銀\n▲５五角 △５四金", None, 3, "move 6"),
])
def test_errors_say_what_and_where(text, fmt, line, words):
    with pytest.raises(RecordError) as error:
        records.read(text, fmt)
    assert error.value.line == line, str(error.value)
    assert words in str(error.value)
    assert isinstance(error.value, KibanError)


def test_unknown_format_and_text():
    with pytest.raises(RecordError, match="format of this record is not known"):
        records.read("hello world")
    with pytest.raises(RecordError, match="unknown record format"):
        records.read("position startpos", "sgf")
    with pytest.raises(RecordError, match="cannot be written as 'pgn'"):
        records.write(records.read("position startpos"), "pgn")
    with pytest.raises(RecordError, match="not text in any of UTF-8"):
        records.read(b"\x81\x20\xff\xfe" * 4)
    with pytest.raises(RecordError):
        records.read(12)


def _mutate(data, ops):
    for kind, position, size, junk in ops:
        at = position % (len(data) + 1)
        if kind == 0:
            data = data[:at] + data[at + size:]
        elif kind == 1:
            data = data[:at] + junk + data[at:]
        elif kind == 2:
            lines = data.split(b"\n")
            i = at % len(lines)
            lines.insert(i, lines[(i + size) % len(lines)])
            data = b"\n".join(lines)
        else:
            data = data[:at]
    return data


MUTATIONS = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 10 ** 6), st.integers(1, 40),
                               st.binary(max_size=12) | st.sampled_from(
                                   [b"+", b"\n", b"(", b")", b"{", "同".encode(), "変化：1手\n".encode(),
                                    b"%TORYO", b"P1", "▲".encode(), b"[FEN \"x\"]", b"moves", b"00AL"])),
                     min_size=1, max_size=4)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(SMALL) - 1), ops=MUTATIONS, partial=st.booleans())
def test_fuzzed_real_files_raise_only_record_errors(index, ops, partial):
    data = _mutate(SMALL[index].read_bytes(), ops)
    for reader in (records.read, records.read_all):
        try:
            result = reader(data, partial=partial)
        except RecordError:
            continue
        for record in result if isinstance(result, list) else [result]:
            record.board()
            for fmt in records.FORMATS[record.game]:
                records.write(record, fmt)
