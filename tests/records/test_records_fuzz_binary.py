"""Fuzzing the binary readers: 10,000 damaged files each (XQF 1.8, CBR, a CBL library),
made from writer-built files a few bytes at a time; reading one may only give a record or a
RecordError that names a byte, never another exception. Deterministic (derandomized); the
longer run is `bench/fuzz_records.py`."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kiban import records
from kiban.records.binary import MAGICS

from binary_mutations import SEEDS, mutate

READERS = ("xqf", "cbr", "cbl")   # each binary reader once (XQF 1.0 in the bench's longer run)


def _read_or_refuse(data, magic):
    """Read ``data``; a file that still starts with its ``magic`` may only be refused with the
    byte at fault (or as a library without games); one whose magic is damaged is text to us."""
    try:
        games = records.read_all(data)
    except records.RecordError as error:
        assert not data.startswith(magic) or "byte" in str(error) or "no game" in str(error), str(error)
        return
    for record in games:
        assert record.game == "xiangqi" and record.start


FILES = 10_000
PER_EXAMPLE = 10      # damaged files per hypothesis example: its overhead shared by ten reads
CHOICES = 40          # choices per damaged file, three drawn bytes each


def _damaged(data, hot, drawn):
    """``data`` damaged by the choices in ``drawn`` (3 * CHOICES bytes)."""
    places = iter(range(0, 3 * CHOICES, 3))
    return mutate(data, hot, lambda n: int.from_bytes(drawn[next(places):][:3], "little") % n)


@pytest.mark.parametrize("name", READERS)
def test_damaged_files_are_read_or_refused_with_a_record_error(name):
    data, hot = SEEDS[name]
    magic = next(magic for magic in MAGICS.values() if data.startswith(magic))
    size = 3 * CHOICES

    @settings(max_examples=FILES // PER_EXAMPLE, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(st.binary(min_size=size * PER_EXAMPLE, max_size=size * PER_EXAMPLE))
    def check(drawn):
        for start in range(0, len(drawn), size):
            _read_or_refuse(_damaged(data, hot, drawn[start:start + size]), magic)

    check()


def test_the_seeds_themselves_are_read():
    for data, _hot in SEEDS.values():   # all four, the bench's XQF 1.0 too
        assert all(len(r.mainline) == 8 for r in records.read_all(data))
