"""Reading and writing the way players do (issue 11), in Chromium: the notation setting and a
link's notation=, typed moves in any style, variations on the game page, opening a KIF with
variations by the file chooser and by dropping it, saving CSA and PGN files that read back."""

import re
from pathlib import Path

from board_helpers import (app_page, board_page, drag, expect_moves, main_moves,  # noqa: F401
                           menu_item, new_game, play, square, status)
from harness import open_app, wait_ready
from settings_helpers import choose_notation
from playwright.sync_api import expect

from kiban import records, shogi

HENKA = Path(__file__).resolve().parents[1] / "records" / "corpus" / "kif" / "henka.kif"


def notice(page):
    return page.get_by_test_id("notice")


def test_the_notation_setting_changes_the_move_list_and_is_kept(board_page):
    page = board_page
    play(page, "7g7f")
    play(page, "3c3d")
    expect(main_moves(page)).to_have_text(["P-76", "P-34"])        # Western by default
    choose_notation(page, "japanese")
    expect(main_moves(page)).to_have_text(["▲７六歩", "△３四歩"])
    expect_moves(page, ["7g7f", "3c3d"])
    settings = page.evaluate("JSON.parse(localStorage.getItem('kiban.settings'))")
    assert settings["notation"]["shogi"] == "japanese"
    page.reload()
    wait_ready(page)
    expect(main_moves(page)).to_have_text(["▲７六歩", "△３四歩"])
    choose_notation(page, "western")
    new_game(page, game="xiangqi")
    play(page, "h2e2")
    choose_notation(page, "chinese")
    expect(main_moves(page)).to_have_text(["炮二平五"])
    choose_notation(page, "wxf")
    expect(main_moves(page)).to_have_text(["C2=5"])


def test_a_typed_move_plays_in_any_style_and_a_bad_one_says_why(board_page):
    page = board_page
    field = page.get_by_test_id("move-input")
    field.fill("P-76")
    field.press("Enter")
    expect_moves(page, ["7g7f"])
    field.fill("３四歩")                                               # Japanese, Western chosen
    page.get_by_test_id("move-play").click()
    expect_moves(page, ["7g7f", "3c3d"])
    field.fill("G-58")
    field.press("Enter")
    expect(notice(page)).to_contain_text("could be 2 golds: write G49-58 or G69-58")
    field.fill("P-74")
    field.press("Enter")
    expect(notice(page)).to_contain_text("no legal move of sente is written 'P-74'")
    expect_moves(page, ["7g7f", "3c3d"])


def test_variations_on_the_game_page_shown_promoted_and_deleted(board_page):
    page = board_page
    for move in ("7g7f", "3c3d", "2g2f"):
        play(page, move)
    main_moves(page).nth(0).click()
    drag(page, square(page, "8c"), square(page, "8d"))           # another move: a variation
    variation = page.locator("#moves button[data-path]")
    expect(variation).to_have_count(1)
    expect(variation).to_have_attribute("data-move", "8c8d")
    expect(variation).to_have_attribute("data-path", "0.1")
    expect(variation).to_have_attribute("aria-current", "step")
    expect_moves(page, ["7g7f", "3c3d", "2g2f"])                  # the main line is kept
    expect(page).to_have_url(re.compile(r"moves=7g7f,8c8d$"))      # a link: the shown line
    page.reload()                                                  # the saved tree is kept
    wait_ready(page)
    expect(variation).to_have_attribute("aria-current", "step")
    expect_moves(page, ["7g7f", "3c3d", "2g2f"])
    main_moves(page).nth(2).click()
    expect(page.get_by_test_id("variation-promote")).to_be_hidden()
    variation.click()                                            # the end of the variation
    expect(variation).to_have_attribute("aria-current", "step")
    expect(page.get_by_test_id("position")).to_have_text(
        "lnsgkgsnl/1r5b1/p1ppppppp/1p7/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")
    page.get_by_test_id("variation-promote").click()
    expect_moves(page, ["7g7f", "8c8d"])
    old = page.locator("#moves button[data-path]")               # the old main line: 3c3d 2g2f
    expect(old).to_have_count(2)
    expect(old.nth(0)).to_have_attribute("data-move", "3c3d")
    page.locator('#moves button[data-path="0.1.0"]').click()     # 2g2f after 3c3d
    page.get_by_test_id("variation-delete").click()
    expect(old).to_have_count(1)
    expect(old).to_have_attribute("aria-current", "step")        # 3c3d is shown
    page.get_by_test_id("variation-delete").click()
    expect(page.locator("#moves button[data-path]")).to_have_count(0)
    expect_moves(page, ["7g7f", "8c8d"])


def open_records(page):
    menu_item(page, "records").click()
    expect(page.get_by_test_id("records-dialog")).to_be_visible()


def expect_henka(page):
    """The game of henka.kif is on the board with its variations."""
    expected = records.read(HENKA.read_bytes())
    expect_moves(page, [m.usi() for m in expected.mainline])
    nodes = [expected.root, *expected.root.walk()]
    side_lines = sum(len(node.children) - 1 for node in nodes if node.children)
    expect(page.locator("#moves li.kb-variation")).to_have_count(side_lines)
    expect(notice(page)).to_be_hidden()


def test_a_kif_with_variations_opens_from_the_file_chooser_and_by_dropping(board_page):
    page = board_page
    open_records(page)
    page.get_by_test_id("record-file").set_input_files(str(HENKA))
    expect(page.get_by_test_id("records-dialog")).to_be_hidden()
    expect_henka(page)
    first = page.locator("#moves button[data-path]").first
    move = first.get_attribute("data-move")
    first.click()
    expect(first).to_have_attribute("aria-current", "step")
    expect(status(page)).to_contain_text(f"({first.text_content()})")
    board = shogi.Board()
    node = records.read(HENKA.read_bytes()).root.at(
        [int(i) for i in first.get_attribute("data-path").split(".")])
    for each in node.path():
        board.push(each)
    assert node.move.usi() == move
    expect(page.get_by_test_id("position")).to_have_text(board.sfen())

    new_game(page)
    data = list(HENKA.read_bytes())
    page.evaluate("""data => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], "henka.kif"));
        document.body.dispatchEvent(new DragEvent("drop", {dataTransfer: transfer,
                                                           bubbles: true, cancelable: true}));
    }""", data)
    expect_henka(page)


def test_a_bad_record_says_where_and_a_broken_one_loads_up_to_the_bad_move(board_page):
    page = board_page
    open_records(page)
    page.get_by_test_id("record-text").fill('[Game "Chinese Chess"]\n[FEN "<b>bad</b>"]\n\n1. C2=5\n')
    page.get_by_test_id("record-load").click()
    expect(page.get_by_test_id("records-said")).to_contain_text("line")
    expect(page.get_by_test_id("records-said")).to_contain_text("FEN")
    expect(page.locator("b")).to_have_count(0)
    page.get_by_test_id("record-text").fill("手合割：平手\n手数----指手---------消費時間--\n"
                                            "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ズズ\n")
    page.get_by_test_id("record-load").click()
    expect(notice(page)).to_contain_text("read up to move 2; it stopped at line 5: move 3")
    expect_moves(page, ["7g7f", "3c3d"])


def download(page, fmt):
    open_records(page)
    page.get_by_test_id("record-format").select_option(fmt)
    with page.expect_download() as info:
        page.get_by_test_id("record-download").click()
    text = Path(info.value.path()).read_text(encoding="utf-8")
    page.get_by_test_id("records-close").click()
    return info.value.suggested_filename, text


def test_the_game_is_saved_as_csa_and_pgn_that_read_back(board_page):
    page = board_page
    for move in ("7g7f", "3c3d", "8h2b+"):
        play(page, move)
    name, text = download(page, "csa")
    assert name.endswith(".csa") and "N+You" in text and "N-Friend" in text
    assert [m.usi() for m in records.read(text).mainline] == ["7g7f", "3c3d", "8h2b+"]
    new_game(page, game="xiangqi")
    for move in ("h2e2", "h9g7"):
        play(page, move)
    name, text = download(page, "pgn")
    assert name.endswith(".pgn") and '[Red "You"]' in text
    assert [m.uci() for m in records.read(text).mainline] == ["h2e2", "h9g7"]


def test_notation_in_a_link_and_in_an_embed(page, site):
    open_app(page, site.url, "?game=shogi&moves=7g7f,3c3d&notation=japanese")
    expect(main_moves(page)).to_have_text(["▲７六歩", "△３四歩"])
    expect(page.get_by_test_id("setting-notation")).to_have_value("japanese")
    assert page.url.endswith("&notation=japanese")
    assert page.evaluate("localStorage.getItem('kiban.settings')") is None   # not stored
    page.goto(site.url + "embed.html?game=xiangqi&moves=h2e2&notation=chinese")
    page.locator("html[data-ready]").wait_for(state="attached", timeout=30_000)
    expect(page.get_by_test_id("notation")).to_have_text("1. 炮二平五")
    expect(page.get_by_test_id("notation")).to_have_attribute("data-move", "h2e2")


DOUBTFUL = ('[Game "Chinese Chess"]\n[Red "许银川"]\n[Black "吕钦"]\n[Event "<b>x</b>"]\n\n'
            '1. h2e2 {吕钦} h9g7 *\n').encode("gbk")


def test_a_file_whose_encoding_is_doubtful_is_opened_in_the_encoding_the_reader_picks(board_page):
    page = board_page
    try:
        records.read(DOUBTFUL)
        raise AssertionError("the file was meant to be doubtful")
    except records.EncodingDoubt as doubt:
        names = [name for name, _lines in doubt.candidates]
    open_records(page)
    page.get_by_test_id("record-file").set_input_files(
        {"name": "names.pgn", "mimeType": "text/plain", "buffer": DOUBTFUL})
    choice = page.get_by_test_id("record-encodings")
    expect(choice).to_be_visible()
    buttons = page.get_by_test_id("record-encoding")
    expect(buttons).to_have_count(len(names))
    gb = page.locator('[data-encoding="gb18030"]')
    expect(gb).to_have_text("Open as GB18030 (GBK, GB2312)")
    expect(page.locator("#record-encoding-list pre").nth(names.index("gb18030"))).to_contain_text('[Red "许银川"]')
    expect(page.locator("#record-encoding-list pre").nth(names.index("big5"))).not_to_contain_text("许银川")
    expect(page.locator("#record-encoding-list b")).to_have_count(0)          # shown as text only
    gb.click()
    expect(page.get_by_test_id("records-dialog")).to_be_hidden()
    expect_moves(page, ["h2e2", "h9g7"])
    name, text = download(page, "pgn")                                        # the comment kept, as chosen
    assert "{吕钦}" in text
    expect(choice).to_be_hidden()
    new_game(page, game="xiangqi")                                            # dropped on the page:
    page.evaluate("""data => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], "names.pgn"));
        document.body.dispatchEvent(new DragEvent("drop", {dataTransfer: transfer,
                                                           bubbles: true, cancelable: true}));
    }""", list(DOUBTFUL))
    expect(choice).to_be_visible()                                            # the dialog opens to ask
    page.locator('[data-encoding="big5"]').click()
    expect_moves(page, ["h2e2", "h9g7"])
    assert "{吕钦}" not in download(page, "pgn")[1]


TSUME = """後手の持駒：なし
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・ ・ ・ ・ ・v玉|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ ・ ・ ・ ・ 歩|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・v歩 ・ ・ ・ ・|九
+---------------------------+
先手の持駒：金
手数----指手---------消費時間--
   1 １二金打
"""


def test_a_composed_diagram_opens_as_a_composed_position(board_page):
    page = board_page
    open_records(page)
    page.get_by_test_id("record-file").set_input_files(
        {"name": "tsume.kif", "mimeType": "text/plain", "buffer": TSUME.encode("cp932")})
    expect(page.get_by_test_id("records-dialog")).to_be_hidden()
    expect_moves(page, ["G*1b"])
    expect(notice(page)).to_be_hidden()
    expect(page.locator("#edit-position")).to_have_attribute("href", re.compile(r"composed=1"))
    menu_item(page, "edit-position").click()                                   # the editor's switch is on
    expect(page.get_by_test_id("editor-composed")).to_be_checked(timeout=60_000)
    page.go_back()                                                           # the module's page again
    wait_ready(page)


def test_an_xqf_and_a_cbl_library_open_from_the_file_chooser(board_page, tmp_path):
    import sys
    sys.path.insert(0, str(HENKA.parents[2]))
    from binary_writers import cbl, cbr, random_tree, xqf
    page = board_page
    fen, root = random_tree(5)
    path = tmp_path / "五七炮.XQF"
    path.write_bytes(xqf(fen, root, 18, headers={304: "柳大华", 320: "吕钦"}))
    open_records(page)
    page.get_by_test_id("record-file").set_input_files(str(path))
    expect(page.get_by_test_id("records-dialog")).to_be_hidden()
    expect_moves(page, [m.uci() for m in root.mainline()])
    side_lines = sum(len(node.children) - 1 for node in [root, *root.walk()] if node.children)
    expect(page.locator("#moves li.kb-variation")).to_have_count(side_lines)
    expect(notice(page)).to_be_hidden()

    other_fen, other = random_tree(6)
    library = tmp_path / "赛事.cbl"
    library.write_bytes(cbl([cbr(other_fen, other), cbr(fen, root)]))
    open_records(page)
    page.get_by_test_id("record-file").set_input_files(str(library))
    expect_moves(page, [m.uci() for m in other.mainline()])    # a library opens at its first game
