"""Reviewing a game, the steps: every position searched at one fixed setting, then each move
judged, then second looks at the moves whose marks are in doubt (`kiban.review.job` puts them
together, in one process or in several workers).

The positions are searched in parts (`parts`), each from its last position to its first with one
:class:`kiban.search.Searcher` of its own: what the search learnt about the later positions (its
hash table) helps judge the earlier ones, which is where a player's moves are weighed, and a part
does not depend on where the others were searched. A fixed node budget (with a depth cap) makes
the review the same on every machine, only slower or faster: the default fits an 80-move game in
about a minute in the browser (``bench/review.py``). A move the searches call a blunder is
searched again with a much larger budget before it is marked ``??``, and so are some of the moves
they find nearly a mistake (`second_looks`, `look`).
"""

import math
from dataclasses import dataclass, replace

from kiban.review.chances import (CLAMP, MATE_SCORE, chances_scale, decided_cp, is_mate,
                                  is_near_mistake, is_only_move, mark_of, winning_chances)
from kiban.review.model import MoveReview, PositionEval
from kiban.search.searcher import Searcher, adapter_for, mate_plies

PARTS = 2                  # the positions are searched in this many parts (one a worker)
VERIFY_SHARE = 0.1         # confirming suspected blunders costs at most about this share of the
#                            review's nodes (but one is always confirmed), and a second look at
#                            the moves near a mistake this:
SECOND_LOOK_SHARE = 0.4


@dataclass(frozen=True)
class ReviewSetting:
    """How hard each position is searched: ``depth`` cap, ``nodes`` budget (the search finishes
    depth 1 whatever it costs), and ``margin`` (centipawns: other moves scoring within this of the
    best get an exact score, for the only-move mark ``!``; 0, the default, gives no ``!``: a
    margin of 400 costs the search half its depth within the same nodes); ``verify``: a move
    that looks nearly a mistake is searched again with this many times ``nodes`` (0: no second
    look at any move), and ``confirm``: a move that looks like a blunder with this many times
    ``nodes`` (at least ``verify``), before it is marked (see `second_looks`); None, the default,
    leaves it to the game (`for_game`)."""

    depth: int = 12
    nodes: int = 12000
    margin: int = 0
    verify: int = 4
    confirm: int | None = None


DEFAULT_SETTING = ReviewSetting()


class ReviewStopped(Exception):
    """Not raised to callers: ends a step when ``should_stop`` says so."""


def parts(positions):
    """The parts ``(first, end)`` (positions ``first`` to ``end - 1``, 0 = the start) in which a
    game of ``positions`` positions is searched: ``PARTS`` runs of nearly equal length, none
    empty."""
    count = max(1, min(PARTS, positions))
    bounds = [positions * k // count for k in range(count + 1)]
    return list(zip(bounds, bounds[1:]))


def search_part(board, moves, part, setting, on_position=None, should_stop=None):
    """Search the positions of ``part`` (see `parts`) of the game that starts at ``board`` (left
    unchanged) and plays ``moves``, from the part's last position to its first with a searcher
    of its own. Returns their PositionEval in the order of the game, None for those not searched
    when ``should_stop()`` said so; ``on_position(index, evaluation)`` is called after each."""
    first, end = part
    work = board.copy()
    for move in moves[:end - 1]:
        work.push(move)
    searcher = Searcher()
    found = [None] * (end - first)
    try:
        for index in range(end - 1, first - 1, -1):
            if should_stop is not None and should_stop():
                break
            played = moves[index] if index < len(moves) else None
            found[index - first] = _evaluate(work, searcher, setting, should_stop, played)
            if on_position is not None:
                on_position(index, found[index - first])
            if index > first:
                work.pop()
    except ReviewStopped:
        pass
    return found


def for_game(setting, board):
    """``setting`` for reviewing a game of ``board``'s: its ``confirm`` filled in, when it leaves
    it to the game, with the game's ``REVIEW_CONFIRM`` (its search adapter's: the times the nodes
    that a suspected blunder needs before the search's horizon stops deceiving it, 32 in shogi,
    64 in xiangqi, bench/results/review.md)."""
    if setting.confirm is not None:
        return setting
    return replace(setting, confirm=adapter_for(board).REVIEW_CONFIRM)


def confirm_times(setting):
    """How many times a position's nodes a suspected blunder's look searches: ``confirm``, at
    least ``verify``. ``setting`` has its ``confirm`` (`for_game`): ValueError if not."""
    if setting.confirm is None:
        raise ValueError("the setting leaves confirm to the game: resolve it with for_game(setting, board)")
    return max(setting.confirm, setting.verify)


def progress_reserve(positions, setting):
    """The units of progress (one a position's budget) a review of ``positions`` positions at
    ``setting`` keeps for its second looks beyond one a position: what `second_looks` allows
    them (``SECOND_LOOK_SHARE`` of the first searches' budget, and one suspect's look or
    ``VERIFY_SHARE`` of that budget), so that the progress a page shows rises to the end without
    going back; 0 when the setting looks at nothing again. ``setting`` has its ``confirm``
    (`for_game`)."""
    if not setting.verify:
        return 0
    suspects = max(confirm_times(setting), math.ceil(positions * VERIFY_SHARE))
    return suspects + math.ceil(positions * SECOND_LOOK_SHARE)


def verify(board, moves, evaluations, verdicts, setting, should_stop=None):
    """Take, one after the other, the second looks that `second_looks` picks from ``verdicts``
    at the moves ``moves`` played from ``board``, storing each in ``evaluations`` (`add_look`);
    returns how many there were."""
    setting = for_game(setting, board)
    chosen = second_looks(verdicts, evaluations, setting)
    work = board.copy()
    for ply, move in enumerate(moves, 1):
        if ply in chosen:
            verified, nodes = look(work, move, chosen[ply] * setting.nodes, setting, should_stop)
            add_look(evaluations, ply, verified, nodes)
        work.push(move)
    return len(chosen)


def look(board, move, nodes, setting, should_stop=None):
    """A second look at ``move`` from ``board`` (the position before it): the position searched
    again with ``nodes`` nodes by a searcher of its own (so the verdict does not depend on what
    else was searched before: the same marks every run, in any worker), and the move scored to
    the depth it reached. Returns ``([best, played, depth], nodes used)``, the scores from the
    first player's view: a PositionEval's ``verified``. A review's scores at a few thousand nodes
    swing by hundreds of centipawns from ply to ply (one search's horizon: a piece it does not yet
    see hanging, or taken back): a ``??`` is a claim a player should be able to trust, so it is
    only given when the loss holds at the larger budget, and a move the first searches find
    nearly a mistake is where a larger one most often finds a mistake they missed."""
    sign = 1 if board.turn == 0 else -1
    stop = _stopper(should_stop)
    searcher = Searcher()
    result = searcher.search(board, depth=setting.depth, node_limit=nodes, should_stop=stop)
    best, extra = _score(result.score, result.mate), 0
    played = best
    if result.move != move:
        played, extra = _played_score(board, move, searcher, result.depth, nodes, stop)
    if stop():
        raise ReviewStopped
    return [sign * best, sign * played, result.depth], result.nodes + extra


def add_look(evaluations, ply, verified, nodes):
    """Store a `look` at the move ``ply`` (its ``verified`` scores, ``nodes`` used) in the
    PositionEval before it (its nodes are added to the position's)."""
    index = ply - 1
    evaluations[index] = replace(evaluations[index], nodes=evaluations[index].nodes + nodes,
                                 verified=list(verified))


def second_looks(verdicts, evaluations, setting):
    """The moves to search again, as ``{ply: times}`` (a look searches ``times`` the
    setting's nodes), the time bounded by the nodes the review spent on its first searches
    (``evaluations``): as many suspected blunders as ``VERIFY_SHARE`` of them pays for at
    ``setting.confirm`` times its nodes a look (at least ``verify``; at least one), the smallest
    losses first (the most doubtful), and as many moves near a mistake (``doubtful``) as
    ``SECOND_LOOK_SHARE`` pays for at ``setting.verify`` times its nodes, the largest losses
    first (the nearest). A suspect left over keeps its ``??``, a doubtful move its mark. Most
    games have no suspect or one, and a few doubtful moves (bench/results/review.md). Empty
    when the setting looks at nothing again. ``setting`` has its ``confirm`` (`for_game`)."""
    if not setting.verify:
        return {}
    confirm = confirm_times(setting)
    spent = sum(e.nodes for e in evaluations if e is not None)
    suspects = sorted((v for v in verdicts if v.suspect), key=lambda v: (v.cp_loss, v.ply))
    doubtful = sorted((v for v in verdicts if v.doubtful), key=lambda v: (-v.cp_loss, v.ply))
    second = setting.nodes * setting.verify
    chosen = {v.ply: setting.verify for v in doubtful[:int(SECOND_LOOK_SHARE * spent // second)]}
    bound = int(VERIFY_SHARE * spent // (setting.nodes * confirm))
    chosen.update((v.ply, confirm) for v in suspects[:max(1, bound)])
    return chosen


def judge_moves(first_turn, last_move, moves, evaluations, pawn):
    """The MoveReview of each of ``moves``, the first played by ``first_turn`` after
    ``last_move`` (None at the start of a game), from the PositionEval of every position
    (``evaluations``, one more than the moves; None for a position not searched) and the
    game's reference ``pawn`` in its centipawns (``REVIEW_PAWN``, see `kiban.review.chances`)."""
    previous = [last_move] + list(moves)
    return [_judge(ply, (first_turn + ply - 1) % 2, moves[ply - 1], evaluations[ply - 1],
                   evaluations[ply], pawn, previous[ply - 1] is not None
                   and previous[ply - 1].to_square == moves[ply - 1].to_square,
                   _entered(moves, evaluations, ply - 1))
            for ply in range(1, len(moves) + 1)]


def _entered(moves, evaluations, index):
    """The score of position ``index`` as the search of the position before it saw it: that
    position's best score when the move leading here was its best move, else the move's own score
    (``played``); None for the first position, or one not searched."""
    parent = evaluations[index - 1] if index else None
    if parent is None:
        return None
    return parent.score if moves[index - 1] == parent.best else parent.played


def _evaluate(board, searcher, setting, should_stop, played=None):
    """The PositionEval of ``board`` (first player's view); ``played``: the move the game played
    there (None at the end), scored from this same root when it is not the best (see
    `_played_score`)."""
    sign = 1 if board.turn == 0 else -1
    outcome = board.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return PositionEval(0)
        return PositionEval(MATE_SCORE if outcome.winner == 0 else -MATE_SCORE)
    stop = _stopper(should_stop)
    result = searcher.search(board, depth=setting.depth, node_limit=setting.nodes,
                             should_stop=stop, root_margin=setting.margin)
    if stop():
        raise ReviewStopped
    score = _score(result.score, result.mate)
    others = [s for m, s in result.root_scores.items() if m != result.move]
    next_best = sign * _score(max(others), mate_plies(max(others))) if others else None
    legal = len(board.legal_moves)
    nodes = result.nodes
    played_score = None
    if played is not None and played != result.move:
        played_score, extra = _played_score(board, played, searcher, result.depth, setting.nodes, stop)
        if stop():
            raise ReviewStopped
        played_score, nodes = sign * played_score, nodes + extra
    return PositionEval(sign * score, result.move, list(result.pv), result.depth, nodes,
                        next_best, setting.margin > 0 and legal > 1 and not others, played_score)


def _stopper(should_stop):
    """A ``should_stop`` for the searches that keeps saying True once ``should_stop`` (or None)
    has said it, so the review can tell a stopped search from a finished one."""
    stopped = []

    def stop():
        if should_stop is not None and not stopped and should_stop():
            stopped.append(True)
        return bool(stopped)
    return stop


def _played_score(board, move, searcher, depth, nodes, stop):
    """The score of ``move`` (side to move's view, the review's scale) searched as a root move of
    ``board`` to the ``depth`` its best move was searched to (within ``nodes``: with the hash
    table the search of the best move left, it mostly takes a tenth of that), and the nodes it
    took. The loss of
    a move is the best score less this one: two scores of one depth, not the score of the next
    position, searched to a depth of its own (alternating depths made our scores swing by
    hundreds of centipawns from ply to ply, bench/results/review.md)."""
    after = board.copy()
    after.push(move)
    result = searcher.search(after, depth=max(1, depth - 1), node_limit=nodes, should_stop=stop)
    return -_score(result.score, result.mate), result.nodes


def _score(score, mate):
    """A search score (side to move's view) in the review's scale: mates as ±(100000 - plies)."""
    if mate is None:
        return score
    return MATE_SCORE - abs(mate) if mate > 0 else -(MATE_SCORE - abs(mate))


def _judge(ply, color, move, before, after, pawn, recapture, entered=None):
    """The MoveReview of the move ``ply`` played by ``color`` from ``before`` to ``after``
    (``pawn``: the game's ``REVIEW_PAWN``); ``recapture``: the move takes back on the square the
    last move went to (never an only move: anyone sees it); ``entered``: the score of the
    position before the move as the search of the position before that one saw it (see
    `_entered`), or None.

    Each score the move is judged by is measured twice where the review can: the position before
    it by its own search and by its parent's (``entered``), the position after it by its own
    search and as the played move searched from the position before it (``before.played``, see
    `_played_score`). ``?!`` and ``?`` follow the largest loss these give, ``??`` needs the
    smallest (`kiban.review.chances.mark_of`): a blunder is a claim a player should be able to
    trust, and one search's horizon (a depth of its own, a piece it does not yet see hanging)
    makes its score swing by hundreds of centipawns from ply to ply (bench/results/review.md).
    A move these make a blunder is ``suspect``, one they make no mistake but near one
    (`kiban.review.chances.is_near_mistake`) is ``doubtful``: `verify` searches either again
    with a larger budget, and once it has (``before.verified``) those two scores join the
    measures (one more of the position before, one more of the position after): the marks
    follow the largest loss of them all and a ``??`` the smallest, so a suspect stays ``??``
    only when the larger search confirms the loss (else it is a ``?``: the loss is still one by
    the largest measure), and a doubtful move becomes a mistake when the larger search finds it
    one (it can never become a ``??``: its first measures' smallest loss is none)."""
    if before is None or after is None:
        return MoveReview(ply, color, 0.0, 0)
    sign = 1 if color == 0 else -1
    scale = chances_scale(pawn)
    if move == before.best:
        only = before.only and is_only_move(winning_chances(sign * before.score, scale)) and not recapture
        return MoveReview(ply, color, 0.0, 0, "!" if only else None)
    befores = [sign * s for s in (before.score, entered) if s is not None]
    afters = [sign * s for s in (after.score, before.played) if s is not None]
    largest = _largest(befores, afters, pawn)
    mark = mark_of(largest, _smallest(befores, afters, pawn), pawn)
    suspect = mark == "??"
    doubtful = mark not in ("?", "??") and is_near_mistake(largest, pawn)
    if before.verified is not None:
        befores.append(sign * before.verified[0])
        afters.append(sign * before.verified[1])
        mark = mark_of(_largest(befores, afters, pawn), _smallest(befores, afters, pawn), pawn)
    loss, cp_loss, _ = _losses(max(befores), min(afters), pawn)
    return MoveReview(ply, color, loss, cp_loss, mark, suspect, doubtful)


def _largest(befores, afters, pawn):
    """The largest loss (chances, capped centipawns) that the measures ``befores`` of the score
    before a move and ``afters`` of the score after it (the mover's view) give."""
    loss, _, material = _losses(max(befores), min(afters), pawn)
    return loss, material


def _smallest(befores, afters, pawn):
    """The smallest loss (chances, capped centipawns) that the measures ``befores`` of the score
    before a move and ``afters`` of the score after it (the mover's view) give."""
    least, _, material = _losses(min(befores), max(afters), pawn)
    return least, material


def _losses(before, after, pawn):
    """What a move from a position scoring ``before`` to one scoring ``after`` (the mover's view)
    lost, in an evaluation whose reference pawn is ``pawn`` of its centipawns: winning chances,
    centipawns as the chances count them (capped where they saturate), and centipawns for the
    pawn rules (capped where the game is decided, `decided_cp`)."""
    scale = chances_scale(pawn)
    loss = max(0.0, winning_chances(before, scale) - winning_chances(after, scale))
    cap, decided = CLAMP / scale, decided_cp(pawn)
    cp_loss = max(0, round(_capped(before, cap) - _capped(after, cap)))
    return loss, cp_loss, _capped(before, decided) - _capped(after, decided)


def _capped(score, cap):
    """``score`` within ±``cap``; a mate counts as ``cap``."""
    if is_mate(score):
        return cap if score > 0 else -cap
    return max(-cap, min(cap, score))
