"""A local static server that answers like the Netlify deploy: same files, same headers.

It serves `dist/` (built by `scripts/sitebuild.py`) and adds the `[[headers]]` rules of
`netlify.toml` the way Netlify applies them (every matching rule applies, `*` matches across
folders, `:name` matches one segment, a header named by several rules gets their values joined by
", ", and Netlify's default `Cache-Control` where no rule sets one). So the Content-Security-Policy,
MIME types and caching are exercised locally by `scripts/serve`, the e2e tests and the benchmarks.

Used as a library (`SiteServer`) and from the command line: `python3 scripts/siteserver.py`
serves on http://localhost:$PORT/ (default 8000).
"""

import http.server
import mimetypes
import os
import re
import sys
import threading
import tomllib
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
NETLIFY_DEFAULT_CACHE = "public,max-age=0,must-revalidate"
TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/x-python",
    ".svg": "image/svg+xml",
}


def _pattern_regex(pattern):
    """Compile a Netlify `for` path pattern: `*` matches anything, `:name` one path segment."""
    parts = re.split(r"(\*|:[A-Za-z_]\w*)", pattern)
    out = []
    for part in parts:
        if part == "*":
            out.append(".*")
        elif part.startswith(":"):
            out.append("[^/]+")
        else:
            out.append(re.escape(part))
    return re.compile("".join(out) + r"\Z")


def _header_value(value):
    """Collapse a multi-line TOML header value into one line, as Netlify does."""
    return " ".join(line.strip() for line in str(value).splitlines() if line.strip())


def load_rules(netlify_toml=ROOT / "netlify.toml"):
    """Return [(compiled path regex, {header: value})] from the [[headers]] tables of netlify.toml."""
    with open(netlify_toml, "rb") as f:
        config = tomllib.load(f)
    return [
        (_pattern_regex(rule["for"]), {k: _header_value(v) for k, v in rule["values"].items()})
        for rule in config.get("headers", [])
    ]


def headers_for(path, rules):
    """The custom headers Netlify would send for URL path `path` (query string ignored)."""
    path = urlsplit(path).path
    merged = {}
    for regex, values in rules:
        if regex.match(path):
            for name, value in values.items():
                key = next((k for k in merged if k.lower() == name.lower()), name)
                merged[key] = f"{merged[key]}, {value}" if key in merged else value
    if not any(k.lower() == "cache-control" for k in merged):
        merged["Cache-Control"] = NETLIFY_DEFAULT_CACHE
    return merged


def content_type(path, rules, file=None):
    """The Content-Type the site sends for URL path `path` (served from `file`, by default the
    path itself): a netlify.toml rule's, else by the file's extension."""
    for name, value in headers_for(path, rules).items():
        if name.lower() == "content-type":
            return value
    suffix = Path(file or urlsplit(path).path).suffix
    return TYPES.get(suffix) or mimetypes.guess_type("x" + suffix)[0] or "application/octet-stream"


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the mounts of its server with Netlify's headers; no directory listings."""

    server_version = "kiban-siteserver"

    def translate_path(self, path):
        return self.server.file_for(path)

    def list_directory(self, path):
        self.send_error(404, "No directory listings")
        return None

    def guess_type(self, path):
        return content_type(self.path, self.server.rules, path)

    def _custom_headers(self):
        return headers_for(self.path, self.server.rules)

    def send_response(self, code, message=None):
        self._status = code
        super().send_response(code, message)

    def end_headers(self):
        if getattr(self, "_status", 500) < 400:
            for name, value in self._custom_headers().items():
                if name.lower() != "content-type":
                    self.send_header(name, value)
        super().end_headers()

    def send_head(self):
        body = super().send_head()
        size = os.fstat(body.fileno()).st_size if hasattr(body, "fileno") else 0
        self.server.record(self.command, self.path, getattr(self, "_status", 0), size)
        return body

    def log_message(self, format, *args):
        if self.server.verbose:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """Threaded static server on 127.0.0.1; `mounts` maps URL prefixes to folders.

    `log` lists (method, path, status, body bytes) of every answered request; `bytes_sent()`
    sums the bodies. `start()` runs it in a daemon thread, `stop()` closes the socket.
    """

    daemon_threads = True
    # A page, its service worker and a dozen embedded boards open many connections at once; the
    # default backlog of 5 drops connections in such a burst (the browser then waits seconds).
    request_queue_size = 128

    def __init__(self, root=ROOT / "dist", port=0, mounts=None, netlify_toml=ROOT / "netlify.toml",
                 verbose=False):
        folders = {"/": Path(root).resolve(), **{k: Path(v).resolve() for k, v in (mounts or {}).items()}}
        self.mounts = sorted(folders.items(), key=lambda item: -len(item[0]))
        self.rules = load_rules(netlify_toml)
        self.verbose = verbose
        self.log = []
        self._lock = threading.Lock()
        self._thread = None
        super().__init__(("127.0.0.1", port), _Handler)

    @property
    def url(self):
        """Base URL ending in '/'."""
        return f"http://127.0.0.1:{self.server_address[1]}/"

    def file_for(self, path):
        """Local file path (as text; a trailing "/" kept for folders) that URL `path` maps to."""
        path = unquote(urlsplit(path).path)
        for prefix, folder in self.mounts:
            if path.startswith(prefix):
                target = (folder / path[len(prefix):]).resolve()
                if target == folder or folder in target.parents:
                    return str(target) + ("/" if path.endswith("/") else "")
        return str(self.mounts[-1][1] / "__not_found__")

    def record(self, method, path, status, size):
        """Append one answered request to `log` (thread-safe)."""
        with self._lock:
            self.log.append((method, path, status, size))

    def bytes_sent(self):
        """Total body bytes answered so far."""
        with self._lock:
            return sum(entry[3] for entry in self.log)

    def start(self):
        """Serve in a background thread; return self."""
        self._thread = threading.Thread(target=self.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self):
        """Stop serving and release the port."""
        self.shutdown()
        self.server_close()
        self._thread.join(timeout=5)


def main():
    """Serve dist/ on localhost:$PORT until interrupted."""
    port = int(os.environ.get("PORT", "8000"))
    try:
        server = SiteServer(port=port, verbose="-v" in sys.argv)
    except OSError as error:
        sys.exit(f"Cannot serve on port {port} ({error.strerror}): choose another with PORT=…")
    print(f"Kiban is served at http://localhost:{port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
