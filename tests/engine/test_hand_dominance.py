"""Hand dominance in the mate prover (kiban.search.hand_dominance): a mate proven with some pieces
in hand answers for the same board with more, a refutation for the same board with fewer, and
never the other way round; and the shogi board's placement key that finds such positions."""

from kiban import shogi
from kiban.search.hand_dominance import HandDominance
from kiban.search.mate_within import INFINITE, MateProver
from kiban.search.problem_check import check_problem

# The same board (gote's king on 1a, sente's pawn on 1c), sente to move, different hands
GOLD = "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"        # G*1b mates
GOLD_SILVER = "8k/9/8P/9/9/9/9/9/9 b GS2r2b3g3s4n4l17p 1"  # G*1b still mates
SILVER = "8k/9/8P/9/9/9/9/9/9 b S2r2b4g3s4n4l17p 1"      # S*1b is no mate: the king goes to 2b
NOTHING = "8k/9/8P/9/9/9/9/9/9 b 2r2b4g4s4n4l17p 1"      # no check at all
GOLD_BARE_DEFENDER = "8k/9/8P/9/9/9/9/9/9 b G 1"         # gote holds nothing
COOKED_3 = "4k4/2B5+R/1g7/3s5/9/9/9/9/9 b BNr3g3s3n4l18p 1"  # its checks meet again with other hands


def board(sfen):
    return shogi.Board(sfen, strict=False)


def solved_entry(sfen, plies):
    """``(dominance, shape, [fewest plies proven, most refuted])`` of ``sfen`` proved by the prover
    itself within ``plies``."""
    prover = MateProver(board(sfen))
    found = prover.shortest(plies)
    entry = [found, -1] if found is not None else [INFINITE, plies]
    dominance = HandDominance(board(sfen))
    return dominance, dominance.shape(board(sfen), 0), entry


def test_the_placement_key_leaves_only_the_hands_out():
    gold, silver = board(GOLD), board(SILVER)
    assert gold.key != silver.key
    assert gold.placement_key() == silver.placement_key()
    assert board(GOLD.replace(" b ", " w ")).placement_key() != gold.placement_key()
    assert board(GOLD.replace("8P", "7P1")).placement_key() != gold.placement_key()
    gold.push_usi("G*1b")       # the key after a move is the key a board set up there has
    assert gold.placement_key() == board("8k/8G/8P/9/9/9/9/9/9 w 2r2b3g4s4n4l17p 2").placement_key()


def test_a_mate_with_fewer_pieces_in_hand_answers_for_more():
    dominance, shape, entry = solved_entry(GOLD, 1)
    assert entry == [1, -1]
    dominance.note(shape, board(GOLD).key, entry)
    assert dominance.bounds(dominance.shape(board(GOLD_SILVER), 0), INFINITE, -1) == (1, -1)
    assert MateProver(board(GOLD_SILVER)).shortest(1) == 1


def test_a_mate_never_answers_for_a_hand_missing_a_piece_it_used():
    dominance, shape, entry = solved_entry(GOLD, 1)
    dominance.note(shape, board(GOLD).key, entry)
    assert dominance.bounds(dominance.shape(board(SILVER), 0), INFINITE, -1) == (INFINITE, -1)
    assert MateProver(board(SILVER)).shortest(1) is None   # and indeed S*1b does not mate


def test_a_mate_never_answers_for_a_defender_holding_more():
    dominance, shape, entry = solved_entry(GOLD_BARE_DEFENDER, 1)
    dominance.note(shape, board(GOLD_BARE_DEFENDER).key, entry)
    assert dominance.bounds(dominance.shape(board(GOLD), 0), INFINITE, -1) == (INFINITE, -1)
    dominance, shape, entry = solved_entry(GOLD, 1)
    dominance.note(shape, board(GOLD).key, entry)
    assert dominance.bounds(dominance.shape(board(GOLD_BARE_DEFENDER), 0), INFINITE, -1) == (1, -1)


def test_a_refutation_answers_for_fewer_pieces_in_hand_never_for_more():
    dominance, shape, entry = solved_entry(SILVER, 1)
    assert entry == [INFINITE, 1]
    dominance.note(shape, board(SILVER).key, entry)
    assert dominance.bounds(dominance.shape(board(NOTHING), 0), INFINITE, -1) == (INFINITE, 1)
    assert dominance.bounds(dominance.shape(board(GOLD), 0), INFINITE, -1) == (INFINITE, -1)
    assert dominance.bounds(dominance.shape(board(GOLD_SILVER), 0), INFINITE, -1) == (INFINITE, -1)


def test_the_checker_finds_the_same_cook_in_fewer_positions_with_dominance():
    with_dominance = check_problem(board(COOKED_3))
    prover = MateProver(board(COOKED_3))
    prover.dominance = None
    without = (prover.shortest(11), prover.mating_codes(3), prover.nodes)
    assert (with_dominance.verdict, with_dominance.length) == ("cooked", 3)
    assert without[0] == 3 and len(without[1]) == 1 + len(with_dominance.alternatives)
    assert {m.usi() for m in with_dominance.alternatives + with_dominance.line[:1]} == \
        {board(COOKED_3).move_of(c).usi() for c in without[1]}
    assert with_dominance.nodes < 0.8 * without[2]


def test_a_shape_packs_the_attacking_sides_hand_first_also_with_the_defender_to_move():
    checked = board(GOLD)
    checked.push_usi("G*1b")                 # gote to move, mated: the prover starts there
    prover = MateProver(checked)
    assert prover.is_mated()
    sente_attacks = prover.dominance.shape(checked, 0)
    gote_attacks = prover.dominance.shape(checked, 1)
    assert sente_attacks[1:] == gote_attacks[:0:-1] and sente_attacks[1] != sente_attacks[2]
    # the same board with sente holding a silver more: still mate, found from the first answer
    prover.dominance.note(sente_attacks, checked.key, prover.solved[checked.key])
    richer = board("8k/8G/8P/9/9/9/9/9/9 w S2r2b3g3s4n4l17p 2")
    assert prover.dominance.bounds(prover.dominance.shape(richer, 0), INFINITE, -1)[0] == 0
    assert MateProver(richer).is_mated()
