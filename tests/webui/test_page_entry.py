"""Every page's Python starts through `webui.entry`, the one place that sets the language before
anything is worded (the editor once started without it and showed English)."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PY_SCRIPT = re.compile(r'<script type="py"[^>]*>(.*?)</script>', re.S)


def _pages():
    """{key of webui.entry.PAGES: module} read from the source (it imports pyscript)."""
    tree = ast.parse((ROOT / "py" / "webui" / "entry.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "PAGES":
            return ast.literal_eval(node.value)
    raise AssertionError("webui.entry has no PAGES")


def test_every_page_with_python_starts_through_the_entry():
    pages = _pages()
    started = {}
    for html in sorted(ROOT.glob("*.html")):
        for script in PY_SCRIPT.findall(html.read_text(encoding="utf-8")):
            match = re.fullmatch(r'from webui\.entry import start\nawait start\("(\w+)"\)', script)
            assert match, f"{html.name} starts its Python some other way: {script!r}"
            started[html.name] = match[1]
    assert started == {"index.html": "game", "editor.html": "editor", "games.html": "games"}
    assert set(started.values()) == set(pages)


def test_no_page_module_sets_the_language_itself():
    for module in _pages().values():
        source = (ROOT / "py" / (module.replace(".", "/") + ".py")).read_text(encoding="utf-8")
        assert "set_language" not in source, module
