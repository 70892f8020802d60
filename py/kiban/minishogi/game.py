"""Minishogi's descriptor (see :mod:`kiban.core.game`): shogi's, on 5×5 squares with its own set."""

from kiban.messages import N_
from kiban.shogi.game import PIECE_COUNTS, PIECE_NAMES, Shogi, shogi_notations

# The pieces of a minishogi set (and their promoted forms): no lance, no knight.
LETTERS = ("K", "+R", "R", "+B", "B", "G", "S", "+S", "P", "+P")


class Minishogi(Shogi):
    """Minishogi: shogi's rules on 5×5 squares, one king, gold, silver, bishop, rook and pawn a
    side; the far rank is the promotion zone; a repetition is a win for gote; no impasse."""

    name = "minishogi"
    title = N_("Minishogi")
    module_name = "kiban.minishogi"
    protocol_variant = "minishogi"
    search_adapter = "kiban.minishogi.evaluation"
    files = ranks = 5
    example_square = "4e"
    example_move = "5d5c"
    impasse_declaration = False
    rule_keyword = ""
    rule_enum_name = ""
    rule_title = ""
    rule_labels = {}
    handicaps_name = ""
    handicap_labels = {}
    hand_letters = "PSGBR"
    # A fourth repetition is a win for gote, not a draw played again.
    replayed_draws = ()
    composition_presets = ()
    # shogi's notation modules built for the 5×5 board (see kiban.shogi.rebuild)
    notations = shogi_notations("kiban.minishogi.notation_western", "kiban.minishogi.notation_japanese")
    notation_labels = {"western": N_("Western (P-53)"),
                       "western-letters": N_("Western, letters (P-5c)"),
                       "japanese": N_("Japanese (▲５三歩)"), "kif": "KIF (５三歩(54))",
                       "usi": "USI (5d5c)"}
    # CSA has no convention for a 5×5 board (docs/records.md)
    record_formats = ("kif", "ki2", "usi")
    record_modules = {fmt: module for fmt, module in Shogi.record_modules.items() if fmt != "csa"}
    piece_names = {letter: PIECE_NAMES[letter] for letter in LETTERS}
    piece_counts = {letter: PIECE_COUNTS[letter] for letter in LETTERS}
    record_fixed_headers = {"手合割": "五々将棋"}

    def piece_letters(self):
        """Every piece letter of a minishogi set, sente's first, promoted pieces after the others."""
        return [letter for letter in super().piece_letters() if letter.upper().lstrip("+") not in "LN"]


GAME = Minishogi()
