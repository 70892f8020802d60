"""A review as a job in steps, so that its searches can run side by side in workers.

    job = ReviewJob(board, moves, setting)
    for part in job.parts:                        # anywhere: each in a worker of its own
        job.add_part(part, search_part(board, moves, part, setting))
    for share in job.look_shares(2):              # once every part is in; anywhere again
        for ply in share:
            job.add_look(ply, *job.look(ply))
    review = job.review()

Each step is the same wherever it runs (a part and a look each use a searcher of their own), so a
review made by `review_game` in one process and one made by a page in two workers give the same
marks. The job counts the progress: one unit a position, then the second looks' units
(`kiban.review.analyse.progress_reserve`), weighed by their nodes.
"""

from dataclasses import asdict

from kiban import games
from kiban.review.analyse import (DEFAULT_SETTING, ReviewSetting, ReviewStopped, add_look,
                                  for_game, judge_moves, look, parts, progress_reserve,
                                  search_part, second_looks)
from kiban.review.chances import chances_scale
from kiban.review.model import PositionEval, Review
from kiban.search.searcher import adapter_for

__all__ = ["ReviewJob", "deal_looks", "look_at", "review_game", "ReviewSetting", "DEFAULT_SETTING"]


class ReviewJob:
    """The review of the game that starts at ``board`` (copied; its own history counts for
    repetitions) and plays ``moves`` (public Move objects, each legal in turn) at ``setting``:
    its ``parts`` to search (`kiban.review.analyse.parts`), the positions found so far, the
    second looks once every part is in, and the `Review` they make. Its ``setting`` is the one
    given, with the game's ``confirm`` when that leaves it to the game
    (`kiban.review.analyse.for_game`)."""

    def __init__(self, board, moves, setting=DEFAULT_SETTING):
        self.board = board.copy()
        self.moves = list(moves)
        self.setting = for_game(setting, board)
        self.positions = len(self.moves) + 1
        self.parts = parts(self.positions)
        self.found = [None] * self.positions
        self.total = self.positions + progress_reserve(self.positions, self.setting)
        self.pawn = adapter_for(board).REVIEW_PAWN     # the game's reference pawn (`kiban.review.chances`)
        self.scale = chances_scale(self.pawn)
        self._chosen = None          # {ply: times} of the second looks, once chosen
        self._looked = {}            # {ply: times} of the looks taken

    # -- the steps ------------------------------------------------------------------------------
    def add_part(self, part, evaluations):
        """Add the PositionEval of ``part``'s positions (None for one not searched)."""
        first, end = part
        self.found[first:end] = evaluations

    def add_position(self, index, evaluation):
        """Add the PositionEval of the position ``index`` (0 = the start), searched elsewhere."""
        self.found[index] = evaluation

    @property
    def searched(self):
        """True once every position has its evaluation."""
        return all(p is not None for p in self.found)

    def looks(self):
        """The second looks, ``{ply: times}`` (`kiban.review.analyse.second_looks`), chosen once
        every position is searched (before: none)."""
        if self._chosen is None:
            if not self.searched:
                return {}
            self._chosen = second_looks(self._verdicts(), self.found, self.setting)
        return dict(self._chosen)

    def look_shares(self, workers):
        """The second looks dealt out to ``workers`` workers (`deal_looks`)."""
        return deal_looks(self.looks(), workers)

    def look(self, ply, should_stop=None):
        """Take the second look at the move ``ply`` (one of `looks`) here: ``(verified, nodes)``
        for `add_look` (`look_at`)."""
        return look_at(self.board, self.moves, ply, self.looks()[ply], self.setting, should_stop)

    def add_look(self, ply, verified, nodes):
        """Add the second look at the move ``ply``: its ``verified`` scores and ``nodes``."""
        add_look(self.found, ply, verified, nodes)
        self._looked[ply] = self._chosen[ply]

    # -- where it stands --------------------------------------------------------------------------
    def scores(self):
        """The score of each position found so far (centipawns from the first player's view, a
        mate as in `PositionEval`), None for a position not yet searched."""
        return [None if p is None else p.score for p in self.found]

    def progress(self):
        """The units done so far, of ``total``: one a searched position, and the reserve for the
        second looks filled by the nodes of those taken (all of it once they are, or when there
        are none)."""
        done = sum(1 for p in self.found if p is not None)
        if self._chosen is None:
            return done
        planned = sum(self._chosen.values())
        if not planned:
            return self.total
        reserve = self.total - self.positions
        return done + reserve * sum(self._looked.values()) // planned

    def review(self):
        """The Review of what has been found (complete when every position was searched)."""
        positions = [p or PositionEval(0) for p in self.found]
        desc = games.get(self.board.game_name)
        return Review(desc.name, desc.position_text(self.board), list(self.moves), positions,
                      self._verdicts(), dict(asdict(self.setting), scale=self.scale, pawn=self.pawn),
                      self.searched)

    def _verdicts(self):
        last = self.board.peek() if self.board.move_stack else None
        return judge_moves(self.board.turn, last, self.moves, self.found, self.pawn)


def deal_looks(looks, workers):
    """The looks ``{ply: times}`` dealt out to ``workers`` workers: a list of ply lists, the
    largest looks first, each to the worker with the fewest nodes so far (the same shares every
    time)."""
    shares = [[] for _ in range(workers)]
    loads = [0] * workers
    for ply, times in sorted(looks.items(), key=lambda item: (-item[1], item[0])):
        least = loads.index(min(loads))
        shares[least].append(ply)
        loads[least] += times
    return shares


def look_at(board, moves, ply, times, setting, should_stop=None):
    """The second look at the move ``ply`` of the game that starts at ``board`` and plays
    ``moves``, searching ``times`` the nodes of ``setting`` (as `ReviewJob.looks` says):
    ``(verified, nodes)`` (`kiban.review.analyse.look`)."""
    before = board.copy()
    for move in moves[:ply - 1]:
        before.push(move)
    return look(before, moves[ply - 1], times * setting.nodes, setting, should_stop)


def review_game(board, moves, *, setting=DEFAULT_SETTING, on_progress=None, on_position=None,
                should_stop=None):
    """Review the game that starts at ``board`` (left unchanged; its own history counts for
    repetitions) and plays ``moves`` (public Move objects, each legal in turn), every step here
    one after the other (a `ReviewJob`). ``on_progress(done, total)`` is called after each
    position and each second look (`ReviewJob.progress`: ``done`` reaches ``total`` when the
    review ends), ``on_position(index, evaluation)`` with each position's index (0 = the start)
    and its PositionEval; ``should_stop()`` is polled during the searches, and when it returns
    true the review ends at once, with ``complete`` False when positions are left (they score 0,
    and the moves around them are not judged). Returns a :class:`Review`."""
    job = ReviewJob(board, moves, setting)
    progress = on_progress or (lambda done, total: None)

    def searched(index, evaluation):
        job.add_position(index, evaluation)
        if on_position is not None:
            on_position(index, evaluation)
        progress(job.progress(), job.total)

    for part in reversed(job.parts):
        if should_stop is not None and should_stop():
            break
        search_part(job.board, job.moves, part, job.setting, searched, should_stop)
    if not job.searched:
        return job.review()
    try:
        for ply in sorted(job.looks()):
            job.add_look(ply, *job.look(ply, should_stop))
            progress(job.progress(), job.total)
    except ReviewStopped:
        return job.review()
    if not job.looks() and job.total > job.positions:
        progress(job.total, job.total)              # (no look: the reserve is done)
    return job.review()
