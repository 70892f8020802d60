"""A game record: where the game started, its moves as a tree, the headers and how it ended."""

from kiban import games
from kiban.errors import KibanError
from kiban.tree import GameNode

RESULTS = ("1-0", "0-1", "1/2-1/2")
"""Scores from the first player's view (sente / red): win, loss, draw."""


class Record:
    """One game read from (or to be written to) a record file.

    ``game`` is the game's name in ``kiban.games`` ("shogi", "xiangqi", "minishogi"); ``start`` the SFEN / FEN the game starts from; ``root`` a
    ``kiban.tree.GameNode`` (comments on nodes, variations as extra children); ``headers`` the
    file's headers in order, keys as the file spells them ("先手", "手合割", "N+", "Event");
    ``result`` "1-0", "0-1", "1/2-1/2" or None; ``termination`` how it ended: "resign",
    "checkmate", "sennichite", "impasse" (jishogi, a draw), "declaration" (a won impasse
    declaration, CSA %KACHI), "time-up", "illegal-move", "abort", "no-mate", "max-moves", "sealed" (a sealed move: the game goes on),
    or None;
    ``times`` maps a node to the seconds its move took; ``error`` is the RecordError that stopped a
    partial read (None when the whole file was read); ``composed`` is True when the start is a
    composed position, one no game reaches (a problem's or a notation test's diagram: gote
    without a king, a pawn on its last rank, more pieces than a set holds), which the engine
    reads as ``strict=False``.
    """

    def __init__(self, game: str, start: str = None, headers=None):
        self.game = game
        self.start = start or self.descriptor.position_text(self.descriptor.new_board())
        self.root = GameNode()
        self.headers = dict(headers or {})
        self.result = None
        self.termination = None
        self.times = {}
        self.error = None
        self.composed = False

    @property
    def descriptor(self):
        """The descriptor of the record's game (``kiban.core.game.Game``)."""
        return games.get(self.game)

    @property
    def mainline(self) -> list:
        """The moves of the main line, in order."""
        return self.root.mainline()

    def set_start(self, start: str):
        """Start from ``start`` (SFEN / FEN): a game position, or else a composed one
        (``composed`` True). The engine's error (a KibanError) when even a composed board cannot
        hold it; ``start`` is then None."""
        self.start, self.composed = start, False
        try:
            self.start_board()
        except KibanError:
            self.composed = True
            try:
                self.start_board()
            except KibanError:
                self.start, self.composed = None, False
                raise

    def start_board(self, **options):
        """A fresh engine board at the start position (``options`` go to the Board; a composed
        start is read as ``strict=False``)."""
        options.setdefault("strict", not self.composed)
        return self.descriptor.Board(self.start, **options)

    def board(self, **options):
        """A fresh engine board in the position after the main line; ``options`` are the board's
        rule options (``impasse_rule=``, ``move_limit=``, ``perpetual_rule=``)."""
        board = self.start_board(**options)
        for move in self.mainline:
            board.push(move)
        return board

    def __repr__(self):
        return f"<Record {self.game} {len(self.mainline)} moves, result {self.result}>"
