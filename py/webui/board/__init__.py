"""The board component, configured rather than forked (after shogiground's ``config.ts``).

``config`` is its one documented configuration; ``styles`` holds one drawing descriptor per game
(geometry numbers, static board, piece sets, insets), found by the game's name in
``styles/__init__.py``; ``piecesets`` the piece sets; ``layout`` the geometry (squares, hands, hit
testing); ``render``, ``pieces``, ``glyphs``, ``svg`` and ``annotate`` draw it as SVG markup (pure
Python, so the same drawing serves the page, the embeds, pre-rendering and tests); ``reading``
reads engine positions into what is drawn; ``interaction`` the pointer state machine (select,
drag, promotion choice); ``keyboard`` the keyboard cursor over squares and hands; ``boardview``
puts it in a document, ``pointer`` feeds it the presses reported by assets/js/board-input.js and
``keysource`` the keys forwarded by assets/js/board-keys.js (the only three modules here that
touch ``js``).
"""
