""""Learn from your mistakes" on the game page (browser only): the ``review-learn`` button
starts a `webui.review.learn.Drill`; the board goes to the position before each mistake in turn
and the next move made on it is judged instead of played (a prompt, right or wrong, Next and
Stop). Kept minimal, so that it can share the exercises' feedback later.
"""

from kiban import notation
from webui.i18n import _
from webui.review.learn import RIGHT, Drill


class DrillView:
    """The drill's controls. ``current()`` gives the page's (session, style); ``go_to(ply)``
    shows the main line's position after ``ply`` moves; ``on_change()`` redraws the page;
    ``player()`` is the colour whose mistakes are drilled (None: both; against the computer,
    the player's own)."""

    def __init__(self, document, listeners, current, go_to, on_change, player):
        self.el = {name: document.getElementById(name) for name in (
            "review-learn", "review-drill", "review-drill-prompt", "review-drill-said",
            "review-drill-next", "review-drill-stop")}
        self.current = current
        self.go_to = go_to
        self.on_change = on_change
        self.player = player
        self.drill = None
        listen = listeners.listen
        listen(self.el["review-learn"], "click", lambda event: self.start_drill())
        listen(self.el["review-drill-next"], "click", lambda event: self.next())
        listen(self.el["review-drill-stop"], "click", lambda event: self.stop())
        self.review = None      # the review whose mistakes are offered

    @property
    def active(self):
        """True while an exercise waits for a move."""
        return self.drill is not None and self.drill.current is not None

    @property
    def hides_answer(self):
        """True while the shown exercise is not solved (the best move is not drawn)."""
        return self.active and self.drill.verdict != RIGHT

    def offer(self, review):
        """Offer the drill for ``review`` (None: no review shown; a drill under way stops)."""
        if review is not self.review:
            self.drill = None
        self.review = review
        mistakes = len(Drill(review, self.player()).items) if review is not None else 0
        self.el["review-learn"].disabled = not mistakes
        self.el["review-learn"].title = "" if mistakes else _("No mistakes to learn from.")
        self._draw()

    def start_drill(self):
        """Begin with the first mistake."""
        if self.review is None:
            return
        self.drill = Drill(self.review, self.player())
        self._open()

    def next(self):
        """On to the next mistake (the drill ends after the last)."""
        if self.drill is None:
            return
        self.drill.next()
        self._open()

    def stop(self):
        """End the drill."""
        self.drill = None
        self._draw()
        self.on_change()

    def waits_here(self, session):
        """True when ``session`` shows the position of the exercise under way (a move made
        there answers it, even in a game that was resigned)."""
        if not self.active:
            return False
        return session.node.is_mainline() and session.ply == self.drill.current["ply"] - 1

    def take(self, move):
        """Judge ``move`` made on the board if it answers the shown exercise; True when it was
        taken (the page then does not play it)."""
        session, style = self.current()
        if not self.waits_here(session):
            return False
        item = self.drill.current
        board = self.drill.board()
        written = notation.write(board, move, style)
        verdict = self.drill.answer(move)
        said = self.el["review-drill-said"]
        said.dataset.verdict = verdict
        if verdict == RIGHT:
            best = notation.write(board, self.review.descriptor.parse_move(item["moves"][0]),
                                  style)
            said.textContent = _("Right: {move} is a good move here (the best found: {best}).").format(
                move=written, best=best)
        else:
            said.textContent = _("Not {move}: try another move.").format(move=written)
        self._draw()
        self.on_change()
        return True

    def _open(self):
        """Show the current exercise (or say the drill is over)."""
        said = self.el["review-drill-said"]
        said.textContent = ""
        said.removeAttribute("data-verdict")
        item = self.drill.current
        if item is None:
            said.textContent = _("That was the last mistake.")
            self._draw()
            self.on_change()
            return
        board = self.drill.board()
        style = self.current()[1]
        played = notation.write(board, self.review.descriptor.parse_move(item["played"]), style)
        game = self.review.descriptor
        self.el["review-drill-prompt"].textContent = _(
            "Mistake {number} of {count}: {color} played {move} ({mark}). Find a better move "
            "on the board.").format(number=self.drill.index + 1, count=len(self.drill.items),
                                    color=_(game.color_titles[board.turn]), move=played,
                                    mark=item["mark"])
        self._draw()
        self.go_to(item["ply"] - 1)

    def _draw(self):
        shown = self.drill is not None
        self.el["review-drill"].hidden = not shown
        if shown:
            self.el["review-drill-next"].hidden = self.drill.current is None
            self.el["review-drill-prompt"].hidden = self.drill.current is None
