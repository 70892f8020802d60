"""The documentation keeps up with the code: every hook a page carries (its data-testid values,
the data-* attributes the boards are drawn with), every link and embed parameter the code reads
and every event a board sends is documented in docs/embedding.md (the stable contract for
embedders and test writers), and every relative link in README.md and docs/
points to a file that exists."""

import doctest
import re
from pathlib import Path

import pytest

from webui.play.links import link_params

ROOT = Path(__file__).resolve().parent.parent.parent
EMBEDDING = ROOT / "docs" / "embedding.md"
PAGES = sorted(ROOT.glob("*.html")) + sorted((ROOT / "learn").glob("*.html")) + \
    sorted((ROOT / "scripts" / "partials").glob("*.html"))  # (the site header: siteheader.py)
# Where the browser glue reads query parameters: single(params, "name"), _flag(params, ...), ...
PARAM_READ = re.compile(r"\b(?:single|single_or_empty|_flag|one_of|_names)\(params, \"([a-z-]+)\"")
DATA_ATTRIBUTE = re.compile(r"\bdata_([a-z_]+)=")  # el("g", data_square=...) in the SVG builders
EVENT_SENT = re.compile(r"\.event\(\"([a-z]+)\"")
MARKDOWN_LINK = re.compile(r"\]\(([^)#\s]*)(?:#([^)\s]*))?\)")


def anchors(doc):
    """The anchors of a Markdown file's headings, as GitHub makes them."""
    headings = re.findall(r"^#+ (.+)$", doc.read_text(encoding="utf-8"), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


def documented_names(text):
    """Every name the text writes as code or quotes: `name` or "name"."""
    return set(re.findall(r"[`\"]([A-Za-z0-9_*+-]+)[`\"]", text))


def table_names(text):
    """The names in the first cell of the Markdown tables' rows (the parameter tables)."""
    names = set()
    for line in text.splitlines():
        if line.startswith("|"):
            first = line.split("|")[1]
            names |= set(re.findall(r"`([a-z-]+)`", first))
    return names


def page_test_ids():
    """The ``data-testid`` values written in the site's HTML pages."""
    ids = set()
    for page in PAGES:
        ids |= set(re.findall(r'data-testid="([^"]+)"', page.read_text(encoding="utf-8")))
    return ids


def read_params():
    """The query parameters the browser code reads (links, embeds, play by link, the library)."""
    names = set(link_params())
    for path in (ROOT / "py" / "webui").rglob("*.py"):
        names |= set(PARAM_READ.findall(path.read_text(encoding="utf-8")))
    return names


def test_every_test_id_of_the_pages_is_documented():
    assert len(page_test_ids()) > 100  # (the pattern still finds the pages' hooks)
    missing = page_test_ids() - documented_names(EMBEDDING.read_text(encoding="utf-8"))
    assert not missing, f"data-testid values not in docs/embedding.md: {sorted(missing)}"


def test_every_data_attribute_the_boards_are_drawn_with_is_documented():
    attributes = set()
    for path in (ROOT / "py" / "webui").rglob("*.py"):
        attributes |= {"data-" + name.replace("_", "-")
                       for name in DATA_ATTRIBUTE.findall(path.read_text(encoding="utf-8"))}
    assert {"data-square", "data-piece", "data-hand-piece"} <= attributes
    text = EMBEDDING.read_text(encoding="utf-8")
    missing = {name for name in attributes if not re.search(re.escape(name) + r"(?![\w-])", text)}
    assert not missing, f"board attributes not in docs/embedding.md: {sorted(missing)}"


def test_every_query_parameter_is_in_a_parameter_table():
    params = read_params()
    assert {"game", "sfen", "fen", "moves", "interactive", "game-id", "review"} <= params
    missing = params - table_names(EMBEDDING.read_text(encoding="utf-8"))
    assert not missing, f"parameters read by py/webui but not in a table of docs/embedding.md: {sorted(missing)}"


def test_every_event_a_board_sends_is_documented():
    source = "".join(path.read_text(encoding="utf-8")
                     for path in sorted((ROOT / "py" / "webui" / "embed").glob("*.py")))
    events = set(EVENT_SENT.findall(source))
    assert {"ready", "move", "position", "marks", "error"} <= events
    missing = events - table_names(EMBEDDING.read_text(encoding="utf-8"))
    assert not missing, f"board events not in the events table of docs/embedding.md: {sorted(missing)}"


@pytest.mark.parametrize("doc", [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")),
                                 *sorted((ROOT / "bench" / "results").glob("*.md"))],
                         ids=lambda path: path.relative_to(ROOT).as_posix())
def test_relative_links_point_to_files_and_headings_that_exist(doc):
    broken = []
    for target, anchor in MARKDOWN_LINK.findall(doc.read_text(encoding="utf-8")):
        if "://" in target or target.startswith("mailto:"):
            continue
        path = (doc.parent / target) if target else doc
        if not path.exists():
            broken.append(target)
        elif anchor and path.suffix == ".md" and anchor not in anchors(path):
            broken.append(f"{target}#{anchor}")
    assert not broken, f"{doc.name} links to missing files or headings: {broken}"


@pytest.mark.parametrize("name", ["library.md", "records.md"])
def test_the_python_examples_give_the_results_they_show(name):
    text = (ROOT / "docs" / name).read_text(encoding="utf-8")
    blocks = "\n\n".join(re.findall(r"^```python\n(.*?)^```", text, re.MULTILINE | re.DOTALL))
    test = doctest.DocTestParser().get_doctest(blocks, {}, name, name, 0)
    assert len(test.examples) >= 3
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, f"{runner.failures} example(s) of docs/{name} fail (see the output above)"
