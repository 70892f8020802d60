"""The editor's problem check and exercise maker, pure Python (webui.editor.problem,
webui.editor.exercise, webui.worker.problem): the worker's verdicts in a composer's words and
the reader's notation, a line played with board gestures, and exercise links that parse back to
the same exercise."""

import json

import pytest

from kiban import games
from webui.editor.exercise import ExerciseDraft, LineRecorder, exercise_params, made_exercise
from webui.editor.problem import check_request, verdict_words
from webui.editor.state import EditorState
from webui.exercise.spec import ExerciseError, ExerciseSpec, parse_exercise
from webui.i18n import set_language
from webui.play.links import split_query
from webui.play.marks import parse_marks
from webui.worker.engine import KeptGame, answer

TSUME_3 = "k8/9/S8/9/9/9/9/9/9 b RPr2b4g3s4n4l17p 1"             # R*9b, 9a8a, 9b8b+
COOKED_1 = "8k/7pp/6N2/9/9/9/9/9/9 b Rr2b4g4s3n4l16p 1"
GOLD_DROP = "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"
XIANGQI_MATE_IN_2 = "1N2Nk3/9/9/9/9/9/9/9/4K4/9 w - - 0 1"


def state_of(game, position):
    state = EditorState(game)
    state.load(position)
    return state


def checked(state, length=None, style=None):
    """The worker's reply to the editor's request, and the words the page shows."""
    request = dict(check_request(state, length), id=1)
    posted = []
    reply = json.loads(answer(json.dumps(request), posted.append, kept=KeptGame()))
    style = style or state.game.default_notation
    return reply, verdict_words(state.game, request, reply, style)


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_a_unique_tsume_in_the_readers_notation():
    reply, said = checked(state_of("shogi", TSUME_3))
    assert (reply["verdict"], reply["length"], reply["line"]) == ("unique", 3,
                                                                ["R*9b", "9a8a", "9b8b+"])
    assert (said.verdict, said.length) == ("unique", "3")
    assert said.text == ("Unique: mate in 3 plies (2 by the attacker), and only one first move "
                         "mates. Solution: R*92 K-81 R-82+")
    _reply, japanese = checked(state_of("shogi", TSUME_3), style="japanese")
    assert japanese.text.endswith("Solution: ▲９二飛 △８一玉 ▲８二飛成")


def test_a_cook_lists_every_other_first_move():
    reply, said = checked(state_of("shogi", COOKED_1))
    assert reply["verdict"] == "cooked" and said.length == "1"
    assert said.text.startswith("Cooked (a second solution): mate in 1 ply (1 by the attacker)")
    assert "R*81, R*71, R*61, R*51, R*41, R*31, R*21" in said.text


def test_a_stated_length_longer_than_the_mate_is_shorter():
    reply, said = checked(state_of("shogi", GOLD_DROP), length=3)
    assert (reply["verdict"], said.length) == ("shorter", "1")
    assert said.text.startswith("Shorter mate: stated as 3 plies, but there is a mate in 1 ply")


def test_no_mate_and_japanese_terms():
    state = state_of("shogi", "4k4/9/9/9/9/9/9/9/9 b P2r2b4g4s4n4l17p 1")
    reply, said = checked(state, length=5)
    assert (said.verdict, said.length) == ("no-mate", "5")
    set_language("ja")
    assert "不詰" in verdict_words(state.game, dict(check_request(state, 5), id=1), reply,
                                  "japanese").text
    assert "余詰" in checked(state_of("shogi", COOKED_1), style="japanese")[1].text
    assert "早詰" in checked(state_of("shogi", GOLD_DROP), 3, style="japanese")[1].text


def test_a_xiangqi_mate_in_2():
    reply, said = checked(state_of("xiangqi", XIANGQI_MATE_IN_2))
    assert (said.verdict, said.length) == ("unique", "3")
    assert reply["line"][0] == "b9d8"


def test_the_worker_posts_progress_and_refuses_a_bad_length():
    state = state_of("shogi", "k8/5g3/9/4+R2N1/2R6/9/9/9/9 b S2b3g3s3n4l18p 1")  # a 5-ply mate
    request = dict(check_request(state, 5), id=7)
    posted = []
    answer(json.dumps(request), posted.append, kept=KeptGame())
    assert posted and json.loads(posted[0]) == {"id": 7, "info": {"nodes": 512}}
    bad = dict(request, check={"length": 4})
    assert "error" in json.loads(answer(json.dumps(bad), kept=KeptGame()))
    with pytest.raises(ValueError):
        check_request(state, 4)


def test_a_line_is_played_with_board_gestures():
    state = state_of("shogi", "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l16p 1")
    game = state.game
    square = game.parse_square
    recorder = LineRecorder(state)
    assert not recorder.play(("square", square("5c")), ("square", square("5a")))  # illegal
    assert recorder.play(("hand", 0, "G"), ("square", square("5b")))
    assert recorder.texts == ["G*5b"] and recorder.view().pieces[square("5b")] == "G"
    recorder.take_back()
    assert recorder.play(("square", square("5c")), ("square", square("5b")))     # promotes
    assert recorder.texts == ["5c5b+"]
    assert recorder.play(("square", square("5a")), ("square", square("5b")))     # takes
    assert recorder.texts == ["5c5b+", "5a5b"]
    assert state.text() == "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l16p 1"           # unchanged


@pytest.mark.parametrize("game,position,draft,marks", [
    ("shogi", GOLD_DROP, ExerciseDraft("mate", 1, prompt="Tsume: mate in 1", id="t-1"),
     ("1c1b", "")),
    ("shogi", GOLD_DROP, ExerciseDraft("line", solution=("G*1b",), prompt="A & <b>",
                                       hint="Drop + take, 100%"), ("", "2b")),
    ("shogi", "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1",
     ExerciseDraft("line", solution=("8h2b+", "3a2b"), prompt="「角換わり」"), ("", "")),
    ("xiangqi", XIANGQI_MATE_IN_2, ExerciseDraft("best", prompt="Find the best move",
                                                 hint="Horse"), ("b9d8", "")),
])
def test_every_link_made_parses_back_to_the_same_exercise(game, position, draft, marks):
    state = state_of(game, position)
    marked = parse_marks(state.game, *marks)
    made = made_exercise(state, draft, marked, "https://example.org/kiban/")
    assert made.page == "https://example.org/kiban/index.html" + made.query
    assert made.embed == "https://example.org/kiban/embed.html" + made.query
    params = split_query(made.query)
    assert params[state.game.position_param] == [position]
    spec = parse_exercise(state.game, params)
    assert spec == ExerciseSpec(draft.kind, draft.mate, draft.solution, prompt=draft.prompt,
                                hint=draft.hint, hint_marks=marked, id=draft.id)
    assert made.spec == spec
    assert "<b>" not in made.iframe and "<b>" not in made.div          # text never as HTML
    assert made.div.startswith('<div class="kiban-board" data-kiban="game=')
    assert ("exercise", draft.kind) in exercise_params(state.game, draft, marked)


def test_a_line_that_cannot_be_played_or_a_bad_id_is_refused():
    state = state_of("shogi", GOLD_DROP)
    with pytest.raises(ExerciseError) as error:
        made_exercise(state, ExerciseDraft("line", solution=("G*1b", "7g7f")))
    assert error.value.param == "solution" and "7g7f" in str(error.value)
    with pytest.raises(ExerciseError) as error:
        made_exercise(state, ExerciseDraft("line"))
    assert error.value.param == "solution"
    with pytest.raises(ExerciseError) as error:
        made_exercise(state, ExerciseDraft("mate", id="no spaces"))
    assert error.value.param == "id"
