"""Game state shared by the game page and the embedded boards, pure Python (tested on CPython).

``session`` holds a game (start, moves, the shown ply, how it ended) and its saved form; ``links``
reads and writes share links; ``texts`` words results and statuses; ``opponent`` decides when the
computer moves; ``games`` reads engine boards into what the board component draws.
"""
