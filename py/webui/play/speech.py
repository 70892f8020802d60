"""The board in words, for screen readers: moves, results, squares and whole positions.

Pure Python. Every sentence is marked for translation (`webui.i18n`); piece and colour names come
from the game's descriptor (`piece_name`, `piece_count`, `color_titles`), squares are named as
the engine names them (``7g``, ``e3``). The live region of the game page and of the embeds
(``data-testid="announce"``) reads `move_announcement` after each move, `position_reading` on
request; the board's grid cells carry `square_label` / `hand_label` (see `webui.board.render`).
"""

from dataclasses import replace
from functools import lru_cache

from webui.i18n import _, language, pgettext

from .texts import result_title
from webui.i18n.words import words


def _list(items):
    """Items read out one after the other, with the language's list separator."""
    return pgettext("list separator", ", ").join(items)


def color_title(game, color):
    """The colour ``color`` (0 / 1) for people: 'Sente', 'Black'."""
    return _(game.color_titles[color])


def _piece(game, symbol):
    """'sente pawn' / 'black cannon': the piece ``symbol`` (its case tells the owner)."""
    color = 0 if symbol.lstrip("+")[0].isupper() else 1
    return _("{color} {piece}").format(color=color_title(game, color).lower(),
                                       piece=words(game.piece_name(symbol)))


def square_label(game, name, symbol):
    """A grid cell's words: '7g, sente pawn', 'e3, empty' (``name``: the square's name as the
    engine writes it, ``symbol``: the piece on it or None). Kept once made, per language: the
    board redraws every cell's label on every change."""
    return _square_words(game, name, symbol, language())


@lru_cache(maxsize=8192)
def _square_words(game, name, symbol, lang):
    if symbol is None:
        return _("{square}, empty").format(square=name)
    return _("{square}, {piece}").format(square=name, piece=_piece(game, symbol))


def hand_label(game, color, hand, letter=None):
    """A hand's grid cell: 'Sente's hand: 2 pawns' for the kind ``letter`` (upper case), or the
    whole ``hand`` ({LETTER: count}) when ``letter`` is None ('Gote's hand: empty')."""
    owner = color_title(game, color)
    if letter is not None:
        pieces = words(game.piece_count(letter, hand.get(letter, 0)))
    else:
        pieces = _hand_pieces(game, hand)
    if not pieces:
        return _("{color}'s hand: empty").format(color=owner)
    return _("{color}'s hand: {pieces}").format(color=owner, pieces=pieces)


def _hand_pieces(game, hand):
    return _list(words(game.piece_count(letter, hand[letter]))
                 for letter in game.piece_names if hand.get(letter))


def cell_states(label, selected=False, target=False, last=False, check=False):
    """A cell's words with what is marked on it: '7f, empty, possible move'."""
    if selected:
        label = _("{cell}, selected").format(cell=label)
    if target:
        label = _("{cell}, possible move").format(cell=label)
    if last:
        label = _("{cell}, last move").format(cell=label)
    if check:
        label = _("{cell}, in check").format(cell=label)
    return label


def move_sentence(game, board, move, legal=None):
    """``move``, about to be played on ``board``, in words: 'Gote: bishop takes pawn on 2b and
    promotes', 'Sente: pawn dropped on 5e', 'Red: horse to e7'. ``legal``: the legal moves of
    ``board`` when known (then whether the move might have promoted is read from them rather
    than asked of the engine again)."""
    mover = board.turn
    fields = {"color": color_title(game, mover), "square": game.square_name(move.to_square)}
    if move.from_square is None:
        symbol = game.Piece(move.drop, mover).symbol()
        return _("{color}: {piece} dropped on {square}").format(
            piece=words(game.piece_name(symbol)), **fields)
    fields["piece"] = words(game.piece_name(board.piece_at(move.from_square).symbol()))
    taken = board.piece_at(move.to_square)
    if taken is not None:
        fields["taken"] = words(game.piece_name(taken.symbol()))
    if move.promotion:
        text = (_("{color}: {piece} takes {taken} on {square} and promotes") if taken
                else _("{color}: {piece} to {square} and promotes"))
    elif game.has_promotion and _may_promote(board, move, legal):
        text = (_("{color}: {piece} takes {taken} on {square}, does not promote") if taken
                else _("{color}: {piece} to {square}, does not promote"))
    else:
        text = _("{color}: {piece} takes {taken} on {square}") if taken else _(
            "{color}: {piece} to {square}")
    return text.format(**fields)


def _may_promote(board, move, legal):
    """True if ``move`` could have been played promoting."""
    promoting = replace(move, promotion=True)
    return promoting in legal if legal is not None else board.is_legal(promoting)


def move_announcement(game, sentence, check=False, outcome=None):
    """What the live region says about a move once played: its `move_sentence` (made before
    the move was played), whether it gave ``check``, and the ``outcome`` (a
    `kiban.outcome.Outcome`) it ended the game with: 'Red: chariot to e8, check. Red wins by
    checkmate.'"""
    text = sentence
    if check:
        text = _("{move}, check").format(move=text)
    text = _("{sentence}.").format(sentence=text)
    if outcome is not None:
        text = _("{move} {result}.").format(move=text, result=result_title(outcome, game))
    return text


def position_reading(game, board, outcome=None):
    """The whole position in words: whose turn (or the result), then each side's pieces by kind
    with their squares, and the hands: 'Sente to move. Sente: 1 king on 5i; ...'."""
    if outcome is not None:
        sentences = [_("{result}.").format(result=result_title(outcome, game))]
    elif board.is_check():
        sentences = [_("{color} to move, in check.").format(color=color_title(game, board.turn))]
    else:
        sentences = [_("{color} to move.").format(color=color_title(game, board.turn))]
    for color in (0, 1):
        squares = {}
        for sq in game.squares:
            piece = board.piece_at(sq)
            if piece is not None and piece.color == color:
                squares.setdefault(piece.symbol().upper(), []).append(game.square_name(sq))
        groups = [_("{pieces} on {squares}").format(
            pieces=words(game.piece_count(kind, len(squares[kind]))), squares=_list(squares[kind]))
            for kind in game.piece_names if kind in squares]
        sentences.append(_("{color}: {pieces}.").format(
            color=color_title(game, color), pieces=pgettext("list separator", "; ").join(groups)))
        if game.has_hands:
            hand = {game.Piece(t, 0).symbol(): n for t, n in board.hand(color).items() if n}
            sentences.append(_("{hand}.").format(hand=hand_label(game, color, hand)))
    return " ".join(sentences)
