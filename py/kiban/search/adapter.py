"""What the two game adapters share: building their piece-square tables, move-ordering keys and
quiescence order for captures and promotions, and the order of quiet moves (killers, then the
history: ``quiet_order``), computed from the tables each adapter provides.
(The search tests "captures or promotes" inline: ``sq[m & 127] or m & PROMOTE``.)

Both boards encode a move as ``to | from << 7 [| promote bit]`` and a shogi drop as a from-square of
100 or more (see :mod:`kiban.core.board`); a drop never lands on a piece, so it is never a capture.
Adapter tables, indexed by piece code: ``VICTIM`` (value of the piece), ``GAIN`` (material won by
capturing it), ``ATTACKER_RANK`` (the cheaper the capturing piece, the lower), ``PROMOTION_GAIN``;
and ``PROMOTE``, the promotion bit of a move code (0 when the game has no promotion), its highest
bit: a list of codes holds a promotion exactly when its largest code reaches ``PROMOTE``.
"""

from bisect import bisect_left

ORDER_CAPTURE = 1 << 24    # a capture: this + 16 * victim value - attacker rank
ORDER_PROMOTE = 1 << 23    # a quiet promotion: this + its gain


def square_table(values, shift, squares, bonus):
    """``table[code][s]``: the signed value (first player positive) of piece type ``t`` of either color
    (``code = t | color << shift``) on square s: ``values[t] + bonus(t, color, s)``."""
    table = [[0] * squares for _ in range(2 << shift)]
    for t, value in values.items():
        for color in (0, 1):
            sign = 1 if color == 0 else -1
            table[t | color << shift] = [sign * (value + bonus(t, color, s)) for s in range(squares)]
    return table


def order_values(game, board, moves, history):
    """Ordering keys for ``moves``: captures by victim then attacker, then promotions, else the
    move's ``history`` score (a dict of move codes)."""
    sq = board.squares
    victim, attacker, promote, promotion_gain = game.VICTIM, game.ATTACKER_RANK, game.PROMOTE, game.PROMOTION_GAIN
    past = history.get
    out = []
    append = out.append
    for m in moves:
        captured = sq[m & 127]
        if captured:
            append(ORDER_CAPTURE + 16 * victim[captured] - attacker[sq[m >> 7 & 127]])
        elif m & promote:
            append(ORDER_PROMOTE + promotion_gain[sq[m >> 7 & 127]])
        else:
            append(past(m, 0))
    return out


def quiet_order(game, board, moves, history, killers):
    """``moves`` (none of them a capture) in search order: the promotions by gain, then the
    ``killers`` among the others, then the moves with a ``history`` score by that score, then the
    rest as generated; ties keep the generation order. This is the order of a stable sort by
    :func:`order_values` with the killers raised to ``KILLER_ORDER``, found without a Python step
    per move (the search orders many quiet moves and tries few; under Pyodide even a C loop calling
    a method per move costs as much as a Python one). ``history`` holds only positive scores."""
    promote = game.PROMOTE
    index = moves.index
    head = []
    rest = moves
    if promote and max(moves) >= promote:
        sq = board.squares
        promotion_gain = game.PROMOTION_GAIN
        ordered = sorted(moves)
        promotions = ordered[bisect_left(ordered, promote):]
        rest = moves[:]
        for m in promotions:
            rest.remove(m)
        head = sorted(promotions, key=lambda m: (-promotion_gain[sq[m >> 7 & 127]], index(m)))
    chosen = [k for k in killers if k and not k & promote and k in rest]
    if len(chosen) == 2 and rest.index(chosen[0]) > rest.index(chosen[1]):
        chosen.reverse()  # equal keys: in the order generated
    ranked = history.keys() & rest
    ranked.difference_update(chosen)
    if not ranked and not chosen:
        return head + rest if head else rest
    tail = rest[:] if rest is moves else rest
    for m in ranked:
        tail.remove(m)
    for m in chosen:
        tail.remove(m)
    head += chosen
    head += sorted(ranked, key=lambda m: (-history[m], index(m)))
    head += tail
    return head


def captures(game, board, moves, floor):
    """The capture codes ``moves`` worth trying in quiescence, best first, as ``(material gain, move)``.
    A capture gaining ``floor`` or less is left out (quiescence would prune it: its bound only
    rises), and so is a capture by a more valuable piece of a defended piece (a cheap exchange
    test, made only for the captures that gain enough)."""
    sq = board.squares
    them = board.turn ^ 1
    attacked = board.is_attacked_by
    victim, gains, promote, promotion_gain = game.VICTIM, game.GAIN, game.PROMOTE, game.PROMOTION_GAIN
    out = []
    for m in moves:
        to = m & 127
        captured = sq[to]
        mover = sq[m >> 7 & 127]
        gain = gains[captured] + promotion_gain[mover] if m & promote else gains[captured]
        if gain <= floor or victim[captured] < victim[mover] and attacked(them, to):
            continue
        out.append((gain, m))
    out.sort(reverse=True)
    return out
