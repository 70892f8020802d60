"""Package attributes imported on first use (PEP 562), so that importing one small module of a
package (``kiban.search.levels``) does not load the rest of it (the searcher) too.

In a package's ``__init__``::

    __getattr__, __dir__ = lazy_exports(__name__, {"Searcher": "searcher"})
"""

import importlib


def lazy_exports(package, exports):
    """The module ``__getattr__`` and ``__dir__`` of ``package`` whose public names ``exports``
    maps to the submodule defining each: a name's submodule is imported when the name is first
    read, and the value is kept in the package from then on."""
    namespace = importlib.import_module(package).__dict__

    def __getattr__(name):
        if name not in exports:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{exports[name]}"), name)
        namespace[name] = value
        return value

    def __dir__():
        return sorted(set(namespace) | set(exports))

    return __getattr__, __dir__
