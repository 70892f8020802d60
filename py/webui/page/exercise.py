"""The game page's exercise (``index.html?…&exercise=…``, docs/exercises.md; browser only): its
panel (``section#exercise``), the hooks and events, and its judge in a Web Worker of its own.

The reader's move goes the page's one way (the board driver, `App.play_move`: the session checks
it, the driver paints it); once it is shown, `moved` asks the worker's coach
(`webui.worker.exercise`) about it, and the board takes no move until the answer comes. A right
move's reply and the solution's moves are played through the same path (`play`, gliding into
place); a refused move is taken back (`back_to`). The coach words everything in the page's
language; the panel shows it as text, and the live region says it once.
"""

import json

from pyodide.ffi import create_once_callable, to_js

from webui.i18n import _, language
from webui.play.marks import parse_marks

from .engine_client import EngineClient

STEP_MS = 700      # between the solution's arrows and moves
EVENT_STATES = ("wrong", "solved", "hint", "retry")


def exercise_query(query):
    """``query`` (the page's address query) when it asks for an exercise, else None."""
    text = query[1:] if query.startswith("?") else query
    names = {part.split("=", 1)[0] for part in text.split("&")}
    return text if "exercise" in names else None


class PageExercise:
    """The exercise of the game a link opened. ``current()``: the page's session; ``style()``:
    its notation style; ``play(move)``: play a move as the computer's is played; ``back_to(ply)``:
    take the line back to ``ply`` moves; ``mark(marks)``: draw marks on the shown position;
    ``changed()``: the page redraws (whether the board takes moves changed); ``announce``."""

    def __init__(self, window, document, listeners, query, current, style, play, back_to, mark,
                 changed, announce):
        self.window, self.document = window, document
        self.query, self.current = query, current
        self.play, self.back_to, self.mark = play, back_to, mark
        self.changed, self.announce = changed, announce
        self.session = current()
        self.start = self.session.ply
        self.turn = self.session.shown_board().turn
        self.state = None        # None until the worker has opened it, then open|wrong|solved
        self.waiting = False     # a question is in flight
        self.showing = False     # the solution is being (or was) played out
        self.own = []            # moves the page plays itself (replies, the solution's)
        self.asked = None        # (action, move text) in flight
        self.exercise_id = ""    # the link's id=
        self.el = {name: document.getElementById(name) for name in (
            "exercise", "exercise-prompt", "exercise-feedback", "exercise-hint",
            "exercise-retry", "exercise-solution")}
        for action in ("hint", "retry", "solution"):
            listeners.listen(self.el[f"exercise-{action}"], "click",
                             lambda event, action=action: self.ask(action))
        self.engine = EngineClient(window, on_reply=self._on_reply)
        self.el["exercise"].hidden = False
        self.el["exercise-prompt"].textContent = _("Loading the exercise…")
        game = self.session.game
        self._send("open", redraw=False, query=query, style=style(game), game=game.name,
                   start=self.session.start, rule=self.session.rule,
                   strict=self.session.strict,
                   moves=self.session.move_texts()[:self.session.ply])

    # -- what the page asks ----------------------------------------------------------------
    def active(self):
        """True while the page shows the game the exercise was opened on."""
        return self.current() is self.session

    def link(self):
        """The exercise's own link (the query the page was opened with) while the page shows
        its game, else None: the address bar and the Share dialog keep it, so reloading or
        sharing the page opens the exercise again, from its start."""
        return "?" + self.query if self.active() else None

    def allows(self):
        """Whether the reader may move now (always, once the page shows another game)."""
        if not self.active():
            return True
        session = self.session
        return (self.state in ("open", "wrong") and not self.waiting and not self.showing
                and session.ply == session.last_ply
                and session.shown_board().turn == self.turn)

    def moved(self, move):
        """The page has played and shown ``move``: ask the coach about it (a move the page
        played itself, a reply or a solution's, is not asked about)."""
        if not self.active():
            return
        text = self.session.game.move_text(move)
        if self.own and self.own[0] == text:
            self.own.pop(0)
            return
        self._send("judge", move=text)

    def ask(self, action):
        """The reader's button: ``hint``, ``retry`` or ``solution``."""
        if self.active() and self.state is not None and not self.waiting:
            self._send(action)

    # -- the worker ------------------------------------------------------------------------
    def _send(self, action, redraw=True, **fields):
        self.waiting = True
        self.asked = (action, fields.get("move"))
        request = {"lang": language(), "exercise": {"action": action, **fields}}
        for name in ("game", "start", "rule", "strict", "moves"):
            if name in fields:
                request[name] = request["exercise"].pop(name)
        self.engine.think(request)
        self._draw()
        if redraw:
            self.changed()

    def _on_reply(self, request, reply):
        action, move = self.asked
        self.waiting = False
        if not self.active():
            return
        if "error" in reply:
            self.el["exercise-feedback"].textContent = str(reply["error"])
            self._draw()
            return
        self.state = reply["state"]
        self.exercise_id = reply.get("exercise_id", "")
        self.el["exercise-prompt"].textContent = reply["prompt"]
        self.el["exercise-feedback"].textContent = reply["feedback"]
        if reply.get("refused"):
            self.back_to(self.session.last_ply - 1)
        if action == "retry":
            self.showing, self.own = False, []
            self.back_to(self.start)
        if action == "hint":
            self.mark(parse_marks(self.session.game, ",".join(reply.get("arrows", ())),
                                  ",".join(reply.get("circles", ()))))
        if reply.get("feedback"):
            self.announce(reply["feedback"])
        verdict = reply.get("verdict")
        if verdict in EVENT_STATES:
            self._event(verdict, move if action == "judge" else None)
        if reply.get("reply"):
            self.own.append(reply["reply"])
            self.play(self.session.game.parse_move(reply["reply"]))
        if action == "solution":
            self.showing = True
            self._steps(list(reply.get("steps", ())), arrow=True)
        self._draw()
        self.changed()

    def _steps(self, steps, arrow):
        """Play the solution out: each move's arrow, then the move, STEP_MS apart."""
        if not steps or not self.active() or not self.showing:
            return
        game = self.session.game
        if arrow:
            self.mark(parse_marks(game, steps[0] + ":b"))
        else:
            self.own.append(steps[0])
            self.play(game.parse_move(steps.pop(0)))
        self.window.setTimeout(create_once_callable(lambda: self._steps(steps, not arrow)),
                               STEP_MS)

    # -- what the page shows ---------------------------------------------------------------
    def _draw(self):
        root = self.document.documentElement
        if self.state is None:
            root.removeAttribute("data-exercise")
        else:
            root.setAttribute("data-exercise", self.state)
        ready = self.state is not None and not self.waiting
        self.el["exercise-hint"].disabled = not ready or self.showing or self.state == "solved"
        self.el["exercise-solution"].disabled = not ready or self.showing or self.state == "solved"
        self.el["exercise-retry"].disabled = not ready

    def _event(self, state, move):
        """The host's "exercise" event: a `kiban` CustomEvent on the document, and a message to
        the window that frames the page, if any."""
        window = self.window
        detail = {"kiban": 1, "type": "exercise", "state": state, "move": move,
                  "id": self.exercise_id, "game": self.session.game.name}
        options = to_js({"detail": detail, "bubbles": True},
                        dict_converter=window.Object.fromEntries)
        self.document.dispatchEvent(window.CustomEvent.new("kiban", options))
        if window.parent != window:
            window.parent.postMessage(window.JSON.parse(json.dumps(detail)), "*")
