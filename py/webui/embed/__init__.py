"""Embedded boards (embed.html, and boards a page draws itself), pure Python run in the page's
shared worker, split by concern: `options` reads the embed's parameters, `adapter` is one
board's embed surface over the one board driver (`webui.board.driver`), `protocol` routes every
board's messages (see assets/js/board-shell.js and assets/js/board-worker.js)."""

from webui.embed.adapter import EmbedBoard
from webui.embed.protocol import Boards

__all__ = ["Boards", "EmbedBoard"]
