/* The puzzles page's rules, pure (no DOM, no storage: tests/webui/test_puzzle_book.py runs them
   in Node.js): the collection in groups by length, a puzzle's exercise link and its own
   address, and the streak (puzzles solved in a row without a hint or the solution).

   A collection is assets/puzzles/<game>.json: {game, mate_counts_plies, puzzles: [{id,
   position, length (plies), solution, difficulty}]} (docs/exercises.md, "Puzzle collections");
   mate_counts_plies says how the game's problems count a mate's length (the game descriptor's,
   written by scripts/make_puzzles.py): every ply (a tsume: 3手詰 is 3 plies) or, when false,
   only the attacker's moves (a xiangqi mate in 2 is 3 plies). */

/* The puzzles of `collection` in groups of one length, shortest first, each group ordered by
   difficulty: [{length (plies), moves (the length as the game's problems say it), puzzles}]. */
export function groups(collection) {
  const byLength = new Map();
  const sorted = [...collection.puzzles].sort((a, b) => a.length - b.length || a.difficulty - b.difficulty);
  for (const puzzle of sorted) {
    if (!byLength.has(puzzle.length)) byLength.set(puzzle.length, []);
    byLength.get(puzzle.length).push(puzzle);
  }
  const moves = (plies) => (collection.mate_counts_plies === false ? (plies + 1) / 2 : plies);
  return [...byLength].map(([length, puzzles]) => ({ length, moves: moves(length), puzzles }));
}

/* The puzzles of `collection` in the order the page offers them (the groups', one after the other). */
export function ordered(collection) {
  return groups(collection).flatMap((group) => group.puzzles);
}

/* The puzzle after `id` in `collection`'s order (the first one after the last), or the first
   when `id` is none of them. */
export function nextPuzzle(collection, id) {
  const all = ordered(collection);
  const at = all.findIndex((puzzle) => puzzle.id === id);
  return all[(at + 1) % all.length];
}

/* The puzzle `id` of `collection`, else its first. */
export function puzzleOrFirst(collection, id) {
  return ordered(collection).find((puzzle) => puzzle.id === id) ?? ordered(collection)[0];
}

/* The link parameters (docs/embedding.md) that make a board the exercise of `puzzle`:
   {game, sfen | fen, exercise, mate, id}. An SFEN has four fields (board, turn, hands, move
   number), a FEN six. */
export function exerciseParams(game, puzzle) {
  const start = puzzle.position.trim().split(/\s+/).length === 4 ? "sfen" : "fen";
  return { game, [start]: puzzle.position, exercise: "mate", mate: String(puzzle.length), id: puzzle.id };
}

/* The query string (without "?") of `params`. */
export function query(params) {
  return new URLSearchParams(params).toString();
}

/* The address of `puzzle` on the puzzles page (relative): puzzles.html?game=…&id=…. */
export function puzzleLink(game, puzzle) {
  return `puzzles.html?${query({ game, id: puzzle.id })}`;
}

/* The address of `puzzle` on the game page (relative): index.html with its exercise link. */
export function gamePageLink(game, puzzle) {
  return `index.html?${query(exerciseParams(game, puzzle))}`;
}

/* A streak: {count: puzzles solved in a row without help, best: the longest so far}, and
   the puzzle on the board: {id, helped: a hint or the solution was asked for, counted: its
   solve counted already}. */
export const NO_STREAK = Object.freeze({ count: 0, best: 0 });

/* The attempt at puzzle `id` just opened. */
export function opened(id) {
  return { id, helped: false, counted: false };
}

/* What `type` ("hint", "solution", "solved", "wrong", "retry": the board's exercise events
   and the solution button) does to `streak` and `attempt`: [streak, attempt]. A hint or the
   solution ends the streak; a puzzle solved without them adds one, once per opening; a wrong
   move or a retry changes nothing. */
export function after(streak, attempt, type) {
  if (type === "hint" || type === "solution") {
    return [{ ...streak, count: 0 }, { ...attempt, helped: true }];
  }
  if (type === "solved" && !attempt.helped && !attempt.counted) {
    const count = streak.count + 1;
    return [{ count, best: Math.max(streak.best, count) }, { ...attempt, counted: true }];
  }
  return [streak, attempt];
}
