"""The links' query reader and writer (webui/play/querytext.py) against `urllib.parse`, which they
replace to keep `ipaddress` out of the page's start: same pairs, same encoding, on generated text
(escapes valid and broken, UTF-8 split across escapes, "+", "=", "&", any character)."""

from urllib.parse import parse_qsl, quote

from hypothesis import given, settings
from hypothesis import strategies as st

from webui.play.links import link_query, split_query
from webui.play.querytext import parse_pairs, quoter

# Text rich in what a query reader must get right.
PIECES = st.sampled_from(["%", "%2", "%41", "%e3%81%82", "%E3%81", "%C3", "%A9", "%zz", "%%41",
                          "+", "=", "&", "&&", "a", "é", "将", "\U0001F600", " ", "%20", "%2B"])
QUERY_TEXT = st.lists(st.one_of(PIECES, st.text(max_size=3)), max_size=12).map("".join)


@settings(max_examples=1500, deadline=None)
@given(QUERY_TEXT)
def test_pairs_are_those_of_parse_qsl(query):
    assert parse_pairs(query) == parse_qsl(query, keep_blank_values=True)


@settings(max_examples=800, deadline=None)
@given(st.text(alphabet=st.characters(exclude_categories=["Cs"])), st.sampled_from(["", "/,*:-", "/"]))
def test_quoting_is_that_of_quote(text, safe):
    assert quoter(safe)(text) == quote(text, safe=safe)


def test_a_written_link_reads_back_with_its_unicode_and_spaces():
    query = link_query("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                       None, None, ["7g7f"], 1, 0, None, False)
    assert split_query(query)["moves"] == ["7g7f"]
    assert split_query("?a=%E5%B0%86+x&a=&b")["a"] == ["将 x", ""]
    assert split_query("?b")["b"] == [""]
