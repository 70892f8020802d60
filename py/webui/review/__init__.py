"""The game page's review of a game, its pure parts (no DOM): which review belongs to the game
shown (`fit`), the worker request and the settings (`request`), the evaluation graph and bar
(`graph`), the best move of the shown position (`best`), the summary per side (`summary`) and
the mistakes drill (`learn`). The page's glue is `webui.page.review`."""
