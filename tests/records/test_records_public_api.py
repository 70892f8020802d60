"""The notation and record packages use only the boards' public API: no '_private' attribute of
anything but the module's own objects (self._x)."""

import re
from pathlib import Path

import kiban.notation
import kiban.records

PRIVATE = re.compile(r"(?<!self)\.(_[A-Za-z]\w*)")


def test_no_private_attribute_is_used():
    offenders = []
    for package in (kiban.notation, kiban.records):
        for path in sorted(Path(package.__file__).parent.glob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                for name in PRIVATE.findall(line.split("#")[0]):
                    if not name.startswith("__"):
                        offenders.append(f"{path.name}:{number}: {name}")
    assert offenders == []
