"""The computer opponent's settings and decisions (webui/play/opponent.py) and the worker's
Python side (webui/worker/engine.py), on CPython: the browser runs the very same code."""

import json
import random

import pytest

from kiban import games, shogi, xiangqi
from webui.worker.engine import KeptGame, answer
from webui.play.opponent import Opponent, key_of, level_options, side_options
from webui.play.session import GameSession


def play(session, *moves):
    for text in moves:
        session.play(session.game.parse_move(text))


def test_choose_sides_levels_and_furigoma():
    assert Opponent.choose("human", "0", "3") == Opponent(None, 3)
    assert Opponent.choose("computer", "0", "1") == Opponent(computer=1, level=1)
    assert Opponent.choose("computer", "1", "8").human == 1
    sides = {Opponent.choose("computer", "random", "3", random.Random(seed)).computer
             for seed in range(20)}
    assert sides == {0, 1}  # furigoma gives either colour
    with pytest.raises(ValueError):
        Opponent.choose("computer", "2", "3")
    with pytest.raises(ValueError):
        Opponent(1, 9)


def test_each_new_game_against_the_computer_gets_a_seed_of_its_own():
    seeds = {Opponent.choose("computer", "0", "1", random.Random(n)).seed for n in range(5)}
    assert len(seeds) == 5


def test_saved_form_round_trips_and_bad_data_falls_back_to_two_humans():
    opponent = Opponent(computer=0, level=7, seed=1234)
    back = Opponent.from_dict(json.loads(json.dumps(opponent.to_dict())))
    assert back == opponent and back.seed == 1234 and back.level == 7
    for bad in (None, [], {"computer": 7}, {"computer": 1, "level": "x"}, {"level": True}):
        assert Opponent.from_dict(bad) == Opponent()


def test_a_save_from_the_five_levels_opens_at_the_nearest_rung_of_the_ladder():
    old = [Opponent.from_dict({"computer": 1, "level": n}).level for n in range(1, 6)]
    assert old == [5, 8, 8, 8, 8]  # old 2-5 searched deeper than any rung
    assert Opponent.from_dict({"computer": 1, "level": 6}) == Opponent()  # never a level of the five
    assert Opponent.from_dict({"computer": 1, "level": 6, "levels": 8}).level == 6


def test_whose_turn_movable_and_key():
    session = GameSession("shogi")
    vs = Opponent(computer=1, level=2)
    assert vs.movable() == 0 and Opponent().movable() == "both"
    assert not vs.to_move(session) and vs.key(session) is None
    play(session, "7g7f")
    assert vs.to_move(session)
    request = vs.request(session)
    assert request["moves"] == ["7g7f"] and request["level"] == 2 and request["seed"] == vs.seed
    assert vs.key(session) == key_of(request)
    session.resign(1)
    assert not vs.to_move(session)  # the game is over: nothing to think about
    assert not Opponent().to_move(session)


def test_options():
    assert [v for v, _ in level_options()] == [str(n) for n in range(1, 9)] + ["0"]
    assert level_options()[0] == ("1", "1 · just learned the moves")
    assert level_options()[-1] == ("0", "Full strength")  # off the ladder, after its top


def test_full_strength_is_named_so_where_the_players_are_named():
    """Level 0 is not "level 0" on the strips or in the Games list, and offers no level up."""
    from webui.library.entry import players_of
    from webui.library.listing import player_name
    from webui.play.levelup import after_game, offer
    from webui.play.players import player_titles
    full = Opponent(computer=1, level=0)
    assert player_titles(full, None, 0) == ("You", "Computer, full strength")
    assert [player_name(n) for n in players_of(full)] == ["You", "Computer (full strength)"]
    shogi = games.get("shogi")
    settings = after_game(after_game({}, shogi, full, None, 0), shogi, full, None, 0)
    assert offer(settings, shogi, full, None) is None
    with pytest.raises(ValueError):
        Opponent(computer=1, level=-1)
    assert side_options(games.get("shogi"))[-1][0] == "random"
    assert side_options(games.get("xiangqi")) == [("0", "Red"), ("1", "Black")]


@pytest.mark.parametrize("game, moves", [("shogi", ["7g7f"]), ("xiangqi", ["h2e2"])])
def test_worker_answers_a_legal_move_and_reports_progress(game, moves):
    session = GameSession(game)
    play(session, *moves)
    request = dict(Opponent(computer=1, level=1).request(session), id=7)
    infos = []
    reply = json.loads(answer(json.dumps(request), infos.append))
    assert reply["id"] == 7 and reply["depth"] >= 1
    board = session.board
    move = (shogi.Move.from_usi if game == "shogi" else xiangqi.Move.from_uci)(reply["move"])
    assert board.is_legal(move)
    assert infos and json.loads(infos[-1])["id"] == 7


def test_worker_rejects_a_bad_request_and_says_no_move_when_mated():
    reply = json.loads(answer(json.dumps({"id": 1, "game": "chess", "start": None, "moves": []})))
    assert reply["id"] == 1 and reply["error"]["code"] == "unknown-game"  # the page words it
    reply = json.loads(answer(json.dumps({"id": 2, "game": "shogi", "start": None,
                                          "moves": ["9z9y"]})))
    assert reply["error"]["code"] == "usi-bad-square"
    reply = json.loads(answer(json.dumps({"id": 3, "game": "shogi", "start": None,
                                          "moves": "7g7f"})))
    assert reply["error"] == "bad request: moves must be a list"  # no code: the page never sends it
    mated = GameSession("shogi")
    play(mated, *("6g6f 5a5b 6i5h 9c9d 5i6i 6c6d 1i1h 5b6c 7i6h 6c7d 6h6g 7d8e 4i3h 4a5a 3i4h "
                  "8c8d 9g9f 7c7d 6g7f").split())
    reply = json.loads(answer(json.dumps(Opponent(1, 1).request(mated))))
    assert reply["move"] is None


def test_the_worker_keeps_its_game_and_pushes_or_pops_only_what_changed():
    kept = KeptGame()

    def ask(moves, game="shogi", start=None, rule=None):
        return kept.sync({"game": game, "start": start, "rule": rule, "moves": moves})

    _, board = ask(["7g7f"])
    assert kept.pushed == 1
    _, same = ask(["7g7f", "3c3d", "2g2f"])              # the next moves: two pushes
    assert same is board and kept.pushed == 3 and len(board.move_stack) == 3
    ask(["7g7f", "3c3d"])                                 # a take-back: one pop, no push
    assert kept.pushed == 3 and [m.usi() for m in board.move_stack] == ["7g7f", "3c3d"]
    ask(["7g7f", "8c8d"])                                 # another line: one pop, one push
    assert kept.pushed == 4 and [m.usi() for m in board.move_stack] == ["7g7f", "8c8d"]
    _, other = ask(["7g7f"], rule="27-point")             # another rule: a new board
    assert other is not board and kept.pushed == 5
    _, xq = ask(["h2e2"], game="xiangqi")
    assert xq.fen() != other.sfen() and kept.pushed == 6


def test_a_refused_request_leaves_the_worker_ready_for_the_next():
    kept = KeptGame()
    request = {"id": 1, "game": "shogi", "start": None, "moves": ["7g7f", "9z9y"], "level": 1}
    assert json.loads(answer(json.dumps(request), kept=kept))["error"]["code"] == "usi-bad-square"
    request["moves"] = ["7g7f", "3c3d"]
    reply = json.loads(answer(json.dumps(request), kept=kept))
    assert reply["move"] and [m.usi() for m in kept.board.move_stack] == ["7g7f", "3c3d"]
