"""The embedded boards' message protocol: one runtime routes every board's JSON messages.
Pure Python.

All the embedded boards of a page share ONE Python runtime (assets/js/board-worker.js, a
SharedWorker); each iframe (or each board a page draws itself, assets/js/boards.js) is a thin
shell (assets/js/board-shell.js) that forwards its query string, its size, what the pointer does
(assets/js/board-input.js: a press, its becoming a drag, its release, in board units) and button
presses, and shows the markup it gets back. `Boards` routes those messages (JSON text in, JSON
text out) to one `adapter.EmbedBoard` per connection.

Messages in:  open {query, width, height, settings (the reader's stored settings, JSON text),
              dark (the system prefers a dark scheme), prefix (of the ids in the board's SVG:
              distinct per board when several share a document, see `options.id_prefix`),
              lang} · resize {width, height} · down {x, y, drawn} · drag · up {x, y, drawn}
              (``drawn``: the square whose foreseen move the shell has drawn already, see
              below) · cancel · draw {phase: down|move|up|cancel, x, y, modifiers}
              (drawing arrows and circles) · key {key} (assets/js/board-keys.js: a key name, or
              "focus") · flip · step {to: first|back|forward|last} · host {message} · close ·
              settle (sent by the worker itself, see below)
Messages out: svg {markup} · layer {ops} (`webui.board.patch` operations on the dynamic layer
              the shell shows, applied by assets/js/board-patch.js; drawn arrows and circles
              too) · ghost {markup} (the dragged piece, "" for none; the shell keeps it under
              the pointer) · settle (a move of the reader's is played and painted: the worker
              posts the answers so far and asks at once, with a "settle", for what follows: the
              state, words and events) · foreseen {on: up|down, moves: [[x0, y0, x1, y1,
              square, ops]]} (while a piece is held: for each target where the next ``on``
              event plays a move, its rectangle in board units and the layer patch that draws
              that move; the shell applies it in the event's own handler, so the move is on
              screen in that frame, and says so with ``drawn``; any later layer or svg makes it
              stale) · glide {square, dx, dy, ms} (the piece now on ``square`` slides into place
              from (dx, dy) board units away: a step forward) · state {...} · event {event} ·
              cursor {id} (the grid cell under the keyboard cursor, for aria-activedescendant) ·
              announce {text} (for the live region: a move played or stepped to, the position
              read out)

Each message out comes from one of the board driver's effects (`webui.board.effects`) or from
the embed's own state (`adapter.EmbedBoard.state`, `event`).
"""

import json

from webui.i18n import set_language

from .adapter import EmbedBoard


class Boards:
    """All the embedded boards served by one runtime, by connection id. The runtime serves the
    boards of one ``language`` (assets/js/board-worker.js is started per language), set once
    here: the texts of every board are worded in it and no message switches it."""

    def __init__(self, language=""):
        self.boards = {}
        self.language = set_language(language)

    def handle(self, board_id, text):
        """Route one JSON message of connection ``board_id``; return the answers as JSON text."""
        try:
            message = json.loads(text)
        except ValueError:
            return "[]"
        if not isinstance(message, dict):
            return "[]"
        if message.get("type") == "close":
            self.boards.pop(board_id, None)
            return "[]"
        board = self.boards.get(board_id)
        if board is None:
            if message.get("type") != "open":
                return "[]"
            board = self.boards[board_id] = EmbedBoard()
        return json.dumps(board.handle(message))
