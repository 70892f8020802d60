"""Message catalogs: every sentence a user reads goes through here.

Mark a sentence with ``_()`` where it is shown, ``ngettext()`` when it counts something, and
``N_()`` where it is only defined (a module-level table: translate it with ``_()`` when shown, so
the language chosen later applies)::

    from kiban.i18n import _, N_, NC_, ngettext
    _BY = {CHECKMATE: N_("checkmate")}
    _NAMES = {HORSE: NC_("shogi piece", "horse")}   # _(_NAMES[x]) looks it up in its context
    title = _("{color} wins by {by}").format(color=..., by=_(_BY[t]))
    ngettext("{n} move", "{n} moves", n).format(n=n)

A word that means different things in different places is marked with a context:
``pgettext("shogi piece", "horse")`` where shown, ``NC_("shogi piece", "horse")`` in a table.
Class attributes of English source text that read in the current language: `Translated`.

`set_language("nl")` switches every later call to that catalog (`LANGUAGES` lists them); English
is the source language and needs no catalog. Catalogs are gettext `.po` files in
`kiban/i18n/po/`, compiled to `.mo` at build time (see `kiban.i18n.catalog`).
Standard library only: this runs in the browser and under CPython alike.
"""

import gettext

LANGUAGES = ("en", "nl", "de", "ja", "zh")
SOURCE_LANGUAGE = "en"
# Each language's name in itself, for a language selector.
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "de": "Deutsch", "ja": "日本語", "zh": "中文"}
# Where the reader's choice is kept in the browser (localStorage key); a `?lang=` link parameter
# wins over it, and without either the browser's languages (navigator.languages) decide.
STORAGE_KEY = "kiban.lang"

_state = {"language": SOURCE_LANGUAGE, "translation": gettext.NullTranslations()}


def _(message):
    """``message`` in the current language (itself when the catalog lacks it); a message
    marked with `NC_` is looked up in its context."""
    if isinstance(message, Contexted):
        return pgettext(message.context, str(message))
    return _state["translation"].gettext(message)


def ngettext(singular, plural, n):
    """The singular or plural form for the count ``n``, by the current language's plural rule."""
    return _state["translation"].ngettext(singular, plural, n)


def pgettext(context, message):
    """``message`` in the current language, told apart by ``context`` ("piece" / "colour" ...)
    from the same English word used elsewhere."""
    return _state["translation"].pgettext(context, message)


def N_(message):
    """Mark ``message`` for the catalogs without translating it now (for tables)."""
    return message


class Contexted(str):
    """An English source string that remembers the context it is translated in (`NC_`)."""

    context = None


def NC_(context, message):  # noqa: N802 - gettext's naming
    """Like `N_`, for a short word told apart by ``context`` (translated by `_()` later with
    that context, as `pgettext` would): the same English text, still equal to ``message``."""
    marked = Contexted(message)
    marked.context = context
    return marked


class Translated:
    """A class attribute whose English source text (marked with `N_`: a string, or a tuple or
    dict of them) reads in the current language each time it is read::

        class Shogi(Game):
            color_titles = Translated((N_("Sente"), N_("Gote")))
    """

    def __init__(self, source):
        self.source = source

    def __get__(self, instance, owner=None):
        return _translated(self.source)


def _translated(value):
    if isinstance(value, str):
        return _(value) if value else value
    if isinstance(value, dict):
        return {key: _translated(item) for key, item in value.items()}
    return tuple(_translated(item) for item in value)


def language():
    """The current language's code (one of `LANGUAGES`)."""
    return _state["language"]


def set_language(code):
    """Use the catalog of ``code`` (``"nl"``, ``"de-AT"`` → ``"de"``) from now on; an unknown
    code falls back to English. Returns the code in use."""
    base = (code or "").replace("_", "-").split("-")[0].lower()
    if base not in LANGUAGES:
        base = SOURCE_LANGUAGE
    if base == SOURCE_LANGUAGE:
        _state["translation"] = gettext.NullTranslations()
    else:  # (the catalog reader and importlib.resources only when there is a catalog to read)
        from .catalog import load
        _state["translation"] = load(base)
    _state["language"] = base
    return base
