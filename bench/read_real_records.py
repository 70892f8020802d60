"""Reading real XQF, CBR, CBL and CBF files, each against cchess's reader of the same bytes.

Run: python3 bench/read_real_records.py DIRECTORY...
For every .xqf / .cbr / .cbl / .cbf file under the directories (pip install cchess): reads it
with ``kiban.records`` (partially when it has an illegal move) and with cchess, and prints per
file whether the lines of moves (every variation, as sets), the start position and the players,
event and title agree, and what we refused and why. cchess skips illegal moves where we stop,
so a file we refuse may differ. The last line counts the files and games that agree. The files
read for the corpus notes are named in `tests/records/corpus/README.md`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from kiban import records  # noqa: E402

EXTENSIONS = (".xqf", ".cbr", ".cbl", ".cbf")


def _lines(node, prefix=()):
    if not node.children:
        return [prefix]
    return [line for child in node.children for line in _lines(child, prefix + (child.move.uci(),))]


def _theirs(path, data):
    """cchess's games of the file."""
    suffix = path.suffix.lower()
    if suffix == ".xqf":
        from cchess.read_xqf import read_from_xqf
        return [read_from_xqf(str(path))]
    if suffix == ".cbf":
        from cchess.read_cbf import read_from_cbf
        return [read_from_cbf(str(path))]
    from cchess.read_cbr import read_from_cbl, read_from_cbr_buffer
    return read_from_cbl(str(path))["games"] if suffix == ".cbl" else [read_from_cbr_buffer(data)]


def _agree(ours, theirs, main_line_only):
    their_lines = sorted(tuple(m.replace("-", "").lower() for m in line) for line in theirs.dump_iccs_moves()) or [()]
    our_lines = [tuple(m.uci() for m in ours.mainline)] if main_line_only else sorted(_lines(ours.root))
    if main_line_only:
        their_lines = their_lines[:1]
    names = {key: (theirs.info.get(key) or "").strip() or None for key in ("red", "black", "event", "title")}
    mine = {"red": ours.headers.get("Red"), "black": ours.headers.get("Black"),
            "event": ours.headers.get("Event"), "title": ours.headers.get("Title")}
    if main_line_only:   # cchess's CBF reader reads no header
        names = mine
    return (our_lines == their_lines, ours.start.split()[0] == theirs.init_board.to_fen().split()[0], names == mine)


def _aligned(ours, theirs):
    """cchess's games matched to ours by title, in order: cchess also returns a library's
    headings and deleted records, which we leave out."""
    if len(theirs) <= len(ours):
        return theirs
    matched, rest = [], iter(theirs)
    for game in ours:
        found = next((t for t in rest if (t.info.get("title") or "").strip() == game.headers.get("Title", "")), None)
        if found is not None:
            matched.append(found)
    return matched


def main(directories):
    files = games = agreeing_games = agreeing_files = 0
    for path in sorted(p for d in directories for p in Path(d).rglob("*") if p.suffix.lower() in EXTENSIONS):
        data = path.read_bytes()
        try:
            ours, note = records.read_all(data), ""
        except records.RecordError as error:
            ours, note = records.read_all(data, partial=True), f"refused: {error}"
        theirs = _aligned(ours, _theirs(path, data))
        verdicts = [_agree(o, t, path.suffix.lower() == ".cbf") for o, t in zip(ours, theirs)]
        good = sum(all(v) for v in verdicts)
        files += 1
        games += len(ours)
        agreeing_games += good
        agreeing_files += good == len(ours) == len(theirs)
        print(f"{path.name}: {len(ours)} games (cchess {len(theirs)}), {good} agree "
              f"(lines, start, names: {verdicts if good < len(ours) else 'all'}) {note}")
    print(f"{agreeing_files} of {files} files and {agreeing_games} of {games} games agree with cchess")


if __name__ == "__main__":
    main(sys.argv[1:] or ["."])
