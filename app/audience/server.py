"""The audience page served to a browser on this laptop or the room's network: a static page
(resources/audience) that reads the worded view (``/state``) and follows it by server-sent
events (``/events``).  The standard library's threaded HTTP server: one thread per open page,
which is a handful (OBS, a hall TV).

Only the worded audience view is ever sent (app.audience.view is its whitelist), so nothing of
the game file beyond what the hall may see leaves the program.

>>> feed = Feed(); feed.publish({"phase": "D1"})
1
>>> with AudienceServer(feed) as server:
...     import urllib.request
...     urllib.request.urlopen(server.url + "state").read()
b'{"phase":"D1"}'
"""
from __future__ import annotations

import contextlib
import json
import socket
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from app.paths import resource

LOOPBACK = "127.0.0.1"
READ_TIMEOUT = 10.0     # seconds a connection may keep silent before its request is complete
MAX_CLIENTS = 64        # connections at once (a hall has a handful of screens)
MAX_PER_ADDRESS = 16    # of them, from one address: a stranger's idle sockets never take them all
DEFAULT_PORT = 8765     # the command's and the sheet's: OBS keeps one address from game to game
HEARTBEAT = 15.0        # seconds between keep-alive comments on an idle event stream

# the page's own files: a fixed table, so a request can name nothing else on the disk
_FILES = {
    "/": (("audience", "index.html"), "text/html; charset=utf-8"),
    "/index.html": (("audience", "index.html"), "text/html; charset=utf-8"),
    "/audience.js": (("audience", "audience.js"), "text/javascript; charset=utf-8"),
    "/audience.css": (("audience", "audience.css"), "text/css; charset=utf-8"),
    "/fonts/PTSans-Regular.ttf": (("fonts", "PTSans-Regular.ttf"), "font/ttf"),
    "/fonts/PTSans-Bold.ttf": (("fonts", "PTSans-Bold.ttf"), "font/ttf"),
}
_HEADERS = (("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
            ("Content-Security-Policy", "default-src 'self'"), ("Referrer-Policy", "no-referrer"))


class Feed:
    """The latest worded view as JSON bytes, numbered; an event stream waits for the next."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self.version = 0
        self.data = b"{}"
        self.closed = False

    def publish(self, view: dict[str, Any]) -> int:
        """Offer a new view; the same bytes again wake nobody.  Returns the version."""
        data = json.dumps(view, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        with self._changed:
            if data != self.data:
                self.data = data
                self.version += 1
                self._changed.notify_all()
            return self.version

    def wait(self, after: int, timeout: float) -> tuple[int, bytes]:
        """The view once its version passes ``after`` (or as it is after ``timeout``)."""
        with self._changed:
            self._changed.wait_for(lambda: self.version != after or self.closed, timeout)
            return self.version, self.data

    def close(self) -> None:
        with self._changed:
            self.closed = True
            self._changed.notify_all()


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    timeout = READ_TIMEOUT          # a silent connection ends (the standard library's socket timeout)
    protocol_version = "HTTP/1.1"
    server_version = "MafiaProtocol"
    sys_version = ""

    def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
        self.server.spoke(self.request, str(self.client_address[0]))
        path = self.path.split("?", 1)[0]
        if path == "/events":
            self._events()
        elif path == "/state":
            self._send(self.server.feed.data, "application/json; charset=utf-8")
        elif path in _FILES:
            parts, kind = _FILES[path]
            self._send(Path(resource(*parts)).read_bytes(), kind)
        else:
            self._send(b"", "text/plain; charset=utf-8", HTTPStatus.NOT_FOUND)

    def _send(self, body: bytes, kind: str, status: HTTPStatus = HTTPStatus.OK) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in _HEADERS:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def _events(self) -> None:
        feed = self.server.feed
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        for name, value in _HEADERS:
            self.send_header(name, value)
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        seen = -1
        try:
            self.wfile.write(b"retry: 1000\n\n")
            while not feed.closed:
                version, data = feed.wait(seen, HEARTBEAT)
                if version != seen:
                    self.wfile.write(b"data: " + data + b"\n\n")
                    seen = version
                else:
                    self.wfile.write(b": still here\n\n")
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            pass            # the page was closed, or reads nothing any more

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the standard library's name)
        pass                # a hall TV's requests are not the judge's business


class _Server(ThreadingHTTPServer):
    """One thread a connection, at most MAX_CLIENTS of them and MAX_PER_ADDRESS of one address
    (issue 37 §7: 1,100 idle sockets of a stranger made the page stop answering).  A newcomer
    at a full page takes the place of the oldest connection that has not said a whole request
    yet, of the address that holds the most: strangers from many addresses never keep a hall's
    screen out, and a screen's open event stream is never the one closed."""

    daemon_threads = True
    # The kernel's queue of connections not yet accepted: a flood of strangers filled 128, and
    # then the kernel dropped the hall's screen's first packets too, which it sends again only
    # after 1 s, 3 s, 7 s (seen once: a screen's request timed out at 5 s under a loaded
    # machine).  Held by the kernel, refused or evicted here as fast as they are accepted.
    request_queue_size = 1024
    feed: Feed

    def __init__(self, address: tuple[str, int], handler: type[_Handler]) -> None:
        super().__init__(address, handler)
        self._lock = threading.Lock()
        self._open: dict[str, int] = {}
        self._silent: dict[str, list[Any]] = {}      # of them, no request read yet, oldest first

    def process_request(self, request: Any, client_address: Any) -> None:
        host = str(client_address[0])
        with self._lock:
            if self._open.get(host, 0) >= MAX_PER_ADDRESS or (
                    sum(self._open.values()) >= MAX_CLIENTS and not self._evict()):
                self.shutdown_request(request)
                return
            self._open[host] = self._open.get(host, 0) + 1
            self._silent.setdefault(host, []).append(request)
        super().process_request(request, client_address)

    def _evict(self) -> bool:
        """The oldest silent connection of the address with the most of them, shut (its thread
        then ends and counts it out); False when every connection has spoken."""
        if not self._silent:
            return False
        busiest = max(self._silent, key=lambda host: len(self._silent[host]))
        victim = self._silent[busiest].pop(0)
        if not self._silent[busiest]:
            del self._silent[busiest]
        with contextlib.suppress(OSError):
            victim.shutdown(socket.SHUT_RDWR)
        return True

    def spoke(self, request: Any, host: str) -> None:
        """A whole request was read: a screen's, never evicted."""
        with self._lock:
            self._forget(request, host)

    def _forget(self, request: Any, host: str) -> None:
        held = self._silent.get(host, [])
        if request in held:
            held.remove(request)
            if not held:
                del self._silent[host]

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            host = str(client_address[0])
            with self._lock:
                self._forget(request, host)
                self._open[host] -= 1
                if not self._open[host]:
                    del self._open[host]


class AudienceServer:
    """The page on ``host``:``port`` (port 0: any free one) in a thread of its own;
    ``url`` is its address.  Stopping closes every open event stream."""

    def __init__(self, feed: Feed, host: str = LOOPBACK, port: int = 0) -> None:
        self.feed = feed
        self.httpd = _Server((host, port), _Handler)
        self.httpd.feed = feed
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="audience-page", daemon=True)
        self.thread.start()

    @property
    def port(self) -> int:
        return int(self.httpd.server_address[1])

    @property
    def url(self) -> str:
        host = str(self.httpd.server_address[0])
        return f"http://{host}:{self.port}/"

    def stop(self) -> None:
        self.feed.close()
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> AudienceServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def lan_address() -> str:
    """This laptop's address on the room's network (the one its default route leaves by):
    a datagram socket's connect sends nothing, it only picks the interface."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))      # TEST-NET-1: never routed, never contacted
            return str(probe.getsockname()[0])
        except OSError:
            return LOOPBACK
