"""One test per rule of the shogi spec: each fails if its rule is dropped from the engine."""

import pytest

from kiban import IllegalMoveError, InvalidMoveError, shogi
from kiban.shogi import ImpasseRule, Termination


def moves_from(board, square):
    return sorted(m.usi() for m in board.legal_moves if m.from_square == shogi.parse_square(square))


def drops(board, letter):
    return sorted(m.usi()[2:] for m in board.legal_moves if m.drop is not None and m.usi()[0] == letter)


def play(board, *usi):
    for text in usi:
        board.push_usi(text)
    return board


# --- piece moves ------------------------------------------------------------------------------

@pytest.mark.parametrize("letter, targets", [
    ("P", ["5d"]),
    ("L", ["5a+", "5b", "5b+", "5c", "5c+", "5d"]),
    ("N", ["4c", "4c+", "6c", "6c+"]),
    ("S", ["4d", "4f", "5d", "6d", "6f"]),
    ("G", ["4d", "4e", "5d", "5f", "6d", "6e"]),
    ("+P", ["4d", "4e", "5d", "5f", "6d", "6e"]),
    ("+S", ["4d", "4e", "5d", "5f", "6d", "6e"]),
])
def test_each_piece_moves_as_the_spec_says(letter, targets):
    # The piece stands on 5e of an otherwise empty board (kings in the corners).
    board = shogi.Board(f"8k/9/9/9/4{letter}4/9/9/9/K8 b - 1")
    assert [t[2:] for t in moves_from(board, "5e")] == targets


def test_sliders_bishop_rook_horse_dragon_and_the_king():
    counts = {"B": 16, "R": 16, "+B": 20, "+R": 20, "K": 8}
    for letter, expected in counts.items():
        board = shogi.Board(f"1k7/9/9/9/4{letter}4/9/9/9/7K1 b - 1" if letter != "K"
                            else "1k7/9/9/9/4K4/9/9/9/9 b - 1")
        plain = {t[2:4] for t in moves_from(board, "5e")}
        assert len(plain) == expected, letter


def test_gote_pieces_move_the_other_way():
    board = shogi.Board("8k/9/9/9/4n4/9/9/9/K8 w - 1")
    assert {t[2:4] for t in moves_from(board, "5e")} == {"4g", "6g"}


def test_only_the_knight_jumps():
    board = shogi.Board("8k/9/9/4P4/4L4/4N4/9/9/K8 b - 1")
    assert moves_from(board, "5e") == []
    assert [t[2:4] for t in moves_from(board, "5f")] == ["4d", "6d"]


# --- promotion ----------------------------------------------------------------------------------

def test_entering_the_zone_offers_promotion_and_declining_it():
    board = shogi.Board("8k/9/9/4S4/9/9/9/9/K8 b - 1")
    assert "5d5c" in moves_from(board, "5d") and "5d5c+" in moves_from(board, "5d")


def test_leaving_the_zone_may_promote():
    board = shogi.Board("8k/9/4S4/9/9/9/9/9/K8 b - 1")
    assert "5c4d+" in moves_from(board, "5c") and "5c4d" in moves_from(board, "5c")


def test_no_promotion_outside_the_zone():
    board = shogi.Board("8k/9/9/9/4S4/9/9/9/K8 b - 1")
    assert not any(m.endswith("+") for m in moves_from(board, "5e"))


@pytest.mark.parametrize("sfen, square, forced, optional", [
    ("8k/4P4/9/9/9/9/9/9/K8 b - 1", "5b", ["5b5a+"], []),
    ("8k/9/4L4/9/9/9/9/9/K8 b - 1", "5c", ["5c5a+"], ["5c5b"]),
    ("8k/9/9/4N4/9/9/9/9/K8 b - 1", "5d", ["5d4b+", "5d6b+"], []),
    ("8k/9/9/9/4N4/9/9/9/K8 b - 1", "5e", [], ["5e4c", "5e6c"]),
    ("K8/9/9/9/9/9/9/4p4/8k w - 1", "5h", ["5h5i+"], []),
])
def test_promotion_is_compulsory_where_the_piece_could_never_move_again(sfen, square, forced, optional):
    moves = moves_from(shogi.Board(sfen), square)
    for usi in forced:
        assert usi in moves and usi[:-1] not in moves
    for usi in optional:
        assert usi in moves and usi + "+" in moves


def test_gold_and_king_never_promote():
    board = shogi.Board("8k/9/9/4G4/9/9/9/9/K8 b - 1")
    assert not any(m.endswith("+") for m in moves_from(board, "5d"))
    with pytest.raises(IllegalMoveError):
        board.push_usi("5d5c+")


def test_promoted_pieces_stay_promoted():
    board = play(shogi.Board("8k/9/9/4S4/9/9/9/9/K8 b - 1"), "5d5c+", "1a2a", "5c5d")
    assert board.piece_at(shogi.parse_square("5d")).symbol() == "+S"


# --- captures and drops -------------------------------------------------------------------------

def test_captured_piece_goes_to_hand_unpromoted_and_changes_side():
    board = play(shogi.Board("8k/9/9/4+p4/9/9/4R4/9/K8 b - 1"), "5g5d")
    assert board.hand(shogi.SENTE) == {shogi.PAWN: 1}
    assert board.piece_at(shogi.parse_square("5d")).symbol() == "R"


def test_drops_go_anywhere_empty_unpromoted_even_in_the_zone():
    board = shogi.Board("8k/9/9/9/9/9/9/9/K8 b S 1")
    assert len(drops(board, "S")) == 79
    board.push_usi("S*5b")
    assert board.piece_at(shogi.parse_square("5b")).symbol() == "S"
    with pytest.raises(InvalidMoveError):
        shogi.Move.from_usi("S*5b+")


def test_nifu_forbids_a_second_unpromoted_pawn_on_a_file():
    board = shogi.Board("8k/9/9/9/9/9/4P4/9/K8 b P 1")
    assert "5e" not in drops(board, "P") and "4e" in drops(board, "P")
    promoted = shogi.Board("8k/9/9/9/9/9/4+P4/9/K8 b P 1")
    assert "5e" in drops(promoted, "P")


@pytest.mark.parametrize("letter, dead_ranks", [("P", "a"), ("L", "a"), ("N", "ab")])
def test_no_dead_drops(letter, dead_ranks):
    board = shogi.Board(f"8k/9/9/9/9/9/9/9/K8 b {letter} 1")
    ranks = {square[1] for square in drops(board, letter)}
    assert ranks == set("abcdefghi") - set(dead_ranks)
    gote = shogi.Board(f"k8/9/9/9/9/9/9/9/8K w {letter.lower()} 1")
    mirrored = {chr(ord("i") - (ord(r) - ord("a"))) for r in dead_ranks}
    assert {square[1] for square in drops(gote, letter)} == set("abcdefghi") - mirrored


MATE_NET = "7lk/R8/9/9/9/9/9/9/K8 b {hand} 1"


def test_pawn_drop_mate_is_illegal():
    board = shogi.Board(MATE_NET.format(hand="P"))
    assert "1b" not in drops(board, "P")
    with pytest.raises(IllegalMoveError):
        board.push_usi("P*1b")


def test_pawn_drop_mate_counts_a_pinned_defender_as_no_defender():
    # Found by differential testing (python-shogi allows this drop): the gold on 4h could take
    # the pawn on 5h but is pinned by the horse on 2f, so P*5h is mate and therefore illegal.
    board = shogi.Board("pr2+R3+N/3PsP2L/lppn3pk/SP3g3/6G1p/1sP4+bP/PN1+pPp3/L2p1G2L/1N2K1+b2 w Sg3p 136")
    assert "5h" not in drops(board, "P")
    with pytest.raises(IllegalMoveError, match="uchifuzume"):
        board.push_usi("P*5h")


def test_pawn_drop_check_that_is_not_mate_is_legal():
    board = shogi.Board("7lk/9/9/9/9/9/9/9/K8 b P 1")
    assert "1b" in drops(board, "P")


def test_mate_by_pawn_move_and_by_other_drops_is_legal():
    pawn_move = play(shogi.Board("7lk/R8/8P/9/9/9/9/9/K8 b - 1"), "1c1b")
    assert pawn_move.outcome().termination is Termination.CHECKMATE
    gold_drop = play(shogi.Board(MATE_NET.format(hand="G")), "G*1b")
    assert gold_drop.outcome().winner == shogi.SENTE


# --- check and end ------------------------------------------------------------------------------

def test_a_pinned_piece_may_only_move_along_the_pin():
    board = shogi.Board("4r3k/9/9/9/9/9/9/4G4/4K4 b - 1")
    assert moves_from(board, "5h") == ["5h5g"]


def test_the_king_may_not_step_into_attack():
    board = shogi.Board("3r4k/9/9/9/9/9/9/9/4K4 b - 1")
    assert "5i6h" not in moves_from(board, "5i") and "5i6i" not in moves_from(board, "5i")


def test_in_check_only_answers_to_the_check_are_legal():
    board = shogi.Board("4r3k/9/9/9/9/9/9/9/G3K4 b S 1")
    for move in board.legal_moves:
        board.push(move)
        assert not board.is_attacked_by(shogi.GOTE, board.king_square(shogi.SENTE))
        board.pop()
    assert "S*5e" in [m.usi() for m in board.legal_moves]


def test_no_legal_move_loses_even_without_check():
    board = shogi.Board("+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b 9P 200",
                        strict=False)
    outcome = board.outcome()
    assert outcome.termination is Termination.STALEMATE and outcome.winner == shogi.GOTE


def test_checkmate_is_a_loss():
    board = shogi.Board("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1")
    assert board.outcome().termination is Termination.CHECKMATE and board.outcome().winner == shogi.SENTE


# --- repetition ---------------------------------------------------------------------------------

def test_sennichite_is_a_draw_on_the_fourth_occurrence_not_the_third():
    board = shogi.Board("4k4/9/9/9/9/9/9/9/4K4 b - 1")
    cycle = ("5i4i", "5a4a", "4i5i", "4a5a")
    play(board, *cycle, *cycle)
    assert board.repetition_count() == 3 and board.outcome() is None
    play(board, *cycle)
    outcome = board.outcome()
    assert outcome.termination is Termination.REPETITION and outcome.winner is None


def test_perpetual_check_loses():
    board = shogi.Board("4k4/9/9/9/4R4/9/9/9/4K4 w - 1")
    cycle = ("5a4a", "5e4e", "4a5a", "4e5e")
    play(board, *cycle, *cycle, *cycle)
    outcome = board.outcome()
    assert outcome.termination is Termination.PERPETUAL_CHECK and outcome.winner == shogi.GOTE


# --- impasse ------------------------------------------------------------------------------------

KINGS_ENTERED = "9/9/4K4/9/9/9/4k4/9/9 b {hand} 1"


@pytest.mark.parametrize("rule, hand, points, winner, draw", [
    (ImpasseRule.TWENTY_FOUR, "RB4G4S4N2Prb4l16p", (24, 30), None, True),
    (ImpasseRule.TWENTY_FOUR, "RB4G4S4NPrb4l17p", (23, 31), shogi.GOTE, False),
    (ImpasseRule.TWENTY_FOUR, "rb4g4s4n2pRB4L16P", (30, 24), None, True),
    (ImpasseRule.TWENTY_SEVEN, "RB4G4S4N4L2Prb16p", (28, 26), shogi.SENTE, False),
    (ImpasseRule.TWENTY_SEVEN, "RB4G4S4N4LPrb17p", (27, 27), shogi.GOTE, False),
    (ImpasseRule.DUTCH_27, "RB4G4S4N4LPrb17p", (27, 27), None, True),
    (ImpasseRule.DUTCH_27, "RB4G4S4N4L2Prb16p", (28, 26), shogi.SENTE, False),
    (ImpasseRule.DUTCH_27, "RB4G4S4N4Lrb18p", (26, 28), shogi.GOTE, False),
])
def test_impasse_point_rules_at_their_boundaries(rule, hand, points, winner, draw):
    board = shogi.Board(KINGS_ENTERED.format(hand=hand), impasse_rule=rule)
    assert (board.impasse_points(shogi.SENTE), board.impasse_points(shogi.GOTE)) == points
    outcome = board.declare_impasse()
    assert outcome.termination is Termination.IMPASSE
    assert outcome.winner == winner and (outcome.winner is None) == draw
    assert f"sente {points[0]}, gote {points[1]}" in outcome.reason


def test_point_rule_claim_needs_both_kings_entered():
    board = shogi.Board("4k4/9/4K4/9/9/9/9/9/9 b RB4G4S4N4L2Prb16p 1")
    ok, reason = board.declaration_check()
    assert not ok and "gote's king" in reason
    assert board.declare_impasse().winner == shogi.GOTE


DECLARE = "{rank_a}/4K{b_rest}/PPPPPPPPP/9/9/9/9/9/{gote_king} b {hand} 1"


def declaration_board(rank_a="9", b_rest="G3", gote_king="4k4", hand="2R2B3g4s4n4l9p", king_rank=None):
    sfen = DECLARE.format(rank_a=rank_a, b_rest=b_rest, gote_king=gote_king, hand=hand)
    return shogi.Board(sfen, impasse_rule=ImpasseRule.DECLARATION)


def test_declaration_succeeds_when_every_condition_holds():
    board = declaration_board()
    assert board.declaration_check() == (True, "sente declares with 30 points and 10 pieces in the enemy camp")
    outcome = board.declare_impasse()
    assert outcome.termination is Termination.DECLARATION and outcome.winner == shogi.SENTE


def test_declaration_points_boundary_28_for_sente():
    assert declaration_board(hand="2RB3Sb3gs4n4l9p").declaration_check()[0]
    ok, reason = declaration_board(hand="2RB2Sb3g2s4n4l9p").declaration_check()
    assert not ok and "27 points" in reason


def test_declaration_points_boundary_27_for_gote():
    base = "4K4/9/9/9/9/9/ppppppppp/3gk4/9 w {hand} 1"
    ok = shogi.Board(base.format(hand="B3G2S4N4L9P2rb2s"), impasse_rule=ImpasseRule.DECLARATION)
    assert ok.impasse_points(shogi.GOTE, zone_only=True) == 27 and ok.declaration_check()[0]
    short = shogi.Board(base.format(hand="B3G3S4N4L9P2rbs"), impasse_rule=ImpasseRule.DECLARATION)
    assert not short.declaration_check()[0]


@pytest.mark.parametrize("kwargs, missing", [
    ({"b_rest": "4", "hand": "2R2BG3g4s4n4l9p"}, "9 pieces"),
    ({"hand": "R2B3g4s4n4l9pr"}, "points"),
    ({"rank_a": "3g5", "hand": "2R2B2g4s4n4l9p"}, "in check"),
])
def test_declaration_fails_for_each_missing_condition(kwargs, missing):
    board = declaration_board(**kwargs)
    ok, reason = board.declaration_check()
    assert not ok and missing in reason
    outcome = board.declare_impasse()
    assert outcome.winner == shogi.GOTE and "wrong" in outcome.reason


def test_declaration_fails_when_the_king_has_not_entered():
    board = shogi.Board("9/4G4/PPPPPPPPP/4K4/9/9/9/9/4k4 b 2R2B3g4s4n4l9p 1",
                        impasse_rule=ImpasseRule.DECLARATION)
    ok, reason = board.declaration_check()
    assert not ok and "not entered" in reason


def test_handicap_giver_is_credited_the_removed_pieces():
    board = shogi.Board.from_handicap("2-piece")
    assert board.impasse_points(shogi.GOTE) == 27 and board.impasse_points(shogi.SENTE) == 27


# --- handicaps ----------------------------------------------------------------------------------

HANDICAP_BOARDS = {
    "lance": "lnsgkgsn1/1r5b1/ppppppppp", "right-lance": "1nsgkgsnl/1r5b1/ppppppppp",
    "bishop": "lnsgkgsnl/1r7/ppppppppp", "rook": "lnsgkgsnl/7b1/ppppppppp",
    "rook-lance": "lnsgkgsn1/7b1/ppppppppp", "2-piece": "lnsgkgsnl/9/ppppppppp",
    "3-piece": "1nsgkgsnl/9/ppppppppp", "4-piece": "1nsgkgsn1/9/ppppppppp",
    "5-piece": "2sgkgsn1/9/ppppppppp", "6-piece": "2sgkgs2/9/ppppppppp",
    "7-piece": "3gkgs2/9/ppppppppp", "8-piece": "3gkg3/9/ppppppppp", "9-piece": "4kg3/9/ppppppppp",
    "10-piece": "4k4/9/ppppppppp", "three-pawns": "4k4/9/9", "naked-king": "4k4/9/9",
}


@pytest.mark.parametrize("name", sorted(HANDICAP_BOARDS))
def test_every_handicap_position_and_gote_moves_first(name):
    board = shogi.Board.from_handicap(name)
    hand = "3p" if name == "three-pawns" else "-"
    assert board.sfen() == f"{HANDICAP_BOARDS[name]}/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w {hand} 1"
    assert board.turn == shogi.GOTE
    assert len(board.legal_moves) > 0


def test_unknown_handicap_names_the_known_ones():
    with pytest.raises(ValueError, match="known: lance"):
        shogi.Board.from_handicap("queen")
