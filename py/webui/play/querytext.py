"""Query strings read and written as `urllib.parse` does, without importing it.

`urllib.parse` imports `ipaddress`; together they cost a first visit ~10-15 ms of Python
start-up under Pyodide (from bytecode; ~60 ms from source), for the two functions the links
need. These give the same results on every string (tests/webui/test_querytext.py compares them
with `urllib.parse` on generated text).
"""

import re

_ESCAPES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
_ALWAYS_SAFE = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~"


def _decode(match):
    return bytes.fromhex(match.group().replace("%", "")).decode("utf-8", "replace")


def unquote_plus(text):
    """``text`` with "+" as a space and each run of %XX escapes decoded as UTF-8 (an invalid
    sequence becomes U+FFFD; a "%" not followed by two hex digits stays)."""
    text = text.replace("+", " ")
    return _ESCAPES.sub(_decode, text) if "%" in text else text


def parse_pairs(query):
    """The (name, value) pairs of ``query`` ("a=1&b=&c"), blank values kept, in order: what
    ``urllib.parse.parse_qsl(query, keep_blank_values=True)`` returns."""
    pairs = []
    for field in query.split("&"):
        if field:
            name, _, value = field.partition("=")
            pairs.append((unquote_plus(name), unquote_plus(value)))
    return pairs


def quoter(safe):
    """A function that percent-encodes a string's UTF-8 bytes except letters, digits, "_.-~" and
    the characters of ``safe``: ``urllib.parse.quote(text, safe=safe)``."""
    kept = set(_ALWAYS_SAFE + safe.encode("ascii"))
    table = [chr(byte) if byte in kept else f"%{byte:02X}" for byte in range(256)]
    return lambda text: "".join(map(table.__getitem__, text.encode("utf-8")))
