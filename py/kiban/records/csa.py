"""CSA, the Computer Shogi Association's record format (V2.2), as servers and engines write it.

    V2.2
    N+Sente's name
    N-Gote's name
    $EVENT:13th World Computer Shogi Championship
    PI82HI22KA          (the even start with pieces removed), or P1 … P9 rows, P+ / P- pieces
    +                   (the side to move)
    +7776FU
    T12
    -3334FU,T6
    '*a comment on the last move
    %TORYO

Several statements may share a line, separated by ','. Games in one file are separated by a line
'/'. Endings: %TORYO %TSUMI %TIME_UP %ILLEGAL_MOVE %+ILLEGAL_ACTION %-ILLEGAL_ACTION %KACHI
%SENNICHITE %JISHOGI %MAX_MOVES %HIKIWAKE %CHUDAN %FUZUMI. Comments: "'*" lines belong to the
move before them (to the start before the first move); other "'" lines are the file's own remarks
and are skipped. Dropped: variations (CSA has none), remarks.
"""

import re

from kiban import shogi
from kiban.errors import KibanError
from kiban.messages import Message
from kiban.records import endings
from kiban.records.errors import RecordError
from kiban.records.shogi_headers import for_csa
from kiban.records.shogi_position import HAND_ORDER, cells_of, same_position, set_start, to_sfen

CODES = {"FU": shogi.PAWN, "KY": shogi.LANCE, "KE": shogi.KNIGHT, "GI": shogi.SILVER, "KI": shogi.GOLD,
         "KA": shogi.BISHOP, "HI": shogi.ROOK, "OU": shogi.KING, "TO": shogi.PROM_PAWN, "NY": shogi.PROM_LANCE,
         "NK": shogi.PROM_KNIGHT, "NG": shogi.PROM_SILVER, "UM": shogi.HORSE, "RY": shogi.DRAGON}
NAMES = {t: code for code, t in CODES.items()}
SET = {shogi.PAWN: 18, shogi.LANCE: 4, shogi.KNIGHT: 4, shogi.SILVER: 4, shogi.GOLD: 4, shogi.BISHOP: 2,
       shogi.ROOK: 2}
_MOVE = re.compile(r"([+\-])(\d)(\d)(\d)(\d)([A-Z]{2})")
_PIECES = re.compile(r"(\d)(\d)([A-Z]{2})")


def _square(file, rank):
    return (rank - 1) * 9 + 9 - file


class _Reader:
    def __init__(self, record):
        self.record = record
        self.cells, self.hands = None, [{}, {}]
        self.board = None
        self.node = record.root

    def statement(self, text, line):
        if text.startswith("V"):
            return
        if text[:2] in ("N+", "N-"):
            self.record.headers[text[:2]] = text[2:]
        elif text.startswith("$"):
            key, _sep, value = text[1:].partition(":")
            self.record.headers[key] = value
        elif text.startswith("P") and self.board is None:
            self.position(text, line)
        elif text in ("+", "-"):
            self.start(text, line)
        elif _MOVE.fullmatch(text):
            self.move(text, line)
        elif re.fullmatch(r"T\d+(\.\d+)?", text):
            if self.node is not self.record.root:
                self.record.times[self.node] = int(float(text[1:]))
        elif text.startswith("%"):
            self.end(text[1:], line)
        else:
            raise RecordError(Message("csa-not-statement", text=text), line)

    def position(self, text, line):
        if self.cells is None:
            self.cells = {}
        if text.startswith("PI"):
            self.cells, _hands, _turn = cells_of(shogi.START_SFEN)
            for file, rank, code in _PIECES.findall(text[2:]):
                square = _square(int(file), int(rank))
                piece = self.cells.get(square)
                if piece is None or NAMES[piece.piece_type] != code:
                    raise RecordError(Message("csa-pi-missing-piece", file=file, rank=rank, code=code), line)
                del self.cells[square]
        elif text[1:2] and text[1] in "123456789":
            cells = text[2:].ljust(27)
            rank = int(text[1])
            for i in range(9):
                cell = cells[i * 3:i * 3 + 3]
                if cell.strip() == "*":
                    continue
                if cell[0] not in "+-" or cell[1:] not in CODES:
                    raise RecordError(Message("csa-cell-not-piece", cell=cell), line)
                self.cells[_square(9 - i, rank)] = shogi.Piece(CODES[cell[1:]], "+-".index(cell[0]))
        elif text[1:2] and text[1] in "+-":
            color = "+-".index(text[1])
            body = text[2:]
            if body.endswith("00AL"):
                self.rest_to_hand(color)
                body = body[:-4]
            for file, rank, code in _PIECES.findall(body):
                if code not in CODES:
                    raise RecordError(Message("csa-code-not-piece", code=code), line)
                if file + rank == "00":
                    self.hands[color][CODES[code]] = self.hands[color].get(CODES[code], 0) + 1
                else:
                    self.cells[_square(int(file), int(rank))] = shogi.Piece(CODES[code], color)
        else:
            raise RecordError(Message("csa-not-position-line", text=text), line)

    def rest_to_hand(self, color):
        used = dict.fromkeys(SET, 0)
        for piece in self.cells.values():
            kind = piece.piece_type - 8 if piece.piece_type > shogi.KING else piece.piece_type
            if kind in used:
                used[kind] += 1
        for hand in self.hands:
            for kind, n in hand.items():
                used[kind] += n
        for kind, total in SET.items():
            if total > used[kind]:
                self.hands[color][kind] = self.hands[color].get(kind, 0) + total - used[kind]

    def start(self, text, line):
        if self.board is not None:
            raise RecordError(Message("csa-side-twice"), line)
        if self.cells is None:
            raise RecordError(Message("csa-side-before-position"), line)
        set_start(self.record, to_sfen(self.cells, self.hands, "+-".index(text)), line)
        self.board = self.record.start_board()

    def move(self, text, line):
        if self.board is None:
            raise RecordError(Message("csa-move-before-position", text=text), line)
        sign, ff, fr, tf, tr, code = _MOVE.fullmatch(text).groups()
        if "+-".index(sign) != self.board.turn:
            raise RecordError(Message("csa-wrong-side", text=text, mover=shogi.COLOR_NAMES[0 if sign == "+" else 1], side=shogi.COLOR_NAMES[self.board.turn]), line)
        if code not in CODES or "0" in tf + tr:
            raise RecordError(Message("csa-move-shape", text=text), line)
        to = _square(int(tf), int(tr))
        if ff + fr == "00":
            move = shogi.Move(None, to, drop=CODES[code])
        else:
            frm = _square(int(ff), int(fr)) if "0" not in ff + fr else None
            piece = self.board.piece_at(frm) if frm is not None else None
            if piece is None:
                raise RecordError(Message("csa-no-piece", text=text, ff=ff, fr=fr), line)
            move = shogi.Move(frm, to, promotion=piece.piece_type != CODES[code])
        try:
            self.board.push(move)
        except KibanError as error:
            raise RecordError(Message("csa-bad-move", number=len(self.board.move_stack) + 1, text=text, error=error), line) from None
        self.node = self.node.add(move)

    def end(self, word, line):
        if self.board is None:
            raise RecordError(Message("csa-ending-before-position", word=word), line)
        if word in ("+ILLEGAL_ACTION", "-ILLEGAL_ACTION"):
            loser = "+-".index(word[0])
            self.record.termination = "illegal-move"
            self.record.result = endings.result_of("illegal-move", loser, loser ^ 1)
        elif word in endings.CSA_WORDS:
            self.record.termination = endings.CSA_WORDS[word]
            self.record.result = endings.result_of(self.record.termination, self.board.turn)
        else:
            raise RecordError(Message("csa-unknown-ending", word=word), line)

    def comment(self, text):
        node = self.node
        node.comment = f"{node.comment}\n{text}" if node.comment else text


def read(numbered_lines, record):
    """Fill ``record`` from the lines of one CSA game."""
    reader = _Reader(record)
    for number, raw in numbered_lines:
        text = raw.strip("\r\n").rstrip() if not raw.startswith("P") else raw.rstrip("\r\n")
        if not text.strip():
            continue
        if text.startswith("'"):
            if text.startswith("'*"):
                reader.comment(text[2:])
            continue
        if text.strip() == "/":
            break
        statements, _sep, remark = text.partition(",'") if text[0] in "+-T%" else (text, "", "")
        for part in statements.split(",") if text[0] in "+-T%" else [statements]:
            if part.strip():
                reader.statement(part.strip() if not part.startswith("P") else part, number)
        if remark.startswith("*"):
            reader.comment(remark[1:])
    if reader.board is None:
        last = numbered_lines[-1][0] if numbered_lines else 1
        raise RecordError(Message("csa-no-position"), last)


def split(numbered_lines) -> list:
    """The games of a multi-game CSA file (separated by '/' lines)."""
    games, current = [], []
    for number, text in numbered_lines:
        if text.strip() == "/":
            games.append(current)
            current = []
        else:
            current.append((number, text))
    if any(text.strip() for _, text in current):
        games.append(current)
    return games


def _move_text(board, move):
    sign = "+-"[board.turn]
    to = f"{9 - move.to_square % 9}{move.to_square // 9 + 1}"
    if move.drop is not None:
        return f"{sign}00{to}{NAMES[move.drop]}"
    kind = board.piece_at(move.from_square).piece_type + (8 if move.promotion else 0)
    return f"{sign}{9 - move.from_square % 9}{move.from_square // 9 + 1}{to}{NAMES[kind]}"


def _position_lines(sfen):
    if same_position(sfen, shogi.START_SFEN):
        return ["PI"]
    cells, hands, _ = cells_of(sfen)
    out = []
    for rank in range(1, 10):
        row = ""
        for file in range(9, 0, -1):
            piece = cells.get(_square(file, rank))
            row += " * " if piece is None else "+-"[piece.color] + NAMES[piece.piece_type]
        out.append(f"P{rank}{row}")
    for color in (0, 1):
        items = "".join(f"00{NAMES[t]}" * hands[color].get(t, 0) for t in HAND_ORDER)
        if items:
            out.append(f"P{'+-'[color]}{items}")
    return out


def _comment_lines(node):
    return [f"'*{text}" for text in node.comment.split("\n")] if node.comment else []


def _ending(record, board):
    if record.termination == "illegal-move":
        loser = 1 - endings.winner_of(record.result) if record.result in ("1-0", "0-1") else board.turn
        return "%ILLEGAL_MOVE" if loser == board.turn else f"%{'+-'[loser]}ILLEGAL_ACTION"
    word = endings.CSA_WRITE.get(record.termination)
    return f"%{word}" if word else None


def write(record) -> str:
    """The main line of ``record`` as CSA V2.2 text."""
    out = ["V2.2"]
    for key, value in for_csa(record.headers).items():
        out.append(f"{key}{value}" if key in ("N+", "N-") else f"${key}:{value}")
    board = record.start_board()
    out += _position_lines(record.start) + ["+-"[board.turn]] + _comment_lines(record.root)
    for node in record.root.mainline_nodes():
        out.append(_move_text(board, node.move))
        board.push(node.move)
        if node in record.times:
            out.append(f"T{record.times[node]}")
        out += _comment_lines(node)
    ending = _ending(record, board)
    if ending:
        out.append(ending)
    return "\n".join(out) + "\n"
