"""Xiangqi's descriptor (see :mod:`kiban.core.game`)."""

from kiban.core.game import Game
from kiban.core.placement import Layout, write_placement
from kiban.i18n import N_, Translated, ngettext, pgettext

# The pieces' names as the Dutch and German documents translate them into English words.
PIECE_NAMES = {
    "K": lambda: pgettext("xiangqi piece", "general"),
    "A": lambda: pgettext("xiangqi piece", "advisor"),
    "B": lambda: pgettext("xiangqi piece", "elephant"),
    "N": lambda: pgettext("xiangqi piece", "horse"),
    "R": lambda: pgettext("xiangqi piece", "chariot"),
    "C": lambda: pgettext("xiangqi piece", "cannon"),
    "P": lambda: pgettext("xiangqi piece", "soldier"),
}
PIECE_COUNTS = {
    "K": lambda n: ngettext("{n} general", "{n} generals", n),
    "A": lambda n: ngettext("{n} advisor", "{n} advisors", n),
    "B": lambda n: ngettext("{n} elephant", "{n} elephants", n),
    "N": lambda n: ngettext("{n} horse", "{n} horses", n),
    "R": lambda n: ngettext("{n} chariot", "{n} chariots", n),
    "C": lambda n: ngettext("{n} cannon", "{n} cannons", n),
    "P": lambda n: ngettext("{n} soldier", "{n} soldiers", n),
}


class Xiangqi(Game):
    """Xiangqi: 9×10 points, river and palaces, no hands, move-limit rules, draws by agreement."""

    name = "xiangqi"
    title = Translated(N_("Xiangqi"))
    module_name = "kiban.xiangqi"
    protocol, protocol_variant = "uci", "xiangqi"
    search_adapter = "kiban.search.eval_xiangqi"
    files, ranks = 9, 10
    colors = ("red", "black")
    color_titles = Translated((N_("Red"), N_("Black")))
    position_format = "FEN"
    position_param = "fen"
    move_format = "ICCS"
    example_square = "e3"
    example_move = "h2e2"
    draw_by_agreement = True
    rule_keyword = "move_limit"
    rule_enum_name = "MoveLimit"
    rule_title = Translated(N_("Move limit"))
    rule_labels = Translated({
        "document": N_("25 moves without capture or soldier move"),
        "asian": N_("60 moves without capture (Asian rules)"),
    })
    turn_letters = ("w", "b")
    notation_styles = ("wxf", "chinese", "chinese-simplified", "coord", "iccs")
    notation_labels = Translated({"wxf": "WXF (C2=5)", "chinese": N_("Chinese (炮二平五)"),
                                  "chinese-simplified": N_("Simplified Chinese (马８进７)"),
                                  "coord": N_("Coordinates (b2-e3)"), "iccs": "ICCS (h2e2)"})
    default_notation = "wxf"
    record_notation = "wxf"
    record_formats = ("pgn", "fen")
    piece_names = PIECE_NAMES
    piece_counts = PIECE_COUNTS

    record_header_keys = ("Red", "Black", "Date", "%Y.%m.%d", "%Y.%m.%d")  # PGN tags
    record_fixed_headers = {"Event": "Kiban"}

    def position_text(self, board):
        """FEN."""
        return board.fen()

    def read_layout(self, text):
        """A `Layout` from FEN, its board and side to move only."""
        from kiban.xiangqi.fen import read_layout
        codes, turn = read_layout(text)
        piece = self.Piece
        pieces = {sq: piece(code & 7, code >> 3).symbol() for sq, code in enumerate(codes) if code}
        return Layout(pieces, {0: {}, 1: {}}, turn)

    def write_layout(self, layout):
        """FEN of a `Layout` (counter 0, move number 1)."""
        rows = ([layout.pieces.get(rank * self.files + f, "") for f in range(self.files)]
                for rank in range(self.ranks - 1, -1, -1))
        return f"{write_placement(rows, str)} {self.turn_letters[layout.turn]} - - 0 1"

    def move_text(self, move):
        """ICCS coordinates: ``h2e2``."""
        return move.uci()

    def parse_move(self, text):
        """A move from ICCS coordinates."""
        return self.Move.from_uci(text)


GAME = Xiangqi()
