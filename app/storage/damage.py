"""A damaged SQLite archive: said in one line, with the last backup and how to restore it.

A truncated file, one that is not SQLite at all, or a file emptied to 0 bytes where an
archive was (SQLite itself would silently start a new, empty archive in it) — each is
reported, never "repaired" by starting afresh, and never a traceback.
"""
from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy.engine import URL

from ..i18n import N_, gettext
from .config import display
from .errors import ArchiveError, DatabaseUnavailable

_HEADER = b"SQLite format 3\x00"


_REASONS: dict[str, str] = {
    "empty": N_("the file is empty — 0 bytes"),
    "not_sqlite": N_("it is not an SQLite file"),
    "integrity_check": N_("SQLite's integrity check found errors, listed above"),
}


class _Reason:
    """Why the file is damaged, in the reader's language (SQLite's own words stay as they are)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def message(self, lang: str) -> str:
        found = _REASONS.get(self.text)
        return self.text if found is None else gettext(lang, found)

    def __reduce__(self) -> tuple[type[_Reason], tuple[str]]:
        return (_Reason, (self.text,))


class ArchiveDamaged(ArchiveError):
    """The archive's SQLite file is damaged: nothing was read or written."""


def backup_dir(database: Path) -> Path:
    """The folder of a SQLite archive's copies, beside it (``db backup`` writes there)."""
    return database.parent / "backups"


def last_backup(database: Path) -> Path | None:
    """The newest copy in ``backups/`` beside the archive (``db backup``, or the copy
    made before every migration)."""
    try:
        copies = [p for p in backup_dir(database).glob("*.sqlite3") if p.is_file()]
    except OSError:
        return None
    return max(copies, key=lambda p: p.stat().st_mtime, default=None)


def damaged(url: URL, error: BaseException | str) -> ArchiveError:
    """The error to raise for a database that SQLite (or the check below) found damaged."""
    reason = _Reason(error if isinstance(error, str) else _first_line(error))
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return DatabaseUnavailable("db.open", where=display(url), reason=reason.text)
    database = Path(url.database)
    backup = last_backup(database)
    if backup is None:
        return ArchiveDamaged("db.damaged_no_backup", where=database, reason=reason,
                              folder=backup_dir(database))
    return ArchiveDamaged("db.damaged", where=database, reason=reason, backup=backup)


class DatabaseBusy(DatabaseUnavailable):
    """Another program held the SQLite archive's write lock for the whole wait."""


def unavailable(url: URL, error: BaseException) -> ArchiveError:
    """The error for an OperationalError: the archive busy for too long, or unreachable."""
    reason = _first_line(error)
    if url.get_backend_name() == "sqlite" and ("locked" in reason or "busy" in reason):
        from . import database
        return DatabaseBusy("db.busy", where=display(url),
                            seconds=f"{database.BUSY_TIMEOUT_MS / 1000:g}")
    return DatabaseUnavailable("db.open", where=display(url), reason=reason)


def check_file(url: URL) -> None:
    """Refuse an SQLite archive file that cannot be one, before SQLite touches it."""
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return
    database = Path(url.database)
    try:
        size = database.stat().st_size
    except FileNotFoundError:
        return                      # a new archive: created on first use
    except OSError as error:
        raise DatabaseUnavailable("db.open", where=database, reason=error.strerror or error) from error
    if size == 0:
        if _wal_size(database) > 0:     # another program is creating it right now
            return
        raise damaged(url, "empty")
    try:
        with open(database, "rb") as file:
            header = file.read(len(_HEADER))
    except OSError as error:
        raise DatabaseUnavailable("db.open", where=database, reason=error.strerror or error) from error
    if header != _HEADER:
        raise damaged(url, "not_sqlite")


def _wal_size(database: Path) -> int:
    try:
        return os.stat(f"{database}-wal").st_size
    except OSError:
        return 0


def _first_line(error: BaseException) -> str:
    orig = getattr(error, "orig", None) or error
    text = str(orig).strip()
    return text.splitlines()[0] if text else type(orig).__name__
