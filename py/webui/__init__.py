"""The browser side of Kiban: the only Python that touches ``pyscript`` / ``js``.

Folders by concern, in layers (each with its own docstring): ``play`` (pure Python game state the
game page and the embeds share: the session and its move tree, links, texts, the opponent; it asks
the engine's game descriptors in `kiban.games`), ``board`` (the board component: configuration, a
drawing descriptor per game in ``board/styles``, geometry, drawing, the pointer state machine, the
browser view), then the three users: ``page`` (index.html's glue), ``embed`` (embed.html's boards,
run in the shared worker) and ``worker`` (the computer's worker). ``main.py`` starts the game page.
No module here compares game names (a test checks); see docs/architecture.md, "How to add a game".
"""
