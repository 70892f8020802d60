"""Find and read a language's compiled catalog (``webui/i18n/po/<lang>.mo``, written at build
time from the `.po` source); in the source tree, where no `.mo` is built, the `.po` is compiled
in memory; without either, English. Works from the source tree and from the py.zip archive
alike (`importlib.resources`). Each language is read once."""

import functools
import gettext
import io
from importlib import resources

from .po import compile_po


@functools.lru_cache(maxsize=None)
def load(code):
    """The `gettext` translations object for the language ``code``."""
    folder = resources.files(__package__).joinpath("po")
    try:
        data = folder.joinpath(f"{code}.mo").read_bytes()
    except (FileNotFoundError, OSError):
        try:
            data = compile_po(folder.joinpath(f"{code}.po").read_text(encoding="utf-8"))
        except (FileNotFoundError, OSError):
            return gettext.NullTranslations()
    return gettext.GNUTranslations(io.BytesIO(data))
