"""The review's summary per side: inaccuracies, mistakes, blunders and the average loss, with
their labels in the reader's language. Pure Python."""

from webui.i18n import N_, _

COUNTS = (("inaccuracies", N_("Inaccuracies (?!)")), ("mistakes", N_("Mistakes (?)")),
          ("blunders", N_("Blunders (??)")), ("average_loss", N_("Average loss (centipawns)")))
KEYS = tuple(key for key, _label in COUNTS)


def labels():
    """``[(key, label)]``: the summary's counts in the order of `KEYS`, each with its row label
    in the reader's language."""
    return [(key, _(label)) for key, label in COUNTS]


def summary_rows(review):
    """``[(color, name, values)]`` for both sides (the table's columns), the first player first:
    ``name`` the colour's title in the reader's language, ``values`` the counts of `KEYS` in
    order (`Review.summary`)."""
    game = review.descriptor
    rows = []
    for color in (0, 1):
        counts = review.summary(color)
        rows.append((color, _(game.color_titles[color]), [counts[key] for key in KEYS]))
    return rows
