"""The judge's side of a live tournament (issue 29): join a table by its code, and push every
change of the game to the tournament's server — offline first.

The sheet records as it always does (the recovery file, the local archive); this module adds
one more follower of the document, :class:`LiveRecorder`, which appends each change to a
local outbox file (one JSON line per change, with its sequence number, written before the
call returns) and wakes :class:`Pusher`.  The pusher sends what the server has not
acknowledged, in order, in one transaction a batch; the server ignores a row it has
(``ON CONFLICT DO NOTHING`` on (round, table, game, seq)), so a batch resent after a lost
acknowledgement changes nothing.  With the network gone it waits and tries again; the sheet
shows how many changes are not sent yet.
"""
from __future__ import annotations

import hashlib
import json
import os
import socket
import ssl
import struct
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import psycopg
from psycopg.types.json import Jsonb

from ..atomic import write_atomic
from ..paths import PRIVATE_FOLDER, data_home
from .errors import LiveError
from .joincode import Parsed, parse, pin_of
from .libpq_files import libpq_file
from .tlsgate import CERT_REQUEST

CONNECT_TIMEOUT = 3
RETRY = 0.5          # seconds between two tries while the server cannot be reached
SILENCE_MS = 3000    # unacknowledged data for this long ends a connection (TCP_USER_TIMEOUT)
BATCH = 200
SEATS = 10
MAX_CERTIFICATE = 16_384   # bytes: a tournament's certificate is about 500


def device_id(home: Path | None = None) -> str:
    """This installation's id, made once: the claim of a table names it."""
    path = (home or data_home()) / "device-id"
    if path.exists():
        return path.read_text(encoding="utf-8").strip()
    made = uuid.uuid4().hex
    write_atomic(path, made.encode(), private=True)
    return made


def device_tag(device: str) -> str:
    """What the server keeps of a device's id (``live.tag``): the id itself lets a row in."""
    return hashlib.sha256(device.encode("utf-8")).hexdigest()


def conninfo(code: Parsed, rootcert: Path, device: str | None = None) -> str:
    """libpq verifies the server's certificate against ``rootcert``: the tournament's own
    (self-signed) certificate, pinned by the code (:func:`pinned`).  ``device``: this device's
    secret, shown at the login (``live.device``) so that the table's claiming device gets the
    slots a card's other connections may not take (live.CLAIM_SLOTS)."""
    # gssencmode=disable: the gate has no GSSAPI, and a libpq that finds Kerberos credentials
    # would otherwise spend a round trip asking for it before every connection.
    # keepalives and tcp_user_timeout: a network that goes silent (no reset: a Wi-Fi out of reach,
    # a blackhole) ends the connection within seconds, not at TCP's own pace of minutes, so that
    # the pusher tries a new one as soon as the network is back (issue 37 §5).
    shown = {} if device is None else {"options": "-c live.device=" + device.replace("\\", "\\\\").replace(" ", "\\ ")}
    return psycopg.conninfo.make_conninfo(host=code.host, port=code.port, dbname="tournament", user=code.role,
                                          password=code.password, sslmode="verify-ca", sslrootcert=libpq_file(rootcert),
                                          gssencmode="disable", connect_timeout=CONNECT_TIMEOUT,
                                          keepalives=1, keepalives_idle=2, keepalives_interval=1,
                                          keepalives_count=2, tcp_user_timeout=SILENCE_MS,
                                          application_name="mafia-protocol judge", **shown)


def pinned(code: Parsed, home: Path | None = None) -> Path:
    """The server's certificate, asked of the gate (tlsgate.CERT_REQUEST) and kept (in the data
    folder) once its SHA-256 begins with the code's pin.  The code holds only the pin, and libpq
    verifies a certificate only against a file: this makes that file, and libpq's verify-ca then
    proves that the server holds the certificate's key.
    LiveError ``live.pin.other``: another computer answers at the code's address.
    A certificate kept at an earlier join (the next round's) is used as it is, once it still
    matches the pin: libpq's verify-ca refuses an impostor just the same, and the join saves a
    connection to the laptop."""
    path = (home or data_home()) / "pinned" / f"{code.pin.hex()}.crt"
    if _kept(path, code.pin):
        return path
    where = f"{code.host}:{code.port}"
    try:
        with socket.create_connection((code.host, code.port), timeout=CONNECT_TIMEOUT) as plain, \
                plain.makefile("rb") as answer:
            plain.sendall(struct.pack("!ii", 8, CERT_REQUEST))
            head = answer.read(4)
            size = struct.unpack("!i", head)[0] if len(head) == 4 else -1
            certificate = answer.read(size) if 0 < size <= MAX_CERTIFICATE else b""
    except OSError as error:
        raise LiveError("live.unreachable", where=where, reason=error.strerror or str(error)) from error
    if not certificate:          # closed before a certificate came (a door that is full, a reset)
        raise LiveError("live.unreachable", where=where, reason="no answer")
    if pin_of(certificate) != code.pin:
        raise LiveError("live.pin.other", where=where)
    path.parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    # Not durable: a copy of what the server hands out, asked for again when it is lost.
    write_atomic(path, ssl.DER_cert_to_PEM_cert(certificate).encode("ascii"), private=True, durable=False)
    return path


def _kept(path: Path, pin: bytes) -> bool:
    try:
        return pin_of(ssl.PEM_cert_to_DER_cert(path.read_text(encoding="ascii"))) == pin
    except (OSError, ValueError):
        return False


def connect(code: Parsed, rootcert: Path, *, autocommit: bool = False, device: str | None = None
            ) -> psycopg.Connection[Any]:
    try:
        return psycopg.connect(conninfo(code, rootcert, device), autocommit=autocommit)
    except psycopg.OperationalError as error:
        reason = str(error).strip().splitlines()[-1] if str(error).strip() else type(error).__name__
        raise LiveError("live.unreachable", where=f"{code.host}:{code.port}", reason=reason) from error


@dataclass(frozen=True)
class Joined:
    """A table joined: the place and the players of its game of the current round."""

    code: Parsed
    tournament: str
    round: int
    table: int
    names: tuple[str, ...]
    device: str
    rootcert: Path        # the tournament's certificate, pinned (pinned())
    game: int = 1         # 2, 3 … when the table's device was replaced (the secretary freed it)

    def seeded(self) -> dict[str, Any]:
        """The game's start as the sheet's new-game dialog takes it (roles still to deal)."""
        # No seating (serve --tables N): ten seats whose names the judge types.
        names = self.names or ("",) * SEATS
        return {"players": [{"seat": i, "name": name} for i, name in enumerate(names, start=1)],
                "meta": {"tournament": self.tournament, "round": self.round, "table": self.table}}

    @property
    def key(self) -> str:
        return f"{self.code.pin.hex()}-r{self.round}-t{self.table}-g{self.game}"


# One statement, one round trip: the tournament, the table's first round not finished, and the
# claim of it (made now, or the one already there: another device's refuses the join), and the
# game this device records there: its own, or the next number after a device that was replaced.
_JOIN = """
WITH next AS (SELECT round, players FROM live.seating WHERE NOT finished ORDER BY round LIMIT 1),
     claimed AS (INSERT INTO live.claims (round, table_no, device)
                 SELECT round, %(table)s, live.tag(%(device)s) FROM next
                 WHERE NOT EXISTS (SELECT FROM live.claims c WHERE c.table_no = %(table)s
                                   AND c.device <> live.tag(%(device)s))
                 ON CONFLICT (round, table_no) DO NOTHING RETURNING device),
     sent AS (SELECT o.game, o.device_tag FROM live.outbox o JOIN next ON o.round = next.round
              WHERE o.table_no = %(table)s)
SELECT info.tournament, next.round, next.players,
       coalesce((SELECT device FROM claimed),
                (SELECT c.device FROM live.claims c WHERE c.round = next.round AND c.table_no = %(table)s),
                (SELECT c.device FROM live.claims c WHERE c.table_no = %(table)s ORDER BY c.round DESC LIMIT 1)),
       coalesce((SELECT max(game) FROM sent WHERE device_tag = live.tag(%(device)s)),
                (SELECT max(game) FROM sent) + 1, 1)
FROM live.info AS info LEFT JOIN next ON true
"""


def join(text: str, device: str, home: Path | None = None) -> Joined:
    """The table of ``text`` (a join code) claimed for ``device``, with its current round's
    players.  LiveError: a bad code, the server unreachable or not the code's (its certificate
    is not the pinned one), no game left, the table held by another device."""
    code = parse(text)
    rootcert = pinned(code, home)
    connection = connect(code, rootcert, autocommit=True, device=device)      # one statement: no BEGIN, no COMMIT
    try:
        row = connection.execute(_JOIN, {"table": code.table, "device": device}).fetchone()
        if row is None or row[1] is None:       # no live.info row, or no round left at the table
            raise LiveError("live.no_game", table=code.table, round="—")
        tournament, round_no, names, holder, game = row
        if holder != device_tag(device):
            raise LiveError("live.taken", table=code.table, round=round_no, device=(holder or "?")[:8])
    except BaseException:
        connection.close()
        raise
    joined = Joined(code, tournament, round_no, code.table, tuple(names), device, rootcert, game)
    _HANDOFF.put(_door(joined), connection)
    return joined


class _Handoff:
    """The join's connection, kept for the table's pusher: the TLS handshake and the password
    are paid once a device, not once a connection (issue 37 §6).  One a table: a join again
    closes the one before."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.kept: dict[str, psycopg.Connection[Any]] = {}

    def put(self, key: str, connection: psycopg.Connection[Any]) -> None:
        with self.lock:
            before, self.kept[key] = self.kept.get(key), connection
        if before is not None:
            before.close()

    def take(self, key: str) -> psycopg.Connection[Any] | None:
        with self.lock:
            return self.kept.pop(key, None)


_HANDOFF = _Handoff()


def _door(joined: Joined) -> str:
    """The handoff's key: the table's game at one address (a connection is to that door only)."""
    return f"{joined.key}@{joined.code.host}:{joined.code.port}"


class Outbox:
    """The changes not yet on the server, in a file of the data folder: one JSON line each,
    and the last sequence number the server acknowledged beside it."""

    def __init__(self, key: str, home: Path | None = None) -> None:
        folder = (home or data_home()) / "outbox"
        folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        self.path, self.sent_path = folder / f"{key}.jsonl", folder / f"{key}.sent"
        self.lock = threading.Lock()
        self.rows: list[tuple[int, str, dict[str, Any]]] = []
        if self.path.exists():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = json.loads(line)
                    self.rows.append((row["seq"], row["kind"], row["payload"]))
        self.sent = int(self.sent_path.read_text()) if self.sent_path.exists() else 0

    def append(self, kind: str, payload: dict[str, Any]) -> int:
        with self.lock:
            seq = (self.rows[-1][0] if self.rows else 0) + 1
            line = json.dumps({"seq": seq, "kind": kind, "payload": payload}, ensure_ascii=False) + "\n"
            descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                os.write(descriptor, line.encode("utf-8"))
            finally:
                os.close(descriptor)
            self.rows.append((seq, kind, json.loads(line)["payload"]))     # a copy: the document moves on
            return seq

    def unsent(self) -> list[tuple[int, str, dict[str, Any]]]:
        with self.lock:
            return [row for row in self.rows if row[0] > self.sent]

    def acknowledge(self, seq: int) -> None:
        with self.lock:
            self.sent = max(self.sent, seq)
            write_atomic(self.sent_path, str(self.sent).encode(), private=True, durable=False)

    def rewind(self, held: int) -> None:
        """The server holds this game's rows up to ``held`` only: the rest is sent again."""
        with self.lock:
            if held < self.sent:
                self.sent = max(held, 0)
                write_atomic(self.sent_path, str(self.sent).encode(), private=True, durable=False)


_PUSH = """
WITH v (round, table_no, game, seq, device, kind, payload) AS (VALUES {values}),
     added AS (INSERT INTO live.outbox (round, table_no, game, seq, device, kind, payload)
               SELECT * FROM v ON CONFLICT DO NOTHING RETURNING seq),
     differ AS (SELECT v.* FROM v JOIN live.outbox o USING (round, table_no, game, seq)
                WHERE o.kind <> v.kind OR o.payload <> v.payload),
     noted AS (INSERT INTO live.conflicts (round, table_no, game, seq, device)
               SELECT round, table_no, game, seq, device FROM differ ON CONFLICT DO NOTHING)
SELECT seq FROM differ ORDER BY seq
"""


# At every new connection: where the server's rows of the game end, and its saves no longer wait
# for the laptop's disk (8 ms a commit, 20-30 ms at the p99 of a busy laptop: issue 37 §6).  A
# crash of the server can then lose its last fraction of a second (the write-ahead log keeps the
# order: the end of the rows, never a row in the middle); every crash ends every connection, and
# the next one finds where the rows end and sends the rest again from the outbox, which keeps
# every change.  The claim (the join's statement, before this) waits for the disk as before.
_RESUME = """
SELECT set_config('synchronous_commit', 'off', false), coalesce(max(seq), 0) FROM live.outbox
WHERE round = %s AND table_no = %s AND game = %s
"""


class Pusher:
    """Sends an outbox to the server in a thread of its own, for as long as the game is open."""

    def __init__(self, joined: Joined, outbox: Outbox, on_count: Callable[[int], None] | None = None) -> None:
        self.joined, self.outbox = joined, outbox
        self.on_count = on_count or (lambda n: None)
        self.problem: str | None = None
        self.conflicts: set[int] = set()      # sequence numbers the server holds with other contents
        self._wake, self._idle, self._closing = threading.Event(), threading.Event(), False
        self._connection: psycopg.Connection[Any] | None = None
        self._thread = threading.Thread(target=self._run, name="live-push", daemon=True)
        self._thread.start()

    @property
    def unsent(self) -> int:
        return len(self.outbox.unsent())

    def wake(self) -> None:
        self._idle.clear()
        self._wake.set()

    def wait_sent(self, timeout: float) -> bool:
        """True when everything is on the server (tests, closing the sheet)."""
        self.wake()
        return self._idle.wait(timeout) and not self.outbox.unsent()

    def close(self) -> None:
        self._closing = True
        self._wake.set()
        self._thread.join(10)

    def _run(self) -> None:
        # Connected before the first change: the TLS handshake, the password and the server's new
        # backend are paid while the judge deals the roles, not by the first event's save.
        try:
            self._connected()
        except psycopg.Error:
            self._drop()                 # offline: the first send tries again
        while not self._closing:
            rows = self.outbox.unsent()
            if rows and self._send(rows[:BATCH]):
                continue
            self.on_count(len(self.outbox.unsent()))
            if not self.outbox.unsent():
                self._idle.set()
            self._wake.wait(RETRY if self.outbox.unsent() else None)
            self._wake.clear()
        if self._connection is not None:
            self._connection.close()

    def _send(self, rows: list[tuple[int, str, dict[str, Any]]]) -> bool:
        j = self.joined
        # One statement, so one round trip through the gate, and atomic without BEGIN and COMMIT.
        # A row the server has is ignored; one it has with other contents at the same sequence
        # number (the outbox file lost and begun again) is a conflict, said to the secretary
        # (live.conflicts) and on the sheet (:attr:`conflicts`), never dropped in silence.
        values = ", ".join(["(%s::int, %s::int, %s::int, %s::int, %s::text, %s::text, %s::jsonb)"] * len(rows))
        params: list[Any] = []
        for seq, kind, payload in rows:
            params += [j.round, j.table, j.game, seq, j.device, kind, Jsonb(payload)]
        while True:
            # A connection kept from before may have died quietly (the server restarted, the
            # Wi-Fi came back): one more try on a new one at once rather than after RETRY.
            kept = self._connection is not None and not self._connection.closed
            try:
                differ = self._connected().execute(_PUSH.replace("{values}", values), params).fetchall()
                break
            except psycopg.errors.InsufficientPrivilege as error:     # the claim is gone: the server refuses
                self.problem = str(error).strip().splitlines()[0]
                self._drop()
                return False
            except psycopg.Error:
                self._drop()
                if not kept:
                    return False
        self.problem = None
        self.conflicts |= {seq for (seq,) in differ}
        if rows[0][0] <= self.outbox.sent + 1:      # else the new connection found rows lost before these
            self.outbox.acknowledge(rows[-1][0])
        self.on_count(len(self.outbox.unsent()))
        return True

    def _connected(self) -> psycopg.Connection[Any]:
        if self._connection is None or self._connection.closed:
            # the join's own connection first (a dead one is replaced by _send's one more try)
            self._connection = _HANDOFF.take(_door(self.joined)) or psycopg.connect(
                conninfo(self.joined.code, self.joined.rootcert, self.joined.device), autocommit=True)
            j = self.joined
            held = self._connection.execute(_RESUME, (j.round, j.table, j.game)).fetchone()
            self.outbox.rewind(int(held[1]) if held is not None else 0)
        return self._connection

    def _drop(self) -> None:
        if self._connection is not None:
            try:
                self._connection.close()
            except psycopg.Error:
                pass
        self._connection = None


class _Document(Protocol):
    listeners: list[Any]
    phases: list[Any]

    def to_json(self) -> dict[str, Any]: ...


class LiveRecorder:
    """Follows the open game (as the autosave does) and puts each change in the outbox."""

    def __init__(self, joined: Joined, home: Path | None = None,
                 on_count: Callable[[int], None] | None = None) -> None:
        self.joined = joined
        self.outbox = Outbox(joined.key, home)
        self.pusher = Pusher(joined, self.outbox, on_count)
        self.doc: _Document | None = None

    def attach(self, doc: _Document, author: str | None = None) -> None:
        self.doc, self.author = doc, author
        if not self.outbox.rows:
            self.outbox.append("document", {"document": doc.to_json(), "author": author})
        doc.listeners.append(self.changed)
        self.pusher.wake()

    def changed(self, change: Any) -> None:
        assert self.doc is not None
        if change.appended is not None:
            for added in change.appended:
                self.outbox.append("event", {"phase": added.phase, "name": self.doc.phases[added.phase].name,
                                             "event": added.event})
        else:
            self.outbox.append("document", {"document": self.doc.to_json(), "author": self.author})
        self.pusher.wake()

    def signed(self, signature: dict[str, Any]) -> None:
        self.outbox.append("sign", {"signature": signature, "signer": signature.get("signer") or self.author})
        self.pusher.wake()

    def detach(self) -> None:
        if self.doc is not None and self.changed in self.doc.listeners:
            self.doc.listeners.remove(self.changed)
        self.pusher.close()


def recorded(joined: Joined, home: Path | None = None) -> dict[str, Any] | None:
    """The game this device recorded at the joined table, from its outbox (None: not begun)."""
    from .live import fold
    outbox = Outbox(joined.key, home)
    doc: dict[str, Any] | None = None
    for _, kind, payload in outbox.rows:
        doc = fold(doc, kind, payload)
    return doc
