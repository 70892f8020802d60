"""Which review belongs to the game shown: a `kiban.review.Review` describes a game's main line
(its start and moves); the page shows it, and keeps it with the game, only while the session's
main line is that very game. Pure Python."""

from kiban.review.model import Review, ReviewError


def main_line_texts(session):
    """The moves of ``session``'s main line in the engine's notation."""
    return [session.game.move_text(move) for move in session.root.mainline()]


def fits(review, session):
    """Whether ``review`` is a review of ``session``'s main line as it stands."""
    if review is None or review.game != session.game.name or review.start != session.start:
        return False
    text = session.game.move_text
    return [text(m) for m in review.moves] == main_line_texts(session)


def stored_review(data, session):
    """The review in its stored form ``data`` (`Review.to_dict()`, or None) when it is one of
    ``session``'s main line, else None (none kept, another game, or damaged)."""
    if not isinstance(data, dict):
        return None
    try:
        review = Review.from_dict(data)
    except ReviewError:
        return None
    return review if fits(review, session) else None


def marks_by_node(review, session):
    """``{node: mark}`` for the marked moves of ``session``'s main line (empty when ``review``
    does not fit it): the ``data-mark`` of the move list's buttons."""
    if not fits(review, session):
        return {}
    return {node: verdict.mark for node, verdict in zip(session.root.mainline_nodes(),
                                                         review.verdicts) if verdict.mark}


def shown_index(review, session):
    """The index in ``review.positions`` of the position ``session`` shows (0: the start), or
    None when it is off the main line or the review does not fit."""
    node = session.node
    if not fits(review, session) or not node.is_mainline():
        return None
    return session.ply
