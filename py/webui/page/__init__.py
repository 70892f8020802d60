"""The game page (index.html), browser glue: ``app`` owns the page's state and wires the session to
the board view and the controls, refreshing in small steps; ``sharing`` the address bar, Share
dialog and link panel; ``versus`` the computer opponent's controls; ``engine_client`` the
computer's Web Worker; ``library`` the tab's game in the game library (kept in IndexedDB on every
save); ``dom`` small shared DOM helpers."""
