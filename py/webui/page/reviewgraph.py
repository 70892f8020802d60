"""The review's evaluation graph and bar on the game page (browser only).

The graph (``data-testid="review-graph"``, an SVG ``role="slider"``) holds the scores of every
position in ``data-evals`` (`webui.review.graph.evals_json`) and draws the first player's
winning chances across the game, the moves marked ``?`` and ``??`` as red and orange strokes and
the shown position as a blue one; a click picks the position under the pointer, and the arrow
keys, Home and End move through the game while it has the focus (the page's own keys). The bar
(``review-bar``, beside the board) is the first player's share of the shown position's chances. While a review
runs, the graph draws the line of the positions searched so far (`draw_partial`: its
``data-partial`` counts them; no ``data-evals``, marks or clicks until the review is done).
"""

from webui.i18n import _
from webui.review.graph import HEIGHT, area, evals_json, index_at, polyline, segments, share, x_of

SVG = "http://www.w3.org/2000/svg"
STROKES = {"??": "kb-review-dot-blunder", "?": "kb-review-dot-mistake"}


class ReviewGraph:
    """Draws a review into the graph and the bar; ``on_pick(index)`` gets a clicked position."""

    def __init__(self, document, listeners, on_pick):
        self.document = document
        self.svg = document.getElementById("review-graph")
        self.bar = document.getElementById("review-bar")
        self.fill = document.getElementById("review-bar-fill")
        self.on_pick = on_pick
        self.review = None
        self._now = None
        listeners.listen(self.svg, "click", self._click)

    def draw(self, review):
        """Draw ``review``'s graph (the shown position is marked by `show`)."""
        self.review = review
        scores, scale = review.scores(), review.setting.get("scale", 0.002)
        self.svg.removeAttribute("data-partial")
        self.svg.removeAttribute("aria-hidden")
        self.svg.tabIndex = 0
        self.bar.hidden = False
        self.svg.dataset.evals = evals_json(review)
        self.svg.setAttribute("aria-valuemin", "0")
        self.svg.setAttribute("aria-valuemax", str(len(scores) - 1))
        nodes = [self._node("polygon", points=area(scores, scale), class_="kb-review-area"),
                 self._line(HEIGHT / 2, "kb-review-mid", horizontal=True),
                 self._node("polyline", points=polyline(scores, scale), class_="kb-review-line")]
        for verdict in review.verdicts:
            if verdict.mark in STROKES:
                nodes.append(self._line(x_of(verdict.ply, len(scores)), STROKES[verdict.mark]))
        self._now = self._line(0, "kb-review-now")
        self.svg.replaceChildren(*nodes, self._now)

    def draw_partial(self, scores, scale):
        """Draw the line of a review under way: ``scores``, one per position (first player's
        view, None for a position not yet searched), in ``scale`` (`kiban.review.ReviewJob`)."""
        self.forget()                            # (no position is shown on the graph yet)
        self.svg.removeAttribute("data-evals")
        for name in ("aria-valuemin", "aria-valuemax", "aria-valuenow"):
            self.svg.removeAttribute(name)
        # Not yet a slider (nothing to pick): hidden from screen readers and the Tab key, which
        # follow the review through its progress bar meanwhile.
        self.svg.setAttribute("aria-hidden", "true")
        self.svg.tabIndex = -1
        self.svg.dataset.partial = str(sum(score is not None for score in scores))
        lines = [self._node("polyline", points=text, class_="kb-review-line")
                 for text in segments(scores, scale)]
        self.svg.replaceChildren(self._line(HEIGHT / 2, "kb-review-mid", horizontal=True), *lines)

    def forget(self):
        """No review is shown: the bar beside the board goes (the graph's block is hidden by the
        review panel)."""
        self.review = None
        self.bar.hidden = True

    def show(self, index):
        """Mark position ``index`` (None: a position off the reviewed line) and show its
        score in the bar."""
        if self.review is None:
            return
        scores = self.review.scores()
        self._now.style.display = "none" if index is None else ""
        if index is None:
            self.svg.removeAttribute("aria-valuenow")
            return
        x = x_of(index, len(scores))
        for name in ("x1", "x2"):
            self._now.setAttribute(name, str(x))
        self.svg.setAttribute("aria-valuenow", str(index))
        percent = round(100 * share(scores[index], self.review.setting.get("scale", 0.002)), 1)
        self.fill.style.height = f"{percent}%"
        self.bar.dataset.share = str(percent)
        self.bar.setAttribute("aria-label", _("Evaluation: {color} {percent}%").format(
            color=_(self.review.descriptor.color_titles[0]), percent=round(percent)))

    def _click(self, event):
        if self.review is None:
            return
        rect = self.svg.getBoundingClientRect()
        if rect.width <= 0:
            return
        fraction = (event.clientX - rect.left) / rect.width
        self.on_pick(index_at(fraction, len(self.review.positions)))

    def _line(self, at, name, horizontal=False):
        if horizontal:
            return self._node("line", x1=0, x2=1000, y1=at, y2=at, class_=name)
        return self._node("line", x1=at, x2=at, y1=0, y2=HEIGHT, class_=name)

    def _node(self, tag, class_, **attributes):
        node = self.document.createElementNS(SVG, tag)
        node.setAttribute("class", class_)
        for name, value in attributes.items():
            node.setAttribute(name, str(value))
        return node
