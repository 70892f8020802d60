"""Animated export in the real browser: moves played and an arrow drawn on the game page, the
Share dialog's GIF and animated SVG downloaded and read back (Pillow decodes the GIF: one frame
per position plus the start, captions differing, the arrow on its position only; Chromium plays
the SVG: at each frame's time its own caption shows), the same from the Games page for a
xiangqi game in German with the letters piece set, and the GIF's frames drawn piecemeal (only
where they change) coming out as the whole frames drawn at once."""

import json
import xml.etree.ElementTree as ET

from PIL import Image, ImageChops, ImageSequence
from playwright.sync_api import expect

from board_helpers import play, square
from harness import open_app
from test_drawing import right_drag
from test_library import clear_storage, open_games, rows
from webui.board.config import BoardConfig
from webui.export.animation import Animation
from webui.export.frames import line_frames
from webui.play.marks import Arrow, Circle, MarkSet
from webui.play.session import GameSession

SVG = "{http://www.w3.org/2000/svg}"
SHOGI_MOVES = ("7g7f", "3c3d", "8h2b+", "3a2b")
XIANGQI_MOVES = ("h2e2", "h9g7", "h0g2")
DOWNLOAD_MS = 60_000  # a GIF takes a few seconds; more on a loaded machine


def gif_frames(path):
    """The frames of a GIF file as RGB pictures (each the whole image as shown)."""
    with Image.open(path) as image:
        return [frame.convert("RGB") for frame in ImageSequence.Iterator(image)]


def green_pixels(picture):
    """How many pixels are the dark green of an arrow drawn with the green brush."""
    return sum(1 for r, g, b in picture.get_flattened_data() if g > r + 30 and g > b + 30)


def caption_band(picture):
    """The strip under the board where the caption is written."""
    width, height = picture.size
    return picture.crop((0, int(height * 0.84), width, height))


def shown_captions(browser, text):
    """Which frame's caption Chromium shows at the middle of each frame's time, playing the
    animated SVG document ``text`` (paused and moved to each time)."""
    page = browser.new_page()
    try:
        page.set_content(f"<!doctype html><body>{text.split('?>', 1)[1]}</body>")
        return page.evaluate("""() => {
          const svg = document.querySelector("svg.kb-animation");
          const captions = [...svg.querySelectorAll("[data-frame]")];
          const anim = svg.querySelector("animate");
          const total = anim.getSimpleDuration();
          const durations = svg.dataset.durations.split(",").map(Number);
          svg.pauseAnimations();
          let start = 0;
          return durations.map((seconds) => {
            svg.setCurrentTime(start + seconds / 2);
            start += seconds;
            return captions.filter((g) => getComputedStyle(g).visibility === "visible")
              .map((g) => Number(g.dataset.frame));
          }).concat([[total]]);
        }""")
    finally:
        page.close()


def test_the_share_dialog_saves_the_line_as_a_gif_and_an_animated_svg(page, site, browser,
                                                                   artifacts):
    open_app(page, site.url)
    for usi in SHOGI_MOVES:
        play(page, usi)
    for _ in range(2):
        page.get_by_test_id("nav-back").click()
    right_drag(page, square(page, "8h"), square(page, "2b"))   # drawn on the position at ply 2
    expect(page.locator('[data-arrow="8h2b"]')).to_have_count(1)
    page.get_by_test_id("share").click()   # (the whole line is saved, whatever is shown)

    with page.expect_download(timeout=DOWNLOAD_MS) as download:
        page.get_by_test_id("share-gif").click()
    assert download.value.suggested_filename == "kiban-shogi-4.gif"
    frames = gif_frames(download.value.path())
    for n, frame in enumerate(frames):
        frame.save(artifacts / f"animated-export-{n}.png")
    assert len(frames) == len(SHOGI_MOVES) + 1
    assert frames[0].size[0] > 500
    bands = [caption_band(frame) for frame in frames]
    for before, after in zip(bands, bands[1:]):
        assert ImageChops.difference(before, after).getbbox() is not None
    arrows = [green_pixels(frame) for frame in frames]
    assert arrows[2] > 400 and max(arrows[:2] + arrows[3:]) < 40, arrows
    expect(page.get_by_test_id("share-said")).to_have_text("Animation saved: 5 positions.")

    with page.expect_download(timeout=DOWNLOAD_MS) as download:
        page.get_by_test_id("share-animated-svg").click()
    assert download.value.suggested_filename == "kiban-shogi-4.svg"
    text = open(download.value.path(), encoding="utf-8").read()
    root = ET.fromstring(text.encode())
    assert root.get("data-frames") == "5" and root.get("data-pieces") == "kanji"
    captions = root.findall(f".//{SVG}g[@data-frame]")
    assert [g.get("data-frame") for g in captions] == ["0", "1", "2", "3", "4"]
    heads = ["".join(g.find(f"{SVG}text").itertext()) for g in captions]
    assert heads == ["Start: Sente to move", "1. P-76", "2. P-34", "3. Bx22+", "4. Sx22"]
    assert len(root.findall(f".//{SVG}polygon[@data-arrow='8h2b']")) == 1
    assert "href=\"http" not in text and "url(http" not in text   # self-contained
    shown = shown_captions(browser, text)
    assert shown[:-1] == [[0], [1], [2], [3], [4]]


def test_the_games_page_saves_a_game_in_the_readers_language_and_pieces(page, site, browser):
    clear_storage(page, site)
    page.add_init_script("localStorage.setItem('kiban.lang', 'de');"
                         "localStorage.setItem('kiban.settings', JSON.stringify("
                         "{pieces: {xiangqi: 'letters'}, theme: 'light'}))")
    open_app(page, site.url, "?game=xiangqi")
    for usi in XIANGQI_MOVES:
        play(page, usi)
    open_games(page)
    row = rows(page).first

    with page.expect_download(timeout=DOWNLOAD_MS) as download:
        row.get_by_test_id("share-animated-svg").click()
    root = ET.fromstring(open(download.value.path(), "rb").read())
    assert root.get("data-game") == "xiangqi" and root.get("data-pieces") == "letters"
    assert root.get("data-theme") == "light" and root.get("data-frames") == "4"
    heads = ["".join(g.find(f"{SVG}text").itertext())
             for g in root.findall(f".//{SVG}g[@data-frame]")]
    assert heads == ["Start: Rot am Zug", "1. C2=5", "2. H8+7", "3. H2+3"]

    with page.expect_download(timeout=DOWNLOAD_MS) as download:
        row.get_by_test_id("share-gif").click()
    frames = gif_frames(download.value.path())
    assert len(frames) == len(XIANGQI_MOVES) + 1
    assert all(ImageChops.difference(a, b).getbbox() for a, b in zip(frames, frames[1:]))
    expect(page.get_by_test_id("notice")).to_contain_text("4")


# Draws, on one canvas, the backdrop and each patch over the frame before (as the GIF is made),
# and each whole frame on another; returns per frame how many colour values differ by more than
# rounding (the anti-aliased edges of parts blended over the backdrop's pixels rather than over
# the static board's shapes come out a few levels apart).
COMPOSE = """async ([backdrop, patches, frames, width, height]) => {
  const paint = async (canvas, text) => {
    const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    canvas.getContext("2d").drawImage(image, 0, 0, width, height);
    URL.revokeObjectURL(url);
  };
  const canvas = () => Object.assign(document.createElement("canvas"), { width, height });
  const [under, built, whole] = [canvas(), canvas(), canvas()];
  await paint(under, backdrop);
  const pixels = (c) => c.getContext("2d").getImageData(0, 0, width, height).data;
  const differing = [];
  for (let i = 0; i < patches.length; i += 1) {
    const [text, rectangles] = patches[i];
    const context = built.getContext("2d");
    context.save();
    context.beginPath();
    for (const [x, y, w, h] of rectangles) context.rect(x, y, w, h);
    context.clip();
    context.drawImage(under, 0, 0);
    await paint(built, text);
    context.restore();
    await paint(whole, frames[i]);
    const [a, b] = [pixels(built), pixels(whole)];
    differing.push(a.filter((value, at) => Math.abs(value - b[at]) > 8).length);
  }
  return differing;
}"""


def test_drawing_only_what_changed_makes_the_whole_frames(browser):
    arrow = MarkSet(arrows=(Arrow(("square", 60), 51, "red"),), circles=(Circle(40),))
    for name, moves, marked in (("shogi", ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "8b4b"], 2),
                                ("xiangqi", ["a0a1", "c9a7", "b2b9", "a9b9"], 3)):  # a check
        session = GameSession(name)
        for text in moves:
            session.play(session.game.parse_move(text))
        nodes = session.line_end.nodes_to()
        frames = line_frames(session, session.game.default_notation,
                             lambda node: arrow if node is nodes[marked] else MarkSet())
        animation = Animation(BoardConfig(game=name), frames)
        patches = [list(animation.patch(index)) for index in range(animation.count)]
        assert all(rects != [(0, 0, *animation.size)] for _, rects in patches[1:])
        page = browser.new_page()
        try:
            differing = page.evaluate(COMPOSE, [
                animation.backdrop_svg(), patches,
                [animation.frame_svg(index) for index in range(animation.count)],
                *animation.size])
        finally:
            page.close()
        assert differing == [0] * animation.count, name
