"""The board component, configured rather than forked (after shogiground's ``config.ts``).

``config`` is its one documented configuration; ``layout`` the geometry (squares, hands, hit
testing); ``render``, ``pieces``, ``glyphs``, ``svg`` and ``annotate`` draw it as SVG markup (pure
Python, so the same drawing serves the page, the embeds, pre-rendering and tests); ``interaction``
the pointer state machine (select, drag, promotion choice); ``boardview`` puts it in a document and
feeds it browser pointer events (the only module here that touches ``js``).
"""
