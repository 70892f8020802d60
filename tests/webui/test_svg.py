"""The SVG tree escapes every value and refuses names that could smuggle in markup or script."""

import pytest

from webui.board.svg import Node, el, escape, fmt, inner_markup, markup


def test_escape_covers_markup_and_quotes():
    assert escape("<a href=\"x\" onclick='y'>&") == (
        "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;")


def test_attribute_and_text_values_are_escaped():
    node = el("text", text="</text><script>alert(1)</script>", data_square='"><img src=x>')
    out = markup(node)
    assert "<script>" not in out and "<img" not in out
    assert out == ('<text data-square="&quot;&gt;&lt;img src=x&gt;">'
                   "&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>")


@pytest.mark.parametrize("name", ["onclick", "onLoad", "a b", 'x"y', "", "g>", "style"])
def test_unsafe_attribute_names_are_refused(name):
    with pytest.raises(ValueError):
        Node("g", {name: "1"})


@pytest.mark.parametrize("tag", ["script>", "a b", ""])
def test_unsafe_tag_names_are_refused(tag):
    with pytest.raises(ValueError):
        Node(tag)


def test_attribute_names_from_keywords():
    out = markup(el("rect", class_="kb", stroke_width=2, data_hand_piece="P", opacity=None))
    assert out == '<rect class="kb" stroke-width="2" data-hand-piece="P"/>'


def test_numbers_are_compact():
    assert [fmt(3), fmt(2.5), fmt(2.0), fmt(1 / 3), fmt(-0.001)] == ["3", "2.5", "2", "0.33", "0"]


def test_inner_markup_omits_the_element_itself():
    node = el("g", [el("circle", r=1), el("rect", width=2)])
    assert inner_markup(node) == '<circle r="1"/><rect width="2"/>'
