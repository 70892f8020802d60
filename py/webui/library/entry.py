"""One game of the library: a `GameEntry` holds a game's saved form (the game page's
``localStorage["kiban.game"]`` JSON: `GameSession.to_dict()` with ``orientation`` and
``opponent``) under an id, with what the Games page lists without replaying it: dates, players,
result and length.

Stored entries carry ``v`` (`ENTRY_VERSION`); an entry of a version this code does not know is
refused with `EntryError` (a newer version's entry is left alone, never rewritten).
"""

from dataclasses import dataclass, field

from kiban import games
from kiban.outcome import Outcome, Termination

from webui.i18n import N_
from webui.play.opponent import Opponent
from webui.play.session import GameSession, SessionError
from webui.play.texts import result_title

ENTRY_VERSION = 1
# Names kept in English in the entry (and the records written from it); the Games page shows
# them in the reader's language (webui.library.listing).
YOU, FRIEND = N_("You"), N_("Friend")
COMPUTER = N_("Computer (level {level})")
COMPUTER_FULL = N_("Computer (full strength)")


class EntryError(ValueError):
    """A stored entry that cannot be read (the message says why)."""


def players_of(opponent):
    """The two players' names, by colour, for an `Opponent`: you and a friend at the same
    screen, or you and the computer at its level."""
    if opponent.computer is None:
        return [YOU, FRIEND]
    names = [YOU, YOU]
    names[opponent.computer] = COMPUTER.format(level=opponent.level) if opponent.level else COMPUTER_FULL
    return names


def result_of(outcome):
    """The score of an `Outcome` ("1-0": the first colour won, "0-1", "1/2-1/2"), None if the
    game goes on."""
    if outcome is None:
        return None
    return {0: "1-0", 1: "0-1", None: "1/2-1/2"}[outcome.winner]


@dataclass
class GameEntry:
    """A kept game: ``id``, ``created`` and ``updated`` (milliseconds since 1970, as
    JavaScript's ``Date.now()``), ``save`` (the saved form), ``players`` (names by colour),
    ``result`` (see `result_of`), ``outcome`` (the result in words in the language it was saved
    in, None while the game goes on: shown only for entries saved without ``ending``),
    ``length`` (moves of the line), ``ending`` (``{"by": the Termination's value, "winner": 0,
    1 or None}``, None while the game goes on: the result in words in any language, see
    `outcome_words`), ``analysis`` (the game's review, `kiban.review.Review.to_dict()`, or None:
    see `kept_review`)."""

    id: str
    created: int
    updated: int
    save: dict = field(repr=False)
    players: list
    result: object = None
    outcome: object = None
    length: int = 0
    ending: object = None
    analysis: object = None

    @classmethod
    def of(cls, session, save, id, created, updated):
        """The entry of a `GameSession` whose saved form is ``save``; a review the page keeps
        with the game (``save["analysis"]``, see `webui.page.review`) becomes the entry's
        ``analysis`` (the entry's save is kept without it)."""
        outcome = session.outcome()
        kept = {key: value for key, value in save.items() if key != "analysis"}
        return cls(id, created, updated, kept, players_of(Opponent.from_dict(save.get("opponent"))),
                   result_of(outcome), outcome and result_title(outcome, session.game),
                   session.last_ply,
                   outcome and {"by": outcome.termination.value, "winner": outcome.winner},
                   save.get("analysis"))

    def outcome_words(self):
        """The result in words in the reader's language ("Sente wins by resignation"), None
        while the game goes on (an entry saved before endings were kept: found by replaying
        its save, else its saved words)."""
        ending = self.ending
        try:
            outcome = Outcome(Termination(ending["by"]), ending["winner"])
        except (KeyError, TypeError, ValueError):
            return self._replayed_words()
        if outcome.winner not in (0, 1, None):
            return self.outcome
        return result_title(outcome, self.game)

    def _replayed_words(self):
        """The saved words of an entry kept without ``ending``, in the reader's language when
        its save replays to an outcome (else as saved)."""
        if self.outcome is None:
            return None
        try:
            outcome = GameSession.from_dict(self.save)[0].outcome()
        except SessionError:
            return self.outcome
        return result_title(outcome, self.game) if outcome is not None else self.outcome

    def kept_review(self):
        """The kept review as a `kiban.review.Review` when it is of the saved game's main line
        as it stands (reopening the game needs no new review), else None (none kept, the game
        went on or the stored review cannot be read)."""
        if self.analysis is None:
            return None
        from kiban.review.model import Review, ReviewError
        try:
            review = Review.from_dict(self.analysis)
        except ReviewError:
            return None
        desc = self.game
        moves = [desc.move_text(m) for m in review.moves]
        same_start = review.start == desc.position_text(desc.new_board(self.save.get("start"),
                                                                       strict=False))
        return review if same_start and moves == self.save.get("moves") else None

    @property
    def game(self):
        """The game's `kiban.games` descriptor."""
        return games.get(self.save["game"])

    def to_dict(self):
        """The stored form (JSON-able, with ``v``)."""
        return {"v": ENTRY_VERSION, "id": self.id, "created": self.created,
                "updated": self.updated, "game": self.save["game"], "players": self.players,
                "result": self.result, "outcome": self.outcome, "length": self.length,
                "ending": self.ending, "save": self.save, "analysis": self.analysis}

    @classmethod
    def from_dict(cls, data):
        """An entry from its stored form; `EntryError` if it cannot be read."""
        if not isinstance(data, dict) or data.get("v") != ENTRY_VERSION:
            version = data.get("v") if isinstance(data, dict) else None
            raise EntryError(f"a library entry of unknown version {version!r}")
        try:
            entry = cls(data["id"], int(data["created"]), int(data["updated"]), data["save"],
                        [str(name) for name in data["players"]][:2], data.get("result"),
                        data.get("outcome"), int(data.get("length", 0)), data.get("ending"),
                        data.get("analysis"))
        except (KeyError, TypeError, ValueError) as error:
            raise EntryError(f"a library entry is damaged ({error})") from None
        if not isinstance(entry.save, dict) or entry.save.get("game") not in games.names():
            raise EntryError(f"library entry {entry.id!r} holds no known game")
        if entry.analysis is not None and not isinstance(entry.analysis, dict):
            raise EntryError(f"library entry {entry.id!r} holds a damaged review")
        return entry
