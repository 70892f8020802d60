"""The words the page and the embeds show: status line, end-of-game banner, option labels.
Pure Python; game-specific words (colours, rule names, the game's term for repetition) come from
the game's `kiban.games` descriptor."""

from kiban.outcome import Termination

_BY = {
    Termination.CHECKMATE: "checkmate",
    Termination.STALEMATE: "stalemate (no legal move)",
    Termination.REPETITION: "repetition",
    Termination.PERPETUAL_CHECK: "perpetual check",
    Termination.PERPETUAL_CHASE: "perpetual chase",
    Termination.IMPASSE: "impasse",
    Termination.DECLARATION: "impasse declaration",
    Termination.INSUFFICIENT_MATERIAL: "insufficient material",
    Termination.MOVE_LIMIT: "move limit",
    Termination.RESIGNATION: "resignation",
    Termination.AGREEMENT: "agreement",
}


def result_title(outcome, game):
    """'Gote wins by checkmate', 'Draw by repetition (sennichite)', 'Gote wins on time' ...
    (``game``: the descriptor)."""
    by = _BY.get(outcome.termination, outcome.termination.value)
    if outcome.termination is Termination.REPETITION and game.repetition_term:
        by = f"repetition ({game.repetition_term})"
    if outcome.winner is None:
        return f"Draw by {by}"
    if outcome.termination is Termination.TIME_FORFEIT:
        return f"{game.color_titles[outcome.winner]} wins on time"
    return f"{game.color_titles[outcome.winner]} wins by {by}"


def turn_line(game, facts):
    """'Sente to move', 'Red to move · check' for a position's `PositionFacts`."""
    text = f"{game.color_titles[facts.turn]} to move"
    return text + " · check" if facts.check is not None else text


def status_line(session, shown_move=None):
    """The game page's status: whose turn (and check), the reviewed move (``shown_move``: its
    text, as the move list writes it), or the result."""
    turn = turn_line(session.game, session.facts())
    if session.reviewing:
        move = f" ({shown_move})" if shown_move else ""
        return f"Reviewing move {session.ply} of {session.last_ply}{move} · {turn}"
    outcome = session.outcome()
    if outcome is not None:
        return result_title(outcome, session.game)
    return turn


def position_status(session):
    """An embedded board's status: the result at the shown position, or whose turn it is."""
    outcome = session.shown_outcome()
    if outcome is not None:
        return result_title(outcome, session.game)
    return turn_line(session.game, session.facts())


def handicap_label(name):
    """A readable handicap name: 'rook-lance' -> 'Rook and lance', '2-piece' -> '2-piece'."""
    if name[0].isdigit():
        return name
    return name.replace("-lance", " and lance").replace("-", " ").capitalize()


def points_line(session):
    """Impasse points of both sides at the end of the line, under the session's rule."""
    points = session.impasse_points()
    colors = session.game.colors
    return (f"Impasse points ({session.rule} rule): {colors[0]} {points[0]} · "
            f"{colors[1]} {points[1]}")
