"""Helpers of the embed and Learn tests: boards (inside iframes, or drawn in the page by
boards.js) redraw as Python answers, so an element found a moment ago may just have been
replaced; these helpers wait for a stable one."""

import time

from playwright.sync_api import expect


def center(locator, timeout=5.0):
    """The centre of an element on the screen, retrying while the board is being redrawn."""
    deadline = time.monotonic() + timeout
    while True:
        box = locator.bounding_box()
        if box:
            return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        if time.monotonic() > deadline:
            raise AssertionError(f"{locator} is not on screen")
        time.sleep(0.05)


def ready(frame, timeout=60_000):
    """Wait until the embedded board in ``frame`` (a FrameLocator) is drawn and takes input."""
    frame.locator("html[data-ready]").wait_for(state="attached", timeout=timeout)
    return frame


def board_ready(board, timeout=60_000):
    """Wait until the board drawn in the page ``board`` (a Locator of a `.kiban-board`) is drawn
    and takes input."""
    expect(board).to_have_attribute("data-ready", "", timeout=timeout)
    return board


def drag(page, source, target, steps=4):
    """Drag with the mouse from the centre of ``source`` to the centre of ``target``."""
    page.mouse.move(*center(source))
    page.mouse.down()
    page.mouse.move(*center(target), steps=steps)
    page.mouse.up()


def click_move(page, board, move, owner="sente"):
    """Click-click a move in an embedded board: a drop like ``G*5b`` or a board move."""
    if "*" in move:
        source = board.locator(f'[data-hand-piece="{move[0]}"][data-owner="{owner}"]')
    else:
        source = board.locator(f'[data-square="{move[:2]}"]')
    page.mouse.click(*center(source))
    page.mouse.click(*center(board.locator(f'[data-square="{move[2:4]}"]')))
