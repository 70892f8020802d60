"""Records in the encodings players have them (issue 25): Chinese xiangqi records in GBK, GB2312,
GB18030 and Big5, Japanese shogi records in CP932 and EUC-JP, UTF-8 with and without BOM; the
encoding is chosen from the content and the format, and a doubtful choice is put to the reader
(``EncodingDoubt``) instead of being made silently wrong."""

from pathlib import Path

import pytest

from kiban import records
from kiban.records import EncodingDoubt, RecordError
from kiban.records.text import decode

CORPUS = Path(__file__).resolve().parent / "corpus"

SIMPLIFIED = """[Game "Chinese Chess"]
[Event "全国象棋个人赛"]
[Site "广州"]
[Red "许银川"]
[Black "吕钦"]
[Result "1-0"]
[Format "Chinese"]

{中炮对屏风马}
1. 炮二平五 马８进７ 2. 马二进三 车９平８ {黑方出车} 3. 车一平二 马２进３ 1-0
"""
TRADITIONAL = """[Game "Chinese Chess"]
[Event "全國象棋個人賽"]
[Site "臺北"]
[Red "許銀川"]
[Black "呂欽"]
[Result "1-0"]
[Format "Chinese"]

{中炮對屏風馬}
1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ {黑方出車} 3. 車一平二 馬２進３ 1-0
"""
MOVES = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"]


def _read(text, encoding):
    record = records.read(text.encode(encoding))
    assert [move.uci() for move in record.mainline] == MOVES
    assert record.result == "1-0"
    return record


@pytest.mark.parametrize("encoding", ["gbk", "gb2312", "gb18030", "utf-8", "utf-8-sig"])
def test_simplified_chinese_pgn_in_every_encoding_chinese_software_writes(encoding):
    record = _read(SIMPLIFIED, encoding)
    assert record.headers["Event"] == "全国象棋个人赛"
    assert (record.headers["Red"], record.headers["Black"]) == ("许银川", "吕钦")
    assert record.root.comment == "中炮对屏风马"


def test_utf16_with_its_byte_order_mark():
    for encoding in ("utf-16", "utf-16-be"):
        data = SIMPLIFIED.encode(encoding)
        data = data if data[:2] in (b"\xff\xfe", b"\xfe\xff") else "\ufeff".encode(encoding) + data
        assert _read(SIMPLIFIED, "gbk").headers == records.read(data).headers


def test_traditional_chinese_pgn_in_big5():
    record = _read(TRADITIONAL, "big5")
    assert record.headers["Event"] == "全國象棋個人賽" and record.headers["Site"] == "臺北"
    assert record.root.children[0].children[0].children[0].children[0].comment == "黑方出車"


def test_a_name_only_gb18030_holds_is_read():
    text = SIMPLIFIED.replace("吕钦", "刘䶮")            # U+4DAE: four bytes in GB18030, not in GBK
    with pytest.raises(UnicodeEncodeError):
        text.encode("gbk")
    assert _read(text, "gb18030").headers["Black"] == "刘䶮"


def test_gbk_moves_are_not_read_as_japanese_nonsense():
    data = '[Game "Chinese Chess"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n'.encode("gbk")
    assert "1. 土屈峠励" in data.decode("euc_jp")        # what a Japanese decoder makes of 炮二平五
    record = records.read(data)
    assert [move.uci() for move in record.mainline] == MOVES[:4]


def test_gbk_dhtmlxq_page_is_read_with_its_chinese_headers():
    page = ("<html><head><title>象棋对局</title></head><body>[DhtmlXQ][DhtmlXQ_title]许银川 先胜 吕钦"
            "[/DhtmlXQ_title][DhtmlXQ_event]全国象棋个人赛[/DhtmlXQ_event][DhtmlXQ_result]红胜"
            "[/DhtmlXQ_result][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_comment1]中炮"
            "[/DhtmlXQ_comment1][/DhtmlXQ]</body></html>")
    record = records.read(page.encode("gbk"))
    assert record.headers["title"] == "许银川 先胜 吕钦" and record.result == "1-0"
    assert [move.uci() for move in record.mainline] == ["h2e2", "h9g7"]
    assert record.root.children[0].comment == "中炮"


@pytest.mark.parametrize("encoding", ["cp932", "euc_jp", "utf-8"])
def test_japanese_kif_and_ki2_in_cp932_euc_jp_and_utf8(encoding):
    for name in ("kif/henka.kif", "ki2/20091203.ki2"):
        text = (CORPUS / name).read_bytes().decode("cp932")
        # drop the '#KIF … encoding=Shift_JIS' line: the content alone must tell
        text = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
        record = records.read(text.encode(encoding))
        assert record.mainline == records.read(text).mainline and record.mainline
        assert record.headers == records.read(text).headers
        assert any("将棋" in value or "戦" in value for value in record.headers.values())


def test_a_shogi_record_with_only_kanji_names_is_taken_as_japanese():
    text = "V2.2\nN+羽生善治\nN-森内俊之\nPI\n+\n+7776FU\n-3334FU\n"
    data = text.encode("cp932")
    assert data.decode("gb18030") != text                 # it decodes as Chinese too
    assert records.read(data).headers == {"N+": "羽生善治", "N-": "森内俊之"}
    assert records.read(text.encode("euc_jp")).headers["N-"] == "森内俊之"


def test_the_encoding_a_file_declares_is_taken():
    text = "#KIF version=2.0 encoding=Shift_JIS\n手合割：平手\n先手：羽生善治\n   1 ７六歩(77)\n"
    assert records.read(text.encode("cp932")).headers["先手"] == "羽生善治"
    page = ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"></head>'
            "<body>[DhtmlXQ][DhtmlXQ_red]許銀川[/DhtmlXQ_red][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]"
            "[/DhtmlXQ]</body></html>")
    assert records.read(page.encode("big5")).headers["red"] == "許銀川"
    declared_otherwise = page.replace("charset=big5", "charset=gbk").encode("big5")
    assert records.read(declared_otherwise).headers["red"] != "許銀川"      # the declaration rules


def test_a_doubtful_encoding_is_put_to_the_reader_with_the_first_lines_of_each():
    text = '[Game "Chinese Chess"]\n[Red "许银川"]\n[Black "吕钦"]\n\n1. h2e2 h9g7 *\n'
    data = text.encode("gbk")
    with pytest.raises(EncodingDoubt) as doubt:
        records.read(data)
    assert isinstance(doubt.value, RecordError)
    candidates = dict(doubt.value.candidates)
    assert candidates["gb18030"].splitlines()[1] == '[Red "许银川"]'
    assert set(candidates) == {"gb18030", "big5"}         # not the Japanese ones: a xiangqi record
    assert all(preview.splitlines()[-1] == "1. h2e2 h9g7 *" for preview in candidates.values())
    chosen = records.read(data, encoding="gb18030")
    assert chosen.headers["Red"] == "许银川" and [m.uci() for m in chosen.mainline] == ["h2e2", "h9g7"]
    assert records.read(data, encoding="gbk").headers == chosen.headers
    assert records.read(data, encoding="big5").headers["Red"] != "许银川"
    assert len(records.read_all(data, encoding="gb18030")) == 1


def test_a_wrong_or_unknown_encoding_is_a_record_error_with_the_line():
    data = SIMPLIFIED.encode("gbk")
    with pytest.raises(RecordError, match="line 2: the file is not UTF-8 text"):
        records.read(data, encoding="utf-8")
    with pytest.raises(RecordError, match="unknown encoding 'klingon'"):
        records.read(data, encoding="klingon")
    with pytest.raises(RecordError, match="line 3: the file is not text in any of"):
        records.read(b"[Game]\n\n\x81\x20\xff\xfe")


CORPUS_FILES = sorted(path for path in CORPUS.rglob("*") if path.is_file() and path.suffix != ".md")


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda path: path.name)
def test_every_corpus_record_in_its_languages_encodings_reads_the_same(path):
    # without the line declaring the file's encoding: the content alone must tell
    text = "\n".join(line for line in decode(path.read_bytes()).splitlines() if "encoding=" not in line)
    expected = records.read_all(text)
    encodings = ("cp932", "euc_jp") if expected[0].game == "shogi" else ("gbk", "gb18030")
    for encoding in encodings:
        try:
            data = text.encode(encoding)
        except UnicodeEncodeError:        # (a '～' EUC-JP has not)
            continue
        got = records.read_all(data)
        assert [g.mainline for g in got] == [g.mainline for g in expected], encoding
        assert [g.headers for g in got] == [g.headers for g in expected], encoding
        assert [g.root.comment for g in got] == [g.root.comment for g in expected], encoding
