/* Pointer input of a board: the browser-side plumbing, written once for the game page
   (py/webui/board/boardview.py, through py/webui/board/pointer.py), embedded boards (embed.js)
   and any later board.

   It captures the pointer, keeps the left button (or a finger, or a pen tip) apart from the
   right button, turns screen coordinates into board units, ends a press that loses its capture,
   suppresses the context menu, and moves the drag layer (`.kb-drag`) under the pointer once a
   press has become a drag. What a press means (select, move, promotion choice) is decided by the
   caller (Python's `Controller`), which is told only four things: a press, the press becoming a
   drag, its release and its cancellation; pointer moves stay here. A press becomes a drag when
   it has moved `data-drag-threshold` board units (set on the <svg> by the renderer; without it
   the board is click-only). The caller fills the drag layer; this module only places it.

   Presses may also start outside the board, on the `[data-palette-piece]` items of `sources`
   (the editor's palette): they are reported like board presses, in the board's units, with the
   palette letter, so the piece can be dragged onto the board.

   Drawing (arrows and circles, decided in Python: py/webui/board/drawing.py) uses the right
   button, with the modifier keys held at the press; on a touch screen a finger that stays put
   on the board for LONG_PRESS_MS becomes such a press (the primary press is cancelled first). */

const PRIMARY = 0; // left mouse button, touch contact, pen tip
const SECONDARY = 2; // right mouse button (pen barrel button)
const LONG_PRESS_MS = 500; // a still finger held this long starts drawing
const MODIFIERS = ["shift", "alt", "ctrl", "meta"];

/**
 * Listen to the pointer on `svg` (an `svg.kb-board` containing a `.kb-drag` layer) and report
 * to `handlers`, every coordinate in board (viewBox) units. All handlers are optional:
 *   press(x, y[, letter])   the primary button / finger went down at (x, y); `letter`: the
 *                           `data-palette-piece` pressed when the press began on a source
 *   dragStart(x, y)         that press moved past the drag threshold: it is a drag now
 *   release(x, y)           the press ended at (x, y)
 *   cancel()                the press was cancelled (pointercancel, capture lost)
 *   secondary(kind, x, y, modifiers)
 *                           the right button or a long touch: kind "down", "move", "up" or
 *                           "cancel"; modifiers: the keys held at the press, a subset of
 *                           ["shift", "alt", "ctrl", "meta"]
 * `sources`: elements (outside the board) whose palette pieces start presses too.
 * Returns `detach()`, which removes every listener (a press under way is forgotten).
 */
export function attach(svg, handlers, sources = []) {
  const layer = svg.querySelector(".kb-drag");
  const threshold = Number.parseFloat(svg.dataset.dragThreshold); // NaN: never a drag
  let press = null; // {id, secondary, toBoard (the inverse screen matrix), x, y, dragging, timer}

  function at(event) {
    const matrix = svg.getScreenCTM(); // afresh: the page may have scrolled since the press
    if (matrix) press.toBoard = matrix.inverse();
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(press.toBoard);
    return [point.x, point.y];
  }

  function place(x, y) {
    layer?.setAttribute("transform", `translate(${x.toFixed(1)} ${y.toFixed(1)})`);
  }

  function down(event) {
    if (press !== null || (event.button !== PRIMARY && event.button !== SECONDARY)) return;
    const outside = event.currentTarget !== svg;
    const item = outside ? event.target.closest?.("[data-palette-piece]") : null;
    const letter = item?.dataset.palettePiece;
    if (outside && (letter === undefined || event.button !== PRIMARY)) return;
    event.preventDefault();
    const matrix = svg.getScreenCTM();
    if (!matrix) return; // not rendered (display: none)
    press = { id: event.pointerId, secondary: event.button === SECONDARY,
              toBoard: matrix.inverse(), dragging: false };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      /* the pointer may already be gone (a very short tap) */
    }
    [press.x, press.y] = at(event);
    if (press.secondary) {
      const held = MODIFIERS.filter((key) => event[`${key}Key`]);
      handlers.secondary?.("down", press.x, press.y, held);
    } else if (outside) {
      handlers.press?.(press.x, press.y, letter);
    } else {
      handlers.press?.(press.x, press.y);
      if (event.pointerType === "touch" && handlers.secondary) {
        press.timer = setTimeout(drawInstead, LONG_PRESS_MS, press);
      }
    }
  }

  // A finger held still: the press draws instead (an arrow if it then moves, else a circle).
  function drawInstead(held) {
    if (press !== held || press.dragging) return;
    press.secondary = true;
    handlers.cancel?.();
    handlers.secondary("down", press.x, press.y, []);
  }

  function move(event) {
    if (press === null || event.pointerId !== press.id) return;
    const [x, y] = at(event);
    if (press.secondary) {
      handlers.secondary?.("move", x, y);
    } else if (press.dragging) {
      place(x, y);
    } else if (Math.max(Math.abs(x - press.x), Math.abs(y - press.y)) >= threshold) {
      clearTimeout(press.timer);
      press.dragging = true;
      place(x, y);
      handlers.dragStart?.(x, y);
    }
  }

  function up(event) {
    if (press === null || event.pointerId !== press.id) return;
    const [x, y] = at(event);
    const { secondary } = press;
    clearTimeout(press.timer);
    press = null;
    if (secondary) handlers.secondary?.("up", x, y);
    else handlers.release?.(x, y);
  }

  function cancel(event) {
    if (press === null || event.pointerId !== press.id) return;
    const { secondary } = press;
    clearTimeout(press.timer);
    press = null;
    if (secondary) handlers.secondary?.("cancel", 0, 0);
    else handlers.cancel?.();
  }

  // A long press on a touch screen, or the right button, must not open a menu over the board.
  const menu = (event) => event.preventDefault();
  const listeners = {
    pointerdown: down,
    pointermove: move,
    pointerup: up,
    pointercancel: cancel,
    lostpointercapture: cancel, // after pointerup the press is already over: ignored
    contextmenu: menu,
  };
  const targets = [svg, ...sources];
  for (const target of targets) {
    for (const [type, listener] of Object.entries(listeners)) target.addEventListener(type, listener);
  }
  return function detach() {
    if (press) clearTimeout(press.timer);
    press = null;
    for (const target of targets) {
      for (const [type, listener] of Object.entries(listeners)) {
        target.removeEventListener(type, listener);
      }
    }
  };
}
