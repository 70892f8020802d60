"""A review in steps (kiban.review.ReviewJob): parts and second looks run anywhere, in any order,
give the review that `review_game` gives in one process; the progress rises to its total."""

from kiban import games
from kiban.review import ReviewJob, ReviewSetting, review_game
from kiban.review.job import deal_looks, look_at
from kiban.review.analyse import parts, search_part

SETTING = ReviewSetting(depth=4, nodes=1500, confirm=8)
# Red's chariot faces black's lone chariot: red leaves it (a blunder) and the game goes on.
START = "4k4/9/9/9/4r4/4R4/9/2N6/9/3K5 w - - 0 1"
MOVES = ["d0d1", "e5e4", "c2b4", "e4e1", "d1d2", "e1i1", "b4d5", "i1i8", "d5b4"]


def game():
    desc = games.get("xiangqi")
    return desc.new_board(START), [desc.parse_move(t) for t in MOVES]


def test_the_positions_are_searched_in_two_parts_of_nearly_equal_length():
    assert parts(10) == [(0, 5), (5, 10)] and parts(11) == [(0, 5), (5, 11)]
    assert parts(2) == [(0, 1), (1, 2)] and parts(1) == [(0, 1)]


def test_steps_run_apart_and_in_any_order_give_the_same_review_as_review_game():
    board, moves = game()
    whole = review_game(board, moves, setting=SETTING)
    job = ReviewJob(board, moves, SETTING)
    for part in job.parts:                      # first part first, as two workers might finish
        assert job.looks() == {}                # nothing to look at before every part is in
        job.add_part(part, search_part(board, moves, part, SETTING))
    looks = job.looks()
    assert looks and set(looks.values()) <= {SETTING.verify, SETTING.confirm}
    shares = job.look_shares(2)
    assert sorted(shares[0] + shares[1]) == sorted(looks)
    progress = [job.progress()]
    for share in reversed(shares):              # the second worker's looks first
        for ply in share:
            job.add_look(ply, *look_at(board, moves, ply, looks[ply], SETTING))  # (in a worker)
            progress.append(job.progress())
    assert progress == sorted(progress) and progress[-1] == job.total
    assert progress[0] == len(moves) + 1
    review = job.review()
    assert review.to_dict() == whole.to_dict()
    assert "??" in review.marks() or "?" in review.marks()


def test_a_suspected_blunder_is_confirmed_with_its_games_own_times_unless_the_setting_says():
    board, moves = game()
    left_to_the_game = ReviewSetting(depth=4, nodes=1500)
    job = ReviewJob(board, moves, left_to_the_game)
    for part in job.parts:
        job.add_part(part, search_part(board, moves, part, job.setting))
    assert 64 in job.looks().values()                    # xiangqi's confirmation: 64 times
    assert job.review().setting["confirm"] == 64         # (kept with the review)
    assert ReviewJob(games.get("shogi").new_board(), [], left_to_the_game).setting.confirm == 32
    assert ReviewJob(board, moves, SETTING).setting.confirm == 8


def test_the_largest_looks_are_dealt_first_to_the_least_loaded_worker():
    looks = {3: 4, 5: 32, 7: 4, 9: 4}             # (as second_looks would choose them)
    assert deal_looks(looks, 2) == [[5], [3, 7, 9]]
    assert deal_looks(looks, 1) == [[5, 3, 7, 9]]
    assert deal_looks({2: 4, 4: 4, 6: 4}, 2) == [[2, 6], [4]]
