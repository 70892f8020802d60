"""Python run inside the computer player's Web Worker (assets/js/engine-worker.js): ``engine``
keeps the game between requests, brings it up to date with each one (pushing and popping only
the moves that differ) and answers with the computer's move. Never touches the DOM."""
