"""The puzzle collections (assets/puzzles/*.json, made by scripts/make_puzzles.py): enough of
each, ordered by difficulty, every solution playable and mating, and a sample checked unique
again by the problem checker (bench/exercises.py checks them all)."""

import json
import random
from pathlib import Path

import pytest

from kiban import games
from kiban.search.mate_within import MateProver
from kiban.search.problem_check import check_problem

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "puzzles"
LENGTHS = {"shogi": {1, 3, 5, 7}, "xiangqi": {1, 3, 5}}
SAMPLE = 4  # puzzles re-checked per game, drawn with a fixed seed


def collection(game):
    return json.loads((FOLDER / f"{game}.json").read_text(encoding="utf-8"))["puzzles"]


@pytest.mark.parametrize("game", sorted(LENGTHS))
def test_at_least_200_puzzles_of_every_length_ordered_by_difficulty(game):
    puzzles = collection(game)
    assert len(puzzles) >= 200
    assert {p["length"] for p in puzzles} == LENGTHS[game]
    assert [p["difficulty"] for p in puzzles] == list(range(1, len(puzzles) + 1))
    lengths = [p["length"] for p in puzzles]
    assert lengths == sorted(lengths)
    assert len({p["id"] for p in puzzles}) == len(puzzles)
    assert len({p["position"] for p in puzzles}) == len(puzzles)


@pytest.mark.parametrize("game,said", [("shogi", [1, 3, 5, 7]), ("xiangqi", [1, 2, 3])])
def test_a_collection_says_how_its_game_counts_a_mates_length(game, said):
    # the page's group titles: a tsume counts plies (3手詰), a xiangqi mate in 2 is 3 plies
    data = json.loads((FOLDER / f"{game}.json").read_text(encoding="utf-8"))
    descriptor = games.get(game)
    assert data["mate_counts_plies"] is descriptor.mate_counts_plies
    assert [descriptor.mate_moves(plies) for plies in sorted(LENGTHS[game])] == said


@pytest.mark.parametrize("game", sorted(LENGTHS))
def test_every_solution_is_legal_and_ends_in_mate(game):
    descriptor = games.get(game)
    for puzzle in collection(game):
        board = descriptor.new_board(puzzle["position"])
        assert len(puzzle["solution"]) == puzzle["length"]
        for text in puzzle["solution"]:
            move = descriptor.parse_move(text)
            assert board.is_legal(move), (puzzle["id"], text)
            board.push(move)
        assert MateProver(board).is_mated(), puzzle["id"]


@pytest.mark.parametrize("game", sorted(LENGTHS))
def test_a_sample_is_unique_again(game):
    descriptor = games.get(game)
    puzzles = collection(game)
    sample = random.Random(26).sample(puzzles, SAMPLE) + [puzzles[0], puzzles[-1]]
    for puzzle in sample:
        result = check_problem(descriptor.new_board(puzzle["position"]), puzzle["length"])
        assert (result.verdict, result.length) == ("unique", puzzle["length"]), puzzle["id"]
        assert [descriptor.move_text(result.line[0])] == puzzle["solution"][:1]
