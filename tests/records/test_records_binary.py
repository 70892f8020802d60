"""XQF, CBR, CBL and CBF: files made by the test-side writers (every XQF version, with its keys,
and both CBR versions) read back move for move, comment for comment, header for header, and
read alike by cchess's readers (a reference the project already uses); headings and deleted
records of a library left out; CBF as XiangQi Bridge writes it; written back as PGN; and each
kind of damage a RecordError saying at which byte."""

import pytest

from kiban import records, xiangqi
from kiban.tree import GameNode

from binary_writers import cbl, cbr, placement, random_tree, xqf

cchess_xqf = pytest.importorskip("cchess.read_xqf", reason="cchess (a test dependency) reads the reference XQF")
cchess_cbr = pytest.importorskip("cchess.read_cbr", reason="cchess (a test dependency) reads the reference CBR")

XQF_VERSIONS = (10, 11, 12, 15, 18)
XQF_HEADERS = {80: "五七炮对屏风马", 208: "全国象棋个人赛", 272: "1997年11月16日", 288: "北京",
               304: "柳大华", 320: "吕钦"}


def lines(root):
    """Every line of a tree (moves as ICCS, each with its comment), root comment first."""
    out, stack = [], [(root, [root.comment])]
    while stack:
        node, path = stack.pop()
        if not node.children:
            out.append(tuple(path))
        for child in node.children:
            stack.append((child, path + [f"{child.move.uci()} {child.comment}".strip()]))
    return sorted(out)


def cchess_lines(game):
    return sorted(tuple(move.replace("-", "").lower() for move in line) for line in game.dump_iccs_moves())


def move_lines(root):
    return sorted(tuple(item.split()[0] for item in line[1:]) for line in lines(root))


def keys_of(seed):
    """XQF header key bytes (12-15), mask and or-bytes for one seed: every file its own keys."""
    import random
    rng = random.Random(seed)
    return tuple(rng.randrange(256) for _ in range(4)), rng.choice((0xFF, 0xF7, 0x3F)), \
        tuple(rng.choice((0, 0, 1, 0x40)) for _ in range(4))


@pytest.mark.parametrize("version", XQF_VERSIONS)
@pytest.mark.parametrize("seed", range(4))
def test_xqf_reads_back_what_was_written_and_as_cchess_does(version, seed, tmp_path):
    fen, root = random_tree(seed)
    keys, mask, key_or = keys_of(seed * 31 + version)
    data = xqf(fen, root, version, keys, mask, key_or, XQF_HEADERS, result=1 + seed % 3)
    record = records.read(data)
    assert record.game == "xiangqi" and record.start == fen
    assert lines(record.root) == lines(root)
    assert record.headers == {"Title": "五七炮对屏风马", "Event": "全国象棋个人赛", "Date": "1997年11月16日",
                              "Site": "北京", "Red": "柳大华", "Black": "吕钦",
                              "Result": ("1-0", "0-1", "1/2-1/2")[seed % 3]}
    assert record.result == record.headers["Result"]
    path = tmp_path / "game.xqf"
    path.write_bytes(data)
    game = cchess_xqf.read_from_xqf(str(path))
    assert cchess_lines(game) == move_lines(record.root)
    assert game.init_board.to_fen().split()[0] == record.start.split()[0]
    assert (game.info["red"], game.info["black"], game.info["event"], game.info["title"], game.info["result"]) == \
        (record.headers["Red"], record.headers["Black"], record.headers["Event"], record.headers["Title"], record.result)


def test_xqf_of_an_endgame_with_black_to_move():
    fen = "3k5/6P2/9/9/9/9/9/9/4A4/4K4 b - - 0 1"
    root = GameNode()
    root.add(xiangqi.Move.from_uci("d9d8"), comment="黑方先走").add(xiangqi.Move.from_uci("g8g9"))
    for version in (10, 18):
        record = records.read(xqf(fen, root, version, who_plays=1))
        assert record.start == fen
        assert [m.uci() for m in record.mainline] == ["d9d8", "g8g9"]
        assert record.root.mainline_nodes()[0].comment == "黑方先走"
        assert record.board().fen().split()[0] == "6P2/3k5/9/9/9/9/9/9/4A4/4K4"


def test_xqf_without_moves_keeps_its_position_and_who_moves():
    fen = "3k5/6P2/9/9/9/9/9/9/4A4/4K4 b - - 0 1"
    record = records.read(xqf(fen, GameNode(), 18, who_plays=1))
    assert record.start == fen and record.mainline == [] and record.result is None
    assert record.headers == {"Result": "*"}


@pytest.mark.parametrize("seed", range(4))
def test_cbr_reads_back_what_was_written_and_as_cchess_does(seed):
    fen, root = random_tree(100 + seed)
    root.comment = "开局评注"
    texts = {"title": "第一轮 许银川 先胜 吕钦", "event": "全国象棋甲级联赛", "red": "许银川", "black": "吕钦"}
    data = cbr(fen, root, texts=texts, result=seed % 4)
    record = records.read(data)
    assert record.start == fen
    assert lines(record.root) == lines(root)
    assert record.headers == {"Title": texts["title"], "Event": texts["event"], "Red": "许银川", "Black": "吕钦",
                              "Result": ("*", "1-0", "0-1", "1/2-1/2")[seed % 4]}
    game = cchess_cbr.read_from_cbr_buffer(data)
    assert cchess_lines(game) == move_lines(record.root)
    assert game.init_board.to_fen().split()[0] == record.start.split()[0]
    assert (game.info["title"], game.info["event"], game.info["red"], game.info["black"]) == \
        (texts["title"], texts["event"], "许银川", "吕钦")


def test_cbr_version_1_numbers_points_by_file_and_row():
    fen, root = random_tree(7)
    record = records.read(cbr(fen, root, version=1, texts={"red": "胡荣华", "title": "古谱"}))
    assert lines(record.root) == lines(root)
    assert record.headers["Red"] == "胡荣华" and record.headers["Title"] == "古谱"


def test_cbl_reads_its_games_in_order_without_headings_and_deleted_records():
    games = [random_tree(200 + i) for i in range(3)]
    heading = cbr("9/9/9/9/9/9/9/9/9/9 w - - 0 1", GameNode(), texts={"title": "男子组"})
    library = cbl([heading, cbr(*games[0], texts={"red": "甲"}), cbr(*games[1], texts={"red": "乙"}),
                   cbr(*games[2], texts={"red": "丙"})], states=[7, 7, 5, 7])
    read = records.read_all(library)
    assert [r.headers["Red"] for r in read] == ["甲", "丙"]
    assert [lines(r.root) for r in read] == [lines(games[0][1]), lines(games[2][1])]
    assert records.read(library).headers["Red"] == "甲"


def test_a_long_record_runs_on_into_the_next_block_of_a_library():
    fen, root = random_tree(300, length=60, branches=12)
    for node in root.walk():
        node.comment = "很长的评注" * 20
    record = cbr(fen, root)
    assert len(record) > 4096
    (read,) = records.read_all(cbl([record]))
    assert lines(read.root) == lines(root)


CBF = """\ufeff<?xml version="1.0" encoding="UTF-8"?>
<ChineseChessRecord Version="1.0">
 <Head>
  <Name>第一局 屏风马 &amp; 巡河炮</Name>
  <Contest>象棋古谱</Contest>
  <Red>红方</Red>
  <Black />
  <Commentator>居荣鑫</Commentator>
  <RecordResult>3</RecordResult>
  <FEN>rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN>
 </Head>
 <MoveList>
  <Move value="00-00"><![CDATA[中炮对屏风马]]></Move>
  <Move value="77-47" />
  <Move value="70-62"><![CDATA[马8进7]]></Move>
  <Move value="79-67" end="1" />
 </MoveList>
</ChineseChessRecord>
"""


def test_cbf_reads_head_moves_and_comments():
    record = records.read(CBF.encode("utf-8"))
    assert [m.uci() for m in record.mainline] == ["h2e2", "h9g7", "h0g2"]
    assert record.root.comment == "中炮对屏风马" and record.root.mainline_nodes()[1].comment == "马8进7"
    assert record.headers == {"Title": "第一局 屏风马 & 巡河炮", "Event": "象棋古谱", "Red": "红方",
                              "Annotator": "居荣鑫", "Result": "1/2-1/2"}


def test_cbf_moves_after_the_end_of_the_line_are_an_error_with_its_line():
    text = CBF.replace('end="1" />', 'end="1" />\n  <Move value="19-27" />')
    with pytest.raises(records.RecordError) as caught:
        records.read(text)
    assert caught.value.line == 17
    assert len(records.read(text, partial=True).mainline) == 3


@pytest.mark.parametrize("make", [lambda f, r: xqf(f, r, 18), lambda f, r: xqf(f, r, 10), lambda f, r: cbr(f, r)],
                         ids=["xqf-1.8", "xqf-1.0", "cbr"])
def test_written_back_as_pgn_and_read_again_nothing_is_lost(make):
    fen, root = random_tree(400)
    root.comment = "起始评注"
    record = records.read(make(fen, root))
    record.headers.update({"Red": "许银川", "Event": '"五羊杯" 决赛'})
    again = records.read(records.write(record, "pgn"))
    assert lines(again.root) == lines(record.root) == lines(root)
    assert {k: again.headers[k] for k in record.headers} == record.headers


# ----- damaged files ----------------------------------------------------------------------------

def _error(data, **options):
    with pytest.raises(records.RecordError) as caught:
        records.read(data, **options)
    return str(caught.value)


def test_a_truncated_file_says_at_which_byte_it_ends():
    fen, root = random_tree(500)
    data = xqf(fen, root, 18)
    assert "byte 0" in _error(data[:600]) and "1024" in _error(data[:600])
    message = _error(data[:1100])
    assert "byte" in message and "1100" in message


def test_an_illegal_move_is_an_error_at_its_byte_and_a_partial_read_keeps_the_moves_before():
    root = GameNode()
    root.add(xiangqi.Move.from_uci("h2e2")).add(xiangqi.Move.from_uci("h9g7")).add(xiangqi.Move.from_uci("a0a2"))
    data = bytearray(cbr(xiangqi.START_FEN, root))
    data[2214 + 4 * 3 + 3] = 0    # the third move now goes from a0 to a9, through the soldier
    message = _error(bytes(data))
    assert message.startswith("byte 2226: move a0a9")
    partial = records.read(bytes(data), partial=True)
    assert [m.uci() for m in partial.mainline] == ["h2e2", "h9g7"] and partial.error is not None


def test_a_piece_code_that_is_no_piece_is_named_with_its_byte():
    data = bytearray(cbr(xiangqi.START_FEN, GameNode()))
    data[2120 + 40] = 0x19
    assert _error(bytes(data)).startswith("byte 2160: 0x19 is not a piece")


def test_unknown_versions_are_refused():
    assert "version 2.5" in _error(b"XQ" + bytes([25]) + bytes(1100))
    assert "CBR version 3" in _error(b"CCBridge Record\0\0\0\0\x03" + bytes(3000))


def test_binary_formats_want_bytes_and_their_magic():
    with pytest.raises(records.RecordError, match="binary"):
        records.read("XQ not really", format="xqf")
    assert "does not start with 'CCBridge Record'" in _error(b"XQ" + bytes(2000), format="cbr")


def test_placement_helper_reads_fens_as_the_engine_numbers_points():
    assert placement(xiangqi.START_FEN)[0] == "R" and placement(xiangqi.START_FEN)[89] == "r"
