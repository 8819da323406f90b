"""Fixtures of the archive's tests, which run on SQLite and on a real PostgreSQL server.

Imported by each test module (``from storage_fixtures import …``) rather than living in a
conftest.py: with --doctest-modules, pytest imports every conftest.py as a module named
"conftest", and a second one beside tests/conftest.py would clash with it.

The server is started here for the test run: initdb into a fresh folder and pg_ctl on a
free port of 127.0.0.1, as the ``postgres`` user when the tests run as root (PostgreSQL
refuses root).  ``tests/setup-system.sh`` (run by ``make test``) installs the server
programs.  ``MAFIA_TEST_PG_URL`` names an already running server to use instead.
Without either, the PostgreSQL tests fail: they are never skipped.
"""
from __future__ import annotations

import atexit
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path

import psycopg
import pytest

from app.sport import sample_game
from app.storage import open_archive

PG_USER = "postgres"


def _bindir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(Path(p).parent.parent.name))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run(command: list[str], as_user: list[str]) -> None:
    result = subprocess.run(as_user + command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{result.stdout}\n{result.stderr}")


_SERVER: list[str] = []


@pytest.fixture(scope="session")
def pg_server():
    """An admin URL of a PostgreSQL server for this test run."""
    given = os.environ.get("MAFIA_TEST_PG_URL")
    if given:
        return given
    # Each test module that imports this fixture has its own copy of it: the server is
    # kept here so that the whole run shares one, stopped when the run ends.
    if not _SERVER:
        _SERVER.append(_start_server())
    return _SERVER[0]


def _start_server() -> str:
    bindir = _bindir()
    if bindir is None:
        pytest.fail("PostgreSQL's server programs are missing: run tests/setup-system.sh "
                    "(make test does)", pytrace=False)
    root = Path(tempfile.mkdtemp(prefix="mafia-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        owner = pwd.getpwnam(PG_USER)
        os.chown(root, owner.pw_uid, owner.pw_gid)
        as_user = ["runuser", "-u", PG_USER, "--"]
    data, port = root / "data", _free_port()
    _run([str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
          "-E", "UTF8", "--locale=C.UTF-8"], as_user)
    # fsync off: the server's own durability is not under test and the data is thrown away.
    options = f"-h 127.0.0.1 -p {port} -k {root} -c fsync=off -c max_connections=50"
    _run([str(bindir / "pg_ctl"), "-D", str(data), "-l", str(root / "log"), "-o", options,
          "-w", "-t", "60", "start"], as_user)

    @atexit.register
    def _stop() -> None:
        subprocess.run(as_user + [str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w",
                                  "stop"], capture_output=True)
        shutil.rmtree(root, ignore_errors=True)

    return f"postgresql://postgres@127.0.0.1:{port}/postgres"


@pytest.fixture
def pg_url(pg_server):
    """A new, empty database on the test server; dropped afterwards."""
    name = f"archive_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    base, _, _ = pg_server.rpartition("/")
    yield f"{base}/{name}"
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    """The archive's address, once for each kind of database."""
    if request.param == "sqlite":
        return str(tmp_path / "archive.sqlite3")
    return request.getfixturevalue("pg_url")


@pytest.fixture
def archive(db_url):
    with open_archive(db_url) as opened:
        yield opened


@pytest.fixture
def sample():
    return sample_game()


def unplayed(doc: dict) -> tuple[dict, list[tuple[int, dict]]]:
    """``doc`` reduced to its opening night, and its events as (phase index, event)."""
    events = [(i, e) for i, p in enumerate(doc["phases"]) for e in p["events"]]
    start = dict(doc, phases=[{"phase": "N0", "events": []}])
    start.pop("result", None)
    start.pop("awards", None)
    return start, events


@pytest.fixture
def recorded():
    return unplayed
