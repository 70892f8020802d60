"""assets/js/gif-encoder.js run by Node.js, its files read back by Pillow: the frames, their
size, timing and colours come out as they went in (the flat colours of large areas exactly; a picture of more
colours than a GIF holds within the quantization's error), a frame that changes nothing stays a
frame, and a noisy frame long enough to fill the LZW table several times decodes exactly."""

import json
import subprocess
from pathlib import Path

import pytest
from PIL import Image, ImageSequence

ENCODER = Path(__file__).resolve().parents[2] / "assets" / "js" / "gif-encoder.js"
WIDTH, HEIGHT = 200, 150
WOOD, INK, RED = (240, 207, 140), (23, 20, 17), (150, 16, 26)
# Node.js draws the frames (as the page hands them over: RGBA bytes) and encodes them.
SCRIPT = """
import { writeFileSync } from "node:fs";
import { GifEncoder } from "%(encoder)s";
const [W, H] = [%(width)d, %(height)d];
const spec = %(spec)s;
const frame = (paint) => {
  const rgba = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) {
    const [r, g, b] = paint(x, y);
    rgba.set([r, g, b, 255], (y * W + x) * 4);
  }
  return rgba;
};
const crop = (rgba, [x0, y0, w, h]) => {  // the bytes of an area of a frame
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y += 1) out.set(rgba.subarray(((y0 + y) * W + x0) * 4, ((y0 + y) * W + x0 + w) * 4), y * w * 4);
  return out;
};
const halves = (x) => (x < W / 2 ? spec.wood : spec.ink);
let seed = 12345;  // a fixed pseudo-random sequence
const random = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed; };
const noise = Array.from({ length: W * H }, () => random() %% 200);
const colour = (n) => [(n %% 8) * 32, ((n >> 3) %% 5) * 48, (n >> 3 >= 5 ? 200 : 8)];
const encoder = new GifEncoder(W, H);
if (process.argv[2] === "noise") {  // 200 colours: each its own palette entry
  encoder.add(frame((x, y) => colour(noise[y * W + x])), 100);
  encoder.add(frame((x, y) => colour(noise[(y * W + x + 7) %% noise.length])), 100);
} else {
encoder.add(frame((x) => halves(x)), 150);
const square = frame((x, y) => (x >= 10 && x < 30 && y >= 20 && y < 40 ? spec.red : halves(x)));
encoder.add(crop(square, [5, 15, 40, 40]), 100, [5, 15, 40, 40]);  // only an area around it
encoder.add(crop(square, [0, 0, W, 60]), 100, [0, 0, W, 60]);       // an area where nothing changed
encoder.add(frame((x, y) => [x, y, (x * 7 + y * 3) %% 256]), 300);
}
const progress = [];
const bytes = encoder.finish((done, total) => progress.push([done, total]));
writeFileSync(process.argv[1], bytes);
console.log(JSON.stringify({ progress, noise }));
"""


def encode(tmp_path, kind="flat"):
    """(the GIF Pillow opened, what the script said) of the frames of ``kind``: "flat" (two
    flat colours, a square added, the same again, both given as areas of the frame, a
    gradient), "noise" (random pixels of 200
    colours, then the same shifted by 7 pixels)."""
    out = tmp_path / "test.gif"
    script = SCRIPT % {"encoder": ENCODER.as_uri(), "width": WIDTH, "height": HEIGHT,
                       "spec": json.dumps({"wood": WOOD, "ink": INK, "red": RED})}
    run = subprocess.run(["node", "--input-type=module", "-e", script, str(out), kind],
                         capture_output=True, text=True, timeout=120, check=True)
    return Image.open(out), json.loads(run.stdout)


@pytest.fixture(scope="module")
def flat(tmp_path_factory):
    """The "flat" GIF and what the script said (encoded once for the module)."""
    return encode(tmp_path_factory.mktemp("flat"))


def test_frames_timing_and_colours_survive_the_round_trip(flat):
    image, said = flat
    image.seek(0)
    assert image.size == (WIDTH, HEIGHT) and image.n_frames == 4
    assert image.info["loop"] == 0
    assert said["progress"] == [[n, 4] for n in range(1, 5)]
    frames = []
    for frame in ImageSequence.Iterator(image):
        frames.append((frame.info["duration"], frame.convert("RGB")))
    assert [duration for duration, _ in frames] == [1500, 1000, 1000, 3000]
    first, second, same = (picture for _, picture in frames[:3])
    assert first.getpixel((0, 0)) == WOOD and first.getpixel((WIDTH - 1, 0)) == INK
    assert first.getpixel((12, 22)) == WOOD
    assert second.getpixel((12, 22)) == RED and second.getpixel((30, 22)) == WOOD
    assert second.getpixel((WIDTH - 1, HEIGHT - 1)) == INK    # left in place, not cleared
    assert list(same.get_flattened_data()) == list(second.get_flattened_data())


def test_a_frame_filling_the_code_table_decodes_exactly(tmp_path):
    image, said = encode(tmp_path, "noise")

    def colour(n):
        return ((n % 8) * 32, ((n >> 3) % 5) * 48, 200 if n >> 3 >= 5 else 8)

    noise = said["noise"]
    assert image.n_frames == 2
    assert list(image.convert("RGB").get_flattened_data()) == [colour(n) for n in noise]
    image.seek(1)
    shifted = noise[7:] + noise[:7]
    assert list(image.convert("RGB").get_flattened_data()) == [colour(n) for n in shifted]


def test_more_colours_than_a_gif_holds_come_out_close(flat):
    image, _said = flat
    image.seek(3)
    picture = image.convert("RGB")
    worst = max(abs(a - b) for x in range(0, WIDTH, 7) for y in range(0, HEIGHT, 5)
                for a, b in zip(picture.getpixel((x, y)), (x, y, (x * 7 + y * 3) % 256)))
    assert worst <= 40


def test_the_changed_rectangle_only_is_stored(flat):
    image, _said = flat
    image.seek(1)
    assert image.tile[0][1] == (10, 20, 30, 40)   # the 20 x 20 square that changed
    image.seek(2)
    assert image.tile[0][1] == (0, 0, 1, 1)       # nothing changed: one transparent pixel
