"""Message catalogs: every sentence a user reads goes through here.

Mark a sentence with ``_()`` where it is shown, ``ngettext()`` when it counts something, and
``N_()`` where it is only defined (a module-level table: translate it with ``_()`` when shown, so
the language chosen later applies)::

    from webui.i18n import _, N_, NC_, ngettext
    _BY = {CHECKMATE: N_("checkmate")}
    _NAMES = {HORSE: NC_("shogi piece", "horse")}   # _(_NAMES[x]) looks it up in its context
    title = _("{color} wins by {by}").format(color=..., by=_(_BY[t]))
    ngettext("{n} move", "{n} moves", n).format(n=n)

A word that means different things in different places is marked with a context:
``pgettext("shogi piece", "horse")`` where shown, ``NC_("shogi piece", "horse")`` in a table.
The engine (`kiban`) translates nothing: its errors, outcomes and words are English source
text with codes (`kiban.messages`); `webui.i18n.words.words` says them in the current language.

`set_language("nl")` switches every later call to that catalog (`LANGUAGES` lists them); English
is the source language and needs no catalog. Catalogs are gettext `.po` files in
`webui/i18n/po/`, compiled to `.mo` at build time (see `webui.i18n.catalog`).
Standard library only: this runs in the browser and under CPython alike.
"""

import gettext

from kiban.messages import N_, NC_  # noqa: F401 - the markers, for the browser's tables too

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
    marked with `NC_` (a `kiban.messages.Word` with a context) is looked up in its context."""
    if not message:
        return message
    if getattr(message, "context", None):
        return pgettext(message.context, str(message))
    return _state["translation"].gettext(message)


def ngettext(singular, plural, n):
    """The singular or plural form for the count ``n``, by the current language's plural rule."""
    return _state["translation"].ngettext(singular, plural, n)


def pgettext(context, message):
    """``message`` in the current language, told apart by ``context`` ("piece" / "colour" ...)
    from the same English word used elsewhere."""
    return _state["translation"].pgettext(context, message)


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
