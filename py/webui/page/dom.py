"""Small DOM helpers the game page's modules share (browser only)."""

from pyodide.ffi import create_proxy


class Listeners:
    """Event listeners added from Python; keeps their proxies alive as long as the page."""

    def __init__(self):
        self._proxies = []

    def listen(self, element, event, handler):
        """Call ``handler(event)`` on ``element``'s ``event``."""
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(event, proxy)


def fill_options(document, select, pairs, disabled=()):
    """Replace the options of ``select`` with (value, label) pairs (labels as text); the values
    in ``disabled`` cannot be chosen."""
    select.replaceChildren()
    for value, label in pairs:
        option = document.createElement("option")
        option.value = value
        option.textContent = label
        option.disabled = value in disabled
        select.appendChild(option)
