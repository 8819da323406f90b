"""A damaged SQLite archive: said in one line, with the last backup and how to restore it.

A truncated file, one that is not SQLite at all, or a file emptied to 0 bytes where an
archive was (SQLite itself would silently start a new, empty archive in it) — each is
reported, never "repaired" by starting afresh, and never a traceback.  The errors are
here; the archive's place (app/storage/place.py) finds the damage and words it.
"""
from __future__ import annotations

from ..i18n import N_, gettext
from .errors import ArchiveError, DatabaseUnavailable

_REASONS: dict[str, str] = {
    "empty": N_("the file is empty — 0 bytes"),
    "not_sqlite": N_("it is not an SQLite file"),
    "integrity_check": N_("SQLite's integrity check found errors, listed above"),
}


class DamageReason:
    """Why the file is damaged, in the reader's language (SQLite's own words stay as they are)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def message(self, lang: str) -> str:
        found = _REASONS.get(self.text)
        return self.text if found is None else gettext(lang, found)

    def __reduce__(self) -> tuple[type[DamageReason], tuple[str]]:
        return (DamageReason, (self.text,))


class ArchiveDamaged(ArchiveError):
    """The archive's SQLite file is damaged: nothing was read or written."""


class DatabaseBusy(DatabaseUnavailable):
    """Another program held the SQLite archive's write lock for the whole wait."""


def first_line(error: BaseException) -> str:
    """The first line of what the database driver said (its own error under SQLAlchemy's)."""
    orig = getattr(error, "orig", None) or error
    text = str(orig).strip()
    return text.splitlines()[0] if text else type(orig).__name__
