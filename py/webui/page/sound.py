"""The game's sounds on the game page (browser only): loads assets/js/sounds.js (WebAudio tones,
silent until the user's first pointer or key press), the "Sound" checkbox and its setting.

The setting lives in ``localStorage["kiban.settings"]``, a JSON object shared with other
settings: ``{"sound": true, ...}``; only the ``sound`` key is written here, the others are kept
(`webui.play.settings`). The checkbox sits in the Settings dialog (`page.settings`).
"""

from webui.play.settings import SETTINGS_KEY, read_settings, sound_on, with_choice, \
    write_settings

SOUNDS_URL = "assets/js/sounds.js"


class Sound:
    """Plays the named sounds of sounds.js unless the player turned them off."""

    def __init__(self, window, document, listeners):
        self.window = window
        self.module = None                      # sounds.js, once imported
        self.on = sound_on(self._read())
        self.box = document.getElementById("sound")
        self.box.checked = self.on
        self.box.disabled = False
        listeners.listen(self.box, "change", lambda event: self._toggle(self.box.checked))
        url = window.URL.new(SOUNDS_URL, document.baseURI).href
        load = window.Function.new("url", "return import(url);")  # (CSP: 'unsafe-eval' allowed)
        load(url).then(lambda module: self._loaded(module, document))

    def _loaded(self, module, document):
        self.module = module
        module.setMuted(not self.on)
        module.unlockOnFirstGesture(document)

    def play(self, name):
        """Play sound ``name`` (nothing before the first gesture, while off or still loading)."""
        if self.module is not None and self.on:
            self.module.play(name)

    def _toggle(self, on):
        self.on = on
        if self.module is not None:
            self.module.setMuted(not on)
        settings = with_choice(self._read(), "sound", on, (True, False))
        try:
            self.window.localStorage.setItem(SETTINGS_KEY, write_settings(settings))
        except Exception:  # storage full or disabled: the choice holds for this visit
            pass

    def _read(self):
        return read_settings(self.window.localStorage.getItem(SETTINGS_KEY))
