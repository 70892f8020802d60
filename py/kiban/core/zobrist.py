"""Zobrist keys: fixed pseudo-random 64-bit numbers, the same on every run and platform."""

import random


def zobrist_table(seed: int, *shape: int) -> list:
    """A nested list of the given shape filled with reproducible 64-bit keys."""
    rng = random.Random(seed)

    def build(dims):
        if not dims:
            return rng.getrandbits(64)
        return [build(dims[1:]) for _ in range(dims[0])]

    return build(list(shape))
