"""The Learn pages (learn/*.html) checked under CPython: every board (a `div.kiban-board` drawn by
assets/js/boards.js, set up by its `data-kiban` query) opens without an
error and shows what its text says, every piece's moves are shown, the exercises' answers mate,
and the pages hold no inline script or style (their CSP forbids it)."""

from html.parser import HTMLParser
from pathlib import Path

import pytest

from kiban import shogi, xiangqi
from webui.embed import EmbedBoard

LEARN = Path(__file__).resolve().parents[2] / "learn"
TOPICS = {
    "shogi": ["board", "moves", "promotion", "drops", "forbidden-drops", "end", "repetition",
              "impasse", "handicaps"],
    "xiangqi": ["board", "moves", "flying-general", "end", "repetition", "draws"],
}


class Page(HTMLParser):
    """The boards, exercise figures, ids and inline code of a page."""

    def __init__(self, path):
        super().__init__()
        self.frames, self.exercises, self.ids, self.inline = [], [], set(), []
        self._in_script = False
        self.feed(path.read_text(encoding="utf-8"))

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if "style" in attrs or any(name.startswith("on") for name in attrs):
            self.inline.append((tag, attrs))
        if tag == "script" and "src" not in attrs:
            self.inline.append((tag, attrs))
        if tag == "div" and attrs.get("class") == "kiban-board":
            self.frames.append(attrs)
            if self.exercises and self.exercises[-1].get("frame") is None:
                self.exercises[-1]["frame"] = attrs
        if tag == "figure" and "kb-exercise" in attrs.get("class", "").split():
            self.exercises.append({})


PAGES = {game: Page(LEARN / f"{game}.html") for game in ("shogi", "xiangqi")}


def board_of(frame):
    return EmbedBoard("?" + frame["data-kiban"], 600, 460)


@pytest.mark.parametrize("game", PAGES)
def test_every_board_opens_without_error_and_shows_what_the_text_says(game):
    page = PAGES[game]
    assert len(page.frames) >= 15
    for frame in page.frames:
        board = board_of(frame)
        state = board.state()
        assert state["error"] is None, (frame["aria-label"], state["error"])
        assert state["game"] == game
        assert frame.get("aria-label") and frame.get("role") == "group"
        expected = frame.get("data-expect-status")
        if expected:
            assert state["status"].startswith(expected), (frame["aria-label"], state["status"])


@pytest.mark.parametrize("game", PAGES)
def test_the_pages_cover_the_rules_and_hold_no_inline_code(game):
    page = PAGES[game]
    assert set(TOPICS[game]) <= page.ids
    assert page.inline == []


def shown_pieces(game):
    """{piece symbol: number of its shown target squares} over the page's `show=` boards."""
    shown = {}
    for frame in PAGES[game].frames:
        board = board_of(frame)
        origin = board.options.show
        if origin and origin[0] == "square":
            marks = board.decorate(board.controller.marks())[0]
            shown[board.shown.piece_at(origin[1]).symbol()] = len(marks.targets)
    return shown


def test_every_shogi_piece_and_promoted_piece_is_shown_moving():
    shown = shown_pieces("shogi")
    assert {"K", "R", "+R", "B", "+B", "G", "S", "N", "L", "P", "+P"} <= set(shown)
    assert (shown["K"], shown["G"], shown["S"], shown["P"], shown["+P"]) == (8, 6, 5, 1, 6)
    assert shown["+R"] == shown["R"] + 4


def test_every_xiangqi_piece_is_shown_moving():
    assert {"K", "A", "B", "N", "R", "C", "P"} <= set(shown_pieces("xiangqi"))


@pytest.mark.parametrize("game", PAGES)
def test_each_exercise_is_declared_in_its_link_and_is_a_mate_in_one(game):
    exercises = PAGES[game].exercises
    assert exercises
    for exercise in exercises:
        board = board_of(exercise["frame"])
        assert board.error is None and board.coach is not None
        assert board.coach.spec.kind == "mate" and board.coach.exercise.budget == 1
        assert board.coach.spec.id.startswith(f"learn-{game}-")


def test_the_impasse_example_counts_as_the_text_says():
    frame = next(f for f in PAGES["shogi"].frames if f["aria-label"] == "Both kings have entered")
    board = board_of(frame).shown
    assert (board.impasse_points(shogi.SENTE), board.impasse_points(shogi.GOTE)) == (28, 26)
    text = (LEARN / "shogi.html").read_text(encoding="utf-8")
    assert "sente has the rook, the bishop and 18 smaller pieces: 28 points; gote has 26" in text
    ok, reason = shogi.Board(board.sfen(), impasse_rule=shogi.ImpasseRule.DECLARATION).declaration_check()
    assert not ok and "8 pieces" in reason


def test_the_forbidden_moves_are_really_forbidden():
    frames = {f["aria-label"]: board_of(f) for f in PAGES["shogi"].frames + PAGES["xiangqi"].frames}
    drop_mate = frames["Pawn-drop mate is forbidden"]
    assert not drop_mate.shown.is_legal(shogi.Move.from_usi("P*1b"))
    pinned = frames["A pinned horse"].shown
    assert not [m for m in pinned.legal_moves if m.from_square == xiangqi.parse_square("e4")]
    facing = frames["The generals may not face each other"].shown
    assert not facing.is_legal(xiangqi.Move.from_uci("e0d0"))
