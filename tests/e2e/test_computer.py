"""Playing against the computer in Chromium (issue 5's browser evidence): the search runs in a
Web Worker, the computer's replies are legal and played like a user's move, the page stays
responsive while it thinks, taking back stops the search at once, its moves glide into place,
and it plays offline after one visit."""

import time

from board_helpers import app_page, drag, menu_item, open_new_game, position, square  # noqa: F401
from board_helpers import play as play_by_pointer
from harness import open_app, wait_ready
from playwright.sync_api import expect

from kiban import shogi, xiangqi

MOVE_TIMEOUT = 30_000  # the first reply includes booting the worker's own Pyodide (~4 s)


def moves(page):
    return page.get_by_test_id("move-list").locator("button")


def play(page, notation):
    """The player's move (no promotion) by dragging; the computer may answer at once, so the
    intermediate position is checked by `expect_computer_reply`'s replay."""
    count = moves(page).count()
    drag(page, square(page, notation[:2]), square(page, notation[2:4]))
    expect(moves(page).nth(count)).to_have_attribute("data-move", notation)


def start_vs_computer(page, game="shogi", side="0", level="1"):
    """A new game against the computer with the New game controls."""
    open_new_game(page)
    page.get_by_test_id("game-select").select_option(game)
    if game == "shogi":
        page.get_by_test_id("handicap-select").select_option("")
    page.get_by_test_id("start-position").fill("")
    page.get_by_test_id("opponent-select").select_option("computer")
    page.get_by_test_id("side-select").select_option(side)
    page.get_by_test_id("level-select").select_option(level)
    page.get_by_test_id("new-game").click()


def expect_computer_reply(page, count, game="shogi"):
    """Wait for move number ``count`` (the computer's); replay the whole move list on an engine
    board from the start: every move legal, ending at the position the page shows."""
    expect(moves(page)).to_have_count(count, timeout=MOVE_TIMEOUT)
    expect(page.get_by_test_id("thinking")).to_be_hidden()
    board = shogi.Board() if game == "shogi" else xiangqi.Board()
    for text in [button.get_attribute("data-move") for button in moves(page).all()]:
        move = shogi.Move.from_usi(text) if game == "shogi" else xiangqi.Move.from_uci(text)
        assert board.is_legal(move), f"{text} is not legal in {board}"
        board.push(move)
    assert position(page) == (board.sfen() if game == "shogi" else board.fen())


def first_legal(page, game, candidates):
    """The first of ``candidates`` (engine moves, no promotion) legal in the position the page
    shows: for the move after a computer reply, which a test cannot foresee."""
    board = shogi.Board(position(page)) if game == "shogi" else xiangqi.Board(position(page))
    parse = shogi.Move.from_usi if game == "shogi" else xiangqi.Move.from_uci
    for text in candidates:
        if board.is_legal(parse(text)):
            return text
    raise AssertionError(f"none of {candidates} is legal in {position(page)}")


def test_shogi_against_the_computer(app_page, artifacts):
    page, watch = app_page
    start_vs_computer(page, "shogi", side="0", level="1")
    open_new_game(page)                          # the dialog offers the side against the computer
    expect(page.get_by_test_id("side-select")).to_be_visible()
    page.get_by_test_id("new-game-close").click()
    play(page, "7g7f")
    expect_computer_reply(page, 2)
    play(page, "2g2f")
    expect_computer_reply(page, 4)
    expect(page.locator("svg.kb-board .kb-last")).to_have_count(2)  # highlighted like any move
    page.screenshot(path=artifacts / "computer-shogi.png")
    # Playing gote: the computer (sente) opens, and the board turns to the player's side.
    start_vs_computer(page, "shogi", side="1", level="1")
    expect(page.locator("svg.kb-board")).to_have_attribute("data-orientation", "gote")
    expect_computer_reply(page, 1)
    assert not watch.problems(), watch.problems()


def test_xiangqi_against_the_computer(app_page, artifacts):
    page, watch = app_page
    start_vs_computer(page, "xiangqi", side="0", level="1")
    expect(page.get_by_test_id("side-select").locator("option")).to_have_count(2)
    play(page, "h2e2")
    expect_computer_reply(page, 2, "xiangqi")
    page.screenshot(path=artifacts / "computer-xiangqi.png")
    assert not watch.problems(), watch.problems()


RECORD_GLIDES = """() => {
  // Records every Web Animation started on the board: the element's piece and square, where it
  // was drawn when the animation started (board units), and the animation itself.
  if (window.kbGlides) { window.kbGlides.length = 0; return; }
  window.kbGlides = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    const animation = animate.call(this, frames, options);
    const svg = this.ownerSVGElement, box = this.getBoundingClientRect();
    const m = svg.getScreenCTM().inverse();
    const at = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2).matrixTransform(m);
    window.kbGlides.push({piece: this.dataset.piece, square: this.closest("[data-square]")
      .dataset.square, start: [at.x, at.y], animation, element: this});
    return animation;
  };
}"""

GLIDE_RESULT = """async () => {
  // The last glide once it has finished: what it moved, and where the piece stands now.
  const glide = window.kbGlides[window.kbGlides.length - 1];
  await glide.animation.finished;
  const svg = glide.element.ownerSVGElement, box = glide.element.getBoundingClientRect();
  const at = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2)
    .matrixTransform(svg.getScreenCTM().inverse());
  return {piece: glide.piece, square: glide.square, start: glide.start, end: [at.x, at.y],
          duration: glide.animation.effect.getTiming().duration,
          connected: glide.element.isConnected,
          running: document.getAnimations().filter(a => a.playState === "running").length};
}"""


def square_center(page, name):
    """The centre of a square in board units."""
    return page.evaluate("""(name) => {
      const sq = document.querySelector(`[data-square="${name}"] .kb-hl`);
      const box = sq.getBBox();
      return [box.x + box.width / 2, box.y + box.height / 2];
    }""", name)


def near(a, b, tolerance=15):
    return abs(a[0] - b[0]) <= tolerance and abs(a[1] - b[1]) <= tolerance


def test_the_computers_move_glides_into_place(app_page):
    page, watch = app_page
    start_vs_computer(page, "xiangqi", side="0", level="1")
    page.evaluate(RECORD_GLIDES)
    play(page, "h2e2")
    expect_computer_reply(page, 2, "xiangqi")
    reply = moves(page).nth(1).get_attribute("data-move")
    glide = page.evaluate(GLIDE_RESULT)
    assert glide["square"] == reply[2:4] and glide["duration"] == 200, glide
    assert glide["piece"] == square(page, reply[2:4]).locator("[data-piece]").get_attribute(
        "data-piece")
    # It started on the origin point and ended on the target, the piece still on the board.
    assert near(glide["start"], square_center(page, reply[:2])), glide
    assert near(glide["end"], square_center(page, reply[2:4])), glide
    assert glide["connected"] and glide["running"] == 0, glide
    expect(page.locator("svg.kb-board .kb-last")).to_have_count(2)
    assert page.evaluate("window.kbGlides.length") == 1  # the player's dragged move: no glide
    # A user who prefers reduced motion sees the move without the glide. The level-1 reply is
    # chosen at random (it once blocked the horse's leg of h0g2): the next move is picked after
    # reading it.
    page.emulate_media(reduced_motion="reduce")
    try:
        play(page, first_legal(page, "xiangqi", ("h0g2", "b0c2", "i0i1", "a0a1")))
        expect_computer_reply(page, 4, "xiangqi")
        assert page.evaluate("window.kbGlides.length") == 1
    finally:
        page.emulate_media(reduced_motion="no-preference")
    assert not watch.problems(), watch.problems()


def test_the_computer_plays_offline_after_one_visit(offline_site, offline_tab):
    page, watch = offline_tab   # the worker's files were precached with the rest
    open_app(page, offline_site.url)
    start_vs_computer(page, "shogi", side="0", level="1")
    play(page, "7g7f")
    expect_computer_reply(page, 2)
    watch.assert_clean()


FRAME_LAG = """() => new Promise(done => {
  // Gaps between animation frames and setTimeout(0) lateness over 1 s: worst and 90th percentile.
  const frames = [], timers = [], end = performance.now() + 1000;
  const summary = list => {
    list.sort((a, b) => a - b);
    return {worst: list[list.length - 1], p90: list[Math.floor(list.length * 0.9)]};
  };
  let last = performance.now();
  function frame(now) {
    frames.push(now - last); last = now;
    if (now < end) requestAnimationFrame(frame);
    else done({frame: summary(frames), timer: summary(timers)});
  }
  function timer() {
    const asked = performance.now();
    setTimeout(() => {
      timers.push(performance.now() - asked);
      if (performance.now() < end) timer();
    }, 0);
  }
  requestAnimationFrame(frame); timer();
})"""


FLIP_LATENCY = """() => { window.kbFlipLatency = new Promise(done => {
  // From the button being released (the click) to the board redrawn the other way round.
  let down = null;
  document.addEventListener("pointerup", e => { down = performance.now(); },
                            {capture: true, once: true});
  new MutationObserver((records, observer) => {
    if (down === null) return;
    observer.disconnect(); done(performance.now() - down);
  }).observe(document.getElementById("board"), {childList: true, subtree: true, attributes: true});
}); }"""


def test_page_responds_while_it_thinks_and_take_back_stops_it(app_page, artifacts):
    page, watch = app_page
    start_vs_computer(page, "shogi", side="0", level="0")   # full strength: about 5 s a move
    play(page, "7g7f")
    asked = time.monotonic()                                  # (the search starts about now)
    thinking = page.get_by_test_id("thinking")
    expect(thinking).to_contain_text("depth", timeout=MOVE_TIMEOUT)  # the search itself runs
    lag = page.evaluate(FRAME_LAG)
    board = page.locator("svg.kb-board")
    flip = page.get_by_test_id("flip")
    page.evaluate(FLIP_LATENCY)
    flip.click()  # scrolled into view and aimed when it stands still (the panel moves while it thinks)
    flip_ms = page.evaluate("window.kbFlipLatency")
    expect(board).to_have_attribute("data-orientation", "gote")
    page.screenshot(path=artifacts / "computer-thinking.png")
    print(f"while thinking: flip {flip_ms:.0f} ms, frame gaps {lag['frame']}, "
          f"timer lateness {lag['timer']} (ms)")
    assert thinking.is_visible(), "the search ended before the measurement did"
    assert flip_ms < 200, flip_ms
    # A search on the main thread would freeze it for seconds. Frames keep their 60 Hz pace; the
    # worst single gap allows for the noise of a loaded 2-core machine (idle: up to ~70 ms).
    assert lag["frame"]["p90"] < 40 and lag["timer"]["p90"] < 40, lag
    assert lag["frame"]["worst"] < 250 and lag["timer"]["worst"] < 250, lag
    flip.click()
    # Taking back during the search stops it: no computer move arrives afterwards.
    page.get_by_test_id("take-back").click()
    expect(thinking).to_be_hidden()
    expect(moves(page)).to_have_count(0)
    start = position(page)
    page.wait_for_timeout(max(0, 6000 - 1000 * (time.monotonic() - asked)))  # past its 5 s budget
    expect(moves(page)).to_have_count(0)
    assert position(page) == start
    assert not watch.problems(), watch.problems()


def test_reload_with_the_computer_to_move_thinks_again(app_page):
    page, watch = app_page
    start_vs_computer(page, "xiangqi", side="0", level="0")  # 5 s: time to reload meanwhile
    play(page, "b2e2")
    expect(page.get_by_test_id("thinking")).to_be_visible()
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("opponent-select")).to_have_value("computer")
    expect(page.get_by_test_id("level-select")).to_have_value("0")
    expect(page.get_by_test_id("player-1-who")).to_have_text("Computer, full strength")
    expect(moves(page)).to_have_count(1)
    expect(page.get_by_test_id("thinking")).to_be_visible()
    expect(moves(page)).to_have_count(2, timeout=MOVE_TIMEOUT)
    assert not watch.problems(), watch.problems()


TSUME = "1k3p1p1/9/P3+R4/9/9/9/9/9/9 b GN 1"  # mate in 3; sente, the attacker, has no king


def mating_move(board):
    """The USI of a move that ends the game on ``board`` (a mate in one)."""
    for move in board.legal_moves:
        after = board.copy()
        after.push(move)
        if after.outcome() is not None:
            return move.usi()
    raise AssertionError(f"no mate in one in {board.sfen()}")


def test_solving_a_tsume_against_the_computer(app_page):
    """A tsume (no sente king) is a game like any other: the computer defends, mate ends it."""
    page, watch = app_page
    open_new_game(page)
    page.get_by_test_id("game-select").select_option("shogi")
    page.get_by_test_id("handicap-select").select_option("")
    page.get_by_test_id("start-position").fill(TSUME)
    page.get_by_test_id("opponent-select").select_option("computer")
    page.get_by_test_id("side-select").select_option("0")
    page.get_by_test_id("level-select").select_option("1")
    page.get_by_test_id("new-game").click()
    expect(page.get_by_test_id("position")).to_have_text(TSUME)
    play(page, "5c8c")
    expect(moves(page)).to_have_count(2, timeout=MOVE_TIMEOUT)
    expect(page.get_by_test_id("thinking")).to_be_hidden()
    board = shogi.Board(TSUME)
    for text in [button.get_attribute("data-move") for button in moves(page).all()]:
        board.push_usi(text)
    assert position(page) == board.sfen()
    play_by_pointer(page, mating_move(board))  # a drop or a move, whichever the defence left
    expect(page.get_by_test_id("status")).to_have_text("Sente wins by checkmate")
    assert not watch.problems()


def new_game_from(page, start, opponent="human"):
    """A new shogi game from ``start`` with the New game form."""
    open_new_game(page)
    page.get_by_test_id("game-select").select_option("shogi")
    page.get_by_test_id("handicap-select").select_option("")
    page.get_by_test_id("start-position").fill(start)
    page.get_by_test_id("opponent-select").select_option(opponent)
    page.get_by_test_id("new-game").click()
    expect(page.get_by_test_id("position")).to_have_text(start)


def test_find_mate_adds_the_solution_or_says_there_is_none(app_page):
    """Find mate runs in a worker of its own: the mate goes into the move list after the shown
    position, which stays; a position without a mate says so; a game against the computer
    cannot ask."""
    page, watch = app_page
    notice, find = page.get_by_test_id("notice"), page.get_by_test_id("find-mate")
    new_game_from(page, TSUME)
    menu_item(page, "find-mate").click()
    expect(notice).to_have_text("Looking for a mate…")
    expect(find).to_be_disabled()
    expect(notice).to_contain_text("It is in the move list.", timeout=MOVE_TIMEOUT)
    expect(notice).to_contain_text("Mate: ")
    expect(moves(page)).to_have_count(3)
    assert [b.get_attribute("data-move") for b in moves(page).all()][0] == "5c8c"
    expect(page.get_by_test_id("position")).to_have_text(TSUME)  # the shown position stays
    page.get_by_test_id("nav-last").click()
    expect(page.get_by_test_id("status")).to_have_text("Sente wins by checkmate")
    new_game_from(page, "8k/9/9/9/9/9/9/9/9 b P 1")
    expect(find).to_be_enabled()
    menu_item(page, "find-mate").click()
    expect(notice).to_have_text("No mate: no series of checks mates from this position.",
                                timeout=MOVE_TIMEOUT)
    expect(moves(page)).to_have_count(0)
    new_game_from(page, TSUME, opponent="computer")
    expect(find).to_be_disabled()
    assert not watch.problems()
