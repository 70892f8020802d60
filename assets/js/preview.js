/* The board picture shown until Python draws the board (index.html's .kb-preview): in the
   reader's theme (<html data-theme>, set by theme.js) rather than the default one, so the first
   paint has the reader's colours. A classic script right after the <picture>, so it runs before
   that picture is painted. The pictures are scripts/prerender.py's shogi-<layout>-<theme>.svg. */
(() => {
  const theme = document.documentElement.dataset.theme;
  if (!theme || theme === "wood") return;
  const themed = (url) => url.replace(/\.svg$/, `-${theme}.svg`);
  for (const source of document.querySelectorAll(".kb-preview source")) {
    source.srcset = themed(source.getAttribute("srcset"));
  }
  for (const img of document.querySelectorAll(".kb-preview img")) {
    img.src = themed(img.getAttribute("src"));
  }
})();
