/* puzzles.html: a game's puzzle collection (assets/puzzles/<game>.json, `?game=`), in groups by
   length, solved ones marked; the puzzle picked (`?id=`, or a link of the list) on the page's one
   exercise board. That board is a board drawn in the page (boards.js, docs/embedding.md): its
   driver and its coach (in the boards' worker) judge the moves, word the feedback, give the hint,
   the retry and the solution, and keep the progress per puzzle id (exercise-store.js). This page
   only chooses the puzzle (a host "set" message to the board), marks the list and counts the
   streak from the board's exercise events (puzzle-book.js holds the rules). Texts are set as
   text, never as HTML. */

import { after, gamePageLink, groups, nextPuzzle, NO_STREAK, opened, ordered, puzzleLink,
  puzzleOrFirst, exerciseParams, query } from "./puzzle-book.js";
import { allProgress, keepStreak, streak as keptStreak } from "./exercise-store.js";

const SITE = new URL("../../", import.meta.url);
const t = (msgid, fields) => window.kibanI18n?.t(msgid, fields) ?? msgid;
const $ = (id) => document.getElementById(id);

const params = new URLSearchParams(location.search);
const game = /^[a-z]{1,20}$/.test(params.get("game") || "") ? params.get("game") : "shogi";
const board = document.querySelector(".kiban-board");
const list = $("puzzle-list");

let collection = null;
let attempt = null;
let streak = NO_STREAK;
const links = new Map(); // puzzle id -> its link in the list

/* The collection of `game`, or null when there is none. */
async function load() {
  try {
    const response = await fetch(new URL(`assets/puzzles/${game}.json`, SITE));
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/* The heading of a group of puzzles of mates in `moves` (as the game's problems count them). */
function groupTitle(moves) {
  return moves === 1 ? t("Mate in 1 move") : t("Mate in {count} moves", { count: moves });
}

/* The list: one section per group, one link per puzzle (its number in the page's order). */
function drawList(solved) {
  let number = 0;
  for (const group of groups(collection)) {
    const section = document.createElement("section");
    const heading = document.createElement("h2");
    heading.textContent = groupTitle(group.moves);
    const items = document.createElement("ol");
    items.className = "kb-puzzle-links";
    items.start = number + 1;
    for (const puzzle of group.puzzles) {
      number += 1;
      const link = document.createElement("a");
      link.href = puzzleLink(game, puzzle);
      link.textContent = String(number);
      link.dataset.puzzleId = puzzle.id;
      link.dataset.solved = solved.has(puzzle.id) ? "1" : "0";
      link.title = t("Puzzle {number}", { number });
      link.addEventListener("click", (event) => {
        event.preventDefault();
        show(puzzle, true);
      });
      links.set(puzzle.id, link);
      const item = document.createElement("li");
      item.append(link);
      items.append(item);
    }
    section.append(heading, items);
    list.append(section);
  }
}

/* The streak in the header. */
function drawStreak() {
  $("puzzle-streak").textContent = String(streak.count);
  $("puzzle-best").textContent = String(streak.best);
}

/* Apply `type` (an exercise event or "solution") to the streak and keep it. */
function happened(type) {
  if (!attempt) return;
  const before = streak;
  [streak, attempt] = after(streak, attempt, type);
  if (type === "solved") {
    const link = links.get(attempt.id);
    if (link) link.dataset.solved = "1";
  }
  if (streak !== before) {
    drawStreak();
    keepStreak({ id: `puzzles-${game}`, ...streak });
  }
}

/* Show `puzzle` on the board (`message`: by a host message to the live board, else by its
   link before the board starts) and in the address. */
function show(puzzle, message) {
  const exercise = exerciseParams(game, puzzle);
  attempt = opened(puzzle.id);
  if (message) {
    board.dispatchEvent(new CustomEvent("kiban-message", { detail: { kiban: 1, type: "set", ...exercise } }));
    board.scrollIntoView({ block: "nearest" }); // (picked from the list, below it on a phone)
  } else {
    board.dataset.kiban = query(exercise);
  }
  const number = ordered(collection).indexOf(puzzle) + 1;
  $("puzzle-title").textContent = t("Puzzle {number}", { number });
  $("puzzle-game-link").href = gamePageLink(game, puzzle);
  for (const [id, link] of links) {
    if (id === puzzle.id) link.setAttribute("aria-current", "true");
    else link.removeAttribute("aria-current");
  }
  const address = new URL(location.href);
  address.searchParams.set("game", game);
  address.searchParams.set("id", puzzle.id);
  history.replaceState(null, "", address);
}

async function start() {
  for (const link of document.querySelectorAll("[data-puzzle-game]")) {
    if (link.dataset.puzzleGame === game) link.setAttribute("aria-current", "page");
  }
  await window.kibanI18n?.ready;
  collection = await load();
  if (!collection?.puzzles?.length) {
    $("puzzle-missing").hidden = false;
    board.closest("section").hidden = true;
    return;
  }
  const [progress, kept] = await Promise.all([allProgress(), keptStreak(`puzzles-${game}`)]);
  streak = kept ? { count: kept.count, best: kept.best } : NO_STREAK;
  drawStreak();
  drawList(new Set(progress.filter((entry) => entry.solved).map((entry) => entry.id)));
  show(puzzleOrFirst(collection, params.get("id")), false);
  board.addEventListener("kiban", ({ detail }) => {
    if (detail?.type === "exercise") happened(detail.state);
  });
  board.addEventListener("click", (event) => {
    if (event.target.closest?.('[data-testid="exercise-solution"]')) happened("solution");
  });
  $("puzzle-next").addEventListener("click", () => show(nextPuzzle(collection, attempt.id), true));
  await import("./boards.js");
}

start();
