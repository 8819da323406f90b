"""Issue 37 §5 and §7 at the judges' door, against the real server: a stranger on the hall's
network (another address of the loopback, 127.0.0.2 and .3) holding idle sockets or TLS
handshakes that never answer SCRAM gets a few slots, each for a few seconds; one table's card
holds a few of the cluster's connections, never all; a table's login reaches its tournament's
database and nothing else — and a judge's game still arrives meanwhile."""
from __future__ import annotations

import socket
import ssl
import struct
import time

import psycopg
import pytest
from test_live import judging, serving, settled, whole

from app.storage.joincode import parse
from app.storage.live import CLAIM_SLOTS, ROLE_CONNECTIONS
from app.storage.replica import conninfo, join, pinned
from app.storage.tlsgate import SSL_REQUEST, Limits

LIMITS = Limits(per_address=64, unproven_per_address=4, unproven=16, auth_timeout=2.0)


@pytest.fixture(scope="module")
def server():
    with serving("mafia-door-", limits=LIMITS) as served:
        yield served


def stranger(port: int, source: str) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))


def closed(sock: socket.socket, wait: float) -> bool:
    sock.settimeout(wait)
    try:
        return sock.recv(1) == b""
    except TimeoutError:
        return False
    except (ConnectionResetError, ssl.SSLError, OSError):
        return True


def unanswered_scram(port: int, source: str) -> ssl.SSLSocket:
    """TLS made, a startup packet sent for table 1's role, the server's SCRAM question never answered."""
    raw = stranger(port, source)
    raw.sendall(struct.pack("!ii", 8, SSL_REQUEST))
    if raw.recv(1) != b"S":         # closed by the door: a reset, or an end when nothing was read yet
        raw.close()
        raise ConnectionRefusedError("the door closed the connection")
    insecure = ssl.create_default_context()
    insecure.check_hostname, insecure.verify_mode = False, ssl.CERT_NONE
    tls = insecure.wrap_socket(raw)
    body = struct.pack("!i", 196608) + b"user\0table_1\0database\0tournament\0\0"
    tls.sendall(struct.pack("!i", len(body) + 4) + body)
    head = tls.recv(5)
    assert head[:1] == b"R"                     # AuthenticationSASL: the server waits for the password
    size = struct.unpack("!i", head[1:])[0] - 4
    while size > 0:
        size -= len(tls.recv(size))
    return tls


def test_a_stranger_holds_a_few_slots_for_a_few_seconds_and_the_judges_go_on(server, tmp_path):
    idle = [stranger(server.port, "127.0.0.2") for _ in range(40)]
    asking = [unanswered_scram(server.port, "127.0.0.3") for _ in range(LIMITS.unproven_per_address)]
    try:
        time.sleep(0.5)
        held = [s for s in idle if not closed(s, 0.05)]
        assert len(held) == LIMITS.unproven_per_address          # the rest refused at once
        with pytest.raises(OSError):                               # a fifth handshake of .3 is refused
            unanswered_scram(server.port, "127.0.0.3")

        doc, events, sample, recorder = judging(server.codes()[0].text(), "tablet-1", tmp_path)   # from 127.0.0.1
        whole(doc, events, sample, recorder)
        settled(server, 1, doc)

        time.sleep(LIMITS.auth_timeout + 0.5)
        assert all(closed(s, 1) for s in held + asking)           # timed out: silent, or never through SCRAM
        assert not recorder.pusher._connection.closed              # the judge's quiet connection is kept
        recorder.detach()
    finally:
        for sock in idle + asking:
            sock.close()
    log = (server.folder / "gate.log").stat()
    assert log.st_size < 10_000 and log.st_mode & 0o077 == 0


def test_one_card_holds_a_few_connections_and_reaches_its_database_only(server, tmp_path):
    """The card lying on table 3 opens connections until refused: the claiming device still gets
    the slots kept for it, another table joins, and the card reaches its database only."""
    claim = join(server.codes()[2].text(), device="tablet-3", home=tmp_path / "judge")    # the table's judge
    code = parse(server.codes()[2].text())
    rootcert = pinned(code, tmp_path)
    held, mine = [], []
    try:
        with pytest.raises(psycopg.OperationalError, match="without the device that claims its table"):
            for _ in range(ROLE_CONNECTIONS):
                held.append(psycopg.connect(conninfo(code, rootcert)))
        assert len(held) + 1 == ROLE_CONNECTIONS - CLAIM_SLOTS          # with the judge's join, kept
        for _ in range(CLAIM_SLOTS):                                      # the claiming device gets in
            mine.append(psycopg.connect(conninfo(code, rootcert, claim.device)))
        with pytest.raises(psycopg.OperationalError, match="too many connections for role"):
            psycopg.connect(conninfo(code, rootcert, claim.device))      # the role's own limit, for it too
        other = join(server.codes()[3].text(), device="tablet-4", home=tmp_path)      # another table joins
        assert other.table == 4
    finally:
        for connection in held + mine:
            connection.close()
    for database in ("postgres", "template1"):
        with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
            psycopg.connect(conninfo(code, rootcert).replace("dbname=tournament", f"dbname={database}"))
    with psycopg.connect(conninfo(code, rootcert)) as own, pytest.raises(psycopg.errors.InsufficientPrivilege):
        own.execute("CREATE TEMP TABLE mine (x int)")
