"""The New game dialog's last choice kept with the settings (webui.play.newgamechoice)."""

from webui.play.newgamechoice import remembered, remembering
from webui.play.settings import read_settings, write_settings


def test_a_choice_survives_the_settings_round_trip_and_keeps_other_settings():
    settings = {"theme": "dark", "pieces": {"shogi": "international"}}
    kept = remembering(settings, {"opponent": "computer", "level": "3", "side": "0",
                                  "time": "none", "game": "ignored"})
    again = read_settings(write_settings(kept))
    assert remembered(again) == {"opponent": "computer", "level": "3", "side": "0", "time": "none"}
    assert again["theme"] == "dark" and again["pieces"] == {"shogi": "international"}


def test_a_damaged_choice_reads_as_none_or_as_its_good_fields():
    assert remembered({}) == {}
    assert remembered({"new_game": "computer"}) == {}
    assert remembered({"new_game": {"opponent": "computer", "level": 3}}) == {"opponent": "computer"}
