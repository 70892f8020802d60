"""The tournament flow on the game page (browser only): furigoma when the side is drawn by lot,
the match score kept across a game and its replays, and the "Replay with colours swapped" button
after a draw that the game's customs replay (`play.match.replay_due`: sennichite, an impasse
draw under the 24-point rule).

`App` calls `new_game(game)` when a game starts (it returns the side the player was given by
furigoma, or None), `update(game, outcome, rule)` when the end of the game changes,
`replay(clock, turn)` when the replay starts, and saves `save_data()`; the button calls
``on_replay()``.
"""

import copy

from kiban import KibanError

from webui.i18n import N_
from webui.play.furigoma import furigoma
from webui.play.match import PLAYING, Match, replay_due
from webui.play.matchtexts import furigoma_line, match_line

_IDS = ("match", "furigoma", "match-score", "replay-swapped", "opponent-select", "side-select")
# Names kept in the saved match in English, shown through `_()` (webui.play.matchtexts).
HUMANS = (N_("Player A"), N_("Player B"))
VERSUS = (N_("You"), N_("Computer"))  # player 0 is the person at the screen


class MatchPlay:
    """The match of the games played on this page since the last New game."""

    def __init__(self, document, listeners, on_replay):
        self.el = {name: document.getElementById(name) for name in _IDS}
        self.match = Match.new(0, HUMANS)
        listeners.listen(self.el["replay-swapped"], "click", lambda event: on_replay())

    def new_game(self, game):
        """A new game starts a new match: toss the pawns if the side select asks for furigoma
        (then return the player's colour as the select would give it, "0" / "1")."""
        computer = self.el["opponent-select"].value == "computer"
        names = VERSUS if computer else HUMANS
        side = None
        toss_shown = computer and self.el["side-select"].value == "random" and game.sides_by_lot
        if toss_shown:
            toss = furigoma(tosser=0)
            side = str(toss.sente)  # player 0, the person, tossed
            self.el["furigoma"].textContent = furigoma_line(toss, names, game)
        self.el["furigoma"].hidden = not toss_shown
        self._show()
        first = int(side or self.el["side-select"].value) if computer else 0  # (player 0's colour)
        self.match = Match.new(first, names)
        return side

    def restore(self, data, computer):
        """The saved match (`Match.to_dict` data) or a new one; ``computer``: against the
        computer (names the players)."""
        try:
            self.match = Match.from_dict(data)
        except KibanError:
            self.match = Match.new(0, VERSUS if computer else HUMANS)
        self.el["furigoma"].hidden = True

    def save_data(self):
        """The match's saved form."""
        return self.match.to_dict()

    def replay(self, clock, turn):
        """Start the replay with colours swapped: returns its clock (the times left, standing;
        None without a clock); ``turn``: the colour moving first."""
        self.el["furigoma"].hidden = True
        return self.match.replay_swapped(clock, turn)

    def update(self, game, outcome, rule):
        """Show the score (the ended game counted) and offer the replay when it is due."""
        due = outcome is not None and self.match.current.result == PLAYING \
            and replay_due(game.name, outcome, rule)
        self.el["replay-swapped"].hidden = not due
        shown = self.match
        if outcome is not None and not due and shown.current.result == PLAYING:
            shown = copy.deepcopy(shown)
            shown.finish(outcome)
        self.el["match-score"].textContent = match_line(shown, game)
        self.el["match-score"].hidden = len(shown.games) == 1  # (a match once replayed)
        self._show()

    def _show(self):
        """The section takes room only when it shows something."""
        self.el["match"].hidden = all(self.el[name].hidden for name in
                                      ("furigoma", "match-score", "replay-swapped"))
