"""Furigoma (webui/play/furigoma.py): five pawns tossed, most 歩 up means the tosser is sente,
a pawn on its edge means tossing again; with a fake and a seeded random source."""

import random

import pytest

from webui.play.furigoma import EDGE, EDGE_CHANCE, FU, TO, Furigoma, furigoma, toss

FU_R, TO_R, EDGE_R = 0.3, 0.9, EDGE_CHANCE / 2  # random() values giving each face


class FakeRandom:
    """Returns the given random() values in order."""

    def __init__(self, *values):
        self.values = list(values)

    def random(self):
        return self.values.pop(0)


def test_each_value_gives_its_face():
    faces = toss(FakeRandom(FU_R, TO_R, EDGE_R, 0.5, (1 + EDGE_CHANCE) / 2))
    assert faces == (FU, TO, EDGE, FU, TO)


def test_most_fu_up_and_the_tosser_is_sente():
    result = furigoma(1, FakeRandom(FU_R, FU_R, FU_R, TO_R, TO_R))
    assert result.faces == (FU, FU, FU, TO, TO) and result.sente == 1 and len(result.tosses) == 1
    assert furigoma(0, FakeRandom(FU_R, FU_R, FU_R, TO_R, TO_R)).sente == 0


def test_most_to_up_and_the_opponent_is_sente():
    assert furigoma(0, FakeRandom(FU_R, TO_R, TO_R, FU_R, TO_R)).sente == 1
    assert furigoma(1, FakeRandom(TO_R, TO_R, TO_R, TO_R, TO_R)).sente == 0


def test_a_pawn_on_its_edge_means_tossing_again():
    result = furigoma(0, FakeRandom(FU_R, FU_R, FU_R, FU_R, EDGE_R,   # 4 歩 but one on its edge
                                    TO_R, TO_R, TO_R, FU_R, FU_R))
    assert result.tosses == ((FU, FU, FU, FU, EDGE), (TO, TO, TO, FU, FU))
    assert result.faces == (TO, TO, TO, FU, FU) and result.sente == 1


def test_seeded_tosses_are_reproducible_and_fair():
    assert furigoma(0, random.Random(7)) == furigoma(0, random.Random(7))
    results = [furigoma(0, random.Random(seed)) for seed in range(400)]
    assert all(EDGE not in r.faces and len(r.faces) == 5 for r in results)
    assert 150 < sum(r.sente for r in results) < 250
    assert any(len(r.tosses) > 1 for r in results)  # edges happen, now and then


def test_the_tosser_is_a_player():
    with pytest.raises(ValueError):
        furigoma(2)
    assert Furigoma(0, ((FU,) * 5,)).sente == 0
