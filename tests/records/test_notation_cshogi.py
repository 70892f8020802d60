"""Japanese (KI2) notation against cshogi's KI2 writer (``cshogi.KI2.move_to_ki2``), move by move,
on seeded random games that start crowded with look-alike pieces: two dragons or two horses of one
side, golds, silvers and promoted minor pieces, pieces in hand beside pieces of their kind on the
board, and enemy sliders that pin. At every position the move played and every move to a square that
two pieces of a kind could reach (or a drop where a board piece could go) are written by both, and
what we write reads back to the move.

Two kinds of moves differ, where cshogi is wrong and we follow the Japan Shogi Association:
- cshogi leaves out 上 / 引 / 寄 after 左 / 右 when a piece on the same side moves another way, but
  only one piece moves that way in all (three silvers, gote's on 9八 and 9六 and 7八, going to 8七:
  cshogi writes 銀右 for the one on 9八, which also names 9六; its own reader refuses the text, or
  picks the piece by its 成 when only one of the two could promote). We write 銀右引, as the JSA
  writes 左上 / 左引 when 左 alone names two.
- cshogi counts a pinned piece as able to go to a square for the markers but not for 打: with a
  pinned gold that could step to 5七 it writes ▲５七金 for the drop. The JSA's rule is the same for
  both ('when a piece on the board could also go there'); we count the pinned piece both times and
  write ▲５七金打, which every reader takes for the drop (Kifu for JS would read ▲５七金 as the
  pinned gold's move).
"""

import re
from collections import Counter

import pytest

from kiban import notation, shogi
from kiban.notation import NotationError

from records_helpers import playable_shogi_board, rng_for

cshogi = pytest.importorskip("cshogi")
import cshogi.KI2  # noqa: E402

GAMES = 120
PLIES = 16
MARKERS = "左右直上引寄"


def _crowded_start(rng):
    """A random legal position whose side to move holds both dragons, both horses or the golds and
    silvers, with the rest of the set spread over both sides and some pieces in hand."""
    while True:
        mover = rng.randrange(2)
        theme = rng.choice(["R", "B", "GS"])
        letters = ["R", "R", "B", "B", *"GGGGSSSS", *rng.sample("LLLLNNNNPPPPPPPP", rng.randrange(3, 9))]
        cells, hands = {}, {0: [], 1: []}
        squares = rng.sample(range(81), len(letters) + 2)
        cells[squares[0]], cells[squares[1]] = "K", "k"
        for square, letter in zip(squares[2:], letters):
            color = mover if letter in theme and rng.random() < 0.9 else rng.randrange(2)
            if rng.random() < 0.12:
                hands[color].append(letter)
                continue
            promote = letter in "RBSLNP" and rng.random() < (0.7 if letter in "RB" else 0.35)
            cells[square] = ("+" if promote else "") + (letter if color == 0 else letter.lower())
        board = playable_shogi_board(cells, hands, mover)
        if board is not None:
            return board


def _contested(cboard):
    """cshogi's legal moves (USI) to a square that two pieces of the kind could reach by the way
    they move, pins aside (cshogi's pseudo-legal moves), or drops where one such piece could."""
    reach = {}
    for code in cboard.pseudo_legal_moves:
        if not cshogi.move_is_drop(code):
            key = (cshogi.move_to(code), cshogi.move_from_piece_type(code))
            reach.setdefault(key, set()).add(cshogi.move_from(code))
    out = []
    for code in cboard.legal_moves:
        if cshogi.move_is_drop(code):
            kind = cshogi.hand_piece_to_piece_type(cshogi.move_drop_hand_piece(code))
            if reach.get((cshogi.move_to(code), kind)):
                out.append(cshogi.move_to_usi(code))
        elif len(reach[cshogi.move_to(code), cshogi.move_from_piece_type(code)]) > 1:
            out.append(cshogi.move_to_usi(code))
    return out


def _names_two_pieces(board, text):
    """Whether a KI2 text fits two pieces once its 成 / 不成 is set aside (the JSA's markers tell
    the piece by where it stands and how it moves; promotion is a word of its own)."""
    try:
        notation.parse(board, re.sub(r"([左右])(不成|成)$", r"\1", text), "japanese")
    except NotationError:
        return True
    return False


def _cshogi_left_out_the_movement(board, ours, theirs):
    """cshogi's first slip (see the module's docstring): its text lacks the 上 / 引 / 寄 we write
    after 左 / 右, and names two pieces without it."""
    return (any(ours == theirs.replace(side, side + way, 1) for side in "左右" for way in "上引寄")
            and _names_two_pieces(board, theirs))


def _cshogi_ignored_a_pinned_piece(board, move, ours, theirs):
    """cshogi's second slip: a drop it writes without 打 because each board piece of the kind that
    could go there is pinned (no legal board move of the kind goes there)."""
    board_moves = [m for m in board.legal_moves if m.drop is None and m.to_square == move.to_square
                   and board.piece_at(m.from_square).piece_type == move.drop]
    return move.drop is not None and ours == theirs + "打" and not board_moves


def _compare(board, cboard, usi, sources, tally):
    """Write the move ``usi`` both ways, check ours reads back and agrees, and count its case;
    ``sources`` gives for each square the squares of the pieces that may legally go there."""
    move = shogi.Move.from_usi(usi)
    ours = notation.write(board, move, "japanese")
    theirs = cshogi.KI2.move_to_ki2(cboard.move_from_usi(usi), cboard)
    assert notation.parse(board, ours, "japanese") == move, (board.sfen(), ours)
    if ours == theirs:
        tally["same"] += 1
    elif _cshogi_left_out_the_movement(board, ours, theirs):
        tally["cshogi ambiguous"] += 1
    elif _cshogi_ignored_a_pinned_piece(board, move, ours, theirs):
        tally["cshogi drop beside a pinned piece"] += 1
        assert notation.parse(board, theirs, "japanese") == move  # read both ways
    else:
        raise AssertionError(f"{board.sfen()} {usi}: we write {ours}, cshogi {theirs}")
    body = re.sub(r"^[▲△](同　?|..)", "", ours)  # after the destination
    for word in MARKERS:
        if word in body:
            tally[body[0] + word] += 1  # the piece kanji (成 for 成銀 …) and the marker
    tally["drop 打"] += ours.endswith("打")
    tally["同"] += "同" in ours
    if move.drop is None:
        kind = board.piece_at(move.from_square).piece_type
        tally["pinned rival"] += any(s not in sources.get(move.to_square, ()) and board.piece_at(s).piece_type == kind
                                     for s in board.attackers(board.turn, move.to_square))


def test_japanese_notation_agrees_with_cshogi_on_random_games():
    tally = Counter()
    for seed in range(GAMES):
        rng = rng_for(seed)
        board = _crowded_start(rng)
        cboard = cshogi.Board(board.sfen())
        for _ in range(PLIES):
            legal = list(board.legal_moves)
            if not legal:
                break
            sources = {}
            for m in legal:
                sources.setdefault(m.to_square, set()).add(m.from_square)
            contested = _contested(cboard)
            assert set(contested) <= {m.usi() for m in legal}
            played = rng.choice(contested) if contested and rng.random() < 0.6 else rng.choice(legal).usi()
            for usi in sorted({*contested, played}):
                _compare(board, cboard, usi, sources, tally)
            board.push_usi(played)
            cboard.push_usi(played)
    # the games reach every case the markers are about
    for case in ("龍左", "龍右", "龍上", "龍引", "龍寄", "馬左", "馬右", "馬上", "馬引", "馬寄", "金直",
                 "銀直", "銀上", "銀引", "金寄", "drop 打", "同", "pinned rival"):
        assert tally[case] > 0, case
    assert tally["same"] > 20 * (tally["cshogi ambiguous"] + tally["cshogi drop beside a pinned piece"])


# A piece of the kind that cannot legally go (it is pinned) still decides the marker; the text
# without it, as writers that look only at legal moves put it, is read too.
PINNED = [
    # sente's dragon on 5二 is pinned by the lance on 5一; the one on 3五 goes up to 3二
    ("4l3k/4+R4/9/9/6+R2/9/9/9/4K4 b - 1", "3e3b", "▲３二龍上", "▲３二龍"),
    # gote's silver on 5三 is pinned by the lance on 5七; the one on 7一 goes up to 6二
    ("2s1k4/9/4s4/9/9/9/4L4/9/K8 w - 1", "7a6b", "△６二銀上", "△６二銀"),
]


@pytest.mark.parametrize("sfen, usi, text, short", PINNED)
def test_a_pinned_piece_still_calls_for_a_marker(sfen, usi, text, short):
    board, move = shogi.Board(sfen), shogi.Move.from_usi(usi)
    cboard = cshogi.Board(sfen)
    assert notation.write(board, move, "japanese") == text
    assert cshogi.KI2.move_to_ki2(cboard.move_from_usi(usi), cboard) == text
    assert notation.parse(board, text, "japanese") == move
    assert notation.parse(board, short, "japanese") == move


def test_a_drop_beside_a_pinned_piece_takes_uchi_where_cshogi_leaves_it_out():
    sfen = "4k4/9/9/9/4r4/9/9/4G4/4K4 b G 1"  # the gold on 5八 is pinned by the rook on 5五
    board, cboard = shogi.Board(sfen), cshogi.Board(sfen)
    beside = shogi.Move.from_usi("G*4g")  # the pinned gold could step to 4七, but may not
    assert notation.write(board, beside, "japanese") == "▲４七金打"
    assert cshogi.KI2.move_to_ki2(cboard.move_from_usi("G*4g"), cboard) == "▲４七金"
    for text in ("▲４七金打", "▲４七金"):
        assert notation.parse(board, text, "japanese") == beside
    on_the_line = shogi.Move.from_usi("G*5g")  # the gold may step to 5七, along the pin
    assert notation.write(board, on_the_line, "japanese") == "▲５七金打"
    assert cshogi.KI2.move_to_ki2(cboard.move_from_usi("G*5g"), cboard) == "▲５七金打"
    assert notation.parse(board, "▲５七金", "japanese") == shogi.Move.from_usi("5h5g")
