"""The two player strips of the game page (browser only): ``player-0`` and ``player-1``, one
above and one below the board (the side at the bottom of the board has the lower one), each
saying who plays that side (`webui.play.players`), the side's name, and holding its clock
(`page.clocks`); a shogi side's hand is drawn on the board's edge right next to its strip. The
strip of the side to move is marked (``data-to-move``)."""

from webui.i18n import _
from webui.play.players import player_titles


class PlayerStrips:
    """The strips inside ``#stage`` (the board's column)."""

    def __init__(self, document):
        self.stage = document.getElementById("stage")
        self.el = {(color, part): document.getElementById(f"player-{color}{part}")
                   for color in (0, 1) for part in ("", "-who", "-side")}

    def update(self, game, opponent, by_link_player, orientation, turn):
        """Show who plays which side of ``game`` (its descriptor) against ``opponent`` (by
        link: this device plays ``by_link_player``), ``orientation`` the colour at the bottom,
        ``turn`` the side to move (None once the game is over)."""
        self.stage.dataset.orientation = str(orientation)
        titles = player_titles(opponent, by_link_player, orientation)
        for color in (0, 1):
            self.el[color, "-who"].textContent = titles[color]
            self.el[color, "-side"].textContent = _(game.color_titles[color])
            self.el[color, ""].toggleAttribute("data-to-move", color == turn)
