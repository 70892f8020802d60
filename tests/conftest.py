"""Test-wide setup: `py/` (the engine and the browser glue) and `scripts/` (site build and
server) are importable from every test; `built_site` builds dist/ once per session (once per
pytest-xdist worker, one worker at a time)."""

import fcntl
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for folder in ("py", "scripts"):
    if str(ROOT / folder) not in sys.path:
        sys.path.insert(0, str(ROOT / folder))


@pytest.fixture(scope="session")
def built_site():
    """Build dist/ from the working tree (quick when nothing changed); return its path."""
    import sitebuild

    with open(ROOT / ".site-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)        # two workers never write dist/ at once
        sitebuild.build()
    return sitebuild.DIST
