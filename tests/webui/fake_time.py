"""A time source for clock tests: milliseconds, like the browser's performance.now, that move
only when a test advances them."""


class FakeTime:
    """Call it for the time in ms; `advance(ms)` moves it on."""

    def __init__(self, t=12_345.0):
        self.t = t

    def __call__(self):
        return self.t

    def advance(self, ms):
        self.t += ms
