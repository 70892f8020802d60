"""Embedded boards (py/webui/embed/adapter.py) under CPython: what a board shows, its marks, stepping,
moves made with the pointer, the host page's messages and the routing of many boards."""

import json
import re

import pytest

from kiban import shogi, xiangqi
from webui.embed import Boards, EmbedBoard
from webui.embed.options import host_params, parse_options
from webui.play.links import LinkError, split_query


def attrs(markup, name):
    """Values of attribute ``name`` in document order."""
    return re.findall(rf'{name}="([^"]*)"', markup)


def targets(markup):
    return sorted(re.findall(r'class="kb-sq[^"]*kb-target[^"]*" data-square="(\w+)"', markup))


def answers(board, message):
    """The answers to ``message`` as the worker (assets/js/board-worker.js) posts them: a
    "settle" among them is not posted but asked for at once."""
    out, posted = board.handle(message), []
    while out:
        posted += [m for m in out if m["type"] != "settle"]
        out = board.handle({"type": "settle"}) if any(m["type"] == "settle" for m in out) else []
    return posted


def click(board, name):
    """Press and release the pointer on the centre of square ``name``; return the answers."""
    sq = board.session.game.parse_square(name)
    x, y = board.layout.square_center(sq)
    out = answers(board, {"type": "down", "x": x, "y": y})
    return out + answers(board, {"type": "up", "x": x, "y": y})


def drawn(message):
    """The markup a "layer" message draws (its patch's replaced and inserted elements)."""
    return "".join(op[2] for op in message["ops"] if op[0] != "remove")


def events(messages, kind=None):
    return [m["event"] for m in messages if m["type"] == "event"
            and (kind is None or m["event"]["type"] == kind)]


def test_opening_sends_the_board_the_state_and_ready():
    board = EmbedBoard()
    out = board.handle({"type": "open", "query": "?moves=7g7f,3c3d&ply=1&flip=1&id=a1",
                        "width": 600, "height": 450})
    assert [m["type"] for m in out] == ["svg", "state", "event"]
    svg, state, ready = out[0]["markup"], out[1], out[2]["event"]
    assert 'data-orientation="gote"' in svg and 'data-layout="wide"' in svg
    assert state["notation"] == "1. P-76" and state["move"] == "7g7f" and state["ply"] == 1 and state["total"] == 2
    assert state["status"] == "Gote to move" and state["error"] is None
    assert state["link"] == "?game=shogi&moves=7g7f,3c3d&ply=1&flip=1"
    assert ready["type"] == "ready" and ready["id"] == "a1" and ready["moves"] == ["7g7f", "3c3d"]
    board_after_one = shogi.Board()
    board_after_one.push_usi("7g7f")
    assert ready["position"] == state["position"] == board_after_one.sfen()


def test_boards_sharing_a_document_get_ids_of_their_own():
    boards = [EmbedBoard() for _ in range(2)]
    opened = [board.handle({"type": "open", "query": "?game=shogi&show=7g", "prefix": prefix,
                            "width": 600, "height": 450})[0]["markup"]
              for board, prefix in zip(boards, ("b0-", "b1-"))]
    ids = [set(attrs(markup, "id")) for markup in opened]
    assert "kb-b0-cell-76" in ids[0] and "kb-b1-cell-76" in ids[1]
    assert ids[0] and not ids[0] & ids[1]
    focus = [m for m in boards[1].handle({"type": "key", "key": "focus"}) if m["type"] == "cursor"]
    assert focus[0]["id"].startswith("kb-b1-cell-")
    for wrong in ("<b>", "a b", 7, "x" * 30):  # never anything but letters, digits and '-'
        markup = EmbedBoard().handle({"type": "open", "query": "", "prefix": wrong})[0]["markup"]
        assert "kb-cell-" in markup and "<b>" not in markup.split('id="kb-')[1].split('"')[0]


def test_the_layout_follows_the_frame():
    board = EmbedBoard("?game=shogi", 300, 500)
    assert board.config.layout == "tall"
    assert board.handle({"type": "resize", "width": 800, "height": 500})[0]["type"] == "svg"
    assert board.config.layout == "wide"
    assert board.handle({"type": "resize", "width": 810, "height": 500}) == []
    assert EmbedBoard("?game=shogi&layout=tall", 800, 400).config.layout == "tall"


def test_highlights_arrows_and_shown_moves_belong_to_the_set_up_position():
    board = EmbedBoard("?moves=7g7f&highlight=7f,5e&arrows=2g2f,8h3c&show=8h")
    svg = board.svg_markup()
    assert attrs(svg, "data-highlight") == ["7f", "5e"]
    assert attrs(svg, "data-arrow") == ["2g2f", "8h3c"]
    assert targets(svg) == ["3c", "4d", "5e", "6f", "7g"]  # the diagonal up to the pawn on 3c
    board.handle({"type": "step", "to": "first"})
    layer = board.layer_markup()
    assert "data-highlight" not in layer and "data-arrow" not in layer and targets(layer) == []
    board.handle({"type": "step", "to": "last"})
    assert targets(board.layer_markup()) == ["3c", "4d", "5e", "6f", "7g"]


def test_the_moves_of_a_piece_of_the_side_not_to_move_and_of_a_hand_piece():
    board = EmbedBoard("?sfen=4k4/9/9/9/9/9/9/9/4K4+b+p+1&show=5a")
    assert targets(board.svg_markup()) == ["4a", "4b", "5b", "6a", "6b"]
    nifu = EmbedBoard("?sfen=4k4/9/9/9/9/9/4P4/9/4K4+b+P+1&show=P*")
    shown = targets(nifu.svg_markup())
    assert not any(name.startswith("5") or name.endswith("a") for name in shown)
    assert len(shown) == 8 * 8                                    # files 9-6 and 4-1, ranks b-i
    drop_mate = EmbedBoard("?sfen=7lk/9/7G1/9/9/9/9/9/K8+b+P+1&show=P*")
    assert "1b" not in targets(drop_mate.svg_markup())           # uchifuzume
    cannon = EmbedBoard("?game=xiangqi&fen=5k3/4n4/9/9/4p4/9/9/1n2C4/9/3K5+w+-+-+0+1&show=e2")
    assert targets(cannon.svg_markup()) == ["c2", "d2", "e0", "e1", "e3", "e4", "e8", "f2", "g2",
                                            "h2", "i2"]


def test_step_controls_walk_the_moves_and_name_the_move():
    board = EmbedBoard("?game=xiangqi&moves=h2e2,h9g7,h0g2")
    assert board.state()["notation"] == "3. H2+3" and board.state()["move"] == "h0g2"
    out = board.handle({"type": "step", "to": "back"})
    assert [m["type"] for m in out] == ["layer", "state", "announce", "event"]
    assert out[2]["text"] == "Black: horse to g7."          # for screen readers
    assert out[1]["notation"] == "2. H8+7" and out[1]["move"] == "h9g7" and events(out)[0]["ply"] == 2
    assert board.handle({"type": "step", "to": "first"})[1]["notation"] == "Start position"
    chinese = EmbedBoard("?game=xiangqi&moves=h2e2&notation=chinese")
    assert chinese.state()["notation"] == "1. 炮二平五"
    assert "notation=chinese" in chinese.state()["link"]
    assert board.handle({"type": "step", "to": "back"}) == []      # nothing before the start
    board.handle({"type": "step", "to": "forward"})
    assert board.state()["ply"] == 1
    assert board.handle({"type": "step", "to": "sideways"}) == []


def test_a_move_made_with_the_pointer_is_reported_to_the_host():
    board = EmbedBoard("?id=ex")
    assert [m["type"] for m in click(board, "7g")] == ["layer", "foreseen"]  # (no piece lifted)
    out = click(board, "7f")
    move = events(out, "move")[0]
    assert move["move"] == "7g7f" and move["id"] == "ex" and move["ply"] == 1
    assert move["turn"] == "gote" and move["outcome"] is None
    assert events(out, "position")[0]["moves"] == ["7g7f"]
    state = next(m for m in out if m["type"] == "state")
    assert state["status"] == "Gote to move"


def test_playing_from_an_earlier_move_starts_a_variation():
    board = EmbedBoard("?moves=7g7f,3c3d,2g2f&ply=1")
    click(board, "8c")
    out = click(board, "8d")
    assert events(out, "move")[0]["moves"] == ["7g7f", "8c8d"]
    # a real variation in the session's move tree: the link's line is still there
    tree = board.session.root
    assert [m.usi() for m in tree.mainline()] == ["7g7f", "3c3d", "2g2f"]
    assert [n.move.usi() for n in tree.children[0].children] == ["3c3d", "8c8d"]


def test_the_link_position_and_its_marks_come_back_after_a_variation():
    board = EmbedBoard("?moves=7g7f,3c3d&ply=1&highlight=7f")
    click(board, "8c")
    click(board, "8d")
    assert "data-highlight" not in board.layer_markup()
    out = board.handle({"type": "step", "to": "back"})
    assert out[1]["ply"] == 1 and 'data-highlight="7f"' in drawn(out[0])


def test_the_embed_and_the_game_page_share_one_session_class():
    from webui.play.opening import open_game
    from webui.play.session import GameSession

    assert type(EmbedBoard("?moves=7g7f").session) is GameSession
    assert type(open_game("?moves=7g7f", GameSession("shogi")).session) is GameSession


def test_a_read_only_board_takes_no_move():
    board = EmbedBoard("?interactive=0")
    assert click(board, "7g") == [] and click(board, "7f") == []
    assert board.state()["interactive"] is False


def test_dragging_lifts_the_piece_and_drops_it():
    board = EmbedBoard("?game=xiangqi")
    (x1, y1), (x2, y2) = (board.layout.square_center(xiangqi.parse_square(n)) for n in ("h2", "e2"))
    out = board.handle({"type": "down", "x": x1, "y": y1})
    assert "ghost" not in [m["type"] for m in out]          # selected, not lifted yet
    out = board.handle({"type": "drag"})                    # the shell saw the threshold passed
    assert out[1]["type"] == "ghost" and 'data-ghost="C"' in out[1]["markup"]
    out = board.handle({"type": "up", "x": x2, "y": y2})
    assert [m["type"] for m in out] == ["layer", "ghost", "settle"]  # played and painted once
    assert out[1] == {"type": "ghost", "markup": ""}
    assert re.search(r'data-square="e2"[^>]*>.*data-piece="C"', drawn(out[0]))
    assert board.session.move_texts() == ["h2e2"] and events(out) == []
    out = board.handle({"type": "settle"})                  # the words and events follow
    assert events(out, "move")[0]["move"] == "h2e2" and "layer" not in [m["type"] for m in out]
    assert board.handle({"type": "settle"}) == []


def test_a_move_drawn_at_once_is_played_before_the_next_message():
    board = EmbedBoard()
    click(board, "7g")
    x, y = board.layout.square_center(shogi.parse_square("7f"))
    assert board.handle({"type": "down", "x": x, "y": y})[-1] == {"type": "settle"}
    out = board.handle({"type": "step", "to": "back"})
    assert events(out, "move")[0]["move"] == "7g7f"
    assert [m["ply"] for m in out if m["type"] == "state"] == [1, 0]


def test_a_drag_released_off_the_board_or_cancelled_puts_the_piece_back():
    board = EmbedBoard("?game=xiangqi")
    x, y = board.layout.square_center(xiangqi.parse_square("h2"))
    for end in ({"type": "up", "x": -50, "y": -50}, {"type": "cancel"}):
        board.handle({"type": "down", "x": x, "y": y})
        board.handle({"type": "drag"})
        out = board.handle(end)
        assert [m["type"] for m in out] == ["layer", "ghost"] and out[1]["markup"] == ""
        assert 'data-square="h2"' in drawn(out[0]) and "kb-selected" not in drawn(out[0])
    assert board.session.moves == []


def test_pointer_messages_without_a_press_or_with_bad_coordinates_are_ignored():
    board = EmbedBoard()
    assert board.handle({"type": "drag"}) == [] and board.handle({"type": "cancel"}) == []
    assert board.handle({"type": "down", "x": "left", "y": 3}) == []
    assert board.handle({"type": "up", "x": 1}) == []


def test_a_promotion_is_asked_on_the_board():
    board = EmbedBoard("?sfen=4k4/9/9/2S6/9/9/9/9/4K4+b+-+1")
    click(board, "7d")
    out = click(board, "7c")
    assert 'data-choice="promote"' in drawn(out[0])
    promote = board.layout.square_center(shogi.parse_square("7c"))
    out = answers(board, {"type": "down", "x": promote[0], "y": promote[1]})
    assert events(out, "move")[0]["move"] == "7d7c+"


def test_the_end_of_the_game_is_in_the_status_and_the_events():
    board = EmbedBoard("?sfen=4k4/9/4P4/9/9/9/9/9/4K4+b+G+1")
    out = board.play(shogi.Move.from_usi("G*5b"))
    move = events(out, "move")[0]
    assert move["outcome"] == "Sente wins by checkmate" and move["result"] == "1-0"
    assert board.state()["status"] == "Sente wins by checkmate"
    assert not board.accepts_moves()


def test_a_broken_link_shows_its_valid_part_and_says_what_is_wrong():
    board = EmbedBoard("?moves=7g7f,3c3d,9z9y,2g2f&highlight=7f")
    error = board.state()["error"]
    assert error["moves"] == ["7g7f", "3c3d"] and error["bad"] == "9z9y"
    assert error["message"].startswith("move 3 (9z9y) cannot be played")
    assert board.state()["ply"] == 2 and "data-highlight" in board.svg_markup()
    bad_option = EmbedBoard("?moves=7g7f&arrows=7g")
    assert bad_option.state()["error"]["message"].startswith("'arrows': '7g' is not two squares")
    assert bad_option.state()["total"] == 1
    unknown = EmbedBoard("?game=go")
    assert unknown.state()["error"]["message"].startswith("unknown game 'go'")
    assert unknown.session.game.name == "shogi" and unknown.state()["total"] == 0
    huge = EmbedBoard("?moves=" + "7g7f," * 10_000)
    assert huge.state()["error"]["message"].startswith("the link is too long")


@pytest.mark.parametrize("query, words", [
    ("?highlight=0z", "'highlight': '0z' is not a shogi square"),
    ("?game=xiangqi&show=j9", "'show': 'j9' is not a xiangqi square"),
    ("?show=K*", "'show': 'K*' names no piece that can be dropped"),
    ("?layout=round", "'layout' must be auto, wide or tall"),
    ("?interactive=maybe", "'interactive' must be 0 or 1"),
    ("?highlight=" + ",".join(["5e"] * 91), "at most 90"),
])
def test_bad_embed_options(query, words):
    with pytest.raises(LinkError, match=re.escape(words)):
        parse_options(split_query(query), "xiangqi" if "xiangqi" in query else "shogi")


def test_the_host_sets_and_gets_positions():
    board = EmbedBoard("?id=quiz")
    out = board.handle({"type": "host", "message": {
        "kiban": 1, "type": "set", "sfen": "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "moves": [],
        "highlight": ["5b"], "interactive": True}})
    assert [m["type"] for m in out] == ["svg", "state", "event"]
    position = events(out, "position")[0]
    assert position["id"] == "quiz" and position["position"] == "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
    assert attrs(out[0]["markup"], "data-highlight") == ["5b"]
    assert events(board.handle({"type": "host", "message": {"type": "get"}}))[0]["type"] == "position"
    out = board.handle({"type": "host", "message": {"type": "set", "moves": "5c5b+"}})
    assert events(out, "position")[0]["game"] == "shogi"           # the same game when none is named
    assert events(board.handle({"type": "host", "message": {"type": "set", "sfen": "x"}}),
                  "error")[0]["message"].startswith("the SFEN cannot be read")
    assert events(board.handle({"type": "host", "message": {"type": "dance"}}),
                  "error")[0]["message"].startswith("unknown message type 'dance'")
    assert events(board.handle({"type": "host", "message": "set"}), "error")


def test_host_params_take_lists_numbers_and_booleans():
    params = host_params({"kiban": 1, "type": "set", "moves": ["7g7f", "3c3d"], "ply": 1,
                          "flip": True, "show": None})
    assert params == {"moves": ["7g7f,3c3d"], "ply": ["1"], "flip": ["1"]}


def test_boards_route_json_by_connection_and_forget_closed_ones():
    boards = Boards()
    assert boards.handle(1, json.dumps({"type": "step", "to": "first"})) == "[]"  # not open yet
    first = json.loads(boards.handle(1, json.dumps({"type": "open", "query": "?game=xiangqi"})))
    second = json.loads(boards.handle(2, json.dumps({"type": "open", "query": "?moves=7g7f"})))
    assert first[1]["game"] == "xiangqi" and second[1]["game"] == "shogi"
    assert len(boards.boards) == 2
    assert boards.handle(1, "not json") == "[]" and boards.handle(1, "[1]") == "[]"
    boards.handle(1, json.dumps({"type": "close"}))
    assert list(boards.boards) == [2]


def test_a_runtime_words_every_board_in_its_one_language():
    """The worker is started per language (assets/js/board-worker.js): its boards' texts, the
    engine's reasons among them, are in that language, whatever a frame's messages say."""
    from webui.i18n import set_language
    try:
        boards = Boards("nl")
        answers = json.loads(boards.handle(1, json.dumps(
            {"type": "open", "query": "?moves=7g7f,3c3d,P*3c", "lang": "ja"})))
        state = next(a for a in answers if a["type"] == "state")
        assert state["status"] == "Zwart aan zet"  # the valid part: sente to move after 3c3d
        assert state["error"]["message"].startswith("zet 3 (P*3c) kan niet worden gespeeld")
        assert "ongeldige zet P*3c: zwart heeft geen pion in de hand" in state["error"]["message"]
        again = json.loads(boards.handle(1, json.dumps({"type": "step", "to": "first"})))
        assert next(a for a in again if a["type"] == "state")["notation"] == "Beginstelling"
    finally:
        set_language("en")


def test_markup_never_carries_link_text_as_markup():
    board = EmbedBoard('?id="><script>alert(1)</script>&moves=<img src=x onerror=alert(1)>')
    svg = board.svg_markup()
    assert "<script" not in svg and "<img" not in svg
    error = board.state()["error"]                     # only in the error text (textContent)
    assert error["bad"] == "<img" and error["message"].startswith("move 1 (<img) cannot be")


def test_a_step_forward_glides_the_piece_from_where_it_stood_unless_animation_is_off():
    board = EmbedBoard()
    board.handle({"type": "open", "query": "?game=xiangqi&moves=h2e2&ply=0"})
    glides = [m for m in board.handle({"type": "step", "to": "forward"}) if m["type"] == "glide"]
    layout, game = board.layout, board.session.game
    (x0, y0), (x1, y1) = (layout.square_center(game.parse_square(n)) for n in ("h2", "e2"))
    assert glides == [{"type": "glide", "square": "e2", "dx": round(x0 - x1, 1),
                       "dy": round(y0 - y1, 1), "ms": 200}]
    assert "glide" not in [m["type"] for m in board.handle({"type": "step", "to": "back"})]
    still = EmbedBoard()
    still.handle({"type": "open", "query": "?game=xiangqi&moves=h2e2&ply=0",
                  "settings": '{"animation": false}'})
    assert "glide" not in [m["type"] for m in still.handle({"type": "step", "to": "forward"})]
