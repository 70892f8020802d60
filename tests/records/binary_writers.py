"""Test-side writers of the binary xiangqi records (XQF, CBR, CBL), following the formats as
XQStudio's published reader (XQFRW.pas, quoted in cchess) and XiangQi Bridge's files lay them
out, so that the tests can make files with any version, keys, headers, comments and variations,
and a random game generator to fill them. Written apart from ``kiban.records`` on purpose: the
readers are checked against these and against cchess's readers."""

import random

from kiban import xiangqi
from kiban.tree import GameNode

XQF_SLOTS = "RNBAKABNRCCPPPPPrnbakabnrccppppp"
CBR_CODES = {letter: 0x11 + i for i, letter in enumerate("RNBAKCP")}
CBR_CODES.update({letter.lower(): code + 0x10 for letter, code in CBR_CODES.items()})


def placement(fen):
    """{square (rank * 9 + file, rank 0 on red's side): FEN letter} of a FEN."""
    squares = {}
    for row, text in enumerate(fen.split()[0].split("/")):
        file = 0
        for char in text:
            if char.isdigit():
                file += int(char)
            else:
                squares[(9 - row) * 9 + file] = char
                file += 1
    return squares


def preorder(root):
    """(node, has a reply, has an alternative after it) for every move under ``root``, in the
    order both formats store them."""
    out, stack = [], list(reversed(root.children))
    while stack:
        node = stack.pop()
        siblings = node.parent.children
        out.append((node, bool(node.children), siblings.index(node) < len(siblings) - 1))
        stack.extend(reversed(node.children))
    return out


def random_tree(seed, length=12, branches=3):
    """(start FEN, root) of a random game from the usual start with ``branches`` random
    alternatives, some moves commented (in Chinese, to go through GBK / UTF-16)."""
    rng = random.Random(seed)
    board, root = xiangqi.Board(), GameNode()
    nodes = [root]
    node = root
    for ply in range(length):
        moves = list(board.legal_moves)
        if not moves:
            break
        node = node.add(rng.choice(moves), comment=f"第{ply + 1}着 note" if rng.random() < 0.3 else "")
        board.push(node.move)
        nodes.append(node)
    for _ in range(branches):
        base = rng.choice(nodes[:-1])
        board = xiangqi.Board()
        for move in base.path():
            board.push(move)
        for _ply in range(rng.randrange(1, 4)):
            moves = [m for m in list(board.legal_moves) if base.find([m]) is None]
            if not moves:
                break
            base = base.add(rng.choice(moves), comment="变着" if rng.random() < 0.5 else "")
            board.push(base.move)
    return xiangqi.START_FEN, root


# ----- XQF ----------------------------------------------------------------------------------------

def _xqf_key(byte, factor):
    # XQFRW.pas: (((((b*b)*3+9)*3+8)*2+1)*3+8) * factor, kept to a byte
    return (((((byte * byte) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * factor & 0xFF


def xqf(fen, root, version=18, keys=(0x5A, 0x17, 0xC3, 0x7E), mask=0xFF, key_or=(0, 0, 0, 0),
        headers=None, result=0, who_plays=0):
    """The bytes of an XQF file of ``version`` (10 = 1.0 ... 18 = 1.8). ``keys`` are header
    bytes 12-15 (KeysSum, KeyXY, KeyXYf, KeyXYt), used from version 1.1 on; ``headers`` maps
    the header offsets of XQStudio's texts (80 title, 208 event, 304 red, 320 black ...) to text."""
    head = bytearray(1024)
    head[0:3] = b"XQ" + bytes([version])
    encrypted = version > 10
    key_sum, key_xy, key_f, key_t = keys if encrypted else (0, 0, 0, 0)
    if encrypted:
        head[3] = mask
        head[8:12] = bytes(key_or)
        head[12:16] = bytes(keys)
    xy = _xqf_key(key_xy, key_xy) if encrypted else 0
    xyf = _xqf_key(key_f, xy) if encrypted else 0
    xyt = _xqf_key(key_t, xyf) if encrypted else 0
    rmk = (key_sum * 256 + key_xy) % 32000 + 767 if encrypted else 0
    places = [0xFF] * 32
    for square, letter in sorted(placement(fen).items()):
        slot = next(i for i, s in enumerate(XQF_SLOTS) if s == letter and places[i] == 0xFF)
        places[slot] = square % 9 * 10 + square // 9
    stored = [(place + xy) & 0xFF if place != 0xFF else (0xFF + xy) & 0xFF for place in places]
    if version >= 12:
        stored = [stored[(xy + i + 1) & 31] for i in range(32)]
    head[16:48] = bytes(stored)
    head[50], head[51] = who_plays, result
    for offset, text in (headers or {}).items():
        raw = text.encode("gbk")
        head[offset] = len(raw)
        head[offset + 1:offset + 1 + len(raw)] = raw
    tree = bytearray()

    def record(start, end, has_next, has_alternative, comment):
        raw = comment.encode("gbk")
        if encrypted:
            flags = 0x80 * has_next | 0x40 * has_alternative | (0x20 if raw else 0)
            tree.extend(bytes([start, end, flags, 0]))
            if raw:
                tree.extend((len(raw) + rmk).to_bytes(4, "little") + raw)
        else:
            tree.extend(bytes([start, end, 0xF0 * has_next | 0x0F * has_alternative, 0]))
            tree.extend(len(raw).to_bytes(4, "little") + raw)

    record(0, 0, bool(root.children), False, root.comment)
    for node, has_next, has_alternative in preorder(root):
        frm, to = node.move.from_square, node.move.to_square
        record((frm % 9 * 10 + frm // 9 + 24 + xyf) & 0xFF, (to % 9 * 10 + to // 9 + 32 + xyt) & 0xFF,
               has_next, has_alternative, node.comment)
    if encrypted:
        four = [(byte & mask) | key_or[i] for i, byte in enumerate(keys)]
        stream = [four[i % 4] & b"[(C) Copyright Mr. Dong Shiwei.]"[i] for i in range(32)]
        tree = bytearray((byte + stream[(1024 + i) % 32]) & 0xFF for i, byte in enumerate(tree))
    return bytes(head + tree)


# ----- CBR and CBL --------------------------------------------------------------------------------

CBR_TEXTS = {2: {"title": 180, "event": 692, "red": 1076, "black": 1300},
             1: {"title": 52, "event": 564, "red": 948, "black": 1172}}


def cbr(fen, root, version=2, texts=None, result=0, padding=4):
    """The bytes of a CBR record (``texts``: title, event, red, black), ``padding`` bytes after
    its tree (libraries fill the rest of a 4096-byte block)."""
    position = 2112 if version == 2 else 1856
    data = bytearray(position + 102)
    data[0:16] = b"CCBridge Record\0"
    data[19] = version
    for key, text in (texts or {}).items():
        raw = text.encode("utf-16-le")
        offset = CBR_TEXTS[version][key]
        data[offset:offset + len(raw)] = raw
    data[position - 36] = result
    data[position] = 2 if fen.split()[1] == "b" else 1
    for square, letter in placement(fen).items():
        data[position + 8 + (9 - square // 9) * 9 + square % 9] = CBR_CODES[letter]
    data[position + 98:position + 102] = b"\xff" * 4

    def point(square):
        row, file = 9 - square // 9, square % 9
        return file * 16 + row if version == 1 else row * 9 + file

    def record(flags, start, end, comment):
        raw = comment.encode("utf-16-le")
        data.extend(bytes([flags | (4 if raw else 0), 0, start, end]))
        if raw:
            data.extend(len(raw).to_bytes(4, "little") + raw)

    record(0 if root.children else 1, 0, 0, root.comment)
    for node, has_next, has_alternative in preorder(root):
        record((0 if has_next else 1) | (2 if has_alternative else 0),
               point(node.move.from_square), point(node.move.to_square), node.comment)
    return bytes(data + bytes(padding))


def cbl(records, states=None, slots=4):
    """The bytes of a CBL library holding the CBR ``records`` (each in its own 4096-byte blocks,
    the first right after the index) with an index of ``slots`` entries whose states are ``states`` (7 each by default)."""
    data = bytearray(66624 + slots * 276)
    data[0:16] = b"CCBridgeLibrary\0"
    data[60:64] = slots.to_bytes(4, "little")
    for number, state in enumerate(states or [7] * len(records)):
        data[66624 + number * 276:66628 + number * 276] = state.to_bytes(4, "little")
    for record in records:
        data.extend(record + bytes(-len(record) % 4096))
    return bytes(data)
