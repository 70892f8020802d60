"""assets/js/sounds.js in Chromium: silent until the user's first gesture, then tones. An init
script counts AudioContexts and started oscillators, so the test hears without speakers."""

import pytest

COUNT_AUDIO = """
window.audioLog = { contexts: [], starts: 0 };
const RealAudioContext = window.AudioContext;
window.AudioContext = class extends RealAudioContext {
  constructor(...args) { super(...args); window.audioLog.contexts.push(this); }
};
const realStart = OscillatorNode.prototype.start;
OscillatorNode.prototype.start = function (...args) {
  window.audioLog.starts += 1;
  return realStart.apply(this, args);
};
"""
LOAD = """async () => {
  window.sounds = await import('/assets/js/sounds.js');
  window.sounds.unlockOnFirstGesture(document);
}"""
STATE = "() => [audioLog.contexts.length, audioLog.starts, audioLog.contexts[0]?.state ?? null]"
RUNNING = "() => audioLog.contexts[0]?.state === 'running'"


@pytest.fixture
def sound_page(page, site):
    page.add_init_script(COUNT_AUDIO)
    page.goto(site.url + "__sounds__.html")
    page.evaluate(LOAD)
    return page


def test_silent_before_the_first_gesture_then_sounds(sound_page):
    page = sound_page
    assert page.evaluate("sounds.NAMES") == ["move", "capture", "check", "promotion", "game-end",
                                            "low-time", "byoyomi"]
    assert page.evaluate("sounds.NAMES.map((name) => sounds.play(name))") == [False] * 7
    assert page.evaluate(STATE) == [0, 0, None]          # no AudioContext, no tone
    page.click("#gesture")
    page.wait_for_function(RUNNING)
    assert page.evaluate("sounds.play('move')") is True
    assert page.evaluate(STATE) == [1, 1, "running"]
    assert page.evaluate("sounds.play('promotion')") is True
    assert page.evaluate(STATE)[1] == 4                   # three notes
    page.click("#gesture")
    assert page.evaluate(STATE)[0] == 1                   # one AudioContext for the page


def test_a_key_press_unlocks_too_and_mute_and_volume_silence(sound_page):
    page = sound_page
    page.keyboard.press("a")
    page.wait_for_function(RUNNING)
    page.evaluate("sounds.setMuted(true)")
    assert page.evaluate("sounds.play('check')") is False
    page.evaluate("sounds.setMuted(false); sounds.setVolume(0)")
    assert page.evaluate("sounds.play('check')") is False
    assert page.evaluate(STATE)[1] == 0
    page.evaluate("sounds.setVolume(0.5)")
    assert page.evaluate("sounds.play('byoyomi')") is True
    assert page.evaluate(STATE)[1] == 1
    error = page.evaluate("() => { try { sounds.play('bell'); } catch (e) { return e.message; } }")
    assert error == 'no sound named "bell"'
