"""What USI (shogi) and FEN + moves (xiangqi) share: one line naming a start position and moves,

    position startpos moves 7g7f 3c3d           position fen <FEN> moves h2e2 h9g7
    position sfen <SFEN> moves …                <FEN> moves h2e2 …
    sfen <SFEN> moves …   startpos moves …      fen <FEN> moves …
"""

from kiban.errors import KibanError
from kiban.messages import Message
from kiban.records.errors import RecordError


def tokens(numbered_lines) -> list:
    """The words of the text, each with its line number."""
    return [(word, number) for number, text in numbered_lines for word in text.split()]


def read(numbered_lines, record, position_word, parse_move):
    """Fill ``record`` from a position line; ``position_word`` is 'sfen' or 'fen', ``parse_move``
    turns a word into a Move."""
    words = tokens(numbered_lines)
    if not words:
        raise RecordError(Message("empty-record"), 1)
    if words[0][0] == "position":
        words = words[1:]
    names = [word for word, _ in words]
    line = words[0][1] if words else 1
    end = names.index("moves") if "moves" in names else len(names)
    if names[:1] == ["startpos"]:
        if end != 1:
            raise RecordError(Message("usi-record-expected-moves", word=names[1]), line)
    else:
        fields = names[1:end] if names[:1] == [position_word] else names[:end]
        try:
            record.set_start(" ".join(fields))
        except KibanError as error:
            raise RecordError(Message("record-bad-start", error=error), line) from None
    if record.start is None:
        record.start = record.start_board().sfen() if position_word == "sfen" else record.start_board().fen()
    board = record.start_board()
    node = record.root
    for word, number in words[end + 1:]:
        try:
            move = parse_move(word)
            board.push(move)
        except KibanError as error:
            raise RecordError(Message("record-bad-move", number=board.ply + 1, word=word, error=error), number) from None
        node = node.add(move)


def write(record, position_word, start_text) -> str:
    """The position line of ``record``: 'position startpos moves …' or 'position sfen … moves …'."""
    moves = [move.usi() if position_word == "sfen" else move.uci() for move in record.mainline]
    head = "position startpos" if start_text is None else f"position {position_word} {start_text}"
    return head + (" moves " + " ".join(moves) if moves else "") + "\n"
