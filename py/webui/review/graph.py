"""The evaluation graph and bar: where each position stood, drawn as the first player's winning
chances (so a won game does not flatten the rest of the graph). Pure Python: numbers and SVG
point lists; the page (`webui.page.reviewgraph`) draws them.

The graph is ``WIDTH`` × ``HEIGHT`` user units: position ``i`` of ``n`` at x = i / (n - 1) of
the width, the first player winning at the top, the second at the bottom, even in the middle.
"""

import json

from kiban.review.chances import winning_chances

WIDTH, HEIGHT = 1000, 200
DEFAULT_SCALE = 0.002   # a review stored without its scale


def evals_json(review):
    """The graph's ``data-evals``: one score per position as JSON (centipawns from the first
    player's view, a mate as ±(100000 − plies to mate))."""
    return json.dumps(review.scores())


def share(score, scale):
    """The first player's share (0 to 1) of the evaluation bar for ``score``."""
    return (1 + winning_chances(score, scale)) / 2


def x_of(index, count):
    """The graph's x of position ``index`` of ``count``."""
    return WIDTH * index / (count - 1) if count > 1 else WIDTH / 2


def point(index, count, score, scale):
    """The graph's ``(x, y)`` of position ``index`` of ``count`` scoring ``score`` (first
    player's view, in ``scale``)."""
    return round(x_of(index, count), 1), round(HEIGHT * (1 - share(score, scale)), 1)


def points(scores, scale):
    """The graph's line: one ``(x, y)`` per score (first player's view, in ``scale``)."""
    return [point(i, len(scores), s, scale) for i, s in enumerate(scores)]


def area(scores, scale):
    """The polygon filled under the line down to the bottom edge (the first player's part), as
    SVG ``points`` text."""
    line = points(scores, scale)
    if not line:
        return ""
    corners = [(line[-1][0], HEIGHT), (line[0][0], HEIGHT)]
    return " ".join(f"{x},{y}" for x, y in line + corners)


def polyline(scores, scale):
    """The line alone, as SVG ``points`` text."""
    return " ".join(f"{x},{y}" for x, y in points(scores, scale))


def segments(scores, scale):
    """The line of a review under way: one SVG ``points`` text per run of positions already
    searched (``scores``: one per position of the game, None for a position not yet searched;
    each run of two or more), at the x of the whole game."""
    runs, run = [], []
    for index, score in enumerate(scores + [None]):
        if score is None:
            if len(run) > 1:
                runs.append(" ".join(f"{x},{y}" for x, y in run))
            run = []
        else:
            run.append(point(index, len(scores), score, scale))
    return runs


def index_at(fraction, count):
    """The position nearest a click ``fraction`` (0 to 1) of the graph's width."""
    if count <= 1:
        return 0
    return max(0, min(count - 1, round(fraction * (count - 1))))
