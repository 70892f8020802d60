"""A game in progress as the page holds it: start, moves, the move being reviewed, how it ended.

Pure Python. `to_dict()` / `GameSession.from_dict()` are the saved form (localStorage, JSON);
restoring re-validates everything through the engine and keeps what is valid, so a damaged save
loses at most the moves after the first bad one, and says so.
"""

from kiban.outcome import Outcome, Termination

from .games import GameAdapter

SAVE_VERSION = 1
MAX_SAVED_MOVES = 5000


class SessionError(ValueError):
    """An action the game's state does not allow (the message says why)."""


class GameSession:
    """One game: ``adapter`` (engine access), the live ``board``, the reviewed ``ply``."""

    def __init__(self, game, start=None, handicap=None, rule=None):
        self.adapter = GameAdapter(game)
        self.game = game
        if handicap:
            if game != "shogi":
                raise SessionError("handicaps exist only in shogi")
            self.board = self.adapter.handicap_board(handicap, rule)
        else:
            self.board = self.adapter.new_board(start, rule)
        self.handicap = handicap or None
        self.start = self.adapter.position_text(self.board)
        self.rule = self.adapter.rule_of(self.board)
        self.moves = []          # notation of the moves played
        self.review_ply = None   # None: showing the live position; else the ply shown
        self.ending = None       # ("resign", color) | ("draw",) | ("declare",) ended by a player
        self._final = None

    # -- reading ---------------------------------------------------------------------------
    @property
    def ply(self):
        """The ply shown on the board (the number of moves played up to it)."""
        return len(self.moves) if self.review_ply is None else self.review_ply

    @property
    def reviewing(self):
        """True while an earlier position is shown."""
        return self.review_ply is not None

    def shown_board(self):
        """The board at the shown ply (the live board itself when not reviewing)."""
        if self.review_ply is None:
            return self.board
        board = self.board.copy()
        for _ in range(len(self.moves) - self.review_ply):
            board.pop()
        return board

    def outcome(self):
        """How the game ended (a player's action first, then the rules), or None."""
        return self._final or self.board.outcome()

    def accepts_moves(self):
        """True if a move may be played now (live position, game not over)."""
        return self.review_ply is None and self.outcome() is None

    def impasse_points(self):
        """(sente, gote) impasse points of the live position (shogi)."""
        return self.board.impasse_points(0), self.board.impasse_points(1)

    # -- actions ---------------------------------------------------------------------------
    def play(self, move):
        """Play a legal move on the live board (the engine refuses illegal ones)."""
        if not self.accepts_moves():
            raise SessionError("the game is over" if self.outcome() else
                               "return to the last move before playing")
        self.board.push(move)
        self.moves.append(self.adapter.notation(move))

    def take_back(self):
        """Undo a player's ending if there is one, else the last move. False if nothing to undo."""
        self.review_ply = None
        if self.ending:
            self.ending, self._final = None, None
            return True
        if not self.moves:
            return False
        self.board.pop()
        self.moves.pop()
        return True

    def review(self, ply):
        """Show the position after ``ply`` moves (the last ply returns to the live position)."""
        if not 0 <= ply <= len(self.moves):
            raise SessionError(f"there is no move {ply}")
        self.review_ply = None if ply == len(self.moves) else ply

    def resign(self, color):
        """``color`` resigns."""
        self._end(("resign", color))

    def agree_draw(self):
        """Both players agree a draw (xiangqi only: shogi has no draw by agreement)."""
        if self.game != "xiangqi":
            raise SessionError("shogi has no draw by agreement")
        self._end(("draw",))

    def declare_impasse(self):
        """The side to move declares impasse under the game's rule (shogi)."""
        if self.game != "shogi":
            raise SessionError("impasse is a shogi rule")
        self._end(("declare",))

    def _end(self, ending):
        if self.outcome() is not None:
            raise SessionError("the game is already over")
        self.review_ply = None
        names = self.adapter.colors
        if ending[0] == "resign":
            color = ending[1]
            self._final = Outcome(Termination.RESIGNATION, 1 - color, f"{names[color]} resigned")
        elif ending[0] == "draw":
            self._final = Outcome(Termination.AGREEMENT, None, "draw by agreement")
        else:
            self._final = self.board.declare_impasse()
        self.ending = ending

    # -- saving ----------------------------------------------------------------------------
    def to_dict(self):
        """The saved form: plain JSON-able data."""
        return {
            "v": SAVE_VERSION, "game": self.game, "start": self.start, "handicap": self.handicap,
            "rule": self.rule, "moves": list(self.moves), "review": self.review_ply,
            "ending": list(self.ending) if self.ending else None,
        }

    @classmethod
    def from_dict(cls, data):
        """Rebuild a session from `to_dict()` data. Returns ``(session, problem)``: problem is
        None, or a message naming what could not be restored (the valid part is kept).
        Raises SessionError if nothing usable is there."""
        if not isinstance(data, dict) or data.get("v") != SAVE_VERSION:
            raise SessionError("the saved game has an unknown format")
        game, start, handicap, rule = (data.get(k) for k in ("game", "start", "handicap", "rule"))
        moves = data.get("moves")
        if not isinstance(start, str) or not isinstance(moves, list):
            raise SessionError("the saved game has no start position or move list")
        if len(moves) > MAX_SAVED_MOVES:
            raise SessionError(f"the saved game has more than {MAX_SAVED_MOVES} moves")
        if handicap is not None and not isinstance(handicap, str):
            raise SessionError("the saved handicap is not a name")
        try:
            session = cls(game, start=start, rule=rule)
        except (ValueError, ImportError) as error:
            raise SessionError(f"the saved game cannot be set up: {error}") from None
        session.handicap = handicap
        for i, text in enumerate(moves):
            try:
                session.play(session.adapter.parse(text if isinstance(text, str) else repr(text)))
            except ValueError as error:
                return session, (f"the saved game was restored up to move {i}; "
                                 f"move {i + 1} ({str(text)[:20]!r}) was refused: {error}")
        problem = session._restore_view(data)
        return session, problem

    def _restore_view(self, data):
        ending = data.get("ending")
        if ending:
            try:
                kind = ending[0]
                if kind == "resign" and ending[1] in (0, 1):
                    self.resign(ending[1])
                elif kind == "draw":
                    self.agree_draw()
                elif kind == "declare":
                    self.declare_impasse()
                else:
                    return "the saved ending of the game was not understood"
            except (SessionError, TypeError, IndexError, KeyError):
                return "the saved ending of the game was not understood"
        review = data.get("review")
        if isinstance(review, int) and not isinstance(review, bool) and 0 <= review < len(self.moves):
            self.review_ply = review
        return None
