"""The board component, configured rather than forked (after shogiground's ``config.ts``).

``config`` is its one documented configuration; ``layout`` the geometry (squares, hands, hit
testing); ``render``, ``pieces``, ``glyphs``, ``svg`` and ``annotate`` draw it as SVG markup (pure
Python, so the same drawing serves the page, the embeds, pre-rendering and tests); ``interaction``
the pointer state machine (select, drag, promotion choice); ``boardview`` puts it in a document and
``pointer`` feeds it the presses reported by assets/js/board-input.js (the only two modules here
that touch ``js``).
"""
