"""The animated export's documents (`webui.export`), pure Python: the frames follow the line
shown with each position's marks, check and comment; captions wrap; the animated SVG shows every
part exactly in the frames that hold it, writes each part once and refers to nothing outside
itself; each still frame holds what its position shows."""

import re
import xml.etree.ElementTree as ET

import pytest

from kiban import games
from webui.board.config import BoardConfig
from webui.export.animation import Animation, durations
from webui.export.captions import headline, text_width, wrap
from webui.export.frames import line_frames
from webui.play.marks import Arrow, Circle, MarkSet
from webui.play.session import GameSession

SVG = "{http://www.w3.org/2000/svg}"
# Legal 60-ply shogi game with captures, drops and a promotion (the latency benchmark's, longer).
LONG = ("2g2f 8c8d 2f2e 8d8e 2e2d 2c2d 2h2d P*2c 2d2f 8e8f 8g8f 8b8f P*8g 8f8d 9i9h 8d8e "
        "6i7h 5a4b 3i2h 6a6b 2h2g P*8f 2f8f 3a3b 4i3h 8e8d 8f2f 1c1d 7h6h 9c9d 5i4i 3c3d "
        "3h2h 2b3c 2g3f 6b6a 8h9i 4c4d 3f4e 4b3a 9g9f 7c7d 9f9e 9d9e 9h9e P*9d 9e9d 9a9d "
        "P*9e 9d9e 9i8h 7a7b 7i7h 6c6d 5g5f 7b6c 4g4f 8a7c").split()


def session_of(name, moves):
    session = GameSession(name)
    for text in moves:
        session.play(session.game.parse_move(text))
    return session


def visible_frames(group, starts):
    """The frames a part wrapped in ``group`` (a <g visibility> with its <animate>) shows in,
    read from the animation's discrete values and key times as a player would play them."""
    animate = group.find(f"{SVG}animate")
    values = animate.get("values").split(";")
    times = [float(t) for t in animate.get("keyTimes").split(";")]
    assert times[0] == 0 and times == sorted(times)
    shown = set()
    for index, start in enumerate(starts):
        middle = start + 0.001
        current = [v for v, t in zip(values, times) if t <= middle][-1]
        if current == "visible":
            shown.add(index)
    return shown


def frame_starts(count):
    seconds = durations(count)
    return [sum(seconds[:i]) / sum(seconds) for i in range(count)]


# -- captions ------------------------------------------------------------------------------
def test_a_long_comment_is_wrapped_into_two_lines_ending_in_an_ellipsis():
    text = "The bishop exchange opens the game; both sides must now watch their drop squares " \
           "and the weak points left behind on the second rank before castling."
    lines = wrap(text, 600, 30)
    assert len(lines) == 2 and lines[-1].endswith("…")
    assert all(text_width(line, 30) <= 600 for line in lines)
    assert lines[0].split() == text.split()[:len(lines[0].split())]  # broken between words


def test_text_without_spaces_is_wrapped_anywhere_and_a_short_one_stays_whole():
    japanese = "角交換から先手が早繰り銀に構え、後手は四間飛車で対抗する展開になった。"
    lines = wrap(japanese, 400, 30)
    assert len(lines) == 2 and "".join(lines).rstrip("…") in japanese
    assert all(text_width(line, 30) <= 400 for line in lines)
    assert wrap("  a   good   move ", 600, 30) == ["a good move"]
    assert wrap("", 600, 30) == []


def test_headlines_name_the_move_or_whose_turn_it_is():
    shogi = games.get("shogi")
    assert headline(shogi, 0, 0, None) == "Start: Sente to move"
    assert headline(games.get("xiangqi"), 0, 0, None) == "Start: Red to move"
    assert headline(shogi, 3, 1, "Bx22+") == "3. Bx22+"


# -- frames --------------------------------------------------------------------------------
def test_frames_follow_the_line_shown_with_marks_check_and_comments():
    session = session_of("shogi", ["7g7f", "3c3d", "8h2b+"])
    session.review(1)
    session.play(session.game.parse_move("8c8d"))  # a variation: the line followed now
    arrow = MarkSet(arrows=(Arrow(("square", 60), 51),), circles=(Circle(40, "red"),))
    second = session.node
    second.comment = "The quiet move."
    frames = line_frames(session, "western", lambda node: arrow if node is second else MarkSet())
    assert [frame.move for frame in frames] == [None, "P-76", "P-84"]
    assert [frame.ply for frame in frames] == [0, 1, 2]
    assert frames[2].drawn == arrow and not frames[1].drawn
    assert frames[2].comment == "The quiet move." and frames[0].comment == ""
    square = session.game.parse_square
    assert frames[1].marks.last == (square("7g"), square("7f")) and frames[0].marks.last == ()
    assert frames[2].view.turn == 0 and frames[2].view.pieces[square("8d")] == "p"

    check = session_of("xiangqi", ["a0a1", "c9a7", "b2b9"])   # the cannon gives check
    last = line_frames(check, "wxf")[-1]
    assert last.marks.check is not None and last.view.pieces[last.marks.check] == "k"


# -- documents -----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def long_game():
    """The animation of the 60-ply game, an arrow and a circle drawn on the position at ply 20
    and a comment on the last one."""
    session = session_of("shogi", LONG)
    nodes = session.line_end.nodes_to()
    nodes[-1].comment = "Both castles are still unfinished: a long game ahead."
    marks = MarkSet(arrows=(Arrow(("square", 60), 51, "blue"),), circles=(Circle(40),))
    frames = line_frames(session, "japanese", lambda node: marks if node is nodes[19] else
                         MarkSet())
    return Animation(BoardConfig(game="shogi", theme="dark", pieces="international"), frames)


def test_the_animated_svg_shows_each_part_in_its_frames_only(long_game):
    root = ET.fromstring(long_game.animated_svg())
    count = len(LONG) + 1
    assert root.get("data-frames") == str(count) and long_game.count == count
    assert root.get("data-pieces") == "international" and root.get("data-theme") == "dark"
    starts = frame_starts(count)
    captions = {}
    for group in root.iter(f"{SVG}g"):
        if group.find(f"{SVG}animate") is None:
            continue
        part = list(group)[1]
        shown = visible_frames(group, starts)
        assert shown and len(shown) < count
        assert group.get("visibility") == ("visible" if count - 1 in shown else "hidden")
        if part.get("data-frame") is not None:
            captions[int(part.get("data-frame"))] = shown
        if part.get("data-arrow") is not None or part.find(f".//*[@data-arrow]") is not None:
            assert shown == {20}
    assert captions == {index: {index} for index in range(count)}


def test_every_part_is_written_once_and_the_file_stays_small(long_game):
    text = long_game.animated_svg()
    stills = sum(len(long_game.frame_svg(index)) for index in range(long_game.count))
    assert len(text) < 400_000 and len(text) * 6 < stills
    squares = re.findall(r'<g class="kb-sq[^"]*" data-square="[^"]+">.*?</g></g>|'
                         r'<g class="kb-sq[^"]*" data-square="[^"]+"><rect[^>]*/></g>', text)
    assert len(squares) > 81 and len(squares) == len(set(squares))
    ids = re.findall(r' id="([^"]+)"', text)
    assert len(ids) == len(set(ids))            # no id twice (the board's cell ids left out)
    for ref in re.findall(r'(?:href="#|url\(#)([^")]+)', text):
        assert ref in ids                       # everything referred to is inside
    assert "http" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_a_still_frame_is_its_position_with_its_caption(long_game):
    session = session_of("shogi", LONG[:20])
    board = session.board
    frame = ET.fromstring(long_game.frame_svg(20))
    pieces = {square.get("data-square"): square.find(f".//{SVG}g[@data-piece]").get("data-piece")
              for square in frame.iter(f"{SVG}g") if square.get("data-square")
              and square.find(f".//{SVG}g[@data-piece]") is not None}
    game = session.game
    assert pieces == {game.square_name(sq): board.piece_at(sq).symbol() for sq in game.squares
                      if board.piece_at(sq) is not None}
    caption = frame.find(f".//{SVG}g[@data-frame]")
    assert caption.get("data-frame") == "20"
    assert caption.find(f"{SVG}text").text.startswith("20. ")
    assert frame.find(f".//*[@data-arrow]") is not None and frame.find(f".//*[@data-circle]") is not None
    last = ET.fromstring(long_game.frame_svg(len(LONG)))
    texts = [t.text for t in last.find(f".//{SVG}g[@data-frame]").iter(f"{SVG}text")]
    assert texts[1:] == ["Both castles are still unfinished: a long game ahead."]
    assert last.find(f".//*[@data-arrow]") is None
