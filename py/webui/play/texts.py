"""The words the page and the embeds show: status line, end-of-game banner, option labels.
Pure Python; game-specific words (colours, rule names, the game's term for repetition) come from
the game's `kiban.games` descriptor."""

from webui.i18n import N_, _
from kiban.outcome import Termination

_BY = {
    Termination.CHECKMATE: N_("checkmate"),
    Termination.STALEMATE: N_("stalemate (no legal move)"),
    Termination.REPETITION: N_("repetition"),
    Termination.PERPETUAL_CHECK: N_("perpetual check"),
    Termination.PERPETUAL_CHASE: N_("perpetual chase"),
    Termination.IMPASSE: N_("impasse"),
    Termination.DECLARATION: N_("impasse declaration"),
    Termination.INSUFFICIENT_MATERIAL: N_("insufficient material"),
    Termination.MOVE_LIMIT: N_("move limit"),
    Termination.RESIGNATION: N_("resignation"),
    Termination.AGREEMENT: N_("agreement"),
}


def result_title(outcome, game):
    """'Gote wins by checkmate', 'Draw by repetition (sennichite)', 'Gote wins on time' ...
    (``game``: the descriptor)."""
    by = _(_BY.get(outcome.termination, outcome.termination.value))
    if outcome.termination is Termination.REPETITION and game.repetition_term:
        by = _("repetition ({term})").format(term=_(game.repetition_term))
    if outcome.winner is None:
        return _("Draw by {by}").format(by=by)
    color = _(game.color_titles[outcome.winner])
    if outcome.termination is Termination.TIME_FORFEIT:
        return _("{color} wins on time").format(color=color)
    return _("{color} wins by {by}").format(color=color, by=by)


def turn_line(game, facts):
    """'Sente to move', 'Red to move · check' for a position's `PositionFacts`."""
    color = _(game.color_titles[facts.turn])
    if facts.check is not None:
        return _("{color} to move · check").format(color=color)
    return _("{color} to move").format(color=color)


def status_line(session, shown_move=None):
    """The game page's status: whose turn (and check), the reviewed move (``shown_move``: its
    text, as the move list writes it), or the result."""
    turn = turn_line(session.game, session.facts())
    if session.reviewing:
        if shown_move:
            return _("Reviewing move {ply} of {total} ({move}) · {turn}").format(
                ply=session.ply, total=session.last_ply, move=shown_move, turn=turn)
        return _("Reviewing move {ply} of {total} · {turn}").format(
            ply=session.ply, total=session.last_ply, turn=turn)
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


def points_line(session):
    """Impasse points of both sides at the end of the line, under the session's rule."""
    points, game = session.impasse_points(), session.game
    return _("Impasse points — {rule}: {first} {first_points} · {second} {second_points}").format(
        rule=_(game.rule_label(session.rule)), first=_(game.color_titles[0]), first_points=points[0],
        second=_(game.color_titles[1]), second_points=points[1])
