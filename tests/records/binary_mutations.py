"""Damaging binary record files a few bytes at a time, for the fuzz test and `bench/fuzz_records.py`:
the files to damage (``SEEDS``) and the damage.

``mutate(data, hot, pick)`` changes ``data`` one to four times; ``pick(n)`` chooses a number below
``n`` (hypothesis's draw in the test, a seeded random generator in the bench), and half of the
changed places fall in the ``hot`` ranges (headers, key bytes, the tree) where a reader decides
the most."""

from binary_writers import cbl, cbr, random_tree, xqf

EXTREMES = (b"\x00\x00\x00\x00", b"\xff\xff\xff\xff", b"\xff\xff\xff\x7f", b"\x08\x00\x00\x00", b"\x00\x01\x00\x00")


def _place(size, hot, pick):
    if hot and pick(2):
        start, end = hot[pick(len(hot))]
        return min(start + pick(max(end - start, 1)), size - 1)
    return pick(size)


def mutate(data: bytes, hot, pick) -> bytes:
    """``data`` with 1-4 bytes replaced, inserted or deleted, 4-byte numbers overwritten with
    extreme values, or the end cut off."""
    data = bytearray(data)
    for _ in range(1 + pick(4)):
        where = _place(len(data), hot, pick)
        kind = pick(6)
        if kind == 0:
            data[where] = pick(256)
        elif kind == 1:
            data[where] ^= 1 << pick(8)
        elif kind == 2:
            data.insert(where, pick(256))
        elif kind == 3:
            del data[where:where + 1 + pick(8)]
        elif kind == 4:
            data[where:where + 4] = EXTREMES[pick(len(EXTREMES))]
        else:
            del data[where:]
        if not data:
            break
    return bytes(data)


def _seeds():
    fen, root = random_tree(11, length=8, branches=2)
    root.comment = "评注"
    # (bytes, ranges where damage is most telling: header fields, keys, the tree)
    return {
        "xqf": (xqf(fen, root, 18, headers={304: "红方", 320: "黑方"}), [(0, 64), (80, 336), (1024, 1160)]),
        "cbr": (cbr(fen, root, texts={"red": "红方"}), [(0, 24), (2076, 2120), (2210, 2330)]),
        "cbl": (cbl([cbr(fen, root)], slots=2), [(0, 64), (66624, 67200), (69390, 69500)]),
        "xqf-1.0": (xqf(fen, root, 10), [(0, 64), (1024, 1200)]),
    }


SEEDS = _seeds()
"""Files to damage, by name: an XQF 1.8 and 1.0, a CBR and a CBL library, each an 8-move game with
two variations and comments."""
