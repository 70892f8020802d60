"""The board editor's page (browser only): wires an `EditorState` to the shared board component
(`BoardView` configured with the editor's gestures and the palette as a second pointer source)
and to the controls of editor.html. Everything the user sees follows from the state in
`refresh()`; text typed or taken from the address is only ever set as ``textContent`` / a
field's ``value``, never parsed as HTML.
"""

import asyncio
import json

from pyodide.ffi import create_proxy

from kiban import games
from kiban.search.levels import DEFAULT_LEVEL
from webui.i18n import _
from webui.i18n.words import words

from webui.board.annotate import drawn
from webui.board.boardview import BoardView
from webui.board.config import BoardConfig
from webui.board.diagram import caption_text, diagram_size, diagram_svg
from webui.board.layout import Layout
from webui.board.looks import choices_of, config_fields
from webui.board.render import PositionView
from webui.board.styles.themes import theme
from webui.board.svg import markup
from webui.page.dom import Listeners, fill_options
from webui.play.marks import NO_MARKS, Circle
from webui.play.opponent import level_options, side_options
from webui.play.settings import SETTINGS_KEY, looks_of, read_settings
from .authoring import ExerciseMaker, ProblemCheck, fill_lengths
from .gestures import EditorController
from .handoff import STORAGE_KEY, play_save
from .links import editor_query, game_query
from .palette import palette_svg
from .state import EditorError, EditorState
from .texts import fill_label, preset_options, turn_options

_IDS = ("editor-board", "editor-palette", "editor-game", "editor-preset", "editor-turn",
        "editor-flip", "editor-fill", "editor-hands", "editor-fen", "editor-fen-label",
        "editor-error", "editor-composed", "editor-opponent", "editor-side", "editor-level",
        "editor-play", "editor-play-reason", "editor-link", "editor-copy-fen",
        "editor-download-svg", "editor-download-png", "editor-embed", "editor-said",
        "editor-check-length", "editor-check", "editor-check-cancel", "editor-check-progress",
        "editor-verdict", "editor-exercise-kind", "editor-exercise-mate-row",
        "editor-exercise-mate", "editor-exercise-line", "editor-record", "editor-record-back",
        "editor-solution", "editor-prompt", "editor-hint", "editor-exercise-id",
        "editor-exercise-error", "editor-exercise-link", "editor-exercise-copy-link",
        "editor-exercise-iframe", "editor-exercise-copy-iframe", "editor-exercise-div",
        "editor-exercise-copy-div")


class EditorPage:
    """editor.html: the position being set up and every control around it."""

    def __init__(self, document, window, state, flip, export, marks=NO_MARKS):
        self.document = document
        self.window = window
        self.state = state
        self.marks = marks  # the arrows and circles drawn (kept while pieces are placed)
        self.export = export
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.listeners = Listeners()
        self._position = None  # the position text last shown (a verdict is about it)
        self._typed_error = None  # why the text in the field could not be read
        self._portrait = window.matchMedia("(orientation: portrait)")
        self.config = BoardConfig(game=state.game.name, orientation=flip, layout=self._layout(),
                                  click_clears=False, **self._looks(state.game.name))
        self.board = BoardView(self.el["editor-board"], self.config, on_move=self.on_gesture,
                               on_marks=self._drew, controller=EditorController,
                               sources=[self.el["editor-palette"]],
                               claims_mark=self._turn_over)
        self.board.set_marks(marks)
        self._flip_listener = create_proxy(self._on_shift_press)
        self.el["editor-board"].addEventListener("pointerdown", self._flip_listener, True)
        self._wire()
        self._game_changed()

    # -- setting up ------------------------------------------------------------------------
    def _wire(self):
        fill_options(self.document, self.el["editor-game"],
                     [(game.name, _(game.title)) for game in games.available()])
        fill_options(self.document, self.el["editor-level"], level_options())
        self.el["editor-level"].value = str(DEFAULT_LEVEL)
        clicks = {
            "editor-flip": self._flip_board, "editor-fill": self._fill_hand,
            "editor-play": self._play, "editor-link": self._copy_link,
            "editor-copy-fen": lambda e: self._copy(self.state.text(), self.el["editor-fen"]),
            "editor-download-svg": self._download_svg,
            "editor-download-png": self._download_png,
            "editor-hands": self._hand_button,
        }
        for name, handler in clicks.items():
            self.listeners.listen(self.el[name], "click", handler)
        changes = {
            "editor-game": self._choose_game, "editor-preset": self._choose_preset,
            "editor-turn": self._choose_turn, "editor-composed": self._choose_composed,
        }
        for name, handler in changes.items():
            self.listeners.listen(self.el[name], "change", handler)
        self.listeners.listen(self.el["editor-fen"], "input", self._typed)
        self.listeners.listen(self._portrait, "change", self._turn_screen)
        self.listeners.listen(self.el["editor-board"], "contextmenu",
                              lambda event: event.preventDefault())
        self.checker = ProblemCheck(self)
        self.maker = ExerciseMaker(self)
        for name in _IDS:
            if hasattr(self.el[name], "disabled"):
                self.el[name].disabled = False

    def fill(self, select, pairs):
        """Fill the ``<select>`` element ``select`` with ``(value, label)`` options."""
        fill_options(self.document, select, pairs)

    def listen(self, name, event, handler):
        """Call ``handler(event)`` on ``event`` at the control with id ``name``."""
        self.listeners.listen(self.el[name], event, handler)

    def _game_changed(self):
        """Controls that depend on the game: presets, sides, hands, palette, labels."""
        game = self.state.game
        self.el["editor-game"].value = game.name
        fill_options(self.document, self.el["editor-preset"], preset_options(self.state))
        fill_options(self.document, self.el["editor-turn"], turn_options(game))
        fill_options(self.document, self.el["editor-side"], side_options(game))
        self.el["editor-fen-label"].textContent = game.position_format
        self.el["editor-copy-fen"].textContent = _("Copy {format}").format(
            format=game.position_format)
        self.el["editor-fill"].textContent = fill_label(game)
        self.el["editor-fill"].hidden = not game.has_hands
        for name in ("editor-check-length", "editor-exercise-mate"):
            fill_lengths(self, self.el[name], game)
        self._build_hands()
        self.refresh()

    def _build_hands(self):
        host = self.el["editor-hands"]
        host.replaceChildren()
        game = self.state.game
        if not game.has_hands:
            return
        for color in (0, 1):
            name = self.document.createElement("span")
            name.className = "kb-editor-hand-owner"
            name.textContent = _("{color}'s hand").format(color=_(game.color_titles[color]))
            host.appendChild(name)
            for letter in game.hand_letters:
                cell = self.document.createElement("span")
                cell.className = "kb-editor-hand"
                for sign, step, label in (("−", -1, _("one {piece} less")),
                                          (None, 0, None), ("+", 1, _("one {piece} more"))):
                    if step == 0:
                        count = self.document.createElement("span")
                        count.dataset.handCount = f"{game.colors[color]}-{letter}"
                        cell.appendChild(count)
                        continue
                    button = self.document.createElement("button")
                    button.type = "button"
                    button.textContent = sign
                    button.dataset.handStep = str(step)
                    button.dataset.color = str(color)
                    button.dataset.letter = letter
                    button.dataset.testid = (f"editor-hand-{game.colors[color]}-{letter}-"
                                             + ("add" if step > 0 else "remove"))
                    button.setAttribute("aria-label", label.format(piece=letter))
                    cell.appendChild(button)
                host.appendChild(cell)

    # -- showing ---------------------------------------------------------------------------
    def refresh(self, keep_field=False):
        """Bring the board, the palette and every control up to date with the state."""
        state = self.state
        view = self._view()
        hands = view.hands
        self.board.show(self.maker.view() or view)
        self._draw_palette()
        text = state.text()
        if not keep_field:
            self.el["editor-fen"].value = text
            self._typed_error = None
        self.el["editor-turn"].value = str(state.turn)
        self.el["editor-composed"].checked = state.composed
        for node in self.el["editor-hands"].querySelectorAll("[data-hand-count]"):
            owner, letter = str(node.dataset.handCount).split("-")
            node.textContent = f"{letter} {hands[state.game.colors.index(owner)].get(letter, 0)}"
        problems = state.problems()
        self.el["editor-error"].textContent = self._typed_error or " · ".join(problems)
        reason = state.play_problem()
        self.el["editor-play"].disabled = reason is not None
        self.el["editor-play-reason"].textContent = (
            _("Play is off: {reason}").format(reason=reason) if reason else "")
        query = editor_query(state, self.config.orientation, self.marks)
        self.el["editor-link"].href = "editor.html" + query
        location = self.window.location
        if str(location.search) != query:
            self.window.history.replaceState(None, "", query)  # the path as it is
        self.el["editor-embed"].value = self._embed_code()
        if text != self._position:
            self._position = text
            self.checker.forget()
        self.maker.update()

    def _draw_palette(self):
        armed = self.board.controller.armed
        self.el["editor-palette"].innerHTML = markup(palette_svg(self.config, armed))

    def site_base(self):
        """The address of the site's folder, ending in "/" (links to its pages go under it)."""
        return str(self.window.location.href).split("?")[0].rsplit("/", 1)[0] + "/"

    def _embed_code(self):
        source = f"{self.site_base()}embed.html{game_query(self.state, self.marks)}"
        if self.state.composed:
            source += "&interactive=0"
        title = _("{game} position").format(game=_(self.state.game.title))
        return (f'<iframe src="{source.replace("&", "&amp;")}" width="560" height="460" '
                f'title="{title}" style="border:0" loading="lazy"></iframe>')

    # -- gestures --------------------------------------------------------------------------
    def on_gesture(self, gesture):
        """A gesture on the board or palette (`gestures.Gesture`)."""
        controller = self.board.controller
        if self.maker.recording:
            if gesture.origin[0] != "palette":
                self.maker.gesture(gesture)
            return
        if gesture.target == gesture.origin and gesture.origin[0] == "palette":
            letter = gesture.origin[1]
            controller.armed = None if controller.armed == letter else letter
            self._draw_palette()
            return
        if self.state.apply(gesture.origin, gesture.target):
            self.refresh()
        else:
            self.board.redraw()

    def _drew(self, marks):
        """Arrows or circles were drawn or taken away: kept, and in the links."""
        self.marks = marks
        self.refresh()

    def _turn_over(self, mark):
        """A right click on a piece (a circle drawn on it) gives it to the other side instead;
        True when it did (circles go on empty squares, arrows anywhere)."""
        if isinstance(mark, Circle) and mark.square in self.state.pieces:
            self.state.flip_color(mark.square)
            self.refresh()
            return True
        return False

    def _on_shift_press(self, event):
        """Shift + press on a piece: give it to the other side."""
        if not (event.button == 0 and event.shiftKey):
            return
        target = event.target.closest("[data-square]")
        if not target:
            return
        event.preventDefault()
        event.stopPropagation()
        square = self.state.game.parse_square(str(target.dataset.square))
        if square in self.state.pieces:
            self.state.flip_color(square)
            self.refresh()

    # -- controls --------------------------------------------------------------------------
    def _choose_game(self, event=None):
        self.state = EditorState(self.el["editor-game"].value)
        self.marks = NO_MARKS
        self.board.set_marks(NO_MARKS)
        looks = self._looks(self.state.game.name)
        self.config = self.config.with_(game=self.state.game.name, orientation=0, **looks)
        self.board.set_config(game=self.config.game, orientation=0, **looks)
        self._game_changed()

    def _layout(self):
        return "tall" if self._portrait.matches else "wide"

    def _looks(self, game_name):
        """The `BoardConfig` fields of the reader's piece set, theme and rank labels (the game
        page's Settings, read from the browser) for a board of the game called ``game_name``."""
        settings = read_settings(self.window.localStorage.getItem(SETTINGS_KEY))
        dark = self.window.matchMedia("(prefers-color-scheme: dark)").matches
        return config_fields(looks_of(settings, game_name, choices_of(game_name), dark))

    def _turn_screen(self, event=None):
        self.config = self.config.with_(layout=self._layout())
        self.board.set_config(layout=self.config.layout)
        self.refresh()

    def _choose_preset(self, event=None):
        name = str(self.el["editor-preset"].value)
        if name:
            self.state.preset(name)
            self.el["editor-preset"].value = ""
            self.refresh()

    def _choose_turn(self, event=None):
        self.state.set_turn(int(self.el["editor-turn"].value))
        self.refresh()

    def _choose_composed(self, event=None):
        self.state.composed = bool(self.el["editor-composed"].checked)
        self.refresh()

    def _flip_board(self, event=None):
        self.config = self.config.with_(orientation=1 - self.config.orientation)
        self.board.set_config(orientation=self.config.orientation)
        self.refresh()

    def _fill_hand(self, event=None):
        self.state.fill_hand(1)
        self.refresh()

    def _hand_button(self, event):
        button = event.target.closest("[data-hand-step]")
        if not button:
            return
        data = button.dataset
        self.state.hand_add(int(data.color), str(data.letter), int(data.handStep))
        self.refresh()

    def _typed(self, event=None):
        try:
            self.state.load(self.el["editor-fen"].value)
        except EditorError as error:
            self._typed_error = words(error)
            self.el["editor-error"].textContent = self._typed_error
            return
        self._typed_error = None
        self.refresh(keep_field=True)

    # -- actions ---------------------------------------------------------------------------
    def _play(self, event=None):
        try:
            data = play_save(self.state, str(self.el["editor-opponent"].value),
                             str(self.el["editor-side"].value), str(self.el["editor-level"].value))
        except ValueError as error:
            self.el["editor-said"].textContent = words(error)
            return
        self.window.localStorage.setItem(STORAGE_KEY, json.dumps(data))
        self.window.location.href = "index.html"

    def _copy_link(self, event):
        event.preventDefault()
        self._copy(str(self.el["editor-link"].href))

    def copy_field(self, field):
        """Copy the text of the field ``field`` (selected, to copy by hand if not allowed)."""
        self._copy(str(field.value), field)

    def _copy(self, text, field=None):
        asyncio.ensure_future(self._copy_text(text, field))

    async def _copy_text(self, text, field):
        try:
            await self.window.navigator.clipboard.writeText(text)
            said = _("Copied: {text}").format(text=text)
        except Exception:  # no clipboard access: show it to copy by hand
            said = _("Copying is not allowed here; copy this: {text}").format(text=text)
        if field is not None:
            field.focus()
            field.select()
        self.el["editor-said"].textContent = said

    def _view(self):
        """The `PositionView` of the state (copies: the board keeps what it was shown)."""
        state = self.state
        hands = {color: dict(state.hand(color)) for color in (0, 1)} if state.game.has_hands \
            else {}
        return PositionView(dict(state.pieces), hands, state.turn)

    def _diagram(self):
        caption = caption_text(self.state.game, self.state.turn)
        width, height = diagram_size(self.config, caption)
        layout = Layout(self.config.game, self.config.orientation, self.config.layout)
        overlay = [drawn(layout, self.marks, theme(self.config.theme))]
        return diagram_svg(self.config, self._view(), caption=caption, overlay=overlay), width, height

    def _download_svg(self, event=None):
        text, _width, _height = self._diagram()
        self.export.downloadSvg(text, f"kiban-{self.state.game.name}.svg")

    def _download_png(self, event=None):
        text, width, height = self._diagram()
        self.export.downloadPng(text, width, height, f"kiban-{self.state.game.name}.png", 2)
