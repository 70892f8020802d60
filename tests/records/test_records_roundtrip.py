"""Round trips: reading what we wrote gives the record back, in every format, as far as the
format can carry it (KI2 has no times, CSA no variations, USI and FEN + moves only the moves)."""

from pathlib import Path

import pytest

from kiban import records, xiangqi
from kiban.records.shogi_headers import for_csa, for_kif

from records_helpers import tree_shape

CORPUS = Path(__file__).parent / "corpus"
# The 400-move floodgate game is left to the differential tests: it would take most of the time.
SHOGI = [p for folder in ("kif", "ki2", "csa") for p in sorted((CORPUS / folder).iterdir())
         if not p.name.startswith("floodgate")]
XIANGQI = sorted((CORPUS / "pgn").iterdir()) + [CORPUS / "dhtmlxq" / "45.html"]


def _mainline_shape(record):
    return [(n.move, n.comment) for n in record.root.mainline_nodes()]


def _times(record):
    return [record.times.get(n) for n in record.root.mainline_nodes()]


def _headers_kept(before, after):
    return all(after.get(key) == value for key, value in before.items())


def _shogi_records():
    for path in SHOGI:
        for i, record in enumerate(records.read_all(path.read_bytes())):
            yield pytest.param(record, id=f"{path.name}#{i}")


@pytest.mark.parametrize("record", list(_shogi_records()))
@pytest.mark.parametrize("fmt", records.FORMATS["shogi"])
def test_shogi_round_trip(record, fmt):
    text = records.write(record, fmt)
    again = records.read(text, fmt)
    assert again.start.split()[:3] == record.start.split()[:3]
    assert again.mainline == record.mainline
    assert records.read(text).game == "shogi"  # the format is recognised too
    if fmt in ("kif", "ki2"):
        assert tree_shape(again.root) == tree_shape(record.root)
        assert again.root.comment == record.root.comment
        assert _headers_kept({k: v for k, v in for_kif(record.headers).items() if k != "手合割"}, again.headers)
    if fmt == "csa":
        assert _mainline_shape(again) == _mainline_shape(record)
        assert _headers_kept(for_csa(record.headers), again.headers)
    if fmt in ("kif", "csa"):
        assert _times(again) == _times(record)
    if fmt in ("kif", "ki2") or (fmt == "csa" and record.termination != "sealed"):  # CSA has no 封じ手
        assert (again.result, again.termination) == (record.result, record.termination)


def _xiangqi_records():
    for path in XIANGQI:
        for i, record in enumerate(records.read_all(path.read_bytes())):
            yield pytest.param(record, id=f"{path.name}#{i}")


def _with_variations_and_comments():
    record = records.read("position startpos moves h2e2 h9g7 h0g2 i9h9", "fen")
    first = record.root.children[0]
    record.root.comment = "A comment on the start"
    first.comment = "Central cannon"
    side = first.add(xiangqi.Move.from_uci("b9c7"), "Or the other horse")
    side.add(xiangqi.Move.from_uci("b0c2"))
    record.root.add(xiangqi.Move.from_uci("c3c4"), "Pawn opening")
    record.headers.update({"Event": "Test \"quoted\" event", "Red": "甲"})
    record.result = "1/2-1/2"
    return record


@pytest.mark.parametrize("record", list(_xiangqi_records()) + [_with_variations_and_comments()])
@pytest.mark.parametrize("style", ["WXF", "ICCS", "Chinese"])
def test_pgn_round_trip(record, style):
    record.headers["Format"] = style
    text = records.write(record, "pgn")
    again = records.read(text)
    assert tree_shape(again.root) == tree_shape(record.root)
    assert again.root.comment == record.root.comment
    assert _headers_kept(record.headers, again.headers)
    assert again.result == record.result
    line = records.read(records.write(record, "fen"))
    assert (line.start, line.mainline) == (record.start, record.mainline)


def test_pgn_from_a_composed_position_carries_its_fen():
    record = records.read("3k5/9/9/2P6/2P3P2/2P3P2/9/9/9/5K3 w - - 0 1 moves c6d6 d9d8")
    text = records.write(record, "pgn")
    assert '[FEN "3k5/9/9/2P6/2P3P2/2P3P2/9/9/9/5K3 w - - 0 1"]' in text
    assert records.read(text).mainline == record.mainline


def test_non_standard_shogi_start_goes_through_a_diagram():
    record = records.read("position sfen 4k4/9/9/4P4/9/9/9/9/4K4 b G2Pr 1 moves G*5b 5a5b")
    for fmt in ("kif", "ki2", "csa"):
        text = records.write(record, fmt)
        again = records.read(text)
        assert again.start.split()[:3] == record.start.split()[:3], fmt
        assert again.mainline == record.mainline
    assert "先手の持駒：金　歩二" in records.write(record, "kif")
    assert "P+00KI00FU00FU" in records.write(record, "csa")


def test_cross_format_headers_follow_their_meaning():
    record = records.read((CORPUS / "csa" / "example.csa").read_bytes())
    kif = records.read(records.write(record, "kif"))
    assert kif.headers["先手"] == "NAKAHARA" and kif.headers["棋戦"] == record.headers["EVENT"]
    back = records.read(records.write(kif, "csa"))
    assert back.headers["N+"] == "NAKAHARA" and back.headers["EVENT"] == record.headers["EVENT"]
