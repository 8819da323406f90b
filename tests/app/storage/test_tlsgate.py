"""The TLS gate in its own process (issue 29 §4): it starts, answers PostgreSQL's TLS request
with the tournament's certificate and relays the decrypted stream, refuses a client that does
not ask for TLS, cuts and reopens the network on the parent's word, and leaves no process
behind: neither after a stop nor when the program that started it dies.  The backend here is
a plain TCP echo on 127.0.0.1 (the cluster's end of the relay; test_live.py runs it against
the real server)."""
from __future__ import annotations

import os
import signal
import socket
import ssl
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.gate_process import CERT_REQUEST, GSS_REQUEST, SSL_REQUEST
from app.storage.server import ServerError
from app.storage.tlsgate import Gate, make_certificate

ROOT = Path(__file__).resolve().parents[3]


class Echo:
    """A TCP server on 127.0.0.1 that sends back what it gets, counting its connections."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.connections = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            self.connections += 1
            threading.Thread(target=self._echo, args=(connection,), daemon=True).start()

    @staticmethod
    def _echo(connection: socket.socket) -> None:
        with connection:
            while data := connection.recv(65536):
                connection.sendall(data)


@pytest.fixture()
def echo() -> Iterator[Echo]:
    served = Echo()
    yield served
    served.listener.close()


@pytest.fixture()
def certificate(tmp_path: Path) -> tuple[Path, Path]:
    return make_certificate(tmp_path / "tls", "Кубок шлюза", "127.0.0.1")


@pytest.fixture()
def gate(echo: Echo, certificate: tuple[Path, Path]) -> Iterator[Gate]:
    started = Gate("127.0.0.1", 0, echo.port, *certificate)
    started.start()
    yield started
    started.stop()


def running(pid: int) -> bool:
    """The process exists and is not a zombie (a reparented child nobody reaped is one)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def gone(pid: int, patience: float = 30) -> bool:
    deadline = time.monotonic() + patience
    while running(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not running(pid)


def secured(port: int, cert: Path, *, gss_first: bool = False) -> ssl.SSLSocket:
    """A client as libpq with sslmode=verify-ca: (GSSENCRequest, refused), SSLRequest, 'S', TLS."""
    raw = socket.create_connection(("127.0.0.1", port), timeout=10)
    if gss_first:
        raw.sendall(struct.pack("!ii", 8, GSS_REQUEST))
        assert raw.recv(1) == b"N"
    raw.sendall(struct.pack("!ii", 8, SSL_REQUEST))
    assert raw.recv(1) == b"S"
    verifying = ssl.create_default_context(cafile=str(cert))
    verifying.check_hostname = False           # verify-ca: the certificate's chain, not its name
    return verifying.wrap_socket(raw)


def closed_unanswered(sock: socket.socket) -> bool:
    """The other end closed (or reset) the connection without a byte."""
    try:
        return sock.recv(16) == b""
    except (ConnectionResetError, ssl.SSLEOFError, ssl.SSLZeroReturnError):
        return True


def received(sock: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size and (chunk := sock.recv(size - len(data))):
        data += chunk
    return data


def test_the_gate_is_a_process_of_its_own_that_relays_tls_to_the_backend(gate, echo, certificate):
    assert gate.pid is not None and gate.pid != os.getpid() and running(gate.pid)
    assert gate.port != 0
    clients = [secured(gate.port, certificate[0], gss_first=i % 2 == 1) for i in range(4)]
    try:
        for i, client in enumerate(clients):            # four judges at once, each its own stream
            message = f"стол {i}: ".encode() + bytes(range(256)) * 40
            client.sendall(message)
            assert received(client, len(message)) == message
    finally:
        for client in clients:
            client.close()
    assert echo.connections == 4


def test_the_certificate_is_given_to_whoever_asks_before_any_handshake(gate, certificate):
    with socket.create_connection(("127.0.0.1", gate.port), timeout=10) as plain:
        plain.sendall(struct.pack("!ii", 8, CERT_REQUEST))
        size = struct.unpack("!i", received(plain, 4))[0]
        assert received(plain, size) == ssl.PEM_cert_to_DER_cert(certificate[0].read_text(encoding="ascii"))


def test_a_client_that_does_not_ask_for_tls_gets_postgresqls_error_and_never_reaches_the_backend(gate, echo):
    startup = struct.pack("!i", 196608) + b"user\0table_1\0database\0tournament\0\0"
    with socket.create_connection(("127.0.0.1", gate.port), timeout=10) as plain:
        plain.sendall(struct.pack("!i", len(startup) + 4) + startup)
        answer = b""
        while chunk := plain.recv(4096):
            answer += chunk
    assert answer[:1] == b"E" and b"SFATAL" in answer
    assert b"accepts TLS connections only" in answer
    assert echo.connections == 0


def test_block_cuts_every_connection_and_refuses_new_ones_until_unblocked(gate, certificate):
    client = secured(gate.port, certificate[0])
    client.sendall(b"ping")
    assert received(client, 4) == b"ping"
    gate.block()
    assert closed_unanswered(client)                    # cut
    client.close()
    with socket.create_connection(("127.0.0.1", gate.port), timeout=10) as refused:
        refused.sendall(struct.pack("!ii", 8, SSL_REQUEST))
        assert closed_unanswered(refused)
    gate.unblock()
    again = secured(gate.port, certificate[0])
    again.sendall(b"pong")
    assert received(again, 4) == b"pong"
    again.close()


def test_stop_leaves_no_process_behind(echo, certificate):
    gate = Gate("127.0.0.1", 0, echo.port, *certificate)
    gate.start()
    pid = gate.pid
    assert pid is not None and running(pid)
    gate.stop()
    assert not running(pid)
    assert gate.pid is None
    gate.stop()                                         # twice is harmless
    gate.start()                                        # and it starts again (a resumed server)
    assert gate.pid != pid and running(gate.pid)
    gate.stop()


def test_the_gate_dies_with_the_program_that_started_it(echo, certificate, tmp_path):
    """The secretary's program killed (no stop, no clean-up): its gate goes too."""
    program = ("import sys, time\n"
               "from pathlib import Path\n"
               "from app.storage.tlsgate import Gate\n"
               f"gate = Gate('127.0.0.1', 0, {echo.port}, Path(sys.argv[1]), Path(sys.argv[2]))\n"
               "gate.start()\n"
               "print(gate.pid, gate.port, flush=True)\n"
               "time.sleep(600)\n")
    parent = subprocess.Popen([sys.executable, "-c", program, *map(str, certificate)], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        pid, port = map(int, parent.stdout.readline().split())
        assert running(pid)
        with secured(port, certificate[0]) as client:
            client.sendall(b"alive")
            assert received(client, 5) == b"alive"
        parent.send_signal(signal.SIGKILL)
        parent.wait(30)
        assert gone(pid)
    finally:
        parent.kill()
        parent.wait(30)


def test_the_bundle_starts_the_gate_through_the_programs_own_entry(echo, certificate, tmp_path, monkeypatch):
    """In the bundle sys.executable is the program: the gate is ``mafia-protocol --tls-gate …``,
    which the bundle's entry (installer/entry.py: app.cli.main) hands to the gate; from the
    windowed launcher, its console sibling is the one started."""
    program = tmp_path / "mafia-protocol"
    program.write_text(f"#!{sys.executable}\n" + (ROOT / "installer" / "entry.py").read_text(encoding="utf-8"),
                       encoding="utf-8")
    windowed = tmp_path / "Mafia Protocol"
    windowed.write_text("#!/bin/sh\nexit 3\n", encoding="utf-8")
    for launcher in (program, windowed):
        launcher.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(windowed))
    gate = Gate("127.0.0.1", 0, echo.port, *certificate)
    gate.start()
    try:
        with secured(gate.port, certificate[0]) as client:
            client.sendall(b"bundled")
            assert received(client, 7) == b"bundled"
    finally:
        gate.stop()


def test_a_gate_that_cannot_listen_says_why(echo, certificate):
    with socket.create_server(("127.0.0.1", 0)) as taken:
        gate = Gate("127.0.0.1", taken.getsockname()[1], echo.port, *certificate)
        with pytest.raises(ServerError) as refused:
            gate.start()
    assert "address already in use" in refused.value.message("en").lower()
    assert gate.pid is None
