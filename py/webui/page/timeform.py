"""The time control fields of the New game form (browser only): a preset select and the main
time / increment / byoyomi / periods fields (`play.timecontrol` reads and checks them)."""

from webui.i18n import _
from webui.play.timecontrol import NO_CLOCK, PRESETS, TimeControl
from .dom import fill_options

FIELDS = ("time-main", "time-increment", "time-byoyomi", "time-periods")
CUSTOM = "custom"


class TimeForm:
    """The preset select fills the fields; editing a field makes the choice "Custom"."""

    def __init__(self, document, listeners):
        self.el = {name: document.getElementById(name)
                   for name in ("time-preset", "time-fields") + FIELDS}
        fill_options(document, self.el["time-preset"],
                     [(key, control.label()) for key, control in PRESETS.items()]
                     + [(CUSTOM, _("Custom"))])
        listeners.listen(self.el["time-preset"], "change", lambda event: self._preset())
        for name in FIELDS:
            listeners.listen(self.el[name], "input", lambda event: self._custom())
        for name in ("time-preset",) + FIELDS:
            self.el[name].disabled = False
        self._preset()

    def _preset(self):
        key = self.el["time-preset"].value
        self.el["time-fields"].hidden = key == "none"
        if key in PRESETS:
            for name, value in PRESETS[key].form_fields().items():
                self.el[name].value = value

    def _custom(self):
        self.el["time-preset"].value = CUSTOM

    def show(self, control):
        """Show ``control`` in the form (the control of a restored game)."""
        key = next((key for key, preset in PRESETS.items() if preset == control), CUSTOM)
        self.el["time-preset"].value = key
        self._preset()
        if key == CUSTOM:
            for name, value in control.form_fields().items():
                self.el[name].value = value

    def control(self):
        """The TimeControl the form asks for; TimeControlError says what to correct."""
        if self.el["time-preset"].value == "none":
            return NO_CLOCK
        return TimeControl.from_form({name: self.el[name].value for name in FIELDS})
