"""Engine options as USI and UCI declare them (``option name … type …``) and set them (``setoption``)."""

from dataclasses import dataclass

from kiban.errors import KibanError
from kiban.messages import Message


@dataclass(frozen=True)
class Option:
    """One option: ``kind`` is 'spin' (whole number in [low, high]), 'combo' (one of ``choices``)
    or 'check' (true/false)."""

    name: str
    kind: str
    default: object
    low: int = 0
    high: int = 0
    choices: tuple = ()

    def declaration(self) -> str:
        """The ``option name …`` line announcing it."""
        text = f"option name {self.name} type {self.kind} default {self._show(self.default)}"
        if self.kind == "spin":
            text += f" min {self.low} max {self.high}"
        for choice in self.choices:
            text += f" var {choice}"
        return text

    def parse(self, value: str):
        """The value ``setoption … value <value>`` gives; KibanError when it does not fit."""
        if self.kind == "spin":
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise KibanError(Message("option-not-whole-number", name=self.name,
                                         value=value)) from None
            if not self.low <= number <= self.high:
                raise KibanError(Message("option-out-of-range", name=self.name, low=self.low,
                                         high=self.high, value=number))
            return number
        if self.kind == "check":
            if value not in ("true", "false"):
                raise KibanError(Message("option-not-boolean", name=self.name, value=value))
            return value == "true"
        if value not in self.choices:
            raise KibanError(Message("option-not-a-choice", name=self.name,
                                     choices=", ".join(self.choices), value=value))
        return value

    @staticmethod
    def _show(value):
        return str(value).lower() if isinstance(value, bool) else str(value)


def parse_setoption(tokens):
    """Split ``setoption name <name…> [value <value…>]`` into (name, value or None)."""
    if not tokens or tokens[0] != "name" or len(tokens) < 2:
        raise KibanError(Message("setoption-shape"))
    if "value" in tokens[1:]:
        at = tokens.index("value", 1)
        name, value = " ".join(tokens[1:at]), " ".join(tokens[at + 1:])
    else:
        name, value = " ".join(tokens[1:]), None
    if not name:
        raise KibanError(Message("setoption-no-name"))
    return name, value
