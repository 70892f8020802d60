"""The interface's CJK text renders with the site's own font (docs/features.md, "Fonts"): the
move-input placeholder, the language menu and a Chinese page show real glyphs, not empty boxes,
on a machine without any CJK font (Debian's Chromium without fonts-noto-cjk), because the page
loads assets/fonts/kiban-cjk.woff2 from its own host and the service worker precaches it."""

import subprocess

from harness import open_app, poll
from settings_helpers import open_settings

FONT = "Kiban CJK"
# Draws each character of `text` alone with the computed font of `selector`'s element and
# returns one fingerprint per character: empty boxes (tofu) all look alike, glyphs do not.
GLYPH_PRINTS = """([selector, text]) => {
  const el = document.querySelector(selector);
  const style = getComputedStyle(el);
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 40;
  const ctx = canvas.getContext("2d", {willReadFrequently: true});
  ctx.font = `32px ${style.fontFamily}`;
  return [...text].map((c) => {
    ctx.clearRect(0, 0, 40, 40);
    ctx.fillText(c, 2, 34);
    const data = ctx.getImageData(0, 0, 40, 40).data;
    let print = "";
    for (let i = 3; i < data.length; i += 4 * 7) print += data[i] > 127 ? "1" : "0";
    return print;
  });
}"""
FONT_LOADED = f"""() => [...document.fonts].some((f) => f.family.replace(/"/g, "") === "{FONT}"
  && f.status === "loaded")"""


def system_has_cjk_font():
    """True when fontconfig knows a Japanese font on this machine."""
    return bool(subprocess.run(["fc-list", ":lang=ja"], capture_output=True, text=True).stdout.strip())


def assert_glyphs(page, selector, text):
    """Each character of `text` drawn in `selector`'s font is a real, distinct glyph."""
    prints = page.evaluate(GLYPH_PRINTS, [selector, text])
    assert all("1" in p for p in prints), f"{text!r}: a character draws nothing"
    assert len(set(prints)) == len(set(text)), f"{text!r}: characters draw as the same box"


def test_placeholder_and_language_menu_use_the_sites_cjk_font(page, site):
    open_app(page, site.url)
    move_input = page.get_by_test_id("move-input")
    placeholder = move_input.get_attribute("placeholder")
    cjk = "".join(c for c in placeholder if ord(c) >= 0x25A0)
    assert len(cjk) >= 3, placeholder
    assert FONT in move_input.evaluate("el => getComputedStyle(el).fontFamily")
    poll(page, FONT_LOADED, timeout=20_000)
    assert page.evaluate(f"document.fonts.check('16px \"{FONT}\"', {cjk!r})")
    if not system_has_cjk_font():
        # Without the web font in the stack, the same characters are empty boxes here.
        prints = page.evaluate(GLYPH_PRINTS.replace("${style.fontFamily}", "sans-serif"),
                               ["#move-input", cjk])
        assert len(set(prints)) < len(set(cjk))
    assert_glyphs(page, "#move-input", cjk)
    open_settings(page)
    names = page.get_by_test_id("setting-lang").locator("option").all_text_contents()
    assert "日本語" in names and "中文" in names
    assert_glyphs(page, "#setting-lang", "日本語中文")


def test_font_is_served_here_and_precached(page, site):
    response = page.request.get(site.url + "assets/fonts/kiban-cjk.woff2")
    assert response.ok and response.headers["content-type"].startswith("font/woff2")
    assert "assets/fonts/kiban-cjk.woff2" in page.request.get(site.url + "sw.js").text()


def test_chinese_page_text_renders(page, site):
    open_app(page, site.url, "?lang=zh")
    poll(page, FONT_LOADED, timeout=20_000)
    label = page.locator("label[for=setting-lang]")
    text = "".join(dict.fromkeys(c for c in label.text_content() if ord(c) >= 0x2E80))
    assert text
    assert_glyphs(page, "label[for=setting-lang]", text)
