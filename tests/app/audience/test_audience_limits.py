"""Issue 37 §7: a stranger's idle sockets do not stop the audience page — one address holds a
few of its connections, each closed when it keeps silent, and the hall's screens go on."""
from __future__ import annotations

import socket
import time
import urllib.request

from app.audience import server as audience
from app.audience.server import AudienceServer, Feed


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
