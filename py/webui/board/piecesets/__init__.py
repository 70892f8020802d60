"""The piece sets a board can be drawn with. Each game's style (`webui.board.styles`) lists its
sets in ``piece_sets`` (name -> function(prefix, theme) giving the <defs> children in a
theme's colours, the default first).

A set draws only the faces; `body` puts them on the shared bodies (the shogi pentagon sized by
rank, the xiangqi disc) under the ids the styles name, so a piece is placed the same way whatever
the set. Sets: shogi ``kanji``, ``two-kanji``, ``international`` (letters with move marks from
`moves.MARKS`); xiangqi ``characters``, ``icons``, ``letters``.
"""
