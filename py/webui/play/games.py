"""One adapter per game between the engine (`kiban`) and the board UI, with the same methods.

The UI never decides a rule: positions, legal moves and outcomes all come from the engine; the
adapter only reads them into the shapes the renderer and the input controller use.
"""

import importlib

from webui.board.render import PositionView
from .texts import rule_label

GAME_NAMES = {"shogi": "Shogi", "xiangqi": "Xiangqi"}
COLOR_NAMES = {"shogi": ("Sente", "Gote"), "xiangqi": ("Red", "Black")}


class GameAdapter:
    """Engine access for one game ("shogi" or "xiangqi")."""

    def __init__(self, game):
        if game not in GAME_NAMES:
            raise ValueError(f"unknown game {game!r}")
        self.game = game
        self.module = importlib.import_module(f"kiban.{game}")
        if not hasattr(self.module, "Board"):  # the engine package is still being written
            raise ImportError(f"kiban.{game} has no Board yet")
        shogi = game == "shogi"
        self.rule_enum = getattr(self.module, "ImpasseRule" if shogi else "MoveLimit", None)
        self._rule_kwarg = "impasse_rule" if shogi else "move_limit"
        self.colors = COLOR_NAMES[game]

    # -- boards ----------------------------------------------------------------------------
    def new_board(self, start=None, rule=None):
        """A board at ``start`` (SFEN/FEN text, None for the normal start) under rule option
        ``rule`` (the value of an ImpasseRule / MoveLimit member, None for the default)."""
        kwargs = {}
        if rule is not None:
            kwargs[self._rule_kwarg] = self.rule_enum(rule)
        return self.module.Board(start, **kwargs) if start else self.module.Board(**kwargs)

    def handicap_board(self, name, rule=None):
        """A shogi board at the start of a named handicap."""
        board = self.module.Board.from_handicap(name)
        if rule is not None:
            board.impasse_rule = self.rule_enum(rule)
        return board

    def rule_of(self, board):
        """The rule option value of a board (None if the game has none)."""
        rule = getattr(board, self._rule_kwarg, None)
        return rule.value if rule is not None else None

    def rules(self):
        """The selectable rule options as (value, label) pairs."""
        if self.rule_enum is None:
            return []
        return [(member.value, rule_label(member.value)) for member in self.rule_enum]

    def handicaps(self):
        """Handicap names (shogi), in the engine's order."""
        return list(getattr(self.module, "HANDICAPS", {}))

    # -- notation --------------------------------------------------------------------------
    def position_text(self, board):
        """SFEN (shogi) or FEN (xiangqi) of a board."""
        return board.sfen() if self.game == "shogi" else board.fen()

    def notation(self, move):
        """USI (shogi) or ICCS/UCI (xiangqi) notation of a move."""
        return move.usi() if self.game == "shogi" else move.uci()

    def parse(self, text):
        """A Move from its notation (the engine's errors propagate)."""
        if self.game == "shogi":
            return self.module.Move.from_usi(text)
        return self.module.Move.from_uci(text)

    # -- reading positions -----------------------------------------------------------------
    def view(self, board):
        """The `PositionView` of a board: pieces by square, hands, side to move."""
        pieces = {}
        for sq in self.module.SQUARES:
            piece = board.piece_at(sq)
            if piece is not None:
                pieces[sq] = piece.symbol()
        hands = {}
        if self.game == "shogi":
            for color in (0, 1):
                hands[color] = {self.module.Piece(t, 0).symbol(): n
                                for t, n in board.hand(color).items()}
        return PositionView(pieces, hands, board.turn)

    def last_squares(self, board):
        """Squares to highlight for the last move (origin and target; a drop only its target)."""
        stack = board.move_stack
        if not stack:
            return ()
        move = stack[-1]
        return tuple(s for s in (move.from_square, move.to_square) if s is not None)

    def check_square(self, board):
        """The square of the king / general in check, or None."""
        return board.king_square(board.turn) if board.is_check() else None

    def origin(self, move, turn):
        """Where a move starts, as the controller names it: ``("square", sq)`` or, for a drop,
        ``("hand", turn, LETTER)``."""
        if move.from_square is None:
            return ("hand", turn, self.notation(move)[0])
        return ("square", move.from_square)

    def promotes(self, move):
        """True for a promoting move."""
        return bool(getattr(move, "promotion", False))
