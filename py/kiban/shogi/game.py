"""Shogi's descriptor (see :mod:`kiban.core.game`)."""

from kiban.core.game import Game
from kiban.core.placement import Layout, write_placement


class Shogi(Game):
    """Shogi: 9×9 squares, hands and drops, promotion, impasse rules, handicaps."""

    name = "shogi"
    title = "Shogi"
    module_name = "kiban.shogi"
    colors = ("sente", "gote")
    color_titles = ("Sente", "Gote")
    position_format = "SFEN"
    position_param = "sfen"
    move_format = "USI"
    example_square = "7g"
    example_move = "7g7f"
    has_hands = True
    has_promotion = True
    impasse_declaration = True
    rule_keyword = "impasse_rule"
    rule_enum_name = "ImpasseRule"
    rule_title = "Impasse rule"
    rule_labels = {
        "24-point": "24 points (professional)",
        "27-point": "27 points (amateur, 28 wins)",
        "27-point-dutch": "27 points (Dutch site)",
        "declaration": "Declaration (28 / 27 points)",
    }
    handicaps_name = "HANDICAPS"
    hand_letters = "PLNSGBR"
    repetition_term = "sennichite"
    sides_by_lot = "Furigoma"
    # Sennichite, and a jishogi draw under the professionals' 24-point rule, are played again
    # with colours swapped (Dutch lesson 5, the German manual).
    replayed_draws = (("repetition", None), ("impasse", "24-point"))
    turn_letters = ("b", "w")
    notation_styles = ("western", "western-letters", "japanese", "kif", "usi")
    notation_labels = {"western": "Western (P-76)", "western-letters": "Western, letters (P-7f)",
                       "japanese": "Japanese (▲７六歩)", "kif": "KIF (７六歩(77))",
                       "usi": "USI (7g7f)"}
    # Western by default: readable for the site's Dutch and German beginners.
    default_notation = "western"
    record_formats = ("kif", "ki2", "csa", "usi")
    # Tsume: the kings, and every piece not on the board in gote's hand (the problem convention).
    composition_presets = ("tsume",)

    def record_headers(self, players, day):
        """Headers of a KIF / KI2 record (CSA renames them): the two players, the date."""
        return {"開始日時": day.strftime("%Y/%m/%d"), "先手": players[0], "後手": players[1]}

    def position_text(self, board):
        """SFEN."""
        return board.sfen()

    def read_layout(self, text):
        """A `Layout` from SFEN, its syntax only."""
        from kiban.shogi.sfen import read_layout
        codes, hands, turn = read_layout(text)
        piece = self.Piece
        pieces = {sq: piece(code & 15, code >> 4).symbol() for sq, code in enumerate(codes) if code}
        held = {color: {piece(t, 0).symbol(): n for t, n in enumerate(hands[color]) if n}
                for color in (0, 1)}
        return Layout(pieces, held, turn)

    def write_layout(self, layout):
        """SFEN of a `Layout` (move number 1)."""
        from kiban.shogi.sfen import hand_sfen
        rows = ([layout.pieces.get(rank * 9 + f, "") for f in range(9)] for rank in range(9))
        hands = [[0] * 8, [0] * 8]
        for color in (0, 1):
            for letter, count in layout.hands.get(color, {}).items():
                hands[color][self.Piece.from_symbol(letter).piece_type] = count
        return (f"{write_placement(rows, str)} {self.turn_letters[layout.turn]} "
                f"{hand_sfen(hands)} 1")

    def move_text(self, move):
        """USI: ``7g7f``, ``8h2b+``, ``P*5e``."""
        return move.usi()

    def parse_move(self, text):
        """A move from USI."""
        return self.Move.from_usi(text)


GAME = Shogi()
