"""*Турнир → Открыть для столов* and ``mafia-protocol serve``: the tournament's server started,
its tables' join codes made, the judges' changes applied to its archive until it stops
(``TournamentServer(name, tables=N, grid=seating).start()``, ``.codes()``, ``.stop()``;
tests/app/storage/test_live.py runs it on 127.0.0.1).
"""
from __future__ import annotations

import logging
import ssl
import threading
import time
from pathlib import Path
from urllib.parse import quote

import psycopg
from sqlalchemy import create_engine
from sqlalchemy.exc import InterfaceError, OperationalError

from ..atomic import write_atomic
from ..i18n import SOURCE
from . import live
from .archive import Archive
from .errors import ArchiveError
from .joincode import JoinCode, password_of, pin_of
from .libpq_files import ascii_path
from .live_ingest import Ingest
from .server import DATABASE, PUBLIC_PORT, SUPERUSER, Cluster, ServerError, free_port, lan_address, tournament_folder
from .serving_lock import ServingLock
from .tlsgate import Gate, Limits, make_certificate

_log = logging.getLogger(__name__)
INGEST_PAUSE = 0.1      # seconds between two looks at the outbox when nothing came


class TournamentServer:
    def __init__(self, tournament: str, *, tables: int, grid: list[list[list[str]]] | None = None,
                 host: str | None = None, folder: Path | None = None, limits: Limits | None = None) -> None:
        self.tournament, self.tables, self.grid = tournament, tables, grid or []
        self.limits = limits            # of the judges' door (the gate's defaults when None)
        self.folder = folder or tournament_folder(tournament)
        self.host = host or lan_address()
        self.cluster = Cluster(self.folder)
        self.lock = ServingLock(self.folder)
        self.gate: Gate | None = None
        self.archive: Archive | None = None
        self.port = 0
        self.pin = b""
        self.started_in = 0.0
        self._stop = threading.Event()
        self._ingest: threading.Thread | None = None

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"

    @property
    def archive_url(self) -> str:
        """The archive of the tournament, for the secretary's program on this laptop."""
        return self.running.url()

    @property
    def shown_url(self) -> str:
        """The archive's address without its password, to show: libpq reads the password from
        ``pgpass`` in the tournament's folder (0600, written at each start), named as libpq
        can open it on Windows under a Cyrillic profile (its short name; the file is private,
        so never a shared copy)."""
        passfile = quote(str(ascii_path(self.passfile)))
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.running.port}/{DATABASE}?passfile={passfile}"

    @property
    def passfile(self) -> Path:
        return self.folder / "pgpass"

    def start(self) -> None:
        """LiveError ``live.running``: another program serves the tournament (nothing is touched)."""
        began = time.monotonic()
        port = int(str(self.cluster.settings.value("port", free_port(self.host, PUBLIC_PORT))))
        self.lock.acquire(self.tournament, f"{self.host}:{port}")
        try:
            self._start(port)
        except BaseException:
            self.lock.release()
            raise
        self.lock.update(self.address)
        self.started_in = time.monotonic() - began

    def _start(self, port: int) -> None:
        self.port = port if _free(self.host, port) else free_port(self.host)
        cert, key = make_certificate(self.folder / "tls", self.tournament, self.host)
        self.pin = pin_of(ssl.PEM_cert_to_DER_cert(cert.read_text(encoding="ascii")))
        self.gate = Gate(self.host, self.port, self.cluster.reserve_port(), cert, key,
                         log=self.folder / "gate.log", limits=self.limits)
        try:
            self.gate.launch(blocked=True)      # its interpreter starts while the cluster does
            self.running = self.cluster.start()
            write_atomic(self.passfile, _pgpass_line(self.running.port, self.running.password).encode(), private=True)
            self._prepare()
            self.cluster.synced()           # a new cluster wholly on the disk before any judge comes in
            self._open_gate()
        except BaseException:
            self.stop()
            raise
        self._stop.clear()
        self._ingest = threading.Thread(target=self._ingesting, name="live-ingest", daemon=True)
        self._ingest.start()

    def _open_gate(self) -> None:
        assert self.gate is not None
        try:
            self.gate.ready()
        except ServerError:
            # The port found free a moment ago was taken meanwhile (another program): any free
            # one, as when it was taken before the start; the window shows the codes anew.
            gate = self.gate
            self.gate = Gate(self.host, 0, gate.backend, gate.cert, gate.key, log=gate.log, limits=gate.limits)
            self.gate.start()
            self.port = self.gate.port
            return
        self.gate.unblock()

    def _prepare(self) -> None:
        from . import open_archive
        with psycopg.connect(self.running.url("postgres"), autocommit=True) as admin:
            if admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE,)).fetchone() is None:
                admin.execute(f'CREATE DATABASE "{DATABASE}"')
        self.archive = open_archive(self.archive_url)       # the archive's migrations, as they are
        if self.archive.tournament(self.tournament) is None:
            self.archive.add_tournament(self.tournament)
        live.install(self.archive.engine, self.tournament, DATABASE)
        live.set_tables(self.archive.engine, {t: password_of(self.cluster.settings.table_secret(t))
                                              for t in range(1, self.tables + 1)})
        if self.grid:
            live.publish_seating(self.archive.engine, self.grid)
        else:
            live.open_rounds(self.archive.engine, self.tables)

    def codes(self) -> list[JoinCode]:
        return [JoinCode(self.host, self.port, self.tournament, t, self.cluster.settings.table_secret(t),
                         self.pin) for t in range(1, self.tables + 1)]

    def problems(self) -> list[live.Problem]:
        """The judges' changes the archive refused, for the secretary to see."""
        return live.problems(self.archive.engine) if self.archive is not None else []

    def free_table(self, round_no: int, table: int) -> bool:
        assert self.archive is not None
        return live.free_table(self.archive.engine, round_no, table)

    def ingest_now(self) -> int:
        assert self.archive is not None
        return Ingest(self.archive, self.tournament).run_once()

    def _ingesting(self) -> None:
        assert self.archive is not None
        # Without waiting for the disk at each commit: what the ingest writes is made again from
        # the outbox (durable: the judges' commits wait for it), and the write-ahead log keeps
        # its order, so a crash loses at most its last passes, applied again after the start;
        # meanwhile the judges' commits no longer queue behind its flushes (issue 37 §6).
        engine = create_engine(self.archive.engine.url, pool_size=2,
                               connect_args={"options": "-c synchronous_commit=off"})
        ingest = Ingest(Archive(engine), self.tournament)
        failed = ""
        while not self._stop.is_set():
            self._watch_gate()
            try:
                if not ingest.run_once():
                    self._stop.wait(INGEST_PAUSE)
            except (ArchiveError, OperationalError, InterfaceError):   # stopping: the next start goes on
                # or the cluster restarted after a crash of one of its processes, which may have
                # lost its last fraction of a second: what was applied is read again from it
                ingest = Ingest(Archive(engine), self.tournament)
                self._stop.wait(1)
            except Exception as error:      # noqa: BLE001 — the ingest never ends while the server runs
                if repr(error) != failed:   # the same fault again is not logged again
                    failed = repr(error)
                    _log.exception("the ingest's pass failed; trying again")
                self._stop.wait(1)
        engine.dispose()

    def _watch_gate(self) -> None:
        """A gate's process that ended while the server runs (killed, crashed) is started again
        on the same port: the judges' pushers find the door open at their next try."""
        gate = self.gate
        try:
            if gate is not None and gate.revive():
                _log.warning("the TLS gate had stopped; started again on port %s", gate.port)
        except ServerError as error:
            _log.warning("the TLS gate cannot start again: %s", error.message(SOURCE))

    def stop(self) -> None:
        """Stops what this program started; nothing when it never held the tournament (another
        program serves it: its cluster is not this one's to stop)."""
        if not self.lock.held:
            return
        self._stop.set()
        if self._ingest is not None:
            self._ingest.join(30)
            self._ingest = None
        if self.gate is not None:
            self.gate.stop()
            self.gate = None
        if self.archive is not None:
            self.archive.close()
            self.archive = None
        self.cluster.stop()
        self.lock.release()


def _pgpass_line(port: int, password: str) -> str:
    escaped = password.replace("\\", "\\\\").replace(":", "\\:")
    return f"127.0.0.1:{port}:*:{SUPERUSER}:{escaped}\n"


def _free(host: str, port: int) -> bool:
    try:
        return free_port(host, port) == port
    except ServerError:
        return False
