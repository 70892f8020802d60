"""KIF, the table format of Kakinoki's Kifu for Windows and most Japanese shogi software.

    開始日時：2014/10/16 03:21:41
    手合割：平手
    先手：…
    手数----指手---------消費時間--
    *a comment on the start
       1 ７六歩(77)   ( 0:02/00:00:02)
       2 同　歩(23)   ( 0:01/00:00:01)+
       3 投了
    まで2手で後手の勝ち

    変化：2手
       2 ３四歩(33)   ( 0:01/00:00:01)

Moves in KIF style (``kiban.notation``), each with the time it took and the running total;
'+' marks a move that has alternatives; closing words: 投了 詰み 切れ負け 反則勝ち 反則負け
入玉勝ち 千日手 持将棋 中断 不詰, said of the side to move, or of the side they name ('先手 反則負け',
as Shogi Club 24 writes). A move that cannot be played followed by its side's foul ending
('27 ４五桂(37)' then '28 反則勝ち') ends the game by that foul; the move is kept as a comment on
the move before it. Dropped on writing: the endings of variations, '#' and '&' lines.
"""

import re
import unicodedata

from kiban import notation
from kiban.messages import Message
from kiban.records import endings
from kiban.records.errors import RecordError
from kiban.records.japanese import (TABLE, JapaneseReader, closing_lines, comment_lines, head_lines,
                                    variation_order)

MOVE_LINE = re.compile(r"(\d+)\s+(.+?)\s*(?:\(\s*(\d+):(\d+)\s*/\s*(\d+):(\d+):(\d+)\s*\))?\s*(\+)?")


class KifReader(JapaneseReader):
    """Reads KIF move lines: '   1 ７六歩(77)   ( 0:02/00:00:02)'."""

    def is_move_line(self, text) -> bool:
        return bool(re.match(r"\d+\s", text))

    def is_ending(self, text) -> bool:
        match = MOVE_LINE.fullmatch(text)
        return bool(match and endings.read_word(match[2]))

    def moves(self, text, line):
        match = MOVE_LINE.fullmatch(text)
        if not match:
            raise RecordError(Message("kif-not-move-line", text=text), line)
        number, move_text = int(match[1]), match[2].strip()
        if len(self.path) == 1 and not self.in_variation:
            self.offset = number - 1
        if endings.read_word(move_text):
            self.end(move_text)
            return
        node = self.play(_parse_kif, move_text, line, number)
        if node is not None and match[3] is not None:
            self.record.times[node] = int(match[3]) * 60 + int(match[4])
        if node is not None and match[8]:
            self.marked.add(node)


def _parse_kif(board, text):
    """The move a KIF move text names on ``board`` (in the notation of the board's game)."""
    return notation.parse(board, text, "kif")


def read(numbered_lines, record):
    """Fill ``record`` from the lines of a KIF file."""
    KifReader(record).read(numbered_lines)


def _width(text):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _time(seconds, total):
    return f"({seconds // 60:2d}:{seconds % 60:02d}/{total // 3600:02d}:{total // 60 % 60:02d}:{total % 60:02d})"


def _move_lines(record, first, board, totals):
    """The lines of a line of play from node ``first`` on, and after it its variations."""
    out = []
    nodes = [first, *first.mainline_nodes()]
    undo = 0
    for node in nodes:
        text = notation.write(board, node.move, "kif")
        mover = board.turn
        board.push(node.move)
        undo += 1
        row = f"{node.ply:>4} {text}"
        if node in record.times:
            totals[mover] += record.times[node]
            row += " " * max(1, 13 - _width(text)) + _time(record.times[node], totals[mover])
        later = node.parent.children
        out.append(row + ("+" if later.index(node) < len(later) - 1 else ""))
        out += comment_lines(node)
    if first is record.root.children[0]:
        word = _ending_word(record, board.turn)
        if word:
            out.append(f"{nodes[-1].ply + 1:>4} {word}")
        out += closing_lines(record)
    for alternative in variation_order(nodes):
        replay = record.start_board()
        for move in alternative.parent.path():
            replay.push(move)
        out += ["", f"変化：{alternative.ply}手"]
        out += _move_lines(record, alternative, replay, _totals(record, alternative.parent))
    for _undone in range(undo):
        board.pop()
    return out


def _totals(record, node):
    """Each side's time used up to and including ``node``."""
    totals = [0, 0]
    first_mover = 0 if record.start.split()[1] == "b" else 1
    for n in node.nodes_to():
        totals[(first_mover + n.ply - 1) % 2] += record.times.get(n, 0)
    return totals


def _ending_word(record, mover):
    """The closing move-line word of the main line: said of the side to move, so none when the
    ending is the other side's (a loss on time of the side that just moved): the closing line
    'まで…' names the winner then."""
    winner = endings.winner_of(record.result)
    if record.termination == "illegal-move":
        return "反則勝ち" if winner == mover else "反則負け"
    effect = endings.EFFECT.get(record.termination)
    said_of_mover = effect in (endings.LOSES, endings.WINS) and winner is not None
    if said_of_mover and (winner == mover) != (effect == endings.WINS):
        return None
    return endings.KIF_WRITE.get(record.termination)


def write(record) -> str:
    """The record as KIF text (UTF-8; the first line says so)."""
    out = ["#KIF version=2.0 encoding=UTF-8", *head_lines(record, "KIF"), TABLE,
           *comment_lines(record.root)]
    if record.root.children:
        out += _move_lines(record, record.root.children[0], record.start_board(), [0, 0])
    elif record.termination:
        word = _ending_word(record, record.start_board().turn)
        out += [f"{1:>4} {word}"] if word else []
        out += closing_lines(record)
    return "\n".join(out) + "\n"
