"""The pre-rendered start positions in assets/generated/ are the renderer's current output."""

import prerender


def test_generated_files_are_up_to_date():
    texts = prerender.outputs()
    assert {"shogi-wide.svg", "shogi-tall.svg"} <= set(texts)
    for name, text in texts.items():
        path = prerender.OUT / name
        assert path.exists(), f"{path} missing: run python3 scripts/prerender.py"
        assert path.read_text(encoding="utf-8") == text, (
            f"{name} is out of date: run python3 scripts/prerender.py")


def test_generated_board_is_a_standalone_svg_with_all_pieces():
    text = prerender.render_start(prerender.FILES["shogi-wide.svg"])
    assert text.startswith("<?xml") and 'xmlns="http://www.w3.org/2000/svg"' in text
    assert text.count("data-piece=") == 40 and text.count("data-square=") == 81


def test_index_html_reserves_the_pictures_aspect_ratio():
    """The <img>/<source> sizes in index.html match the pictures, so nothing jumps on load."""
    import re

    html = (prerender.OUT.parents[1] / "index.html").read_text(encoding="utf-8")
    for name in ("shogi-wide.svg", "shogi-tall.svg"):
        tag = re.search(rf'<[^>]*generated/{name}"[^>]*>', html).group(0)
        width, height = re.search(r'width="(\d+)" height="(\d+)"', tag).groups()
        svg = (prerender.OUT / name).read_text(encoding="utf-8")
        assert f'viewBox="0 0 {width} {height}"' in svg
