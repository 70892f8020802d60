"""A game review written into records (kiban.review.annotate): KIF '*' lines, CSA ''*' lines, PGN
'$n' glyphs and '{}' comments, each read back as written; and PGN's glyphs and '!?' marks kept."""

import pytest

from kiban import games, records
from kiban.records import Record
from kiban.review import ReviewSetting, annotate, review_game

QUICK = ReviewSetting(depth=4, nodes=3000)
GAMES = {  # a lone piece left hanging by the first player's first move, taken by the reply
    "shogi": ("4k4/9/9/9/4r4/4G4/9/9/4K4 b - 1", ["5i4h", "5e5f"], "▲５五金"),
    "xiangqi": ("4k4/9/9/9/4r4/4R4/9/9/9/3K5 w - - 0 1", ["d0d1", "e5e4"], "R5+1"),
}


def annotated(game):
    start, texts, _best = GAMES[game]
    desc = games.get(game)
    moves = [desc.parse_move(t) for t in texts]
    record = Record(game, start)
    record.root.add_line(moves).parent.comment = "an earlier comment"
    review = review_game(desc.new_board(start), moves, setting=QUICK)
    return annotate(record, review)


@pytest.mark.parametrize("game, fmt", [("shogi", "kif"), ("shogi", "ki2"), ("shogi", "csa"),
                                       ("xiangqi", "pgn")])
def test_the_marks_and_best_move_are_written_and_read_back(game, fmt):
    record = annotated(game)
    blunder = record.root.children[0]
    assert blunder.comment.startswith("an earlier comment\n?? ") and " → " in blunder.comment
    assert f"best {GAMES[game][2]}" in blunder.comment
    text = records.write(record, fmt)
    back = records.read(text, fmt)
    assert [n.comment for n in back.root.mainline_nodes()] == \
        [n.comment for n in record.root.mainline_nodes()]


def test_pgn_carries_the_mark_as_a_glyph():
    record = annotated("xiangqi")
    text = records.write(record, "pgn")
    assert " $4 {an earlier comment" in text
    back = records.read(text)
    assert [n.nags for n in back.root.mainline_nodes()] == [n.nags for n in record.root.mainline_nodes()]
    assert back.root.children[0].nags == [4]


def test_pgn_glyphs_and_marks_are_read_and_written_again():
    text = '[Game "Chinese Chess"]\n1. C2=5?! H8+7 $4 $18 2. H2+3!! *\n'
    record = records.read(text)
    assert [n.nags for n in record.root.mainline_nodes()] == [[6], [4, 18], [3]]
    written = records.write(record, "pgn")
    assert "C2=5 $6 H8+7 $4 $18" in written and "H2+3 $3" in written
    assert [n.nags for n in records.read(written).root.mainline_nodes()] == [[6], [4, 18], [3]]


def test_a_review_of_another_game_is_refused():
    record = annotated("shogi")
    other = Record("shogi", GAMES["shogi"][0])
    other.root.add(games.get("shogi").parse_move("5f5e"))
    from kiban.errors import KibanError
    from kiban.review import Review
    review = Review.from_dict(_review_dict(record))
    with pytest.raises(KibanError):
        annotate(other, review)


def _review_dict(record):
    desc = games.get("shogi")
    moves = list(record.mainline)
    return review_game(desc.new_board(record.start), moves, setting=QUICK).to_dict()


def test_annotate_stays_the_function_once_the_library_export_is_imported():
    """The library's export imports the module that defines ``annotate``; the package's
    ``annotate`` is still the function (a module of that name would have replaced it)."""
    import importlib

    importlib.import_module("webui.library.export")
    from kiban import review

    assert callable(review.annotate)
