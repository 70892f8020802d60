"""Animated downloads of a game's line (browser only): the animated SVG and the GIF of
`webui.export.animation`, saved by assets/js/animated-export.js (imported on the first
download), the GIF encoded in a worker while the page draws its frames.

Used by the game page's Share dialog (`webui.page.sharing`) and the Games page
(`webui.gamespage.page`).
"""

import asyncio

from pyodide.ffi import create_proxy, to_js

from webui.i18n import _, ngettext
from webui.i18n.words import words

from webui.board.config import BoardConfig
from webui.board.jsmodule import JsModule
from webui.play.marks import NO_MARKS

from .animation import Animation
from .frames import line_frames

EXPORT = JsModule("assets/js/animated-export.js")
FRAME_SECONDS = 0.05  # time enough for the page to show a message before a long computation


def animation_of(session, orientation, style, looks, marks_of=lambda node: NO_MARKS):
    """The `Animation` of ``session``'s line seen from ``orientation``, moves in notation
    ``style``, drawn with ``looks`` (`BoardConfig` fields: piece set, theme, rank labels) and the
    marks ``marks_of(node)`` drawn on each position."""
    config = BoardConfig(game=session.game.name, orientation=orientation, **looks)
    return Animation(config, line_frames(session, style, marks_of))


def progress_text(done, total):
    """What the page says while a GIF is made."""
    return _("Making the GIF: {percent}%").format(percent=round(100 * done / max(total, 1)))


async def download(animation, kind, stem, progress):
    """Save ``animation`` as ``kind`` "gif" or "svg" (an animated SVG) named
    ``<stem>.<kind>``; ``progress(text)`` is told how the GIF comes along."""
    export = await EXPORT.load()
    name = f"{stem}.{kind}"
    if kind == "svg":
        export.downloadAnimatedSvg(animation.animated_svg(), name)
        return
    patches = to_js([list(animation.patch(index)) for index in range(animation.count)])
    delays = to_js([round(seconds * 100) for seconds in animation.durations])
    width, height = animation.size
    said = create_proxy(lambda done, total: progress(progress_text(done, total)))
    try:
        await export.downloadGif(animation.backdrop_svg(), patches, delays, width, height, name,
                                 said)
    finally:
        said.destroy()


async def save_line(session, orientation, style, looks, kind, say, marks_of=lambda node: NO_MARKS):
    """Make and save the animation (``kind`` "gif" or "svg") of ``session``'s line (see
    `animation_of`); ``say(text)`` shows the progress, then what was saved or why nothing was."""
    try:
        if kind == "gif":  # (said before the frames are built, and given a frame to show)
            say(progress_text(0, 1))
            await asyncio.sleep(FRAME_SECONDS)
        animation = animation_of(session, orientation, style, looks, marks_of)
        await download(animation, kind, f"kiban-{session.game.name}-{session.last_ply}", say)
    except Exception as error:  # the browser refused (no canvas, no worker, out of memory)
        say(_("The animation could not be made: {reason}").format(reason=words(error)))
        return
    say(ngettext("Animation saved: {n} position.", "Animation saved: {n} positions.",
                 animation.count).format(n=animation.count))
