"""The game library's model (issue 11): entries, their versions, a tab's game and id, the Games
page's words and order, and the records it exports."""

import json
import random

import pytest

from kiban import records
from webui.i18n import set_language
from webui.library import tab
from webui.library.entry import EntryError, GameEntry, players_of
from webui.library.export import export_all, export_one, record_of
from webui.library.listing import IN_PROGRESS, row_texts, sorted_entries
from webui.play.opponent import Opponent
from webui.play.session import GameSession

MAY_2024 = 1714557600000  # 2024-05-01 10:00 UTC


def session_of(game, *moves):
    session = GameSession(game)
    for text in moves:
        session.play(session.game.parse_move(text))
    return session


def entry_of(session, opponent=Opponent(), id="g1", updated=MAY_2024):
    save = session.to_dict()
    save["orientation"], save["opponent"] = 0, opponent.to_dict()
    return GameEntry.of(session, save, id, MAY_2024, updated)


def test_an_entry_says_who_played_the_result_and_the_length():
    session = session_of("shogi", "7g7f", "3c3d")
    session.resign(1)
    entry = entry_of(session, Opponent(computer=1, level=4))
    assert entry.players == ["You", "Computer (level 4)"]
    assert (entry.result, entry.outcome, entry.length) == ("1-0", "Sente wins by resignation", 2)
    assert row_texts(entry) == {"date": "2024-05-01 10:00", "game": "Shogi",
                                "players": "Sente: You · Gote: Computer (level 4)",
                                "result": "Sente wins by resignation", "moves": "2"}
    assert players_of(Opponent()) == ["You", "Friend"]


def test_an_entry_round_trips_through_its_stored_form_and_versions_are_checked():
    entry = entry_of(session_of("xiangqi", "h2e2"))
    stored = json.loads(json.dumps(entry.to_dict()))
    assert stored["v"] == 1 and GameEntry.from_dict(stored) == entry
    assert row_texts(entry, offset_minutes=120)["date"] == "2024-05-01 12:00"
    assert row_texts(entry)["result"] == IN_PROGRESS
    with pytest.raises(EntryError, match="unknown version 2"):
        GameEntry.from_dict({**stored, "v": 2})
    with pytest.raises(EntryError, match="no known game"):
        GameEntry.from_dict({**stored, "save": {"game": "chess"}})
    with pytest.raises(EntryError, match="damaged"):
        GameEntry.from_dict({k: v for k, v in stored.items() if k != "created"})


def test_entries_are_listed_last_played_first():
    old, new = (entry_of(session_of("shogi"), id=i, updated=MAY_2024 + n)
                for n, i in ((0, "a"), (5, "b")))
    assert [e.id for e in sorted_entries([old, new])] == ["b", "a"]


def test_export_one_and_all_read_back_with_their_moves_and_players():
    shogi_a = entry_of(session_of("shogi", "7g7f", "3c3d", "2g2f"), id="a")
    shogi_b = entry_of(session_of("shogi", "2g2f"), Opponent(computer=0, level=2), id="b")
    xq = entry_of(session_of("xiangqi", "h2e2", "h9g7"), id="x")
    name, text = export_one(shogi_a)
    assert name == "kiban-a.kif" and len(records.read(text).mainline) == 3
    files = dict(export_all([shogi_a, xq, shogi_b]))
    assert sorted(files) == ["kiban-shogi-games.csa", "kiban-xiangqi-games.pgn"]
    games = records.read_all(files["kiban-shogi-games.csa"])
    assert [len(g.mainline) for g in games] == [3, 1]
    assert games[1].headers["N+"] == "Computer (level 2)" and games[1].headers["N-"] == "You"
    assert [len(g.mainline) for g in records.read_all(files["kiban-xiangqi-games.pgn"])] == [2]
    # The same headers as the game page's Records dialog writes (one descriptor says them),
    # the date with the time the game was started.
    assert records.read(text).headers["開始日時"] == "2024/05/01 10:00:00"
    assert games[0].headers["N+"] == "You" and games[0].headers["START_TIME"] == "2024/05/01 10:00:00"
    xq_headers = records.read_all(files["kiban-xiangqi-games.pgn"])[0].headers
    assert (xq_headers["Event"], xq_headers["Date"], xq_headers["Red"]) == ("Kiban", "2024.05.01", "You")


def test_export_all_gives_a_file_per_game_where_no_format_holds_several():
    mini_a = entry_of(session_of("minishogi", "5d5c", "1b1c"), id="m1")
    mini_b = entry_of(session_of("minishogi", "4e4d"), id="m2")
    shogi_a = entry_of(session_of("shogi", "7g7f"), id="s")
    files = dict(export_all([mini_a, shogi_a, mini_b]))
    assert sorted(files) == ["kiban-m1.kif", "kiban-m2.kif", "kiban-shogi-games.csa"]
    read = records.read(files["kiban-m1.kif"])
    assert read.game == "minishogi" and [m.usi() for m in read.mainline] == ["5d5c", "1b1c"]


def test_an_exported_ending_keeps_the_result():
    session = session_of("shogi", "7g7f")
    session.resign(1)
    record = records.read(export_one(entry_of(session))[1])
    assert (record.result, record.termination) == ("1-0", "resign")
    assert records.read(records.write(record_of(entry_of(session)), "csa")).result == "1-0"


def test_new_tags_are_unique_valid_ids():
    rng = random.Random(1)
    ids = {tab.new_tag(MAY_2024, rng).id for _ in range(100)}
    assert len(ids) == 100 and all(tab.LIBRARY_ID.fullmatch(i) for i in ids)


def saved(tag=None, moves=()):
    data = {"v": 2, "game": "shogi", "start": "s", "rule": "24-point", "moves": list(moves)}
    if tag:
        data["library"] = tag.to_dict()
    return data


def test_a_tab_shows_its_own_game_when_another_tab_saved_since():
    mine, other = tab.Tag("mine-1", 1), tab.Tag("other-1", 2)
    mine_raw, other_raw = json.dumps(saved(mine)), json.dumps(saved(other))
    assert tab.choose(other_raw, mine_raw) == mine_raw
    assert tab.choose(mine_raw, mine_raw) is None           # the shared game is the tab's
    assert tab.choose(None, mine_raw) is None               # nothing shared: a fresh game
    assert tab.choose(json.dumps(saved()), mine_raw) is None  # an untagged save (old or a test's)
    assert tab.choose(other_raw, None) is None              # a new tab takes the shared game


def test_the_first_save_keeps_the_restored_id_only_for_that_same_game():
    tag = tab.Tag("abc-123456", 5)
    restored = saved(tag, ["7g7f"])
    assert tab.claim(restored, saved(moves=["7g7f"]), MAY_2024) == tag
    other = tab.claim(restored, saved(moves=["2g2f"]), MAY_2024)    # a link to another game
    legacy = tab.claim(saved(moves=["7g7f"]), saved(moves=["7g7f"]), MAY_2024)  # before the library
    assert other.id != tag.id and legacy.created == MAY_2024
    assert tab.tag_of({"library": {"id": "<script>", "created": 1}}) is None


def test_a_library_link_is_checked_like_the_other_link_parameters():
    from webui.play.links import LinkError, library_request, split_query
    assert library_request(split_query("?library=lx2k-ab12cd")) == ("lx2k-ab12cd", False)
    assert library_request(split_query("?library=AB-1&review=1")) == ("ab-1", True)
    assert library_request(split_query("?game=shogi")) is None
    for query, message in (("?library=<b>x</b>", "names a game kept"),
                           ("?library=a&library=b", "given 2 times"),
                           ("?library=a&moves=7g7f", "without the parameters of a game"),
                           ("?library=a&review=maybe", "must be 0 or 1")):
        with pytest.raises(LinkError, match=message) as caught:
            library_request(split_query(query))
        assert caught.value.param in ("library", "review")


def test_the_result_is_shown_in_the_readers_language_not_the_one_it_was_saved_in():
    session = session_of("shogi", "7g7f", "3c3d")
    session.resign(0)
    set_language("nl")
    try:
        entry = GameEntry.from_dict(json.loads(json.dumps(entry_of(session).to_dict())))
        assert row_texts(entry)["result"] == "Wit wint door opgave"
    finally:
        set_language("en")
    assert row_texts(entry)["result"] == "Gote wins by resignation"
    older = {k: v for k, v in entry.to_dict().items() if k != "ending"}  # saved before endings
    assert entry.outcome == "Wit wint door opgave"
    assert row_texts(GameEntry.from_dict(older))["result"] == "Gote wins by resignation"
    unreadable = dict(older, save=dict(older["save"], moves=["9a9b"]))  # (not a legal move)
    assert row_texts(GameEntry.from_dict(unreadable))["result"] == "Wit wint door opgave"
