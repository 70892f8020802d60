"""Find and read a language's compiled catalog (``kiban/i18n/po/<lang>.mo``, written at build
time from the `.po` source); without one, English. Works from the source tree and from the
py.zip archive alike (`importlib.resources`)."""

import gettext
import io
from importlib import resources


def load(code):
    """The `gettext` translations object for the language ``code``."""
    try:
        data = resources.files(__package__).joinpath("po", f"{code}.mo").read_bytes()
    except (FileNotFoundError, OSError):
        return gettext.NullTranslations()
    return gettext.GNUTranslations(io.BytesIO(data))
