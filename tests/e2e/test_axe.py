"""Accessibility audit with axe-core (a pinned npm devDependency, injected by Playwright from
node_modules/): the game page (with and without the Settings dialog open), the editor, both Learn
pages and an embedded board, in every theme, have no violation of serious or critical impact.

The pages forbid inline scripts (CSP), so the audit runs in a context of its own that bypasses
the CSP (Playwright's `bypass_csp`) to inject axe's <script>."""

from pathlib import Path

import pytest
from harness import new_context, wait_ready
from playwright.sync_api import expect
from settings_helpers import open_settings

from webui.board.styles.themes import THEMES

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
GRAVE = ("serious", "critical")
PAGES = {
    "game": "index.html",
    "editor": "editor.html?game=shogi&sfen=4k4/9/4P4/9/9/9/9/9/4K4+b+G+1",
    "learn-shogi": "learn/shogi.html",
    "learn-xiangqi": "learn/xiangqi.html",
    "embed": "embed.html?game=shogi&moves=7g7f,3c3d&arrows=8h2b&highlight=2b",
}


@pytest.fixture(scope="module")
def audit_context(browser):
    assert AXE.exists(), f"{AXE} is missing: install the devDependencies (npm ci)"
    context = new_context(browser, bypass_csp=True)
    yield context
    context.close()


def grave_violations(page):
    """axe's violations of serious or critical impact in the page's main document, each as a
    readable line (rule, impact, help, the first elements)."""
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("""async () => {
        const r = await axe.run(document, {iframes: false,
                                           resultTypes: ["violations"]});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                       nodes: v.nodes.slice(0, 4).map(n => n.target.join(" ")
                                                                      + " :: " + n.failureSummary)}));
    }""")
    return [f"{v['id']} ({v['impact']}): {v['help']}\n    " + "\n    ".join(v["nodes"])
            for v in result if v["impact"] in GRAVE]


def open_page(context, site, path, theme):
    page = context.new_page()
    page.add_init_script(
        f"localStorage.setItem('kiban.settings', JSON.stringify({{theme: '{theme}'}}))")
    page.goto(site.url + path)
    return page


def wait_shown(page, name):
    """Wait until the page shows what is audited: Python ready, the embed's board drawn, every
    board of a Learn page drawn and taking input."""
    if name in ("game", "editor"):
        wait_ready(page)
    elif name == "embed":
        expect(page.locator("svg.kb-board .kb-dynamic [data-piece]").first).to_be_attached(
            timeout=60_000)
        wait_ready(page)
    else:
        boards = page.locator(".kiban-board")
        expect(boards).not_to_have_count(0)
        expect(page.locator(".kiban-board:not([data-ready])")).to_have_count(0, timeout=90_000)


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("name", PAGES)
def test_no_serious_or_critical_violation(audit_context, site, name, theme):
    page = open_page(audit_context, site, PAGES[name], theme)
    try:
        wait_shown(page, name)
        expect(page.locator("html")).to_have_attribute("data-theme", theme)
        found = grave_violations(page)
        if name == "game":
            open_settings(page)
            found += [f"(Settings open) {line}" for line in grave_violations(page)]
    finally:
        page.close()
    assert not found, f"{name} in the {theme} theme:\n" + "\n".join(found)
