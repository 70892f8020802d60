"""One test per rule of the xiangqi spec: each fails if its rule is dropped from the engine.

Positions are built from pieces like 'Ke0' (FEN letter, then the ICCS point: file a-i, rank 0-9
from red's side); red is uppercase.
"""

import pytest

from kiban import IllegalMoveError, xiangqi
from kiban.xiangqi import MoveLimit, PerpetualRule, Termination
from kiban.xiangqi.repetition import chase_targets


def board_with(*pieces, turn="w", counter=0, **options):
    rows = [["1"] * 9 for _ in range(10)]
    for piece in pieces:
        point = xiangqi.parse_square(piece[1:])
        rows[9 - point // 9][point % 9] = piece[0]
    return xiangqi.Board("/".join("".join(r) for r in rows) + f" {turn} - - {counter} 1", **options)


def targets(board, point):
    start = xiangqi.parse_square(point)
    return sorted(xiangqi.square_name(m.to_square) for m in board.legal_moves if m.from_square == start)


def play(board, *moves):
    """Play ICCS moves; return the outcome after each one."""
    outcomes = []
    for uci in moves:
        board.push_uci(uci)
        outcomes.append(board.outcome())
    return outcomes


def points(*names):
    return {xiangqi.parse_square(n) for n in names}


# --- how the pieces move ------------------------------------------------------------------------

def test_general_stays_in_the_palace():
    assert targets(board_with("Kf2", "kd9"), "f2") == ["e2", "f1"]


def test_advisor_stays_on_the_palace_diagonals():
    assert targets(board_with("Ad2", "Ke0", "kd9"), "d2") == ["e1"]


def test_elephant_eye_blocks_the_move():
    board = board_with("Be2", "Nd3", "Kd0", "kf9")
    assert targets(board, "e2") == ["c0", "g0", "g4"]


def test_elephant_never_crosses_the_river():
    assert targets(board_with("Bc4", "Kd0", "kf9"), "c4") == ["a2", "e2"]
    assert targets(board_with("bc5", "Kd0", "kf9", turn="b"), "c5") == ["a7", "e7"]


def test_horse_leg_blocks_the_move():
    board = board_with("Ne4", "Re5", "Kd0", "kf9")
    assert targets(board, "e4") == ["c3", "c5", "d2", "f2", "g3", "g5"]


def test_chariot_slides_until_blocked_and_captures_the_first_enemy():
    board = board_with("Ra0", "Nc0", "pa4", "Kd0", "kf9")
    assert targets(board, "a0") == ["a1", "a2", "a3", "a4", "b0"]


def test_cannon_without_a_screen_cannot_capture():
    board = board_with("Cb2", "nb6", "Kd0", "kf9")
    assert targets(board, "b2")[:6] == ["a2", "b0", "b1", "b3", "b4", "b5"]
    assert "b6" not in targets(board, "b2")


def test_cannon_captures_over_exactly_one_screen_of_either_side():
    board = board_with("Cb2", "nb4", "rb7", "Kd0", "kf9")
    assert [t for t in targets(board, "b2") if t[0] == "b"] == ["b0", "b1", "b3", "b7"]
    own_screen = board_with("Cb2", "Nb4", "rb7", "Kd0", "kf9")
    assert "b7" in targets(own_screen, "b2")
    assert "b7" not in targets(board_with("Cb2", "nb4", "Rb7", "Kd0", "kf9"), "b2")


def test_cannon_cannot_capture_over_two_screens():
    board = board_with("Cb2", "nb4", "nb6", "rb8", "Kd0", "kf9")
    file_b = [t for t in targets(board, "b2") if t[0] == "b"]
    assert "b6" in file_b and "b8" not in file_b


def test_soldier_moves_forward_then_also_sideways_after_the_river_never_back():
    assert targets(board_with("Pe3", "Kd0", "kf9"), "e3") == ["e4"]
    assert targets(board_with("Pe5", "Kd0", "kf9"), "e5") == ["d5", "e6", "f5"]
    assert targets(board_with("Pe9", "Kd0", "kf8"), "e9") == ["d9", "f9"]
    assert targets(board_with("pe4", "Kd0", "kf9", turn="b"), "e4") == ["d4", "e3", "f4"]


# --- check, the flying general and the end of the game ------------------------------------------

def test_flying_general_the_general_may_not_step_onto_an_open_file_facing_the_other():
    assert targets(board_with("Kd0", "ke9"), "d0") == ["d1"]


def test_flying_general_the_only_piece_between_the_generals_cannot_leave_the_file():
    assert targets(board_with("Ke0", "Ne4", "ke9"), "e4") == []


def test_flying_general_a_capture_that_opens_the_file_is_illegal():
    board = board_with("Ke1", "Ne4", "ke8", "rg5")
    before = board.fen()
    with pytest.raises(IllegalMoveError):
        board.push_uci("e4g5")
    assert board.fen() == before
    assert "g5" in targets(board_with("Kd1", "Ne4", "ke8", "rg5"), "e4")


def test_a_pinned_piece_may_only_move_along_the_pin():
    board = board_with("Ke0", "Re3", "re7", "kd9")
    assert targets(board, "e3") == ["e1", "e2", "e4", "e5", "e6", "e7"]


def test_no_move_may_put_a_screen_in_front_of_an_enemy_cannon():
    board = board_with("Ke0", "Ra3", "ce7", "kd9")
    assert "e3" not in targets(board, "a3") and "d3" in targets(board, "a3")


def test_the_general_may_not_step_into_check():
    board = board_with("Ke1", "rd5", "kf9")
    assert targets(board, "e1") == ["e0", "e2"]


def test_check_must_be_answered():
    board = board_with("Ke0", "Ra3", "Nh0", "re7", "kd9")
    assert board.is_check()
    assert sorted(m.uci() for m in board.legal_moves) == ["a3e3", "e0f0"]  # e0d0 would face d9


def test_checkmate_loses():
    board = board_with("Ke0", "Ra9", "Ra8", "kd9", turn="b")
    outcome = board.outcome()
    assert outcome.termination is Termination.CHECKMATE and outcome.winner == xiangqi.RED
    assert outcome.result() == "1-0"


def test_no_legal_move_without_check_also_loses():
    board = board_with("Ke0", "Ra8", "kd9", turn="b")
    assert not board.is_check()
    outcome = board.outcome()
    assert outcome.termination is Termination.STALEMATE and outcome.winner == xiangqi.RED


# --- draws by material and by the move limit ----------------------------------------------------

def test_bare_material_is_a_draw():
    board = board_with("Ke0", "Ad0", "Bc0", "kd9", "ae8", "bg9")
    assert board.outcome().termination is Termination.INSUFFICIENT_MATERIAL
    assert board_with("Ke0", "Ad0", "Pc3", "kd9").outcome() is None


def test_document_move_limit_draws_after_25_moves_each_without_capture_or_soldier_advance():
    assert play(board_with("Ke0", "Rb0", "Pc3", "kd9", counter=48), "b0b1") == [None]
    assert play(board_with("Ke0", "Rb0", "Pc3", "kd9", counter=49), "b0b1")[0].termination is Termination.MOVE_LIMIT
    assert play(board_with("Ke0", "Rb0", "Pc3", "kd9", counter=49), "c3c4") == [None]


def test_asian_move_limit_draws_after_60_moves_each_without_capture():
    def board(counter):
        return board_with("Ke0", "Rb0", "Pc3", "nb6", "kd9", counter=counter, move_limit=MoveLimit.ASIAN)
    assert play(board(118), "b0b1") == [None]
    assert play(board(119), "c3c4")[0].termination is Termination.MOVE_LIMIT
    assert play(board(119), "b0b6") == [None]  # a capture restarts the count


# --- repetition ---------------------------------------------------------------------------------

CHECKS = ("a1a9",) + ("e9e8", "a9a8", "e8e9", "a8a9") * 2  # red's chariot checks on every move


def checking_board(**options):
    return board_with("Ke0", "Ra1", "ke9", "be7", **options)


def test_threefold_repetition_without_a_violation_is_a_draw():
    board = board_with("Ke0", "Rb0", "kd9", "rh9")
    outcomes = play(board, *("b0b1", "h9h8", "b1b0", "h8h9") * 2)
    assert outcomes[:-1] == [None] * 7
    assert outcomes[-1].termination is Termination.REPETITION and outcomes[-1].winner is None


def test_perpetual_check_loses():
    outcomes = play(checking_board(), *CHECKS)
    assert outcomes[:-1] == [None] * 8
    assert outcomes[-1].termination is Termination.PERPETUAL_CHECK and outcomes[-1].winner == xiangqi.BLACK


CHASE = ("i7i5", "a5b7", "i5i7", "b7a5") * 2  # red's chariot attacks the lone horse on every move


def test_perpetual_chase_of_an_unprotected_piece_loses():
    outcomes = play(board_with("Kd0", "Ri7", "kf9", "na5"), *CHASE)
    assert outcomes[:-1] == [None] * 7
    assert outcomes[-1].termination is Termination.PERPETUAL_CHASE and outcomes[-1].winner == xiangqi.BLACK
    assert "black horse on a5" in outcomes[-1].reason


def test_chasing_a_protected_piece_is_no_chase():
    outcomes = play(board_with("Kd0", "Ri7", "kf9", "na5", "ra7"), *CHASE)
    assert outcomes[-1].termination is Termination.REPETITION


def test_a_general_may_chase():
    board = board_with("Ke1", "kd9", "cf2")
    outcomes = play(board, *("e1e2", "f2f1", "e2e1", "f1f2") * 2)
    assert outcomes[-1].termination is Termination.REPETITION


def test_a_soldier_may_chase():
    board = board_with("Kf0", "Pc6", "ke9", "cd7")
    outcomes = play(board, *("c6d6", "d7c7", "d6c6", "c7d7") * 2)
    assert outcomes[-1].termination is Termination.REPETITION


def test_a_horse_chasing_a_chariot_chases_it_even_if_protected():
    board = board_with("Kd0", "Nd5", "ke9", "rc8", "rc9")
    outcomes = play(board, *("d5b6", "c8c7", "b6d5", "c7c8") * 2)
    assert outcomes[-1].termination is Termination.PERPETUAL_CHASE and outcomes[-1].winner == xiangqi.BLACK


def test_attacking_the_general_or_an_uncrossed_soldier_is_no_chase():
    board = board_with("Kd0", "Ra6", "Rh4", "ke9", "pe6", "pi4", turn="b")
    assert chase_targets(board, xiangqi.RED) == points("i4")
    assert chase_targets(board_with("Kf0", "Rd1", "kd9", turn="b"), xiangqi.RED) == set()


def test_attacking_a_piece_of_the_same_kind_that_can_take_back_is_no_chase():
    assert chase_targets(board_with("Kd0", "Ra5", "kf9", "rh5"), xiangqi.RED) == set()
    assert chase_targets(board_with("Kd0", "Ra5", "kf9", "nh5"), xiangqi.RED) == points("h5")


def test_a_checker_facing_a_chaser_loses():
    # Black's general steps away each time, opening a cannon line onto red's checking chariot.
    board = board_with("Ke0", "Ra7", "ke9", "be7", "af9", "ci9", "ng8", "ci8")
    outcomes = play(board, "a7a9", *CHECKS[1:])
    assert outcomes[-1].termination is Termination.PERPETUAL_CHECK and outcomes[-1].winner == xiangqi.BLACK
    board.pop()
    assert chase_targets(board, xiangqi.BLACK) == points("a8")


def test_both_sides_chasing_perpetually_is_a_draw():
    # Each side's horse steps so that exactly one screen stands before its own cannon.
    board = board_with("Kd0", "Ca4", "Nb4", "Rc2", "ke9", "cc9", "nc4", "ng4")
    outcomes = play(board, *("b4c6", "c4b2", "c6b4", "b2c4") * 2)
    assert outcomes[-1].termination is Termination.REPETITION and "both sides chase" in outcomes[-1].reason


def test_house_rule_allows_three_checks_per_piece_then_the_checker_loses():
    asian = play(checking_board(), *CHECKS)
    house = play(checking_board(perpetual_rule=PerpetualRule.HOUSE), *CHECKS[:7])
    assert house[:6] == [None] * 6  # three checks, and the position already repeated
    assert house[6].termination is Termination.PERPETUAL_CHECK and "4 times" in house[6].reason
    assert asian[6] is None


def test_house_rule_allows_three_chases_per_piece_then_the_chaser_loses():
    board = board_with("Kd0", "Ri7", "kf9", "na5", perpetual_rule=PerpetualRule.HOUSE)
    outcomes = play(board, *CHASE[:7])
    assert outcomes[:6] == [None] * 6
    assert outcomes[6].termination is Termination.PERPETUAL_CHASE and outcomes[6].winner == xiangqi.BLACK
