"""Following a reader through an exercise: judging each move, answering it, retry, hint,
solution. Pure Python (the engine does the thinking; the board's glue shows the answers).

    exercise = Exercise(game, board, spec)     # spec: webui.exercise.spec.ExerciseSpec
    answer = exercise.play(move)               # Answer(verdict, reply)
    exercise.retry(); exercise.hint(); exercise.solution()

Verdicts: ``right`` (the move is played, the opponent's ``reply`` too), ``solved`` (the goal is
reached), ``also-good`` (a line exercise: the move is good by the search but not the line's; the
position stays), ``wrong`` (the position stays; :meth:`Exercise.retry` starts again).

``mate``: a move is right when it keeps a forced mate within the plies left (``spec.mate``, else
the shortest from the start), proven by :class:`kiban.search.mate_within.MateProver`; the reply is
the defence that holds out longest; solved when the defender is mate as problems count it.
``line``: the line's move is right and the board plays the next; another move within
``spec.margin`` of the search's best is ``also-good``. ``best``: one move within the margin
solves it. The ``state`` is ``open``, ``wrong`` or ``solved`` (the ``data-exercise`` hook).
"""

from dataclasses import dataclass
from typing import Optional

from kiban.errors import IllegalMoveError, KibanError
from kiban.search.mate_within import MateProver
from kiban.search.move_loss import best_move, move_loss
from webui.exercise.spec import MAX_MATE, ExerciseError
from webui.i18n import _
from webui.i18n.words import words

RIGHT, WRONG, SOLVED, ALSO_GOOD = "right", "wrong", "solved", "also-good"


@dataclass(frozen=True)
class Answer:
    """The judgement of one move: ``verdict`` and the opponent's ``reply`` (a Move) or None."""

    verdict: str
    reply: Optional[object] = None


class Exercise:
    """One exercise on a copy of ``board`` for game descriptor ``game`` (see the module)."""

    def __init__(self, game, board, spec):
        self.game = game
        self.spec = spec
        self.start = board.copy()
        self.line = self._line_moves()
        self.budget = self._mate_budget() if spec.kind == "mate" else None
        self.retry()

    # -- setting up ------------------------------------------------------------------------

    def _line_moves(self):
        """The line's moves as Move objects, checked legal one after the other."""
        board = self.start.copy()
        moves = []
        for number, text in enumerate(self.spec.solution, 1):
            try:
                move = self.game.parse_move(text)
                board.push(move)
            except KibanError as error:
                raise ExerciseError(_("'solution': move {number} ({text}) cannot be played: "
                                      "{error}").format(number=number, text=text[:16],
                                                        error=words(error)),
                                    "solution") from None
            moves.append(move)
        return moves

    def _mate_budget(self):
        """The plies the reader has to mate in; ExerciseError when there is no such mate."""
        most = self.spec.mate or MAX_MATE
        found = MateProver(self.start).shortest(most)
        if found is None:
            raise ExerciseError(_("'exercise=mate': the side to move has no forced mate within "
                                  "{plies} moves").format(plies=most), "mate")
        return self.spec.mate or found

    # -- the reader's actions --------------------------------------------------------------

    def retry(self):
        """Start again from the exercise's position."""
        self.board = self.start.copy()
        self.played = 0     # plies played since the start
        self.state = "open"

    def play(self, move):
        """Judge the reader's ``move`` on :attr:`board`; an :class:`Answer`
        (IllegalMoveError when it is not legal there)."""
        if not self.board.is_legal(move):
            raise IllegalMoveError(_("illegal move {move}: not an answer to this exercise").format(
                move=self.game.move_text(move)))
        if self.state == "solved":
            return Answer(SOLVED)
        judge = {"mate": self._play_mate, "line": self._play_line, "best": self._play_best}
        answer = judge[self.spec.kind](move)
        self.state = {WRONG: "wrong", SOLVED: "solved"}.get(answer.verdict, "open")
        return answer

    def hint(self):
        """``(text, marks)``: the link's hint text (maybe empty) and its arrows and circles."""
        return self.spec.hint, self.spec.hint_marks

    def solution(self):
        """The moves (Move objects, both sides) that solve the exercise from :attr:`board`."""
        if self.spec.kind == "line":
            return list(self.line[self.played:])
        if self.spec.kind == "mate":
            return MateProver(self.board).line(self.budget - self.played)
        best = best_move(self.board, self.spec.depth)
        return [best] if best is not None else []

    # -- the three kinds -------------------------------------------------------------------

    def _advance(self, move):
        self.board.push(move)
        self.played += 1

    def _play_mate(self, move):
        left = self.budget - self.played
        prover = MateProver(self.board)
        code = self.board.code_of(move)
        if code not in prover.mating_codes(left):
            return Answer(WRONG)
        self._advance(move)
        prover = MateProver(self.board)
        if prover.is_mated():
            return Answer(SOLVED)
        reply = self.board.move_of(prover.best_defence(prover.distance(left - 1))[0])
        self._advance(reply)
        return Answer(RIGHT, reply)

    def _play_line(self, move):
        expected = self.line[self.played]
        if move != expected:
            good = move_loss(self.board, move, self.spec.depth) <= self.spec.margin
            return Answer(ALSO_GOOD if good else WRONG)
        self._advance(move)
        if self.played >= len(self.line):
            return Answer(SOLVED)
        reply = self.line[self.played]
        self._advance(reply)
        return Answer(SOLVED if self.played >= len(self.line) else RIGHT, reply)

    def _play_best(self, move):
        if move_loss(self.board, move, self.spec.depth) > self.spec.margin:
            return Answer(WRONG)
        self._advance(move)
        return Answer(SOLVED)

