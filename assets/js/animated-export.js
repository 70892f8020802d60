/* Animated downloads of a game (the documents are made in Python by py/webui/export/): the
   animated SVG saved as it is, and the GIF: each frame drawn on a canvas here over the one
   before, where it differs (SVG → Image → canvas → getImageData, the fonts of this browser
   drawing the captions), its pixels handed to a module worker (gif-worker.js) that encodes the
   file while the next frame is drawn. Nothing leaves the page. */

import { draw, downloadSvg, save } from "./diagram-export.js";

/* Save the animated SVG document `text` as `name`. */
export function downloadAnimatedSvg(text, name) {
  downloadSvg(text, name);
}

/* The GIF (a Blob) of frames `width` × `height` pixels, frame i shown `delays[i]` hundredths
   of a second: the SVG document `backdrop` (what never changes) drawn once, then for each of
   `patches`, [SVG document, rectangles], inside the rectangles ([x, y, w, h] in pixels) only,
   the backdrop and the document over it turn the frame before into the next one (the first
   covers the whole frame). Only the pixels around the rectangles go to the encoder.
   `onProgress(done, total)` follows the work: each frame drawn, then each frame encoded
   (total = twice the frames). */
export async function gifBlob(backdrop, patches, delays, width, height, onProgress = () => {}) {
  const total = patches.length * 2;
  const worker = new Worker(new URL("./gif-worker.js", import.meta.url), { type: "module" });
  try {
    const finished = new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.progress) onProgress(patches.length + data.progress[0], total);
        else if (data.gif) resolve(new Blob([data.gif], { type: "image/gif" }));
        else if (data.error) reject(new Error(data.error));
      };
      worker.onerror = (event) => reject(new Error(event.message || "the GIF encoder failed"));
    });
    finished.catch(() => {}); // (a failure is thrown where it is awaited, below)
    worker.postMessage({ start: { width, height } });
    const [canvas, under] = [document.createElement("canvas"), document.createElement("canvas")];
    canvas.width = under.width = width;
    canvas.height = under.height = height;
    await draw(backdrop, width, height, under);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    for (let i = 0; i < patches.length; i += 1) {
      const [text, rectangles] = patches[i];
      context.save();
      context.beginPath();
      for (const [x, y, w, h] of rectangles) context.rect(x, y, w, h);
      context.clip();
      context.drawImage(under, 0, 0);
      await draw(text, width, height, canvas);
      context.restore();
      const area = around(rectangles);
      const pixels = context.getImageData(...area).data.buffer;
      worker.postMessage({ frame: pixels, area, delay: delays[i] }, [pixels]);
      onProgress(i + 1, total);
    }
    worker.postMessage({ finish: true });
    return await finished;
  } finally {
    worker.terminate();
  }
}

/* The smallest rectangle [x, y, w, h] holding all of `rectangles`. */
function around(rectangles) {
  const left = Math.min(...rectangles.map(([x]) => x));
  const top = Math.min(...rectangles.map(([, y]) => y));
  const right = Math.max(...rectangles.map(([x, , w]) => x + w));
  const bottom = Math.max(...rectangles.map(([, y, , h]) => y + h));
  return [left, top, right - left, bottom - top];
}

/* Make the GIF (see gifBlob) and save it as `name`; resolves to its size in bytes. */
export async function downloadGif(backdrop, patches, delays, width, height, name, onProgress) {
  const blob = await gifBlob(backdrop, patches, delays, width, height, onProgress);
  save(blob, name);
  return blob.size;
}
