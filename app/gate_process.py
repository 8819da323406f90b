"""The TLS gate's own process (issue 29 §4): the judges' door to the tournament's server.

The wheel's PostgreSQL is built without OpenSSL, so the TLS of PostgreSQL's own protocol is
spoken here: a client's ``SSLRequest`` is answered ``S``, the handshake is made with the
tournament's certificate, and the decrypted stream goes on to the cluster on 127.0.0.1,
which still asks for the role's ``scram-sha-256`` password.  A client that does not ask for
TLS gets PostgreSQL's own error message and nothing else.

It runs in a process of its own, not in the secretary's (:class:`app.storage.tlsgate.Gate`
starts it): there every handshake and every relayed byte waited for the interpreter's lock
behind the window, the standings and the ingest, and 20 judges opening their tables at once
took a second.  Here one asyncio loop does the handshakes and relays of all judges side by
side.  The module imports the standard library only, so that the process is up in a blink.

The parent speaks to it by lines: the child's first line on stdout is ``ready PORT`` (or
``error TEXT``); on stdin ``block`` cuts every judge's connection and refuses new ones (the
network gone, as the tests and the benchmark need it), ``unblock`` opens again, each answered
``ok``; ``stop`` or the end of stdin (the parent is gone, however it died) ends the process.

Run: ``python -m app.gate_process HOST PORT BACKEND CERT KEY [blocked] [limits=…]`` (the bundle:
``mafia-protocol --tls-gate HOST PORT BACKEND CERT KEY [blocked] [limits=…]``, see :func:`app.cli.main`);
``blocked`` starts it refusing every connection until ``unblock``: it is started beside the
cluster, and opened when the cluster is ready and on the disk.
"""
from __future__ import annotations

import asyncio
import contextlib
import socket
import ssl
import struct
import sys
import threading
from collections.abc import Sequence
from typing import TextIO

SSL_REQUEST = 80877103
GSS_REQUEST = 80877104
# Ours, in PostgreSQL's range of request codes (1234 in the high half): "send me your certificate".
# A judge's sheet checks it against the join code's pin before libpq connects (replica.pinned);
# no handshake is spent on it, and libpq's verify-ca then proves the server holds its key.
CERT_REQUEST = (1234 << 16) | 5699
FLAG = "--tls-gate"          # the bundle's way in (sys.executable is the program itself there)
HANDSHAKE_TIMEOUT = 20.0     # seconds: a judge that stalls mid-handshake does not hold a slot for long


class Limits:
    """What one address of the room, and everybody together, may hold of the door (issue 37 §7).
    A connection is *unproven* until the cluster has accepted its password (PostgreSQL's
    AuthenticationOk went back through the gate): a stranger's TLS handshakes and startup packets
    that never answer SCRAM, or sockets that never say a word, hold at most ``unproven_per_address``
    slots of one address and ``unproven`` of all, each for ``auth_timeout`` seconds; a judge's
    authenticated connection (its pusher's, quiet between two marks) is never timed out.  The
    total never keeps out an address that gave a password before (a judge's device), and a
    newcomer at a full door takes the slot of the flood's oldest (:meth:`Door.admit`)."""

    def __init__(self, per_address: int = 64, unproven_per_address: int = 8, unproven: int = 64,
                 auth_timeout: float = 10.0) -> None:
        self.per_address, self.unproven_per_address = per_address, unproven_per_address
        self.unproven, self.auth_timeout = unproven, auth_timeout

    def text(self) -> str:
        return f"limits={self.per_address},{self.unproven_per_address},{self.unproven},{self.auth_timeout}"

    @classmethod
    def read(cls, text: str) -> Limits:
        per_address, unproven_per_address, unproven, timeout = text.removeprefix("limits=").split(",")
        return cls(int(per_address), int(unproven_per_address), int(unproven), float(timeout))


def context(cert: str, key: str) -> ssl.SSLContext:
    made = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    made.minimum_version = ssl.TLSVersion.TLSv1_2
    made.load_cert_chain(cert, key)
    # libpq makes a new SSL_CTX for every connection and so never resumes a session: the two
    # TLS 1.3 tickets OpenSSL would encrypt and send after each handshake are pure cost.
    made.num_tickets = 0
    return made


def error_message(text: str) -> bytes:
    """PostgreSQL's ErrorResponse, so that psql and libpq show ``text`` as the server's."""
    fields = b"SFATAL\0C28000\0M" + text.encode("utf-8") + b"\0\0"
    return b"E" + struct.pack("!i", len(fields) + 4) + fields


class Door:
    """The listening socket's side: what every connection shares, and the network cut."""

    KNOWN = 4096         # addresses remembered as a judge's (a hall has tens of devices)

    def __init__(self, backend: int, tls: ssl.SSLContext, certificate: bytes, limits: Limits | None = None) -> None:
        self.backend, self.tls, self.certificate = backend, tls, certificate
        self.limits = limits or Limits()
        self.blocked = False
        self.transports: set[asyncio.Transport] = set()
        self.open: dict[str, int] = {}          # connections of each address
        self.waiting: dict[str, list[Judge]] = {}   # of them, not yet authenticated by the cluster, oldest first
        # Addresses from which a table's password was accepted: a judge's device, which holds a
        # claim.  Strangers filling the door (the total of unproven connections) never keep one
        # out: it is bound by its own address's limits only (issue 37 §7, the judges' reserved slot).
        self.known: dict[str, None] = {}

    def admit(self, judge: Judge, address: str, local: bool = False) -> bool:
        """Counted in, or refused; ``local``: the laptop's own address (a judge's sheet on the
        secretary's laptop, the benchmark's twenty) is bound by the total only.  A newcomer at a
        full door takes the slot of the oldest unproven connection of the address that holds
        the most (a stranger's flood), so that a judge's first join still gets its turn."""
        limits = self.limits
        waiting = self.waiting.setdefault(address, [])
        if not local and (self.open.get(address, 0) >= limits.per_address
                          or len(waiting) >= limits.unproven_per_address):
            if not waiting:
                del self.waiting[address]
            return False
        if address not in self.known and sum(map(len, self.waiting.values())) >= limits.unproven:
            self._evict()
        self.open[address] = self.open.get(address, 0) + 1
        waiting.append(judge)
        return True

    def _evict(self) -> None:
        busiest = max(self.waiting.values(), key=lambda held: (len(held), -held[0].since if held else 0))
        if busiest:
            busiest[0].evict()

    def proven(self, judge: Judge, address: str) -> None:
        self._forget(judge, address)
        self.known.pop(address, None)
        self.known[address] = None
        if len(self.known) > self.KNOWN:
            del self.known[next(iter(self.known))]

    def gone(self, judge: Judge, address: str, proven: bool) -> None:
        _less(self.open, address)
        if not proven:
            self._forget(judge, address)

    def _forget(self, judge: Judge, address: str) -> None:
        held = self.waiting.get(address, [])
        if judge in held:
            held.remove(judge)
        if not held:
            self.waiting.pop(address, None)

    def cut(self) -> None:
        for transport in list(self.transports):
            transport.abort()
        self.transports.clear()


class Judge(asyncio.Protocol):
    """A judge's connection: the request codes in plain, then TLS, then every byte relayed to
    the cluster and back.  Protocols rather than streams: a relayed message is one call each
    way, no task, no buffer of its own (a loaded laptop's CPU is the judges' latency)."""

    def __init__(self, door: Door) -> None:
        self.door = door
        self.transport: asyncio.Transport | None = None
        self.cluster: asyncio.Transport | None = None
        self.request = bytearray()
        self.early = bytearray()       # a judge's first bytes after the handshake, before the cluster answers
        self.secured = self.answered = False
        self.address: str | None = None          # counted at the door (None: refused, or not yet)
        self.proven = False
        self.since = 0.0                         # when it came (the loop's clock)
        self.answer: bytearray | None = bytearray()    # the cluster's messages, read until AuthenticationOk

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        peer, own = transport.get_extra_info("peername"), transport.get_extra_info("sockname")
        address = str(peer[0]) if peer else "?"
        self.since = asyncio.get_running_loop().time()
        if self.door.blocked or not self.door.admit(self, address, local=bool(own) and address == str(own[0])):
            transport.abort()
            return
        self.address = address
        _keepalive(transport)
        self.transport = transport
        self.door.transports.add(transport)
        asyncio.get_running_loop().call_later(self.door.limits.auth_timeout, self._expire)

    def _expire(self) -> None:
        if not self.proven and self.transport is not None:
            self.transport.abort()               # silent, or never through SCRAM: the slot is freed

    def evict(self) -> None:
        """Its slot taken by a newcomer at a full door: counted out now, closed."""
        if self.address is not None:
            self.door.gone(self, self.address, self.proven)
            self.address = None
        if self.transport is not None:
            self.transport.abort()

    def heard(self, data: bytes) -> None:
        """The cluster's side of the start: its AuthenticationOk proves the password."""
        if self.answer is None:
            return                               # not PostgreSQL's protocol: unproven until its time is up
        self.answer += data
        while len(self.answer) >= 5 and not self.proven:
            kind, length = self.answer[0], struct.unpack("!i", self.answer[1:5])[0]
            if not 4 <= length <= 65_536:
                self.answer = None
                return
            if len(self.answer) < 1 + length:
                return
            if kind == ord("R") and length == 8 and self.answer[5:9] == b"\0\0\0\0":
                self.proven = True
                if self.address is not None:
                    self.door.proven(self, self.address)
            del self.answer[:1 + length]
        if self.proven:
            self.answer = None

    def connection_lost(self, exc: Exception | None) -> None:
        if self.address is not None:
            self.door.gone(self, self.address, self.proven)
            self.address = None
        if self.transport is not None:
            self.door.transports.discard(self.transport)
        if self.cluster is not None:
            self.cluster.abort()

    def data_received(self, data: bytes) -> None:
        if self.secured:
            if self.cluster is not None:
                self.cluster.write(data)
            else:
                self.early += data
            return
        self.request += data
        while len(self.request) >= 8 and not (self.secured or self.answered):
            length, code = struct.unpack("!ii", self.request[:8])
            del self.request[:8]
            self._answer(length, code)

    def _answer(self, length: int, code: int) -> None:
        transport = self.transport
        assert transport is not None
        if code == GSS_REQUEST and length == 8:        # no GSSAPI: libpq then asks for TLS
            transport.write(b"N")
        elif code == CERT_REQUEST and length == 8:
            transport.write(struct.pack("!i", len(self.door.certificate)) + self.door.certificate)
            transport.close()
            self.answered = True
        elif code == SSL_REQUEST and length == 8 and not self.request:
            transport.write(b"S")
            self.secured = True                        # what comes next is TLS's, then the judge's
            asyncio.get_running_loop().create_task(self._secure(transport))
        else:
            transport.write(error_message("the tournament's server accepts TLS connections only (sslmode=require)"))
            transport.close()
            self.answered = True

    async def _secure(self, plain: asyncio.Transport) -> None:
        loop = asyncio.get_running_loop()
        try:
            tls = await loop.start_tls(plain, self, self.door.tls, server_side=True,
                                       ssl_handshake_timeout=HANDSHAKE_TIMEOUT)
        except (OSError, ssl.SSLError):     # TimeoutError and ConnectionError are OSErrors
            self.door.transports.discard(plain)
            plain.abort()
            return
        if tls is None or self.door.blocked or plain not in self.door.transports:
            self.door.transports.discard(plain)
            plain.abort()                   # cut during the handshake
            return
        self.door.transports.discard(plain)
        self.door.transports.add(tls)
        self.transport = tls
        try:
            await loop.create_connection(lambda: Cluster(self), "127.0.0.1", self.door.backend)
        except OSError:
            tls.abort()

    def pause_writing(self) -> None:           # the judge reads slowly: so does the cluster's side
        if self.cluster is not None:
            self.cluster.pause_reading()

    def resume_writing(self) -> None:
        if self.cluster is not None:
            self.cluster.resume_reading()


class Cluster(asyncio.Protocol):
    """The relay's other end: the connection to the cluster on 127.0.0.1."""

    def __init__(self, judge: Judge) -> None:
        self.judge = judge

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        if self.judge.transport is None or self.judge.transport.is_closing():
            transport.abort()               # the judge is gone (cut) while the cluster answered
            return
        self.judge.door.transports.add(transport)
        self.judge.cluster = transport
        if self.judge.early:
            transport.write(bytes(self.judge.early))
            self.judge.early.clear()

    def data_received(self, data: bytes) -> None:
        if not self.judge.proven:
            self.judge.heard(data)
        if self.judge.transport is not None:
            self.judge.transport.write(data)

    def connection_lost(self, exc: Exception | None) -> None:
        self.judge.door.transports.discard(self.transport)
        if self.judge.transport is not None:
            self.judge.transport.abort()

    def pause_writing(self) -> None:
        if self.judge.transport is not None:
            self.judge.transport.pause_reading()

    def resume_writing(self) -> None:
        if self.judge.transport is not None:
            self.judge.transport.resume_reading()


def _commands(loop: asyncio.AbstractEventLoop, door: Door, done: asyncio.Event, commands: TextIO,
              answers: TextIO) -> None:
    """The parent's lines, read in a thread (a pipe cannot be watched by the loop on Windows)."""
    def do(line: str) -> None:
        if line == "block":
            door.blocked = True
            door.cut()
        elif line == "unblock":
            door.blocked = False
        answers.write("ok\n")
        answers.flush()

    for raw in commands:
        line = raw.strip()
        if line == "stop":
            break
        loop.call_soon_threadsafe(do, line)
    loop.call_soon_threadsafe(done.set)        # stop, or the parent is gone


def _less(counts: dict[str, int], address: str) -> None:
    left = counts.get(address, 0) - 1
    if left > 0:
        counts[address] = left
    else:
        counts.pop(address, None)


def _keepalive(transport: asyncio.Transport) -> None:
    """A judge's device gone without a word (the battery, the Wi-Fi) is noticed in about 20 s."""
    sock = transport.get_extra_info("socket")
    if sock is None:
        return
    with contextlib.suppress(OSError, AttributeError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE, 10)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL, 5)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT, 2)


class _Quiet:
    """The loop's errors in the log as one line each, the same line at most once a minute: a
    flood of sockets (descriptors run out) fills no disk with tracebacks."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.last: dict[str, float] = {}

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, object]) -> None:
        error = context.get("exception")
        line = f"{context.get('message', 'error')}: {type(error).__name__}: {error}" if error else \
            str(context.get("message", "error"))
        line = " ".join(line.split())[:300]
        now = loop.time()
        if now - self.last.get(line, -1e9) >= 60:
            self.last[line] = now
            with contextlib.suppress(OSError, ValueError):
                self.stream.write(f"gate: {line}\n")
                self.stream.flush()


def _more_descriptors() -> None:
    """The soft limit of open files raised to the hard one (1,024 by default on a desktop)."""
    with contextlib.suppress(ImportError, OSError, ValueError):
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft < hard:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


async def serve(host: str, port: int, backend: int, cert: str, key: str, commands: TextIO, answers: TextIO,
                blocked: bool = False, limits: Limits | None = None) -> None:
    with open(cert, encoding="ascii") as file:
        certificate = ssl.PEM_cert_to_DER_cert(file.read())
    door = Door(backend, context(cert, key), certificate, limits)
    door.blocked = blocked
    asyncio.get_running_loop().set_exception_handler(_Quiet(sys.stderr))
    server = await asyncio.get_running_loop().create_server(lambda: Judge(door), host, port, backlog=256)
    done = asyncio.Event()
    answers.write(f"ready {server.sockets[0].getsockname()[1]}\n")
    answers.flush()
    threading.Thread(target=_commands, args=(asyncio.get_running_loop(), door, done, commands, answers),
                     name="gate-commands", daemon=True).start()
    await done.wait()
    server.close()
    door.cut()
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(server.wait_closed(), 5)


def main(argv: Sequence[str]) -> int:
    host, port, backend, cert, key, *rest = argv
    limits = next((Limits.read(word) for word in rest if word.startswith("limits=")), None)
    _more_descriptors()
    try:
        asyncio.run(serve(host, int(port), int(backend), cert, key, sys.stdin, sys.stdout, "blocked" in rest,
                          limits))
    except (OSError, ssl.SSLError, ValueError) as error:
        sys.stdout.write(f"error {error}\n")
        sys.stdout.flush()
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
