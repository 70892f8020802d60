"""Animated export: a game's line as an animated SVG and an animated GIF, made in the browser.

Pure Python: `frames` walks the line into one `Frame` per position (the start and after each
move, with that position's drawn marks and a caption), `captions` writes and wraps the captions,
`animation` turns the frames into SVG (still frames; for the GIF a backdrop and per frame what
changed, placed by `patches`; one animated document sharing every unchanged part). Browser
only: `download` rasterizes and encodes them through assets/js/animated-export.js (the GIF
encoder is assets/js/gif-encoder.js, run in a worker).
"""
