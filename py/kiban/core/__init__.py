"""What both games share: the board mechanics (move stack, perft, repetition) and hashing."""
