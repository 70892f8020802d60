"""Python run inside the computer player's Web Worker (assets/js/engine-worker.js): ``engine``
rebuilds the game it is sent and answers with the computer's move. Never touches the DOM."""
