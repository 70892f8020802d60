"""Pyodide's standard library zip without the modules the site can never import.

Pyodide ships the whole standard library as one zip of sources (`python_stdlib.zip`, 2.5 MB that
hardly compresses further), and every page downloads it on a first visit. Most of it no code of
ours can reach: xml, unittest, wsgiref, imaplib, the DOS and Mac code pages and so on. This
module keeps what can be reached and drops the rest (about 0.9 MB).

*Reached* is a closure over import statements, found by text (so an import inside a function, a
``try`` or a docstring counts too: the closure errs on keeping; only a module's
``if __name__ == "__main__":`` block, which an import never runs, is skipped: heapq's imported
doctest and with it pdb and unittest): starting from every file that
runs Python in a page (our `py/`, PyScript's Python package and its bundle, our workers' and
scripts' JavaScript that runs Python code, Pyodide's own loader) and following the imports of
every module reached. Imports by computed name cannot be seen that way; the standard library's
one such path a page takes is the codec lookup (``bytes.decode("cp932")`` imports
``encodings.cp932``), so every codec of `encodings` is kept except the pure code-page tables
(`charmap` codecs: cp437, mac_roman, iso8859_5…) that no string in our Python or in a module
kept names (records are UTF-8, CP932 or EUC-JP: kiban.records.text; zipfile names cp437).
"""

import io
import re
import zipfile
from encodings.aliases import aliases as CODEC_ALIASES
from pathlib import Path

# `import a.b, c as d` / `from .a import b, (c)`: at any indentation (IMPORT) or unindented
# (TOP_LEVEL_IMPORT); `import_module("a.b")`.
_STATEMENT = (r"(?:from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]+)"
              r"|import[ \t]+([\w., \t]+))")
IMPORT = re.compile(r"^[ \t]*" + _STATEMENT, re.M)
TOP_LEVEL_IMPORT = re.compile("^" + _STATEMENT, re.M)
# A module's `if __name__ == "__main__":` line and the indented (or blank) lines after it.
MAIN_BLOCK = re.compile(r"""^if __name__ == ["']__main__["']:[^\n]*\n(?:[ \t]+[^\n]*\n|[ \t]*\n)*""", re.M)
NAMED_IMPORT = re.compile(r"""(?:import_module|__import__)\(\s*["']([\w.]+)["']""")
# In JavaScript that runs Python code: `import x` / `from x import` inside its strings.
JS_IMPORT = re.compile(r"\b(?:from|import)[ \t]+([A-Za-z_][\w.]*)")
# A codec given by name in our Python: `.decode("cp932")`, `("cp932", "euc_jp")` and the like.
CODEC_NAME = re.compile(r"""["']([A-Za-z][\w-]*)["']""")
# A quoted name in JavaScript: Pyodide's loader imports modules by name ("pyodide.code").
JS_STRING = re.compile(r"""["']([A-Za-z_][\w.-]*)["']""")
CHARMAP_TABLE = "decoding_table"  # what the source of a code-page table codec defines
# Imported by name, not by an import statement: what Python imports as it starts (`site`, and
# through `sysconfig` its build data), what its C code imports when needed (`_pylong`: str/int
# conversion of very long numbers), and Pyodide's own packages, which its C and JavaScript call
# into (kept whole).
BY_NAME = ("site", "sitecustomize", "sysconfig", "_sysconfigdata__emscripten_wasm32-emscripten",
           "_pylong")
KEPT_WHOLE = ("pyodide", "_pyodide")
# Modules whose strings are tables of encoding names (aliases, locales, mail charsets), not a
# codec the site's code runs: not read for codec names.
NAME_TABLES = ("encodings", "locale", "email")


def stdlib_modules(archive):
    """{module name: (zip entry, is a package)} of the `.py` files in zipfile `archive`."""
    modules = {}
    for name in archive.namelist():
        if not name.endswith(".py"):
            continue
        module = name[:-3].replace("/", ".")
        package = module.endswith(".__init__")
        modules[module[:-9] if package else module] = (name, package)
    return modules


def _plain_names(plain):
    """The module names of a plain import statement's list (``a.b, c as d`` -> a.b, c)."""
    return (part.split(" as ")[0].strip() for part in plain.split(","))


def without_main_block(source):
    """`source` without its ``if __name__ == "__main__":`` block (a module run as a script does
    that; imported, never)."""
    match = MAIN_BLOCK.search(source)
    return source if match is None else source[:match.start()] + source[match.end():]


def imported_names(source, module="", package=False):
    """Every module name `source` (Python code of `module`) may import, relative imports resolved:
    for ``from a import b`` both ``a`` and ``a.b`` (b may be a submodule); not those of its
    ``__main__`` block."""
    source = without_main_block(source)
    here = module if package else module.rpartition(".")[0]
    names = set(NAMED_IMPORT.findall(source))
    for origin, members, plain in IMPORT.findall(source):
        if plain:
            names.update(_plain_names(plain))
            continue
        base = origin
        if origin.startswith("."):
            dots = len(origin) - len(origin.lstrip("."))
            parent = here
            for _ in range(dots - 1):
                parent = parent.rpartition(".")[0]
            rest = origin[dots:]
            base = f"{parent}.{rest}" if rest else parent
        names.add(base)
        for member in members.strip("() \t").split(","):
            member = member.split(" as ")[0].strip()
            if member and member != "*":
                names.add(f"{base}.{member}")
    return {name for name in names if name}


def module_level_imports(source):
    """The names of the modules `source` imports as it runs, by text: its unindented import
    statements (``import a, b.c`` and ``from a import b`` give a, b.c and a), those of a
    docstring's unindented lines too; relative imports (of its own package) give nothing."""
    names = set()
    for origin, _members, plain in TOP_LEVEL_IMPORT.findall(source):
        if plain:
            names.update(_plain_names(plain))
        elif not origin.startswith("."):
            names.add(origin)
    return {name for name in names if name}


def _with_parents(name):
    """``a.b.c`` -> ``a``, ``a.b``, ``a.b.c`` (importing a submodule imports its packages)."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


def reached(archive, roots):
    """The names of the modules of zipfile `archive` that importing the names `roots` can reach."""
    modules = stdlib_modules(archive)
    seen, todo = set(), [parent for name in roots for parent in _with_parents(name)]
    while todo:
        module = todo.pop()
        if module in seen or module not in modules:
            continue
        seen.add(module)
        entry, package = modules[module]
        source = archive.read(entry).decode("utf-8", "replace")
        todo += [parent for name in imported_names(source, module, package) for parent in _with_parents(name)]
    return seen


def root_names(python_files, javascript_files):
    """The module names imported by the Python files and named in the JavaScript files (paths):
    in JavaScript, any import statement in its strings and any quoted name (a name that is no
    module is ignored later)."""
    names = set()
    for path in python_files:
        names |= imported_names(Path(path).read_text(encoding="utf-8"))
    for path in javascript_files:
        code = Path(path).read_text(encoding="utf-8")
        names.update(JS_IMPORT.findall(code))
        names.update(JS_STRING.findall(code))
    return names


def codec_modules(archive, texts):
    """The `encodings` modules to keep: every codec but the code-page tables, and those tables a
    string in `texts` (source code) names, directly or by an alias (``"ibm437"``, ``"latin-1"``)."""
    named = set()
    for text in texts:
        for name in CODEC_NAME.findall(text):
            name = name.lower().replace("-", "_").replace(" ", "_")
            named.add(CODEC_ALIASES.get(name, name))
    keep = {"encodings"}
    for module, (entry, _package) in stdlib_modules(archive).items():
        if module.startswith("encodings."):
            table = CHARMAP_TABLE in archive.read(entry).decode("utf-8", "replace")
            if not table or module.split(".", 1)[1] in named:
                keep.add(module)
    return keep


def trimmed(archive, keep):
    """The bytes of a zip holding the entries of zipfile `archive` that belong to a module in
    `keep`; other files (folders, data) stay unless every module of their top folder went.
    Same order, names and dates."""
    modules = stdlib_modules(archive)
    wanted = {modules[name][0] for name in keep if name in modules}
    tops = {entry.split("/")[0] for entry, _package in modules.values() if "/" in entry}
    gone = tops - {entry.split("/")[0] for entry in wanted}
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as result:
        for info in archive.infolist():
            name = info.filename
            if name in wanted if name.endswith(".py") else name.split("/")[0] not in gone:
                result.writestr(info, archive.read(info), compress_type=zipfile.ZIP_DEFLATED,
                                compresslevel=9)
    return out.getvalue()


def trim(stdlib_zip, python_files, javascript_files):
    """The bytes of the trimmed standard library zip (path `stdlib_zip`) for a site whose Python
    is `python_files` and whose JavaScript running Python is `javascript_files`."""
    with zipfile.ZipFile(stdlib_zip) as archive:
        modules = stdlib_modules(archive)
        whole = {name for name in modules if name.split(".")[0] in KEPT_WHOLE}
        keep = reached(archive, root_names(python_files, javascript_files) | whole | set(BY_NAME))
        texts = [Path(path).read_text(encoding="utf-8") for path in python_files]
        texts += [archive.read(modules[name][0]).decode("utf-8", "replace") for name in keep
                  if name.split(".")[0] not in NAME_TABLES]
        return trimmed(archive, keep | codec_modules(archive, texts))
