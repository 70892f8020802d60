"""Reviewing a game on the game page (browser only): index.html's ``#review`` block.

``review-start`` reviews the game's main line in two Web Workers of its own side by side
(`engine_client`, `webui.worker.review`, put together by `webui.review.run`), which search every
position at the chosen setting (``review-setting``) while ``review-progress`` counts the work
done (``value`` / ``max``: one a position, then the second looks at doubtful moves,
`kiban.review.ReviewJob`) and the graph draws the positions searched so far; ``review-cancel``
stops it, and the page stays usable meanwhile. The finished review shows the evaluation graph
and bar (`reviewgraph`), the shown position's score and best line in the reader's notation
(``review-best``) with its best move drawn on the board (`arrow`), the marks of the moves
(`marks`, the move list's ``data-mark``), the summary per side (``review-summary``) and
"Learn from your mistakes" (`reviewdrill`). The review is kept with the game (`save_data`: the
saved game's ``analysis``, the library entry's too), so reopening the game shows it without a
new review; a Games page link with ``review=1`` starts one (`restore`).
"""

from pyodide.ffi import create_once_callable

from kiban.review.analyse import PARTS
from webui.i18n import _
from webui.i18n.words import words
from webui.review.best import best_arrow, best_line
from webui.review.fit import fits, marks_by_node, shown_index, stored_review
from webui.review.request import DEFAULT, SETTINGS
from webui.review.run import ReviewRun
from webui.review.summary import labels, summary_rows
from .dom import fill_options
from .engine_client import EngineClient
from .reviewdrill import DrillView
from .reviewgraph import ReviewGraph

_IDS = ("review-start", "review-setting", "review-progress", "review-cancel", "review-said",
        "review-chart", "review-results", "review-best", "review-summary")


class ReviewPanel:
    """The review block. ``current()``: the page's (session, notation style); ``go_to(node)``
    shows a node of the game; ``on_change()`` redraws the page (and saves it); ``player()``
    the colour whose mistakes "Learn from your mistakes" drills (None: both)."""

    def __init__(self, window, document, listeners, current, go_to, on_change, player):
        self.window = window
        self.document = document
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.current = current
        self.go_to = go_to
        self.on_change = on_change
        self.review = None       # the finished review of the game shown (or of an older line)
        self.version = 0         # changes whenever what the panel shows changes
        self.engines = []        # the review's own workers, made at the first use
        self.run = None          # the review under way
        self._asked = None       # the session being reviewed
        self.graph = ReviewGraph(document, listeners, self._go_to_ply)
        self.drill = DrillView(document, listeners, current, self._go_to_ply, self._changed,
                               player)
        fill_options(document, self.el["review-setting"],
                     [(name, _(label)) for name, (label, _options) in SETTINGS.items()])
        self.el["review-setting"].value = DEFAULT
        listen = listeners.listen
        listen(self.el["review-start"], "click", lambda event: self.start())
        listen(self.el["review-cancel"], "click", lambda event: self.cancel())

    # -- the game page's questions -----------------------------------------------------------
    def restore(self, saved, session):
        """Show the review kept in the saved game ``saved`` (its ``analysis``) when it is one of
        ``session``; else start one if the saved game asks for it (``reviewing``: the Games
        page's Review)."""
        saved = saved or {}
        self.review = stored_review(saved.get("analysis"), session)
        self.version += 1
        if self.review is None and saved.get("reviewing") and session.last_ply:
            self.start()

    def review_of(self, session):
        """The review of ``session``'s main line as it stands, or None."""
        return self.review if fits(self.review, session) else None

    def save_data(self, session):
        """The review to keep with ``session``'s saved form (``analysis``), or None."""
        review = self.review_of(session)
        return review and review.to_dict()

    def marks(self, session):
        """``{node: mark}`` of the shown game's reviewed moves."""
        return marks_by_node(self.review, session)

    def arrow(self, session):
        """The best move of the shown position as an `Arrow` (None: no review of it, the game
        is over there, or the reader is solving it)."""
        index = shown_index(self.review, session)
        if index is None or self.drill.hides_answer:
            return None
        best = self.review.positions[index].best
        board = session.shown_board()
        return None if best is None else best_arrow(session.game, board, best)

    def takes_moves(self, session):
        """True when a move made on the board answers the mistakes drill (not played)."""
        return self.drill.waits_here(session)

    def take_move(self, move):
        """A move made on the board: True when the mistakes drill takes it (not played)."""
        return self.drill.take(move)

    # -- reviewing -------------------------------------------------------------------------
    def start(self):
        """Review the shown game's main line in the workers."""
        session, _style = self.current()
        if not session.last_ply or self._asked is not None:
            return
        if not self.engines:
            self.engines = [self._engine(number) for number in range(PARTS)]
        self._asked = session
        self.run = ReviewRun(session, self.el["review-setting"].value, self.engines,
                             self._on_progress, self._on_done, self._on_error)
        progress = self.el["review-progress"]
        progress.max = self.run.total
        progress.value = 0
        if self.graph.review is None:       # (no other review's or run's line meanwhile)
            self.graph.draw_partial(self.run.job.scores(), self.run.job.scale)
        self.run.start()
        self._say(_("Reviewing the game: the computer looks at every position…"))
        self._draw_busy()

    def cancel(self):
        """Stop the review under way."""
        if self._asked is None:
            return
        self.run.stop()
        self._asked = None
        self._release()
        self._say(_("Review cancelled."))
        self._draw_busy()

    def _engine(self, number):
        """The review's worker ``number``, its answers passed to the run under way."""
        return EngineClient(self.window,
                            on_reply=lambda request, reply: self.run.on_reply(number, reply),
                            on_info=lambda request, info: self.run.on_info(number, info))

    def _on_progress(self, done, total):
        progress = self.el["review-progress"]
        progress.max = total
        progress.value = done
        shown = self._run_shown()
        if self.graph.review is None and shown:  # (a finished review stays shown)
            self.graph.draw_partial(self.run.job.scores(), self.run.job.scale)
        self._draw_chart(shown)

    def _run_shown(self):
        """True while the page shows the game under review, its main line unchanged."""
        session, _style = self.current()
        return (self._asked is not None and session is self._asked
                and list(session.root.mainline()) == self.run.job.moves)

    def _draw_chart(self, run_shown):
        """Show the graph when it has something to show: a finished review of the game shown,
        or the line of the review under way when the game is shown (``run_shown``)."""
        self.el["review-chart"].hidden = self.graph.review is None and not run_shown

    def _release(self):
        """Terminate the review's workers once it is over (each holds a Python of its own; a new
        review boots them again in a few seconds): after the current message, not inside it."""
        def close():
            if self._asked is None:
                for engine in self.engines:
                    engine.close()
        self.window.setTimeout(create_once_callable(close), 0)

    def _on_error(self, reason):
        self._asked = None
        self._release()
        self._draw_busy()
        self._say(_("The review failed: {reason}").format(reason=words(reason)))

    def _on_done(self, review):
        session, self._asked = self._asked, None
        self._release()
        self._draw_busy()
        if self.current()[0] is not session or not fits(review, session):
            self._say(_("The game changed during the review: start it again."))
            return
        self.review = review
        self._say(_("Review done: the graph shows how the game went; click it to see a move."))
        self._changed()

    # -- drawing -----------------------------------------------------------------------------
    def update(self, session, style):
        """Bring the block up to date with the shown position (a step of `App.refresh`)."""
        review = self.review_of(session)
        self.el["review-start"].disabled = not session.last_ply or self._asked is not None
        self.el["review-results"].hidden = review is None
        shown = self._run_shown()
        if review is not self.graph.review:
            if review is not None:
                self.graph.draw(review)
                self._draw_summary(review)
            elif shown:                    # the review shown no longer fits: the run's line
                self.graph.draw_partial(self.run.job.scores(), self.run.job.scale)
            else:
                self.graph.forget()
            self.drill.offer(review)
        self._draw_chart(shown)
        if review is None:
            return
        index = shown_index(review, session)
        self.graph.show(index)
        self._draw_best(session, review, index, style)

    def _draw_best(self, session, review, index, style):
        best = self.el["review-best"]
        if index is None:
            best.textContent = _("This position is off the reviewed line.")
            return
        score, line = best_line(review.positions[index], session.shown_board(), style)
        if self.drill.hides_answer:
            best.textContent = _("Evaluation: {score}").format(score=score)
        elif line:
            best.textContent = _("Evaluation: {score}. Best line: {line}").format(score=score,
                                                                                 line=line)
        else:
            best.textContent = _("Evaluation: {score}. The game is over here.").format(score=score)
        best.dataset.score = str(review.positions[index].score)

    def _draw_summary(self, review):
        """One column a side and one row a count (a side-panel wide: long words in any language
        fit in the first column)."""
        sides = summary_rows(review)
        rows = [self._row([""] + [name for _color, name, _values in sides], "th")]
        for number, (key, label) in enumerate(labels()):
            row = self._row([label] + [str(values[number]) for _color, _name, values in sides],
                            "td")
            row.dataset.count = key
            for cell, (color, _name, _values) in zip(list(row.children)[1:], sides):
                cell.dataset.color = str(color)
                cell.dataset.count = key
            rows.append(row)
        self.el["review-summary"].replaceChildren(*rows)

    def _row(self, texts, tag):
        row = self.document.createElement("tr")
        for number, text in enumerate(texts):
            cell = self.document.createElement("th" if tag == "th" or number == 0 else "td")
            if tag == "th":
                cell.scope = "col"
            elif number == 0:
                cell.scope = "row"
            cell.textContent = text
            row.appendChild(cell)
        return row

    def _draw_busy(self):
        busy = self._asked is not None
        self.el["review-progress"].hidden = not busy
        self.el["review-cancel"].hidden = not busy
        self._draw_chart(self._run_shown())
        self.el["review-start"].disabled = busy
        self.el["review-setting"].disabled = busy

    def _say(self, text):
        self.el["review-said"].textContent = text

    def _changed(self):
        """The drill changed what is shown: redraw."""
        self.version += 1
        self.on_change()

    def _go_to_ply(self, ply):
        """Show the main line's position after ``ply`` moves (a click on the graph, a drill)."""
        session, _style = self.current()
        self.go_to(session.root.mainline_nodes()[ply - 1] if ply else session.root)
