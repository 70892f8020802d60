"""Driving a USI/UCI engine in a subprocess: send lines, wait for answers with a timeout.

Used to play Kiban against other engines (bench/strength.py) and to test the protocol end to end.
"""

import queue
import subprocess
import threading
import time


class EngineProcess:
    """A running engine: ``send(line)``, ``read_until(prefix)``; every line read is kept in ``lines``."""

    def __init__(self, command, cwd=None, env=None):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, bufsize=1, cwd=cwd, env=env,
                                     errors="replace")
        self.lines = []
        self._queue = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self):
        for line in self.proc.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def send(self, line: str) -> None:
        """Write one command line."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_line(self, timeout: float = 10.0):
        """The next output line; TimeoutError after ``timeout`` seconds, EOFError when the engine ended."""
        try:
            line = self._queue.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError(f"no output within {timeout} s") from None
        if line is None:
            self._queue.put(None)
            raise EOFError("the engine closed its output")
        self.lines.append(line)
        return line

    def read_until(self, prefix: str, timeout: float = 10.0) -> list:
        """Lines up to and including the first that starts with ``prefix``; TimeoutError when the
        total wait exceeds ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        seen = []
        while True:
            line = self.read_line(max(0.0, deadline - time.monotonic()))
            seen.append(line)
            if line.startswith(prefix):
                return seen

    def close(self, timeout: float = 10.0) -> int:
        """Send ``quit`` and wait for the process to end; returns its exit code."""
        try:
            self.send("quit")
        except (BrokenPipeError, OSError):
            pass
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()
