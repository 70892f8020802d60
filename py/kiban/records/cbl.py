"""CBL, the game library of XiangQi Bridge (象棋桥): many CBR records in one file (read only).

"CCBridgeLibrary", at byte 60 the number of index slots, the library's own texts (66,624 bytes
from the start) and the index (276 bytes a slot, the first four its state); then the records,
each starting on a 4096-byte boundary with "CCBridge Record" (a long record runs on into the
next boundaries), in the order of the index. Left out: records whose index state lacks bit 2
(a deleted record: state 5 where the others have 7, seen in a library whose byte 56, "has
deleted records", is 1) and headings (a record with no piece on its board, which names a
section of the library).
"""

from kiban.messages import N_
from kiban.records.binary import MAGICS, Fields
from kiban.records.cbr import holds_pieces

_INDEX = 66624
_SLOT = 276
_BLOCK = 4096


def split(data: bytes) -> list:
    """The bytes of each game of a CBL library, in order (each runs to the end of the file)."""
    fields = Fields(data)
    slots = fields.number(60, 4, N_("the size of the index"))
    magic = MAGICS["cbr"]
    starts = [offset for offset in range(_INDEX + slots * _SLOT, len(data), _BLOCK) if data.startswith(magic, offset)]
    games = []
    for number, start in enumerate(starts):
        deleted = number < slots and not fields.number(_INDEX + number * _SLOT, 4, N_("the index")) & 2
        if not deleted and holds_pieces(data[start:]):
            games.append(data[start:])
    return games
