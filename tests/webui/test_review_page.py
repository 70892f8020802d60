"""The game page's review, its pure parts (webui.review): which review fits the game shown, the
marks for the move list, the graph's data, the bar, the summary, the best move's arrow and line,
the worker request, the mistakes drill and the record written with the review."""

import functools
import json

import pytest

from kiban import records
from kiban.review import ReviewSetting, review_game
from webui.play.gamerecord import record_of
from webui.play.marks import NO_MARKS, Arrow, MarkSet
from webui.play.session import GameSession
from webui.review import best, fit, graph, learn, request, summary
from webui.review.record import reviewed_record

SETTING = ReviewSetting(depth=6, nodes=2000)
BISHOP_HUNG = ("shogi", ("7g7f", "3c3d", "8h3c+", "2b3c"))     # sente's bishop is taken
CHARIOT_LOST = ("xiangqi", ("h0g2", "h9g7", "i0h0", "h7h0"))   # red's chariot is taken by a cannon
MINI_BISHOP = ("minishogi", ("5e4d", "1a2b", "2e5b", "5a5b"))   # sente's bishop is taken


@functools.lru_cache(maxsize=None)
def reviewed(game, moves):
    session = GameSession(game)
    for text in moves:
        session.play(session.game.parse_move(text))
    review = review_game(session.game.new_board(), list(session.root.mainline()), setting=SETTING)
    return session, review


@pytest.fixture(scope="module", params=[BISHOP_HUNG, CHARIOT_LOST, MINI_BISHOP],
                ids=["shogi", "xiangqi", "minishogi"])
def game(request):
    return reviewed(*request.param)


def test_the_blunder_is_marked_on_its_move_list_node(game):
    session, review = game
    marks = fit.marks_by_node(review, session)
    third = session.root.mainline_nodes()[2]
    assert marks == {third: "??"}


def test_a_review_stops_fitting_once_the_game_goes_on(game):
    session, review = game
    assert fit.fits(review, session)
    session.play(next(iter(session.board.legal_moves)))
    try:
        assert not fit.fits(review, session)
        assert fit.marks_by_node(review, session) == {}
        assert fit.shown_index(review, session) is None
    finally:
        session.take_back()


def test_a_stored_review_comes_back_only_for_its_own_game(game):
    session, review = game
    stored = json.loads(json.dumps(review.to_dict()))
    assert fit.stored_review(stored, session).scores() == review.scores()
    assert fit.stored_review(dict(stored, v=99), session) is None
    other = GameSession(session.game)
    assert fit.stored_review(stored, other) is None
    assert fit.stored_review(None, session) is None


def test_the_shown_position_is_found_on_the_main_line_only(game):
    session, review = game
    session.review(2)
    assert fit.shown_index(review, session) == 2
    session.review(session.last_ply)


def test_the_graph_has_one_point_per_position_and_the_blunder_drops_it(game):
    session, review = game
    scores = json.loads(graph.evals_json(review))
    assert scores == review.scores() and len(scores) == session.last_ply + 1
    scale = review.setting["scale"]
    points = graph.points(scores, scale)
    assert [x for x, _y in points] == [0, 250, 500, 750, 1000]
    assert points[3][1] > points[2][1] + 20           # lower: worse for the first player
    assert graph.area(scores, scale).endswith(f"1000.0,{graph.HEIGHT} 0.0,{graph.HEIGHT}")


def test_a_review_under_way_draws_its_searched_runs_apart_and_no_lone_point():
    scale = 0.002
    runs = graph.segments([None, 0, 100, None, 50, None, -30, -60], scale)
    assert [[point.split(",")[0] for point in run.split()] for run in runs] == \
        [["142.9", "285.7"], ["857.1", "1000.0"]]        # the lone 50 waits for a neighbour
    assert graph.segments([None, None], scale) == [] and graph.segments([], scale) == []


@pytest.mark.parametrize("fraction, index", [(0, 0), (0.1, 0), (0.13, 1), (0.5, 2), (1.2, 4)])
def test_a_click_on_the_graph_picks_the_nearest_position(fraction, index):
    assert graph.index_at(fraction, 5) == index


def test_the_bar_is_even_at_zero_and_full_for_a_mate():
    assert graph.share(0, 0.002) == 0.5
    assert graph.share(99990, 0.002) > 0.95 and graph.share(-99990, 0.002) < 0.05


def test_the_summary_counts_each_side(game):
    _session, review = game
    rows = summary.summary_rows(review)
    assert [color for color, _name, _values in rows] == [0, 1]
    first = dict(zip(summary.KEYS, rows[0][2]))
    assert first["blunders"] == 1 and first["average_loss"] > 100
    assert dict(zip(summary.KEYS, rows[1][2]))["blunders"] == 0
    assert [key for key, _label in summary.labels()] == list(summary.KEYS)


def test_the_best_move_becomes_an_arrow_in_the_best_brush():
    session, review = reviewed(*BISHOP_HUNG)
    session.review(2)
    board = session.shown_board()
    arrow = best.best_arrow(session.game, board, review.positions[2].best)
    assert arrow == Arrow(("square", session.game.parse_square("8h")),
                          session.game.parse_square("2b"), "best")
    drawn = best.with_best(MarkSet(arrows=(Arrow(("square", 1), 2),)), arrow)
    assert drawn.arrows[-1] is arrow and len(drawn.arrows) == 2
    assert best.with_best(NO_MARKS, None) is NO_MARKS
    score, line = best.best_line(review.positions[2], board, "western")
    assert score.startswith("+") and line.startswith("Bx22+")
    session.review(session.last_ply)


def test_a_drop_arrow_starts_from_the_movers_hand():
    session = GameSession("shogi", start="4k4/9/9/9/9/9/9/9/4K4 w G 1")
    board = session.board
    arrow = best.best_arrow(session.game, board, session.game.parse_move("G*5b"))
    assert arrow.origin == ("hand", 1, "G")


def test_the_request_asks_for_the_main_line_at_the_chosen_setting(game):
    session, _review = game
    asked = request.review_request(session, "quick")
    assert asked["moves"] == fit.main_line_texts(session)
    assert asked["review"] == request.SETTINGS["quick"][1]
    assert request.review_request(session, "nonsense")["review"] == \
        request.SETTINGS[request.DEFAULT][1]


def test_the_drill_takes_the_best_move_as_right_and_the_game_move_as_wrong(game):
    session, review = game
    drill = learn.Drill(review)
    item = drill.current
    assert item["ply"] == 3
    desc = session.game
    assert drill.answer(desc.parse_move(item["played"])) == learn.WRONG
    assert drill.answer(desc.parse_move(item["moves"][0])) == learn.RIGHT
    drill.next()
    assert drill.current is None


def test_another_good_move_is_judged_by_the_exercise_search():
    session, review = reviewed(*BISHOP_HUNG)
    drill = learn.Drill(review)
    assert drill.answer(session.game.parse_move("2g2f")) == learn.RIGHT  # a quiet, sound move
    assert drill.answer(session.game.parse_move("8h5e")) == learn.WRONG  # the bishop hangs


@pytest.mark.parametrize("fmt, mark", [("kif", "*??"), ("csa", "'*??"), ("pgn", "$4")])
def test_a_saved_record_carries_the_review_and_the_game_is_left_alone(fmt, mark):
    session, review = reviewed(*BISHOP_HUNG) if fmt != "pgn" else reviewed(*CHARIOT_LOST)
    record = reviewed_record(record_of(session, ("You", "Friend"), None), review)
    text = records.write(record, fmt)
    assert mark in text
    assert all(not node.comment and not node.nags for node in session.root.mainline_nodes())


def test_against_the_computer_only_the_players_own_mistakes_are_drilled(game):
    _session, review = game
    assert [item["ply"] for item in learn.Drill(review, color=0).items] == [3]
    assert learn.Drill(review, color=1).items == []


def test_the_review_in_a_saved_game_goes_into_its_library_entry():
    from webui.library.entry import GameEntry
    session, review = reviewed(*BISHOP_HUNG)
    save = dict(session.to_dict(), orientation=0, analysis=review.to_dict())
    entry = GameEntry.of(session, save, "g1", 1, 2)
    assert "analysis" not in entry.save and entry.analysis == review.to_dict()
    assert entry.kept_review().marks() == review.marks()
