"""Shogi's descriptor (see :mod:`kiban.core.game`)."""

from kiban.core.game import Game
from kiban.i18n import N_, Translated


class Shogi(Game):
    """Shogi: 9×9 squares, hands and drops, promotion, impasse rules, handicaps."""

    name = "shogi"
    title = Translated(N_("Shogi"))
    module_name = "kiban.shogi"
    colors = ("sente", "gote")
    color_titles = Translated((N_("Sente"), N_("Gote")))
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
    rule_title = Translated(N_("Impasse rule"))
    rule_labels = Translated({
        "24-point": N_("24 points (professional)"),
        "27-point": N_("27 points (amateur, 28 wins)"),
        "27-point-dutch": N_("27 points (Dutch site)"),
        "declaration": N_("Declaration (28 / 27 points)"),
    })
    handicaps_name = "HANDICAPS"
    handicap_labels = Translated({
        "lance": N_("Lance"), "right-lance": N_("Right lance"), "bishop": N_("Bishop"),
        "rook": N_("Rook"), "rook-lance": N_("Rook and lance"), "2-piece": N_("2-piece"),
        "3-piece": N_("3-piece"), "4-piece": N_("4-piece"), "5-piece": N_("5-piece"),
        "6-piece": N_("6-piece"), "7-piece": N_("7-piece"), "8-piece": N_("8-piece"),
        "9-piece": N_("9-piece"), "10-piece": N_("10-piece"), "three-pawns": N_("Three pawns"),
        "naked-king": N_("Naked king"),
    })
    hand_letters = "PLNSGBR"
    repetition_term = Translated(N_("sennichite"))
    sides_by_lot = Translated(N_("Furigoma"))
    # Sennichite, and a jishogi draw under the professionals' 24-point rule, are played again
    # with colours swapped (Dutch lesson 5, the German manual).
    replayed_draws = (("repetition", None), ("impasse", "24-point"))
    turn_letters = ("b", "w")
    notation_styles = ("western", "western-letters", "japanese", "kif", "usi")
    notation_labels = Translated({"western": N_("Western (P-76)"),
                                  "western-letters": N_("Western, letters (P-7f)"),
                                  "japanese": N_("Japanese (▲７六歩)"), "kif": "KIF (７六歩(77))",
                                  "usi": "USI (7g7f)"})
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
