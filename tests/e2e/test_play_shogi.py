"""Playing shogi in Chromium with the pointer, as a player does (issue 4's evidence).

Every move goes through pointer events on the SVG board (drag, or click then click) and every
resulting position is checked against the engine. Hooks: docs/embedding.md ("Hooks")."""

from board_helpers import (app_page, board_page, center, click, drag, expect_moves,  # noqa: F401
                           engine_board, hand_piece, main_moves, menu_item, new_game, play, position,
                           press, square, status, targets)
from harness import wait_ready
from playwright.sync_api import expect

from kiban import shogi

# A short game to mate (gote's king walks into sente's camp), found with the engine.
SHORT_MATE = ("6g6f 5a5b 6i5h 9c9d 5i6i 6c6d 1i1h 5b6c 7i6h 6c7d 6h6g 7d8e 4i3h 4a5a 3i4h "
              "8c8d 9g9f 7c7d 6g7f").split()


def test_short_game_to_mate_by_dragging(board_page, artifacts):
    page = board_page
    expect(status(page)).to_have_text("Sente to move")
    for usi in SHORT_MATE:
        play(page, usi, by="drag")
    expect(status(page)).to_have_text("Sente wins by checkmate")
    banner = page.get_by_test_id("banner")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("checkmate")
    king = shogi.square_name(engine_board(page).king_square(shogi.GOTE))
    expect(square(page, king)).to_have_class("kb-sq kb-check")
    expect(square(page, "7f")).to_have_class("kb-sq kb-last")
    page.screenshot(path=artifacts / "shogi-mate.png")
    # The game is over: the board no longer takes moves.
    before = position(page)
    drag(page, square(page, "2g"), square(page, "2f"))
    assert position(page) == before
    assert page.get_by_test_id("resign").is_disabled()


def test_capture_then_drops_by_dragging_and_by_clicking(board_page, artifacts):
    page = board_page
    for usi in ("7g7f", "3c3d"):
        play(page, usi)
    play(page, "8h2b+")                       # bishop takes bishop, promotion accepted
    expect(hand_piece(page, "B", "sente")).to_have_attribute("data-count", "1")
    play(page, "3a2b", by="click")            # silver takes the horse
    expect(hand_piece(page, "b", "gote")).to_have_attribute("data-count", "1")
    # While the hand bishop is held, exactly the engine's legal drop squares are marked.
    press(page, hand_piece(page, "B", "sente"))
    board = engine_board(page)
    legal = sorted(m.usi()[2:] for m in board.legal_moves if m.drop == shogi.BISHOP)
    assert targets(page) == legal and len(legal) > 30
    page.mouse.move(5, 5)                     # ...dropped outside the board: back to the hand
    page.mouse.up()
    expect(hand_piece(page, "B", "sente")).to_have_attribute("data-count", "1")
    play(page, "B*4e", by="drag")             # drop by dragging from the komadai
    expect(hand_piece(page, "B", "sente")).to_have_count(0)
    play(page, "B*6e", by="click")            # gote drops by clicking hand piece then square
    expect(hand_piece(page, "b", "gote")).to_have_count(0)
    expect(square(page, "6e").locator("[data-piece]")).to_have_attribute("data-piece", "b")
    page.screenshot(path=artifacts / "shogi-drops.png")


def test_promotion_accepted_declined_and_forced(board_page):
    page = board_page
    new_game(page, start="4k4/9/9/2P3P2/9/9/9/9/4K4 b - 1")
    # 3d-3c may promote or not: the question shows the promoted and the unpromoted pawn.
    click(page, square(page, "3d"))
    click(page, square(page, "3c"))
    choices = page.locator("[data-choice]")
    expect(choices).to_have_count(2)
    assert sorted(choices.evaluate_all("els => els.map(e => e.dataset.piece)")) == ["+P", "P"]
    click(page, page.locator('[data-choice="keep"]'))                      # declined
    expect(square(page, "3c").locator("[data-piece]")).to_have_attribute("data-piece", "P")
    # (the next `play` reads the position the page shows: wait until it shows gote to move)
    expect(page.get_by_test_id("position")).to_have_text("4k4/9/6P2/2P6/9/9/9/9/4K4 w - 2")
    play(page, "5a4a")
    play(page, "7d7c+")                                                    # accepted
    expect(square(page, "7c").locator("[data-piece]")).to_have_attribute("data-piece", "+P")
    play(page, "4a5a")
    play(page, "3c3b")                                                     # declined again
    play(page, "5a4a")
    drag(page, square(page, "3b"), square(page, "3a"))                     # forced: no question
    expect(page.locator("[data-choice]")).to_have_count(0)
    expect(square(page, "3a").locator("[data-piece]")).to_have_attribute("data-piece", "+P")


def test_illegal_drags_snap_back(board_page):
    page = board_page
    # The gold on 5g is pinned against the king by the rook on 5e; a pawn is in hand and
    # sente already has a pawn on file 3.
    new_game(page, start="4k4/9/9/9/4r4/9/4G1P2/9/4K4 b P 1")
    before = position(page)
    drag(page, square(page, "5g"), square(page, "4g"))   # would expose the king: refused
    assert position(page) == before
    expect(square(page, "5g").locator("[data-piece]")).to_have_attribute("data-piece", "G")
    expect(page.locator("[data-ghost]")).to_have_count(0)
    expect(page.locator(".kb-selected")).to_have_count(0)
    press(page, hand_piece(page, "P", "sente"))           # nifu: no target on file 3
    marked = targets(page)
    assert marked and not any(name.startswith("3") for name in marked)
    page.mouse.move(*center(square(page, "3e")), steps=3)
    page.mouse.up()
    assert position(page) == before
    expect(hand_piece(page, "P", "sente")).to_have_attribute("data-count", "1")
    drag(page, square(page, "5i"), square(page, "5f"))    # not a king move at all
    assert position(page) == before
    play(page, "5g5f")                                     # along the pin is fine


def test_sennichite_is_reached_and_reported(board_page):
    page = board_page
    cycle = ["2h3h", "8b7b", "3h2h", "7b8b"]
    for usi in cycle * 2 + cycle[:3]:
        play(page, usi, by="click")
    expect(page.get_by_test_id("banner")).to_be_hidden()
    play(page, cycle[3], by="click")
    expect(status(page)).to_have_text("Draw by repetition (sennichite)")
    expect(page.locator("#banner-reason")).to_contain_text("fourth time")


def test_flip_take_back_review_and_reload(board_page, artifacts):
    page = board_page
    play(page, "7g7f")
    play(page, "3c3d")
    below = square(page, "9i").bounding_box()["y"] > square(page, "1a").bounding_box()["y"]
    assert below
    page.get_by_test_id("flip").click()
    expect(page.locator("svg.kb-board")).to_have_attribute("data-orientation", "gote")
    assert square(page, "9i").bounding_box()["y"] < square(page, "1a").bounding_box()["y"]
    play(page, "2g2f", by="drag")                          # playing on the flipped board
    page.get_by_test_id("take-back").click()
    expect(page.get_by_test_id("position")).to_have_text(
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")
    play(page, "8h2b+")
    moves = main_moves(page)
    expect_moves(page, ["7g7f", "3c3d", "8h2b+"])
    expect(moves).to_have_text(["P-76", "P-34", "Bx22+"])  # the default notation: Western
    moves.nth(0).click()                                   # review the position after move 1
    expect(page.get_by_test_id("position")).to_have_text(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")
    expect(status(page)).to_have_text("Reviewing move 1 of 3 (P-76) · Gote to move")
    # While reviewing, the line's own next move just follows it (another move would open a
    # variation, see test_records.py): the game is unchanged.
    drag(page, square(page, "3c"), square(page, "3d"))
    expect(status(page)).to_have_text("Reviewing move 2 of 3 (P-34) · Sente to move")
    expect_moves(page, ["7g7f", "3c3d", "8h2b+"])
    page.keyboard.press("ArrowLeft")
    expect(status(page)).to_contain_text("Reviewing move 1 of 3")
    page.keyboard.press("ArrowRight")
    expect(status(page)).to_contain_text("Reviewing move 2 of 3")
    page.get_by_test_id("nav-last").click()
    expect(status(page)).to_have_text("Gote to move")
    page.screenshot(path=artifacts / "shogi-board.png")
    # Reload: the game, the orientation and the hands are restored.
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("position")).to_have_text(
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4")
    expect_moves(page, ["7g7f", "3c3d", "8h2b+"])
    expect(page.locator("svg.kb-board")).to_have_attribute("data-orientation", "gote")
    expect(hand_piece(page, "B", "sente")).to_have_attribute("data-count", "1")
    play(page, "3a2b")


def test_handicap_resign_and_impasse_declaration(board_page):
    page = board_page
    new_game(page, handicap="rook")
    expect(page.get_by_test_id("position")).to_have_text(shogi.HANDICAPS["rook"])
    expect(status(page)).to_have_text("Gote to move")
    expect(page.get_by_test_id("impasse-points")).to_contain_text("Sente 27 · Gote 27")
    play(page, "5a4b")
    page.get_by_test_id("resign").click()                  # sente resigns
    expect(status(page)).to_have_text("Gote wins by resignation")
    page.get_by_test_id("take-back").click()               # undo the resignation
    expect(status(page)).to_have_text("Sente to move")
    menu_item(page, "impasse").click()                 # kings have not entered: loses
    expect(status(page)).to_have_text("Gote wins by impasse declaration")
    expect(page.locator("#banner-reason")).to_contain_text("has not entered")
    assert page.get_by_test_id("draw").is_hidden()         # no agreed draw in shogi


def test_bad_start_position_is_refused_with_its_reason_as_text(board_page):
    page = board_page
    hostile = '<img src=x onerror="document.title=1">9/9/9 b - 1'
    new_game(page, start=hostile)
    notice = page.get_by_test_id("notice")
    expect(notice).to_contain_text("No new game")
    expect(page.locator("img[src=x]")).to_have_count(0)
    expect(page.get_by_test_id("position")).to_have_text(shogi.START_SFEN)


def test_touch_drag_and_tap_move_pieces(board_page):
    page = board_page
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})

    def touch(kind, locator=None):
        points = []
        if locator is not None:
            box = locator.bounding_box()
            points = [{"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    try:
        touch("touchStart", square(page, "7g"))               # a finger drags 7g-7f
        touch("touchMove", square(page, "7f"))
        touch("touchEnd")
        expect(page.get_by_test_id("position")).to_have_text(
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")
        for name in ("3c", "3d"):                              # tap the pawn, tap its target
            touch("touchStart", square(page, name))
            touch("touchEnd")
        expect(page.get_by_test_id("position")).to_have_text(
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")
    finally:
        cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
        cdp.detach()


def test_damaged_save_restores_the_valid_part_and_says_so_as_text(board_page):
    page = board_page
    save = {"v": 1, "game": "shogi", "start": shogi.START_SFEN,
            "moves": ["7g7f", "3c3d", "<img src=x onerror=document.title='pwned'>", "2g2f"]}
    page.evaluate("s => localStorage.setItem('kiban.game', JSON.stringify(s))", save)
    page.goto(page.url.split("?")[0])  # a plain visit: a share link in the address would win
    wait_ready(page)
    expect(page.get_by_test_id("notice")).to_contain_text("restored up to move 2")
    expect_moves(page, ["7g7f", "3c3d"])
    expect(page.locator("img[src=x]")).to_have_count(0)
    assert page.title() != "pwned"
    page.evaluate("localStorage.setItem('kiban.game', '{not json')")
    page.goto(page.url.split("?")[0])
    wait_ready(page)
    expect(page.get_by_test_id("notice")).to_contain_text("could not be restored")
    assert page.evaluate("localStorage.getItem('kiban.game.unreadable')") == "{not json"
    expect(page.get_by_test_id("position")).to_have_text(shogi.START_SFEN)
