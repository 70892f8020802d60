"""assets/js/puzzle-book.js (the puzzles page's rules) run by Node.js on the real collections:
the groups come shortest first and ordered by difficulty, "next" walks that order and wraps,
each puzzle's links open it (its exercise on the game page: mate within its length), and the
streak counts puzzles solved without a hint or the solution, once per opening."""

import json
import subprocess
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "assets" / "js" / "puzzle-book.js"


def run(body):
    """What the ES module `body` (which has `book`, puzzle-book.js, and `collections`) prints
    as JSON."""
    script = (f'import * as book from "{BOOK.as_uri()}";\n'
              f'import {{ readFileSync }} from "node:fs";\n'
              f'const load = (game) => JSON.parse(readFileSync("{ROOT.as_posix()}/assets/puzzles/" + game + ".json", "utf8"));\n'
              f'const collections = {{ shogi: load("shogi"), xiangqi: load("xiangqi") }};\n'
              f'{body}')
    out = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                         text=True, check=True, timeout=60)
    return json.loads(out.stdout)


def test_a_groups_mates_are_counted_as_the_games_problems_count_them():
    # a tsume counts every ply (3手詰 = 3 plies); a xiangqi mate in 2 is 3 plies, the attacker's 2
    moves = run("""console.log(JSON.stringify(Object.fromEntries(Object.entries(collections).map(
      ([game, c]) => [game, book.groups(c).map((g) => [g.length, g.moves])]))));""")
    assert moves == {"shogi": [[1, 1], [3, 3], [5, 5], [7, 7]],
                     "xiangqi": [[1, 1], [3, 2], [5, 3]]}


def test_groups_are_by_length_shortest_first_and_by_difficulty():
    groups = run("""console.log(JSON.stringify(Object.fromEntries(Object.entries(collections).map(
      ([game, c]) => [game, book.groups(c).map((g) => [g.length, g.puzzles.map((p) => p.difficulty)])]))));""")
    assert [length for length, _ in groups["shogi"]] == [1, 3, 5, 7]
    assert [length for length, _ in groups["xiangqi"]] == [1, 3, 5]
    for game in groups.values():
        for _, difficulties in game:
            assert difficulties == sorted(difficulties)
    assert sum(len(d) for _, d in groups["shogi"]) >= 200


def test_groups_reorder_a_shuffled_collection():
    order = run("""const shuffled = {puzzles: [
      {id: "c", length: 3, difficulty: 9}, {id: "a", length: 1, difficulty: 2},
      {id: "d", length: 3, difficulty: 4}, {id: "b", length: 1, difficulty: 1}]};
      console.log(JSON.stringify(book.ordered(shuffled).map((p) => p.id)));""")
    assert order == ["b", "a", "d", "c"]


def test_next_walks_the_order_and_wraps_and_an_unknown_id_opens_the_first():
    ids = run("""const c = collections.shogi; const all = book.ordered(c);
      console.log(JSON.stringify([book.nextPuzzle(c, all[0].id).id, all[1].id,
        book.nextPuzzle(c, all.at(-1).id).id, all[0].id,
        book.puzzleOrFirst(c, "no-such").id, book.puzzleOrFirst(c, all[5].id).id, all[5].id]));""")
    assert ids[0] == ids[1] and ids[2] == ids[3] and ids[4] == ids[3] and ids[5] == ids[6]


def test_links_open_the_puzzle_and_its_exercise():
    links = run("""const s = collections.shogi.puzzles[0], x = collections.xiangqi.puzzles[0];
      console.log(JSON.stringify([book.puzzleLink("shogi", s), book.gamePageLink("shogi", s),
        book.gamePageLink("xiangqi", x), s, x]));""")
    shogi_page, shogi_game, xiangqi_game, shogi, xiangqi = links
    assert shogi_page == f"puzzles.html?game=shogi&id={shogi['id']}"
    query = parse_qs(urlsplit(shogi_game).query)
    assert urlsplit(shogi_game).path == "index.html"
    assert query == {"game": ["shogi"], "sfen": [shogi["position"]], "exercise": ["mate"],
                     "mate": [str(shogi["length"])], "id": [shogi["id"]]}
    query = parse_qs(urlsplit(xiangqi_game).query)
    assert query["fen"] == [xiangqi["position"]] and "sfen" not in query


@pytest.mark.parametrize("events, streak", [
    (["solved"], {"count": 3, "best": 3}),
    (["wrong", "retry", "solved"], {"count": 3, "best": 3}),    # a wrong move is no help
    (["hint", "solved"], {"count": 0, "best": 2}),
    (["solution"], {"count": 0, "best": 2}),
    (["solved", "retry", "solved"], {"count": 3, "best": 3}),   # counted once per opening
])
def test_streak_of_one_puzzle_after_two_solved(events, streak):
    assert run(f"""let s = {{count: 2, best: 2}}, a = book.opened("p");
      for (const e of {json.dumps(events)}) [s, a] = book.after(s, a, e);
      console.log(JSON.stringify(s));""") == streak


def test_streak_over_puzzles_breaks_on_help_and_keeps_the_best():
    counts = run("""let s = book.NO_STREAK, out = [];
      for (const events of [["solved"], ["solved"], ["solved"], ["hint", "solved"], ["solved"]]) {
        let a = book.opened("p");
        for (const e of events) [s, a] = book.after(s, a, e);
        out.push([s.count, s.best]);
      }
      console.log(JSON.stringify(out));""")
    assert counts == [[1, 1], [2, 2], [3, 3], [0, 3], [1, 3]]
