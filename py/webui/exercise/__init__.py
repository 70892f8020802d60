"""Exercises that check themselves (pure Python, no browser): ``spec`` reads an exercise from a
link's parameters, ``judge`` follows a reader through it (right, wrong, also good, solved; the
opponent's replies, retry, hint, solution). The board's glue shows what they answer.
"""
