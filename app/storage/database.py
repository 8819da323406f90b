"""Connecting: SQLite with WAL and foreign keys, or PostgreSQL through psycopg 3.

SQLite write transactions start with ``BEGIN IMMEDIATE``: two programs writing the same
file (the sheet and ``mafia-protocol import``) then queue for the lock instead of one of
them failing half-way with "database is locked".  A writer waits for as long as the other
transaction needs, up to ``BUSY_TIMEOUT_MS`` (ten minutes: a large import); only then
does it give up, saying so (``db.busy``), with nothing written.  ``synchronous=FULL`` makes every commit
reach the disk before the call returns: a committed event survives a power cut, not only
a killed process.
"""
from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL

BUSY_TIMEOUT_MS = 10 * 60 * 1000
READ_ONLY = "mafia_read_only"     # execution option: a plain deferred BEGIN


def make_engine(url: URL) -> Engine:
    if url.get_backend_name() == "sqlite":
        return _sqlite_engine(url)
    return create_engine(url, pool_pre_ping=True, connect_args={"connect_timeout": 10})


def _sqlite_engine(url: URL) -> Engine:
    if url.database and url.database != ":memory:":
        Path(url.database).parent.mkdir(parents=True, exist_ok=True)
    timeout = BUSY_TIMEOUT_MS       # read when the engine is made (tests shorten it)
    engine = create_engine(url, connect_args={"timeout": timeout / 1000})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
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
    def _on_begin(connection):
        read_only = connection.get_execution_options().get(READ_ONLY)
        connection.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

    return engine


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"
