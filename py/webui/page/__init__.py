"""The game page (index.html), browser glue: ``app`` owns the page's state and wires the session to
the board view and the controls, refreshing in small steps; ``sharing`` the address bar, Share
dialog and link panel; ``versus`` the computer opponent's controls; ``engine_client`` the
computer's Web Worker; ``clocks`` the game clocks (timer, losing on time, pause); ``timeform`` the
form's time control fields; ``sound`` the sounds and their switch; ``matchplay`` furigoma, the
match score and the replay with colours swapped; ``library`` the tab's game in the game library
(kept in IndexedDB on every save); ``exercise`` an exercise the link asks for (its panel, its
judge in a worker); ``dom`` small shared DOM helpers."""
