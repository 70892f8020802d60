"""Shogi's modules built again for a shogi variant: one rules engine, several board sizes.

A variant package (``kiban.minishogi``) has its own ``variant`` module: the board's size and the
rules that differ (as :mod:`kiban.shogi.variant` has them for 9×9). The shogi modules it builds
again, each under its own name, are `SHOGI_MODULES` (``{"kiban.shogi.tables": "tables", …}``).
Its ``__init__`` calls :func:`build_modules`;
from then on importing one of those names
(``kiban.minishogi.tables``) runs the shogi module's code again (:func:`rebuild`) in a module of
the variant's, with no file of its own. While that code runs, and in the functions it defines,
an import of one of those modules (``from kiban.shogi.tables import …``, ``from kiban.shogi
import sfen``) is answered by the variant's module. So ``kiban.minishogi.tables`` holds tables
built for a 5×5 board, ``kiban.minishogi.board`` a Board class of its own that uses them, and 9×9
shogi's modules stay exactly as fast as they were: their sizes and tables are module globals,
read the same way in either copy.
"""

import builtins
import importlib
import importlib.util
import sys
from types import SimpleNamespace

# The shogi modules a variant builds again for its board -> their names in its package.
SHOGI_MODULES = {
    "kiban.shogi.variant": "variant", "kiban.shogi.types": "types", "kiban.shogi.tables": "tables",
    "kiban.shogi.move": "move", "kiban.shogi.sfen": "sfen", "kiban.shogi.board": "board",
    "kiban.shogi.explain": "explain", "kiban.search.eval_shogi": "evaluation",
    "kiban.notation.shogi_common": "notation_common", "kiban.notation.shogi_relative": "notation_relative",
    "kiban.notation.shogi_western": "notation_western", "kiban.notation.shogi_japanese": "notation_japanese",
}


def _redirecting_import(package, rebuilt):
    """An ``__import__`` answering the modules named in ``rebuilt`` with ``package``'s own."""
    plain = builtins.__import__

    def __import__(name, globals=None, locals=None, fromlist=(), level=0):  # noqa: A002 - builtins' names
        if level == 0 and fromlist:
            if name in rebuilt:  # from kiban.shogi.tables import STEPS
                return plain(f"{package}.{rebuilt[name]}", globals, locals, fromlist, 0)
            if all(f"{name}.{item}" in rebuilt for item in fromlist):  # from kiban.shogi import sfen
                return SimpleNamespace(**{item: importlib.import_module(f"{package}.{rebuilt[f'{name}.{item}']}")
                                          for item in fromlist})
        return plain(name, globals, locals, fromlist, level)

    return __import__


def rebuild(namespace, source):
    """Run the code of the module ``source`` (``"kiban.shogi.tables"``) in ``namespace``, the
    globals of a variant's module, with the variant's modules standing in for those it rebuilds."""
    package = namespace["__name__"].rpartition(".")[0]
    code = importlib.util.find_spec(source).loader.get_code(source)
    own_doc = namespace.get("__doc__")
    namespace["__builtins__"] = dict(vars(builtins), __import__=_redirecting_import(package, SHOGI_MODULES))
    exec(code, namespace)  # noqa: S102 - our own module's code, not text from outside
    namespace["__doc__"] = own_doc


class _RebuiltModules:
    """The import system's finder and loader of a variant package's rebuilt modules: a module
    named in `SHOGI_MODULES` that has no file of its own is the shogi module's code run again."""

    def __init__(self, package):
        self.package = package
        self.sources = {f"{package}.{name}": source for source, name in SHOGI_MODULES.items()}

    def find_spec(self, fullname, path=None, target=None):
        """A spec for a rebuilt module of the package, None for any other name."""
        if fullname not in self.sources:
            return None
        return importlib.util.spec_from_loader(fullname, self)

    def create_module(self, spec):
        """The default module object."""
        return None

    def exec_module(self, module):
        """Run the shogi module's code in ``module``."""
        source = self.sources[module.__name__]
        module.__doc__ = f"{source} built again for {self.package} (see kiban.shogi.rebuild)."
        rebuild(vars(module), source)


def build_modules(package):
    """Make every module the variant package ``package`` (its ``__name__``) builds again
    importable under the package, built on first import. A module file of the package comes
    first: the finder is the import system's last."""
    sys.meta_path.append(_RebuiltModules(package))
