"""The words the page shows: status line, end-of-game banner, option labels. Pure Python."""

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


def result_title(outcome, colors, game):
    """'Gote wins by checkmate', 'Draw by repetition (sennichite)' ..."""
    by = _BY.get(outcome.termination, outcome.termination.value)
    if game == "shogi" and outcome.termination is Termination.REPETITION:
        by = "repetition (sennichite)"
    if outcome.winner is None:
        return f"Draw by {by}"
    return f"{colors[outcome.winner]} wins by {by}"


def status_line(session, shown_board):
    """The status: whose turn (and check), the reviewed move, or the result."""
    colors = session.adapter.colors
    turn = f"{colors[shown_board.turn]} to move"
    if shown_board.is_check():
        turn += " · check"
    if session.reviewing:
        return f"Reviewing move {session.ply} of {len(session.moves)} · {turn}"
    outcome = session.outcome()
    if outcome is not None:
        return result_title(outcome, colors, session.game)
    return turn


RULE_LABELS = {
    "24-point": "24 points (professional)",
    "27-point": "27 points (amateur, 28 wins)",
    "27-point-dutch": "27 points (Dutch site)",
    "declaration": "Declaration (28 / 27 points)",
    "document": "25 moves without capture or soldier move",
    "asian": "60 moves without capture (Asian rules)",
}


def rule_label(value):
    """A readable name for a rule option value of the engine."""
    return RULE_LABELS.get(value, value)


def handicap_label(name):
    """A readable handicap name: 'rook-lance' -> 'Rook and lance', '2-piece' -> '2-piece'."""
    if name[0].isdigit():
        return name
    return name.replace("-lance", " and lance").replace("-", " ").capitalize()


def points_line(session):
    """Impasse points of both sides under the chosen rule (shogi)."""
    sente, gote = session.impasse_points()
    return f"Impasse points ({session.rule} rule): sente {sente} · gote {gote}"
