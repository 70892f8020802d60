"""The game library, pure Python (tested on CPython): every game played in this browser, kept
under its own id (docs/features.md, "The game library and the Games page").

``entry`` is one kept game (`GameEntry`: its saved form, who played, the result, the length;
versioned); ``tab`` decides which game a browser tab shows and under which id it is kept;
``listing`` words and sorts the entries for the Games page; ``export`` writes entries as game
records (`kiban.records`). The browser side is `webui.page.library` (the game page's hook),
`webui.gamespage` (games.html) and assets/js/library-store.js (IndexedDB).
"""
