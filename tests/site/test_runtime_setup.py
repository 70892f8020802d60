"""The Python that assets/js/python-runtime.js runs once py.zip is written (SETUP), checked on
CPython, whose zip importer behaves as Pyodide's: a memory snapshot restores finders that have
read the zips of an earlier start, and SETUP must make imports read the zips as they are now."""

import re
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def setup_code():
    """SETUP's Python, as the runtime module holds it."""
    source = (ROOT / "assets" / "js" / "python-runtime.js").read_text(encoding="utf-8")
    return re.search(r"const SETUP = `\n(.*?)`;", source, re.S).group(1).replace("\\`", "`")


def write_zip(path, files):
    """Write zip `path` holding `files` ({name: text})."""
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)


def test_a_library_zip_rewritten_since_the_snapshot_is_read_afresh(tmp_path):
    """Another release's standard library at the same path (Pyodide writes it at every start),
    py.zip unchanged: a module the snapshot had not imported yet still imports."""
    library, archive = tmp_path / "library.zip", tmp_path / "py.zip"
    write_zip(library, {"first.py": "A = 1\n", "later.py": "B = 2\n"})
    write_zip(archive, {"ours.py": "C = 3\n"})
    program = f"""
import sys, zipfile
sys.path.insert(0, {str(library)!r})
import first                        # the snapshot's start read the old library's contents
with zipfile.ZipFile({str(library)!r}, "w") as archive:   # the next release's library
    archive.writestr("padding.py", "# " + "x" * 5000 + "\\n")
    archive.writestr("later.py", "B = 'new'\\n")
ARCHIVE = {str(archive)!r}
exec(compile({setup_code()!r}, "SETUP", "exec"))
import later, ours
print(later.B, ours.C, "ARCHIVE" in globals())
"""
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["new", "3", "False"]  # (SETUP removes the name it was given)
