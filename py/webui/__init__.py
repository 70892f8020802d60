"""The browser side of Kiban: the only Python that touches ``pyscript`` / ``js``.

Folders by concern (each with its own docstring): ``board`` (the board component: configuration,
geometry, drawing, pointer state machine, the browser view), ``play`` (pure Python game state the
game page and the embeds share: session, links, texts, opponent), ``page`` (index.html's glue),
``embed`` (embed.html's boards, run in the shared worker) and ``worker`` (the computer's worker).
``main.py`` starts the game page.
"""
