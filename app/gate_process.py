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

Run: ``python -m app.gate_process HOST PORT BACKEND CERT KEY`` (the bundle: ``mafia-protocol
--tls-gate HOST PORT BACKEND CERT KEY``, see :func:`app.cli.main`).
"""
from __future__ import annotations

import asyncio
import contextlib
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
    """The listening socket and the connections through it, in one asyncio loop."""

    def __init__(self, backend: int, tls: ssl.SSLContext, certificate: bytes) -> None:
        self.backend, self.tls, self.certificate = backend, tls, certificate
        self.blocked = False
        self.transports: set[asyncio.WriteTransport] = set()

    def cut(self) -> None:
        for transport in list(self.transports):
            transport.abort()
        self.transports.clear()

    async def client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.blocked:
            writer.transport.abort()
            return
        self.transports.add(writer.transport)
        try:
            secured = await self._negotiate(reader, writer)
            if secured:
                await self._relay(reader, writer)
        except (OSError, asyncio.IncompleteReadError, ssl.SSLError):     # TimeoutError is an OSError
            pass
        finally:
            self.transports.discard(writer.transport)
            writer.transport.abort()

    async def _negotiate(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        length, code = struct.unpack("!ii", await reader.readexactly(8))
        if code == GSS_REQUEST:          # no GSSAPI: libpq then asks for TLS
            writer.write(b"N")
            length, code = struct.unpack("!ii", await reader.readexactly(8))
        if code == CERT_REQUEST and length == 8:
            writer.write(struct.pack("!i", len(self.certificate)) + self.certificate)
            await writer.drain()
            return False
        if code != SSL_REQUEST or length != 8:
            writer.write(error_message("the tournament's server accepts TLS connections only (sslmode=require)"))
            await writer.drain()
            return False
        writer.write(b"S")
        await writer.drain()
        plain = writer.transport
        await writer.start_tls(self.tls, ssl_handshake_timeout=HANDSHAKE_TIMEOUT)
        self.transports.discard(plain)
        self.transports.add(writer.transport)
        return True

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.backend)
        self.transports.add(up_writer.transport)
        try:
            await asyncio.gather(_pump(reader, up_writer), _pump(up_reader, writer))
        finally:
            self.transports.discard(up_writer.transport)
            up_writer.transport.abort()


async def _pump(source: asyncio.StreamReader, target: asyncio.StreamWriter) -> None:
    try:
        while data := await source.read(65536):
            target.write(data)
            await target.drain()
    finally:
        target.transport.abort()


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


async def serve(host: str, port: int, backend: int, cert: str, key: str, commands: TextIO, answers: TextIO) -> None:
    with open(cert, encoding="ascii") as file:
        certificate = ssl.PEM_cert_to_DER_cert(file.read())
    door = Door(backend, context(cert, key), certificate)
    server = await asyncio.start_server(door.client, host, port)
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
    host, port, backend, cert, key = argv
    try:
        asyncio.run(serve(host, int(port), int(backend), cert, key, sys.stdin, sys.stdout))
    except (OSError, ssl.SSLError, ValueError) as error:
        sys.stdout.write(f"error {error}\n")
        sys.stdout.flush()
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
