"""The xiangqi board: position, legal move generation, make/unmake, and the rules that end a game.

Move codes (see :mod:`kiban.core.board`) are ``to | from << 7``. Besides the piece code on every
point, make/unmake keep the points of each piece code (piece lists, so that generation, attack tests
and the evaluation visit only the pieces there are) and the occupied points as bits (see
:mod:`kiban.xiangqi.tables`): a chariot's or cannon's moves along a rank or file are read from a table
indexed by that line's occupancy, a horse's or elephant's by its blocked legs or eyes, and whether
pieces stand between two points of a line is one mask test.

Legality is decided without trying most moves: once per position the enemy chariots, cannons, horses,
soldiers and general are looked at from the own general for checks, pinned pieces and "hollow cannon"
points (empty points between the general and an enemy cannon with nothing in between, where any
piece would become the cannon's screen). Only general moves, moves of pinned pieces, and in check
the moves that reach a checker, a point between or a horse leg (or leave a cannon's screen) are
tested; a move onto a hollow point is dropped.
"""

from kiban.core.board import BaseBoard
from kiban.core.zobrist import zobrist_table
from kiban.errors import InvalidPositionError, KibanError
from kiban.messages import Message
from kiban.outcome import Outcome, Termination
from kiban.xiangqi import fen as fen_format
from kiban.xiangqi.move import Move
from kiban.xiangqi.repetition import PerpetualRule, adjudicate_repetition
from kiban.xiangqi.tables import (ADVISOR_CODES, BETWEEN, BETWEEN_MASK, BIT, ELEPHANT_EYE_MASK, ELEPHANT_STEPS,
                                  FILE_LINES, FILE_SHIFT, GENERAL_CODES, HORSE_JUMPS, HORSE_LEG, HORSE_LEG_MASK,
                                  RANK_LINES, RANK_SHIFT, SOLDIER_ATTACKERS, SOLDIER_CODES, file_line, rank_line)
from kiban.xiangqi.types import (ADVISOR, CANNON, CHARIOT, COLOR_NAMES, ELEPHANT, GENERAL, HORSE, SOLDIER,
                                 MoveLimit, Piece)

_OWN = (tuple(1 <= c <= 7 for c in range(16)), tuple(c >= 9 for c in range(16)))
_ALL, _CAPTURES, _QUIETS = range(3)  # which moves to generate
# _TARGETS[mode][color][code]: whether a piece of ``color`` may move onto a point holding ``code``
_EMPTY = tuple(c == 0 for c in range(16))
_TARGETS = (tuple(tuple(not own for own in _OWN[c]) for c in (0, 1)), (_OWN[1], _OWN[0]), (_EMPTY, _EMPTY))
# Per side: the codes of the pieces that attack along an open line (the generals face each other), and
# the sliders with the index of their targets in a line entry (a cannon captures beyond a screen)
_LINE_ATTACKERS = ((CHARIOT, GENERAL), (CHARIOT | 8, GENERAL | 8))
_SLIDERS = (((1, CHARIOT), (2, CANNON)), ((1, CHARIOT | 8), (2, CANNON | 8)))
# The piece codes of each side other than the general, in the order their moves are generated
_MOVERS = tuple(tuple(kind | color << 3 for kind in (CHARIOT, CANNON, HORSE, SOLDIER, ELEPHANT, ADVISOR))
                for color in (0, 1))
_ATTACKERS = frozenset((HORSE, CHARIOT, CANNON, SOLDIER))  # the kinds that can still mate
_ZP = zobrist_table(0x71A5, 16, 90)


def _near(k):
    """For each point, 1 when a move from or to it might give check to a general on ``k``: the
    points of its rank and file (lines, cannon screens, soldiers, the generals facing), its four
    diagonal neighbours (horse legs) and the points a horse attacks it from."""
    rank, column = divmod(k, 9)
    near = bytearray(90)
    for s in range(90):
        r, c = divmod(s, 9)
        near[s] = r == rank or c == column or (abs(r - rank), abs(c - column)) in ((1, 1), (1, 2), (2, 1))
    return bytes(near)


_NEAR = [_near(k) for k in range(90)]
_ZTURN = zobrist_table(0x3C19, 1)[0]


def _alone(code, square):
    """Piece lists (see :meth:`Board._append_moves`) holding only the piece ``code`` on ``square``."""
    pieces = [()] * 16
    pieces[code] = (square,)
    return pieces


class Board(BaseBoard):
    """A xiangqi position with its game record. ``Board()`` is the start, ``Board(fen)`` any position.

    ``move_limit`` picks the :class:`MoveLimit` (default: the document's 25 moves each without a
    capture or soldier advance); ``perpetual_rule`` picks how perpetual check and chase are judged
    (:class:`PerpetualRule`, default: at the third repetition, as in Asian rules). ``strict=False``
    also accepts composed positions a game cannot reach (more pieces than a set holds, advisors,
    elephants and soldiers off their points; see :mod:`kiban.xiangqi.fen`).
    """

    _GAME = "xiangqi"
    _COLOR_NAMES = COLOR_NAMES
    _ZTURN = _ZTURN

    def __init__(self, fen: str = None, move_limit: MoveLimit = MoveLimit.DOCUMENT,
                 perpetual_rule: PerpetualRule = PerpetualRule.ASIAN, strict: bool = True):
        if not isinstance(move_limit, MoveLimit):
            raise KibanError(Message("not-a-rule", name="move_limit", kind="MoveLimit",
                                     value=repr(move_limit)))
        if not isinstance(perpetual_rule, PerpetualRule):
            raise KibanError(Message("not-a-rule", name="perpetual_rule", kind="PerpetualRule",
                                     value=repr(perpetual_rule)))
        codes, turn, counter, move_number = fen_format.parse_fen(
            fen_format.START_FEN if fen is None else fen, strict)
        self._sq = codes
        self._turn = turn
        self._kings = [codes.index(GENERAL), codes.index(GENERAL | 8)]
        self._counts = [codes.count(code) if code else 0 for code in range(16)]
        self._pieces = [[s for s, c in enumerate(codes) if c == code] if code else [] for code in range(16)]
        self._occ = sum(BIT[s] for s, c in enumerate(codes) if c)
        self._no_check = False  # True when the last move made is known to give no check
        self._clock = counter
        self._undo = []
        self._first_mover = turn
        self._start_move_number = move_number
        self._move_limit = move_limit
        self._perpetual_rule = perpetual_rule
        self._soldier_counts = move_limit.soldier_advance_counts
        self._key = self._compute_key()
        if self.is_attacked_by(turn, self._kings[turn ^ 1]):
            raise InvalidPositionError(Message("opponent-in-check", side=COLOR_NAMES[turn ^ 1],
                                               mover=COLOR_NAMES[turn]))
        self._init_history()

    # ----- reading the position -------------------------------------------------------------------

    @property
    def move_limit(self) -> MoveLimit:
        """The move-limit rule this game is played under (chosen when the board is made)."""
        return self._move_limit

    @property
    def perpetual_rule(self) -> PerpetualRule:
        """How perpetual check and chase are judged in this game (chosen when the board is made)."""
        return self._perpetual_rule

    @property
    def halfmove_clock(self) -> int:
        """Plies played since the last capture (or soldier advance, when the move limit counts it):
        the FEN's fifth field, which draws the game when it reaches ``move_limit.plies``."""
        return self._clock

    def piece_at(self, square: int):
        """The :class:`Piece` on a point, or None."""
        code = self._sq[square]
        return Piece(code & 7, code >> 3) if code else None

    def piece_squares(self, code: int) -> list:
        """The points of the pieces of piece ``code`` (see :mod:`kiban.core.board`). This is the board's
        own list, kept up to date as moves are made: read it, never change it."""
        return self._pieces[code]

    def mobility(self, chariot_weight: int, horse_weight: int) -> int:
        """Red's mobility minus black's: ``chariot_weight`` for each point a chariot reaches (along its
        rank and file the empty points up to the first piece each way, that piece included) and
        ``horse_weight`` for each jump of a horse whose leg is free (wherever it lands)."""
        occ = self._occ
        pieces = self._pieces
        score = 0
        for code, weight in ((CHARIOT, chariot_weight), (CHARIOT | 8, -chariot_weight)):
            for s in pieces[code]:
                bits = occ >> RANK_SHIFT[s] & 511
                reach = (RANK_LINES[s][bits] or rank_line(s, bits))[3]
                bits = occ >> FILE_SHIFT[s] & 1023
                score += weight * (reach + (FILE_LINES[s][bits] or file_line(s, bits))[3])
        for code, weight in ((HORSE, horse_weight), (HORSE | 8, -horse_weight)):
            for s in pieces[code]:
                score += weight * len(HORSE_JUMPS[s][occ & HORSE_LEG_MASK[s]])
        return score

    def fen(self) -> str:
        """The position as FEN; the fifth field counts the plies towards the move limit."""
        side = "w" if self._turn == 0 else "b"
        return f"{fen_format.board_fen(self._sq)} {side} - - {self._clock} {self._move_number()}"

    def push_uci(self, uci: str) -> Move:
        """Parse an ICCS / UCI move like 'h2e2', play it if legal, and return it (errors leave the board
        unchanged)."""
        move = Move.from_uci(uci)
        self.push(move)
        return move

    def wxf(self, move: Move) -> str:
        """The legal ``move`` in WXF notation, e.g. 'C2=5', 'H8+7', 'R+=3'."""
        from kiban.xiangqi.wxf import write_wxf
        return write_wxf(self, move)

    def parse_wxf(self, text: str) -> Move:
        """The legal move a WXF text names ('.' or '=' for sideways; E/B, H/N accepted)."""
        from kiban.xiangqi.wxf import parse_wxf
        return parse_wxf(self, text)

    def coord(self, move: Move) -> str:
        """A ``move`` in the document's coordinates, e.g. 'b2-e3' (ranks 1-10 from red's side)."""
        from kiban.xiangqi.wxf import write_coord
        return write_coord(self, move)

    def parse_coord(self, text: str) -> Move:
        """The legal move a coordinate text like 'b2-e3' (or 'b2xe3') names."""
        from kiban.xiangqi.wxf import parse_coord
        return parse_coord(self, text)

    def __str__(self):
        rows = []
        for rank in range(9, -1, -1):
            cells = (Piece(c & 7, c >> 3).symbol() if c else "." for c in self._sq[rank * 9:rank * 9 + 9])
            rows.append(" ".join(cells))
        return "\n".join(rows)

    # ----- BaseBoard hooks -----------------------------------------------------------------------

    def _position_text(self):
        return self.fen()

    def _move_number(self):
        return self._start_move_number + (len(self._undo) + self._first_mover) // 2

    def _why_illegal(self, move):
        from kiban.xiangqi.explain import why_illegal
        return why_illegal(self, move)

    @staticmethod
    def _notation(move):
        return move.uci()

    @staticmethod
    def move_of(m) -> Move:
        """The Move a xiangqi move code stands for."""
        return Move(m >> 7, m & 127)

    @staticmethod
    def code_of(move):
        """The code of a xiangqi Move between two points, or None for anything else."""
        if not isinstance(move, Move) or move.promotion or move.drop is not None:
            return None
        frm, to = move.from_square, move.to_square
        if type(frm) is not int or type(to) is not int or not (0 <= frm < 90 and 0 <= to < 90):
            return None
        return to | frm << 7

    def _compute_key(self):
        key = _ZTURN if self._turn else 0
        for s, code in enumerate(self._sq):
            if code:
                key ^= _ZP[code][s]
        return key

    # ----- make / unmake -------------------------------------------------------------------------

    def make_code(self, m):
        """Play a legal move code (see :mod:`kiban.core.board`): position, key and clock only."""
        sq = self._sq
        to = m & 127
        frm = m >> 7
        code = sq[frm]
        captured = sq[to]
        occ = self._occ
        squares = self._pieces[code]
        squares[squares.index(frm)] = to
        sq[frm] = 0
        sq[to] = code
        zp = _ZP[code]
        key = self._key ^ zp[frm] ^ zp[to] ^ _ZTURN
        kind = code & 7
        if captured:
            victims = self._pieces[captured]
            index = victims.index(to)
            del victims[index]
            self._undo.append((m, captured, self._key, self._clock, occ, index))
            key ^= _ZP[captured][to]
            self._counts[captured] -= 1
            self._clock = 0
            self._occ = occ ^ BIT[frm]
        else:
            self._undo.append((m, 0, self._key, self._clock, occ, 0))
            if kind == SOLDIER and self._soldier_counts and to // 9 != frm // 9:
                self._clock = 0
            else:
                self._clock += 1
            self._occ = occ ^ BIT[frm] ^ BIT[to]
        if kind == GENERAL:
            self._kings[code >> 3] = to
        self._key = key
        self._turn ^= 1
        # The enemy general was not in check: a move far from it (see _near) cannot check it now.
        near = _NEAR[self._kings[self._turn]]
        self._no_check = not (near[frm] or near[to])

    def may_give_check(self, m):
        """Whether move code ``m`` might give check (see BaseBoard): it leaves or reaches a point
        on the enemy general's rank or file, next to it diagonally or a horse's jump away."""
        near = _NEAR[self._kings[self._turn ^ 1]]
        return near[m >> 7] or near[m & 127]

    def unmake_code(self):
        """Take back the last move made, position, key and clock only."""
        m, captured, self._key, self._clock, self._occ, index = self._undo.pop()
        self._turn ^= 1
        self._no_check = False
        sq = self._sq
        to = m & 127
        frm = m >> 7
        code = sq[to]
        sq[frm] = code
        sq[to] = captured
        squares = self._pieces[code]
        squares[squares.index(to)] = frm
        if captured:
            self._pieces[captured].insert(index, to)
            self._counts[captured] += 1
        if code & 7 == GENERAL:
            self._kings[code >> 3] = frm

    def copy(self, record: bool = True):
        """An independent copy (see :meth:`BaseBoard.copy`), with its own piece lists."""
        board = super().copy(record)
        board._pieces = [list(squares) for squares in self._pieces]
        return board

    # ----- attacks -------------------------------------------------------------------------------

    def is_attacked_by(self, color, square):
        """Whether a general standing on ``square`` would be attacked by ``color``: by a chariot, cannon,
        horse or soldier, or by the other general along an open line (the generals may not face each
        other). Advisors and elephants never reach the other general, so they are not looked at."""
        return self._attacked(color, square, self._occ)

    def is_check(self):
        """Whether the side to move is in check (known at once after a move that could not check)."""
        if self._no_check:
            return False
        us = self._turn
        return self._attacked(us ^ 1, self._kings[us], self._occ)

    def null_move(self):
        """Pass (see BaseBoard.null_move)."""
        super().null_move()
        self._no_check = False

    def _attacked(self, color, square, occ):
        """:meth:`is_attacked_by` with the lines read from the occupancy bits ``occ`` (see
        :mod:`kiban.xiangqi.tables`), which may differ from the board's to try a move."""
        sq = self._sq
        pieces = self._pieces
        them = color << 3
        for code in _LINE_ATTACKERS[color]:
            for s in pieces[code]:
                mask = BETWEEN_MASK[s][square]
                if mask is not None and not occ & mask and sq[s] == code:
                    return True
        code = CANNON | them
        for s in pieces[code]:
            mask = BETWEEN_MASK[s][square]
            if mask is not None:
                mask &= occ
                if mask and not mask & (mask - 1) and sq[s] == code:
                    return True
        code = HORSE | them
        for s in pieces[code]:
            leg = HORSE_LEG[s][square]
            if leg is not None and not sq[leg] and sq[s] == code:
                return True
        code = SOLDIER | them
        for s in SOLDIER_ATTACKERS[color][square]:
            if sq[s] == code:
                return True
        return False

    def _threats(self, k, us):
        """``(in_check, pinned, hollow, targets, screens)`` for the general of ``us`` on ``k``: whether
        it is attacked; the points of own pieces whose leaving could expose it; the empty points where
        a piece would become the screen of an enemy cannon aimed at it; and, in check, the points a
        move other than the general's must reach (checkers, points between, horse legs) or the cannon
        screens it may leave to possibly parry the check."""
        sq = self._sq
        pieces = self._pieces
        occ = self._occ
        them = (us ^ 1) << 3
        own = _OWN[us]
        check = False
        pinned = hollow = targets = screens = ()
        for code in _LINE_ATTACKERS[us ^ 1]:
            for s in pieces[code]:
                mask = BETWEEN_MASK[k][s]
                if mask is not None:
                    mask &= occ
                    if not mask:
                        check = True
                        targets += BETWEEN[k][s] + (s,)
                    elif not mask & (mask - 1) and own[sq[mask.bit_length() - 1]]:
                        pinned += (mask.bit_length() - 1,)
        for s in pieces[CANNON | them]:
            mask = BETWEEN_MASK[k][s]
            if mask is not None:
                mask &= occ
                if not mask:
                    hollow += BETWEEN[k][s]
                    continue
                low = mask & -mask
                mask ^= low
                if not mask:
                    check = True
                    targets += BETWEEN[k][s] + (s,)
                    screens += (low.bit_length() - 1,)
                elif not mask & (mask - 1):  # two screens: each own one is pinned
                    pinned += tuple(p for p in (low.bit_length() - 1, mask.bit_length() - 1) if own[sq[p]])
        horse = HORSE | them
        for h in self._pieces[horse]:
            leg = HORSE_LEG[h][k]
            if leg is not None:
                c = sq[leg]
                if not c:
                    check = True
                    targets += (h, leg)
                elif own[c]:
                    pinned += (leg,)
        soldier = SOLDIER | them
        for f in SOLDIER_ATTACKERS[us ^ 1][k]:
            if sq[f] == soldier:
                check = True
                targets += (f,)
        return check, pinned, hollow, targets, screens

    def keeps_general_safe(self, m):
        """Whether move code ``m`` leaves the mover's general unattacked, whichever side is to move
        (tried on the board, then undone)."""
        sq = self._sq
        frm, to = m >> 7, m & 127
        code, captured = sq[frm], sq[to]
        sq[frm], sq[to] = 0, code
        us = code >> 3
        occ = self._occ & ~BIT[frm] | BIT[to]
        safe = not self._attacked(us ^ 1, to if code & 7 == GENERAL else self._kings[us], occ)
        sq[frm], sq[to] = code, captured
        return safe

    # ----- move generation -----------------------------------------------------------------------

    def movement_codes(self, square):
        """The codes of the moves the piece on ``square`` can make by its movement rules, whichever
        side is to move: to every point not held by its own side (see :meth:`keeps_general_safe`)."""
        out = []
        code = self._sq[square]
        if code & 7 == GENERAL:
            target = _TARGETS[_ALL][code >> 3]
            out = [m for to, m in GENERAL_CODES[square] if target[self._sq[to]]]
        elif code:
            self._append_moves(_alone(code, square), code >> 3, _ALL, out)
        return out

    def _append_moves(self, pieces, color, mode, out):
        """Append the moves of ``color``'s pieces other than the general by their movement rules:
        ``pieces[code]`` lists the points of the pieces of each code to move (the board's piece lists,
        or one piece). ``mode`` picks the targets: every point not held by an own piece, the enemy
        pieces only, or the empty points only. The general's safety is not looked at (this is the
        engine's innermost work: the piece kinds inline, the sliders' moves read from line tables)."""
        sq = self._sq
        occ = self._occ
        enemy = _OWN[color ^ 1]
        target = _TARGETS[mode][color]
        mine = color << 3
        for hits, code in _SLIDERS[color]:
            for s in pieces[code]:
                bits = occ >> RANK_SHIFT[s] & 511
                rank = RANK_LINES[s][bits] or rank_line(s, bits)
                bits = occ >> FILE_SHIFT[s] & 1023
                line = FILE_LINES[s][bits] or file_line(s, bits)
                if mode != _CAPTURES:
                    out += rank[0]
                    out += line[0]
                if mode != _QUIETS:
                    base = s << 7
                    for t in rank[hits] + line[hits]:
                        if enemy[sq[t]]:
                            out.append(base | t)
        for s in pieces[HORSE | mine]:
            for to, m in HORSE_JUMPS[s][occ & HORSE_LEG_MASK[s]]:
                if target[sq[to]]:
                    out.append(m)
        soldier_codes = SOLDIER_CODES[color]
        for s in pieces[SOLDIER | mine]:
            for to, m in soldier_codes[s]:
                if target[sq[to]]:
                    out.append(m)
        for s in pieces[ELEPHANT | mine]:
            for to, m in ELEPHANT_STEPS[s][occ & ELEPHANT_EYE_MASK[s]]:
                if target[sq[to]]:
                    out.append(m)
        for s in pieces[ADVISOR | mine]:
            for to, m in ADVISOR_CODES[s]:
                if target[sq[to]]:
                    out.append(m)

    def _append_general_moves(self, k, color, mode, out):
        """Append the legal moves of ``color``'s general on ``k`` (``mode`` as in :meth:`_append_moves`)."""
        sq = self._sq
        target = _TARGETS[mode][color]
        occ = self._occ ^ BIT[k]
        attacked = self._attacked
        for to, m in GENERAL_CODES[k]:
            if target[sq[to]] and not attacked(color ^ 1, to, occ):
                out.append(m)

    def legal_codes(self):
        """The codes of all legal moves of the side to move."""
        return self._generate(_ALL)

    def capture_codes(self):
        """The codes of the legal captures of the side to move."""
        return self._generate(_CAPTURES)

    def quiet_codes(self):
        """The codes of the legal moves of the side to move that capture nothing."""
        return self._generate(_QUIETS)

    def _generate(self, mode):
        """The legal moves, only the captures or only the quiet moves (``mode``): the moves of the
        pieces by their movement rules, of which those of pinned pieces (and all, in check, that
        reach a point that may parry it) are tried on the board, and those onto a hollow cannon point
        dropped (not looked for when no piece but the general has a move of the kind); then the
        general's moves (see the module docstring)."""
        us = self._turn
        k = self._kings[us]
        out = []
        self._append_moves(self._pieces, us, mode, out)
        if not out:  # only the general may move, and it is tested point by point
            self._append_general_moves(k, us, mode, out)
            return out
        check, pinned, hollow, targets, screens = self._threats(k, us)
        if check:
            safe = self.keeps_general_safe
            out = [m for m in out if (m & 127 in targets or m >> 7 in screens) and safe(m)]
        else:
            if pinned:
                safe = self.keeps_general_safe
                out = [m for m in out if m >> 7 not in pinned or safe(m)]
            if hollow and mode != _CAPTURES:  # a capture never lands on an empty point
                out = [m for m in out if m & 127 not in hollow]
        self._append_general_moves(k, us, mode, out)
        return out

    def has_legal_moves(self):
        """Whether the side to move has a legal move: out of check, a move of a piece other than the
        general between two points away from its general (see :func:`_near`: off its rank and file,
        not a horse leg next to it) settles it, as such a move opens no line to the general and
        closes none, so no check or pin needs looking for; else the moves are generated."""
        us = self._turn
        if not self.is_check():
            near = _NEAR[self._kings[us]]
            for code in _MOVERS[us]:
                for s in self._pieces[code]:
                    if not near[s]:
                        moves = []
                        self._append_moves(_alone(code, s), us, _ALL, moves)
                        for m in moves:
                            if not near[m & 127]:
                                return True
        return bool(self._generate(_ALL))

    def _count_legal(self):
        return len(self._generate(_ALL))

    # ----- rules that end the game ---------------------------------------------------------------

    def _rule_outcome(self):
        outcome = adjudicate_repetition(self)
        if outcome is not None:
            return outcome
        if not any(code & 7 in _ATTACKERS for code in self._sq):
            return Outcome(Termination.INSUFFICIENT_MATERIAL, None,
                           Message("insufficient-material"))
        if self._clock >= self.move_limit.plies:
            code = "move-limit-soldier" if self._soldier_counts else "move-limit"
            return Outcome(Termination.MOVE_LIMIT, None,
                           Message(code, n=self.move_limit.plies // 2))
        return None
