"""Reading engine positions into what the board component draws and what its input controller
names: the one bridge between an engine board and `render` / `interaction`.

The component never decides a rule: which moves are legal, whose turn it is and whether a king is
in check all come from the engine (through the game's `kiban.games` descriptor); this only reads
them into shapes: a `PositionView`, the squares of a move, the origin of a move.
"""

from .render import PositionView


class PositionReader:
    """Reads boards and moves of one game (``game``: its `kiban.games` descriptor)."""

    def __init__(self, game):
        self.game = game

    def view(self, board):
        """The `PositionView` of an engine board: pieces by square, hands, side to move."""
        pieces = {}
        for sq in self.game.squares:
            piece = board.piece_at(sq)
            if piece is not None:
                pieces[sq] = piece.symbol()
        hands = {}
        if self.game.has_hands:
            letter = self.game.Piece
            for color in (0, 1):
                hands[color] = {letter(t, 0).symbol(): n for t, n in board.hand(color).items()}
        return PositionView(pieces, hands, board.turn)

    def view_after(self, board, move):
        """``(view, check)`` of ``board`` once ``move``, one of its legal moves, is made:
        the `PositionView` the board shows the moment the user makes the move and the square
        of a king it puts in check (or None). ``board`` itself stays as it is, and the move is
        not checked again (the session checks it once, when it plays it)."""
        after = board.copy(record=False)
        after.make_code(after.code_of(move))
        check = after.king_square(after.turn) if after.is_check() else None
        return self.view(after), check

    @staticmethod
    def move_squares(move):
        """Squares to highlight for a move (origin and target; a drop only its target), or ()
        without a move."""
        if move is None:
            return ()
        return tuple(s for s in (move.from_square, move.to_square) if s is not None)

    def origin(self, move, turn):
        """Where a move starts, as the input controller names it: ``("square", sq)`` or, for a
        drop, ``("hand", turn, LETTER)``."""
        if move.from_square is None:
            return ("hand", turn, self.game.Piece(move.drop, 0).symbol())
        return ("square", move.from_square)

    @staticmethod
    def promotes(move):
        """True for a promoting move."""
        return bool(getattr(move, "promotion", False))
