"""Headless Chromium driven over the DevTools protocol, with the standard library only.

``--remote-debugging-pipe`` makes Chromium read commands from its file descriptor 3 and write
answers to 4, each message JSON ended by a NUL byte: no WebSocket, no npm.  Used by the
audience page's tests, the latency benchmark and the docs' screenshots.
"""
from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--mute-audio", "--hide-scrollbars")


# moved out of the way first (F_DUPFD, 10 and up), so that neither end overwrites the other
_LAUNCH = ("import fcntl, os, sys\n"
           "ends = [fcntl.fcntl(int(fd), fcntl.F_DUPFD, 10) for fd in sys.argv[1:3]]\n"
           "os.dup2(ends[0], 3); os.dup2(ends[1], 4)\n"
           "os.execv(sys.argv[3], sys.argv[3:])\n")


def executable() -> str:
    # Debian's chromium; on Ubuntu, whose Chromium is a snap, Google Chrome (tests/chrome-deb.sh).
    found = shutil.which("chromium") or shutil.which("google-chrome-stable")
    if found is None:
        raise RuntimeError("chromium is not installed: run tests/setup-system.sh")
    return found


class Chromium:
    """One headless browser with one page, ``width``×``height`` CSS pixels."""

    def __init__(self, width: int = 1366, height: int = 768) -> None:
        self.profile = tempfile.mkdtemp(prefix="mafia-chromium-")
        to_browser, self._commands = os.pipe()
        self._answers, from_browser = os.pipe()
        args = [*FLAGS, f"--user-data-dir={self.profile}", "--remote-debugging-pipe",
                f"--window-size={width},{height}", "about:blank"]
        # a small launcher puts our pipe ends on the descriptors Chromium reads and writes
        self.process = subprocess.Popen(
            [sys.executable, "-c", _LAUNCH, str(to_browser), str(from_browser), executable(), *args],
            pass_fds=(to_browser, from_browser), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=open(os.path.join(self.profile, "stderr.txt"), "wb"))      # noqa: SIM115 (the child's)
        os.close(to_browser)
        os.close(from_browser)
        self._next = 0
        self._replies: dict[int, dict] = {}
        self._arrived = threading.Condition()
        self.events: list[dict] = []
        self._gone = False
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        target = next(t for t in self.call("Target.getTargets")["targetInfos"] if t["type"] == "page")
        self.session = self.call("Target.attachToTarget", targetId=target["targetId"], flatten=True)["sessionId"]
        self.page("Page.enable")
        self.page("Runtime.enable")
        self.page("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                  mobile=False)

    def _read(self) -> None:
        buffer = b""
        while chunk := os.read(self._answers, 1 << 16):
            buffer += chunk
            *messages, buffer = buffer.split(b"\0")
            with self._arrived:
                for raw in messages:
                    message = json.loads(raw)
                    if "id" in message:
                        self._replies[message["id"]] = message
                    else:
                        self.events.append(message)
                self._arrived.notify_all()
        with self._arrived:
            self._gone = True            # the browser closed its end: no answer will come
            self._arrived.notify_all()

    def call(self, method: str, session: str | None = None, timeout: float = 30, **params: Any) -> dict:
        self._next += 1
        ident = self._next
        message: dict[str, Any] = {"id": ident, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        try:
            os.write(self._commands, json.dumps(message).encode() + b"\0")
        except BrokenPipeError:
            raise RuntimeError(f"chromium stopped: {self.log()}") from None
        with self._arrived:
            if not self._arrived.wait_for(lambda: ident in self._replies or self._gone, timeout) \
                    or ident not in self._replies:
                raise TimeoutError(method)
            reply = self._replies.pop(ident)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def log(self) -> str:
        """What the browser said on its standard error (the last lines)."""
        try:
            with open(os.path.join(self.profile, "stderr.txt"), encoding="utf-8", errors="replace") as log:
                return "".join(log.readlines()[-10:])
        except OSError:
            return ""

    def page(self, method: str, **params: Any) -> dict:
        return self.call(method, self.session, **params)

    def open(self, url: str) -> None:
        self.page("Page.navigate", url=url)

    def evaluate(self, expression: str) -> Any:
        result = self.page("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"])
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 10.0, every: float = 0.01) -> Any:
        """The value of ``expression`` once it is truthy."""
        end = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value or time.monotonic() > end:
                return value
            time.sleep(every)

    def screenshot(self, path: str) -> None:
        data = self.page("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))

    def close(self) -> None:
        try:
            self.call("Browser.close", timeout=5)
        except (OSError, TimeoutError, RuntimeError):
            pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._commands)
        self._reader.join(5)
        os.close(self._answers)
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self) -> Chromium:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
