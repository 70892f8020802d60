"""Share links (py/webui/play/links.py): reading, checking, writing, and what a broken link says."""

import pytest

from kiban import shogi, xiangqi
from webui.play.links import (MAX_MOVES, MAX_QUERY, LinkError, has_link, link_query, parse_link,
                         query_of, same_game, session_of, session_query, split_query)
from webui.play.session import GameSession

START_SFEN = shogi.Board().sfen()


def parse(query):
    return parse_link(split_query(query))


def error_of(query):
    with pytest.raises(LinkError) as caught:
        parse(query)
    return caught.value


def test_a_link_with_moves_ply_and_flip():
    link = parse("?game=shogi&moves=7g7f,3c3d&ply=1&flip=1")
    assert (link.game, link.move_texts(), link.ply, link.flip) == ("shogi", ["7g7f", "3c3d"], 1, 1)
    session = session_of(link)
    live, shown = session.board, session.shown_board()
    expected = shogi.Board()
    expected.push_usi("7g7f")
    assert shown.sfen() == expected.sfen()
    expected.push_usi("3c3d")
    assert live.sfen() == expected.sfen()


def test_defaults_and_the_game_guessed_from_the_position_parameter():
    link = parse("?sfen=" + START_SFEN.replace(" ", "+"))
    assert (link.game, link.moves, link.ply, link.flip, link.rule) == ("shogi", [], 0, 0, None)
    fen = xiangqi.Board().fen()
    link = parse("?fen=" + fen.replace(" ", "+") + "&moves=h2e2+h9g7")
    assert link.game == "xiangqi" and link.move_texts() == ["h2e2", "h9g7"] and link.ply == 2


def test_handicap_and_rule():
    link = parse("?game=shogi&handicap=2-piece&moves=5a4b&rule=27-point")
    assert link.handicap == "2-piece" and link.rule == "27-point"
    assert link.new_board().sfen() == shogi.Board.from_handicap("2-piece").sfen()
    assert parse("?game=xiangqi&rule=asian").rule == "asian"


@pytest.mark.parametrize("query", [
    "?game=shogi",
    "?game=shogi&moves=7g7f,3c3d,8h2b%2B,3a2b&ply=2&flip=1",
    "?game=shogi&sfen=4k4/9/9/9/9/9/9/9/4K4+b+2P+1&moves=P*5e",
    "?game=shogi&sfen=7lk/9/7G1/9/9/9/9/9/K8+b+P+1",
    "?game=shogi&handicap=rook&rule=declaration&moves=3c3d",
    "?game=xiangqi&moves=h2e2,h9g7&ply=0",
    "?game=xiangqi&fen=3k5/9/9/9/9/9/9/9/R8/4K4+w+-+-+0+1&flip=1",
    "?game=shogi&moves=7g7f&notation=japanese",
    "?game=xiangqi&moves=h2e2&notation=chinese",
    "?game=shogi&moves=7g7f,3c3d&end=resign:1",
    "?game=xiangqi&moves=h2e2&ply=0&end=draw",
])
def test_the_canonical_query_reads_back_to_the_same_link(query):
    link = parse(query)
    assert query_of(link) == query
    again = parse(query_of(link))
    assert again == link


def test_the_query_leaves_out_defaults_and_keeps_it_readable():
    assert link_query("shogi", START_SFEN, moves=["7g7f"], ply=1) == "?game=shogi&moves=7g7f"
    text = link_query("shogi", "4k4/9/9/9/9/9/9/9/4K4 b 2P 1", moves=["P*5e", "5a4a", "2b2a+"])
    assert text == "?game=shogi&sfen=4k4/9/9/9/9/9/9/9/4K4+b+2P+1&moves=P*5e,5a4a,2b2a%2B"


def test_sessions_and_links_agree():
    session = GameSession("shogi", handicap="bishop")
    for move in ("5a4b", "7g7f"):
        session.play(session.game.parse_move(move))
    session.review(1)
    query = session_query(session, orientation=1)
    assert query == "?game=shogi&handicap=bishop&moves=5a4b,7g7f&ply=1&flip=1"
    again = session_of(parse(query))
    assert same_game(again, session) and again.ply == 1 and again.handicap == "bishop"
    assert not same_game(GameSession("shogi"), session)


def test_the_notation_parameter_names_a_style_of_the_game():
    assert parse("?game=shogi&notation=KIF").notation == "kif"
    assert parse("?game=shogi").notation is None
    assert link_query("shogi") == "?game=shogi"
    # Written whenever given: which style is a reader's default depends on their language
    # (`link_notation` leaves it out); a link that names the default keeps it.
    assert link_query("shogi", notation="western") == "?game=shogi&notation=western"
    session = GameSession("xiangqi")
    assert session_query(session, notation="chinese") == "?game=xiangqi&notation=chinese"
    assert not has_link(split_query("?notation=japanese"))   # a style alone opens no game


def test_has_link_only_for_link_parameters():
    assert not has_link(split_query(""))
    assert not has_link(split_query("?utm_source=mail"))
    assert has_link(split_query("?moves="))


@pytest.mark.parametrize("query, param, words", [
    ("?game=chess", "game", "unknown game 'chess'"),
    ("?game=shogi&fen=x", "fen", "'fen=' describes a xiangqi position"),
    ("?game=xiangqi&handicap=rook", "handicap", "a handicap exists only in shogi"),
    ("?handicap=rook&sfen=9/9/9/9/9/9/9/9/9+b+-+1", "handicap", "either a handicap or 'sfen='"),
    ("?handicap=queen", "handicap", "unknown handicap 'queen'"),
    ("?sfen=lnsgkgsnl/9+b+-+1", "sfen", "SFEN board needs 9 ranks"),
    ("?sfen=", "sfen", "'sfen=' is empty"),
    ("?game=xiangqi&fen=rnbakabnr/9+w", "fen", "FEN board needs 10 ranks"),
    ("?rule=fast", "rule", "unknown rule 'fast' for shogi; known: 24-point"),
    ("?flip=2", "flip", "'flip' must be 0 or 1"),
    ("?notation=wxf", "notation", "unknown notation 'wxf' for shogi; known: western"),
    ("?moves=7g7f&moves=3c3d", "moves", "'moves' is given 2 times"),
    ("?moves=7g7f&ply=3", "ply", "ply 3 is out of range: the link has 1 move, so ply goes from 0 to 1"),
    ("?moves=7g7f&ply=-1", "ply", "ply must be a whole number from 0 to 1"),
    ("?moves=7g7f&ply=１", "ply", "ply must be a whole number"),
    ("?moves=7g7f&ply=99999999999999999999", "ply", "out of range"),
    ("?moves=7g7f&end=resign", "end", "end=resign cannot end this game: no such ending"),
    ("?moves=7g7f&end=draw", "end", "Shogi has no draw by agreement"),
    ("?sfen=k8/1G7/1P7/9/9/9/9/9/8K+w+-+1&end=time:0", "end", "the game is already over"),
])
def test_each_kind_of_broken_link_says_what_is_wrong(query, param, words):
    error = error_of(query)
    assert error.param == param
    assert words in str(error)


def test_an_illegal_move_keeps_the_moves_before_it():
    error = error_of("?moves=7g7f,3c3d,8h2b,2b2b,7a6b")
    assert str(error).startswith("move 4 (2b2b) cannot be played: ")
    assert "a move must leave its square" in str(error)     # the engine's own words
    assert error.bad_move == "2b2b" and error.param == "moves"
    assert error.link.move_texts() == ["7g7f", "3c3d", "8h2b"] and error.link.ply == 3
    error = error_of("?game=xiangqi&moves=h2e2,h2e2")
    assert "illegal move h2e2: there is no piece on h2" in str(error)
    assert error.link.move_texts() == ["h2e2"]


def test_an_out_of_range_ply_still_has_the_whole_game():
    error = error_of("?moves=7g7f,3c3d&ply=7")
    assert error.link.move_texts() == ["7g7f", "3c3d"] and error.link.ply == 2


def test_huge_inputs_are_refused_before_they_cost_anything():
    error = error_of("?moves=" + "7g7f," * (MAX_QUERY // 5 + 10))
    assert "the link is too long" in str(error)
    error = error_of("?moves=" + ",".join(["5i4h", "5a4b", "4h5i", "4b5a"] * 300))
    assert f"at most {MAX_MOVES} are read" in str(error)
    error = error_of("?sfen=" + "9/" * 150)
    assert "characters long" in str(error)
    error = error_of("?moves=" + "x" * 15_000)      # one huge move, quoted back in a few words
    assert str(error).startswith("move 1 (xxxxxxxxxxx…) cannot be played") and len(str(error)) < 400


@pytest.mark.parametrize("value", [
    "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)",
    "' onmouseover='alert(1)", "\u202e\u0000\ufeff",
])
def test_hostile_values_are_quoted_back_short_and_only_as_text(value):
    for query in (f"?game={value}", f"?moves={value}", f"?sfen={value}", f"?ply={value}",
                  f"?rule={value}", f"?flip={value}"):
        params = {name: [val] for name, val in [q.split("=", 1) for q in query[1:].split("&")]}
        with pytest.raises(LinkError) as caught:
            parse_link(params)
        assert len(str(caught.value)) < 400


def test_a_game_ended_by_a_player_opens_ended_and_its_link_says_so():
    session = session_of(parse("?game=shogi&moves=7g7f,3c3d&end=resign:1"))
    assert session.outcome().winner == 0 and session.ending == ("resign", 1)
    session.review(1)
    assert session_query(session) == "?game=shogi&moves=7g7f,3c3d&ply=1&end=resign:1"
