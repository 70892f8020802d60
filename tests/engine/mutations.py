"""Shared fuzzing helpers: position texts mutated a few characters at a time."""

from hypothesis import strategies as st

from kiban import KibanError


def mutated(seeds, alphabet):
    """A strategy: one of ``seeds`` with 1-4 characters replaced, inserted or deleted."""

    @st.composite
    def strategy(draw):
        text = list(draw(st.sampled_from(seeds)))
        for _ in range(draw(st.integers(1, 4))):
            op = draw(st.sampled_from(["replace", "insert", "delete"]))
            i = draw(st.integers(0, max(len(text) - 1, 0)))
            if op == "delete" and text:
                del text[i]
            elif op == "insert":
                text.insert(i, draw(st.sampled_from(alphabet)))
            elif text:
                text[i] = draw(st.sampled_from(alphabet))
        return "".join(text)

    return strategy()


def board_or_none(board_class, text):
    """``board_class(text)``, or None when the text is refused with a KibanError."""
    try:
        return board_class(text)
    except KibanError:
        return None
