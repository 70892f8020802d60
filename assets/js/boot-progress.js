/* Shows what PyScript is doing while Python starts, and says so when it cannot start.

   Progress: PyScript reports its steps as `py:progress` events on window; the text goes into
   #boot-step (as text, never as HTML). The indicator is hidden by CSS once <html> has
   data-ready. PyScript's step names are English: in another language the page's own translated
   "Starting Python…" stays.

   Failure: when a part of the runtime cannot be downloaded (the dynamic import of
   python-runtime.js or one of its files fails: a dropped connection, a release replaced midway),
   PyScript leaves an unhandled rejection and the page would say "Starting Python…" forever. The
   page then reloads once by itself (a flag in sessionStorage, cleared once Python has started,
   keeps it to once), and if that fails too the indicator says what went wrong with a Reload
   button. Any other uncaught error before Python has started is said the same way, without the
   automatic reload. */

const root = document.documentElement;
const step = document.getElementById("boot-step");
const RETRIED = "kiban.boot-retried";
// The browsers' words for a module (or a file it needs) that could not be fetched.
const DOWNLOAD_FAILED = /dynamically imported module|importing a module script failed|failed to fetch|networkerror/i;

if (step && window.kibanI18n?.lang === "en") {
  addEventListener("py:progress", (event) => {
    if (typeof event.detail === "string" && !root.hasAttribute("data-boot-failed")) {
      step.textContent = `${event.detail}…`;
    }
  });
}

const t = (msgid, fields) => (window.kibanI18n ? window.kibanI18n.t(msgid, fields) : msgid);

/* The tab's sessionStorage, or null where storage is disabled. */
function storage() {
  try {
    return sessionStorage;
  } catch {
    return null; // storage disabled: no automatic reload
  }
}

/* Python could not start because of `error`: reload once when it was a download, else (or
   after that reload) say so in the indicator, with a button to try again. */
function failed(error) {
  if (root.hasAttribute("data-ready") || root.hasAttribute("data-boot-failed") || !step) return;
  const reason = String(error?.message ?? error ?? "");
  const session = storage();
  if (DOWNLOAD_FAILED.test(reason) && session && !session.getItem(RETRIED)) {
    session.setItem(RETRIED, "1");
    location.reload();
    return;
  }
  root.setAttribute("data-boot-failed", "");
  step.textContent = t("Python could not start: {reason}. Check the connection, then reload the page.",
    { reason });
  const again = document.createElement("button");
  again.type = "button";
  again.dataset.testid = "boot-reload";
  again.textContent = t("Reload");
  again.addEventListener("click", () => location.reload());
  step.after(again);
  document.querySelector(".boot-bar")?.remove();
}

if (step) {
  addEventListener("unhandledrejection", (event) => failed(event.reason));
  addEventListener("error", (event) => failed(event.error ?? event.message));
  new MutationObserver(() => {
    if (root.hasAttribute("data-ready")) storage()?.removeItem(RETRIED);
  }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}
