/* Sets <html data-theme> before the first paint, so the page's colours (assets/css/themes.css)
   never flash in the wrong theme. A classic script in <head> of every page; Python takes over
   on the game page (py/webui/page/settings.py). The theme: the address's `theme=` parameter (an
   embed's, or a link to the game page's: for that view, not stored), else the reader's setting
   (localStorage["kiban.settings"].theme), else dark when the system prefers a dark scheme, else
   wood. THEMES lists py/webui/board/styles/themes.py's names (a test
   compares them). */
(() => {
  const THEMES = ["wood", "light", "dark", "contrast"];
  const root = document.documentElement;
  let theme = new URLSearchParams(location.search).get("theme");
  if (!THEMES.includes(theme)) {
    try {
      theme = JSON.parse(localStorage.getItem("kiban.settings") || "{}").theme;
    } catch {
      theme = null; // unreadable settings, or storage refused (a sandboxed frame)
    }
  }
  if (!THEMES.includes(theme)) {
    theme = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "wood";
  }
  root.dataset.theme = theme;
})();
