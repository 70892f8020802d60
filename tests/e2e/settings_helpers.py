"""Helpers of the browser tests for the Settings dialog (docs/features.md, "Settings and themes"): the
notation select and the Sound checkbox live there, so a test opens it to change them."""

from playwright.sync_api import expect


def open_settings(page):
    """Open the Settings dialog with its button."""
    page.get_by_test_id("settings-open").click()
    expect(page.get_by_test_id("settings")).to_be_visible()


def close_settings(page):
    """Close the Settings dialog."""
    page.get_by_test_id("settings-close").click()
    expect(page.get_by_test_id("settings")).to_be_hidden()


def choose(page, testid, value):
    """Pick ``value`` in the dialog's select ``testid`` (open it first, close it after)."""
    open_settings(page)
    page.get_by_test_id(testid).select_option(value)
    close_settings(page)


def choose_notation(page, style):
    """Show the moves in notation ``style``."""
    choose(page, "setting-notation", style)
