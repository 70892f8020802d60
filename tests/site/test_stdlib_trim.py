"""The trimmed standard library (scripts/stdlib_trim.py): what the closure over imports keeps and
drops, on small made-up zips and on Pyodide's real one."""

import io
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import sitebuild  # noqa: E402
import stdlib_trim  # noqa: E402

PYODIDE_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
TABLE = "decoding_table = ('x')\n"
WRAPPER = "import _codecs_jp, codecs\n"


def make_zip(files):
    """A zipfile.ZipFile in memory holding `files` ({name: text})."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return zipfile.ZipFile(io.BytesIO(buffer.getvalue()))


def test_imports_anywhere_in_a_module_count_relative_ones_resolved():
    source = (
        "import os.path, json as j\n"
        "def late():\n"
        "    from . import sibling\n"
        "    from ..up import (a,\n        b as c)\n"
        "try:\n    import missing_ok\nexcept ImportError:\n    pass\n"
        "importlib.import_module('by.name')\n"
    )
    names = stdlib_trim.imported_names(source, "pkg.sub.mod")
    assert {"os.path", "json", "pkg.sub.sibling", "pkg.up", "pkg.up.a", "pkg.up.b",
            "missing_ok", "by.name"} <= names
    assert stdlib_trim.imported_names("from .x import y", "pkg", package=True) >= {"pkg.x", "pkg.x.y"}


def test_a_main_block_imports_nothing_and_module_level_imports_are_told_apart():
    source = (
        "import heapq\n"
        "def late():\n    import tarfile\n"
        "if __name__ == '__main__':\n    import doctest\n\n    doctest.testmod()\n"
        "import after_main\n"
    )
    assert stdlib_trim.imported_names(source) == {"heapq", "tarfile", "after_main"}
    assert stdlib_trim.module_level_imports(source) == {"heapq", "after_main"}
    # double quotes, a comment and blank lines in the block; the code after it still counts
    source = ('if __name__ == "__main__":  # run as a script\n    import pdb\n\n'
              '    # a comment\n    pdb.run("x")\nfrom json import dumps\n')
    assert stdlib_trim.imported_names(source) == {"json", "json.dumps"}


def test_the_closure_follows_imports_and_leaves_the_rest():
    archive = make_zip({
        "a.py": "def f():\n    import b\n",
        "b.py": "from pkg import helper\n",
        "pkg/__init__.py": "",
        "pkg/helper.py": "from . import _inner\n",
        "pkg/_inner.py": "",
        "pkg/unused.py": "import c\n",
        "c.py": "",
        "lonely.py": "import a\n",
    })
    assert stdlib_trim.reached(archive, {"a"}) == {"a", "b", "pkg", "pkg.helper", "pkg._inner"}


def test_code_page_tables_stay_only_when_named_directly_or_by_alias():
    archive = make_zip({
        "encodings/__init__.py": "", "encodings/cp437.py": TABLE, "encodings/cp850.py": TABLE,
        "encodings/koi8_r.py": TABLE, "encodings/cp932.py": WRAPPER, "encodings/utf_8.py": "",
    })
    kept = stdlib_trim.codec_modules(archive, ['name.decode("IBM437")', "x = 'koi8-r'"])
    assert kept == {"encodings", "encodings.cp437", "encodings.koi8_r", "encodings.cp932",
                    "encodings.utf_8"}


def test_a_package_folder_and_its_data_go_with_its_last_module():
    archive = make_zip({"keep/__init__.py": "", "keep/data.txt": "x", "gone/__init__.py": "",
                        "gone/data.txt": "x", "top.txt": "x"})
    names = zipfile.ZipFile(io.BytesIO(stdlib_trim.trimmed(archive, {"keep"}))).namelist()
    assert names == ["keep/__init__.py", "keep/data.txt", "top.txt"]


@pytest.mark.skipif(not PYODIDE_STDLIB.exists(), reason="needs node_modules (npm ci)")
def test_pyodides_standard_library_loses_what_no_page_can_import():
    dirs = sitebuild.vendor_dirs()
    data = sitebuild.trimmed_stdlib(PYODIDE_STDLIB, dirs)
    names = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
    for needed in ("asyncio/__init__.py", "json/__init__.py", "zipfile/__init__.py",
                   "encodings/cp932.py", "encodings/euc_jp.py", "encodings/cp437.py",
                   "pyodide/__init__.py", "pyodide/http/_pyfetch.py", "_pyodide/_importhook.py",
                   "site.py", "gettext.py", "dataclasses.py"):
        assert needed in names, needed
    # (doctest and pdb: only heapq's and others' `if __name__ == "__main__":` blocks import them)
    for unused in ("xml/dom/minidom.py", "wsgiref/simple_server.py", "imaplib.py",
                   "encodings/mac_roman.py", "unittest/mock.py", "doctest.py", "pdb.py"):
        assert unused not in names, unused
    assert len(data) < PYODIDE_STDLIB.stat().st_size - 600_000


def test_the_published_library_holds_bytecode_for_what_a_page_loads_as_it_starts(built_site):
    """A first visit has no memory snapshot: the modules a page reads from the library as it
    starts come as bytecode (scripts/python-build.mjs), so the page compiles none of them; those
    frozen into the interpreter and those no page imports as it starts stay source."""
    runtime = sitebuild.vendor_dirs()["pyodide"].relative_to(ROOT)
    names = set(zipfile.ZipFile(built_site / runtime / sitebuild.STDLIB).namelist())
    # Pyodide's start, PyScript's package (html), our code (difflib, gettext, datetime, queue)
    for imported in ("asyncio/__init__", "json/__init__", "zipfile/__init__", "inspect", "typing",
                     "_pyodide/_base", "html/__init__", "html/entities", "difflib", "gettext",
                     "datetime", "queue"):
        assert f"{imported}.pyc" in names and f"{imported}.py" not in names, imported
    # frozen (never read from the zip); not imported as a page starts (the links read their
    # query without urllib.parse, which would import ipaddress)
    for other in ("os.py", "zipimport.py", "importlib/_bootstrap.py", "encodings/cp932.py",
                  "urllib/parse.py", "ipaddress.py", "importlib/metadata/__init__.py"):
        assert other in names and other + "c" not in names, other
    assert 100 < sum(name.endswith(".pyc") for name in names) < 180  # (all of it: +1.7 MB)


def test_the_bytecode_ships_without_docstrings(built_site):
    """Compiled as `python -OO` does: the docstrings (for readers of the source) are not
    downloaded."""
    archive = zipfile.ZipFile(built_site / sitebuild.ARCHIVE)
    assert b"the one place where a game is found by its name" in (ROOT / "py" / "kiban" / "games.py").read_bytes()
    assert b"the one place where a game is found by its name" not in archive.read("kiban/games.pyc")
    assert b"A game name that is not in the registry" not in archive.read("kiban/games.pyc")
    assert b"unknown-game" in archive.read("kiban/games.pyc")  # (its code is there)
    runtime = sitebuild.vendor_dirs()["pyodide"].relative_to(ROOT)
    stdlib = zipfile.ZipFile(built_site / runtime / sitebuild.STDLIB)
    assert b"Generic (shallow and deep) copying operations" not in stdlib.read("copy.pyc")
