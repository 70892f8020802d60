"""The Games page (games.html), browser glue: ``page`` lists the game library's entries (read
from IndexedDB through assets/js/library-store.js) with their resume, review, export and delete
buttons, and downloads exported records; ``main`` starts it. What is shown and exported is
decided in `webui.library` (pure Python)."""
