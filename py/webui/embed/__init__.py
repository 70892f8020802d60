"""Embedded boards (embed.html), pure Python run in the page's shared worker: ``boards`` holds each
iframe's board (its game in the same `GameSession` as the game page's, branching into variations)
and answers its messages (see assets/js/embed.js and assets/js/board-worker.js)."""

from webui.embed.boards import Boards, EmbedBoard

__all__ = ["Boards", "EmbedBoard"]
