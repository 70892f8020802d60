"""The editor's "Check this problem" and "Make an exercise" (browser only).

`ProblemCheck` sends the position set up to a Web Worker of its own (`EngineClient`: the page
stays responsive), shows its progress, lets the reader cancel it (terminating the worker) and
shows the verdict in ``data-testid="editor-verdict"`` (``data-verdict``, ``data-length``).
`ExerciseMaker` keeps the exercise's links (`webui.editor.exercise`) up to date with the
position, the marks drawn and the fields; for a line it records the moves played on the board
(the page sends its gestures here while recording). Texts are set as text, never as HTML.
"""

from webui.exercise.spec import ExerciseError
from webui.i18n import _, language
from webui.i18n.words import words
from webui.page.engine_client import EngineClient
from webui.play.settings import SETTINGS_KEY, notation_of, read_settings
from .exercise import ExerciseDraft, LineRecorder, made_exercise
from .problem import LENGTHS, check_request, progress_words, verdict_words


def _length_options(game):
    """The lengths a problem of ``game`` may be stated as: the value in plies, the label as the
    game's problems count (a xiangqi mate of 3 plies is a "mate in 2")."""
    return [("", _("The shortest"))] + [(str(n), str(game.mate_moves(n))) for n in LENGTHS]


def fill_lengths(page, select, game):
    """Fill ``select`` with `_length_options` of ``game``, keeping the length chosen."""
    chosen = str(select.value)
    page.fill(select, _length_options(game))
    select.value = chosen


class ProblemCheck:
    """The check button, its cancel button, the progress and the verdict."""

    def __init__(self, page):
        self.page = page
        self.el = page.el
        self.engine = None     # made at the first check
        self.request = None    # the request in flight
        page.listen("editor-check", "click", lambda event: self.start())
        page.listen("editor-check-cancel", "click", lambda event: self.cancel())

    def start(self):
        """Check the position as it is set up now."""
        text = str(self.el["editor-check-length"].value)
        request = check_request(self.page.state, int(text) if text else None)
        if self.engine is None:
            self.engine = EngineClient(self.page.window, on_reply=self._on_reply,
                                       on_info=self._on_info)
        self.request = request
        self.engine.think(request)
        self._show("", "", "")
        self.el["editor-check-progress"].textContent = _("Checking…")
        self._busy(True)

    def cancel(self):
        """Stop the check running (its worker is terminated; the next check boots another)."""
        if self.engine is not None and self.request is not None:
            self.engine.stop()
            self.request = None
            self._busy(False)
            self._show("", "", _("The check was stopped."))

    def forget(self):
        """The position changed: a verdict shown is no longer about it."""
        if self.request is None:
            self._show("", "", "")

    def _busy(self, busy):
        self.el["editor-check"].disabled = busy
        self.el["editor-check-cancel"].hidden = not busy
        self.el["editor-check"].setAttribute("aria-busy", "true" if busy else "false")
        if not busy:
            self.el["editor-check-progress"].textContent = ""

    def _on_info(self, request, info):
        self.el["editor-check-progress"].textContent = progress_words(info.get("nodes", 0))

    def _on_reply(self, request, reply):
        asked, self.request = self.request, None
        self._busy(False)
        if asked is None or asked["start"] != self.page.state.text():
            return  # stopped, or the position was edited meanwhile: not about what is shown
        game = self.page.state.game
        settings = read_settings(self.page.window.localStorage.getItem(SETTINGS_KEY))
        said = verdict_words(game, asked, reply, notation_of(settings, game, language()))
        self._show(said.verdict, said.length, said.text)

    def _show(self, verdict, length, text):
        node = self.el["editor-verdict"]
        node.textContent = text
        node.dataset.verdict = verdict
        node.dataset.length = length


class ExerciseMaker:
    """The exercise fields, the line recorded on the board and the links made of them."""

    def __init__(self, page):
        self.page = page
        self.el = page.el
        self.recorder = None    # a LineRecorder while the line is played on the board
        self.position = None    # the position text the recorded line starts from
        self.made = None        # the last MadeExercise
        for name in ("editor-exercise-kind", "editor-exercise-mate"):
            page.listen(name, "change", lambda event: self.update())
        for name in ("editor-solution", "editor-prompt", "editor-hint", "editor-exercise-id"):
            page.listen(name, "input", lambda event: self.update())
        page.listen("editor-record", "click", lambda event: self.toggle_recording())
        page.listen("editor-record-back", "click", lambda event: self.take_back())
        for what in ("link", "iframe", "div"):
            page.listen(f"editor-exercise-copy-{what}", "click",
                        lambda event, what=what: page.copy_field(self.el[f"editor-exercise-{what}"]))

    @property
    def recording(self):
        """Whether moves on the board go into the line (instead of editing the position)."""
        return self.recorder is not None

    def toggle_recording(self):
        """Start playing the line from the position set up, or stop (the line stays)."""
        if self.recorder is None:
            self.recorder = LineRecorder(self.page.state)
            self.position = self.page.state.text()
            self.el["editor-solution"].value = ""
        else:
            self.recorder = None
        self.page.refresh()

    def gesture(self, gesture):
        """A gesture on the board while recording: the move it names joins the line."""
        if self.recorder.play(gesture.origin, gesture.target):
            self.el["editor-solution"].value = ",".join(self.recorder.texts)
            self.page.refresh()
        else:
            self.page.board.redraw()

    def take_back(self):
        """Take the line's last move back."""
        if self.recorder is not None:
            self.recorder.take_back()
            self.el["editor-solution"].value = ",".join(self.recorder.texts)
            self.page.refresh()

    def view(self):
        """The position the board shows while recording (None: the position set up)."""
        return None if self.recorder is None else self.recorder.view()

    def update(self):
        """Bring the fields shown and the links up to date with the position and the fields."""
        state = self.page.state
        if self.recorder is not None and state.text() != self.position:
            self.recorder = None  # the position was edited: a line from the old one is void
        kind = str(self.el["editor-exercise-kind"].value)
        self.el["editor-exercise-mate-row"].hidden = kind != "mate"
        self.el["editor-exercise-line"].hidden = kind != "line"
        self.el["editor-record"].setAttribute("aria-pressed", str(self.recording).lower())
        self.el["editor-record"].textContent = (_("Stop playing the line") if self.recording
                                                else _("Play the line on the board"))
        self.el["editor-record-back"].disabled = not self.recording
        mate = str(self.el["editor-exercise-mate"].value)
        solution = tuple(t for t in str(self.el["editor-solution"].value).replace(" ", ",")
                         .split(",") if t)
        draft = ExerciseDraft(kind, int(mate) if mate else None, solution,
                              str(self.el["editor-prompt"].value), str(self.el["editor-hint"].value),
                              str(self.el["editor-exercise-id"].value).strip())
        try:
            self.made = made_exercise(state, draft, self.page.marks, self.page.site_base())
            error = ""
        except ExerciseError as problem:
            self.made, error = None, words(problem)
        self.el["editor-exercise-error"].textContent = error
        for what in ("link", "iframe", "div"):
            field = self.el[f"editor-exercise-{what}"]
            field.value = "" if self.made is None else getattr(
                self.made, "page" if what == "link" else what)
            self.el[f"editor-exercise-copy-{what}"].disabled = self.made is None
