"""The reader's looks (`webui.play.settings.Looks`) applied to the board component: what a board
of a game offers to choose (its piece sets, the themes, its rank label styles) and the
`BoardConfig` fields a choice sets. Pure Python, shared by the game page and the embeds."""

from webui.play.settings import Choices

from .config import RANK_LABELS
from .styles import style_of
from .styles.themes import DARK_THEME, THEMES


def choices_of(game_name):
    """The `Choices` a board of the game called ``game_name`` offers."""
    style = style_of(game_name)
    return Choices(pieces=tuple(style.piece_sets), themes=tuple(THEMES), dark_theme=DARK_THEME,
                   ranks=tuple(style.rank_styles))


def config_fields(looks):
    """The `BoardConfig` fields that draw a board the way ``looks`` says."""
    return {"pieces": looks.pieces, "theme": looks.theme,
            "rank_labels": looks.ranks or RANK_LABELS[0]}
