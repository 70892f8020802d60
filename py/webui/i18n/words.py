"""The one place where what the engine says becomes the reader's words.

The engine (`kiban`) speaks English source text with codes: an error carries a
`kiban.messages.Message` (a code and its params), an outcome's ``reason`` is one, and pieces,
colours, rules, handicaps, notations and levels are `kiban.messages.Word`s. `words` says any of
them in the current language (`webui.i18n.set_language`), from the message catalogs::

    words(error)            # a KibanError: its message, e.g. "onbekend spel 'chess' ..."
    words(outcome.reason)   # a Message
    words(game.piece_name("+b"))  # a Word: "paard" in Dutch
    words({"code": ..., "params": ...})  # a message as `Message.to_json` sent it

Text that is already the reader's (an error of the browser code, a move, a square) is returned
as it is.
"""

from kiban.errors import KibanError
from kiban.messages import TEMPLATES, Message, Plural, Word

from . import _, ngettext


def words(value):
    """``value`` (an engine error, `Message`, `Word`, a message's JSON form, or text) as text in
    the current language."""
    if isinstance(value, KibanError):
        value = value.message
    if isinstance(value, dict) and "code" in value:
        value = Message.from_json(value)
    if isinstance(value, Message):
        return _template(value).format(**{name: _param(item)
                                          for name, item in value.params.items()})
    if isinstance(value, str):
        return _(value) if value else value
    return str(value)


def _template(message):
    source = TEMPLATES[message.code]
    if isinstance(source, Plural):
        return ngettext(source[0], source[1], message.params.get("n", 0))
    return _(source)


def _param(value):
    """A parameter as the template gets it: messages and words translated, anything else (a
    square, a move, a count, text quoted with ``!r``) as it is."""
    if isinstance(value, (Message, KibanError, Word)):
        return words(value)
    return value
