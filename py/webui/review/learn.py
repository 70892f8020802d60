""""Learn from your mistakes": each move of a review marked ``?`` or ``??`` becomes a "find a
better move" exercise from the position before it, one after another. Pure Python; moves are
judged by `webui.exercise.judge.Exercise` with a ``best`` spec (a move within the review's
margin of the search's best solves it), the review's own best move always counts as right and
the move played in the game as wrong.

    drill = Drill(review)           # Drill(review, color=0): only sente's / red's mistakes
    drill.current         # the exercise dict (`kiban.review.Review.exercises`) or None: done
    drill.answer(move)    # "right" or "wrong"
    drill.next()          # on to the next mistake
"""

from webui.exercise.judge import Exercise
from webui.exercise.spec import ExerciseSpec

RIGHT, WRONG = "right", "wrong"


class Drill:
    """The mistakes of one review as exercises, in the order they were played: both sides',
    or only those of ``color``."""

    def __init__(self, review, color=None):
        self.game = review.descriptor
        self.items = [item for item in review.exercises()
                      if color is None or review.verdicts[item["ply"] - 1].color == color]
        self.index = 0
        self.verdict = None      # of the last answer to the current exercise
        self._exercise = None

    @property
    def current(self):
        """The exercise being worked on (a dict, see the module), None when all are done."""
        return self.items[self.index] if self.index < len(self.items) else None

    def board(self):
        """The position of the current exercise, with the game's moves before it (so
        repetitions count as in the game)."""
        item = self.current
        board = self.game.new_board(item["start"], strict=False)
        for text in item["line"]:
            board.push(self.game.parse_move(text))
        return board

    def answer(self, move):
        """Judge ``move`` (legal in the current exercise's position): `RIGHT` or `WRONG`."""
        item = self.current
        text = self.game.move_text(move)
        if text in item["moves"]:
            self.verdict = RIGHT
        elif text == item["played"]:
            self.verdict = WRONG
        else:
            if self._exercise is None:
                self._exercise = Exercise(self.game, self.board(),
                                          ExerciseSpec("best", margin=item["margin"]))
            self._exercise.retry()
            solved = self._exercise.play(move).verdict == "solved"
            self.verdict = RIGHT if solved else WRONG
        return self.verdict

    def next(self):
        """Go on to the next exercise (`current` is None after the last)."""
        self.index += 1
        self.verdict, self._exercise = None, None
