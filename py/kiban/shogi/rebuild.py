"""Shogi's modules built again for a shogi variant: one rules engine, several board sizes.

A variant package (``kiban.minishogi``) has its own ``variant`` module: the board's size and the
rules that differ (as :mod:`kiban.shogi.variant` has them for 9×9), and ``REBUILT``, the shogi
modules it builds again, each under its own name (``{"kiban.shogi.tables": "tables", …}``). Each
of those is a small module calling :func:`rebuild`, which runs the shogi module's code again in
it. While that code runs, and in the functions it defines, an import of a module in ``REBUILT``
(``from kiban.shogi.tables import …``, ``from kiban.shogi import sfen``) is answered by the
variant's module. So
``kiban.minishogi.tables`` holds tables built for a 5×5 board, ``kiban.minishogi.board`` a Board
class of its own that uses them, and 9×9 shogi's modules stay exactly as fast as they were: their
sizes and tables are module globals, read the same way in either copy.
"""

import builtins
import importlib
import importlib.util
from types import SimpleNamespace


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
    rebuilt = importlib.import_module(f"{package}.variant").REBUILT
    code = importlib.util.find_spec(source).loader.get_code(source)
    own_doc = namespace.get("__doc__")
    namespace["__builtins__"] = dict(vars(builtins), __import__=_redirecting_import(package, rebuilt))
    exec(code, namespace)  # noqa: S102 - our own module's code, not text from outside
    namespace["__doc__"] = own_doc
