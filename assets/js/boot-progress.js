/* Shows what PyScript is doing while Python starts: it reports its steps as `py:progress`
   events on window; the text goes into #boot-step (as text, never as HTML). The indicator is
   hidden by CSS once <html> has data-ready. PyScript's step names are English: in another
   language the page's own translated "Starting Python…" stays. */

const step = document.getElementById("boot-step");

if (step && window.kibanI18n?.lang === "en") {
  addEventListener("py:progress", (event) => {
    if (typeof event.detail === "string") step.textContent = `${event.detail}…`;
  });
}
