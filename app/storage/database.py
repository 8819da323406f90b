"""Connecting: SQLite with WAL and foreign keys, or PostgreSQL through psycopg 3.

SQLite write transactions start with ``BEGIN IMMEDIATE``: two programs writing the same
file (the sheet and ``mafia-protocol import``) then queue for the lock instead of one of
them failing half-way with "database is locked".  A writer waits for as long as the other
transaction needs, up to ``BUSY_TIMEOUT_MS`` (ten minutes: a large import); only then
does it give up, saying so (``db.busy``), with nothing written.  ``synchronous=FULL`` makes every commit
reach the disk before the call returns: a committed event survives a power cut, not only
a killed process.

The archive holds every role and night action of every game: a new SQLite file is made
readable by its owner only (0600) before anything is written into it, in a folder made
0700; SQLite gives its -wal, -shm and -journal files the database file's mode.
"""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import URL

from app.atomic import PRIVATE
from app.paths import PRIVATE_FOLDER

BUSY_TIMEOUT_MS = 10 * 60 * 1000
READ_ONLY = "mafia_read_only"     # execution option: a plain deferred BEGIN


def make_engine(url: URL) -> Engine:
    if url.get_backend_name() == "sqlite":
        return _sqlite_engine(url)
    return create_engine(url, pool_pre_ping=True, connect_args={"connect_timeout": 10})


def is_new_sqlite(url: URL) -> bool:
    """An SQLite archive whose file does not exist yet (connecting would create it)."""
    database = url.database
    return (url.get_backend_name() == "sqlite" and database is not None and database not in ("", ":memory:")
            and not os.path.lexists(database))


def _sqlite_engine(url: URL) -> Engine:
    new = is_new_sqlite(url)
    if new:
        Path(str(url.database)).parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    timeout = BUSY_TIMEOUT_MS       # read when the engine is made (tests shorten it)
    engine = create_engine(url, connect_args={"timeout": timeout / 1000})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: sqlite3.Connection, _record: object) -> None:
        if new:
            # sqlite3 has just created the file, empty, with the umask's mode: make it the
            # owner's before the first write (and before SQLite copies its mode to -wal).
            _make_private(str(url.database))
        # Let SQLAlchemy's "begin" below decide how transactions start (pysqlite's own
        # implicit BEGIN is deferred and would upgrade to a write lock mid-transaction).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={timeout}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        read_only = connection.get_execution_options().get(READ_ONLY)
        connection.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

    return engine


def _make_private(database: str) -> None:
    try:
        if os.stat(database).st_mode & 0o077:
            os.chmod(database, PRIVATE)
    except OSError:      # not ours to change (another user's file): leave it as it is
        pass
