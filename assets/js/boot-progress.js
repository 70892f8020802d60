/* Shows what PyScript is doing while Python starts: it reports its steps as `py:progress`
   events on window; the text goes into #boot-step (as text, never as HTML). The indicator is
   hidden by CSS once <html> has data-ready. */

const step = document.getElementById("boot-step");

if (step) {
  addEventListener("py:progress", (event) => {
    if (typeof event.detail === "string") step.textContent = `${event.detail}…`;
  });
}
