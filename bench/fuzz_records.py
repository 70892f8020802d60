"""The long fuzz run of the binary record readers (the test runs 10,000 files per reader).

Run: python3 bench/fuzz_records.py [--count N] [--seed S]
Damages the seed files of `tests/records/binary_mutations.py` (XQF 1.8 and 1.0, CBR, CBL)
``--count`` times each with a seeded generator and reads every one; prints, per reader, how many
were read, how many refused with a RecordError, the slowest read and the reads per second.
Anything else escaping a reader is printed with its seed and the run ends with status 1.
"""

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests" / "records")]

from binary_mutations import SEEDS, mutate  # noqa: E402

from kiban import records  # noqa: E402


def run(name, count, seed):
    """(read, refused, slowest seconds, total seconds, failures) for ``count`` damaged files."""
    data, hot = SEEDS[name]
    read = refused = 0
    slowest, failures, started = 0.0, [], time.perf_counter()
    for number in range(count):
        rng = random.Random(f"{seed}-{name}-{number}")
        damaged = mutate(data, hot, rng.randrange)
        begun = time.perf_counter()
        try:
            records.read_all(damaged)
            read += 1
        except records.RecordError:
            refused += 1
        except Exception:  # noqa: BLE001  (the point: anything else is a bug, reported with its seed)
            failures.append((number, traceback.format_exc(limit=3)))
        slowest = max(slowest, time.perf_counter() - begun)
    return read, refused, slowest, time.perf_counter() - started, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000, help="damaged files per reader")
    parser.add_argument("--seed", default="kiban", help="seed of the damage")
    args = parser.parse_args()
    status = 0
    for name in SEEDS:
        read, refused, slowest, total, failures = run(name, args.count, args.seed)
        print(f"{name:8} {args.count} files: {read} read, {refused} refused (RecordError), "
              f"{len(failures)} other errors; slowest {slowest * 1000:.1f} ms, {args.count / total:.0f} files/s")
        for number, text in failures[:5]:
            print(f"  file {number} (seed {args.seed!r}):\n{text}")
        status |= bool(failures)
    return status


if __name__ == "__main__":
    sys.exit(main())
