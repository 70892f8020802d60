/* The Learn pages: the exercises. Each <figure class="kb-exercise" data-answer="…"> holds a board
   drawn in the page (assets/js/boards.js); when the reader makes a move there (the board's
   `kiban` event, see docs/embedding.md ("Events and messages")) this says whether it was the answer, and
   after a wrong move sets the board back to the exercise's position with a "set" message. Its
   sentences are the result line's data-msg-right / data-msg-wrong / data-msg-not-mate
   attributes, translated with the rest of the page (scripts/learnpages.py), with {move} and
   {outcome} filled in here. Texts are set with textContent only. */

/* The exercise's start, as a "set" message: the board's own query parameters. */
function startOf(board) {
  const message = { kiban: 1, type: "set" };
  for (const [name, value] of new URLSearchParams(board.dataset.kiban)) message[name] = value;
  return message;
}

for (const figure of document.querySelectorAll("figure.kb-exercise")) {
  const board = figure.querySelector(".kiban-board");
  const result = figure.querySelector(".kb-exercise-result");
  board?.addEventListener("kiban", ({ detail: data }) => {
    if (data.type !== "move") return;
    const say = (template) => {
      const fields = { move: data.move, outcome: data.outcome || "" };
      result.textContent = template.replace(/\{(move|outcome)\}/g, (_, name) => fields[name]);
    };
    if (data.move === figure.dataset.answer) {
      say(result.dataset.msgRight);
      figure.dataset.solved = "";
      return;
    }
    say(data.outcome ? result.dataset.msgWrong : result.dataset.msgNotMate);
    setTimeout(() => board.dispatchEvent(new CustomEvent("kiban-message", { detail: startOf(board) })), 900);
  });
}
