"""The engine speaks codes, not languages: `py/kiban` imports no translation machinery and holds
no catalog, every message it raises or reports has a code in `kiban.messages.TEMPLATES` with the
params its template names, and ``str()`` of an error stays the English sentence."""

import ast
import re
import string
from pathlib import Path

import pytest

from kiban import games, shogi, xiangqi
from kiban.errors import IllegalMoveError, InvalidPositionError, KibanError
from kiban.messages import TEMPLATES, Message, Plural, Word
from kiban.records import RecordError, read

KIBAN = Path(__file__).resolve().parents[2] / "py" / "kiban"
FORBIDDEN_MODULES = ("gettext", "kiban.i18n", "webui")
TRANSLATING_CALLS = {"_", "gettext", "ngettext", "pgettext", "dgettext", "set_language"}
CODE = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


def _modules():
    return sorted(path for path in KIBAN.rglob("*.py") if "__pycache__" not in path.parts)


def _trees():
    return [(path.relative_to(KIBAN.parent), ast.parse(path.read_text(encoding="utf-8")))
            for path in _modules()]


def test_no_engine_module_imports_a_translation_or_calls_one():
    found = []
    for path, tree in _trees():
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            found += [f"{path}:{node.lineno} imports {name}" for name in names
                      if name == "gettext" or name.startswith(FORBIDDEN_MODULES)]
            if (isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute))
                    and getattr(node.func, "id", getattr(node.func, "attr", None)) in TRANSLATING_CALLS):
                found.append(f"{path}:{node.lineno} calls a translation function")
    assert found == []


def test_no_catalog_lies_under_the_engine():
    catalogs = [path for path in KIBAN.rglob("*") if path.suffix in (".po", ".pot", ".mo")]
    assert catalogs == [] and not (KIBAN / "i18n").exists()


def test_every_code_is_kebab_case_and_every_template_formats_with_its_params():
    for code, template in TEMPLATES.items():
        assert CODE.fullmatch(code), code
        for text in (template if isinstance(template, Plural) else (template,)):
            names = {name for _, name, _, _ in string.Formatter().parse(text) if name}
            text.format(**dict.fromkeys(names, "x"))
            if isinstance(template, Plural):
                assert "n" in names, code


def test_every_message_the_engine_builds_names_a_known_code_with_its_params():
    wrong = []
    for path, tree in _trees():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Message"):
                continue
            code = node.args[0] if node.args else None
            if not (isinstance(code, ast.Constant) and isinstance(code.value, str)):
                continue  # a code chosen from a table or a condition: checked by the tests below
            template = TEMPLATES.get(code.value)
            if template is None:
                wrong.append(f"{path}:{node.lineno} unknown code {code.value!r}")
                continue
            text = " ".join(template) if isinstance(template, Plural) else template
            wanted = {name for _, name, _, _ in string.Formatter().parse(text) if name}
            given = {keyword.arg for keyword in node.keywords}
            if wanted != given:
                wrong.append(f"{path}:{node.lineno} {code.value}: {sorted(given)} != {sorted(wanted)}")
    assert wrong == []


def test_every_engine_error_is_raised_with_a_message():
    """An engine error built from plain text would have no code, and reach the browser in
    English (the USI / UCI protocol's errors too have codes; the protocol says them in English)."""
    plain = []
    for path, tree in _trees():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args
                    and getattr(node.exc.func, "id", "").endswith("Error")
                    and isinstance(node.exc.args[0], (ast.Constant, ast.JoinedStr))):
                name = node.exc.func.id
                if name in ("KibanError", "RecordError", "InvalidPositionError", "InvalidMoveError",
                            "IllegalMoveError", "NotationError", "UnknownGameError"):
                    plain.append(f"{path}:{node.lineno}")
    assert plain == []


def test_an_error_carries_its_code_and_params_and_reads_in_english():
    with pytest.raises(KibanError) as unknown:
        games.get("chess")
    assert unknown.value.code == "unknown-game" and unknown.value.params["name"] == "chess"
    assert str(unknown.value) == "unknown game 'chess' (expected one of shogi, xiangqi, minishogi)"

    board = shogi.Board("4k4/9/9/9/9/9/9/4P4/4K4 b P 1")
    with pytest.raises(IllegalMoveError) as refused:
        board.push(shogi.Move.from_usi("P*5e"))
    assert refused.value.code == "illegal-move"
    assert refused.value.params["reason"] == Message("nifu", side="sente", file=5)
    assert str(refused.value) == ("illegal move P*5e: nifu: sente already has an unpromoted pawn "
                                  "on file 5 (position 4k4/9/9/9/9/9/9/4P4/4K4 b P 1)")

    with pytest.raises(InvalidPositionError) as bad:
        xiangqi.Board("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    assert bad.value.code == "generals-face" and bad.value.params == {"file": "e"}


def test_a_record_error_keeps_its_line_apart_from_its_code():
    with pytest.raises(RecordError) as caught:
        read("V2.2\nPI\n+\n+7776FU\n+3334FU\n", "csa")
    error = caught.value
    assert error.line == 5 and error.code == "csa-wrong-side"
    assert str(error).startswith("line 5: '+3334FU' is a move of sente, but it is gote's turn")
    assert error.message.code == "at-line" and error.message.params["error"] is error.reason


def test_pieces_rules_and_sides_are_english_words():
    shogi_game, xiangqi_game = games.get("shogi"), games.get("xiangqi")
    horse = shogi_game.piece_name("+b")
    assert horse == "horse" and isinstance(horse, Word) and horse.context == "shogi piece"
    assert str(shogi_game.piece_count("p", 1)) == "1 pawn"
    assert str(xiangqi_game.piece_count("n", 3)) == "3 horses"
    assert shogi_game.color_titles == ("Sente", "Gote") and xiangqi_game.title == "Xiangqi"
    assert shogi_game.handicap_label("2-piece") == "2-piece"
    assert xiangqi_game.rule_label("asian") == "60 moves without capture (Asian rules)"


def test_an_outcome_reason_has_a_code_and_reads_in_english():
    board = xiangqi.Board("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    reason = board.outcome().reason
    assert reason.code == "insufficient-material"
    assert reason == "neither side has a chariot, horse, cannon or soldier left"
    assert Message.from_json(reason.to_json()) == reason
