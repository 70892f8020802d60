"""Iterative-deepening alpha-beta search for both games, in plain Python and without threads.

The search is game-independent. It drives a board through the engine interface of
:mod:`kiban.core.board` (move codes: ``legal_codes``, ``capture_codes``, ``quiet_codes``,
``promotion_codes``, ``may_give_check``, ``make_code``, ``unmake_code``, ``null_move``, ``key``,
``is_check``) and asks
a *game adapter* module (``eval_shogi`` or ``eval_xiangqi``) for everything that depends on the
game:

- ``material(board)`` / ``delta(board, m)``: material + piece-square value (first player's view),
  from scratch and as the change a move makes (called before the move is made);
- ``evaluate(board, e)``: the score for the side to move given that value ``e``;
- the piece tables :mod:`kiban.search.adapter` orders captures and promotions by, and
  ``QUIESCENCE_MARGIN``;
- ``null_allowed(board)``: whether a null move is sound enough in this position;
- ``rule_score(board, ply)`` (optional): a game-ending rule's score for the side to move, or None;
- ``repetition_verdict(board, plies)`` (optional): the winner a repetition without perpetual check
  gives (perpetual chase in xiangqi), or None for a draw.

Techniques: negamax with principal-variation search, aspiration windows, a transposition table keyed
by the Zobrist key, hash move / MVV-LVA captures / killers / history ordering with the moves
generated in those stages (a cutoff spares the later ones), null-move pruning, late-move
reductions, futility and move-count pruning near the leaves, check extensions, quiescence on
captures (and check evasions), mate-distance scores. No legal move loses, in check or not (both games
rule so). Repetition inside the search is a draw, except
that the side whose every move in the cycle gave check loses (perpetual check), and what the game's
``repetition_verdict`` says (perpetual chase).

It stops on a depth, node or time budget, or when ``should_stop()`` returns true (polled every
``POLL_NODES`` nodes), and reports each finished iteration through ``on_info(SearchInfo)``.
"""

import importlib
import time
from dataclasses import dataclass, field

from kiban.search import adapter

MATE = 30000
MATE_BOUND = MATE - 1000          # |score| above this is a forced mate (distance in plies)
INFINITY = MATE + 1
MAX_PLY = 100
POLL_NODES = 128                  # about 10 ms in CPython, 30 ms in Pyodide
EXACT, LOWER, UPPER = 0, 1, 2
HASH_ORDER = 1 << 30
KILLER_ORDER = 1 << 22
HISTORY_LIMIT = 1 << 20
ASPIRATION = 60
FUTILITY_MARGIN = (0, 200, 450)   # by remaining depth
MOVE_COUNT_LIMIT = (0, 10, 18, 30)  # quiet moves tried at remaining depth 1..3 before pruning
_FUTILE_BELOW, _COUNTED_BELOW = len(FUTILITY_MARGIN), len(MOVE_COUNT_LIMIT)  # depths the two apply to
LAZY_MARGIN = 400                 # the most king safety and mobility are taken to add to material
QUIESCENCE_CHECK_PLIES = 3        # check evasions searched in the first quiescence plies only
VERDICTS_PER_SEARCH = 200         # repetitions judged by the game's own rules (e.g. perpetual chase)
EVAL_ENTRIES = 1 << 17            # static evaluations remembered by position key


class SearchStopped(Exception):
    """Raised inside the tree when a budget runs out or the caller asks to stop."""


@dataclass
class SearchInfo:
    """Progress of a search: reported after each completed iteration and at the end."""

    depth: int
    seldepth: int
    score: int            # centipawns for the side to move at the root
    mate: object          # plies to mate (positive: the side to move mates), or None
    nodes: int
    time: float           # seconds since the search started
    pv: list              # principal variation as public Move objects

    @property
    def nps(self) -> int:
        """Nodes per second."""
        return int(self.nodes / self.time) if self.time > 0 else 0


@dataclass
class SearchResult(SearchInfo):
    """The outcome of a search: ``move`` is the chosen public Move (None when there is no legal move);
    ``root_scores`` maps root moves to scores when the search was asked for them (``root_margin``)."""

    move: object = None
    root_scores: dict = field(default_factory=dict)


def mate_plies(score):
    """Plies to mate encoded in a score (positive when the side to move mates), else None."""
    if score > MATE_BOUND:
        return MATE - score
    if score < -MATE_BOUND:
        return -(MATE + score)
    return None


def adapter_for(board):
    """The game adapter module of a board, as its game's descriptor names it."""
    from kiban import games
    return importlib.import_module(games.get(board.game_name).search_adapter)


class Searcher:
    """A reusable searcher: keeps its transposition table, killers and history between searches.

    ``hash_entries`` bounds the transposition table (about 200 bytes each in CPython).
    """

    def __init__(self, hash_entries: int = 1 << 18):
        self.hash_entries = max(1024, int(hash_entries))
        self.tt = {}
        self.history = {}
        self.evals = {}

    def clear(self) -> None:
        """Forget everything learnt (a new game)."""
        self.tt.clear()
        self.history.clear()
        self.evals.clear()

    # ----- public entry point ---------------------------------------------------------------------

    def search(self, board, *, depth: int = None, time_limit: float = None, node_limit: int = None,
               on_info=None, should_stop=None, root_margin: int = 0) -> SearchResult:
        """Search ``board`` (left unchanged) and return the best move with its score and PV.

        ``depth``: maximum iteration depth (default: unlimited up to MAX_PLY); ``time_limit``:
        seconds; ``node_limit``: nodes; ``should_stop``: a callable polled during the search.
        ``on_info(SearchInfo)`` is called after every completed iteration. With ``root_margin > 0``
        every root move scoring within that margin of the best gets an exact score in
        ``root_scores`` (used for weaker levels that pick among good moves).
        At least depth 1 is always completed unless the search is stopped from outside.
        """
        self._start = time.perf_counter()
        self._deadline = self._start + time_limit if time_limit is not None else None
        self._node_limit = node_limit
        self._should_stop = should_stop
        self._poll_at = POLL_NODES
        self._must_finish_depth_one = True
        self.nodes = 0
        self.seldepth = 0
        b = self.board = board.copy()
        game = self.game = adapter_for(board)
        self._rule_score = getattr(game, "rule_score", None)
        self._verdict = getattr(game, "repetition_verdict", None)
        self._verdicts_left = VERDICTS_PER_SEARCH
        if len(self.tt) > self.hash_entries * 0.9:
            self.tt.clear()
        if len(self.history) > 100000:
            self.history.clear()
        self.killers = [[0, 0] for _ in range(MAX_PLY + 2)]
        self.path = board.key_history()[:-1]
        self.checks = ([False] + board.check_history())[:len(self.path)]  # position i was in check
        self.rep = {}
        for key in self.path:
            self.rep[key] = self.rep.get(key, 0) + 1
        self.floor = 0
        root_check = b.is_check()
        e = game.material(b)
        moves = b.legal_codes()
        result = SearchResult(0, 0, 0, None, 0, 0.0, [], None, {})
        if not moves:
            result.score, result.mate = -MATE, 0
            return result
        scores = {m: 0 for m in moves}
        entry = self.tt.get(b.key)
        order = self._order(b, moves, entry[3] if entry else 0, 0)
        best_move, best_score = order[0], 0
        max_depth = min(depth or MAX_PLY, MAX_PLY)
        completed = 0
        previous = 0
        for d in range(1, max_depth + 1):
            self.root_depth = d
            try:
                if d >= 4 and abs(previous) < MATE_BOUND:
                    alpha, beta = previous - ASPIRATION, previous + ASPIRATION
                    score, move = self._root(order, scores, d, alpha, beta, root_check, e, root_margin)
                    if score <= alpha or score >= beta:
                        score, move = self._root(order, scores, d, -INFINITY, INFINITY, root_check, e,
                                                 root_margin)
                else:
                    score, move = self._root(order, scores, d, -INFINITY, INFINITY, root_check, e,
                                             root_margin)
            except SearchStopped:
                if self._partial_best is not None:
                    best_move, best_score = self._partial_best
                b = self.board = board.copy()  # the tree was left half-way
                break
            self._must_finish_depth_one = False
            completed = d
            previous = best_score = score
            best_move = move
            order.sort(key=scores.__getitem__, reverse=True)
            order.remove(move)
            order.insert(0, move)
            if on_info:
                on_info(self._info(d, best_score, best_move))
            if self._time_to_stop(d, best_score, len(moves)):
                break
        info = self._info(max(completed, 1), best_score, best_move)
        result = SearchResult(info.depth, info.seldepth, info.score, info.mate, info.nodes, info.time,
                              info.pv, b.move_of(best_move))
        if root_margin:
            result.root_scores = {b.move_of(m): s for m, s in scores.items()
                                  if s > best_score - root_margin}
        return result

    # ----- iteration control ----------------------------------------------------------------------

    def _time_to_stop(self, depth, score, root_moves):
        """Between iterations: stop when the next one would likely not finish, or a mate is proven."""
        mate = mate_plies(score)
        if mate is not None and depth >= abs(mate) + 2:
            return True
        if self._deadline is not None:
            now = time.perf_counter()
            if root_moves == 1 or now - self._start > (self._deadline - self._start) * 0.45:
                return True
        return False

    def _poll(self):
        """Check the budgets; raise SearchStopped when one is exhausted."""
        self._poll_at = self.nodes + POLL_NODES
        if self._must_finish_depth_one and self._should_stop is None:
            return
        if self._should_stop is not None and self._should_stop():
            raise SearchStopped
        if self._must_finish_depth_one:
            return
        if self._node_limit is not None and self.nodes >= self._node_limit:
            raise SearchStopped
        if self._deadline is not None and time.perf_counter() >= self._deadline:
            raise SearchStopped

    def _info(self, depth, score, move):
        return SearchInfo(depth, self.seldepth, score, mate_plies(score), self.nodes,
                          time.perf_counter() - self._start, self._pv(move, depth))

    def _pv(self, first, depth):
        """The principal variation: the root move, then hash moves while they are legal."""
        b = self.board
        pv = []
        m = first
        seen = set()
        while m and len(pv) < max(depth, 1) * 2 and b.key not in seen:
            if m not in b.legal_codes():
                break
            seen.add(b.key)
            pv.append(m)
            b.make_code(m)
            entry = self.tt.get(b.key)
            m = entry[3] if entry else 0
        moves = [b.move_of(x) for x in pv]
        for _ in pv:
            b.unmake_code()
        return moves

    # ----- transposition table --------------------------------------------------------------------

    def _store(self, key, depth, flag, score, move, ply):
        tt = self.tt
        if len(tt) >= self.hash_entries and key not in tt:
            return
        if score > MATE_BOUND:
            score += ply
        elif score < -MATE_BOUND:
            score -= ply
        tt[key] = (depth, flag, score, move)

    # ----- the tree -------------------------------------------------------------------------------

    def _root(self, order, scores, depth, alpha, beta, in_check, e, margin):
        """Search the root moves; return (score, move). Scores of root moves go into ``scores``."""
        b = self.board
        game = self.game
        self._partial_best = None
        key = b.key
        self._push(key, in_check)
        best, best_move = -INFINITY, order[0]
        original_alpha = alpha
        for i, m in enumerate(order):
            d = game.delta(b, m)
            b.make_code(m)
            check = b.is_check()
            new_depth = depth if check else depth - 1
            if i == 0:
                score = -self._search(new_depth, -beta, -alpha, 1, check, e + d, True)
            else:
                low = max(original_alpha, best - margin) if margin else alpha
                score = -self._search(new_depth, -low - 1, -low, 1, check, e + d, True)
                if low < score < beta:
                    score = -self._search(new_depth, -beta, -low, 1, check, e + d, True)
            b.unmake_code()
            scores[m] = score
            if score > best:
                best, best_move = score, m
                if score > alpha:
                    alpha = score
                    self._partial_best = (m, score)
                if score >= beta:
                    break
        self._pop(key)
        flag = LOWER if best >= beta else (UPPER if best <= original_alpha else EXACT)
        self._store(key, depth, flag, best, best_move, 0)
        return best, best_move

    def _push(self, key, in_check):
        self.path.append(key)
        self.checks.append(in_check)
        self.rep[key] = self.rep.get(key, 0) + 1

    def _pop(self, key):
        self.path.pop()
        self.checks.pop()
        self.rep[key] -= 1

    def _repetition(self, key, in_check, ply):
        """Score of a position that already stood on the path since the last null move, else None:
        a draw, or a loss for the side that gave check with every move of the cycle."""
        path, checks = self.path, self.checks
        n = len(path)
        j = n - 2
        floor = self.floor
        while j >= floor and path[j] != key:
            j -= 2
        if j < floor:
            return None
        mover_checked = in_check and all(checks[i] for i in range(j + 2, n, 2))
        we_checked = all(checks[i] for i in range(j + 1, n, 2))
        if mover_checked and not we_checked:
            return MATE - ply
        if we_checked and not mover_checked:
            return -MATE + ply
        if self._verdict is not None and not (mover_checked or we_checked) and self._verdicts_left > 0:
            self._verdicts_left -= 1
            winner = self._verdict(self.board, n - j)
            if winner is not None:
                return MATE - ply if winner == self.board.turn else -MATE + ply
        return 0

    def _search(self, depth, alpha, beta, ply, in_check, e, null_ok):
        """Negamax alpha-beta below the root; returns the score for the side to move."""
        b = self.board
        key = b.key
        if self.rep.get(key):
            score = self._repetition(key, in_check, ply)
            if score is not None:
                return score
        if self._rule_score is not None:
            score = self._rule_score(b, ply)
            if score is not None:
                return score
        if depth <= 0 or ply >= MAX_PLY:
            return self._quiesce(alpha, beta, ply, in_check, e, 0)
        self.nodes += 1
        if self.nodes >= self._poll_at:
            self._poll()
        # mate-distance pruning
        if alpha < -MATE + ply:
            alpha = -MATE + ply
        if beta > MATE - ply - 1:
            beta = MATE - ply - 1
        if alpha >= beta:
            return alpha
        pv_node = beta - alpha > 1
        entry = self.tt.get(key)
        hash_move = 0
        if entry is not None:
            hash_move = entry[3]
            if entry[0] >= depth and not pv_node:
                score = entry[2]
                if score > MATE_BOUND:
                    score -= ply
                elif score < -MATE_BOUND:
                    score += ply
                flag = entry[1]
                if flag == EXACT or (flag == LOWER and score >= beta) or (flag == UPPER and score <= alpha):
                    return score
        game = self.game
        if in_check or pv_node:
            static = -INFINITY  # no pruning below
        else:
            static = self.evals.get(key)
            if static is None:
                static = self._static_eval(b, key, e)
        # null move: if passing still fails high, the position is good enough
        if (null_ok and not pv_node and not in_check and depth >= 3 and static >= beta
                and beta > -MATE_BOUND and beta < MATE_BOUND and game.null_allowed(b)):
            reduction = 3 if depth >= 6 else 2
            self._push(key, False)
            floor = self.floor
            self.floor = len(self.path)
            b.null_move()
            score = -self._search(depth - 1 - reduction, -beta, -beta + 1, ply + 1, False, e, False)
            b.undo_null_move()
            self.floor = floor
            self._pop(key)
            if score >= beta:
                return beta
        futile = (not in_check and depth < _FUTILE_BELOW and not pv_node
                  and static + FUTILITY_MARGIN[depth] <= alpha)
        # at a futile depth-1 node only captures and promotions are tried after the first move
        ordered = self._staged_moves(b, hash_move, ply, futile and depth == 1)
        quiet_limit = MOVE_COUNT_LIMIT[depth] if depth < _COUNTED_BELOW and not pv_node \
            and not in_check else 1000
        self._push(key, in_check)
        delta = game.delta
        make, unmake, is_check, may_check = b.make_code, b.unmake_code, b.is_check, b.may_give_check
        can_extend = ply < 2 * self.root_depth
        best = -INFINITY
        best_move = 0
        original_alpha = alpha
        quiet_seen = 0
        searched = 0
        sq, promote = b.squares, game.PROMOTE
        for m in ordered:
            tactical = sq[m & 127] or m & promote
            if not tactical and searched and (futile or quiet_seen >= quiet_limit):
                if depth == 1:
                    break  # the rest are quiet moves too (see _staged_moves): not even checks are tried here
                if not may_check(m):  # pruned below as a quiet move, without making it
                    quiet_seen += 1
                    continue
            d = delta(b, m)
            make(m)
            check = is_check()
            quiet = not tactical and not check
            if quiet and searched:
                quiet_seen += 1
                if futile or quiet_seen > quiet_limit:
                    unmake()
                    continue
            new_depth = depth if check and can_extend else depth - 1
            if searched == 0:
                score = -self._search(new_depth, -beta, -alpha, ply + 1, check, e + d, True)
            else:
                reduction = 0
                if quiet and depth >= 3 and searched >= 3 and not in_check:
                    reduction = 1 if searched < 12 or depth < 6 else 2
                score = -self._search(new_depth - reduction, -alpha - 1, -alpha, ply + 1, check, e + d, True)
                if score > alpha and reduction:
                    score = -self._search(new_depth, -alpha - 1, -alpha, ply + 1, check, e + d, True)
                if alpha < score < beta:
                    score = -self._search(new_depth, -beta, -alpha, ply + 1, check, e + d, True)
            unmake()
            searched += 1
            if score > best:
                best = score
                best_move = m
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        if not tactical:
                            self._reward(m, depth, ply)
                        break
        self._pop(key)
        if not searched:  # no legal move: checkmated, or stalemated (which loses too)
            return -MATE + ply
        flag = LOWER if best >= beta else (UPPER if best <= original_alpha else EXACT)
        self._store(key, depth, flag, best, best_move, ply)
        return best

    def _static_eval(self, b, key, e):
        """The static evaluation of board ``b`` (position ``key``, material ``e``), computed and
        remembered by key (the callers look in ``self.evals`` first)."""
        evals = self.evals
        if len(evals) >= EVAL_ENTRIES:
            evals.clear()
        score = evals[key] = self.game.evaluate(b, e)
        return score

    def _staged_moves(self, b, hash_move, ply, tactical_only):
        """The moves of ``b`` in the order :meth:`_search` tries them, each stage generated only when
        the moves before it did not cut off: the hash move, the captures (most valuable victim
        first), then the other moves (promotions, killers, then by history); with
        ``tactical_only``, once some move came before, only the promotions of these (the search
        would try no other)."""
        if hash_move:
            yield hash_move
        captures = self._stage(b, b.capture_codes(), hash_move, ply, False)
        yield from captures
        if tactical_only and (hash_move or captures):
            yield from self._stage(b, b.promotion_codes(), hash_move, ply, True)
            return
        yield from self._stage(b, b.quiet_codes(), hash_move, ply, True)

    def _stage(self, b, moves, hash_move, ply, quiet):
        """``moves`` but the hash move, in search order (:meth:`_order`, or for ``quiet`` moves,
        which capture nothing, :func:`adapter.quiet_order`: the same order, found faster)."""
        if hash_move in moves:
            moves.remove(hash_move)
        if len(moves) < 2:
            return moves
        if quiet:
            return adapter.quiet_order(self.game, b, moves, self.history, self.killers[ply])
        return self._order(b, moves, 0, ply)

    def _order(self, b, moves, hash_move, ply):
        """``moves`` sorted: hash move, captures (MVV/LVA), promotions, killers, then by history."""
        keys = adapter.order_values(self.game, b, moves, self.history)
        for killer in self.killers[ply]:
            if killer and killer in moves:
                i = moves.index(killer)
                if keys[i] < KILLER_ORDER:
                    keys[i] = KILLER_ORDER
        if hash_move and hash_move in moves:
            keys[moves.index(hash_move)] = HASH_ORDER
        return list(map(moves.__getitem__, sorted(range(len(moves)), key=keys.__getitem__, reverse=True)))

    def _reward(self, m, depth, ply):
        """A quiet move caused a cutoff: remember it as a killer and raise its history."""
        killers = self.killers[ply]
        if killers[0] != m:
            killers[1] = killers[0]
            killers[0] = m
        history = self.history
        value = history.get(m, 0) + depth * depth
        if value >= HISTORY_LIMIT:  # halved; scores that reach 0 go (history holds positive ones)
            self.history = history = {k: v // 2 for k, v in history.items() if v > 1}
            value //= 2
        history[m] = value

    def _quiesce(self, alpha, beta, ply, in_check, e, qply):
        """Captures only (all evasions when in check, for the first few plies), with stand-pat."""
        self.nodes += 1
        if self.nodes >= self._poll_at:
            self._poll()
        if ply > self.seldepth:
            self.seldepth = ply
        b = self.board
        game = self.game
        margin = game.QUIESCENCE_MARGIN
        if in_check and qply < QUIESCENCE_CHECK_PLIES and ply < MAX_PLY:
            moves = b.legal_codes()
            if not moves:
                return -MATE + ply
            stand = None
            best = -MATE + ply
            candidates = [(0, m) for m in self._order(b, moves, 0, ply)]
        else:
            rough = (e if b.turn == 0 else -e) - LAZY_MARGIN
            if rough >= beta:  # so far ahead on material that the rest of the evaluation cannot matter
                return rough
            key = b.key
            stand = best = self.evals.get(key)
            if stand is None:
                stand = best = self._static_eval(b, key, e)
            if stand >= beta or ply >= MAX_PLY:
                return stand
            moves = b.capture_codes()
            if not moves:
                return stand if b.has_legal_moves() else -MATE + ply
            if stand > alpha:
                alpha = stand
            candidates = adapter.captures(game, b, moves, alpha - stand - margin)
        delta, make, unmake, is_check = game.delta, b.make_code, b.unmake_code, b.is_check
        checks = qply + 1 < QUIESCENCE_CHECK_PLIES  # else the reply ignores a check
        for gain, m in candidates:
            if stand is not None and stand + gain + margin <= alpha:
                break
            d = delta(b, m)
            make(m)
            score = -self._quiesce(-beta, -alpha, ply + 1, checks and is_check(), e + d, qply + 1)
            unmake()
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        break
        return best
