"""Render the app icon `assets/icons/icon.svg` to the PNG sizes the web manifest lists.

A maintenance tool (run it after changing the SVG; the PNGs are committed, a few KB each):
`.venv/bin/python scripts/make_icons.py`. Chromium draws the SVG on a canvas; the pixels are then
written as an indexed (palette) PNG, which keeps flat artwork small.
"""

import base64
import struct
import zlib
from collections import Counter
from pathlib import Path

from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons"
SIZES = (192, 512)
COLOURS = 64  # palette entries: enough for smooth edges, few enough to compress well
DRAW = """async ([svg, size]) => {
  const img = new Image();
  img.src = "data:image/svg+xml;base64," + btoa(svg);
  await img.decode();
  const canvas = new OffscreenCanvas(size, size);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(img, 0, 0, size, size);
  const bytes = ctx.getImageData(0, 0, size, size).data;
  let text = "";
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(text);
}"""


def palette_png(rgba, size):
    """Encode `size`x`size` RGBA bytes as an indexed PNG: the COLOURS most frequent colours exactly,
    every other (anti-aliasing) colour as its nearest palette entry."""
    pixels = [rgba[i:i + 4] for i in range(0, len(rgba), 4)]
    palette = [c for c, _ in Counter(pixels).most_common(COLOURS)]
    index = {c: i for i, c in enumerate(palette)}

    def nearest(colour):
        best = min(palette, key=lambda p: sum((a - b) ** 2 for a, b in zip(p, colour)))
        return index.setdefault(colour, index[best])

    rows = bytearray()
    for y in range(size):
        rows.append(0)
        rows.extend(index[c] if c in index else nearest(c) for c in pixels[y * size:(y + 1) * size])

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    return b"".join([
        b"\x89PNG\r\n\x1a\n",
        chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 3, 0, 0, 0)),
        chunk(b"PLTE", b"".join(c[:3] for c in palette)),
        chunk(b"tRNS", bytes(c[3] for c in palette)),
        chunk(b"IDAT", zlib.compress(bytes(rows), 9)),
        chunk(b"IEND", b""),
    ])


def main():
    """Render every size and write icon-<size>.png next to the SVG."""
    svg = (ICONS / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page()
        for size in SIZES:
            rgba = base64.b64decode(page.evaluate(DRAW, [svg, size]))
            png = palette_png(rgba, size)
            (ICONS / f"icon-{size}.png").write_bytes(png)
            print(f"icon-{size}.png: {len(png)} bytes")
        browser.close()


if __name__ == "__main__":
    main()
