"""A shogi variant is four files: its ``variant.py``, ``__init__.py`` and descriptor, and one line
in the registry (docs/architecture.md, "A shogi variant: the files it needs").

The proof: a 6×6 shogi laid out like Judkins shogi (king, gold, silver, knight, bishop, rook and
pawn a side, the far two ranks the promotion zone; Fairy-Stockfish's ``judkins``), written here as
those three files in a temporary folder and registered by one line, in a fresh interpreter. With
nothing else changed it plays Fairy-Stockfish's legal moves, writes and reads its notations, KIF,
KI2 and USI records, is offered and played over USI, and the browser's board draws it.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

PY = Path(__file__).resolve().parents[2] / "py"

VARIANT = '''"""A 6×6 shogi laid out like Judkins shogi."""
NAME = "sixshogi"
FILES = RANKS = 6
ZONE_RANKS = 2
START_SFEN = "rbnsgk/5p/6/6/P5/KGSNBR b - 1"
SET_SIZES = {1: 2, 2: 0, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2}
REPETITION_WINNER = None
'''

INIT = '''"""The 6×6 variant's engine: shogi's modules built for its board."""
from kiban.lazy import lazy_exports
from kiban.shogi.rebuild import build_modules

build_modules(__name__)

from sixshogi.types import SQUARES, Piece, parse_square, square_name  # noqa: E402

__getattr__, __dir__ = lazy_exports(__name__, {"Board": "board", "Move": "move", "START_SFEN": "sfen"})
'''

GAME = '''"""The 6×6 variant's descriptor."""
from kiban.shogi.game import PIECE_COUNTS, PIECE_NAMES, Shogi, shogi_notations

LETTERS = ("K", "+R", "R", "+B", "B", "G", "S", "+S", "N", "+N", "P", "+P")


class SixShogi(Shogi):
    name = "sixshogi"
    title = "Six shogi"
    module_name = "sixshogi"
    protocol_variant = "sixshogi"
    search_adapter = "sixshogi.evaluation"
    files = ranks = 6
    example_square, example_move = "6f", "6e6d"
    impasse_declaration = False
    rule_keyword = rule_enum_name = rule_title = handicaps_name = ""
    rule_labels = handicap_labels = {}
    hand_letters = "PNSGBR"
    replayed_draws = composition_presets = ()
    notations = shogi_notations("sixshogi.notation_western", "sixshogi.notation_japanese")
    notation_labels = {style: style for style in notations}
    record_formats = ("kif", "ki2", "usi")
    record_modules = {fmt: module for fmt, module in Shogi.record_modules.items() if fmt != "csa"}
    record_fixed_headers = {"手合割": "六々将棋"}
    piece_names = {letter: PIECE_NAMES[letter] for letter in LETTERS}
    piece_counts = {letter: PIECE_COUNTS[letter] for letter in LETTERS}

    def piece_letters(self):
        return [letter for letter in super().piece_letters() if letter.upper().lstrip("+") != "L"]


GAME = SixShogi()
'''

# Run in a fresh interpreter: the one registry line, then what a user of each part does.
SCRIPT = '''
import json, random, sys
from kiban import games
games._DESCRIPTORS["sixshogi"] = "sixshogi.game"  # the line a variant adds to kiban/games.py

from kiban import notation, records
from kiban.engine.session import Session
from webui.board.config import BoardConfig
from webui.board.reading import PositionReader
from webui.board.render import Marks, board_svg
from webui.board.svg import markup

game = games.get("sixshogi")
board, rng, played, legal = game.new_board(), random.Random(6), [], []
for _ in range(40):
    moves = sorted(move.usi() for move in board.legal_moves)
    if not moves:
        break
    legal.append(moves)
    move = game.parse_move(rng.choice(moves))
    board.push(move)
    played.append(move.usi())

start = game.new_board()
first = game.parse_move("2f4d")
record = records.read("position sfen " + game.position_text(start) + " moves " + " ".join(played))
texts = {fmt: records.write(record, fmt) for fmt in game.record_formats}
read_back = {fmt: [m.usi() for m in records.read(text).mainline] for fmt, text in texts.items()}
games_read = {fmt: records.read(text).game for fmt, text in texts.items()}

said = []
session = Session(said.append)
for line in ("usi", "setoption name USI_Variant value sixshogi", "usinewgame",
             "position startpos moves 6e6d", "d", "go perft 2"):
    session.handle(line)

view = PositionReader(game).view(start)
svg = markup(board_svg(BoardConfig(game="sixshogi"), view, Marks(), standalone=True))
print(json.dumps({
    "start": game.position_text(start), "played": played, "legal": legal,
    "styles": {style: notation.write(start, first, style) for style in game.notation_styles},
    "kif_head": texts["kif"].splitlines()[:3], "read_back": read_back, "games_read": games_read,
    "said": said, "perft2": game.new_board("rbnsgk/5p/6/P5/6/KGSNBR w - 2").perft(2),
    "squares": svg.count("data-square="), "pieces": svg.count("data-piece="),
}))
'''


@pytest.fixture(scope="module")
def outcome(tmp_path_factory):
    folder = tmp_path_factory.mktemp("variant")
    package = folder / "sixshogi"
    package.mkdir()
    for name, text in (("variant.py", VARIANT), ("__init__.py", INIT), ("game.py", GAME)):
        (package / name).write_text(text, encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", SCRIPT], cwd=PY, capture_output=True, text=True,
                         env={"PYTHONPATH": f"{folder}:{PY}", "PATH": "/usr/bin:/bin"}, timeout=300)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.splitlines()[-1])


def test_its_legal_moves_are_fairy_stockfishs_judkins_shogi_along_a_game(outcome):
    sf = pytest.importorskip("pyffish")
    from test_minishogi_fairy import fairy_move
    start = sf.start_fen("judkins")
    assert outcome["start"] == "rbnsgk/5p/6/6/P5/KGSNBR b - 1" and start.startswith("rbnsgk/5p/6/6/P5/KGSNBR[")
    assert len(outcome["played"]) == 40 and any("*" in move for move in outcome["played"])
    for ply, ours in enumerate(outcome["legal"]):
        fairy = sf.legal_moves("judkins", start, [fairy_move(m, 6) for m in outcome["played"][:ply]])
        assert sorted(fairy_move(m, 6) for m in ours) == sorted(fairy), ply


def test_its_notations_and_records_use_its_6x6_board(outcome):
    assert outcome["styles"] == {"western": "B-44", "western-letters": "B-4d", "japanese": "▲４四角",
                                 "kif": "４四角(26)", "usi": "2f4d"}
    assert "手合割：六々将棋" in outcome["kif_head"]
    assert outcome["games_read"] == {"kif": "sixshogi", "ki2": "sixshogi", "usi": "sixshogi"}
    assert all(moves == outcome["played"] for moves in outcome["read_back"].values())


def test_usi_offers_it_and_plays_from_its_start(outcome):
    said = outcome["said"]
    assert "option name USI_Variant type combo default shogi var shogi var minishogi var sixshogi" in said
    assert "sfen rbnsgk/5p/6/P5/6/KGSNBR w - 2" in said
    assert f"Nodes searched: {outcome['perft2']}" in said


def test_the_browsers_board_draws_its_36_squares_and_14_pieces(outcome):
    assert (outcome["squares"], outcome["pieces"]) == (36, 14)
