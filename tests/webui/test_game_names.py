"""The browser code asks a game's descriptors and never compares game names: outside the one
mapping from a game to its drawing (webui/board/styles/__init__.py) no game name appears in
py/webui as a string in code (docstrings and comments may name games)."""

import ast
from pathlib import Path

from kiban import games

WEBUI = Path(__file__).resolve().parents[2] / "py" / "webui"
REGISTRY = WEBUI / "board" / "styles" / "__init__.py"


def docstrings(tree):
    """The string constants that are docstrings of the module, classes and functions."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def game_names_in_code(path):
    """(line, text) of every string constant in ``path``'s code that names or embeds a game
    name (a comparison, a dict key, an f-string part, a default ...)."""
    names = set(games.names())
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = docstrings(tree)
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in skip
            and any(word in names for word in _words(node.value))]


def _words(text):
    return "".join(c if c.isalnum() else " " for c in text.lower()).split()


def test_no_game_name_in_browser_code_outside_the_style_registry():
    found = {str(path.relative_to(WEBUI)): hits for path in sorted(WEBUI.rglob("*.py"))
             if path != REGISTRY and (hits := game_names_in_code(path))}
    assert found == {}


def test_the_guard_sees_comparisons_keys_and_defaults(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Docstrings may say shogi."""\n'
                      'def f(game="xiangqi"):  # comments may say shogi\n'
                      '    """Neither is counted: shogi."""\n'
                      '    return {"shogi": 1}.get(game) if game != "xiangqi" else f"{game} shogi"\n',
                      encoding="utf-8")
    assert [line for line, _ in game_names_in_code(sample)] == [2, 4, 4, 4]
