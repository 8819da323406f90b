"""The judges' door to the tournament's server: TLS on the laptop's network address.

The wheel's PostgreSQL is built without OpenSSL, so the TLS of PostgreSQL's own protocol is
spoken here: a client's ``SSLRequest`` is answered ``S``, the handshake is made with the
tournament's certificate (:func:`make_certificate`), and the decrypted stream goes on to the
cluster on 127.0.0.1, which still asks for the role's ``scram-sha-256`` password.  A client
that does not ask for TLS gets PostgreSQL's own error message and nothing else.

``block()`` closes every judge's connection and refuses new ones until ``unblock()``: the
network gone, as the tests and the benchmark need it.
"""
from __future__ import annotations

import asyncio
import datetime
import ipaddress
import ssl
import struct
import threading
from pathlib import Path

from ..atomic import write_atomic

SSL_REQUEST = 80877103
GSS_REQUEST = 80877104
# Ours, in PostgreSQL's range of request codes (1234 in the high half): "send me your certificate".
# A judge's sheet checks it against the join code's pin before libpq connects (replica.pinned);
# no handshake is spent on it, and libpq's verify-ca then proves the server holds its key.
CERT_REQUEST = (1234 << 16) | 5699


# The judges' sheets trust the certificate by its pin (the join code), not by a date: a window
# from a past date to RFC 5280's "no expiry" lets a judge's laptop whose clock is wrong join, and
# a season longer than a few months keep its printed codes (a 90-day certificate used to expire).
VALID_FROM = datetime.datetime(2000, 1, 1, tzinfo=datetime.UTC)
VALID_UNTIL = datetime.datetime(9999, 12, 31, 23, 59, 59, tzinfo=datetime.UTC)


def make_certificate(folder: Path, tournament: str, host: str) -> tuple[Path, Path]:
    """A self-signed certificate for ``host`` made for this tournament (kept and reused
    while it names the same address)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    folder.mkdir(mode=0o700, exist_ok=True)
    cert_path, key_path = folder / "server.crt", folder / "server.key"
    marker = folder / "host"
    if cert_path.exists() and key_path.exists() and marker.exists() and marker.read_text() == host:
        return cert_path, key_path
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"Mafia Protocol: {tournament}"[:64])])
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(VALID_FROM).not_valid_after(VALID_UNTIL)
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address(host))]),
                           critical=False)
            .sign(key, hashes.SHA256()))
    write_atomic(key_path, key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                             serialization.NoEncryption()), private=True)
    write_atomic(cert_path, cert.public_bytes(serialization.Encoding.PEM), private=True)
    write_atomic(marker, host.encode(), private=True)
    return cert_path, key_path


def _error_message(text: str) -> bytes:
    """PostgreSQL's ErrorResponse, so that psql and libpq show ``text`` as the server's."""
    fields = b"SFATAL\0C28000\0M" + text.encode("utf-8") + b"\0\0"
    return b"E" + struct.pack("!i", len(fields) + 4) + fields


class Gate:
    """Listens on ``host:port`` in a thread of its own and relays to ``127.0.0.1:backend``."""

    def __init__(self, host: str, port: int, backend: int, cert: Path, key: Path) -> None:
        self.host, self.port, self.backend = host, port, backend
        self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.context.minimum_version = ssl.TLSVersion.TLSv1_2
        self.context.load_cert_chain(cert, key)
        self.certificate = ssl.PEM_cert_to_DER_cert(cert.read_text(encoding="ascii"))
        self.loop = asyncio.new_event_loop()
        self.blocked = False
        self.clients: set[asyncio.StreamWriter] = set()
        self.thread = threading.Thread(target=self.loop.run_forever, name="tls-gate", daemon=True)
        self.server: asyncio.Server | None = None

    def start(self) -> None:
        self.thread.start()
        self.server = asyncio.run_coroutine_threadsafe(
            asyncio.start_server(self._client, self.host, self.port), self.loop).result(10)

    def stop(self) -> None:
        if self.server is not None:
            asyncio.run_coroutine_threadsafe(self._close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)

    def block(self) -> None:
        """The network is gone: every judge's connection is cut, new ones are refused."""
        self.blocked = True
        asyncio.run_coroutine_threadsafe(self._cut(), self.loop).result(10)

    def unblock(self) -> None:
        self.blocked = False

    async def _close(self) -> None:
        assert self.server is not None
        self.server.close()
        await self._cut()
        await self.server.wait_closed()

    async def _cut(self) -> None:
        for writer in list(self.clients):
            writer.transport.abort()
        self.clients.clear()

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.blocked:
            writer.transport.abort()
            return
        self.clients.add(writer)
        try:
            if await self._negotiate(reader, writer):
                await self._relay(reader, writer)
        except (OSError, asyncio.IncompleteReadError, ssl.SSLError):
            pass
        finally:
            self.clients.discard(writer)
            writer.transport.abort()

    async def _negotiate(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        length, code = struct.unpack("!ii", await reader.readexactly(8))
        if code == GSS_REQUEST:          # no GSSAPI: libpq then asks for TLS
            writer.write(b"N")
            await writer.drain()
            length, code = struct.unpack("!ii", await reader.readexactly(8))
        if code == CERT_REQUEST and length == 8:
            writer.write(struct.pack("!i", len(self.certificate)) + self.certificate)
            await writer.drain()
            return False
        if code != SSL_REQUEST or length != 8:
            writer.write(_error_message("the tournament's server accepts TLS connections only (sslmode=require)"))
            await writer.drain()
            return False
        writer.write(b"S")
        await writer.drain()
        await writer.start_tls(self.context)
        return True

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.backend)
        self.clients.add(up_writer)
        try:
            await asyncio.gather(_pump(reader, up_writer), _pump(up_reader, writer))
        finally:
            self.clients.discard(up_writer)
            up_writer.transport.abort()


async def _pump(source: asyncio.StreamReader, target: asyncio.StreamWriter) -> None:
    try:
        while data := await source.read(65536):
            target.write(data)
            await target.drain()
    finally:
        target.transport.abort()
