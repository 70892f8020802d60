"""Find mate on the game page: the request the worker solves (`kiban.search.solve_mate`), and what
its answer adds to the game and says. Pure Python.

    request = mate_request(session)           # the shown position, SECONDS to look
    said, added = take_solution(session, node, reply, style)

A mate found goes into the game tree after the position it was asked for: as the continuation
when that position ended its line, else as a variation; the shown position stays where it was.
"""

from kiban import notation
from kiban.i18n import _

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


def take_solution(session, node, reply, style, seconds=SECONDS):
    """Read the worker's ``reply`` to a request made at ``node``: add a mate it found to the tree
    (unless that node left the tree meanwhile) and return ``(text to show, whether moves were
    added)``; the moves are written in ``style``."""
    if reply.get("error"):
        return _("The mate search failed: {reason}").format(reason=reply["error"]), False
    status = reply.get("status")
    if status == "nomate":
        return _("No mate: no series of checks mates from this position."), False
    if status == "unknown":
        return _("No mate found."), False
    if status != "mate":
        return _("No mate found in {seconds} seconds.").format(seconds=seconds), False
    game = session.game
    board = game.new_board(session.start, session.rule, session.strict)
    for step in node.nodes_to():
        board.push(step.move)
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
    node.add_line(moves)
    if at_end:  # the line goes on with the mate; the shown position stays
        shown = session.ply
        session.go_to(node)
        session.review(shown)
    return said + " " + _("It is in the move list."), True
