"""The game page (index.html), browser glue: ``app`` wires the session to the board view and the
controls, ``sharing`` the address bar and Share dialog, ``versus`` the computer opponent's
controls, ``engine_client`` the computer's Web Worker."""
