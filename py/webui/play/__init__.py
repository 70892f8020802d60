"""Game state shared by the game page and the embedded boards, pure Python (tested on CPython).

``session`` holds a game as a tree of the engine's moves (`kiban.tree`: main line and variations),
the line followed and the position shown, how a player ended it, and its saved form; ``position``
the facts of a position (legal moves, check, outcome) asked of the engine once; ``links`` reads
and writes share links; ``opening`` decides between the saved game and a link's; ``texts`` words
results and statuses; ``opponent`` decides when the computer moves. Timed play: ``timecontrol``,
``clock`` (from timestamps), ``clockface`` (what a clock shows, when to look again), ``timeplan``
(the computer's think time), ``cues`` (a move's sound), ``furigoma``, ``match`` and
``matchtexts``. Game-specific facts come from the game's `kiban.games` descriptor.
"""
