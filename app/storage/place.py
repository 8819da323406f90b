"""Where an archive is, resolved once: its engine URL, the name the user is told (never the
password), and for SQLite its file and the folder of its copies beside it.  The place
checks a file before SQLite touches it, connects, and words what went wrong (a damaged
file with its last copy, an archive busy or unreachable); the schema, the backups, the
archive and ``db`` ask it instead of reading the address again.

>>> place = ArchivePlace.at("/tmp/club/archive.sqlite3")
>>> place.name, place.file.name, place.backups.as_posix()
('/tmp/club/archive.sqlite3', 'archive.sqlite3', '/tmp/club/backups')
>>> ArchivePlace.at("postgresql://judge:secret@10.0.0.5/archive").name
'postgresql+psycopg://judge:***@10.0.0.5/archive'
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.engine import URL

from . import database
from .config import data_dir, database_url, display, engine_url
from .damage import ArchiveDamaged, DamageReason, DatabaseBusy, first_line
from .errors import ArchiveError, DatabaseUnavailable

_HEADER = b"SQLite format 3\x00"


@dataclass(frozen=True)
class ArchivePlace:
    url: URL
    name: str                 # for messages: the file, or the address without its password
    file: Path | None         # an SQLite archive's file; None for PostgreSQL or one in memory

    @classmethod
    def of(cls, url: URL) -> ArchivePlace:
        in_file = url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:")
        return cls(url, display(url), Path(str(url.database)) if in_file else None)

    @classmethod
    def at(cls, address: str | None = None) -> ArchivePlace:
        """The archive at ``address`` (see :mod:`app.storage.config` for the default)."""
        return cls.of(engine_url(database_url(address)))

    @property
    def sqlite(self) -> bool:
        return self.url.get_backend_name() == "sqlite"

    # -- the copies ---------------------------------------------------------------------
    def sqlite_file(self) -> Path:
        """The file of a SQLite archive; an archive in memory (``sqlite://``) has none to copy."""
        if self.file is None:
            raise ArchiveError("db.in_memory", where=self.name)
        return self.file

    @property
    def backups(self) -> Path:
        """Where the copies go: ``backups/`` beside a SQLite file (``db backup`` and the copy
        made before every migration), the data folder's for PostgreSQL."""
        return self.sqlite_file().parent / "backups" if self.sqlite else data_dir() / "backups"

    def backup_name(self, schema: str | None) -> str:
        """A new copy's file name: the archive's, the time, the schema it was at."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        suffix = f"-schema{schema}" if schema else ""
        if self.sqlite:
            return f"{self.sqlite_file().stem}-{stamp}{suffix}.sqlite3"
        return f"{self.url.database or 'archive'}-{stamp}{suffix}.pgdump"

    def last_backup(self) -> Path | None:
        """The newest copy in ``backups/`` beside a SQLite archive."""
        if self.file is None:
            return None
        try:
            copies = [p for p in self.backups.glob("*.sqlite3") if p.is_file()]
        except OSError:
            return None
        return max(copies, key=lambda p: p.stat().st_mtime, default=None)

    # -- what went wrong ----------------------------------------------------------------
    def damaged(self, error: BaseException | str) -> ArchiveError:
        """The error to raise for a database that SQLite (or :meth:`check`) found damaged."""
        reason = DamageReason(error if isinstance(error, str) else first_line(error))
        if self.file is None:
            return DatabaseUnavailable("db.open", where=self.name, reason=reason.text)
        backup = self.last_backup()
        if backup is None:
            return ArchiveDamaged("db.damaged_no_backup", where=self.file, reason=reason, folder=self.backups)
        return ArchiveDamaged("db.damaged", where=self.file, reason=reason, backup=backup)

    def unavailable(self, error: BaseException) -> ArchiveError:
        """The error for an OperationalError: the archive busy for too long, or unreachable."""
        reason = first_line(error)
        if self.sqlite and ("locked" in reason or "busy" in reason):
            return DatabaseBusy("db.busy", where=self.name, seconds=f"{database.BUSY_TIMEOUT_MS / 1000:g}")
        return DatabaseUnavailable("db.open", where=self.name, reason=reason)

    # -- opening ------------------------------------------------------------------------
    def check(self) -> None:
        """Refuse an SQLite archive file that cannot be one, before SQLite touches it."""
        if self.file is None:
            return
        try:
            size = self.file.stat().st_size
        except FileNotFoundError:
            return                      # a new archive: created on first use
        except OSError as error:
            raise DatabaseUnavailable("db.open", where=self.file, reason=error.strerror or error) from error
        if size == 0:
            if _wal_size(self.file) > 0:     # another program is creating it right now
                return
            raise self.damaged("empty")
        try:
            with open(self.file, "rb") as file:
                header = file.read(len(_HEADER))
        except OSError as error:
            raise DatabaseUnavailable("db.open", where=self.file, reason=error.strerror or error) from error
        if header != _HEADER:
            raise self.damaged("not_sqlite")

    def connect(self, *, create: bool = True) -> Engine:
        """An engine for the archive's database, without touching its schema, once the file
        is checked.  ``create=False`` refuses a missing SQLite file instead of creating it
        and its folders."""
        self.check()
        if not create and database.is_new_sqlite(self.url):
            raise DatabaseUnavailable("db.none", where=self.name)
        return database.make_engine(self.url)


def _wal_size(file: Path) -> int:
    try:
        return os.stat(f"{file}-wal").st_size
    except OSError:
        return 0
