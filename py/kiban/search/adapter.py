"""What the two game adapters share: building their piece-square tables, and move-ordering keys
and quiescence order for captures and promotions, computed from the tables each adapter provides.
(The search tests "captures or promotes" inline: ``sq[m & 127] or m & PROMOTE``.)

Both boards encode a move as ``to | from << 7 [| promote bit]`` and a shogi drop as a from-square of
100 or more (see :mod:`kiban.core.board`); a drop never lands on a piece, so it is never a capture.
Adapter tables, indexed by piece code: ``VICTIM`` (value of the piece), ``GAIN`` (material won by
capturing it), ``ATTACKER_RANK`` (the cheaper the capturing piece, the lower), ``PROMOTION_GAIN``;
and ``PROMOTE``, the promotion bit of a move code (0 when the game has no promotion), its highest
bit: a list of codes holds a promotion exactly when its largest code reaches ``PROMOTE``.
"""

from itertools import repeat

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


def quiet_order_values(game, board, moves, history):
    """Ordering keys for ``moves`` that capture nothing, as :func:`order_values` gives them: the
    promotions first, then by ``history``. Looked up in C but for the promotions, since the search
    orders many quiet moves and tries few."""
    keys = list(map(history.get, moves, repeat(0)))
    promote = game.PROMOTE
    if promote and moves and max(moves) >= promote:
        sq = board.squares
        promotion_gain = game.PROMOTION_GAIN
        for i, m in enumerate(moves):
            if m & promote:
                keys[i] = ORDER_PROMOTE + promotion_gain[sq[m >> 7 & 127]]
    return keys


def captures(game, board, moves):
    """The capture codes ``moves`` worth trying in quiescence, best first, as ``(material gain, move)``.
    A capture by a more valuable piece of a defended piece is left out (a cheap exchange test)."""
    sq = board.squares
    them = board.turn ^ 1
    attacked = board.is_attacked_by
    victim, gain, promote, promotion_gain = game.VICTIM, game.GAIN, game.PROMOTE, game.PROMOTION_GAIN
    out = []
    for m in moves:
        to = m & 127
        captured = sq[to]
        mover = sq[m >> 7 & 127]
        if victim[captured] < victim[mover] and attacked(them, to):
            continue
        out.append((gain[captured] + promotion_gain[mover] if m & promote else gain[captured], m))
    out.sort(reverse=True)
    return out
