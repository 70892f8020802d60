"""The board editor (editor.html): pure-Python state, gestures and links, and the page glue."""
