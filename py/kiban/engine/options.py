"""Engine options as USI and UCI declare them (``option name … type …``) and set them (``setoption``)."""

from dataclasses import dataclass

from kiban.errors import KibanError


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
                raise KibanError(f"option {self.name} needs a whole number, not {value!r}") from None
            if not self.low <= number <= self.high:
                raise KibanError(f"option {self.name} must be from {self.low} to {self.high}, not {number}")
            return number
        if self.kind == "check":
            if value not in ("true", "false"):
                raise KibanError(f"option {self.name} must be true or false, not {value!r}")
            return value == "true"
        if value not in self.choices:
            raise KibanError(f"option {self.name} must be one of {', '.join(self.choices)}, not {value!r}")
        return value

    @staticmethod
    def _show(value):
        return str(value).lower() if isinstance(value, bool) else str(value)


def parse_setoption(tokens):
    """Split ``setoption name <name…> [value <value…>]`` into (name, value or None)."""
    if not tokens or tokens[0] != "name" or len(tokens) < 2:
        raise KibanError("setoption needs 'name <option>' and usually 'value <value>'")
    if "value" in tokens[1:]:
        at = tokens.index("value", 1)
        name, value = " ".join(tokens[1:at]), " ".join(tokens[at + 1:])
    else:
        name, value = " ".join(tokens[1:]), None
    if not name:
        raise KibanError("setoption: the option name is missing")
    return name, value
