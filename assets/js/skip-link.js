/* The game page's first tab stop, "Skip to the board" (a.kb-skip, shown only while focused):
   it puts the keyboard focus on the board itself, past the site header's places and menu, so a
   keyboard or screen reader player is one key away from playing. The address is left as it is
   (no #fragment: the page writes the game into it). Loaded deferred, after the link is parsed. */

(() => {
  const skip = document.querySelector("a.kb-skip");
  if (!skip) return;
  skip.addEventListener("click", (event) => {
    const target = document.querySelector(skip.getAttribute("href"));
    const board = target && (target.querySelector('[tabindex="0"]') || target);
    if (!board) return;
    event.preventDefault();
    board.focus();
  });
})();
