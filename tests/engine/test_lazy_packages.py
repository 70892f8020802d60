"""Packages load their heavy parts on first use (kiban.lazy): the game page imports the levels,
the time limits and the record model at boot, not the searcher, the engine session or eight
record readers, and everything stays reachable under its documented name."""

import subprocess
import sys
from pathlib import Path

import pytest

PY = Path(__file__).resolve().parents[2] / "py"


def _loaded_after(statement):
    """The kiban and webui modules a fresh interpreter holds after running ``statement``."""
    code = (f"import sys\n{statement}\n"
            "print(' '.join(m for m in sys.modules if m.startswith(('kiban', 'webui'))))")
    out = subprocess.run([sys.executable, "-c", code], cwd=PY, capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_what_the_game_page_reads_does_not_load_the_searcher_or_the_readers():
    loaded = _loaded_after("import kiban.search.levels, kiban.engine.limits, kiban.engine.usi, kiban.records")
    assert "kiban.search.levels" in loaded and "kiban.records.record" in loaded
    assert not loaded & {"kiban.search.searcher", "kiban.engine.session", "kiban.records.kif",
                         "kiban.records.csa", "kiban.records.pgn", "kiban.records.detect"}


def test_the_documented_names_are_all_there_on_first_use():
    from kiban import engine, records, search
    assert search.Searcher.__name__ == "Searcher" and callable(search.best_move)
    assert {"Searcher", "think", "LEVELS"} <= set(dir(search))
    assert engine.Session.__name__ == "Session"
    record = records.read("position startpos moves 7g7f 3c3d")
    assert [m.usi() for m in record.mainline] == ["7g7f", "3c3d"]
    assert records.read_all("V2.2\nPI\n+\n+7776FU\n/\nV2.2\nPI\n+\n+2726FU\n")[1].mainline[0].usi() == "2g2f"


def test_a_name_the_package_does_not_have_is_an_attribute_error():
    from kiban import search
    with pytest.raises(AttributeError, match="has no attribute 'Sercher'"):
        search.Sercher


def test_notation_loads_only_the_notations_written_and_a_page_in_english_no_catalog():
    loaded = _loaded_after(
        "from kiban import notation, xiangqi\nfrom webui import i18n\n"
        "i18n.set_language('en')\n"
        "print(notation.write(xiangqi.Board(), xiangqi.Move.from_uci('h2e2'), 'wxf'), file=sys.stderr)")
    assert "kiban.notation.xiangqi_coords" in loaded
    assert not loaded & {"kiban.shogi.board", "kiban.shogi.tables", "kiban.notation.shogi_japanese",
                         "kiban.notation.xiangqi_chinese", "webui.i18n.catalog"}


def test_every_notation_style_still_writes_and_parses():
    from kiban import games, notation
    for name, text in (("shogi", "7g7f"), ("xiangqi", "h2e2")):
        game = games.get(name)
        board, move = game.new_board(), game.parse_move(text)
        assert board.game_name == name
        for style in notation.STYLES[name]:
            written = notation.write(board, move, style)
            assert notation.parse(board, written, style) == move, (style, written)
        other_games_style = "wxf" if name == "shogi" else "kif"
        with pytest.raises(notation.NotationError, match=f"notation style '{other_games_style}'"):
            notation.write(board, move, other_games_style)
