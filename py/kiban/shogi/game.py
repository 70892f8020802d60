"""Shogi's descriptor (see :mod:`kiban.core.game`)."""

import importlib

from kiban.core.game import Game
from kiban.core.placement import Layout, write_placement
from kiban.messages import N_, NC_

# The pieces' names in the words English-speaking players use (a promoted pawn is a "tokin").
PIECE_NAMES = {
    "K": NC_("shogi piece", "king"), "+R": NC_("shogi piece", "dragon"),
    "R": NC_("shogi piece", "rook"), "+B": NC_("shogi piece", "horse"),
    "B": NC_("shogi piece", "bishop"), "G": NC_("shogi piece", "gold"),
    "S": NC_("shogi piece", "silver"),
    "+S": NC_("shogi piece", "promoted silver"),
    "N": NC_("shogi piece", "knight"),
    "+N": NC_("shogi piece", "promoted knight"),
    "L": NC_("shogi piece", "lance"),
    "+L": NC_("shogi piece", "promoted lance"),
    "P": NC_("shogi piece", "pawn"), "+P": NC_("shogi piece", "tokin"),
}
PIECE_COUNTS = {
    "K": "count-shogi-king",
    "+R": "count-shogi-dragon",
    "R": "count-shogi-rook",
    "+B": "count-horse",
    "B": "count-shogi-bishop",
    "G": "count-shogi-gold",
    "S": "count-shogi-silver",
    "+S": "count-shogi-promoted-silver",
    "N": "count-shogi-knight",
    "+N": "count-shogi-promoted-knight",
    "L": "count-shogi-lance",
    "+L": "count-shogi-promoted-lance",
    "P": "count-shogi-pawn",
    "+P": "count-shogi-tokin",
}


def shogi_notations(western, japanese):
    """The notations (`Game.notations`) of a shogi game whose Western and Japanese notations are
    the modules named ``western`` and ``japanese``."""
    return {"western": (western, "write", "parse", {}),
            "western-letters": (western, "write", "parse", {"letters": True}),
            "japanese": (japanese, "write", "parse", {}),
            "kif": (japanese, "write_kif", "parse", {}),
            "usi": ("kiban.notation", "write_engine_move", "parse_engine_move", {})}


class Shogi(Game):
    """Shogi: 9×9 squares, hands and drops, promotion, impasse rules, handicaps."""

    name = "shogi"
    title = N_("Shogi")
    module_name = "kiban.shogi"
    files = ranks = 9
    colors = ("sente", "gote")
    color_titles = (N_("Sente"), N_("Gote"))
    position_format = "SFEN"
    position_param = "sfen"
    move_format = "USI"
    protocol, protocol_variant = "usi", "shogi"
    search_adapter = "kiban.search.eval_shogi"
    board_style = "webui.board.styles.shogi"  # draws any size: a shogi variant's board too
    example_square = "7g"
    example_move = "7g7f"
    has_hands = True
    has_promotion = True
    impasse_declaration = True
    rule_keyword = "impasse_rule"
    rule_enum_name = "ImpasseRule"
    rule_title = N_("Impasse rule")
    rule_labels = {
        "24-point": N_("24 points (professional)"),
        "27-point": N_("27 points (amateur, 28 wins)"),
        "27-point-dutch": N_("27 points (Dutch site)"),
        "declaration": N_("Declaration (28 / 27 points)"),
    }
    handicaps_name = "HANDICAPS"
    handicap_labels = {
        "lance": N_("Lance"), "right-lance": N_("Right lance"), "bishop": N_("Bishop"),
        "rook": N_("Rook"), "rook-lance": N_("Rook and lance"), "2-piece": N_("2-piece"),
        "3-piece": N_("3-piece"), "4-piece": N_("4-piece"), "5-piece": N_("5-piece"),
        "6-piece": N_("6-piece"), "7-piece": N_("7-piece"), "8-piece": N_("8-piece"),
        "9-piece": N_("9-piece"), "10-piece": N_("10-piece"), "three-pawns": N_("Three pawns"),
        "naked-king": N_("Naked king"),
    }
    hand_letters = "PLNSGBR"
    repetition_term = N_("sennichite")
    sides_by_lot = N_("Furigoma")
    # Sennichite, and a jishogi draw under the professionals' 24-point rule, are played again
    # with colours swapped (Dutch lesson 5, the German manual).
    replayed_draws = (("repetition", None), ("impasse", "24-point"))
    turn_letters = ("b", "w")
    notations = shogi_notations("kiban.notation.shogi_western", "kiban.notation.shogi_japanese")
    notation_labels = {"western": N_("Western (P-76)"),
                       "western-letters": N_("Western, letters (P-7f)"),
                       "japanese": N_("Japanese (▲７六歩)"), "kif": "KIF (７六歩(77))",
                       "usi": "USI (7g7f)"}
    # Western by default: readable for the site's Dutch and German beginners; a Japanese reader
    # reads ▲７六歩.
    default_notation = "western"
    language_notations = {"ja": "japanese"}
    record_notation = "japanese"
    record_language = "ja"
    record_formats = ("kif", "ki2", "csa", "usi")
    record_modules = {"kif": "kiban.records.kif", "ki2": "kiban.records.ki2",
                      "csa": "kiban.records.csa", "usi": "kiban.records.usi"}
    # Tsume: the kings, and every piece not on the board in gote's hand (the problem convention).
    composition_presets = ("tsume",)
    piece_names = PIECE_NAMES
    piece_counts = PIECE_COUNTS

    # KIF / KI2 keys (CSA writes them as N+, N-, $START_TIME)
    record_header_keys = ("先手", "後手", "開始日時", "%Y/%m/%d", "%Y/%m/%d %H:%M:%S")

    def _sfen(self):
        """The game's SFEN module (a shogi variant has its own, for its board)."""
        return importlib.import_module(f"{self.module_name}.sfen")

    def position_text(self, board):
        """SFEN."""
        return board.sfen()

    def read_layout(self, text):
        """A `Layout` from SFEN, its syntax only."""
        codes, hands, turn = self._sfen().read_layout(text)
        piece = self.Piece
        pieces = {sq: piece(code & 15, code >> 4).symbol() for sq, code in enumerate(codes) if code}
        held = {color: {piece(t, 0).symbol(): n for t, n in enumerate(hands[color]) if n}
                for color in (0, 1)}
        return Layout(pieces, held, turn)

    def write_layout(self, layout):
        """SFEN of a `Layout` (move number 1)."""
        rows = ([layout.pieces.get(rank * self.files + f, "") for f in range(self.files)]
                for rank in range(self.ranks))
        hands = [[0] * 8, [0] * 8]
        for color in (0, 1):
            for letter, count in layout.hands.get(color, {}).items():
                hands[color][self.Piece.from_symbol(letter).piece_type] = count
        return (f"{write_placement(rows, str)} {self.turn_letters[layout.turn]} "
                f"{self._sfen().hand_sfen(hands)} 1")

    def move_text(self, move):
        """USI: ``7g7f``, ``8h2b+``, ``P*5e``."""
        return move.usi()

    def parse_move(self, text):
        """A move from USI."""
        return self.Move.from_usi(text)


GAME = Shogi()
