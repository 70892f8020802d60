"""The engine interface of the boards (kiban.core.board): what it promises, and that code outside
the board packages uses nothing else of a board."""

import ast
import random
from pathlib import Path

import pytest

from kiban import minishogi, shogi, xiangqi

KIBAN = Path(__file__).resolve().parents[2] / "py" / "kiban"
BOARD_PACKAGES = ("core", "shogi", "xiangqi", "minishogi")
ACCESSORS = ("getattr", "setattr", "hasattr", "delattr")


def _private(name):
    # `_` is gettext's public name (webui.i18n), not a private attribute.
    return (name.startswith("_") and name != "_"
            and not (name.startswith("__") and name.endswith("__")))


def private_uses(source, filename="<source>"):
    """``(line, text)`` for every use of another object's underscore attribute in ``source``:
    ``x._a`` unless ``x`` is ``self`` or ``cls``, ``getattr(x, "_a")`` and the like, and
    ``from kiban… import _a``. Dunder names are public."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("kiban"):
            found += [(node.lineno, f"from {node.module} import {a.name}") for a in node.names if _private(a.name)]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ACCESSORS
              and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)
              and isinstance(node.args[1].value, str) and _private(node.args[1].value)):
            found.append((node.lineno, ast.unparse(node)))
    return sorted(found)


def outside_modules():
    """Every module of the kiban package outside the board packages."""
    return sorted(p for p in KIBAN.rglob("*.py") if p.relative_to(KIBAN).parts[0] not in BOARD_PACKAGES)


def test_the_scan_finds_private_access():
    source = ("board._sq[0]\nb = self.board._key\ngetattr(board, '_turn')\n"
              "from kiban.shogi.board import _ZTURN\nself._ok = cls._ok = board.__class__\n")
    assert [line for line, _ in private_uses(source)] == [1, 2, 3, 4]


def test_no_module_outside_the_board_packages_touches_private_attributes():
    modules = outside_modules()
    assert {p.relative_to(KIBAN).parts[0] for p in modules} >= {"search", "engine", "outcome.py"}
    uses = {str(p.relative_to(KIBAN)): private_uses(p.read_text(), str(p)) for p in modules}
    assert {name: found for name, found in uses.items() if found} == {}


def random_boards(game, count, seed):
    """Boards reached by random legal play, 0 to 120 plies from the start."""
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        board = game.Board()
        for _ in range(rng.randrange(121)):
            codes = board.legal_codes()
            if not codes:
                break
            board.make_code(rng.choice(codes))
        boards.append(board)
    return boards


TSUME_WITH_SLIDERS = ["3gk4/9/S6+R1/9/3+B5/9/9/9/9 b Br3g3s4n4l18p 1",
                      "2k6/7gg/9/3S5/3R5/9/9/9/9 b BGrbg3s4n4l18p 1", "4k4/9/9/4S4/4L4/9/9/9/9 b GSb 1"]


@pytest.mark.parametrize("game", [shogi, xiangqi, minishogi])
def test_check_codes_are_the_legal_moves_that_give_check(game):
    boards = random_boards(game, 60, seed=11)
    if game is shogi:  # a tsume's attacker: no king, pieces in hand, discovered checks
        rng = random.Random(12)
        for sfen in TSUME_WITH_SLIDERS:
            board = shogi.Board(sfen, strict=False)
            for _ in range(40):
                boards.append(board.copy(record=False))
                if not board.legal_codes():
                    break
                board.make_code(rng.choice(board.legal_codes()))
    for board in boards:
        assert board.check_codes() == checks_by_making(board)


def checks_by_making(board):
    """The legal moves of ``board`` that give check, in order, each made to see."""
    checking = []
    for m in board.legal_codes():
        board.make_code(m)
        if board.is_check():
            checking.append(m)
        board.unmake_code()
    return checking


@pytest.mark.parametrize("game", [shogi, xiangqi, minishogi])
def test_key_after_a_move_is_the_key_once_it_is_made(game):
    for board in random_boards(game, 40, seed=13):
        for m in board.legal_codes():
            expected = board.key_after(m)
            board.make_code(m)
            assert board.key == expected
            board.unmake_code()


@pytest.mark.parametrize("game", [shogi, xiangqi, minishogi])
def test_capture_and_quiet_codes_split_the_legal_moves_and_has_legal_moves_agrees(game):
    for board in random_boards(game, 150, seed=5):
        legal = board.legal_codes()
        sq = board.squares
        assert sorted(board.capture_codes()) == sorted(m for m in legal if sq[m & 127] and m >> 7 & 127 < 100)
        quiet = board.quiet_codes()
        assert quiet == [m for m in legal if not sq[m & 127]]
        assert board.promotion_codes() == [m for m in quiet if m >= 1 << 14 and game is not xiangqi]
        assert board.has_legal_moves() == bool(legal)


@pytest.mark.parametrize("game", [shogi, xiangqi, minishogi])
def test_is_check_after_made_and_taken_back_moves_and_null_moves_is_the_attack_on_the_king(game):
    """As the search uses them: moves made and taken back, passes (never in check) taken back in turn."""
    rng = random.Random(11)
    for board in random_boards(game, 40, seed=7):
        done = []
        for _ in range(60):
            codes = board.legal_codes()
            if done and (not codes or rng.random() < 0.3):
                board.unmake_code() if done.pop() else board.undo_null_move()
            elif not board.is_check() and rng.random() < 0.1:
                board.null_move()
                done.append(False)
            elif codes:
                board.make_code(rng.choice(codes))
                done.append(True)
            us = board.turn
            assert board.is_check() == board.is_attacked_by(us ^ 1, board.king_square(us))


CHECKING = {shogi: ["4k4/9/9/9/4S4/9/9/9/K3R4 b - 1", "8k/9/9/9/4S4/9/9/9/B3K4 b - 1",
                    "4k4/9/4P4/9/9/9/9/9/4K4 b GNL 1", "3k5/9/4+B4/9/9/9/9/9/4K4 b - 1"],
            xiangqi: ["3k5/9/9/9/9/3N5/9/9/4C4/4K4 w - - 0 1",    # horse jumps, cannon screens
                      "4k4/9/4n4/9/9/4N4/9/4C4/3R5/4K4 w - - 0 1",  # lines
                      "4k4/3R5/3N5/9/9/9/9/9/9/3K5 w - - 0 1",      # the chariot frees a horse leg
                      "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1"],       # a chariot onto its file
            minishogi: ["2k2/5/2S2/5/K1R2 b - 1", "4k/5/2P2/5/B3K b - 1", "2k2/5/5/5/2K2 b G 1"]}


@pytest.mark.parametrize("game", [shogi, xiangqi, minishogi])
def test_a_move_said_to_give_no_check_gives_none(game):
    boards = random_boards(game, 60, seed=13) + [game.Board(text) for text in CHECKING[game]]
    ruled_out = checks = 0
    for board in boards:
        us = board.turn
        for code in board.legal_codes():
            maybe = board.may_give_check(code)
            board.make_code(code)
            check = board.is_attacked_by(us, board.king_square(us ^ 1))
            board.unmake_code()
            assert maybe or not check, (board.move_of(code), board.squares)
            ruled_out += not maybe
            checks += check
    # on 5×5 squares most pieces stand near the enemy king: fewer moves are ruled out at once
    assert checks > 20 and ruled_out > checks * (3 if game is minishogi else 10)


@pytest.mark.parametrize("game, text", [(shogi, sfen) for sfen in CHECKING[shogi]]
                         + [(xiangqi, fen) for fen in CHECKING[xiangqi]])
def test_is_check_after_every_move_of_positions_full_of_checks(game, text):
    """Both boards answer ``is_check`` at once after a move they see cannot check: never wrongly."""
    board = game.Board(text)
    checks = 0
    for code in board.legal_codes():
        board.make_code(code)
        attacked = board.is_attacked_by(0, board.king_square(1))
        assert board.is_check() == attacked, board.move_of(code)
        checks += attacked
        board.unmake_code()
    assert checks >= 1


@pytest.mark.parametrize("board", [shogi.Board("4k4/9/9/9/9/9/4p4/4g4/4K4 b - 1"),
                                   shogi.Board("8k/9/9/9/9/9/9/9/K8 b P 1"),
                                   xiangqi.Board("3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1"),
                                   xiangqi.Board("3k5/9/4R4/9/9/9/9/9/9/4K4 b - - 0 1")])
def test_has_legal_moves_in_and_out_of_check(board):
    assert board.has_legal_moves() == bool(board.legal_codes())


@pytest.mark.parametrize("game", [shogi, xiangqi, minishogi])
def test_codes_moves_and_the_record(game):
    board = game.Board()
    for code in board.legal_codes():
        assert board.code_of(board.move_of(code)) == code
    assert board.code_of("7g7f") is None
    first = board.move_of(board.legal_codes()[0])
    board.push(first)
    key = board.key
    assert board.key_history()[-1] == key and len(board.key_history()) == 2
    assert board.check_history() == [False]
    code = board.legal_codes()[0]
    board.make_code(code)
    assert board.last_codes(2) == [board.code_of(first), code] and board.last_codes(0) == []
    assert board.ply == 1 and len(board.key_history()) == 2  # codes are not recorded
    board.unmake_code()
    assert board.key == key and board.squares is board.squares
    board.null_move()
    assert board.turn == 0 and board.key != key
    board.undo_null_move()
    assert board.turn == 1 and board.key == key


@pytest.mark.parametrize("game", [shogi, xiangqi, minishogi])
def test_a_copy_without_record_is_the_position_set_up_afresh(game):
    board = random_boards(game, 1, seed=9)[0]
    for move in list(board.legal_moves)[:2]:
        board.push(move)
        board.pop()
    text = repr(board)
    fresh = board.copy(record=False)
    assert repr(fresh) == text and fresh.key == board.key and fresh.turn == board.turn
    assert fresh.ply == 0 and fresh.key_history() == [board.key] and fresh.last_codes(5) == []
    assert repr(game.Board(text.split("'")[1])) == text


def test_shogi_hands_and_xiangqi_clock():
    board = shogi.Board("4k4/9/9/9/9/9/9/9/4K4 b 2P3g 1")
    assert board.hand_counts(0)[shogi.PAWN] == 2 and board.hand_counts(1)[shogi.GOLD] == 3
    assert board.king_square(1) == 4 and board.squares[76] == shogi.KING
    assert xiangqi.Board("3k5/9/9/9/9/9/9/9/9/4K4 w - - 17 30").halfmove_clock == 17


@pytest.mark.parametrize("game", [shogi, xiangqi, minishogi])
def test_the_context_is_computed_once_per_position(game, monkeypatch):
    board = game.Board()
    calls = []
    generate = board.legal_codes
    monkeypatch.setattr(board, "legal_codes", lambda: calls.append(1) or generate())
    context = board.context()
    for _ in range(5):
        assert board.outcome() is None and not board.is_game_over()
    assert list(board.legal_moves) == list(context.legal_moves) and board.context() is context
    assert len(calls) == 1
    assert context.legal_moves == tuple(board.move_of(m) for m in generate())
    assert not context.check and context.king_square == board.king_square(board.turn)
    board.push(context.legal_moves[0])
    assert board.context().ply == 1 and board.context().key == board.key != context.key
    board.make_code(board.legal_codes()[0])
    assert board.context().key == board.key
    board.unmake_code()
    board.pop()
    assert board.context() == context


def test_the_context_follows_the_game_record_not_only_the_position():
    board = xiangqi.Board("3k5/9/9/9/4R4/9/9/9/9/5K3 w - - 0 1")
    back_and_forth = "f0f1 d9d8 f1f0 d8d9 f0f1 d9d8 f1f0 d8d9".split()
    round_trip = "f0f1 d9d8 e5e6 d8d9 f1f0 d9d8 e6e5 d8d9".split()
    for uci in back_and_forth:
        board.push_uci(uci)
    threefold = board.context()
    assert threefold.outcome.termination is xiangqi.Termination.REPETITION
    for _ in back_and_forth:
        board.pop()
    for uci in round_trip:  # the same position at the same ply, but standing only twice
        board.push_uci(uci)
    assert (board.ply, board.key) == (threefold.ply, threefold.key)
    assert board.context().outcome is None and board.outcome() is None


def test_shogi_attackers_are_the_pieces_that_could_go_there_pinned_or_not():
    for board in random_boards(shogi, 30, seed=11):
        sources = {}
        for move in board.legal_moves:
            if move.drop is None:
                sources.setdefault(move.to_square, set()).add(move.from_square)
        for square in range(81):
            for color in (0, 1):
                found = board.attackers(color, square)
                assert bool(found) == board.is_attacked_by(color, square)
                assert all(board.piece_at(s).color == color for s in found)
            assert sources.get(square, set()) <= set(board.attackers(board.turn, square))
    pinned = shogi.Board("4k4/9/9/9/4r4/9/9/4G4/4K4 b - 1")  # the gold on 5八 may not leave the file
    assert pinned.attackers(0, shogi.parse_square("4g")) == [shogi.parse_square("5h")]
    assert shogi.Move.from_usi("5h4g") not in pinned.legal_moves
