"""A move is checked once and painted once (docs/architecture.md, "A move's path"), counted under
CPython on the board driver as the game page drives it and on an embedded board through its
messages: from the pointer's release to the painted board, the engine checks the move once
(`GameSession.play`; a check is a call of the board's `push` or `is_legal`) and the board's
layer is patched once."""

import pytest

from kiban import shogi, xiangqi
from webui.board.config import BoardConfig
from webui.board.driver import BoardDriver, Position
from webui.board.effects import Ghost, Glide, Paint, Played
from webui.embed import EmbedBoard
from webui.play.session import GameSession

BOARDS = {"shogi": shogi.Board, "xiangqi": xiangqi.Board}
MOVES = {"shogi": ("7g", "7f"), "xiangqi": ("h2", "e2")}
WORDS = {"shogi": "Sente: pawn to 7f.", "xiangqi": "Red: cannon to e2."}


@pytest.fixture
def checks(monkeypatch):
    """The moves the engine is asked to check: every call of a board's `push` or
    `is_legal`, whatever board (the session's, or a copy)."""
    asked = []
    for board_class in BOARDS.values():
        for name in ("push", "is_legal"):
            original = getattr(board_class, name)

            def counted(board, move, original=original):
                asked.append(move)
                return original(board, move)
            monkeypatch.setattr(board_class, name, counted)
    return asked


def page_driver(game):
    """A driver with the game page's owner: it plays the move in its session and answers
    the position it leads to (as `webui.page.app.App.play_move` does)."""
    session = GameSession(game)

    def play(move):
        session.play(move)
        return shown(session)
    driver = BoardDriver(BoardConfig(game=game), play=play)
    driver.svg_markup()
    driver.show_position(shown(session))
    return driver, session


def shown(session):
    return Position(session.shown_board(), session.facts(), session.accepts_moves(),
                    session.shown_outcome())


def centre(driver, name):
    return driver.layout.square_center(driver.reader.game.parse_square(name))


@pytest.mark.parametrize("game", ["shogi", "xiangqi"])
def test_a_dragged_move_on_the_page_is_checked_once_and_painted_once(game, checks):
    driver, session = page_driver(game)
    origin, target = MOVES[game]
    driver.press(*centre(driver, origin))
    driver.drag_start()
    checks.clear()
    effects = driver.release(*centre(driver, target))
    effects += driver.show_position(shown(session))  # the page's refresh hands it in again
    assert session.move_texts() == ["".join(MOVES[game])]
    assert len(checks) == 1
    assert sum(isinstance(effect, Paint) for effect in effects) == 1
    played = [effect for effect in effects if isinstance(effect, Played)]
    assert played == [Played(session.moves[0], WORDS[game])]     # said by the board, once


def test_a_clicked_move_and_the_computers_move_are_checked_once_and_painted_once(checks):
    driver, session = page_driver("shogi")
    driver.press(*centre(driver, "7g"))
    driver.release(*centre(driver, "7g"))
    checks.clear()
    effects = driver.press(*centre(driver, "7f"))         # the second click plays it
    effects += driver.release(*centre(driver, "7f"))
    assert (len(checks), sum(isinstance(e, Paint) for e in effects)) == (1, 1)
    checks.clear()
    reply = session.game.parse_move("3c3d")
    effects = driver.play_move(reply, glide=True)         # (not made on the board)
    assert (len(checks), sum(isinstance(e, Paint) for e in effects)) == (1, 1)
    assert session.move_texts() == ["7g7f", "3c3d"]
    glide = next(effect for effect in effects if isinstance(effect, Glide))
    (x0, y0), (x1, y1) = centre(driver, "3c"), centre(driver, "3d")
    assert (glide.square, glide.dx, glide.dy) == ("3d", round(x0 - x1, 1), round(y0 - y1, 1))


def test_a_move_the_owner_refuses_is_repainted_where_it_was():
    driver = BoardDriver(BoardConfig(game="shogi"), play=lambda move: None)
    session = GameSession("shogi")
    driver.svg_markup()
    driver.show_position(shown(session))
    driver.press(*centre(driver, "7g"))
    driver.drag_start()
    effects = driver.release(*centre(driver, "7f"))
    assert not any(isinstance(effect, Played) for effect in effects)
    assert Ghost(None) in effects and any(isinstance(effect, Paint) for effect in effects)
    assert driver.view.pieces[shogi.parse_square("7g")] == "P"   # the pawn is back on 7g
    assert not driver.controller.marks().lifted


def embed_layers_and_checks(board, messages, checks):
    """Send ``messages`` to an embedded board as its worker does (a "settle" asks for the
    rest at once); the number of layer patches it sends and of moves the engine checks."""
    checks.clear()
    answers = []
    for message in messages:
        out = board.handle(message)
        answers += out
        if {"type": "settle"} in out:
            answers += board.handle({"type": "settle"})
    return sum(m["type"] == "layer" for m in answers), len(checks), answers


@pytest.mark.parametrize("query, origin, target", [("?game=shogi", "7g", "7f"),
                                                   ("?game=xiangqi", "h2", "e2")])
def test_a_move_on_an_embedded_board_is_checked_once_and_painted_once(query, origin, target,
                                                                      checks):
    board = EmbedBoard(query)
    game = board.session.game
    (x0, y0), (x1, y1) = (board.layout.square_center(game.parse_square(n)) for n in (origin, target))
    board.handle({"type": "down", "x": x0, "y": y0})
    board.handle({"type": "up", "x": x0, "y": y0})          # the piece is selected
    layers, checked, answers = embed_layers_and_checks(
        board, [{"type": "down", "x": x1, "y": y1}, {"type": "up", "x": x1, "y": y1}], checks)
    assert [e["event"]["move"] for e in answers if e["type"] == "event"
            and e["event"]["type"] == "move"] == [origin + target]
    assert (checked, layers) == (1, 1)


def test_a_foreseen_move_drawn_by_the_shell_is_checked_once_and_not_painted_again(checks):
    board = EmbedBoard("?game=shogi")
    game = board.session.game
    (x0, y0), (x1, y1) = (board.layout.square_center(game.parse_square(n)) for n in ("7g", "7f"))
    checks.clear()
    board.handle({"type": "down", "x": x0, "y": y0})
    foreseen = board.handle({"type": "drag"})[-1]
    assert foreseen["type"] == "foreseen" and foreseen["on"] == "up"
    assert checks == []                                      # foresight checks nothing
    square = game.parse_square("7f")
    layers, checked, _answers = embed_layers_and_checks(
        board, [{"type": "up", "x": x1, "y": y1, "drawn": square}], checks)
    assert board.session.move_texts() == ["7g7f"]
    assert (checked, layers) == (1, 0)                       # the shell's drawing was the paint
