"""Moves as players write them: the moves of a game tree in a notation style (each written once
and kept), and a typed move read in whichever of the game's styles it is written in. Pure Python
over `kiban.notation`; the styles a game has come from its descriptor.
"""

from kiban import notation
from kiban.errors import IllegalMoveError, KibanError
from webui.i18n import _

_KEPT = 20_000   # texts kept at most (node, style) before the store starts again


class MoveTexts:
    """The texts of the moves of game trees, by (node, style), each written once."""

    def __init__(self):
        self._texts = {}

    def of(self, session, style):
        """{node: text} for every move of ``session``'s tree written in ``style``."""
        nodes = list(session.root.walk())
        if any((node, style) not in self._texts for node in nodes):
            if len(self._texts) + len(nodes) > _KEPT:
                self._texts.clear()
            self._write(session, style)
        return {node: self._texts[node, style] for node in nodes}

    def _write(self, session, style):
        """Write the missing texts, walking a fresh board through the tree (depth first)."""
        board = session.game.new_board(session.start, session.rule, session.strict)
        stack = [(child, False) for child in reversed(session.root.children)]
        while stack:
            node, leaving = stack.pop()
            if leaving:
                board.pop()
                continue
            if (node, style) not in self._texts:
                self._texts[node, style] = notation.write(board, node.move, style)
            board.push(node.move)
            stack.append((node, True))
            stack.extend((child, False) for child in reversed(node.children))


def parse_typed(game, board, text, style):
    """The legal move of ``board`` that ``text`` names: read in ``style`` first, then in the
    game's other styles. Raises the most telling `KibanError`: an illegal move named in some
    style, else what ``style`` says about the text."""
    text = " ".join(str(text).split())
    if not text:
        raise KibanError(_("type a move first"))
    errors = []
    for each in (style, *(s for s in game.notation_styles if s != style)):
        try:
            return notation.parse(board, text, each)
        except KibanError as error:
            errors.append(error)
    illegal = [error for error in errors if isinstance(error, IllegalMoveError)]
    raise (illegal or errors)[0]



def typing_examples(game, style):
    """The game's example move (its descriptor's ``example_move``, from the start) written in
    ``style`` and in one other style a player may type it in (the game's own script, or its
    default): the move field's hint, e.g. ``["C2=5", "炮二平五"]``."""
    board = game.new_board()
    move = game.parse_move(game.example_move)
    styles = (style, *game.language_notations.values(), game.default_notation,
              *game.notation_styles)
    texts = dict.fromkeys(notation.write(board, move, each) for each in styles)
    return list(texts)[:2]
