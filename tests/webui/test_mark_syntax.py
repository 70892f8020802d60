"""The mark syntax of links (``arrows=7g7f,P*5e:r``, ``circles=5e:b``): reading through the game
descriptor, canonical writing, toggling, and what bad input is told."""

import pytest

from kiban import games, shogi
from kiban.errors import KibanError
from webui.play.links import LinkError, parse_link, query_of, split_query
from webui.play.marks import (MAX_MARKS, Arrow, Circle, MarkBook, MarkError, MarkSet, parse_arrows,
                              parse_circles, parse_marks)

SHOGI, XIANGQI = games.get("shogi"), games.get("xiangqi")
sq = shogi.parse_square


def test_arrows_circles_and_brushes_are_read():
    marks = parse_marks(SHOGI, "7g7f,P*5e:r,p*5d:B", "5e,3c:y")
    assert marks.arrows == (Arrow(("square", sq("7g")), sq("7f")),
                            Arrow(("hand", 0, "P"), sq("5e"), "red"),
                            Arrow(("hand", 1, "P"), sq("5d"), "blue"))
    assert marks.circles == (Circle(sq("5e")), Circle(sq("3c"), "yellow"))


@pytest.mark.parametrize("game, arrows, circles", [
    (SHOGI, "7g7f,P*5e:r,2h2b:b,n*4e:y", "5e,9a:r,1i:g"),
    (XIANGQI, "h2e2,b0c2:r,e3e4:y", "e4:b,a0"),
])
def test_written_back_canonically_and_read_again(game, arrows, circles):
    marks = parse_marks(game, arrows, circles)
    text = marks.arrows_text(game), marks.circles_text(game)
    assert ":g" not in text[0] + text[1]          # the default brush is not written
    assert parse_marks(game, *text) == marks
    assert text == (arrows, circles.replace(",1i:g", ",1i"))


def test_duplicates_are_dropped_and_the_last_brush_wins():
    arrows = parse_arrows(SHOGI, "7g7f 2g2f 7g7f:r")
    assert [a.brush for a in arrows] == ["red", "green"]
    assert len(parse_circles(SHOGI, "5e,5e")) == 1


def test_toggle_adds_recolours_and_removes():
    arrow = Arrow(("square", sq("7g")), sq("7f"))
    one = MarkSet().toggle(arrow)
    assert one.arrows == (arrow,)
    red = one.toggle(Arrow(arrow.origin, arrow.target, "red"))
    assert [a.brush for a in red.arrows] == ["red"]
    assert not red.toggle(Arrow(arrow.origin, arrow.target, "red"))
    circle = Circle(sq("5e"), "blue")
    assert MarkSet().toggle(circle).toggle(circle) == MarkSet()


def test_drawing_past_what_a_link_reads_drops_the_oldest_mark_so_the_link_still_opens():
    marks = MarkSet()
    arrows = [Arrow(("square", a), b) for a in range(81) for b in (a + 1, a + 9) if b < 81]
    for arrow in arrows[:MAX_MARKS + 5]:
        marks = marks.toggle(arrow)
    assert marks.arrows == tuple(arrows[5:MAX_MARKS + 5])
    link = parse_link(split_query("?game=shogi&arrows=" + marks.arrows_text(SHOGI)))
    assert link.marks == marks


@pytest.mark.parametrize("game, arrows, circles, words", [
    (SHOGI, "7g7", "", "is not two squares (like 7g7f)"),
    (SHOGI, "7g7g", "", "same square"),
    (SHOGI, "7z7f", "", "does not name Shogi squares"),
    (SHOGI, "7g7f:x", "", "unknown colour 'x'"),
    (SHOGI, "K*5e", "", "no piece that can be dropped"),
    (XIANGQI, "P*e4", "", "no piece that can be dropped"),
    (XIANGQI, "", "e", "does not name Xiangqi squares (like e3)"),
    (SHOGI, "", ",".join(["5e"] * 91), "at most 90"),
])
def test_bad_marks_say_what_is_wrong(game, arrows, circles, words):
    with pytest.raises(MarkError) as caught:
        parse_marks(game, arrows, circles)
    assert isinstance(caught.value, KibanError)
    assert words in str(caught.value)
    assert caught.value.param == ("arrows" if arrows else "circles")


def test_texts_for_messages():
    marks = parse_marks(XIANGQI, "h2e2:r", "e4")
    assert marks.texts(XIANGQI) == {"arrows": ["h2e2:r"], "circles": ["e4"]}


def test_the_book_keeps_marks_per_position():
    book, first, second = MarkBook(), object(), object()
    marks = parse_marks(XIANGQI, "h2e2")
    book.put(first, marks)
    assert book.get(first) == marks and book.get(second) == MarkSet()
    book.put(first, MarkSet())
    assert book.get(first) == MarkSet()


def test_links_carry_marks_both_ways_and_a_bad_mark_keeps_the_game():
    link = parse_link(split_query("?game=shogi&moves=7g7f&circles=5e:b,3c&arrows=P*5e:r"))
    assert query_of(link) == "?game=shogi&moves=7g7f&arrows=P*5e:r&circles=5e:b,3c"
    with pytest.raises(LinkError) as caught:
        parse_link(split_query("?game=shogi&moves=7g7f&arrows=7g7f:q"))
    assert caught.value.param == "arrows" and len(caught.value.link.moves) == 1
