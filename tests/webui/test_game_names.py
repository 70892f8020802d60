"""Code asks a game's descriptor and never compares game names: only the registry
(py/kiban/games.py) and a game's own package (py/kiban/<game>/, its descriptor among them) write a
game name as a string in code. The guard walks py/webui, py/kiban and scripts/: a comparison
(``game == "shogi"``), a dict key, a default or an f-string part naming a game fails it.
Docstrings and comments may name games, and so may the engine's English text of its messages
(py/kiban/messages.py) and a message's code (``Message("ambiguous-shogi-move", …)``).

bench/ is left out on purpose: a benchmark measures named games against named reference engines
(Fairy-Stockfish for shogi, Pikafish for xiangqi) on positions chosen per game; it ships in no
page and runs in no test."""

import ast
from pathlib import Path

from kiban import games

ROOT = Path(__file__).resolve().parents[2]
KIBAN = ROOT / "py" / "kiban"
SCANNED = (ROOT / "py" / "webui", KIBAN, ROOT / "scripts")
ALLOWED_FILES = {KIBAN / "games.py", KIBAN / "messages.py"}
ALLOWED_PACKAGES = tuple(KIBAN / name for name in games.names())
# file -> the one module-level dict whose keys may be game names (and nothing else in the file)
ALLOWED_TABLES = {ROOT / "scripts" / "make_puzzles.py": "RECIPES"}  # each game's puzzle recipe


def docstrings(tree):
    """The string constants that are docstrings of the module, classes and functions."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def message_codes(tree):
    """The string constants that are the code of a ``Message(code, …)``."""
    return {id(node.args[0]) for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Message"
            and node.args and isinstance(node.args[0], ast.Constant)}


def table_keys(tree, table):
    """The keys of the module-level dict assigned to the name ``table``."""
    return {id(key) for node in tree.body if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
            and any(getattr(target, "id", None) == table for target in node.targets)
            for key in node.value.keys}


def game_names_in_code(path, table=None):
    """(line, text) of every string constant in ``path``'s code that names or embeds a game
    name (a comparison, a dict key, an f-string part, a default ...), but for docstrings,
    message codes and the keys of the dict ``table``."""
    names = set(games.names())
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = docstrings(tree) | message_codes(tree) | (table_keys(tree, table) if table else set())
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in skip
            and any(word in names for word in _words(node.value))]


def _words(text):
    return "".join(c if c.isalnum() else " " for c in text.lower()).split()


def _guarded():
    for folder in SCANNED:
        for path in sorted(folder.rglob("*.py")):
            if path not in ALLOWED_FILES and not any(package in path.parents for package in ALLOWED_PACKAGES):
                yield path


def test_no_game_name_in_code_outside_the_registry_and_the_games_packages():
    found = {str(path.relative_to(ROOT)): hits for path in _guarded()
             if (hits := game_names_in_code(path, ALLOWED_TABLES.get(path)))}
    assert found == {}


def test_the_guard_walks_the_engine_the_browser_code_and_the_scripts():
    guarded = {path.relative_to(ROOT).as_posix() for path in _guarded()}
    assert {"py/kiban/notation/__init__.py", "py/kiban/records/__init__.py", "py/kiban/engine/usi.py",
            "py/webui/board/styles/__init__.py", "scripts/prerender.py", "scripts/make_glyphs.py",
            "scripts/piece_sheet.py", "scripts/make_puzzles.py"} <= guarded
    assert not guarded & {"py/kiban/games.py", "py/kiban/shogi/game.py", "py/kiban/minishogi/game.py"}


def test_the_guard_sees_comparisons_keys_and_defaults(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Docstrings may say shogi."""\n'
                      'def f(game="xiangqi"):  # comments may say shogi\n'
                      '    """Neither is counted: shogi."""\n'
                      '    return {"shogi": 1}.get(game) if game != "xiangqi" else f"{game} shogi"\n',
                      encoding="utf-8")
    assert [line for line, _ in game_names_in_code(sample)] == [2, 4, 4, 4]


def test_the_guard_passes_message_codes_and_one_named_table_only(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('RECIPES = {"shogi": 1, "xiangqi": 2}\n'
                      'OTHER = {"minishogi": 3}\n'
                      'def g(board):\n'
                      '    raise Error(Message("ambiguous-shogi-move", text=board))\n'
                      'if __name__ == "__main__":\n'
                      '    g("shogi")\n', encoding="utf-8")
    assert game_names_in_code(sample, "RECIPES") == [(2, "minishogi"), (6, "shogi")]
    assert [line for line, _ in game_names_in_code(sample)] == [1, 1, 2, 6]

