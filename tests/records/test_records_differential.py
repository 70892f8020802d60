"""Differential tests: our readers against cshogi and python-shogi on the real KIF and CSA files
of the corpus, and our Japanese notation against cshogi's KI2 writer and the real KI2 files. The
references get the text we decoded (they read UTF-8 only)."""

import re
from pathlib import Path

import pytest

from kiban import notation, records
from kiban.records.text import decode

cshogi = pytest.importorskip("cshogi")
import cshogi.KI2  # noqa: E402
import cshogi.KIF  # noqa: E402
import shogi.CSA  # noqa: E402  (python-shogi)
import shogi.KIF  # noqa: E402

CORPUS = Path(__file__).parent / "corpus"
KIF_FILES = sorted((CORPUS / "kif").iterdir())
CSA_FILES = sorted((CORPUS / "csa").iterdir())
KI2_FILES = sorted((CORPUS / "ki2").iterdir())
# python-shogi misreads KIF files with 変化 (variations): it skips move lines marked '+' and adds
# the variations' moves to the main line; it fails on doh_branch.kifu and reads only the first
# game of a multi-game CSA file. On these files it is wrong, not us: cshogi agrees with us.
PYTHON_SHOGI_WRONG = {"fork.kif", "henka.kif", "doh_branch.kifu"}


def _ours(path):
    return [([m.usi() for m in r.mainline], r.start.split()[:3]) for r in records.read_all(path.read_bytes())]


def _cshogi(path):
    text = decode(path.read_bytes())
    if path.suffix == ".csa":
        games = cshogi.Parser.parse_str(text)
        games = games if isinstance(games, list) else [games]
    else:
        games = [cshogi.KIF.Parser.parse_str(text)]
    return [([cshogi.move_to_usi(m) for m in g.moves], g.sfen.split()[:3]) for g in games]


def _python_shogi(path):
    text = decode(path.read_bytes())
    parser = shogi.CSA.Parser if path.suffix == ".csa" else shogi.KIF.Parser
    return [(g["moves"], g["sfen"].split()[:3]) for g in parser.parse_str(text)]


@pytest.mark.parametrize("path", KIF_FILES + CSA_FILES, ids=lambda p: p.name)
def test_moves_and_start_agree_with_cshogi(path):
    assert _ours(path) == _cshogi(path)


@pytest.mark.parametrize("path", [p for p in KIF_FILES + CSA_FILES if p.name not in PYTHON_SHOGI_WRONG],
                         ids=lambda p: p.name)
def test_moves_and_start_agree_with_python_shogi(path):
    theirs = _python_shogi(path)
    assert _ours(path)[:len(theirs)] == theirs


def test_python_shogi_misreads_variations():
    path = CORPUS / "kif" / "henka.kif"
    assert _ours(path) == _cshogi(path) != _python_shogi(path)


def test_final_positions_agree_with_cshogi():
    for path in KIF_FILES + CSA_FILES:
        for record, (moves, sfen) in zip(records.read_all(path.read_bytes()), _cshogi(path)):
            board = cshogi.Board(" ".join(sfen) + " 1")
            for usi in moves:
                board.push_usi(usi)
            assert record.board().sfen().split()[:3] == board.sfen().split()[:3], path.name


@pytest.mark.parametrize("path", KIF_FILES + KI2_FILES + CSA_FILES, ids=lambda p: p.name)
def test_japanese_notation_of_every_move_agrees_with_cshogi(path):
    for record in records.read_all(path.read_bytes()):
        board, theirs = record.start_board(), cshogi.Board(record.start)
        for move in record.mainline:
            assert notation.write(board, move, "japanese") == cshogi.KI2.move_to_ki2(
                theirs.move_from_usi(move.usi()), theirs), (path.name, board.ply + 1)
            board.push(move)
            theirs.push_usi(move.usi())


@pytest.mark.parametrize("path", KI2_FILES, ids=lambda p: p.name)
def test_japanese_notation_writes_the_main_line_as_the_ki2_file_has_it(path):
    tokens = []
    for line in decode(path.read_bytes()).splitlines():
        if line.startswith("変化"):
            break
        if line[:1] in "▲△":
            tokens += re.findall(r"[▲△][^▲△\s]+(?:\u3000[^▲△\s]+)?", line)
    record = records.read(path.read_bytes())
    board, written = record.start_board(), []
    for move in record.mainline:
        written.append(notation.write(board, move, "japanese"))
        board.push(move)
    assert written == tokens
