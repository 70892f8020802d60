"""The shogi board: position, legal move generation, make/unmake, repetition and outcome.

Move codes (see :mod:`kiban.core.board`) are ``to | from << 7``, plus :data:`PROMOTE` for a
promotion; a drop has ``from = DROP + piece type``. Legality is decided without trying moves:
checkers and pins are found once per position, then each candidate move is filtered against them
(king moves test the target square directly).
"""

from bisect import insort
from itertools import compress
from operator import itemgetter

from kiban.core.board import BaseBoard
from kiban.core.zobrist import zobrist_table
from kiban.errors import InvalidPositionError
from kiban.messages import Message
from kiban.outcome import Outcome, Termination
from kiban.shogi import sfen as sfen_format
from kiban.shogi.move import Move
from kiban.shogi.tables import (ALL_SQUARES, BETWEEN, BIT, CHECK_SQUARES, DEAD, LINES, NO_KING, PROMOTE,
                                PROMOTES, RAY_ATTACKERS, RAY_MOVES, RAY_REACH, RAYS, REACH, SIZE, SLIDES,
                                STEP_ATTACKER_SQUARES, STEP_ATTACKERS, STEP_MOVES, STEP_REACH, STEPS,
                                ZONE_SQUARES)
from kiban.shogi.types import (BISHOP, COLOR_NAMES, DRAGON, GOLD, HAND_TYPES, HORSE, KING, KNIGHT, LANCE,
                               PAWN, ROOK, SILVER, SQUARES, Piece, unpromoted)
from kiban.shogi.variant import FILES, NAME, RANKS, REPETITION_WINNER

DROP = 100           # a drop's code has from = DROP + the dropped piece type
_OWN = (tuple(1 <= c <= 14 for c in range(32)), tuple(17 <= c <= 30 for c in range(32)))  # by color
# What a generation moves to (see Board._gen_board_moves): ANY square an own piece does not
# hold, CAPTURES of enemy pieces, QUIET moves to empty squares; TARGETS[kind][color][code]: whether
# it goes to a square holding ``code`` (0: empty).
ANY, CAPTURES, QUIET = range(3)
_TARGETS = (tuple(tuple(not own[c] for c in range(32)) for own in _OWN), _OWN[::-1],
            ((True,) + (False,) * 31,) * 2)
_HAND_OF = [unpromoted(code & 15) if code & 15 else 0 for code in range(32)]
_PAWN_DROPS = {}  # see _pawn_drop_squares
_EMPTY = bytes([1] + [0] * 255)  # bytes.translate table: 1 for an empty square, else 0
_DROP_CODES = [[s | (DROP + t) << 7 for s in SQUARES] for t in range(8)]  # [piece type][square]
_LIVE = [bytes(not dead for dead in DEAD[code]) for code in range(32)]  # a dropped piece could move
_ZP = zobrist_table(0x5106, 32, SIZE)
_ZH = zobrist_table(0x4A2D, 2, 8, 19)
_ZTURN = zobrist_table(0x7E2B, 1)[0]


def _one_getter(square):
    """What ``itemgetter(square)`` would be if, like one of several squares, it gave a tuple."""
    return lambda table: (table[square],)


def _restricted(codes, allowed, pins):
    """The board move ``codes`` that answer a check (go to a square of ``allowed``, unless it is
    None) and keep each pinned piece on its line (``pins``: its square -> the squares it may go to)."""
    return [m for m in codes if (allowed is None or m & 127 in allowed)
            and (m >> 7 & 127 not in pins or m & 127 in pins[m >> 7 & 127])]


def _pawn_drop_squares(color, pawn_files):
    """For each square, whether (1 or 0) a pawn of ``color`` may be dropped there (when empty; a drop
    that checkmates is refused elsewhere) while its unpromoted pawns stand on the files
    ``pawn_files`` (a frozenset); made once per case."""
    allowed = _PAWN_DROPS.get((color, pawn_files))
    if allowed is None:
        dead = DEAD[PAWN | color << 4]
        allowed = bytes(not dead[s] and s % FILES not in pawn_files for s in SQUARES)
        _PAWN_DROPS[color, pawn_files] = allowed
    return allowed


class Board(BaseBoard):
    """A shogi position with its game record. ``Board()`` is the start, ``Board(sfen)`` any position.

    ``impasse_rule`` picks the :class:`ImpasseRule` (default: the 24-point rule); ``strict=False``
    accepts composed positions (problem and test diagrams): more pieces of a kind than one set
    holds, gote without a king, pieces that could never move, two pawns on a file.
    Sente may be without a king, as the attacker is in a tsume: it is then never in check (the
    board itself would play on with either king missing).
    """

    _GAME = NAME
    _COLOR_NAMES = COLOR_NAMES
    _ZTURN = _ZTURN

    def __init__(self, sfen: str = None, impasse_rule=None, strict: bool = True):
        from kiban.shogi.impasse import ImpasseRule
        codes, hands, turn, move_number = sfen_format.parse_sfen(
            sfen_format.START_SFEN if sfen is None else sfen, strict)
        self._sq = codes
        self._hands = hands
        self._turn = turn
        self._kings = [codes.index(king) if king in codes else NO_KING for king in (KING, KING | 16)]
        self._counts = [codes.count(code) if code else 0 for code in range(32)]
        # the squares of each side's pieces, its king's left out, in order; and all of them as an int
        self._pieces = [[s for s, code in enumerate(codes)
                         if code >> 4 == color and code & 15 not in (0, KING)] for color in (0, 1)]
        self._occupied = [sum(BIT[s] for s in squares) | (BIT[k] if k != NO_KING else 0)
                          for squares, k in zip(self._pieces, self._kings)]
        self._known_threats = None
        self._no_check = False  # True when the last move made is known to give no check
        self._undo = []
        self._first_mover = turn
        self._start_move_number = move_number
        self.impasse_rule = impasse_rule or ImpasseRule.TWENTY_FOUR
        self._key = self._compute_key()
        if self.is_attacked_by(turn, self._kings[turn ^ 1]):
            raise InvalidPositionError(Message("opponent-in-check", side=COLOR_NAMES[turn ^ 1],
                                               mover=COLOR_NAMES[turn]))
        self._init_history()

    @classmethod
    def from_handicap(cls, name: str, impasse_rule=None) -> "Board":
        """The start position of a named handicap (see ``HANDICAPS``); gote moves first."""
        from kiban.shogi.handicap import handicap_sfen
        return cls(handicap_sfen(name), impasse_rule)

    # ----- reading the position -------------------------------------------------------------------

    def piece_at(self, square: int):
        """The :class:`Piece` on a square, or None."""
        code = self._sq[square]
        return Piece(code & 15, code >> 4) if code else None

    def king_square(self, color: int):
        """The square of ``color``'s king, or None when it has none (a tsume's attacker)."""
        k = self._kings[color]
        return None if k == NO_KING else k

    def hand(self, color: int) -> dict:
        """The pieces ``color`` holds in hand: ``{piece_type: count}``, only the non-zero ones."""
        return {t: self._hands[color][t] for t in HAND_TYPES if self._hands[color][t]}

    def occupied(self) -> int:
        """The occupied squares as an int, bit s set for a piece on square s (either side's)."""
        occupied = self._occupied
        return occupied[0] | occupied[1]

    def hand_counts(self, color: int) -> list:
        """How many pieces of each type ``color`` holds, indexed by piece type (PAWN..GOLD; index 0
        unused). This is the board's own list, kept up to date: read it, never change it."""
        return self._hands[color]

    def placement_key(self) -> int:
        """The :attr:`key` with the hands left out: the pieces on the board and the side to move
        only, so positions that differ only in what the players hold share it (a mate search
        compares their hands: a mate with fewer pieces in hand is a mate with more)."""
        key = self._key
        for color in (0, 1):
            hand, tables = self._hands[color], _ZH[color]
            for t in HAND_TYPES:
                key ^= tables[t][hand[t]]
        return key

    def sfen(self) -> str:
        """The position as SFEN, with the move number counting from the set-up position."""
        side = "b" if self._turn == 0 else "w"
        return (f"{sfen_format.board_sfen(self._sq)} {side} "
                f"{sfen_format.hand_sfen(self._hands)} {self._move_number()}")

    def copy(self, record: bool = True) -> "Board":
        """An independent copy; ``record=False`` starts a fresh game record (see BaseBoard.copy)."""
        board = super().copy(record)
        board._hands = [list(h) for h in self._hands]
        board._pieces = [list(squares) for squares in self._pieces]
        board._occupied = list(self._occupied)
        return board

    def push_usi(self, usi: str) -> Move:
        """Parse a USI move, play it if legal, and return it (errors leave the board unchanged)."""
        move = Move.from_usi(usi)
        self.push(move)
        return move

    def __str__(self):
        rows = []
        for r in range(RANKS):
            cells = (Piece(c & 15, c >> 4).symbol() if c else "."
                     for c in self._sq[r * FILES:r * FILES + FILES])
            rows.append(" ".join(f"{c:>2}" for c in cells))
        return "\n".join(rows)

    # ----- BaseBoard hooks -----------------------------------------------------------------------

    def _position_text(self):
        return self.sfen()

    def _move_number(self):
        return self._start_move_number + len(self._undo)

    def _why_illegal(self, move):
        from kiban.shogi.explain import why_illegal
        return why_illegal(self, move)

    @staticmethod
    def _notation(move):
        return move.usi()

    @staticmethod
    def move_of(m) -> Move:
        """The Move a shogi move code stands for."""
        frm, to = m >> 7 & 127, m & 127
        if frm >= DROP:
            return Move(None, to, drop=frm - DROP)
        return Move(frm, to, promotion=bool(m & PROMOTE))

    @staticmethod
    def code_of(move):
        """The code of a shogi Move, or None for anything else."""
        if not isinstance(move, Move):
            return None
        if move.drop is not None:
            return move.to_square | (DROP + move.drop) << 7
        return move.to_square | move.from_square << 7 | (PROMOTE if move.promotion else 0)

    def _compute_key(self):
        key = _ZTURN if self._turn else 0
        for s, code in enumerate(self._sq):
            if code:
                key ^= _ZP[code][s]
        for color in (0, 1):
            for t in HAND_TYPES:
                key ^= _ZH[color][t][self._hands[color][t]]
        return key

    # ----- make / unmake -------------------------------------------------------------------------

    def make_code(self, m):
        """Play a legal move code (see :mod:`kiban.core.board`): position and key only."""
        sq = self._sq
        us = self._turn
        to = m & 127
        frm = m >> 7 & 127
        key = self._key
        captured = sq[to]
        if frm >= DROP:
            t = frm - DROP
            hand = self._hands[us]
            n = hand[t]
            key ^= _ZH[us][t][n] ^ _ZH[us][t][n - 1]
            hand[t] = n - 1
            code = t | us << 4
            sq[to] = code
            key ^= _ZP[code][to]
            self._counts[code] += 1
            mine = self._pieces[us]
            pieces = self._pieces[us] = mine[:]
            insort(pieces, to)
            self._occupied[us] ^= BIT[to]
        else:
            code = sq[frm]
            sq[frm] = 0
            mine = self._pieces[us]
            if code & 15 == KING:
                self._kings[us] = to
            else:
                pieces = self._pieces[us] = mine[:]
                pieces.remove(frm)
                insort(pieces, to)
            occupied = self._occupied
            occupied[us] ^= BIT[frm] ^ BIT[to]
            key ^= _ZP[code][frm]
            if m & PROMOTE:
                counts = self._counts
                counts[code] -= 1
                code += 8
                counts[code] += 1
            sq[to] = code
            key ^= _ZP[code][to]
            if captured:
                key ^= _ZP[captured][to]
                self._counts[captured] -= 1
                theirs = self._pieces[us ^ 1]
                pieces = self._pieces[us ^ 1] = theirs[:]
                pieces.remove(to)
                occupied[us ^ 1] ^= BIT[to]
                t = _HAND_OF[captured]
                hand = self._hands[us]
                n = hand[t]
                key ^= _ZH[us][t][n] ^ _ZH[us][t][n + 1]
                hand[t] = n + 1
        # the piece lists before the move (the enemy's only when it lost a piece): taken back as they were
        self._undo.append((m, captured, self._key, mine, theirs if captured else None))
        self._key = key ^ _ZTURN
        self._turn = us ^ 1
        self._known_threats = None
        # The enemy king was not in check: only the piece moved, or one uncovered, can check it now.
        enemy_king = self._kings[us ^ 1]
        self._no_check = not (REACH[code][to] >> enemy_king & 1
                              or frm < DROP and LINES[enemy_king] >> frm & 1)

    def key_after(self, m):
        """The key after the legal move code ``m``, from the Zobrist tables (see BaseBoard)."""
        us = self._turn
        to = m & 127
        frm = m >> 7 & 127
        key = self._key ^ _ZTURN
        if frm >= DROP:
            t = frm - DROP
            n = self._hands[us][t]
            return key ^ _ZH[us][t][n] ^ _ZH[us][t][n - 1] ^ _ZP[t | us << 4][to]
        code = self._sq[frm]
        key ^= _ZP[code][frm] ^ _ZP[code + 8 if m & PROMOTE else code][to]
        captured = self._sq[to]
        if captured:
            t = _HAND_OF[captured]
            n = self._hands[us][t]
            key ^= _ZP[captured][to] ^ _ZH[us][t][n] ^ _ZH[us][t][n + 1]
        return key

    def may_give_check(self, m):
        """Whether move code ``m`` might give check (see BaseBoard): the piece lands where it
        reaches the enemy king, or leaves a line through it."""
        k = self._kings[self._turn ^ 1]
        frm = m >> 7 & 127
        if frm >= DROP:
            return REACH[frm - DROP | self._turn << 4][m & 127] >> k & 1
        code = self._sq[frm] + 8 if m & PROMOTE else self._sq[frm]
        return REACH[code][m & 127] >> k & 1 or LINES[k] >> frm & 1

    def unmake_code(self):
        """Take back the last move made, position and key only."""
        m, captured, key, mine, theirs = self._undo.pop()
        us = self._turn ^ 1
        self._turn = us
        self._key = key
        self._known_threats = None
        self._no_check = False
        self._pieces[us] = mine
        sq = self._sq
        to = m & 127
        frm = m >> 7 & 127
        if frm >= DROP:
            self._counts[sq[to]] -= 1
            sq[to] = 0
            self._hands[us][frm - DROP] += 1
            self._occupied[us] ^= BIT[to]
            return
        code = sq[to]
        if code & 15 == KING:
            self._kings[us] = frm
        occupied = self._occupied
        occupied[us] ^= BIT[frm] ^ BIT[to]
        if m & PROMOTE:
            counts = self._counts
            counts[code] -= 1
            code -= 8
            counts[code] += 1
        sq[frm] = code
        sq[to] = captured
        if captured:
            self._counts[captured] += 1
            self._hands[us][_HAND_OF[captured]] -= 1
            self._pieces[us ^ 1] = theirs
            occupied[us ^ 1] ^= BIT[to]

    # ----- attacks -------------------------------------------------------------------------------

    def is_check(self):
        """Whether the side to move is in check (known at once after a move that could not check)."""
        return not self._no_check and self.is_attacked_by(self._turn ^ 1, self._kings[self._turn])

    def null_move(self):
        """Pass (see BaseBoard.null_move)."""
        super().null_move()
        self._no_check = False

    def is_attacked_by(self, color, square):
        """Whether a piece of ``color`` attacks ``square``."""
        sq = self._sq
        theirs = self._occupied[color]
        if STEP_ATTACKER_SQUARES[color][square] & theirs:
            for f, mask in STEP_ATTACKERS[color][square]:
                if mask >> sq[f] & 1:
                    return True
        for ray, mask, ray_squares in RAY_ATTACKERS[color][square]:
            if not ray_squares & theirs:
                continue
            for s in ray:
                code = sq[s]
                if code:
                    if mask >> code & 1:
                        return True
                    break
        return False

    def _unattacked(self, color, zone, occupied, skip=None):
        """The squares of ``zone`` (an int) that no piece of ``color`` attacks, sliders stopped by
        the pieces of ``occupied`` (an int), the piece on ``skip`` left out: one pass over the
        pieces of ``color``, of which only those reaching into the zone are looked at (cheaper than
        asking square by square about the squares around a king)."""
        sq = self._sq
        king = self._kings[color]
        attacked = STEP_REACH[KING][king] if king != skip else 0
        for s in self._pieces[color]:
            code = sq[s]
            if not REACH[code][s] & zone or s == skip:
                continue
            attacked |= STEP_REACH[code][s]
            if RAY_REACH[code][s] & zone:
                between = BETWEEN[s]
                for ray_squares, rising in SLIDES[code][s]:
                    if not ray_squares & zone:
                        continue
                    blockers = ray_squares & occupied
                    if not blockers:
                        attacked |= ray_squares
                        continue
                    if rising:
                        blockers &= -blockers
                    nearest = blockers.bit_length() - 1
                    attacked |= between[nearest] | BIT[nearest]
        return zone & ~attacked

    def attackers(self, color, square) -> list:
        """The squares, in order, of the pieces of ``color`` that attack ``square``: that could move
        there by the way they move, whether or not that would leave their king in check (a pinned
        piece is counted, as notation counts it when telling like pieces apart)."""
        sq = self._sq
        found = [f for f, mask in STEP_ATTACKERS[color][square] if mask >> sq[f] & 1]
        for ray, mask, _ in RAY_ATTACKERS[color][square]:
            for s in ray:
                code = sq[s]
                if code:
                    if mask >> code & 1:
                        found.append(s)
                    break
        return sorted(found)

    # ----- legal move generation -----------------------------------------------------------------

    def legal_codes(self):
        """The codes of all legal moves of the side to move."""
        return self._generate(ANY)

    def capture_codes(self):
        """The codes of the legal captures, promoting or not (a drop never captures)."""
        out = []
        self._gen_board_moves(out, CAPTURES)
        return out

    def quiet_codes(self):
        """The codes of the legal moves that capture nothing: board moves, promoting or not, and
        drops (in the order :meth:`legal_codes` lists them)."""
        return self._generate(QUIET)

    def promotion_codes(self):
        """The codes of the legal promotions that capture nothing (in the order of
        :meth:`quiet_codes`): only the pieces in or within reach of the promotion zone are looked at."""
        sq = self._sq
        zone = ZONE_SQUARES[self._turn]
        movers = [s for s in self._pieces[self._turn]
                  if PROMOTES[sq[s]] and (BIT[s] | REACH[sq[s]][s]) & zone]
        out = []
        if movers:
            self._gen_board_moves(out, QUIET, movers)
        return [m for m in out if m & PROMOTE]

    def check_codes(self):
        """The codes of the legal moves that give check, in the order of :meth:`legal_codes` (see
        BaseBoard): drops are listed only on the squares from which a piece in hand would reach
        the enemy king, so that a mate solver does not list every drop to keep a few."""
        us = self._turn
        k = self._kings[us ^ 1]
        if k == NO_KING:
            return []
        if self.is_check():
            return self.checking(self.legal_codes())
        # Only the pieces that stand alone between k and an own slider are moved anywhere (the king
        # too); the others only to the squares from which they, promoted or not, could reach k.
        uncovering = self._uncovering(k)
        out = []
        own_king = self._kings[us]
        if own_king in uncovering:
            self._gen_king_moves(out, own_king, us, STEP_REACH[KING][own_king] & ~self._occupied[us])
        sq = self._sq
        pins = self._threats(us)[2]
        own = _OWN[us]
        for s in self._pieces[us]:
            code = sq[s]
            if s in uncovering:
                self._gen_board_moves(out, ANY, (s,))
                continue
            near = CHECK_SQUARES[code][k]  # (where it lands, if it checks)
            if not REACH[code][s] & near:
                continue
            start = len(out)
            for to, codes in STEP_MOVES[code][s]:
                if near >> to & 1 and not own[sq[to]]:
                    out += codes
            for ray in RAY_MOVES[code][s]:
                for to, codes in ray:
                    target = sq[to]
                    if near >> to & 1 and not own[target]:
                        out += codes
                    if target:
                        break
            if s in pins:
                out[start:] = _restricted(out[start:], None, pins)
        out = self._giving_check(out, k, uncovering)
        self._gen_checking_drops(out, k)
        return out

    def _gen_checking_drops(self, out, k):
        """Append the legal drops that check the enemy king on ``k``, in the order of
        :meth:`_gen_drops`: a piece in hand goes to the empty squares from which it attacks k (a
        stepper: next to k, a knight a jump away; a slider: on its lines from k up to the first
        piece)."""
        us = self._turn
        hand = self._hands[us]
        them = (us ^ 1) << 4
        occupied = self._occupied[0] | self._occupied[1]
        empty = ALL_SQUARES ^ occupied
        seen = 0  # the empty squares k sees along the lines a piece in hand may check on
        # (the rays of a dragon or a horse on k: its files and ranks, its diagonals)
        rays = ((SLIDES[DRAGON][k] if hand[LANCE] or hand[ROOK] else ())
                + (SLIDES[HORSE][k] if hand[BISHOP] else ()))
        if rays:
            between = BETWEEN[k]
            for ray_squares, rising in rays:
                blockers = ray_squares & occupied
                if not blockers:
                    seen |= ray_squares
                elif rising:
                    seen |= between[(blockers & -blockers).bit_length() - 1]
                else:
                    seen |= between[blockers.bit_length() - 1]
        for t in HAND_TYPES:
            if not hand[t]:
                continue
            code = t | them  # (what a piece on k reaches, a piece of ours attacks k from)
            squares = STEP_REACH[code][k] & empty | RAY_REACH[code][k] & seen
            if not squares:
                continue
            if t == PAWN:
                self._gen_pawn_drops(out, _one_getter(squares.bit_length() - 1))
                continue
            codes = _DROP_CODES[t]
            while squares:
                low = squares & -squares
                out.append(codes[low.bit_length() - 1])
                squares ^= low

    def mating_candidates(self, codes):
        """Those of the legal checking ``codes`` that might mate at once (see BaseBoard): the
        squares around the enemy king that it may step to (not its own pieces', attacked by none of
        ours) are found once, and once for each square a piece leaves (with that piece left out
        and the lines through its square open); a check leaves the king one of them unless the
        piece, promoted or not, reaches it from where it lands (a slider: were nothing between).
        A piece landing on such a square can be taken there by the king."""
        us = self._turn
        k = self._kings[us ^ 1]
        occupied = self._occupied
        zone = STEP_REACH[KING][k] & ~occupied[us ^ 1]
        if not zone:
            return list(codes)
        seen = (occupied[0] | occupied[1]) ^ BIT[k]  # (sliders see through the king's square)
        free = {DROP: self._unattacked(us, zone, seen)}  # square left -> free squares
        sq = self._sq
        out = []
        for m in codes:
            to = m & 127
            frm = m >> 7 & 127
            if frm >= DROP:
                covered = REACH[frm - DROP | us << 4][to]
                left = free[DROP]
            else:
                covered = REACH[sq[frm] + 8 if m & PROMOTE else sq[frm]][to]
                left = free.get(frm)
                if left is None:
                    left = free[frm] = self._unattacked(us, zone, seen ^ BIT[frm], frm)
            if not left & ~covered:
                out.append(m)
        return out

    def _uncovering(self, k):
        """``{square: line}``: each piece of the side to move alone between the enemy king on ``k``
        and an own slider that would then see it, with the squares of that line as an int."""
        sq = self._sq
        us = self._turn
        occupied = self._occupied[0] | self._occupied[1]
        uncovering = {}
        for ray, mask, ray_squares in RAY_ATTACKERS[us][k]:
            if not ray_squares & occupied:
                continue
            first = -1
            for s in ray:
                code = sq[s]
                if not code:
                    continue
                if first < 0 and code >> 4 == us:
                    first = s
                    continue
                if first >= 0 and mask >> code & 1:
                    uncovering[first] = ray_squares
                break
        return uncovering

    def _giving_check(self, codes, k, uncovering):
        """Those of the legal board move ``codes`` (the side to move not in check) that check the
        enemy king on ``k``, told from the tables without making them: the piece lands where it
        attacks k (a slider: nothing between), or it leaves a line on which an own slider then
        sees k (``uncovering``, see :meth:`_uncovering`)."""
        sq = self._sq
        occupied = self._occupied[0] | self._occupied[1]
        between = BETWEEN[k]
        out = []
        for m in codes:
            to = m & 127
            frm = m >> 7 & 127
            line = uncovering.get(frm)
            if line is not None and not line >> to & 1:
                out.append(m)
                continue
            code = sq[frm]
            if not CHECK_SQUARES[code][k] >> to & 1:  # (not even promoted would it reach k from there)
                continue
            if m & PROMOTE:
                code += 8
            if (STEP_REACH[code][to] >> k & 1
                    or RAY_REACH[code][to] >> k & 1 and not between[to] & (occupied ^ BIT[frm])):
                out.append(m)
        return out

    def _generate(self, kind):
        """The legal board moves of a ``kind`` (ANY or QUIET, see :meth:`_gen_board_moves`), then the
        legal drops."""
        out = []
        drops = self._gen_board_moves(out, kind)
        if drops is None or drops:
            self._gen_drops(out, drops)
        return out

    def has_legal_moves(self):
        """Whether the side to move has a legal move: out of check, a silver, gold, bishop or rook in
        hand and an empty square make one, and so does any piece that is neither the king nor pinned
        and can step or slide somewhere; else the moves are counted."""
        us = self._turn
        hand = self._hands[us]
        sq = self._sq
        if (hand[SILVER] or hand[GOLD] or hand[BISHOP] or hand[ROOK]) and 0 in sq and not self.is_check():
            return True  # a drop anywhere
        checkers, _, pins = self._threats(us)
        if not checkers:
            own = _OWN[us]
            for s in self._pieces[us]:
                if s not in pins:
                    code = sq[s]
                    for to in STEPS[code][s]:
                        if not own[sq[to]]:
                            return True
                    for ray in RAYS[code][s]:
                        if not own[sq[ray[0]]]:
                            return True
        return self._count_legal() > 0

    def has_board_move(self):
        """Whether the side to move has a legal move that is not a drop (see BaseBoard): the king's
        steps are tried one at a time, as a king in check usually has one, then the other pieces'."""
        us = self._turn
        k = self._kings[us]
        if k != NO_KING:
            occupied = self._occupied
            zone = STEP_REACH[KING][k] & ~occupied[us]
            if zone:
                # (sliders see through the king's square)
                if self._unattacked(us ^ 1, zone, (occupied[0] | occupied[1]) ^ BIT[k]):
                    return True
        out = []
        self._gen_board_moves(out, ANY, self._pieces[us])
        return bool(out)

    def _count_legal(self):
        out = []
        drops = self._gen_board_moves(out, ANY)
        if drops is None:
            return len(out) + self._count_drops()
        if drops:
            self._gen_drops(out, drops)
        return len(out)

    def _threats(self, us):
        """``(checkers, block, pins)`` for the king of ``us``: how many enemy pieces give check; the
        squares from the king to the (last) checker, the checker's included; and for each pinned own
        piece the squares it may still move to. Kept until the next move is made or taken back (the
        search generates captures and quiet moves of a position one after the other)."""
        known = self._known_threats
        if known is not None and known[0] == us:
            return known[1]
        threats = self._find_threats(us)
        self._known_threats = (us, threats)
        return threats

    def _find_threats(self, us):
        """:meth:`_threats`, found on the board."""
        sq = self._sq
        them = us ^ 1
        k = self._kings[us]
        checkers = 0
        block = ()
        theirs = self._occupied[them]
        if STEP_ATTACKER_SQUARES[them][k] & theirs:
            for f, mask in STEP_ATTACKERS[them][k]:
                if mask >> sq[f] & 1:
                    checkers += 1
                    block = (f,)
        pins = {}
        for ray, mask, ray_squares in RAY_ATTACKERS[them][k]:
            if not ray_squares & theirs:
                continue
            own = -1
            for i, s in enumerate(ray):
                code = sq[s]
                if not code:
                    continue
                if code >> 4 == us:
                    if own >= 0:
                        break
                    own = s
                    continue
                if mask >> code & 1:
                    if own < 0:
                        checkers += 1
                        block = ray[:i + 1]
                    else:
                        pins[own] = ray[:i + 1]
                break
        return checkers, block, pins

    def _gen_board_moves(self, out, kind, pieces=None):
        """Append the legal board moves of a ``kind``: ANY, CAPTURES or QUIET, of the pieces on the
        squares ``pieces`` (default: all, the king's moves first); return where drops may go: None =
        any empty square, else a tuple of interposition squares (empty when only the king can answer
        a check). The king's moves are tested square by square; the others are listed, then those
        that would leave the king in check are taken out."""
        sq = self._sq
        us = self._turn
        targets = _TARGETS[kind][us]
        occupied = self._occupied
        if kind == CAPTURES:
            reachable = occupied[us ^ 1]
        elif kind == QUIET:
            reachable = ALL_SQUARES ^ occupied[0] ^ occupied[1]
        else:
            reachable = ALL_SQUARES ^ occupied[us]
        if pieces is None:
            pieces = self._pieces[us]
            k = self._kings[us]
            if STEP_REACH[KING][k] & reachable:
                self._gen_king_moves(out, k, us, STEP_REACH[KING][k] & reachable)
        start = len(out)
        threats = None
        if kind != CAPTURES:  # (captures: the threats are found only once one is listed)
            threats = self._threats(us)
            if threats[0]:  # in check: only the pieces that reach the checker or a square between move
                if threats[0] > 1:
                    return ()
                reachable &= sum(BIT[s] for s in threats[1])
        for s in pieces:
            code = sq[s]
            if not REACH[code][s] & reachable:
                continue
            for to, codes in STEP_MOVES[code][s]:
                if targets[sq[to]]:
                    out += codes
            for ray in RAY_MOVES[code][s]:
                for to, codes in ray:
                    target = sq[to]
                    if targets[target]:
                        out += codes
                    if target:
                        break
        if threats is None:
            if len(out) == start:
                return None  # no capture but the king's: checks and pins change nothing
            threats = self._threats(us)
        checkers, block, pins = threats
        if checkers > 1:
            del out[start:]
            return ()
        if checkers or pins:
            out[start:] = _restricted(out[start:], set(block) if checkers else None, pins)
        if checkers:
            return block[:-1]
        return None

    def _gen_king_moves(self, out, k, us, zone):
        """Append the king's moves to the squares of ``zone`` (an int: those it may go to by the
        kind of move listed) that no enemy piece attacks."""
        sq = self._sq
        occupied = self._occupied
        # (sliders see through the king's square)
        free = self._unattacked(us ^ 1, zone, (occupied[0] | occupied[1]) ^ BIT[k])
        if free:
            base = k << 7
            out += [to | base for to in STEPS[sq[k]][k] if free >> to & 1]

    def _gen_drops(self, out, squares):
        """Append the legal drops on the empty ones of ``squares`` (None: of the whole board). The
        codes are picked from tables by one ``itemgetter`` of the empty squares: under Pyodide a
        Python step, or a C step calling back, per square costs several times as much."""
        us = self._turn
        hand = self._hands[us]
        sq = self._sq
        if squares is None:
            empties = list(compress(SQUARES, bytes(sq).translate(_EMPTY)))
        else:
            empties = [s for s in squares if not sq[s]]
        if not empties:
            return
        pick = itemgetter(*empties) if len(empties) > 1 else _one_getter(empties[0])
        for t in HAND_TYPES:
            if not hand[t]:
                continue
            if t == PAWN:
                self._gen_pawn_drops(out, pick)
            elif t == LANCE or t == KNIGHT:
                out += compress(pick(_DROP_CODES[t]), pick(_LIVE[t | us << 4]))
            else:
                out += pick(_DROP_CODES[t])

    def _gen_pawn_drops(self, out, pick):
        """Append the legal pawn drops on the empty squares ``pick`` takes: not on the last rank,
        not on a file holding an own unpromoted pawn (nifu), not a drop that checkmates
        (uchifuzume)."""
        allowed = _pawn_drop_squares(self._turn, frozenset(self._pawn_columns(self._turn)))
        codes = list(compress(pick(_DROP_CODES[PAWN]), pick(allowed)))
        mate_square = self._pawn_check_square()
        if mate_square >= 0:
            mate_code = _DROP_CODES[PAWN][mate_square]
            if mate_code in codes and self._pawn_drop_mates(mate_square):
                codes.remove(mate_code)
        out += codes

    def _count_drops(self):
        """The number of legal drops when not in check, counted without listing them."""
        us = self._turn
        hand = self._hands[us]
        sq = self._sq
        empty = sq.count(0)
        if not empty:
            return 0
        last, second = (0, 1) if us == 0 else (RANKS - 1, RANKS - 2)
        empty_last = sq[last * FILES:last * FILES + FILES].count(0)
        empty_second = sq[second * FILES:second * FILES + FILES].count(0)
        n = empty * ((hand[4] > 0) + (hand[5] > 0) + (hand[6] > 0) + (hand[7] > 0))
        if hand[2]:
            n += empty - empty_last
        if hand[3]:
            n += empty - empty_last - empty_second
        if hand[PAWN]:
            pawn = PAWN | us << 4
            for column in range(FILES):
                file_codes = sq[column::FILES]
                if pawn not in file_codes:
                    n += file_codes.count(0) - (file_codes[last] == 0)
            s = self._pawn_check_square()
            if s >= 0 and not sq[s] and pawn not in sq[s % FILES::FILES] and self._pawn_drop_mates(s):
                n -= 1
        return n

    def _pawn_columns(self, color):
        """The files (columns 0 to FILES - 1) holding an unpromoted pawn of ``color``."""
        pawn = PAWN | color << 4
        sq = self._sq
        return {s % FILES for s in self._pieces[color] if sq[s] == pawn}

    def _pawn_check_square(self):
        """The square where a dropped pawn of the side to move would give check, or -1."""
        k = self._kings[self._turn ^ 1]
        s = k + FILES if self._turn == 0 else k - FILES
        return s if 0 <= s < SIZE and k != NO_KING else -1

    def _pawn_drop_mates(self, s):
        """Whether dropping a pawn of the side to move on ``s`` would checkmate (uchifuzume)."""
        self.make_code(s | (DROP + PAWN) << 7)
        replies = []
        self._gen_board_moves(replies, ANY)
        self.unmake_code()
        return not replies

    # ----- rules that end the game ---------------------------------------------------------------

    def _rule_outcome(self):
        if self.repetition_count() >= 4:
            checker = self._perpetual_checker(self._cycle_start())
            if checker is not None:
                return Outcome(Termination.PERPETUAL_CHECK, checker ^ 1,
                               Message("shogi-perpetual-check", side=COLOR_NAMES[checker]))
            if REPETITION_WINNER is not None:
                return Outcome(Termination.REPETITION, REPETITION_WINNER,
                               Message("sennichite-loser", side=COLOR_NAMES[REPETITION_WINNER ^ 1]))
            return Outcome(Termination.REPETITION, None,
                           Message("sennichite"))
        return None

    # ----- impasse (see kiban.shogi.impasse) -----------------------------------------------------

    def impasse_points(self, color: int, zone_only: bool = False) -> int:
        """Impasse points of ``color`` (rook and bishop 5, others 1, king 0), board and hand;
        with ``zone_only`` only pieces in the enemy camp count on the board."""
        from kiban.shogi.impasse import impasse_points
        return impasse_points(self, color, zone_only)

    def declaration_check(self):
        """``(ok, reason)``: whether the side to move may end the game by impasse under the rule."""
        from kiban.shogi.impasse import declaration_check
        return declaration_check(self)

    def declare_impasse(self) -> Outcome:
        """The side to move declares impasse; the Outcome the chosen impasse rule gives."""
        from kiban.shogi.impasse import declare
        return declare(self)
