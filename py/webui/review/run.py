"""A game's review run by the page in workers side by side. Pure Python: the workers are
anything with ``think(request)`` and ``stop()`` (`webui.page.engine_client.EngineClient`).

The review is a `kiban.review.ReviewJob` kept here: each worker searches one of its parts (one
worker a part, `kiban.review.analyse.PARTS`), posting every position as it finds it; once all are
in, the second looks are dealt out to the same workers (`ReviewJob.look_shares`), the largest
first; once they are in too, the job makes the Review. On a 2-core machine the two workers halve
the time a review takes, and the marks are those of `kiban.review.review_game` in one process.
"""

from kiban.review import PositionEval, ReviewJob
from webui.review.request import review_request, setting_of


class ReviewRun:
    """The review of ``session``'s main line at the setting named ``setting`` with ``workers``
    (one a part is used). ``on_progress(done, total)`` after each result, ``on_done(review)``
    at the end, ``on_error(reason)`` when a worker answers with an error (the run stops)."""

    def __init__(self, session, setting, workers, on_progress, on_done, on_error):
        self.request = review_request(session, setting)
        desc = self.desc = session.game
        board = desc.new_board(self.request["start"], self.request["rule"], self.request["strict"])
        self.job = ReviewJob(board, list(session.root.mainline()),
                             setting_of(self.request["review"]))
        self.workers = list(workers)[:len(self.job.parts)]
        self.on_progress, self.on_done, self.on_error = on_progress, on_done, on_error
        self._waiting = set()          # the workers whose step is not done
        self._looking = False          # the second looks are under way
        self.over = False

    @property
    def total(self):
        """The progress' units of the whole review (`kiban.review.ReviewJob.total`)."""
        return self.job.total

    def start(self):
        """Send each worker its part of the positions."""
        self._ask([dict(self.request, part=list(part)) for part in self.job.parts])

    def stop(self):
        """Stop every worker; nothing more is reported."""
        self.over = True
        for worker in self.workers:
            worker.stop()

    def on_info(self, number, info):
        """A result posted by worker ``number``: a position, or a second look."""
        if self.over:
            return
        if "position" in info:
            self.job.add_position(int(info["index"]),
                                  PositionEval.from_dict(info["position"], self.desc.parse_move))
        elif "ply" in info:
            self.job.add_look(int(info["ply"]), info["verified"], int(info["nodes"]))
        self.on_progress(self.job.progress(), self.job.total)

    def on_reply(self, number, reply):
        """Worker ``number`` has done its step (or says what went wrong)."""
        if self.over:
            return
        if "error" in reply:
            self.stop()
            self.on_error(reply["error"])
            return
        self._waiting.discard(number)
        if self._waiting:
            return
        if not self._looking and self.job.searched:
            self._looking = True
            looks = self.job.looks()
            self._ask([share and dict(self.request, looks=[[ply, looks[ply]] for ply in share])
                       for share in self.job.look_shares(len(self.workers))])
            if self._waiting:
                return
        self.over = True
        self.on_progress(self.job.total, self.job.total)
        self.on_done(self.job.review())

    def _ask(self, requests):
        """Send each worker its request (none where it is empty): all are waited for before the
        first is sent, so a quick answer cannot end the step early."""
        asked = [(number, request) for number, request in enumerate(requests) if request]
        self._waiting.update(number for number, _request in asked)
        for number, request in asked:
            self.workers[number].think(request)
