"""Exercises that check themselves (webui.exercise): link parameters read with errors that say
what and where, and a reader followed through mate, line and best exercises."""

import pytest

from kiban import games, shogi, xiangqi
from kiban.errors import IllegalMoveError
from kiban.search.mate_within import MateProver
from webui.exercise.judge import ALSO_GOOD, RIGHT, SOLVED, WRONG, Exercise
from webui.exercise.spec import ExerciseError, parse_exercise
from webui.play.links import split_query

SHOGI = games.get("shogi")
XIANGQI = games.get("xiangqi")
TSUME_3 = "k8/9/S8/9/9/9/9/9/9 b RPr2b4g3s4n4l17p 1"             # R*9b, 9a8a, 9b8b+
ROOK_ON_RANK = "8k/7pp/6N2/9/9/9/9/9/9 b Rr2b4g4s3n4l16p 1"     # R*2a … R*9a all mate


def spec(query, game=SHOGI):
    return parse_exercise(game, split_query(query))


def move(text):
    return shogi.Move.from_usi(text)


def test_no_exercise_without_the_parameter():
    assert spec("moves=7g7f") is None


def test_a_full_exercise_link_is_read():
    read = spec("exercise=line&solution=7g7f,3c3d&margin=30&depth=2&prompt=<b>Play</b>"
                "&hint=the+pawn&hint-arrows=7g7f&hint-circles=7f&id=lesson.1")
    assert (read.kind, read.solution, read.margin, read.depth) == ("line", ("7g7f", "3c3d"), 30, 2)
    assert read.prompt == "<b>Play</b>"       # kept as text; the page shows it as text
    assert read.hint_marks.arrows_text(SHOGI) == "7g7f" and read.id == "lesson.1"


@pytest.mark.parametrize("query,param,words", [
    ("exercise=riddle", "exercise", "mate, line or best"),
    ("exercise=mate&mate=4", "mate", "odd number"),
    ("exercise=mate&mate=x", "mate", "whole number"),
    ("exercise=line", "solution", "solution="),
    ("exercise=best&margin=-5", "margin", "whole number"),
    ("exercise=best&depth=40", "depth", "from 1 to 6"),
    ("exercise=mate&id=a b", "id", "letters"),
    ("exercise=mate&hint-arrows=zz", "hint-arrows", "zz"),
    ("exercise=mate&exercise=best", "exercise", "2 times"),
])
def test_bad_parameters_say_what_and_where(query, param, words):
    with pytest.raises(ExerciseError) as caught:
        spec(query)
    assert caught.value.param == param and words in str(caught.value)


def test_a_line_with_an_illegal_move_names_it():
    with pytest.raises(ExerciseError) as caught:
        Exercise(SHOGI, shogi.Board(), spec("exercise=line&solution=7g7f,7g7f"))
    assert caught.value.param == "solution" and "move 2" in str(caught.value)


def test_a_mate_exercise_without_a_mate_is_refused():
    with pytest.raises(ExerciseError) as caught:
        Exercise(SHOGI, shogi.Board(), spec("exercise=mate&mate=3"))
    assert caught.value.param == "mate"


def test_a_tsume_solved_with_a_wrong_try_and_a_retry():
    exercise = Exercise(SHOGI, shogi.Board(TSUME_3), spec("exercise=mate"))
    assert exercise.budget == 3 and exercise.state == "open"
    assert exercise.play(move("R*9d")).verdict == WRONG           # no check, no mate
    assert exercise.state == "wrong" and exercise.board.sfen() == TSUME_3
    exercise.retry()
    answer = exercise.play(move("R*9b"))
    assert answer.verdict == RIGHT and answer.reply.usi() == "9a8a"  # the only defence
    assert exercise.board.move_stack[-1] == answer.reply
    assert exercise.play(move("9b8b+")).verdict == SOLVED and exercise.state == "solved"


def test_every_mating_move_is_right_not_only_one_stored_answer():
    for file in range(2, 10):
        exercise = Exercise(SHOGI, shogi.Board(ROOK_ON_RANK), spec("exercise=mate&mate=1"))
        assert exercise.play(move(f"R*{file}a")).verdict == SOLVED   # interpositions are useless


def test_a_longer_budget_accepts_a_slower_mate():
    board = xiangqi.Board("3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1")   # a1d1 mates at once
    slow = xiangqi.Move.from_uci("a1a9")                            # a check, mate next move
    exercise = Exercise(XIANGQI, board, spec("exercise=mate&mate=3", XIANGQI))
    answer = exercise.play(slow)
    assert answer.verdict == RIGHT and exercise.board.is_legal(xiangqi.Move.from_uci("i1i9"))
    strict = Exercise(XIANGQI, board, spec("exercise=mate", XIANGQI))
    assert strict.budget == 1 and strict.play(slow).verdict == WRONG


def test_the_defence_that_holds_out_longest_is_played():
    board = shogi.Board("3+B5/ks7/s8/9/1+R7/9/9/9/9 b RB4g2s4n4l18p 1")   # a 5-move tsume
    exercise = Exercise(SHOGI, board, spec("exercise=mate"))
    first = exercise.solution()[0]
    answer = exercise.play(first)
    assert answer.verdict == RIGHT
    assert MateProver(exercise.board).shortest(5) == 3                      # not a quicker loss


def test_the_solution_plays_out_to_mate_from_where_the_reader_is():
    exercise = Exercise(XIANGQI, xiangqi.Board("2P4N1/4k4/9/9/8R/9/9/9/5K3/9 w - - 0 1"),
                        spec("exercise=mate", XIANGQI))
    line = exercise.solution()
    assert len(line) == 5
    for index, step in enumerate(line):
        if index % 2 == 0:
            answer = exercise.play(step)
            assert answer.verdict == (SOLVED if index == 4 else RIGHT)
            if answer.reply is not None:
                assert exercise.solution()[0] == line[index + 2] or exercise.solution()
    assert exercise.state == "solved"


def test_a_line_exercise():
    line = spec("exercise=line&solution=R*9b,9a8a,9b8b%2B&depth=3")
    exercise = Exercise(SHOGI, shogi.Board(TSUME_3), line)
    assert exercise.play(move("P*9b")).verdict == WRONG              # a check, but no mate
    assert exercise.state == "wrong" and not exercise.board.move_stack
    exercise.retry()
    answer = exercise.play(move("R*9b"))
    assert (answer.verdict, answer.reply.usi()) == (RIGHT, "9a8a")
    assert [m.usi() for m in exercise.solution()] == ["9b8b+"]
    assert exercise.play(move("9b8b+")).verdict == SOLVED


def test_another_good_move_in_a_line_is_also_good_but_not_played():
    board = xiangqi.Board("3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1")       # a1d1 and i1d1 both mate
    exercise = Exercise(XIANGQI, board, spec("exercise=line&solution=a1d1&depth=1", XIANGQI))
    answer = exercise.play(xiangqi.Move.from_uci("i1d1"))
    assert answer.verdict == ALSO_GOOD and not exercise.board.move_stack
    assert exercise.play(xiangqi.Move.from_uci("a1d1")).verdict == SOLVED


def test_a_best_move_exercise():
    board = shogi.Board("8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1")
    exercise = Exercise(SHOGI, board, spec("exercise=best&depth=2&margin=50"))
    assert exercise.play(move("G*2a")).verdict == WRONG
    assert exercise.play(move("G*1b")).verdict == SOLVED


def test_an_illegal_move_is_refused():
    exercise = Exercise(SHOGI, shogi.Board(TSUME_3), spec("exercise=mate"))
    with pytest.raises(IllegalMoveError):
        exercise.play(move("9c9a"))
