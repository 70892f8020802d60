"""The xiangqi board: position, legal move generation, make/unmake, and the rules that end a game.

Move codes (see :mod:`kiban.core.board`) are ``to | from << 7``. Legality is decided without trying
most moves: once per position the general's four lines and four horse-leg points are scanned for
checks, pinned pieces and "hollow cannon" points (empty points between the general and an enemy
cannon with nothing in between, where any piece would become the cannon's screen). Only general
moves, moves of pinned pieces, moves onto such points, and every move when in check are tried on the
board.
"""

from kiban.core.board import BaseBoard
from kiban.core.zobrist import zobrist_table
from kiban.errors import InvalidPositionError, KibanError
from kiban.i18n import _
from kiban.outcome import Outcome, Termination
from kiban.xiangqi import fen as fen_format
from kiban.xiangqi.move import Move
from kiban.xiangqi.repetition import PerpetualRule, adjudicate_repetition
from kiban.xiangqi.tables import (ADVISOR_MOVES, ELEPHANT_MOVES, GENERAL_MOVES, HORSE_ATTACKERS, HORSE_MOVES,
                                  RAYS, SOLDIER_ATTACKERS, SOLDIER_MOVES)
from kiban.xiangqi.types import (ADVISOR, CANNON, CHARIOT, COLOR_NAMES, ELEPHANT, GENERAL, HORSE, SOLDIER,
                                 MoveLimit, Piece)

_OWN = (tuple(1 <= c <= 7 for c in range(16)), tuple(c >= 9 for c in range(16)))
# _TARGETS[captures][color][code]: whether a piece of ``color`` may move onto a point holding ``code``
_TARGETS = (tuple(tuple(not own for own in _OWN[c]) for c in (0, 1)), (_OWN[1], _OWN[0]))
_ATTACKERS = frozenset((HORSE, CHARIOT, CANNON, SOLDIER))  # the kinds that can still mate
_ZP = zobrist_table(0x71A5, 16, 90)
_ZTURN = zobrist_table(0x3C19, 1)[0]


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
            raise KibanError(f"move_limit must be a MoveLimit, not {move_limit!r}")
        if not isinstance(perpetual_rule, PerpetualRule):
            raise KibanError(f"perpetual_rule must be a PerpetualRule, not {perpetual_rule!r}")
        codes, turn, counter, move_number = fen_format.parse_fen(
            fen_format.START_FEN if fen is None else fen, strict)
        self._sq = codes
        self._turn = turn
        self._kings = [codes.index(GENERAL), codes.index(GENERAL | 8)]
        self._clock = counter
        self._undo = []
        self._first_mover = turn
        self._start_move_number = move_number
        self._move_limit = move_limit
        self._perpetual_rule = perpetual_rule
        self._soldier_counts = move_limit.soldier_advance_counts
        self._key = self._compute_key()
        if self.is_attacked_by(turn, self._kings[turn ^ 1]):
            raise InvalidPositionError(f"{COLOR_NAMES[turn ^ 1]} is in check but it is {COLOR_NAMES[turn]}'s move")
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
        us = self._turn
        key = self._key
        self._undo.append((m, captured, key, self._clock))
        key ^= _ZP[code][frm] ^ _ZP[code][to] ^ _ZTURN
        sq[frm] = 0
        sq[to] = code
        kind = code & 7
        if captured:
            key ^= _ZP[captured][to]
            self._clock = 0
        elif kind == SOLDIER and self._soldier_counts and to // 9 != frm // 9:
            self._clock = 0
        else:
            self._clock += 1
        if kind == GENERAL:
            self._kings[us] = to
        self._key = key
        self._turn = us ^ 1

    def unmake_code(self):
        """Take back the last move made, position, key and clock only."""
        m, captured, self._key, self._clock = self._undo.pop()
        us = self._turn ^ 1
        self._turn = us
        sq = self._sq
        to = m & 127
        frm = m >> 7
        code = sq[to]
        sq[frm] = code
        sq[to] = captured
        if code & 7 == GENERAL:
            self._kings[us] = frm

    # ----- attacks -------------------------------------------------------------------------------

    def is_attacked_by(self, color, square):
        """Whether a general standing on ``square`` would be attacked by ``color``: by a chariot, cannon,
        horse or soldier, or by the other general along an open file (the generals may not face each
        other). Advisors and elephants never reach the other general, so they are not looked at."""
        sq = self._sq
        them = color << 3
        chariot, cannon, general = CHARIOT | them, CANNON | them, GENERAL | them
        for ray in RAYS[square]:
            points = iter(ray)
            for t in points:
                c = sq[t]
                if c:
                    if c == chariot or c == general:
                        return True
                    for t2 in points:
                        c = sq[t2]
                        if c:
                            if c == cannon:
                                return True
                            break
                    break
        horse = HORSE | them
        for leg, h in HORSE_ATTACKERS[square]:
            if sq[h] == horse and not sq[leg]:
                return True
        soldier = SOLDIER | them
        for f in SOLDIER_ATTACKERS[color][square]:
            if sq[f] == soldier:
                return True
        return False

    def _threats(self, k, us):
        """``(in_check, pinned, hollow)`` for the general of ``us`` on ``k``: whether it is attacked,
        the points of own pieces whose leaving could expose it, and the empty points where a piece
        would become the screen of an enemy cannon aimed at it."""
        sq = self._sq
        them = (us ^ 1) << 3
        chariot, cannon, general = CHARIOT | them, CANNON | them, GENERAL | them
        own = _OWN[us]
        check = False
        pinned = []
        hollow = ()
        for ray in RAYS[k]:
            found = [t for t in ray if sq[t]]
            if not found:
                continue
            c1 = sq[found[0]]
            c2 = sq[found[1]] if len(found) > 1 else 0
            c3 = sq[found[2]] if len(found) > 2 else 0
            if c1 == chariot or c1 == general or c2 == cannon:
                check = True
            if c1 == cannon:
                hollow += ray[:ray.index(found[0])]
            if own[c1] and (c2 == chariot or c2 == general or c3 == cannon):
                pinned.append(found[0])
            if own[c2] and c3 == cannon:
                pinned.append(found[1])
        horse = HORSE | them
        for leg, h in HORSE_ATTACKERS[k]:
            if sq[h] == horse:
                c = sq[leg]
                if not c:
                    check = True
                elif own[c]:
                    pinned.append(leg)
        soldier = SOLDIER | them
        for f in SOLDIER_ATTACKERS[us ^ 1][k]:
            if sq[f] == soldier:
                check = True
        return check, pinned, hollow

    def keeps_general_safe(self, m):
        """Whether move code ``m`` leaves the mover's general unattacked, whichever side is to move
        (tried on the board, then undone)."""
        sq = self._sq
        frm, to = m >> 7, m & 127
        code, captured = sq[frm], sq[to]
        sq[frm], sq[to] = 0, code
        us = code >> 3
        safe = not self.is_attacked_by(us ^ 1, to if code & 7 == GENERAL else self._kings[us])
        sq[frm], sq[to] = code, captured
        return safe

    # ----- move generation -----------------------------------------------------------------------

    def movement_codes(self, square):
        """The codes of the moves the piece on ``square`` can make by its movement rules, whichever
        side is to move: to every point not held by its own side (see :meth:`keeps_general_safe`)."""
        out = []
        self._piece_moves(square, self._sq[square], out)
        return out

    def _piece_moves(self, s, code, out, captures=False):
        """Append the moves of the piece ``code`` on ``s`` by its movement rules, to every point not
        held by an own piece, or with ``captures`` only those onto an enemy piece (own general's
        safety not yet tested)."""
        sq = self._sq
        color = code >> 3
        target = _TARGETS[captures][color]
        kind = code & 7
        base = s << 7
        if kind == CHARIOT:
            for ray in RAYS[s]:
                for to in ray:
                    c = sq[to]
                    if c:
                        if target[c]:
                            out.append(base | to)
                        break
                    if not captures:
                        out.append(base | to)
        elif kind == CANNON:
            enemy = _OWN[color ^ 1]
            for ray in RAYS[s]:
                points = iter(ray)
                for to in points:
                    if sq[to]:
                        break  # the screen
                    if not captures:
                        out.append(base | to)
                for to in points:  # beyond the screen the first piece is the only target
                    if sq[to]:
                        if enemy[sq[to]]:
                            out.append(base | to)
                        break
        elif kind == HORSE:
            for leg, to in HORSE_MOVES[s]:
                if not sq[leg] and target[sq[to]]:
                    out.append(base | to)
        elif kind == SOLDIER:
            for to in SOLDIER_MOVES[color][s]:
                if target[sq[to]]:
                    out.append(base | to)
        elif kind == ELEPHANT:
            for eye, to in ELEPHANT_MOVES[s]:
                if not sq[eye] and target[sq[to]]:
                    out.append(base | to)
        else:
            for to in (ADVISOR_MOVES if kind == ADVISOR else GENERAL_MOVES)[s]:
                if target[sq[to]]:
                    out.append(base | to)

    def legal_codes(self):
        """The codes of all legal moves of the side to move."""
        return self._generate(False)

    def capture_codes(self):
        """The codes of the legal captures of the side to move."""
        return self._generate(True)

    def _generate(self, captures):
        """The legal moves, or only the captures; see the module docstring for how."""
        sq = self._sq
        us = self._turn
        own = _OWN[us]
        gen = self._piece_moves
        safe = self.keeps_general_safe
        k = self._kings[us]
        check, pinned, hollow = self._threats(k, us)
        out = []
        if check:
            for s, code in enumerate(sq):
                if own[code]:
                    gen(s, code, out, captures)
            return [m for m in out if safe(m)]
        for s, code in enumerate(sq):
            if not own[code]:
                continue
            if s == k or s in pinned:
                moves = []
                gen(s, code, moves, captures)
                out.extend([m for m in moves if safe(m)])
            elif hollow:
                moves = []
                gen(s, code, moves, captures)
                out.extend([m for m in moves if m & 127 not in hollow or safe(m)])
            else:
                gen(s, code, out, captures)
        return out

    def has_legal_moves(self):
        """Whether the side to move has a legal move: out of check, the first move of a piece other
        than the general and not pinned that is safe settles it; else the moves are generated."""
        us = self._turn
        k = self._kings[us]
        check, pinned, hollow = self._threats(k, us)
        if not check:
            own = _OWN[us]
            for s, code in enumerate(self._sq):
                if own[code] and s != k and s not in pinned:
                    moves = []
                    self._piece_moves(s, code, moves)
                    for m in moves:
                        if m & 127 not in hollow or self.keeps_general_safe(m):
                            return True
        return bool(self._generate(False))

    def _count_legal(self):
        return len(self._generate(False))

    # ----- rules that end the game ---------------------------------------------------------------

    def _rule_outcome(self):
        outcome = adjudicate_repetition(self)
        if outcome is not None:
            return outcome
        if not any(code & 7 in _ATTACKERS for code in self._sq):
            return Outcome(Termination.INSUFFICIENT_MATERIAL, None,
                           _("neither side has a chariot, horse, cannon or soldier left"))
        if self._clock >= self.move_limit.plies:
            sentence = (_("move limit: {n} moves by each side without a capture or a soldier "
                          "advancing") if self._soldier_counts
                        else _("move limit: {n} moves by each side without a capture"))
            return Outcome(Termination.MOVE_LIMIT, None, sentence.format(n=self.move_limit.plies // 2))
        return None
