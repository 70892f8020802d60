"""What one game is, declared once: the descriptor every tool asks instead of comparing names.

In the way python-chess declares a variant as a class with attributes and hooks, each game module
declares one subclass of :class:`Game` (``kiban.shogi.game.Shogi``, ``kiban.xiangqi.game.Xiangqi``)
and :mod:`kiban.games` is the registry that finds it by name. The web page, links, embeds, the
computer's worker and the record tools read colours, position format, rule options and the engine's
``Board`` from here, so adding a third game touches the registry and the game's own modules only.
"""

import importlib
from datetime import datetime

from kiban.errors import KibanError
from kiban.messages import Message


class Game:
    """The description of one game. Subclasses set the attributes below and may override hooks."""

    name = ""                 # registry key and the value of ``game=`` in links: "shogi"
    title = ""                # "Shogi"
    module_name = ""          # the engine package: "kiban.shogi"
    files = 0                 # the board's width in squares (points): 9
    ranks = 0                 # its height: 9 (xiangqi 10)
    colors = ("", "")         # colour names used in hooks and messages: ("sente", "gote")
    color_titles = ("", "")   # the same, for people: ("Sente", "Gote")
    position_format = ""      # "SFEN" / "FEN"
    position_param = ""       # link parameter of a start position: "sfen" / "fen"
    move_format = ""          # the engine's move notation: "USI" / "ICCS"
    protocol = ""             # the engine protocol that plays it: "usi" / "uci" (kiban.engine)
    protocol_variant = ""     # its name there (USI_Variant / UCI_Variant, as Fairy-Stockfish names it)
    search_adapter = ""       # the module the computer's search evaluates it with (kiban.search)
    board_style = ""          # the browser's module drawing its board (py/webui; never imported here)
    example_square = ""       # a square as the engine names it, for messages: "7g"
    example_move = ""         # a move in the engine's notation, for messages: "7g7f"
    has_hands = False         # captured pieces go to a hand and can be dropped
    has_promotion = False
    draw_by_agreement = False  # the players may agree a draw
    impasse_declaration = False  # the side to move may declare impasse (shogi's jishogi)
    rule_keyword = ""         # Board keyword of the rule option: "impasse_rule"
    rule_enum_name = ""       # the enum in the engine module: "ImpasseRule"
    rule_title = ""           # "Impasse rule"
    rule_labels = {}          # rule option value -> words for people: {"24-point": "24 points …"}
    handicaps_name = ""       # the dict of named handicap start positions, if the game has any
    handicap_labels = {}      # handicap name -> words for people: {"rook-lance": "Rook and lance"}
    first_mover_of_handicaps = 1
    hand_letters = ""         # letters of the pieces a hand can hold, in drop order: "PLNSGBR"
    repetition_term = ""      # the game's own word for a draw by repetition: "sennichite"
    replayed_draws = ()      # (Termination value, rule option or None) of draws played again
    # The computer's ladder (`kiban.search.levels`): (noise, blunder_chance, blunder_size) of levels
    # 1..8, each rung 150-250 Elo above the one before in this game; () = the default ladder.
    levels = ()
    sides_by_lot = ""         # the custom that draws the sides by lot, if one is offered: "Furigoma"
    # The game's move notations (`kiban.notation`), engine's last: style -> (module, its write
    # function, its parse function, keyword options of both), e.g. "western-letters":
    # ("kiban.notation.shogi_western", "write", "parse", {"letters": True}); the module is
    # imported when the style is first used.
    notations = {}
    notation_labels = {}      # style -> words for people, with an example: {"western": "Western (P-76)"}
    default_notation = ""     # the style shown when nothing says otherwise: "western"
    # The style a reader of a language (its code) expects where they have chosen none, when it is
    # not the default: {"ja": "japanese"} (`notation_for`).
    language_notations = {}
    record_notation = ""      # the style moves are written in inside record comments: "japanese"
    record_language = ""      # the language its record files are written in: "ja" / "zh"
    record_formats = ()       # `kiban.records` formats the game can be written in: ("kif", …)
    # Every format its record files are read from (those written and read-only ones) -> the
    # module reading (and writing) it: {"kif": "kiban.records.kif", …}
    record_modules = {}
    king_letter = "K"         # the letter of the royal piece (king / general), upper case
    composition_presets = ()  # set-ups a board editor offers besides start / handicaps: ("tsume",)
    # How the game's mate problems say their length: every ply (a tsume: 3手詰 is 3 plies), or
    # only the attacker's moves (False: a xiangqi "mate in 2" is 3 plies). See `mate_moves`.
    mate_counts_plies = True
    # Pieces in words, for people and screen readers: the SFEN / FEN letter in upper case ("+R"
    # for a promoted rook) -> its English name, a `kiban.messages.Word` in the context "shogi
    # piece" / "xiangqi piece" (the browser translates it); listed in the order a position is
    # read out (the king first). `piece_counts`: the same letters -> the code of the message
    # "{n} pawns" (`kiban.messages.TEMPLATES`, counting ``n``).
    # Every title and label above is English source text too (a `Word`): the browser words it.
    piece_names = {}
    piece_counts = {}

    def mate_moves(self, plies):
        """The length of a mate of ``plies`` plies (odd: the attacker moves first and last) as
        the game's problems say it: "mate in 3" is 3 plies in shogi, 5 in xiangqi."""
        return plies if self.mate_counts_plies else (plies + 1) // 2

    def notation_for(self, language):
        """The notation style shown to a reader of ``language`` (a code: "ja") who has chosen
        none: the game's own for that language, else `default_notation`."""
        return self.language_notations.get(language, self.default_notation)

    @property
    def notation_styles(self):
        """The names of the game's notation styles (`notations`), the engine's last."""
        return tuple(self.notations)

    # -- the engine ------------------------------------------------------------------------
    @property
    def module(self):
        """The engine package of the game (``kiban.shogi``)."""
        return importlib.import_module(self.module_name)

    @property
    def Board(self):  # noqa: N802 - it is a class
        """The engine's ``Board`` class."""
        return self.module.Board

    @property
    def Move(self):  # noqa: N802 - it is a class
        """The engine's ``Move`` class."""
        return self.module.Move

    @property
    def Piece(self):  # noqa: N802 - it is a class
        """The engine's ``Piece`` class (``Piece(piece_type, color).symbol()``)."""
        return self.module.Piece

    @property
    def squares(self):
        """Every square (point) of the board, as the engine numbers them."""
        return self.module.SQUARES

    def square_name(self, square):
        """The engine's name of a square: ``7g`` / ``e3``."""
        return self.module.square_name(square)

    def parse_square(self, text):
        """The square named ``text``; :class:`KibanError` if it names none."""
        return self.module.parse_square(text)

    def piece_name(self, symbol):
        """The English name of the piece ``symbol`` (either case): 'horse' for ``+b`` (a
        `kiban.messages.Word`, which the browser translates)."""
        return self.piece_names[symbol.upper()]

    def piece_count(self, symbol, count):
        """``count`` pieces of the kind ``symbol`` in words: a `kiban.messages.Message` whose
        ``str()`` is '2 pawns', '1 bishop'."""
        return Message(self.piece_counts[symbol.upper()], n=count)

    # -- rule options ----------------------------------------------------------------------
    @property
    def rule_enum(self):
        """The enum of the game's rule option (None when it has none)."""
        return getattr(self.module, self.rule_enum_name, None) if self.rule_enum_name else None

    def rules(self):
        """The rule option values, default first."""
        enum = self.rule_enum
        return [member.value for member in enum] if enum is not None else []

    def rule_label(self, value):
        """Words for people naming the rule option ``value`` (the value itself if it has none)."""
        return self.rule_labels.get(value, value)

    def rule_of(self, board):
        """The rule option value a board plays under (None if the game has none)."""
        rule = getattr(board, self.rule_keyword, None) if self.rule_keyword else None
        return rule.value if rule is not None else None

    def handicap_label(self, name):
        """Words for people naming the handicap ``name`` (the name itself if it has none)."""
        return self.handicap_labels.get(name, name)

    def handicaps(self):
        """The names of the handicap start positions, in the engine's order (may be empty)."""
        return list(getattr(self.module, self.handicaps_name, {})) if self.handicaps_name else []

    # -- boards ----------------------------------------------------------------------------
    def new_board(self, start=None, rule=None, strict=True):
        """A board at ``start`` (position text, None for the usual start) under the rule option
        value ``rule`` (None for the default); ``strict=False`` admits composed positions."""
        kwargs = {}
        if rule is not None:
            kwargs[self.rule_keyword] = self._rule(rule)
        if not strict:
            kwargs["strict"] = False
        return self.Board(start, **kwargs) if start else self.Board(**kwargs)

    def handicap_board(self, name, rule=None):
        """A board at the start of the handicap ``name``."""
        if name not in self.handicaps():
            known = ", ".join(self.handicaps()) or "none"
            raise KibanError(Message("unknown-handicap-for-game", name=str(name)[:40], title=self.title, known=known))
        return self.new_board(getattr(self.module, self.handicaps_name)[name], rule)

    def _rule(self, value):
        enum = self.rule_enum
        try:
            return enum(value)
        except (TypeError, ValueError):
            names = ", ".join(self.rules())
            raise KibanError(Message("unknown-option", option=self.rule_title.lower(), value=str(value)[:40], title=self.title, names=names)) from None

    def position_text(self, board):
        """The position as text: SFEN / FEN."""
        raise NotImplementedError

    def with_turn(self, board, color):
        """``board`` itself when ``color`` is to move, else a new board of the same position with
        ``color`` to move (no history), or None when that position is not legal."""
        if board.turn == color:
            return board
        fields = self.position_text(board).split(" ")
        fields[1] = self.turn_letters[color]
        try:
            return self.new_board(" ".join(fields), self.rule_of(board))
        except KibanError:
            return None

    turn_letters = ("", "")   # the side-to-move field of the position text, by colour

    def read_layout(self, text):
        """The `kiban.core.placement.Layout` that position text describes, reading its syntax
        only (a position breaking the rules is read too; a board editor shows its faults);
        ``InvalidPositionError`` for text that is no SFEN / FEN."""
        raise NotImplementedError

    def write_layout(self, layout):
        """The position text (SFEN / FEN) of a `Layout`; the inverse of `read_layout`."""
        raise NotImplementedError

    def piece_letters(self):
        """Every piece letter of the game, first player's (upper case) first, promoted pieces
        after the others: ``P L N … +P … p …``."""
        piece = self.Piece
        return [piece(t, color).symbol() for color in (0, 1) for t in range(1, len(piece.SYMBOLS))]

    # -- moves -----------------------------------------------------------------------------
    def move_text(self, move):
        """A move in the engine's notation (USI / ICCS)."""
        raise NotImplementedError

    def parse_move(self, text):
        """A ``Move`` from the engine's notation; ``InvalidMoveError`` says what is malformed."""
        raise NotImplementedError

    # How the game's record formats name the players and the date: (first mover's key, second's,
    # the date's key, its strftime pattern for a date, for a date and time), and headers every
    # record written here carries.
    record_header_keys = None
    record_fixed_headers = {}

    def record_headers(self, players=(None, None), when=None):
        """The headers of a game record naming ``players`` (by colour; None leaves a name out)
        and when it was played (``when``: a ``datetime.date``, a ``datetime`` or None), as the
        game's record formats spell them."""
        first, second, date_key, day_pattern, time_pattern = self.record_header_keys
        headers = dict(self.record_fixed_headers)
        if when is not None:
            headers[date_key] = when.strftime(time_pattern if isinstance(when, datetime) else day_pattern)
        for key, name in zip((first, second), players):
            if name:
                headers[key] = name
        return headers

    def __repr__(self):
        return f"<kiban game {self.name}>"
