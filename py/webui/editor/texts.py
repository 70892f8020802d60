"""Words of the editor's controls, pure Python: the presets' and hand rows' labels."""

from webui.i18n import N_, _

_PRESETS = {"start": N_("Start position"), "empty": N_("Empty board"),
            "kings": N_("Kings only"), "tsume": N_("Tsume: the other pieces in {color}'s hand")}


def preset_options(state):
    """(value, label) pairs of the preset control: a prompt, then every preset of the game."""
    pairs = [("", _("Choose…"))]
    for name in state.presets():
        if name in _PRESETS:
            label = _(_PRESETS[name]).format(color=_(state.game.color_titles[1]))
        else:
            label = _("Handicap: {name}").format(name=_(state.game.handicap_label(name)))
        pairs.append((name, label))
    return pairs


def turn_options(game):
    """(value, label) pairs of the side-to-move control: "0" / "1" and the colours' names."""
    return [(str(color), _(game.color_titles[color])) for color in (0, 1)]


def fill_label(game):
    """The label of the button that puts the rest of the set in the second player's hand."""
    return _("Rest to {color}'s hand").format(color=_(game.color_titles[1]))
