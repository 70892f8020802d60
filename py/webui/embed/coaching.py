"""An embedded board's exercise (``exercise=`` in its link, docs/exercises.md): the part of
`adapter.EmbedBoard` that hands the coach (`webui.exercise.coach.Coach`) the move the board
driver reports, plays the opponent's replies and the solution through the same driver, and
answers the shell's "exercise" messages ({action: hint | retry | solution | step}). Pure Python.

The move path stays the driver's (docs/architecture.md, "A move's path"): the coach judges the
reader's move inside the owner's ``play``; a right one is then played by the session (the one
check) and painted by the driver (the one paint); a wrong one is refused, so the driver paints
the position back. Everything runs in the boards' worker, so proving a mate never holds up the
page.
"""

from webui.exercise.coach import Coach
from webui.exercise.judge import ALSO_GOOD, WRONG
from webui.exercise.spec import ExerciseError, parse_exercise


class Coaching:
    """Mixed into `EmbedBoard`: ``coach`` (None without an exercise), the reply or solution
    move being played, and what the live region says about them."""

    coach = None
    _start_ply = 0
    _auto = False          # the adapter itself plays a move (a reply, a solution's move)
    _judged = None         # the reader's move the coach has just judged
    _reply = None          # the opponent's reply to play once the reader's move is painted
    _words = ""            # the words of the reader's move, said with the reply
    _arrow_next = True     # showing the solution: the next step draws the next move's arrow

    def _set_exercise(self, params):
        """Read the link's exercise (an `ExerciseError` is shown like a broken link)."""
        self.coach = None
        self._start_ply = self.session.ply
        self._judged = self._reply = None
        try:
            spec = parse_exercise(self.session.game, params)
            if spec is not None:
                self.coach = Coach(self.session.game, self.session.shown_board(), spec,
                                   self.style())
        except ExerciseError as error:
            if self.error is None:
                self._fail(error, self.link)

    def exercise_allows(self):
        """True unless an exercise forbids a move now: it is solved or its solution shown, the
        board shows another position than the exercise's, or the opponent is to move."""
        coach = self.coach
        if coach is None:
            return True
        return (coach.accepts_moves() and self.session.ply == self.session.last_ply
                and self.session.shown_board().turn == coach.exercise.start.turn)

    def judged(self, move):
        """The owner's ``play`` asks first: False when the coach refuses the reader's ``move``
        (wrong, or good but not the line's): the position stays."""
        if self.coach is None or self._auto:
            return True
        answer = self.coach.judge(move)
        self._judged = move
        if answer.verdict in (WRONG, ALSO_GOOD):
            return False
        self._reply = answer.reply
        return True

    def refused_feedback(self):
        """After a message: what the board says about a move the coach refused, if any."""
        if self._judged is None or self._follow is not None:
            return []
        return self._coach_said(self.coach.feedback)

    def _coach_said(self, words):
        """The exercise message, the live region's words and the host's event, once."""
        move, self._judged = self._judged, None
        out = [self.coach.message(), self._said(words)]
        state = self.coach.event_state()
        if state is not None:
            text = self.session.game.move_text(move) if move is not None else None
            out.append(self.event("exercise", state=state, move=text))
        return out

    def followed(self, words):
        """The follow-up of a painted move (``words``: the driver's) for an exercise: the
        coach's words and messages, and the opponent's reply. (events, said, after): the
        events of the move, what the live region says (None: said with the reply), the
        messages that come after the events."""
        reader = not self._auto and self._judged is not None
        if self._words:
            words, self._words = f"{self._words} {words}", ""
        if not reader:
            return [self.event("position")], words, []
        move = self.session.game.move_text(self._judged)
        events = [self.event("move", move=move), self.event("position")]
        said = self._coach_said(f"{words} {self.coach.feedback}")
        reply, self._reply = self._reply, None
        if reply is None:
            return events, None, said
        self._words = said[1]["text"]
        return events, None, [said[0]] + said[2:] + self._auto_play(reply)

    def _auto_play(self, move):
        """Play ``move`` for the opponent (or the solution) through the driver: the same check
        and paint as the reader's, the piece gliding into place."""
        self._auto = True
        try:
            return self._messages(self.driver.play_move(move, glide=self.glides))
        finally:
            self._auto = False

    def exercise_action(self, action):
        """The shell's "exercise" message: the reader asks for a hint, a retry, the solution,
        or the solution's next step."""
        coach = self.coach
        if coach is None:
            return []
        if action == "step":
            return self._solution_step() + [coach.message()]
        if action == "hint":
            marks = coach.hint()
            if marks:
                self.marks.put(self.session.node, marks)
        elif action == "retry":
            coach.retry()
            while self.session.last_ply > self._start_ply and self.session.take_back():
                pass
            self.session.review(min(self._start_ply, self.session.last_ply))
        elif action == "solution":
            coach.solution()
            self._arrow_next = True
            return self._solution_step() + self._coach_said(coach.feedback)
        else:
            return []
        return self._messages(self._show()) + [self.state()] + self._coach_said(coach.feedback)

    def _solution_step(self):
        """Show the solution's next move: first its arrow, at the next step the move."""
        coach = self.coach
        if not coach.steps:
            return []
        move = coach.steps[0]
        if self._arrow_next:
            origin = self.driver.reader.origin(move, self.shown.turn)
            self.marks.put(self.session.node, coach.arrow(move, origin))
            out = self._messages(self._show()) + [self.state()]
        else:
            coach.next_step()
            out = self._auto_play(move)
        self._arrow_next = not self._arrow_next
        return out
