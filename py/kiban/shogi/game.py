"""Shogi's descriptor (see :mod:`kiban.core.game`)."""

from kiban.core.game import Game


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

    def record_headers(self, players, day):
        """Headers of a KIF / KI2 record (CSA renames them): the two players, the date."""
        return {"開始日時": day.strftime("%Y/%m/%d"), "先手": players[0], "後手": players[1]}

    def position_text(self, board):
        """SFEN."""
        return board.sfen()

    def move_text(self, move):
        """USI: ``7g7f``, ``8h2b+``, ``P*5e``."""
        return move.usi()

    def parse_move(self, text):
        """A move from USI."""
        return self.Move.from_usi(text)


GAME = Shogi()
