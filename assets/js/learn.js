/* The Learn pages: the exercises. Each <figure class="kb-exercise" data-answer="…"> holds an
   embedded board; when the reader makes a move there (the board's postMessage "move" event, see
   README.md ("Share links and embedded boards")) this says whether it was the answer, and after a wrong move sets the board back
   to the exercise's position with a "set" message. Its sentences are the result line's
   data-msg-right / data-msg-wrong / data-msg-not-mate attributes, translated with the rest of the
   page (scripts/learnpages.py), with {move} and {outcome} filled in here. Texts are set with
   textContent only. */

const exercises = new Map(); // iframe window -> figure

for (const figure of document.querySelectorAll("figure.kb-exercise")) {
  const frame = figure.querySelector("iframe");
  if (frame) exercises.set(frame, figure);
}

function figureOf(source) {
  for (const [frame, figure] of exercises) if (frame.contentWindow === source) return [frame, figure];
  return [null, null];
}

/* The exercise's start, as a "set" message: the board's own query parameters. */
function startOf(frame) {
  const message = { kiban: 1, type: "set" };
  for (const [name, value] of new URL(frame.src).searchParams) message[name] = value;
  return message;
}

addEventListener("message", (event) => {
  if (event.origin !== location.origin) return; // our own boards only
  const data = event.data;
  if (!data || data.kiban !== 1 || data.type !== "move") return;
  const [frame, figure] = figureOf(event.source);
  if (!figure) return;
  const result = figure.querySelector(".kb-exercise-result");
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
  setTimeout(() => frame.contentWindow.postMessage(startOf(frame), location.origin), 900);
});
