"""The game page's move list (browser only): the main line and its variations as buttons
(``data-ply``, ``data-move``, and ``data-path`` off the main line, see `webui.play.movelist`),
the shown move marked with ``aria-current`` and a reviewed move with its ``data-mark`` (``?!``,
``?``, ``??``, ``!``, see `webui.page.review`); a click shows that move. Text only as
``textContent``."""

from webui.play.movelist import Variation, items, node_of


class MoveList:
    """Draws the move list into the ``<ol>`` ``element``; ``on_pick(node)`` is called when a
    move is clicked."""

    def __init__(self, document, element, listeners, on_pick):
        self.document = document
        self.element = element
        self.on_pick = on_pick
        self._root = None
        self._buttons = {}     # node -> its button, from the last drawing
        self._marks = {}       # node -> its review mark, for the drawing under way
        listeners.listen(element, "click", self._click)

    def draw(self, session, texts, marks=None):
        """Draw ``session``'s tree; ``texts`` maps each node to its text in the chosen style,
        ``marks`` the reviewed ones to their mark."""
        self._root = session.root
        self._buttons = {}
        self._marks = marks or {}
        self.element.replaceChildren()
        self._fill(self.element, items(session, texts), main=True)

    def _fill(self, parent, entries, main):
        for entry in entries:
            item = self.document.createElement("li")
            if isinstance(entry, Variation):
                item.className = "kb-variation"
                line = self.document.createElement("ol")
                self._fill(line, entry.items, main=False)
                item.appendChild(line)
            else:
                button = self.document.createElement("button")
                button.type = "button"
                button.dataset.ply = str(entry.ply)
                button.dataset.move = entry.move
                if entry.path is not None:
                    button.dataset.path = entry.path
                button.textContent = entry.text
                if entry.node in self._marks:
                    button.dataset.mark = self._marks[entry.node]
                self._buttons[entry.node] = button
                if main:
                    item.value = entry.ply
                item.appendChild(button)
            parent.appendChild(item)

    def mark(self, node):
        """Mark the button of ``node`` (the shown position) as the current one."""
        for button in self.element.querySelectorAll("button[aria-current]"):
            button.removeAttribute("aria-current")
        button = self._buttons.get(node)
        if button is not None:
            button.setAttribute("aria-current", "step")
            self._keep_in_view(button)

    def _keep_in_view(self, button):
        """Scroll the list (and only the list, not the page) the least that shows ``button``
        whole: the shown move stays in sight in a long game, after a take-back or a jump."""
        box, shown = button.getBoundingClientRect(), self.element.getBoundingClientRect()
        if box.top < shown.top:
            self.element.scrollTop -= shown.top - box.top
        elif box.bottom > shown.bottom:
            self.element.scrollTop += box.bottom - shown.bottom

    def _click(self, event):
        button = event.target.closest("button[data-ply]")
        if not button or self._root is None:  # (JavaScript's null when the click missed)
            return
        path = button.getAttribute("data-path") if button.hasAttribute("data-path") else None
        node = node_of(self._root, ply=button.dataset.ply, path=path)
        if node is not None:
            self.on_pick(node)
