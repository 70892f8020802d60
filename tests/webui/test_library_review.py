"""A game's review kept in the library (webui.library.entry) and written into the records it
exports (webui.library.export)."""

import json

import pytest

from kiban import records
from kiban.review import ReviewSetting, review_game
from webui.library.entry import EntryError, GameEntry
from webui.library.export import export_one
from webui.play.opponent import Opponent
from webui.play.session import GameSession

MAY_2024 = 1714557600000
BISHOP_HUNG = ("7g7f", "3c3d", "8h3c+", "2b3c")   # sente's bishop lands where gote's takes it


def entry_with_review(*moves):
    session = GameSession("shogi")
    for text in moves:
        session.play(session.game.parse_move(text))
    save = session.to_dict()
    save["orientation"], save["opponent"] = 0, Opponent().to_dict()
    entry = GameEntry.of(session, save, "g1", MAY_2024, MAY_2024)
    board = session.game.new_board()
    review = review_game(board, list(session.root.mainline()), setting=ReviewSetting(depth=4, nodes=3000))
    entry.analysis = review.to_dict()
    return entry, review


def test_the_review_is_kept_with_the_entry_and_read_back():
    entry, review = entry_with_review(*BISHOP_HUNG)
    stored = json.loads(json.dumps(entry.to_dict()))
    again = GameEntry.from_dict(stored)
    assert again == entry
    assert again.kept_review().to_dict() == review.to_dict()
    assert again.kept_review().marks()[2] == "??"


def test_a_review_of_other_moves_is_not_reused():
    entry, _review = entry_with_review(*BISHOP_HUNG)
    entry.save = dict(entry.save, moves=list(BISHOP_HUNG) + ["2g2f"])   # the game went on
    assert entry.kept_review() is None
    entry.save = dict(entry.save, moves=list(BISHOP_HUNG))
    entry.analysis = dict(entry.analysis, verdicts=[])                   # damaged
    assert entry.kept_review() is None


def test_the_exported_record_carries_the_marks():
    entry, _review = entry_with_review(*BISHOP_HUNG)
    name, text = export_one(entry)
    assert name.endswith(".kif")
    back = records.read(text)
    comments = [n.comment for n in back.root.mainline_nodes()]
    assert comments[2].startswith("?? ") and "best" in comments[2]
    entry.analysis = None
    assert "??" not in export_one(entry)[1]


def test_an_entry_whose_review_is_not_an_object_is_refused():
    entry, _review = entry_with_review("7g7f")
    with pytest.raises(EntryError):
        GameEntry.from_dict(dict(entry.to_dict(), analysis="yes"))
