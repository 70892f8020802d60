/* Keyboard input of a board: the browser-side plumbing for the game page
   (py/webui/board/boardview.py, through py/webui/board/keysource.py) and embedded boards
   (embed.js). The cursor and what a key means live in Python (py/webui/board/keyboard.py);
   this only forwards the keys it handles, keeps them from scrolling the page or stepping
   through the moves (the page's own ← → Home End), and says when the board gets the focus. */

const KEYS = new Set([
  "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", " ", "Escape",
  "y", "Y", "n", "N", "p", "P",
]);

/**
 * Listen to the keys on `svg` (an `svg.kb-board` with tabindex) and call `onKey(name)` with a
 * `KeyboardEvent.key` name, or "focus" when the board gets the focus. Returns `detach()`.
 */
export function attach(svg, onKey) {
  function keydown(event) {
    if (!KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    onKey(event.key);
  }
  // Focus reached by the keyboard (Tab) shows the cursor at once; a click only focuses.
  const focus = () => svg.matches(":focus-visible") && onKey("focus");
  svg.addEventListener("keydown", keydown);
  svg.addEventListener("focus", focus);
  return function detach() {
    svg.removeEventListener("keydown", keydown);
    svg.removeEventListener("focus", focus);
  };
}
