"""Game records on the game page (browser only): the Records dialog opens a record pasted as
text, chosen as a file or dropped anywhere on the page, and saves the game in any format of
its game, as a download or to the clipboard.

Reading and writing happen in Python (`webui.play.gamerecord` over `kiban.records`): a file's
bytes come from ``File.arrayBuffer()``, its format and encoding are found from its content; when
the encoding is doubtful (`kiban.records.EncodingDoubt`) the dialog shows the first lines in each
candidate encoding, and the reader's choice reads the file again in it. Nothing read is ever
inserted as HTML: messages, the pasted text and the candidate lines are set as text only.
"""

import asyncio
import datetime

from js import URL, Blob, Object
from pyodide.ffi import to_js

from kiban import records

from webui.i18n import _
from webui.review.record import reviewed_record
from webui.play.gamerecord import file_name, players_of, read_record, record_of
from .dom import Listeners, fill_options
from webui.i18n.words import words

MAX_BYTES = 2_000_000    # a record file larger than this is not read
_IDS = ("records", "records-dialog", "record-text", "record-load", "record-file",
        "record-format", "record-download", "record-copy", "records-said", "records-close",
        "record-encodings", "record-encoding-list")


class Records:
    """The Records dialog and dropping a file on the page. ``current()`` returns the app's
    ``(session, opponent)``; ``on_open(session, note)`` plays a record read; ``notice(text)``
    shows a message on the page; ``review_of(session)`` is the game's review (a
    `kiban.review.Review` written into the record saved) or None."""

    def __init__(self, window, document, current, on_open, notice, review_of=lambda session: None):
        self.window = window
        self.document = document
        self.current = current
        self.review_of = review_of
        self.on_open = on_open
        self.notice = notice
        self.el = {name: document.getElementById(name) for name in _IDS}
        self._listeners = Listeners()
        self._tasks = set()      # running reads and copies, kept until they finish
        self._doubtful = None    # (bytes, source) of a file whose encoding the reader chooses

    def wire(self):
        """Bind the dialog's controls and the page's drop target."""
        listen = self._listeners.listen
        handlers = {
            "records": self.show_dialog, "records-close": lambda e: self.el["records-dialog"].close(),
            "record-load": lambda e: self._open(self.el["record-text"].value,
                                                _("the pasted text"), None),
            "record-download": self._download,
            "record-copy": lambda e: self._start(self._copy()),
        }
        for name, handler in handlers.items():
            listen(self.el[name], "click", handler)
        listen(self.el["record-file"], "change", self._chosen)
        listen(self.el["record-encoding-list"], "click", self._encoding_chosen)
        listen(self.document, "dragover", self._drag_over)
        listen(self.document, "drop", self._dropped)
        self.el["records"].disabled = False

    def show_dialog(self, event=None):
        """Open the dialog with the formats of the current game."""
        game = self.current()[0].game
        select = self.el["record-format"]
        fill_options(self.document, select, [(fmt, fmt.upper()) for fmt in game.record_formats])
        self.el["records-said"].textContent = ""
        self._show_encodings([])
        if not self.el["records-dialog"].open:
            self.el["records-dialog"].showModal()

    # -- opening ---------------------------------------------------------------------------
    def _start(self, coroutine):
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _chosen(self, event):
        files = self.el["record-file"].files
        if files.length:
            self._start(self._read_file(files.item(0)))
        self.el["record-file"].value = ""

    def _drag_over(self, event):
        event.preventDefault()   # (lets the page be a drop target)

    def _dropped(self, event):
        files = event.dataTransfer.files if event.dataTransfer else None
        if files and files.length:
            event.preventDefault()
            self._start(self._read_file(files.item(0)))

    async def _read_file(self, file):
        name = str(file.name)[:80]
        if file.size > MAX_BYTES:
            self._say(_("{name} is too large for a game record ({size} bytes).").format(
                name=name, size=int(file.size)))
            return
        buffer = await file.arrayBuffer()
        self._open(bytes(buffer.to_py()), name, name)

    def _open(self, data, source, name=None, encoding=None):
        """Read a record from ``data`` (bytes or text; ``name`` a file's name, or None; in
        ``encoding`` when given) and play it; say what went wrong (about ``source``), or let the
        reader choose the encoding when it is doubtful."""
        try:
            session, note = read_record(data, name, encoding)
        except records.EncodingDoubt as doubt:
            self._doubtful = (data, source, name)
            self.show_dialog()
            self._show_encodings(doubt.candidates)
            return
        except (records.RecordError, ValueError) as error:
            self._say(_("Could not open {source}: {reason}").format(source=source, reason=words(error)))
            return
        if self.el["records-dialog"].open:
            self.el["records-dialog"].close()
        self.on_open(session, note)

    def _show_encodings(self, candidates):
        """Show each candidate encoding's first lines with a button that opens the file in it
        (none: hide the choice)."""
        listing = self.el["record-encoding-list"]
        listing.replaceChildren()
        for name, lines in candidates:
            button = self.document.createElement("button")
            button.type = "button"
            button.dataset.encoding = name
            button.setAttribute("data-testid", "record-encoding")
            button.textContent = _("Open as {encoding}").format(encoding=records.ENCODINGS[name])
            preview = self.document.createElement("pre")
            preview.lang = "zh" if name in ("gb18030", "big5") else "ja" if name in ("cp932", "euc_jp") else ""
            preview.textContent = lines
            preview.tabIndex = 0         # (it may scroll: keyboard users can scroll it too)
            listing.append(button, preview)
        self.el["record-encodings"].hidden = not candidates

    def _encoding_chosen(self, event):
        encoding = event.target.dataset.encoding if event.target.dataset else None
        if encoding and self._doubtful is not None:
            data, source, name = self._doubtful
            self._doubtful = None
            self._show_encodings([])
            self._open(data, source, name, str(encoding))

    def _say(self, text):
        """Say ``text`` in the dialog when it is open, else on the page."""
        if self.el["records-dialog"].open:
            self.el["records-said"].textContent = text
        else:
            self.notice(text)

    # -- saving ----------------------------------------------------------------------------
    def _text(self):
        """(file name, the current game written in the chosen format)."""
        session, opponent = self.current()
        fmt = self.el["record-format"].value
        day = datetime.date.today()
        record = reviewed_record(record_of(session, players_of(opponent), day),
                                 self.review_of(session))
        text = records.write(record, fmt)
        return file_name(session, fmt, day), text

    def _download(self, event=None):
        name, text = self._text()
        blob = Blob.new(to_js([text]), to_js({"type": "text/plain;charset=utf-8"},
                                             dict_converter=Object.fromEntries))
        url = URL.createObjectURL(blob)
        link = self.document.createElement("a")
        link.href = url
        link.download = name
        link.click()
        URL.revokeObjectURL(url)
        self.el["records-said"].textContent = _("Saved as {name}.").format(name=name)

    async def _copy(self):
        name, text = self._text()
        try:
            await self.window.navigator.clipboard.writeText(text)
            said = _("Copied the record.")
        except Exception:  # no clipboard access: show it for the user to copy
            self.el["record-text"].value = text
            self.el["record-text"].select()
            said = _("Copying is not allowed here: the record is selected above, press Ctrl+C.")
        self.el["records-said"].textContent = said
