"""The lines of a saved game (`GameSession.to_dict()` form) and how two tabs' lines of one kept
game are put together: every line one save holds that the other lacks is added to it as a
variation. Pure Python."""

SETUP_KEYS = ("game", "start", "handicap", "rule", "composed")


def lines_of(save):
    """Every line of a saved game, each a list of move texts: its main line (``moves``), then
    one per variation (``[ply, moves]``: the first ``ply`` moves of the line before it, then
    these)."""
    found = [list(save.get("moves") or [])]
    for item in save.get("variations") or []:
        try:
            ply, texts = item
            found.append(found[-1][:int(ply)] + list(texts))
        except (TypeError, ValueError):
            continue  # (a damaged variation: the session refuses it too)
    return found


def _held(line, lines):
    """Whether one of ``lines`` is ``line`` or goes on from it."""
    return any(other[:len(line)] == line for other in lines)


def same_setup(first, second):
    """Whether two saved games start alike (game, start, handicap, rule): their lines can meet."""
    return all(first.get(key) == second.get(key) for key in SETUP_KEYS)


def missing_lines(theirs, ours):
    """The lines of saved game ``theirs`` that no line of saved game ``ours`` holds."""
    have = lines_of(ours)
    return [line for line in lines_of(theirs) if not _held(line, have)]


def with_lines(save, lines):
    """A copy of saved game ``save`` with each of ``lines`` it does not hold added as a
    variation (its main line and the line it follows stay as they are)."""
    have = lines_of(save)
    variations = list(save.get("variations") or [])
    for line in lines:
        if _held(line, have):
            continue
        before, ply = have[-1], 0
        while ply < min(len(before), len(line)) and before[ply] == line[ply]:
            ply += 1
        variations.append([ply, line[ply:]])
        have.append(line)
    return {**save, "variations": variations}
