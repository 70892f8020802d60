"""The editor's links, pure Python: ``editor.html`` opens with the game page's link parameters
(``?game=&sfen=|fen=&moves=&ply=&flip=&composed=&arrows=&circles=``: the shown position and
what is drawn on it; ``composed=1`` reads it as ``strict=False``); a position that breaks a rule
even so still opens, with its faults shown. `editor_query` writes the link that reopens the
editor as it is.
"""

from kiban import games
from webui.i18n import _

from webui.play.links import LinkError, link_query, parse_link, session_of, single, split_query
from webui.play.marks import NO_MARKS
from .state import EditorError, EditorState
from webui.i18n.words import words


def open_editor(query):
    """``(state, flip, marks, problem)`` for the address query: the `EditorState` of the
    position the link shows, the board orientation, the arrows and circles drawn (a `MarkSet`)
    and a message when the link could not be opened (the state is then the usual start of its
    game)."""
    try:
        state, link = _opened(split_query(query))
        state.composed = bool(link.composed)
        return state, link.flip, link.marks, None
    except (LinkError, EditorError) as error:
        return EditorState(), 0, NO_MARKS, _("This link could not be opened: {reason}").format(
            reason=words(error))


def _opened(params):
    positions = [game.position_param for game in games.available()]
    try:
        link = parse_link(params)
    except LinkError as error:
        if error.param not in positions:
            raise
        # A position the engine refuses (a composed one, one still being set up): open it as
        # written; moves cannot be played from it.
        if "moves" in params:
            raise
        link = parse_link({k: v for k, v in params.items() if k not in positions})
        state = EditorState(link.game)
        state.load(single(params, games.get(link.game).position_param))
        return state, link
    state = EditorState(link.game)
    board = session_of(link).shown_board()
    state.load(state.game.position_text(board))
    return state, link


def editor_query(state, flip=0, marks=NO_MARKS):
    """The query (``?game=…``) of an editor link that reopens ``state`` (turned by ``flip``)
    with ``marks`` drawn."""
    return link_query(state.game.name, start=state.text(), flip=flip, composed=state.composed,
                      marks=marks)


def game_query(state, marks=NO_MARKS):
    """The game page's query for the position (`link_query`) with ``marks`` drawn, for a link
    or an embed."""
    return link_query(state.game.name, start=state.text(), composed=state.composed, marks=marks)
