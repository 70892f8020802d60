"""Find mate on the game page: the request the worker solves (`kiban.search.solve_mate`), and what
its answer adds to the game and says. Pure Python.

    request = mate_request(session)           # the shown position, SECONDS to look
    said, added = take_solution(session, node, request, reply, style)

A mate found goes into the game tree after the position it was asked for: as the continuation
when that position ended its line, else as a variation; the shown position stays where it was.
Where the game is over (a repetition, a resignation) and no move follows, it is only said.
"""

from kiban import notation
from webui.i18n import _
from webui.i18n.words import words

SECONDS = 10  # how long the worker looks before it gives up


def mate_request(session, seconds=SECONDS):
    """The worker request for the shown position of ``session``: its game from the start up to
    that position, and the seconds to look."""
    return {"game": session.game.name, "start": session.start, "rule": session.rule,
            "strict": session.strict, "moves": session.move_texts()[:session.ply], "solve": seconds}


def in_tree(session, node):
    """Whether ``node`` is still a node of ``session``'s game tree (not taken back or deleted)."""
    while node.parent is not None:
        if node not in node.parent.children:
            return False
        node = node.parent
    return node is session.root


def board_of(game, request):
    """The board of the position ``request`` (a `mate_request`) asked about."""
    board = game.new_board(request["start"], request["rule"], request["strict"])
    for text in request["moves"]:
        board.push(game.parse_move(text))
    return board


def take_solution(session, node, request, reply, style, seconds=SECONDS):
    """Read the worker's ``reply`` to ``request``, made at ``node``, and return ``(text to show,
    whether moves were added)``; the moves are written in ``style``. A mate found is added to
    the tree unless that node left it meanwhile, or the game is over there and the mate could
    only continue it (a variation beside later moves is added)."""
    if reply.get("error"):
        return _("The mate search failed: {reason}").format(reason=words(reply["error"])), False
    status = reply.get("status")
    if status == "nomate":
        return _("No mate: no series of checks mates from this position."), False
    if status == "unknown":
        return _("No mate found."), False
    if status != "mate":
        return _("No mate found in {seconds} seconds.").format(seconds=seconds), False
    game = session.game
    board = board_of(game, request)
    over = board.outcome() is not None
    moves, texts = [], []
    for text in reply["moves"]:
        move = game.parse_move(text)
        texts.append(notation.write(board, move, style))
        board.push(move)
        moves.append(move)
    said = _("Mate: {moves}.").format(moves=" ".join(texts))
    if not in_tree(session, node):
        return said, False
    at_end = node is session.line_end
    if not node.children and (over or (at_end and session.ending)):
        return said + " " + _("The game is over, so it is not added to the move list."), False
    node.add_line(moves)
    if at_end:  # the line goes on with the mate; the shown position stays
        shown = session.ply
        session.go_to(node)
        session.review(shown)
    elif session.ending:  # a variation, which an ended game does not open (GameSession.go_to)
        return said + " " + _("It is in the move list as a variation: take the ending back to open it."), True
    return said + " " + _("It is in the move list."), True
