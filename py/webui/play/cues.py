"""Which sound a move makes (the names of assets/js/sounds.js). Pure Python."""


def move_cue(board, move) -> str:
    """The sound of ``move`` about to be played on ``board`` (the engine board before it):
    "promotion", "capture" or "move"."""
    if move.promotion:
        return "promotion"
    return "capture" if board.piece_at(move.to_square) is not None else "move"


def after_cue(cue: str, check: bool, ended: bool) -> str:
    """The sound once the move stands: "game-end" when it ended the game, "check" when it
    gives check, else ``cue`` (from `move_cue`)."""
    if ended:
        return "game-end"
    return "check" if check else cue
