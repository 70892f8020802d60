"""Test-wide setup: `py/` (the engine and the browser glue) and `scripts/` (site build and
server) are importable from every test; `built_site` builds dist/ once per session (once per
pytest-xdist worker, one worker at a time)."""

import fcntl
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for folder in ("py", "scripts"):
    if str(ROOT / folder) not in sys.path:
        sys.path.insert(0, str(ROOT / folder))


@pytest.fixture(scope="session")
def built_site():
    """Build dist/ from the working tree (quick when nothing changed); return its path. When
    KIBAN_SITE_BUILT is set (scripts/test has just built it and runs two test sessions at once,
    one of them serving dist/), dist/ is taken as it is: a build rewrites pages in place."""
    import sitebuild

    if os.environ.get("KIBAN_SITE_BUILT"):
        return sitebuild.DIST
    with open(ROOT / ".site-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)        # two workers never write dist/ at once
        sitebuild.build()
    return sitebuild.DIST
