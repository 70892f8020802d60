"""Xiangqi's descriptor (see :mod:`kiban.core.game`)."""

from kiban.core.game import Game
from kiban.core.placement import Layout, write_placement
from kiban.messages import N_, NC_

# The pieces' names as the Dutch and German documents translate them into English words.
PIECE_NAMES = {
    "K": NC_("xiangqi piece", "general"),
    "A": NC_("xiangqi piece", "advisor"),
    "B": NC_("xiangqi piece", "elephant"),
    "N": NC_("xiangqi piece", "horse"),
    "R": NC_("xiangqi piece", "chariot"),
    "C": NC_("xiangqi piece", "cannon"),
    "P": NC_("xiangqi piece", "soldier"),
}
PIECE_COUNTS = {
    "K": "count-xiangqi-general",
    "A": "count-xiangqi-advisor",
    "B": "count-xiangqi-elephant",
    "N": "count-horse",
    "R": "count-xiangqi-chariot",
    "C": "count-xiangqi-cannon",
    "P": "count-xiangqi-soldier",
}


class Xiangqi(Game):
    """Xiangqi: 9×10 points, river and palaces, no hands, move-limit rules, draws by agreement."""

    name = "xiangqi"
    levels = ((600, 0.40, 1000), (465, 0.32, 910), (340, 0.25, 800), (290, 0.22, 740),
              (245, 0.18, 660), (210, 0.15, 600), (160, 0.11, 530), (105, 0.075, 450))
    title = N_("Xiangqi")
    module_name = "kiban.xiangqi"
    protocol, protocol_variant = "uci", "xiangqi"
    search_adapter = "kiban.search.eval_xiangqi"
    board_style = "webui.board.styles.xiangqi"
    files, ranks = 9, 10
    colors = ("red", "black")
    color_titles = (N_("Red"), N_("Black"))
    position_format = "FEN"
    position_param = "fen"
    move_format = "ICCS"
    example_square = "e3"
    example_move = "h2e2"
    draw_by_agreement = True
    mate_counts_plies = False  # a mate in 2: red's two moves, black's one answer between
    rule_keyword = "move_limit"
    rule_enum_name = "MoveLimit"
    rule_title = N_("Move limit")
    rule_labels = {
        "document": N_("25 moves without capture or soldier move"),
        "asian": N_("60 moves without capture (Asian rules)"),
    }
    turn_letters = ("w", "b")
    notations = {"wxf": ("kiban.notation.xiangqi_coords", "write_wxf", "parse_wxf", {}),
                 "chinese": ("kiban.notation.xiangqi_chinese", "write", "parse", {}),
                 "chinese-simplified": ("kiban.notation.xiangqi_chinese", "write", "parse", {"simplified": True}),
                 "coord": ("kiban.notation.xiangqi_coords", "write_coord", "parse_coord", {}),
                 "iccs": ("kiban.notation.xiangqi_coords", "write_iccs", "parse_iccs", {})}
    notation_labels = {"wxf": "WXF (C2=5)", "chinese": N_("Chinese (炮二平五)"),
                                  "chinese-simplified": N_("Simplified Chinese (马８进７)"),
                                  "coord": N_("Coordinates (b2-e3)"), "iccs": "ICCS (h2e2)"}
    default_notation = "wxf"
    language_notations = {"zh": "chinese-simplified"}   # (the site's Chinese is simplified)
    record_notation = "wxf"
    record_language = "zh"
    record_formats = ("pgn", "fen")
    record_modules = {"pgn": "kiban.records.pgn", "fen": "kiban.records.xiangqi_fen",
                      # read only: a web page's DhtmlXQ record, XQStudio, XiangQi Bridge's files
                      "dhtmlxq": "kiban.records.dhtmlxq", "xqf": "kiban.records.xqf",
                      "cbr": "kiban.records.cbr", "cbl": "kiban.records.cbl", "cbf": "kiban.records.cbf"}
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
