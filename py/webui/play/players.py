"""Who plays each side, as the game page's player strips name them (pure Python, no browser).

"You" for the side the user plays, "Computer, level 3" for the computer's, "A friend" for the
other side of a game by link; at one screen, two people take turns: the side at the bottom of
the board is "You" and the other "A friend".
"""

from webui.i18n import _


def player_titles(opponent, by_link_player, bottom):
    """(who plays colour 0, who plays colour 1), translated: ``opponent`` is the game's
    `Opponent`, ``by_link_player`` this device's colour in a game by link (None otherwise),
    ``bottom`` the colour at the bottom of the board."""
    if by_link_player is not None:
        mine = by_link_player
    elif opponent.computer is not None:
        computer = (_("Computer, level {level}").format(level=opponent.level) if opponent.level
                    else _("Computer, full strength"))
        return tuple(computer if color == opponent.computer else _("You") for color in (0, 1))
    else:
        mine = bottom
    return tuple(_("You") if color == mine else _("A friend") for color in (0, 1))
