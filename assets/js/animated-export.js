/* Animated downloads of a game (the documents are made in Python by py/webui/export/): the
   animated SVG saved as it is, and the GIF: each frame's SVG document drawn on a canvas here
   (SVG → Image → canvas → getImageData, the fonts of this browser drawing the captions), its
   pixels handed to a module worker (gif-worker.js) that encodes the file while the next frame
   is drawn. Nothing leaves the page. */

import { draw, downloadSvg, save } from "./diagram-export.js";

/* Save the animated SVG document `text` as `name`. */
export function downloadAnimatedSvg(text, name) {
  downloadSvg(text, name);
}

/* The GIF (a Blob) of the SVG documents `frames` (each `width` × `height` pixels), frame i
   shown `delays[i]` hundredths of a second. `onProgress(done, total)` follows the work: each
   frame drawn, then each frame encoded (total = twice the frames). */
export async function gifBlob(frames, delays, width, height, onProgress = () => {}) {
  const total = frames.length * 2;
  const worker = new Worker(new URL("./gif-worker.js", import.meta.url), { type: "module" });
  try {
    const finished = new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.progress) onProgress(frames.length + data.progress[0], total);
        else if (data.gif) resolve(new Blob([data.gif], { type: "image/gif" }));
        else if (data.error) reject(new Error(data.error));
      };
      worker.onerror = (event) => reject(new Error(event.message || "the GIF encoder failed"));
    });
    finished.catch(() => {}); // (a failure is thrown where it is awaited, below)
    worker.postMessage({ start: { width, height } });
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    for (let i = 0; i < frames.length; i += 1) {
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
      await draw(frames[i], width, height, canvas);
      const pixels = context.getImageData(0, 0, width, height).data.buffer;
      worker.postMessage({ frame: pixels, delay: delays[i] }, [pixels]);
      onProgress(i + 1, total);
    }
    worker.postMessage({ finish: true });
    return await finished;
  } finally {
    worker.terminate();
  }
}

/* Make the GIF of `frames` (see gifBlob) and save it as `name`; resolves to its size in bytes. */
export async function downloadGif(frames, delays, width, height, name, onProgress) {
  const blob = await gifBlob(frames, delays, width, height, onProgress);
  save(blob, name);
  return blob.size;
}
