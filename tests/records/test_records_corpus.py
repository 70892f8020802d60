"""The real records of the corpus: every file reads, what it holds, and the formats agree."""

from pathlib import Path

import pytest

from kiban import records, shogi

from records_helpers import tree_shape

CORPUS = Path(__file__).parent / "corpus"
ALL = sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.name != "README.md")


def read(*parts):
    return records.read((CORPUS.joinpath(*parts)).read_bytes())


@pytest.mark.parametrize("path", ALL, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_corpus_file_reads(path):
    for record in records.read_all(path.read_bytes()):
        assert record.error is None
        assert record.board() is not None


@pytest.mark.parametrize("name, plies, result, termination, nodes", [
    ("kif/henka.kif", 12, None, "abort", 29),
    ("kif/fork.kif", 3, "1-0", "resign", 14),
    ("kif/jt201409130101.kif", 107, "1-0", "resign", 107),
    ("kif/8mai.kif", 25, None, "abort", 25),
    ("kif/doh_branch.kifu", 3, None, "abort", 6),
    ("kif/meijinsen_20180508_M7_10034.kif", 52, None, "sealed", 52),
    ("ki2/20091203.ki2", 172, "0-1", "resign", 172),
    ("ki2/fork.ki2", 3, "1-0", "resign", 14),
    ("ki2/denou3-1.ki2", 98, "0-1", "resign", 98),
    ("csa/2005_GPS_K-SHOGI.csa", 173, "1-0", "resign", 173),
    ("csa/illegal_win.csa", 2, "1-0", "illegal-move", 2),
    ("csa/floodgate_aobazero_viper.csa", 400, "1-0", "declaration", 400),
    ("csa/2005_YAMADA_GPS.csa", None, None, None, None),
    ("dhtmlxq/45.html", 76, "1-0", None, 76),
])
def test_what_the_files_hold(name, plies, result, termination, nodes):
    record = read(name)
    if plies is None:
        return
    assert (len(record.mainline), record.result, record.termination) == (plies, result, termination)
    assert len(list(record.root.walk())) == nodes


def test_kif_headers_comments_times_and_variations():
    record = read("kif", "henka.kif")
    assert record.headers["棋戦"] == "第74期棋聖戦1次予選"
    assert record.headers["手合割"] == "平手"
    assert record.root.comment.startswith("開始局面のコメント")
    first = record.root.children[0]
    assert first.comment == "初手のコメント"
    assert record.times[first] == 2
    assert [len(n.children) for n in [record.root, *record.root.mainline_nodes()][:3]] == [2, 2, 3]


def test_shift_jis_and_utf8_give_the_same_record():
    sjis = (CORPUS / "kif" / "8mai.kif").read_bytes()
    utf8 = sjis.decode("cp932").encode("utf-8")
    bom = b"\xef\xbb\xbf" + utf8
    shapes = [tree_shape(records.read(data).root) for data in (sjis, utf8, bom, sjis.decode("cp932"))]
    assert shapes[0] == shapes[1] == shapes[2] == shapes[3]


def test_handicap_from_name_rows_and_pi_agree():
    kif, csa_rows, csa_pi, ki2 = read("kif", "8mai.kif"), read("csa", "8mai.csa"), read("csa", "8mai_pi.csa"), \
        read("ki2", "8mai.ki2u")
    assert kif.start.split()[:3] == csa_rows.start.split()[:3] == csa_pi.start.split()[:3] == \
        ki2.start.split()[:3] == "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -".split()
    assert kif.mainline == csa_rows.mainline == csa_pi.mainline
    assert ki2.mainline == kif.mainline[:len(ki2.mainline)]


def test_ki2_and_kif_of_one_game_are_the_same_tree():
    assert tree_shape(read("ki2", "fork.ki2").root) == tree_shape(read("kif", "fork.kif").root)


def test_multi_game_csa():
    games = records.read_all((CORPUS / "csa" / "multi.csa").read_bytes())
    assert [len(g.mainline) for g in games] == [2, 173]
    assert games[0].headers["N+"] == "NAKAHARA"
    assert games[1].headers == read("csa", "2005_GPS_K-SHOGI.csa").headers
    assert records.read((CORPUS / "csa" / "multi.csa").read_bytes()).mainline == games[0].mainline


def test_euc_jp_csa_is_decoded():
    record = read("csa", "2005_YAMADA_GPS.csa")
    assert record.headers["N-"].startswith("山田将棋")


def test_xiangqi_pgn_in_three_notations_and_dhtmlxq_agree():
    wxf, chinese, iccs = (records.read_all((CORPUS / "pgn" / name).read_bytes())
                          for name in ("wxf_fullwidth.pgn", "chinese.pgn", "iccs.pgn"))
    assert [g.mainline for g in wxf] == [g.mainline for g in chinese]
    assert wxf[0].mainline == iccs[0].mainline and wxf[2].mainline == iccs[2].mainline
    # The ICCS file of the second game has one move wrong: its converter took the front soldier
    # for '後兵進一' at ply 71. The game's DhtmlXQ record on wxf.ca (45.html) shows the rear one.
    web = read("dhtmlxq", "45.html")
    assert web.mainline == wxf[1].mainline
    differences = [i for i, (a, b) in enumerate(zip(iccs[1].mainline, web.mainline)) if a != b]
    assert differences[0] == 70 and web.mainline[70].uci() == "e3e4" and iccs[1].mainline[70].uci() == "e5e6"


def test_shogi_record_board_uses_rule_options():
    record = read("kif", "jt201409130101.kif")
    board = record.board(impasse_rule=shogi.ImpasseRule.TWENTY_SEVEN)
    assert board.impasse_rule is shogi.ImpasseRule.TWENTY_SEVEN
    assert board.sfen().split()[:3] == record.board().sfen().split()[:3]


def test_csa_piece_lines_and_the_rest_to_hand():
    text = "V2.2\nP-51OU\nP+59OU55KA\nP+00KI00FU\nP-00AL\n+\n+0052KI\n-5152OU\n%TORYO\n"
    record = records.read(text)
    assert record.start.split()[:3] == ["4k4/9/9/9/4B4/9/9/9/4K4", "b", "GP2rb3g4s4n4l17p"]
    assert (record.result, record.termination) == ("0-1", "resign")  # sente, to move, resigned
