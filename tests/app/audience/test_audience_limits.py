"""Issue 37 §7: a stranger's idle sockets do not stop the audience page — one address holds a
few of its connections, each closed when it keeps silent, and the hall's screens go on."""
from __future__ import annotations

import resource
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from app.audience import server as audience
from app.audience.server import AudienceServer, Feed

ROOT = Path(__file__).resolve().parents[3]


def test_idle_sockets_of_one_address_hold_a_few_slots_for_a_few_seconds(monkeypatch):
    monkeypatch.setattr(audience._Handler, "timeout", 1.0)
    feed = Feed()
    feed.publish({"phase": "D1"})
    with AudienceServer(feed) as page:
        idle = [socket.create_connection(("127.0.0.1", page.port), timeout=5, source_address=("127.0.0.2", 0))
                for _ in range(100)]
        try:
            time.sleep(0.3)
            held = []
            for sock in idle:
                sock.settimeout(0.02)
                try:
                    if sock.recv(1) != b"":
                        held.append(sock)
                except TimeoutError:
                    held.append(sock)
                except OSError:
                    pass
            assert len(held) == audience.MAX_PER_ADDRESS            # the rest closed at once
            assert urllib.request.urlopen(page.url + "state", timeout=5).read() == b'{"phase":"D1"}'
            time.sleep(1.5)
            for sock in held:                                        # silent: closed by the page
                sock.settimeout(2)
                try:
                    assert sock.recv(1) == b""
                except ConnectionResetError:
                    pass
        finally:
            for sock in idle:
                sock.close()


_PAGE = """
import resource, sys
resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))      # a desktop's usual limit, hard too
from app.audience.server import AudienceServer, Feed
feed = Feed()
feed.publish({"phase": "D1"})
page = AudienceServer(feed)
print(page.port, flush=True)
sys.stdin.read()
page.stop()
"""


def _more_descriptors(needed: int) -> None:
    """This test's own side holds the stranger's sockets: its soft limit raised as far as needed."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(needed, hard), hard))
    assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] >= needed


def test_1100_idle_sockets_from_many_addresses_do_not_stop_the_page_within_1024_descriptors():
    _more_descriptors(1_400)
    page = subprocess.Popen([sys.executable, "-c", _PAGE], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    idle: list[socket.socket] = []
    try:
        assert page.stdout is not None
        port = int(page.stdout.readline())
        url = f"http://127.0.0.1:{port}/state"
        for n in range(1_100):                  # eleven strangers' addresses, a hundred sockets each
            try:
                idle.append(socket.create_connection(("127.0.0.1", port), timeout=2,
                                                     source_address=(f"127.0.0.{2 + n % 11}", 0)))
            except OSError:
                pass                            # refused at once: what the page should do
            if n % 275 == 274:                  # the hall's screen, during the flood
                began = time.monotonic()
                assert urllib.request.urlopen(url, timeout=5).read() == b'{"phase":"D1"}'
                assert time.monotonic() - began < 5
        assert len(idle) >= 1_000               # the strangers did open them (and the page shut the most)
        for _ in range(3):
            assert urllib.request.urlopen(url, timeout=5).read() == b'{"phase":"D1"}'
        assert page.poll() is None
    finally:
        for sock in idle:
            sock.close()
        page.communicate("", timeout=20)
