"""Accessibility audit with axe-core (a pinned npm devDependency, injected by Playwright from
node_modules/): the game page (with and without the Settings dialog open), the editor, the Games
page (with two kept games), the three Learn pages and an embedded board have no violation of
serious or critical impact, in every theme and in every language.

Every theme × every language would be 20 loads a page. The game page is opened once in every
language, each time in the next theme (English in wood, Dutch in light, German in dark, Japanese in
contrast, Chinese in wood), and audited with and without its Settings dialog. Each other page is
opened in two languages (the page's own pair, so that together the pages see every language) and
audited in two themes each time: the stored one it boots in, then the next one switched in place
(`<html data-theme>`, as the Settings dialog switches it): every page in every theme, in 2 loads
instead of 5. A Learn page draws 20-25 live boards with the one board driver; axe takes 8-14 s a
look on them all, so every board is audited in the first look and the later looks audit the
page's text with its first board, as soon as that one is drawn (each theme's board is audited on
the game page, the editor and the embed anyway).

The pages forbid inline scripts (CSP), so the audit runs in a context of its own that bypasses
the CSP (Playwright's `bypass_csp`) to inject axe's <script>."""

import re
from pathlib import Path

import pytest
from harness import new_context, wait_ready
from playwright.sync_api import expect
from settings_helpers import open_settings
from test_page_viewports import PUT, kept_games

from webui.board.styles.themes import THEMES
from webui.i18n import LANGUAGES

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
GRAVE = ("serious", "critical")
PAGES = {
    "game": "index.html",
    "editor": "editor.html?game=shogi&sfen=4k4/9/4P4/9/9/9/9/9/4K4+b+G+1",
    "games": "games.html",
    "learn-shogi": "learn/shogi.html",
    "learn-xiangqi": "learn/xiangqi.html",
    "learn-minishogi": "learn/minishogi.html",
    "embed": "embed.html?game=shogi&moves=7g7f,3c3d&arrows=8h2b&highlight=2b",
}
NAMES = list(THEMES)
# The game page: (language, theme) in turn, every language and every theme.
GAME_LOOKS = [(lang, NAMES[i % len(NAMES)]) for i, lang in enumerate(LANGUAGES)]
assert {theme for lang, theme in GAME_LOOKS} == set(THEMES)
# Every other page: two loads, (language, the theme it boots in, the theme switched to after).
OTHER_LOOKS = {
    name: [(LANGUAGES[(i + 2 * load) % len(LANGUAGES)], NAMES[2 * load], NAMES[2 * load + 1])
           for load in range(2)]
    for i, name in enumerate(n for n in PAGES if n != "game")
}
assert len(NAMES) == 4 and {lang for looks in OTHER_LOOKS.values() for lang, *_ in looks} == set(LANGUAGES)


@pytest.fixture(scope="module")
def tab(browser, site):
    """One tab (of a context bypassing the CSP) for every audit, on the site's origin, whose game
    library holds two games (for the Games page's rows)."""
    assert AXE.exists(), f"{AXE} is missing: install the devDependencies (npm ci)"
    context = new_context(browser, bypass_csp=True)
    page = context.new_page()
    page.goto(site.url + "embed.html")
    page.evaluate(PUT, kept_games())
    yield page
    context.close()


def grave_violations(page, first_board_only=False):
    """axe's violations of serious or critical impact in the page's main document (with
    ``first_board_only``, its boards drawn in the page after the first left out), each as a
    readable line (rule, impact, help, the first elements)."""
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("""async (firstBoardOnly) => {
        const later = firstBoardOnly ? [...document.querySelectorAll(".kiban-board")].slice(1) : [];
        const context = later.length ? {include: [document], exclude: later} : document;
        const r = await axe.run(context, {iframes: false,
                                          resultTypes: ["violations"]});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                       nodes: v.nodes.slice(0, 4).map(n => n.target.join(" ")
                                                                      + " :: " + n.failureSummary)}));
    }""", first_board_only)
    return [f"{v['id']} ({v['impact']}): {v['help']}\n    " + "\n    ".join(v["nodes"])
            for v in result if v["impact"] in GRAVE]


def open_in(page, site, path, lang, theme):
    """Open ``path`` in ``lang`` (the `lang=` parameter) with ``theme`` as the reader's stored
    setting (the game page keeps to the setting)."""
    page.evaluate("(theme) => localStorage.setItem('kiban.settings', JSON.stringify({theme}))",
                  theme)
    page.goto(site.url + path + ("&" if "?" in path else "?") + f"lang={lang}")


def wait_shown(page, name, first_board_only=False):
    """Wait until the page shows what is audited: Python ready, the embed's board drawn, every
    board of a Learn page (its first one, with ``first_board_only``) drawn and taking input, the
    Games page's rows listed."""
    if name in ("game", "editor", "games"):
        wait_ready(page)
    elif name == "embed":
        expect(page.locator("svg.kb-board .kb-dynamic [data-piece]").first).to_be_attached(
            timeout=60_000)
        wait_ready(page)
    else:
        boards = page.locator(".kiban-board")
        expect(boards).not_to_have_count(0)
        if first_board_only:
            page.wait_for_function("document.querySelector('.kiban-board').hasAttribute('data-ready')",
                                   timeout=90_000)
        else:
            expect(page.locator(".kiban-board:not([data-ready])")).to_have_count(0, timeout=90_000)
    if name == "games":
        expect(page.locator("[data-testid=games-list] tr")).to_have_count(2)


@pytest.mark.parametrize("name", PAGES)
def test_no_serious_or_critical_violation_in_any_theme_or_language(tab, site, name):
    found = []
    looks = ([(lang, theme, None) for lang, theme in GAME_LOOKS] if name == "game"
             else OTHER_LOOKS[name])
    for look, (lang, theme, switched) in enumerate(looks):
        learn = name.startswith("learn-")
        open_in(tab, site, PAGES[name], lang, theme)
        wait_shown(tab, name, first_board_only=learn and look > 0)
        expect(tab.locator("html")).to_have_attribute("lang", re.compile(f"^{lang}"))
        for shown in (theme, switched) if switched else (theme,):
            if shown != theme:
                tab.evaluate("(theme) => { document.documentElement.dataset.theme = theme; }", shown)
            expect(tab.locator("html")).to_have_attribute("data-theme", shown)
            said = f"{name} in {lang}, {shown} theme"
            first_only = learn and (look > 0 or shown != theme)
            found += [f"{said}: {line}" for line in grave_violations(tab, first_board_only=first_only)]
        if name == "game":
            open_settings(tab)
            found += [f"{said} (Settings open): {line}" for line in grave_violations(tab)]
    assert not found, "\n".join(found)
