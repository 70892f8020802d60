"""The page's review in two workers (webui.review.run): the parts and the second looks go to the
workers, their posts fill the progress, and the review at the end is `review_game`'s; a worker's
error stops the run, and so does the reader."""

import json

import pytest

from kiban.review import review_game
from webui.play.session import GameSession
from webui.review import graph, request
from webui.review.request import setting_of
from webui.review.run import ReviewRun
from webui.worker.engine import KeptGame, answer

CHARIOT_LOST = ("h0g2", "h9g7", "i0h0", "h7h0", "a0a1", "c6c5")   # red's chariot taken by a cannon


class Worker:
    """A worker that answers its request when `pump` says so, through the worker's entry point."""

    def __init__(self, run_of, number, fail=False):
        self.run_of, self.number, self.fail = run_of, number, fail
        self.asked, self.request, self.stopped = [], None, False

    def think(self, request):
        self.asked.append(request)
        self.request = request

    def stop(self):
        self.stopped, self.request = True, None

    def pump(self):
        request, self.request = self.request, None
        if request is None:
            return False
        run = self.run_of()
        if self.fail:
            request = dict(request, review={"nodes": 1})
        posted = []
        reply = json.loads(answer(json.dumps(dict(request, id=1)), posted.append, KeptGame()))
        for text in posted:
            run.on_info(self.number, json.loads(text)["info"])
        run.on_reply(self.number, reply)
        return True


def session_of(moves):
    session = GameSession("xiangqi")
    for text in moves:
        session.play(session.game.parse_move(text))
    return session


@pytest.fixture(autouse=True)
def small_setting(monkeypatch):
    """A setting named ``small``, cheaper than the page's (depth 4, 1,000 nodes)."""
    monkeypatch.setitem(request.SETTINGS, "small", ("Small", {"depth": 4, "nodes": 1000}))


def started(session, fail=False):
    """A run of ``session`` at the small setting with two fake workers, started; and what it
    reported: ``{"progress": [...], "done": [...], "error": [...]}``."""
    said = {"progress": [], "done": [], "error": []}
    holder = []
    workers = [Worker(lambda: holder[0], n, fail and n == 1) for n in range(2)]
    run = ReviewRun(session, "small", workers, lambda *done: said["progress"].append(done),
                    said["done"].append, said["error"].append)
    holder.append(run)
    run.start()
    return run, workers, said


def test_two_workers_each_search_a_part_then_take_the_looks_and_the_review_is_one_processs():
    session = session_of(CHARIOT_LOST)
    run, workers, said = started(session)
    assert [w.asked[0]["part"] for w in workers] == [[0, 3], [3, 7]]
    while any(w.pump() for w in reversed(workers)):       # the second part answers first
        pass
    looks = [request["looks"] for w in workers for request in w.asked[1:]]
    assert looks and all(len(request) for request in looks)
    done = [done for done, _total in said["progress"]]
    assert done == sorted(done) and said["progress"][-1] == (run.total, run.total)
    review, = said["done"]
    whole = review_game(session.game.new_board(), list(session.root.mainline()),
                        setting=setting_of(run.request["review"]))
    assert review.to_dict() == whole.to_dict() and review.complete
    assert review.marks()[2] in ("?", "??") and said["error"] == []   # i0h0 hangs the chariot


def test_the_graph_draws_each_part_as_its_positions_come_in():
    run, workers, said = started(session_of(CHARIOT_LOST))
    workers[1].pump()                                     # the second part: positions 3 to 6
    scores = run.job.scores()
    assert scores[:3] == [None] * 3 and None not in scores[3:]
    line, = graph.segments(scores, run.job.scale)         # drawn where the game's end will be
    assert [point.split(",")[0] for point in line.split()] == ["500.0", "666.7", "833.3", "1000.0"]
    while any(w.pump() for w in workers):
        pass
    review, = said["done"]
    assert run.job.scores() == review.scores()
    assert graph.segments(review.scores(), run.job.scale) == [graph.polyline(review.scores(),
                                                                             run.job.scale)]


def test_a_workers_error_stops_the_run_and_says_why():
    run, workers, said = started(session_of(CHARIOT_LOST), fail=True)
    while any(w.pump() for w in workers):
        pass
    assert said["done"] == [] and "nodes" in said["error"][0]
    assert all(w.stopped for w in workers)


def test_a_stopped_run_reports_nothing_more():
    run, workers, said = started(session_of(CHARIOT_LOST))
    workers[0].pump()
    run.stop()
    assert all(w.stopped for w in workers) and not any(w.pump() for w in workers)
    run.on_info(1, {"index": 6})
    run.on_reply(1, {"done": True})
    assert said["done"] == [] and len(said["progress"]) == 3    # the first part's 3 positions


def test_a_one_move_game_needs_one_worker_per_position():
    run, workers, said = started(session_of(CHARIOT_LOST[:1]))
    assert [w.asked[0]["part"] for w in workers] == [[0, 1], [1, 2]]
