/* The GIF encoder (gif-encoder.js) off the page's thread: a module worker started by
   animated-export.js for one GIF.

   Messages in:  { start: { width, height } }, then for each frame in order { frame: ArrayBuffer
                 of the RGBA bytes of its area, area: [x, y, w, h] (the first: the whole
                 frame), delay }, then { finish: true }.
   Messages out: { progress: [done, total] } as frames are written, then { gif: ArrayBuffer }
                 (the file), or { error: message } if anything failed. */

import { GifEncoder } from "./gif-encoder.js";

let encoder = null;

onmessage = ({ data }) => {
  try {
    if (data.start) {
      encoder = new GifEncoder(data.start.width, data.start.height);
    } else if (data.frame) {
      encoder.add(new Uint8ClampedArray(data.frame), data.delay, data.area);
    } else if (data.finish) {
      const bytes = encoder.finish((done, total) => postMessage({ progress: [done, total] }));
      encoder = null;
      postMessage({ gif: bytes.buffer }, [bytes.buffer]);
    }
  } catch (error) {
    encoder = null;
    postMessage({ error: String((error && error.message) || error) });
  }
};
