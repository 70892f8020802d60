"""Game review (kiban.review): scores, marks, summary, exercises and the stored form, both games."""

import json
from dataclasses import replace

import pytest

from kiban import games
from kiban.errors import KibanError
from kiban.review import Review, ReviewSetting, review_game
from kiban.review.chances import winning_chances

QUICK = ReviewSetting(depth=4, nodes=3000)
# Sente's gold faces gote's lone rook: taking it wins, anything else loses the gold.
SHOGI_ROOK = "4k4/9/9/9/4r4/4G4/9/9/4K4 b - 1"
# Red's chariot faces black's lone chariot the same way.
XIANGQI_CHARIOT = "4k4/9/9/9/4r4/4R4/9/9/9/3K5 w - - 0 1"
SHOGI_MATE_IN_1 = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"


def reviewed(game, start, texts, setting=QUICK, **options):
    desc = games.get(game)
    return review_game(desc.new_board(start), [desc.parse_move(t) for t in texts], setting=setting,
                       **options)


@pytest.mark.parametrize("game, start, blunder, reply, best", [
    ("shogi", SHOGI_ROOK, "5i4h", "5e5f", "5f5e"),
    ("xiangqi", XIANGQI_CHARIOT, "d0d1", "e5e4", "e4e5"),
])
def test_leaving_a_free_piece_is_a_blunder_and_becomes_an_exercise(game, start, blunder, reply, best):
    review = reviewed(game, start, [blunder, reply])
    desc = games.get(game)
    assert review.marks()[0] == "??"
    assert review.marks()[1] in (None, "!")             # the reply takes what was given
    assert desc.move_text(review.positions[0].best) == best
    assert review.positions[0].pv[0] == review.positions[0].best
    assert review.scores()[0] > 300 > -300 > review.scores()[1]   # first player's view throughout
    assert review.positions[0].played < -300                     # the blunder searched from the same root
    assert review.positions[1].played is None                    # the reply was the best move
    assert review.summary(0)["blunders"] == 1 and review.summary(1)["blunders"] == 0
    assert review.summary(0)["average_loss"] > 300
    [exercise] = review.exercises()
    assert exercise["position"] == desc.position_text(desc.new_board(start))
    assert exercise["moves"] == [best] and exercise["played"] == blunder and exercise["ply"] == 1
    assert exercise["mark"] == "??" and 0 < exercise["margin"] <= 500
    json.dumps(exercise)


def test_taking_the_free_piece_is_not_marked_as_a_mistake():
    review = reviewed("shogi", SHOGI_ROOK, ["5f5e"])
    assert review.marks()[0] in (None, "!")
    assert review.verdicts[0].loss == 0 and review.exercises() == []


def test_an_only_move_is_marked_when_the_setting_has_a_margin():
    capture = ["5f5e"]                                  # every other move loses the gold
    assert reviewed("shogi", SHOGI_ROOK, capture).marks() == [None]
    wide = ReviewSetting(depth=4, nodes=3000, margin=400)
    assert reviewed("shogi", SHOGI_ROOK, capture, setting=wide).marks() == ["!"]
    assert reviewed("shogi", SHOGI_ROOK, ["5i4h"], setting=wide).marks() == ["??"]


def test_mates_score_as_100000_less_the_plies():
    review = reviewed("shogi", SHOGI_MATE_IN_1, ["G*5b"])
    assert review.scores() == [99999, 100000]           # mate in 1, then mated
    assert review.marks() == [None] or review.marks() == ["!"]


def test_a_gote_win_scores_negative():
    review = reviewed("shogi", "4k4/9/9/9/9/9/4p4/9/4K4 w g 1", ["G*5h"])
    assert review.scores() == [-99999, -100000]


def test_progress_counts_every_position_then_the_second_looks_and_stop_ends_early():
    calls = []
    review = reviewed("xiangqi", XIANGQI_CHARIOT, ["d0d1", "e5e4"],
                      on_progress=lambda done, total: calls.append((done, total)))
    # 3 positions (the second part, 1-2, first), then 66 units kept for the looks: a suspect's
    # look at xiangqi's 64 times a position's nodes and a share of 0.4 of 3, rounded up; the one
    # suspect's look (d0d1, the blunder) fills them, so the bar never waits at its end
    assert calls == [(1, 69), (2, 69), (3, 69), (69, 69)] and review.complete
    assert review.positions[0].verified is not None
    unverified = []
    reviewed("xiangqi", XIANGQI_CHARIOT, ["d0d1", "e5e4"], setting=replace(QUICK, verify=0),
             on_progress=lambda done, total: unverified.append((done, total)))
    assert unverified == [(1, 3), (2, 3), (3, 3)]
    stopped = reviewed("xiangqi", XIANGQI_CHARIOT, ["d0d1", "e5e4"],
                       on_progress=lambda done, total: calls.append((done, total)),
                       should_stop=lambda: len(calls) >= 5)
    assert not stopped.complete
    assert stopped.marks() == [None, None]               # nothing judged without both positions
    assert stopped.positions[0].best is None


def test_stored_form_round_trips_through_json():
    review = reviewed("shogi", SHOGI_ROOK, ["5i4h", "5e5f"])
    data = json.loads(json.dumps(review.to_dict()))
    again = Review.from_dict(data)
    assert again.to_dict() == review.to_dict()
    assert again.marks() == review.marks() and again.positions[0].best == review.positions[0].best


@pytest.mark.parametrize("damage", [
    lambda d: d.update(v=99),
    lambda d: d.update(game="chess"),
    lambda d: d["positions"].pop(),
    lambda d: d["verdicts"][0].update(mark="!!!"),
    lambda d: d["positions"][0].update(best="z9z9"),
    lambda d: d.pop("moves"),
])
def test_a_damaged_stored_review_is_refused_with_a_reason(damage):
    data = reviewed("shogi", SHOGI_ROOK, ["5i4h", "5e5f"]).to_dict()
    damage(data)
    with pytest.raises(KibanError):
        Review.from_dict(data)


def test_winning_chances_follow_the_score_and_saturate():
    assert winning_chances(0, 0.002) == 0
    assert winning_chances(300, 0.002) == pytest.approx(-winning_chances(-300, 0.002))
    assert winning_chances(300, 0.002) > 0.2
    assert winning_chances(99990, 0.002) == winning_chances(5000, 0.002) > 0.9


@pytest.mark.parametrize("before, after, mark", [
    (100000 - 3, 4000, None),      # the winner misses a mate but stays far ahead
    (-4000, -(100000 - 1), None),  # the loser of a lost game allows a mate
    (-1600, -2400, "?"),           # a lost game, yet a piece is given away
])
def test_a_decided_game_marks_a_piece_given_away_but_not_a_mate_missed_or_allowed(before, after, mark):
    from kiban.review.analyse import judge_moves
    from kiban.review.model import PositionEval
    from kiban.search import eval_shogi
    move = games.get("shogi").parse_move("7g7f")
    verdict, = judge_moves(0, None, [move], [PositionEval(before), PositionEval(after)],
                           eval_shogi.REVIEW_PAWN)
    assert verdict.mark == mark


@pytest.mark.parametrize("game", ["shogi", "xiangqi", "minishogi"])
@pytest.mark.parametrize("before, after, mark", [
    (0, -0.7, "?!"),     # level, then less than a pawn down: the chances drop by about 0.13
    (0, -1.5, "?"),      # a pawn and a half: 0.27
    (0, -2.5, "?"),      # 0.43, yet less than the 3 pawns of a blunder
    (0, -3.5, "??"),     # 3 pawns or more and 0.3 of the chances: a blunder
    (15, 13.5, "?"),     # far ahead the chances hardly move, but a pawn and a half given away is a mistake
    (25, 21, None),      # beyond 20 pawns the game is decided: still winning, nothing to mark
    (-8, -9.5, "?"),     # a lost game, yet a pawn and a half more given away
])
def test_one_rule_marks_both_games_in_pawns_of_the_reference_engine(game, before, after, mark):
    """The same loss, in the reference engine's pawns (the game's REVIEW_PAWN of its own
    centipawns), gets the same mark in every game."""
    from kiban.review.analyse import judge_moves
    from kiban.review.model import PositionEval
    board = games.get(game).new_board()
    pawn = adapter_for_game(game).REVIEW_PAWN
    move, best = list(board.legal_moves)[:2]
    evaluations = [PositionEval(round(before * pawn), best), PositionEval(round(after * pawn))]
    verdict, = judge_moves(0, None, [move], evaluations, pawn)
    assert verdict.mark == mark


def test_shogi_scores_run_larger_than_xiangqi_scores():
    """A captured shogi piece changes sides: a shogi pawn of the reference engine's is more of
    our centipawns than a xiangqi one, so the same centipawns lost weigh less in shogi."""
    from kiban.review.analyse import judge_moves
    from kiban.review.model import PositionEval
    from kiban.search import eval_shogi, eval_xiangqi
    assert eval_shogi.REVIEW_PAWN > eval_xiangqi.REVIEW_PAWN
    marks = []
    for game in ("shogi", "xiangqi"):
        board = games.get(game).new_board()
        move, best = list(board.legal_moves)[:2]
        pawn = adapter_for_game(game).REVIEW_PAWN
        verdict, = judge_moves(0, None, [move], [PositionEval(0, best), PositionEval(-500)], pawn)
        marks.append(verdict.mark)
    assert marks == ["?", "??"]


def adapter_for_game(game):
    """The search adapter module of ``game`` (its evaluation's weights)."""
    from kiban.search.searcher import adapter_for
    return adapter_for(games.get(game).new_board())


@pytest.mark.parametrize("played, mark", [
    (-1500, "??"),   # searched from the position before it too, the move loses a rook: a blunder
    (-150, "?"),     # that search sees no such loss: one search's horizon, a mistake at most
    (None, "??"),    # a stored review without the played move's own score
])
def test_a_blunder_needs_both_scores_of_the_position_after_it(played, mark):
    from kiban.review.analyse import judge_moves
    from kiban.review.model import PositionEval
    from kiban.search import eval_shogi
    desc = games.get("shogi")
    move, best = desc.parse_move("7g7f"), desc.parse_move("2g2f")
    verdict, = judge_moves(0, None, [move], [PositionEval(0, best, played=played), PositionEval(-1500)],
                           eval_shogi.REVIEW_PAWN)
    assert verdict.mark == mark and verdict.cp_loss == 1500


@pytest.mark.parametrize("first, mark", [
    (0, "??"),       # sente's best move led to a level game; gote's move then gives a rook away
    (1000, "?"),     # the search before saw gote already 1000 down there: the loss is not sure
])
def test_a_blunder_needs_both_scores_of_the_position_before_it(first, mark):
    from kiban.review.analyse import judge_moves
    from kiban.review.model import PositionEval
    from kiban.search import eval_shogi
    desc = games.get("shogi")
    sente, gote, gote_best = (desc.parse_move(t) for t in ("7g7f", "3c3d", "8c8d"))
    evaluations = [PositionEval(first, sente), PositionEval(0, gote_best, played=1500),
                   PositionEval(1500)]
    _, verdict = judge_moves(0, None, [sente, gote], evaluations, eval_shogi.REVIEW_PAWN)
    assert verdict.mark == mark
