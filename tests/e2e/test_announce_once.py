"""After a move a screen reader hears it once (issue 28 item 7a): the move's sentence in the live
region says the result too, so no other live region (the end-of-game banner) repeats it."""

from board_helpers import play, status
from harness import open_app
from playwright.sync_api import expect

from test_play_shogi import SHORT_MATE

# The text of every region a screen reader speaks by itself when it changes.
LIVE_TEXTS = """() => [...document.querySelectorAll(
    "[aria-live]:not([aria-live=off]), [role=alert], [role=status], [role=log], output")]
  .filter((el) => !el.closest("[hidden]"))
  .map((el) => el.textContent)"""


def test_a_mating_move_and_its_result_are_said_once(page, site):
    open_app(page, site.url, "?game=shogi&moves=" + ",".join(SHORT_MATE[:-1]))
    play(page, SHORT_MATE[-1])
    expect(status(page)).to_have_text("Sente wins by checkmate")
    expect(page.get_by_test_id("banner")).to_be_visible()
    spoken = [text for text in page.evaluate(LIVE_TEXTS) if "checkmate" in text]
    assert len(spoken) == 1, spoken
    assert "7f" in spoken[0]  # the move's own sentence carries the result
