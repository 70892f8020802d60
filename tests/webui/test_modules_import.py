"""Every module of py/webui imports under CPython, but for the browser's own modules (`js`,
`pyscript`, `pyodide`) that glue code needs: a name one module imports from another that no
longer has it (a merge or a rename) fails here, not at a page's boot in the browser."""

import importlib
import pkgutil

import pytest

import webui

BROWSER_ONLY = {"js", "pyscript", "pyodide", "pyodide.ffi"}
MODULES = sorted(m.name for m in pkgutil.walk_packages(webui.__path__, "webui."))


@pytest.mark.parametrize("name", MODULES)
def test_the_module_imports_or_needs_only_the_browser(name):
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as missing:
        assert missing.name in BROWSER_ONLY, f"{name}: {missing}"
