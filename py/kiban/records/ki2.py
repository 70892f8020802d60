"""KI2, the Japanese notation format of newspapers and the Japan Shogi Association's records.

    棋戦：第18回銀河戦
    手合割：平手
    ▲７六歩 △８四歩 ▲６八銀 △３四歩 ▲６六歩 △６二銀
    ▲５七銀右 △同　銀
    *a comment on the move before
    まで172手で後手の勝ち

Moves in KI2 style (``kiban.notation``'s ``japanese`` of the record's game: relative markers 右 左
直 上 引 寄, 打 only when needed), several to a line; the closing line gives the ending. Variations
as in KIF ('変化：N手'), and so is a minishogi game (手合割：五々将棋, squares １一 to ５五).
Dropped on writing: times (KI2 has none) and the endings of variations.
"""

import re

from kiban import notation
from kiban.records.japanese import JapaneseReader, closing_lines, comment_lines, head_lines, variation_order

MOVES_PER_LINE = 6


class Ki2Reader(JapaneseReader):
    """Reads KI2 move lines: '▲７六歩 △８四歩 ▲同　歩'."""

    def moves(self, text, line):
        for token in re.split(r"(?=[▲△☗☖])", text):
            token = token.strip()
            if token:
                self.play(_parse_ki2, token, line, len(self.path))


def _parse_ki2(board, text):
    """The move a KI2 move text names on ``board`` (in the Japanese notation of the board's game:
    shogi's, or a variant's built for its board)."""
    return notation.parse(board, text, "japanese")


def read(numbered_lines, record):
    """Fill ``record`` from the lines of a KI2 file."""
    Ki2Reader(record).read(numbered_lines)


def _line_lines(record, first, board):
    out, row = [], []
    nodes = [first, *first.mainline_nodes()]
    for node in nodes:
        row.append(notation.write(board, node.move, "japanese"))
        board.push(node.move)
        if node.comment or len(row) == MOVES_PER_LINE:
            out.append(" ".join(row))
            row = []
        out += comment_lines(node)
    if row:
        out.append(" ".join(row))
    if first is record.root.children[0]:
        out += closing_lines(record)
    for _ in nodes:
        board.pop()
    for alternative in variation_order(nodes):
        replay = record.start_board()
        for move in alternative.parent.path():
            replay.push(move)
        out += ["", f"変化：{alternative.ply}手", *_line_lines(record, alternative, replay)]
    return out


def write(record) -> str:
    """The record as KI2 text."""
    out = [*head_lines(record, "KI2"), *comment_lines(record.root)]
    if record.root.children:
        out += _line_lines(record, record.root.children[0], record.start_board())
    else:
        out += closing_lines(record)
    return "\n".join(out) + "\n"
