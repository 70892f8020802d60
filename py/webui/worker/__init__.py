"""Python run inside the computer player's Web Worker (assets/js/engine-worker.js): ``engine``
keeps the game between requests, brings it up to date with each one (pushing and popping only
the moves that differ) and answers with the computer's move; ``review`` reviews a game;
``exercise`` judges the game page's exercise. Never touches the DOM."""
