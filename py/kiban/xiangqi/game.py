"""Xiangqi's descriptor (see :mod:`kiban.core.game`)."""

from kiban.core.game import Game
from kiban.i18n import N_, Translated


class Xiangqi(Game):
    """Xiangqi: 9×10 points, river and palaces, no hands, move-limit rules, draws by agreement."""

    name = "xiangqi"
    title = Translated(N_("Xiangqi"))
    module_name = "kiban.xiangqi"
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
    record_formats = ("pgn", "fen")

    def record_headers(self, players, day):
        """PGN headers: the two players, the date."""
        return {"Event": "Kiban", "Date": day.strftime("%Y.%m.%d"), "Red": players[0],
                "Black": players[1]}

    def position_text(self, board):
        """FEN."""
        return board.fen()

    def move_text(self, move):
        """ICCS coordinates: ``h2e2``."""
        return move.uci()

    def parse_move(self, text):
        """A move from ICCS coordinates."""
        return self.Move.from_uci(text)


GAME = Xiangqi()
