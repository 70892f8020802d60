"""The game-independent half of a board, and the interface both games' boards offer the engine.

:class:`BaseBoard` keeps the game record (move stack, repetition history, perft, outcome) and
declares the *engine interface* that ``kiban.shogi.Board`` and ``kiban.xiangqi.Board`` implement.
The search, the evaluators and the engine protocols use only this interface; no code outside the
board packages reads a board's underscore attributes (``tests/engine/test_board_interface.py``
checks it).

Move codes
    For speed the engine works on *move codes*, small ints: ``to | from << 7``, squares numbered as
    the game numbers them (shogi 0-80, xiangqi 0-89). Shogi adds ``PROMOTE`` (``1 << 14``) for a
    promotion, and a shogi drop has ``from = 100 + piece type``. :meth:`BaseBoard.move_of`
    and :meth:`BaseBoard.code_of` convert between codes and :class:`~kiban.core.move.Move` objects.

Piece codes
    :attr:`BaseBoard.squares` holds one int per square: 0 for empty, else ``piece_type | color << 4``
    in shogi and ``piece_type | color << 3`` in xiangqi (color 0 moves first: sente / red).

Playing codes
    :meth:`~BaseBoard.make_code` and :meth:`~BaseBoard.unmake_code` change the position only: they
    test nothing and leave the game record (move stack, repetition history) alone, so that a search
    can try moves fast. Give them codes from :meth:`~BaseBoard.legal_codes` or
    :meth:`~BaseBoard.capture_codes` of the current position, and take every one back (last made,
    first taken back) before using :meth:`~BaseBoard.push` or :meth:`~BaseBoard.pop` again.
"""

from dataclasses import dataclass
from typing import Optional

from kiban.errors import IllegalMoveError
from kiban.messages import Message
from kiban.outcome import Outcome, Termination


@dataclass(frozen=True)
class Context:
    """The facts of one position, computed once (see :meth:`BaseBoard.context`).

    ``legal_moves``: the legal moves as Move objects; ``check``: whether the side to move is in
    check; ``king_square``: the square of its king (general), None without one; ``outcome``: what :meth:`BaseBoard.outcome`
    returns; ``ply`` and ``key``: the position described (moves pushed, Zobrist key)."""

    ply: int
    key: int
    legal_moves: tuple
    check: bool
    king_square: Optional[int]
    outcome: Optional[Outcome]


class LegalMoves:
    """A live view of the legal moves of a board: iterate it, ``len()`` it, test ``move in``."""

    __slots__ = ("_board",)

    def __init__(self, board):
        self._board = board

    def __iter__(self):
        return iter(self._board.context().legal_moves)

    def __len__(self):
        return self._board._count_legal()

    def __bool__(self):
        return self._board._count_legal() > 0

    def __contains__(self, move):
        return self._board.is_legal(move)

    def __repr__(self):
        names = ", ".join(self._board._notation(m) for m in self)
        return f"<LegalMoves ({names})>"


class BaseBoard:
    """Game record, perft, repetition and outcome shared by both games, and the engine interface.

    A game's board sets ``_sq`` (piece codes), ``_counts`` (pieces on the board by code), ``_turn``,
    ``_kings`` (both king squares), ``_key``,
    ``_undo`` (one entry per made move, its code first) and ``_first_mover``, then calls
    ``_init_history``. It implements the methods below that raise NotImplementedError, and the hooks
    ``_count_legal``, ``_rule_outcome``, ``_move_number``, ``_notation`` and ``_position_text``.
    ``_GAME`` (its module name, which is also the game's name in ``kiban.games``: ``game_name``),
    ``_COLOR_NAMES`` and ``_ZTURN`` (the side-to-move part of the key)
    are class attributes."""

    _GAME = "kiban"
    _COLOR_NAMES = ("first player", "second player")
    _ZTURN = 0

    @property
    def game_name(self):
        """The name of this board's game in the registry (``kiban.games.get(board.game_name)`` is
        its descriptor): ``"shogi"`` or ``"xiangqi"``."""
        return self._GAME

    def _init_history(self):
        """Start an empty game record at the current position."""
        self._moves = []
        self._history = [self._key]
        self._gave_check = []
        self._context = None

    # ----- the position -------------------------------------------------------------------------

    @property
    def turn(self) -> int:
        """The side to move: 0 (sente / red) or 1 (gote / black)."""
        return self._turn

    @property
    def key(self) -> int:
        """The 64-bit Zobrist key of the position, side to move (and shogi hands) included."""
        return self._key

    @property
    def squares(self) -> list:
        """The piece code on every square, indexed by square (see the module docstring).
        This is the board's own list, kept up to date as moves are made: read it, never change it."""
        return self._sq

    @property
    def piece_counts(self) -> list:
        """How many pieces of each code stand on the board, indexed by piece code (index 0, the
        empty square, stays 0). This is the
        board's own list, kept up to date as moves are made: read it, never change it."""
        return self._counts

    def king_square(self, color: int) -> Optional[int]:
        """The square of ``color``'s king (xiangqi: general); None when it has none (shogi allows
        that for one side: a tsume's attacker)."""
        return self._kings[color]

    def is_check(self) -> bool:
        """Whether the side to move is in check."""
        return self.is_attacked_by(self._turn ^ 1, self._kings[self._turn])

    def is_attacked_by(self, color: int, square: int) -> bool:
        """Whether a piece of ``color`` attacks ``square``. In xiangqi: as a general standing there
        would be attacked (advisors and elephants, which never reach a general, are not counted; the
        enemy general is, along an open file)."""
        raise NotImplementedError

    # ----- the engine interface: move codes -------------------------------------------------------

    def legal_codes(self) -> list:
        """The codes of all legal moves of the side to move; in shogi the drops last (a mate
        prover tries the defender's board moves first)."""
        raise NotImplementedError

    def capture_codes(self) -> list:
        """The codes of the legal moves that capture (shogi: promoting or not), for quiescence search."""
        raise NotImplementedError

    def quiet_codes(self) -> list:
        """The codes of the legal moves that capture nothing (shogi: drops and promotions that
        capture nothing included), in the order of :meth:`legal_codes`: with :meth:`capture_codes`
        exactly the legal moves. This default filters :meth:`legal_codes`; boards may list them faster."""
        sq = self.squares
        return [m for m in self.legal_codes() if not sq[m & 127]]

    def promotion_codes(self) -> list:
        """The codes of the legal promotions that capture nothing (each also in :meth:`quiet_codes`,
        in the same order). This default is for a game without promotion: none."""
        return []

    def has_legal_moves(self) -> bool:
        """Whether the side to move has a legal move; stops at the first one found."""
        raise NotImplementedError

    def has_board_move(self) -> bool:
        """Whether the side to move has a legal move that is not a drop (a mate search asks it of
        a king in check: only a drop could then still save it)."""
        return any(self.move_of(code).drop is None for code in self.legal_codes())

    def may_give_check(self, code: int) -> bool:
        """False when the legal move ``code`` surely gives no check, True when it might (a quick
        test before the move is made: the search skips making a quiet move it would prune unless it
        checks). This default says it might."""
        return True

    def check_codes(self) -> list:
        """The codes of the legal moves that give check, in the order of :meth:`legal_codes` (a mate
        solver's attacker plays only these). This default tries each legal move that
        :meth:`may_give_check`; boards may list them faster."""
        return self.checking(self.legal_codes())

    def mating_candidates(self, codes) -> list:
        """Those of the legal checking move ``codes`` (in their order) that might mate at once:
        each one left out surely leaves the checked king a square to step to (a quick test before
        the moves are made; a mate-in-one search tries only the others). This default keeps them all."""
        return list(codes)

    def checking(self, codes) -> list:
        """Those of the legal move ``codes`` that give check, in their order (each one that
        :meth:`may_give_check` is made and taken back)."""
        out = []
        for m in codes:
            if self.may_give_check(m):
                self.make_code(m)
                if self.is_check():
                    out.append(m)
                self.unmake_code()
        return out

    def key_after(self, code: int) -> int:
        """The :attr:`key` the position would have after the legal move ``code``. This default
        makes the move and takes it back; boards may compute it from the move."""
        self.make_code(code)
        key = self.key
        self.unmake_code()
        return key

    def make_code(self, code: int) -> None:
        """Play a legal move code, updating the position and :attr:`key`; not recorded (see above)."""
        raise NotImplementedError

    def unmake_code(self) -> None:
        """Take back the last move made (by :meth:`make_code` or :meth:`push`), position only."""
        raise NotImplementedError

    @staticmethod
    def move_of(code: int):
        """The Move a code stands for."""
        raise NotImplementedError

    @staticmethod
    def code_of(move) -> Optional[int]:
        """The code of a Move, or None when it names no move of this game."""
        raise NotImplementedError

    def null_move(self) -> None:
        """Pass: hand the move to the other side (the search's null move). Nothing else changes;
        take it back with :meth:`undo_null_move` before making or taking back any other move."""
        self._turn ^= 1
        self._key ^= self._ZTURN

    def undo_null_move(self) -> None:
        """Take back :meth:`null_move`."""
        self.null_move()

    def last_codes(self, count: int) -> list:
        """The codes of the last ``count`` moves made (pushed or made as codes), oldest first."""
        return [entry[0] for entry in self._undo[len(self._undo) - count:]] if count > 0 else []

    def key_history(self) -> list:
        """The keys of the positions of the game record, the set-up position first and the current
        one last (moves made as codes are not in it)."""
        return list(self._history)

    def check_history(self) -> list:
        """For every pushed move, oldest first: whether it gave check."""
        return list(self._gave_check)

    # ----- the game record ------------------------------------------------------------------------

    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves of the side to move (a live view)."""
        return LegalMoves(self)

    @property
    def move_stack(self) -> list:
        """The moves played since the board was set up, oldest first (a copy)."""
        return list(self._moves)

    @property
    def ply(self) -> int:
        """How many moves were pushed since the board was set up."""
        return len(self._moves)

    def copy(self, record: bool = True):
        """An independent copy with the same position and options, and the same game record; with
        ``record=False`` the copy's record starts afresh at the current position, as if it were set up
        from its SFEN / FEN."""
        board = object.__new__(type(self))
        board.__dict__.update(self.__dict__)
        board._sq = list(self._sq)
        board._kings = list(self._kings)
        board._counts = list(self._counts)
        if record:
            board._undo = list(self._undo)
            board._moves, board._history, board._gave_check = (
                list(self._moves), list(self._history), list(self._gave_check))
        else:
            board._start_move_number = self._move_number()
            board._first_mover = self._turn
            board._undo = []
            board._init_history()
        return board

    def is_legal(self, move) -> bool:
        """Whether ``move`` is legal for the side to move."""
        m = self.code_of(move)
        return m is not None and m in self.legal_codes()

    def push(self, move) -> None:
        """Play a legal move; raise :class:`IllegalMoveError` (board unchanged) if it is not legal."""
        m = self.code_of(move)
        if m is None or m not in self.legal_codes():
            raise IllegalMoveError(Message("illegal-move", move=self._describe(move),
                                           reason=self._why_illegal(move),
                                           position=self._position_text()))
        self.make_code(m)
        self._moves.append(self.move_of(m))
        self._history.append(self._key)
        self._gave_check.append(self.is_check())
        self._context = None

    def pop(self):
        """Take back the last move and return it; IndexError when there is none."""
        if not self._moves:
            raise IndexError("pop from a board with no moves played")
        self.unmake_code()
        self._history.pop()
        self._gave_check.pop()
        self._context = None
        return self._moves.pop()

    def peek(self):
        """The last move played, or None."""
        return self._moves[-1] if self._moves else None

    def perft(self, depth: int) -> int:
        """The number of leaf positions ``depth`` plies ahead (legal move paths), counted exactly."""
        if depth <= 0:
            return 1
        return self._perft(depth)

    def _perft(self, depth):
        if depth == 1:
            return self._count_legal()
        make, unmake, perft = self.make_code, self.unmake_code, self._perft
        total = 0
        for m in self.legal_codes():
            make(m)
            total += perft(depth - 1)
            unmake()
        return total

    def perft_divide(self, depth: int) -> dict:
        """Perft split by root move: ``{move notation: leaf count}`` for every legal move."""
        result = {}
        for m in self.legal_codes():
            self.make_code(m)
            result[self._notation(self.move_of(m))] = self.perft(depth - 1)
            self.unmake_code()
        return result

    # ----- repetition and the end of the game -----------------------------------------------------

    def repetition_count(self) -> int:
        """How often the current position (pieces, hands, side to move) has stood in this game."""
        return self._history.count(self._key)

    def _cycle_start(self) -> int:
        """The ply at which the current position first stood in this game."""
        return self._history.index(self._key)

    def _checking_sides(self, start: int) -> list:
        """The sides (0/1) that moved since ply ``start`` and gave check with every one of those moves."""
        checkers = []
        for side in (0, 1):
            plies = [p for p in range(start, len(self._moves)) if self._mover_at(p) == side]
            if plies and all(self._gave_check[p] for p in plies):
                checkers.append(side)
        return checkers

    def _perpetual_checker(self, start: int):
        """The side (0/1) whose every move since ply ``start`` gave check, if exactly one such side."""
        checkers = self._checking_sides(start)
        return checkers[0] if len(checkers) == 1 else None

    def _mover_at(self, ply: int) -> int:
        """The side that played the move at ``ply`` (0-based count of pushed moves)."""
        return (self._first_mover + ply) % 2

    def context(self) -> Context:
        """The :class:`Context` of the current position: legal moves, check, king square and outcome,
        computed once and kept until the position or the game record changes."""
        context = self._context
        if context is None or context.key != self._key or context.ply != len(self._moves):
            moves = tuple(self.move_of(m) for m in self.legal_codes())
            check = self.is_check()
            context = self._context = Context(len(self._moves), self._key, moves, check,
                                              self.king_square(self._turn), self._outcome(bool(moves), check))
        return context

    def outcome(self):
        """``None`` while the game goes on, else the :class:`Outcome` the rules give."""
        return self.context().outcome

    def _outcome(self, has_moves, check):
        """The outcome, given whether the side to move has a legal move and is in check."""
        if not has_moves:
            loser = self._turn
            if check:
                return Outcome(Termination.CHECKMATE, loser ^ 1,
                               Message("checkmate", side=self._side_name(loser)))
            return Outcome(Termination.STALEMATE, loser ^ 1,
                           Message("no-legal-move", side=self._side_name(loser)))
        return self._rule_outcome()

    def is_game_over(self) -> bool:
        """Whether :meth:`outcome` says the game has ended."""
        return self.outcome() is not None

    # ----- text -------------------------------------------------------------------------------------

    def _why_illegal(self, move):
        """A `Message` saying why ``move`` is not legal; games refine it."""
        return Message("not-legal-here")

    def _side_name(self, color) -> str:
        return self._COLOR_NAMES[color]

    def __repr__(self):
        return f"<{self._GAME}.Board {self._position_text()!r}>"

    def _describe(self, move) -> str:
        try:
            return self._notation(move)
        except (AttributeError, TypeError, ValueError):
            return repr(move)
