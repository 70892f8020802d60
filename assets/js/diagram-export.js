/* Diagram images: save an SVG document (made in Python by py/webui/board/diagram.py) as an .svg
   file, or as a PNG drawn at `scale`× (2 for slides): SVG → Image → canvas → blob → download.
   Everything stays in the page: no request leaves it. */

/* Offer `blob` as a download called `name`. */
export function save(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/* Download the SVG document `text` as `name`. */
export function downloadSvg(text, name) {
  save(new Blob([text], { type: "image/svg+xml" }), name);
}

/* Draw the SVG document `text` (`width` × `height` user units) over the whole of `canvas`. */
export async function draw(text, width, height, canvas) {
  const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    canvas.getContext("2d", { willReadFrequently: true })
      .drawImage(image, 0, 0, canvas.width, canvas.height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/* The PNG blob of the SVG document `text` (`width` × `height` user units) drawn at `scale`×. */
export async function pngBlob(text, width, height, scale = 2) {
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  await draw(text, width, height, canvas);
  return await new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"));
}

/* Download the SVG document `text` as a PNG called `name`, drawn at `scale`×. */
export async function downloadPng(text, width, height, name, scale = 2) {
  save(await pngBlob(text, width, height, scale), name);
}
