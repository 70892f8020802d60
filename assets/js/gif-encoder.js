/* An animated GIF encoder, dependency-free (an ES module for the page, a worker or Node.js).

   new GifEncoder(width, height)    frames of width × height pixels
   encoder.add(rgba, delay, area?)  one frame, shown `delay` hundredths of a second: RGBA bytes
                                    (ImageData.data) of the rectangle `area` ([x, y, w, h],
                                    the whole frame by default: always for the first frame),
                                    the rest of it as in the frame before; add them in order
   encoder.finish(onProgress?)      the GIF file as a Uint8Array (onProgress(done, total) after
                                    each frame is written)

   How it stays small:
   - One global palette of at most 255 colours (index 255 is the transparent colour) from a
     histogram of every pixel of every frame in 5 bits per channel, each bucket keeping the
     exact mean of its pixels: the 96 most used buckets get an entry of their own (so a
     board's flat colours, its wood, lines, ink and highlights, come out exact), median cut
     shares the other entries among the rest. A
     board has few colours (a theme's wood, lines, ink, highlights and their anti-aliasing), so
     no dithering: dithering would make every frame differ everywhere.
   - Each frame after the first is only the rectangle that changed since the one before, its
     unchanged pixels transparent and the frame left in place (disposal 1), which also gives
     LZW long runs to compress.
   - LZW as the GIF89a specification has it: variable code width from 9 to 12 bits, a clear
     code when the table is full, data in sub-blocks of at most 255 bytes.
   The file loops forever (the NETSCAPE2.0 application extension). */

const BUCKETS = 1 << 15; // 5 bits per channel
const COLOURS = 255; // palette entries; 255 is the transparent index
const TRANSPARENT = 255;
const OWN_COLOURS = 96; // the most used colours keep a palette entry of their own

/* The 15-bit bucket of a colour. */
const bucketOf = (r, g, b) => ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);

export class GifEncoder {
  constructor(width, height) {
    if (!(width > 0 && height > 0 && width < 65536 && height < 65536)) {
      throw new RangeError(`a GIF is 1 to 65535 pixels wide and high, not ${width} × ${height}`);
    }
    this.width = width;
    this.height = height;
    this.frames = []; // [{ keys: Uint16Array of the area's buckets, area, delay }]
    this.count = new Float64Array(BUCKETS);
    this.sums = new Float64Array(BUCKETS * 3);
  }

  /* Add a frame: `rgba` holds the w × h × 4 bytes of its `area` [x, y, w, h] (alpha is
     ignored: frames are opaque). */
  add(rgba, delay, area = [0, 0, this.width, this.height]) {
    const [x, y, w, h] = area;
    const inside = x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= this.width && y + h <= this.height;
    if (!inside || (!this.frames.length && (w !== this.width || h !== this.height))) {
      throw new RangeError(`frame ${this.frames.length + 1}: ${area} is not an area of a ${this.width} × ${this.height} frame`);
    }
    const pixels = w * h;
    if (rgba.length !== pixels * 4) {
      throw new RangeError(`an area of ${w} × ${h} has ${pixels * 4} bytes, not ${rgba.length}`);
    }
    const keys = new Uint16Array(pixels);
    const { count, sums } = this;
    for (let i = 0, p = 0; i < pixels; i += 1, p += 4) {
      const key = bucketOf(rgba[p], rgba[p + 1], rgba[p + 2]);
      keys[i] = key;
      count[key] += 1;
      sums[key * 3] += rgba[p];
      sums[key * 3 + 1] += rgba[p + 1];
      sums[key * 3 + 2] += rgba[p + 2];
    }
    this.frames.push({ keys, area, delay: Math.max(0, Math.min(65535, Math.round(delay))) });
  }

  /* The GIF file of the frames added. */
  finish(onProgress = () => {}) {
    if (!this.frames.length) throw new RangeError("a GIF needs at least one frame");
    const { palette, lookup } = this.palette();
    const out = new ByteWriter();
    out.ascii("GIF89a");
    out.u16(this.width);
    out.u16(this.height);
    out.bytes([0xf7, 0, 0]); // global table of 256 colours, 8 bits; background 0; square pixels
    out.bytes(palette);
    out.bytes([0x21, 0xff, 11]); // NETSCAPE2.0: loop forever
    out.ascii("NETSCAPE2.0");
    out.bytes([3, 1, 0, 0, 0]);
    const screen = new Uint8Array(this.width * this.height); // the frame shown so far
    this.frames.forEach((frame, index) => {
      const indices = new Uint8Array(frame.keys.length);
      for (let i = 0; i < indices.length; i += 1) indices[i] = lookup[frame.keys[i]];
      frame.keys = null; // (free the memory as we go)
      this.writeFrame(out, indices, frame.area, screen, index === 0, frame.delay);
      onProgress(index + 1, this.frames.length);
    });
    out.bytes([0x3b]);
    return out.result();
  }

  /* The palette (256 RGB triples, the last unused: transparent) and the palette index of
     every bucket seen. */
  palette() {
    const seen = [];
    for (let key = 0; key < BUCKETS; key += 1) if (this.count[key]) seen.push(key);
    const mean = (key, channel) => this.sums[key * 3 + channel] / this.count[key];
    seen.sort((a, b) => this.count[b] - this.count[a]);
    const own = seen.length <= COLOURS ? seen.length : OWN_COLOURS;
    const boxes = seen.slice(0, own).map((key) => [key]);
    if (own < seen.length) boxes.push(...medianCut(seen.slice(own), this.count, mean, COLOURS - own));
    const palette = new Uint8Array(256 * 3);
    const lookup = new Uint8Array(BUCKETS);
    boxes.forEach((box, index) => {
      let weight = 0;
      const total = [0, 0, 0];
      for (const key of box) {
        weight += this.count[key];
        for (let c = 0; c < 3; c += 1) total[c] += this.sums[key * 3 + c];
      }
      for (let c = 0; c < 3; c += 1) palette[index * 3 + c] = Math.round(total[c] / weight);
    });
    // Each bucket takes the palette colour nearest its own mean (not merely its box's).
    for (const key of seen) {
      let best = 0;
      let bestDistance = Infinity;
      const r = mean(key, 0);
      const g = mean(key, 1);
      const b = mean(key, 2);
      for (let i = 0; i < boxes.length; i += 1) {
        const dr = palette[i * 3] - r;
        const dg = palette[i * 3 + 1] - g;
        const db = palette[i * 3 + 2] - b;
        const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = i;
        }
      }
      lookup[key] = best;
    }
    return { palette, lookup };
  }

  /* Write one frame whose `area` [x, y, w, h] holds the palette indices `indices`, the rest
     as on `screen` (the frame before): the `first` whole, then only the rectangle that
     differs from `screen`, its unchanged pixels transparent. `screen` is brought up to date. */
  writeFrame(out, indices, area, screen, first, delay) {
    const [ax, ay, aw, ah] = area;
    let [left, top, right, bottom] = [0, 0, aw - 1, ah - 1]; // within the area
    if (!first) {
      [left, top, right, bottom] = [aw, ah, -1, -1];
      for (let y = 0; y < ah; y += 1) {
        for (let x = 0, i = y * aw, at = (ay + y) * this.width + ax; x < aw; x += 1, i += 1, at += 1) {
          if (indices[i] !== screen[at]) {
            if (x < left) left = x;
            if (x > right) right = x;
            if (y < top) top = y;
            bottom = y;
          }
        }
      }
      if (right < 0) [left, top, right, bottom] = [0, 0, 0, 0]; // the same picture: one pixel
    }
    const w = right - left + 1;
    const h = bottom - top + 1;
    const pixels = new Uint8Array(w * h);
    for (let y = 0; y < h; y += 1) {
      const from = (top + y) * aw + left;
      const at = (ay + top + y) * this.width + ax + left;
      for (let x = 0; x < w; x += 1) {
        const value = indices[from + x];
        pixels[y * w + x] = !first && screen[at + x] === value ? TRANSPARENT : value;
      }
    }
    for (let y = 0; y < ah; y += 1) {
      screen.set(indices.subarray(y * aw, (y + 1) * aw), (ay + y) * this.width + ax);
    }
    // Graphic control: leave the frame in place (disposal 1), transparency on after the first.
    out.bytes([0x21, 0xf9, 4, first ? 0x04 : 0x05]);
    out.u16(delay);
    out.bytes([TRANSPARENT, 0]);
    out.bytes([0x2c]); // image descriptor, no local colour table, not interlaced
    out.u16(ax + left);
    out.u16(ay + top);
    out.u16(w);
    out.u16(h);
    out.bytes([0]);
    lzw(out, pixels, 8);
  }
}

/* Split the buckets `keys` into at most `limit` boxes: each time the box with the most pixels
   times its widest channel range is cut at its weighted median along that channel. */
function medianCut(keys, count, mean, limit) {
  const channel = (key, c) => (key >> (10 - 5 * c)) & 31;
  const describe = (box) => {
    let weight = 0;
    let widest = 0;
    let range = -1;
    for (let c = 0; c < 3; c += 1) {
      let low = 31;
      let high = 0;
      for (const key of box) {
        const v = channel(key, c);
        if (v < low) low = v;
        if (v > high) high = v;
      }
      if (high - low > range) [range, widest] = [high - low, c];
    }
    for (const key of box) weight += count[key];
    return { box, widest, score: range > 0 ? weight * range : 0 };
  };
  const boxes = [describe(keys)];
  while (boxes.length < limit) {
    let pick = 0;
    for (let i = 1; i < boxes.length; i += 1) if (boxes[i].score > boxes[pick].score) pick = i;
    const { box, widest, score } = boxes[pick];
    if (score === 0) break; // every box is one bucket
    box.sort((a, b) => mean(a, widest) - mean(b, widest));
    let half = 0;
    for (const key of box) half += count[key];
    half /= 2;
    let cut = 0;
    for (let seen = 0; cut < box.length - 1 && seen + count[box[cut]] <= half; cut += 1) {
      seen += count[box[cut]];
    }
    cut = Math.max(1, cut);
    boxes.splice(pick, 1, describe(box.slice(0, cut)), describe(box.slice(cut)));
  }
  return boxes.map((entry) => entry.box);
}

/* LZW-compress `indices` (values below 2 ** minCodeSize) into GIF image data: the minimum
   code size, then the codes in sub-blocks of at most 255 bytes, then an empty block. */
function lzw(out, indices, minCodeSize) {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const table = new Int16Array(4096 * 256).fill(-1); // (prefix code, next index) -> code
  const data = new ByteWriter();
  let bits = 0;
  let pending = 0;
  let size = minCodeSize + 1;
  let next = end + 1;
  const emit = (code) => {
    pending |= code << bits;
    bits += size;
    while (bits >= 8) {
      data.byte(pending & 0xff);
      pending >>>= 8;
      bits -= 8;
    }
  };
  emit(clear);
  let prefix = indices[0];
  for (let i = 1; i < indices.length; i += 1) {
    const value = indices[i];
    const slot = prefix * 256 + value;
    const known = table[slot];
    if (known >= 0) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (next === 4096) { // the table is full: start again
      emit(clear);
      table.fill(-1);
      size = minCodeSize + 1;
      next = end + 1;
    } else {
      if (next >= 1 << size) size += 1;
      table[slot] = next;
      next += 1;
    }
    prefix = value;
  }
  emit(prefix);
  emit(end);
  if (bits > 0) data.byte(pending & 0xff);
  out.bytes([minCodeSize]);
  const body = data.result();
  for (let at = 0; at < body.length; at += 255) {
    const block = body.subarray(at, Math.min(at + 255, body.length));
    out.bytes([block.length]);
    out.bytes(block);
  }
  out.bytes([0]);
}

/* A growing byte buffer. */
class ByteWriter {
  constructor() {
    this.buffer = new Uint8Array(1 << 16);
    this.length = 0;
  }

  room(extra) {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const bigger = new Uint8Array(size);
    bigger.set(this.buffer.subarray(0, this.length));
    this.buffer = bigger;
  }

  byte(value) {
    this.room(1);
    this.buffer[this.length] = value;
    this.length += 1;
  }

  bytes(values) {
    this.room(values.length);
    this.buffer.set(values, this.length);
    this.length += values.length;
  }

  u16(value) {
    this.bytes([value & 0xff, (value >> 8) & 0xff]);
  }

  ascii(text) {
    this.bytes(Array.from(text, (ch) => ch.charCodeAt(0)));
  }

  result() {
    return this.buffer.slice(0, this.length);
  }
}
