"""Shogi's board modules built again for a shogi variant: one rules engine, several board sizes.

A variant package (``kiban.minishogi``) has its own ``variant`` module (the board's size and the
rules that differ, like :mod:`kiban.shogi.variant`) and, for each shogi module it reuses, a small
module that calls :func:`rebuild`. That runs the shogi module's code again in the variant's
module; while it runs, and in the functions it defines, an import of ``kiban.shogi.<name>`` (or
``from kiban.shogi import <name>``) is answered by ``<variant package>.<name>`` when the variant
has such a module. So
``kiban.minishogi.tables`` holds tables built for a 5×5 board, ``kiban.minishogi.board`` a Board
class of its own that uses them, and 9×9 shogi's modules stay exactly as fast as they were: their
tables and numbers are module globals, read the same way in either copy.
"""

import builtins
import importlib
import importlib.util

SOURCE_PACKAGE = "kiban.shogi"


def _redirecting_import(package):
    """An ``__import__`` that answers ``kiban.shogi.X`` (and ``from kiban.shogi import X``) with
    ``package.X`` where ``package`` has a module X, else as usual."""
    plain = builtins.__import__

    def has(name):
        return importlib.util.find_spec(name) is not None

    def own(name, fromlist):
        if name == SOURCE_PACKAGE:  # from kiban.shogi import sfen
            return package if all(has(f"{package}.{item}") for item in fromlist) else None
        if not name.startswith(SOURCE_PACKAGE + "."):
            return None
        variant_name = package + name[len(SOURCE_PACKAGE):]
        return variant_name if has(variant_name) else None

    def __import__(name, globals=None, locals=None, fromlist=(), level=0):  # noqa: A002 - builtins' names
        if level == 0 and fromlist:
            found = own(name, fromlist)
            if found is not None:
                return plain(found, globals, locals, fromlist, 0)
        return plain(name, globals, locals, fromlist, level)

    return __import__


def rebuild(namespace, source):
    """Run the code of the module ``source`` (``"kiban.shogi.tables"``) in ``namespace``, the
    globals of a variant's module, with the variant's modules standing in for shogi's."""
    package = namespace["__name__"].rpartition(".")[0]
    spec = importlib.util.find_spec(source)
    code = spec.loader.get_code(source)
    own_doc = namespace.get("__doc__")
    namespace["__builtins__"] = dict(vars(builtins), __import__=_redirecting_import(package))
    exec(code, namespace)  # noqa: S102 - our own module's code, not text from outside
    namespace["__doc__"] = own_doc
