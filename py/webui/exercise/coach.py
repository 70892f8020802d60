"""An exercise as a board shows it: the judge's verdicts worded for a beginner, the hint's and
the solution's marks, and what the board's shell and its host are told. Pure Python.

    coach = Coach(game, board, spec, style)    # ExerciseError as Exercise raises it
    answer = coach.judge(move)                 # before the owner plays the move (see below)
    coach.message()                            # {"type": "exercise", "state", "prompt", ...}
    coach.hint(); coach.retry(); coach.solution(); coach.next_step()

The board's owner (`webui.embed.adapter.EmbedBoard`) hands the coach the move the board driver
reports, before it plays it: a ``right`` or ``solved`` move is then played as any move (the one
check, the one paint), the opponent's ``reply`` after it; a ``wrong`` or ``also-good`` one is
refused (the position stays). Texts are in the reader's language, moves written in the board's
notation ``style``; link texts (prompt, hint) stay plain text.
"""

from kiban.notation import write
from webui.i18n import _, ngettext
from webui.play.marks import NO_MARKS, Arrow, Circle, MarkSet

from .judge import ALSO_GOOD, RIGHT, SOLVED, WRONG, Exercise

SOLUTION_BRUSH = "blue"
HINT_BRUSH = "yellow"


class Coach:
    """Follows the reader through one exercise of ``spec`` on a copy of ``board`` (game
    descriptor ``game``), wording moves in notation ``style``."""

    def __init__(self, game, board, spec, style):
        self.game, self.spec, self.style = game, spec, style
        self.exercise = Exercise(game, board, spec)
        self.feedback = ""
        self.verdict = None        # the last move's verdict, or "hint", "retry", "solution"
        self.steps = []            # the solution's moves still to play out
        self.showing = False       # the solution is shown: no move until a retry

    @property
    def state(self):
        """``open``, ``wrong`` or ``solved`` (the ``data-exercise`` hook)."""
        return self.exercise.state

    @property
    def board(self):
        """The position the exercise stands at (the judge's copy)."""
        return self.exercise.board

    def accepts_moves(self):
        """True while the reader may still answer."""
        return self.state != "solved" and not self.showing

    def prompt(self):
        """The task in words: the link's ``prompt=``, else one for the kind of exercise."""
        if self.spec.prompt:
            return self.spec.prompt
        color = _(self.game.color_titles[self.exercise.start.turn])
        if self.spec.kind == "mate":  # (counted as the game's problems are: a tsume's plies,
            moves = self.game.mate_moves(self.exercise.budget)  # a xiangqi mate's red moves)
            return ngettext("{color} to play: mate in {count} move.",
                            "{color} to play: mate in {count} moves.", moves).format(
                                color=color, count=moves)
        if self.spec.kind == "line":
            return _("{color} to play: find the best moves.").format(color=color)
        return _("{color} to play: find the best move.").format(color=color)

    # -- the reader's moves ----------------------------------------------------------------
    def judge(self, move):
        """The judge's `Answer` to the reader's ``move`` (legal on :attr:`board`); the feedback
        says it."""
        before = self.board.copy()
        answer = self.exercise.play(move)
        self.verdict = answer.verdict
        said = write(before, move, self.style)
        if answer.verdict == WRONG:
            self.feedback = _("{move} is not right. Try again.").format(move=said)
        elif answer.verdict == ALSO_GOOD:
            self.feedback = _("{move} is good too, but find the move of the line.").format(
                move=said)
        elif answer.verdict == SOLVED:
            self.feedback = _("{move}: solved!").format(move=said)
        else:
            self.feedback = self._right(said, answer.reply)
        return answer

    def _right(self, said, reply):
        if reply is None:
            return _("{move} is right. Go on.").format(move=said)
        before = self.board.copy()
        before.pop()
        return _("{move} is right. The answer: {reply}. Your move.").format(
            move=said, reply=write(before, reply, self.style))

    def retry(self):
        """Back to the exercise's start."""
        self.exercise.retry()
        self.steps, self.showing = [], False
        self.verdict = "retry"
        self.feedback = _("Try again: the position is back.")

    # -- help --------------------------------------------------------------------------------
    def hint(self):
        """The hint's marks (a `MarkSet`); the feedback says its text. Without a hint in the
        link, the piece the solution moves first is circled (a drop: the text says so)."""
        self.verdict = "hint"
        text, marks = self.exercise.hint()
        if text or marks:
            self.feedback = _("Hint: {text}").format(text=text) if text else _(
                "Hint: look at the marks on the board.")
            return marks
        moves = self.exercise.solution()
        if not moves:
            self.feedback = _("No hint for this exercise.")
            return NO_MARKS
        first = moves[0]
        if first.from_square is None:
            self.feedback = _("Hint: drop a piece from your hand.")
            return NO_MARKS
        self.feedback = _("Hint: move the circled piece.")
        return MarkSet(circles=(Circle(first.from_square, HINT_BRUSH),))

    def solution(self):
        """Start showing the solution from where the reader stands: its moves are played out
        one `next_step` at a time."""
        self.verdict = "solution"
        self.steps = list(self.exercise.solution())
        self.showing = True
        board, said = self.board.copy(), []
        for move in self.steps:
            said.append(write(board, move, self.style))
            board.push(move)
        self.feedback = (_("The solution: {moves}. Try again to solve it yourself.").format(
            moves=" ".join(said)) if said else _("There is nothing left to play."))

    def next_step(self):
        """The next move of the solution to play, or None."""
        return self.steps.pop(0) if self.steps else None

    def arrow(self, move, origin):
        """The arrow that shows ``move`` (starting at ``origin``, as the board reads it)."""
        return MarkSet(arrows=(Arrow(origin, move.to_square, SOLUTION_BRUSH),))

    # -- what is sent ----------------------------------------------------------------------
    def message(self):
        """The shell's "exercise" message: what the panel beside the board shows."""
        return {"type": "exercise", "state": self.state, "verdict": self.verdict,
                "prompt": self.prompt(), "feedback": self.feedback, "id": self.spec.id,
                "more": bool(self.steps), "showing": self.showing}

    def event_state(self):
        """The ``state`` of the host's "exercise" event for the last action, or None when it
        sends none (a right move that is not yet the end, an also-good one, a solution)."""
        if self.verdict in (WRONG, SOLVED, "hint", "retry"):
            return self.verdict
        return None


__all__ = ["Coach", "RIGHT", "WRONG", "SOLVED", "ALSO_GOOD"]
