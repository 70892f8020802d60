"""The editor's problem checker and exercise maker in the browser (editor.html): a unique tsume,
a cooked one, one without a mate, a xiangqi mate in 2, a check cancelled, and a line exercise
played on the board whose link reads back. One page for the module: each test types its
position into the editor's field."""

from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from board_helpers import drag
from harness import PageWatch, open_app

TSUME_3 = "k8/9/S8/9/9/9/9/9/9 b RPr2b4g3s4n4l17p 1"             # R*9b, 9a8a, 9b8b+
COOKED_1 = "8k/7pp/6N2/9/9/9/9/9/9 b Rr2b4g4s3n4l16p 1"         # a rook dropped on rank a mates
NO_MATE = "4k4/9/9/9/9/9/9/9/9 b P2r2b4g4s4n4l17p 1"
GOLD_DROP = "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"           # G*1b
XIANGQI_MATE_IN_2 = "1N2Nk3/9/9/9/9/9/9/9/4K4/9 w - - 0 1"       # b9d8, f9f8, e9d7
LONG = "2k6/7gg/9/3S5/3R5/9/9/9/9 b BGrbg3s4n4l18p 1"            # far beyond 11 plies to disprove


@pytest.fixture(scope="module")
def editor(shared_context, site):
    page = shared_context.new_page()
    watch = PageWatch(page, site.url)
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_app(page, site.url + "editor.html", "?game=shogi")
    yield page
    page.close()
    watch.assert_clean()


def set_up(page, game, position):
    if page.get_by_test_id("editor-game").input_value() != game:
        page.get_by_test_id("editor-game").select_option(game)
    page.get_by_test_id("editor-fen").fill(position)
    expect(page.get_by_test_id("editor-error")).to_have_text("")


def check(page, game, position):
    set_up(page, game, position)
    page.get_by_test_id("editor-check").click()
    verdict = page.get_by_test_id("editor-verdict")
    expect(verdict).not_to_have_attribute("data-verdict", "", timeout=60_000)
    return verdict


def test_a_unique_tsume(editor):
    verdict = check(editor, "shogi", TSUME_3)
    expect(verdict).to_have_attribute("data-verdict", "unique")
    expect(verdict).to_have_attribute("data-length", "3")
    expect(verdict).to_contain_text("Unique: mate in 3 plies (2 by the attacker)")
    expect(verdict).to_contain_text("Solution: R*92 K-81 R-82+")  # the reader's notation


def test_a_cooked_tsume_lists_the_other_first_moves(editor):
    verdict = check(editor, "shogi", COOKED_1)
    expect(verdict).to_have_attribute("data-verdict", "cooked")
    expect(verdict).to_have_attribute("data-length", "1")
    expect(verdict).to_contain_text("Cooked")
    expect(verdict).to_contain_text("R*81, R*71, R*61, R*51, R*41, R*31, R*21")


def test_no_mate(editor):
    verdict = check(editor, "shogi", NO_MATE)
    expect(verdict).to_have_attribute("data-verdict", "no-mate")
    expect(verdict).to_have_attribute("data-length", "11")


def test_a_xiangqi_mate_in_2(editor):
    verdict = check(editor, "xiangqi", XIANGQI_MATE_IN_2)
    expect(verdict).to_have_attribute("data-verdict", "unique")
    expect(verdict).to_have_attribute("data-length", "3")


def test_the_lengths_offered_count_as_each_games_problems_do(editor):
    """A xiangqi "mate in 2" is 3 plies, a shogi 3手詰 is 3: the lists say what the reader knows."""
    for game, labels in (("xiangqi", ("2", "3")), ("shogi", ("3", "5"))):
        if editor.get_by_test_id("editor-game").input_value() != game:
            editor.get_by_test_id("editor-game").select_option(game)
        for testid in ("editor-check-length", "editor-exercise-mate"):
            options = editor.get_by_test_id(testid).locator("option")
            expect(options.and_(editor.locator("[value='3']"))).to_have_text(labels[0])
            expect(options.and_(editor.locator("[value='5']"))).to_have_text(labels[1])


def test_a_long_check_shows_progress_and_can_be_cancelled(editor):
    set_up(editor, "shogi", LONG)
    editor.get_by_test_id("editor-check").click()
    expect(editor.get_by_test_id("editor-check-progress")).to_contain_text("positions so far",
                                                                           timeout=60_000)
    editor.get_by_test_id("editor-check-cancel").click()
    expect(editor.get_by_test_id("editor-check-cancel")).to_be_hidden()
    expect(editor.get_by_test_id("editor-verdict")).to_have_text("The check was stopped.")
    expect(editor.get_by_test_id("editor-check")).to_be_enabled()


def test_a_line_played_on_the_board_makes_a_link_that_reads_back(editor):
    set_up(editor, "shogi", GOLD_DROP)
    editor.get_by_test_id("editor-exercise-kind").select_option("line")
    editor.get_by_test_id("editor-record").click()
    drag(editor, editor.locator('#editor-board [data-hand-piece="G"][data-owner="sente"]'),
         editor.locator('#editor-board [data-square="1b"]'))
    expect(editor.get_by_test_id("editor-solution")).to_have_value("G*1b")
    expect(editor.locator('#editor-board [data-square="1b"] [data-piece]')).to_have_attribute(
        "data-piece", "G")
    editor.get_by_test_id("editor-prompt").fill("Mate in one & <b>win</b>")
    editor.get_by_test_id("editor-record").click()               # stop: the position comes back
    expect(editor.get_by_test_id("editor-fen")).to_have_value(GOLD_DROP)
    link = editor.get_by_test_id("editor-exercise-link").input_value()
    params = parse_qs(urlsplit(link).query)
    assert urlsplit(link).path.endswith("/index.html")
    assert params["exercise"] == ["line"] and params["solution"] == ["G*1b"]
    assert params["prompt"] == ["Mate in one & <b>win</b>"]
    assert params["sfen"] == [GOLD_DROP]
    iframe = editor.get_by_test_id("editor-exercise-iframe").input_value()
    assert iframe.startswith('<iframe src="http') and "embed.html?game=shogi" in iframe
    assert "&lt;b&gt;" not in iframe and "%3Cb%3E" in iframe
    div = editor.get_by_test_id("editor-exercise-div").input_value()
    assert div.startswith('<div class="kiban-board" data-kiban="game=shogi&amp;sfen=')
