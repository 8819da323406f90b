"""The schema's version, and bringing a database up to it with Alembic.

Migrations are numbered ``0001``, ``0002``, …: the revision id *is* the schema version,
so a database written by a newer program (revision ``0007`` when this one knows ``0002``)
is recognised and refused, qutebrowser-style, before anything touches it.  An SQLite
file with data in it is copied to ``backups/`` beside it before a migration starts.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, text

from ..paths import package_file
from . import backup as backups

# The tables declared outside models.py join the metadata the migrations are compared against
# when their modules are imported: the secretary's (migration 0004), the persons' and the
# ratings' (0006). The package imports its modules lazily, so the schema asks for them.
from . import persons as _persons  # noqa: F401
from . import secretary as _secretary  # noqa: F401
from .database import READ_ONLY
from .errors import SchemaError
from .place import ArchivePlace

MIGRATIONS = package_file("app.storage", "migrations")
_LOCK_KEY = 0x6D61666961   # "mafia": one migrating process at a time on PostgreSQL


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def known_revisions() -> list[str]:
    script = ScriptDirectory.from_config(alembic_config())
    return [rev.revision for rev in reversed(list(script.walk_revisions()))]


def head() -> str:
    return known_revisions()[-1]


@dataclass(frozen=True)
class SchemaState:
    found: str | None       # the database's revision; None for an empty database
    known: str              # this program's newest revision

    @property
    def current(self) -> bool:
        return self.found == self.known


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def inspect(engine: Engine, place: ArchivePlace) -> SchemaState:
    """The database's schema against this program's; raises SchemaError when the
    database (at ``place``) is newer or not an archive at all."""
    # Read-only (a deferred BEGIN on SQLite): opening the archive does not queue behind
    # another program's write.
    with engine.connect().execution_options(**{READ_ONLY: True}) as connection:
        found = current_revision(connection)
        connection.rollback()
    state = SchemaState(found, head())
    _refuse_foreign(state, place)
    return state


def _refuse_foreign(state: SchemaState, place: ArchivePlace) -> None:
    if state.found is None or state.found in known_revisions():
        return
    where = place.name
    if state.found.isdigit() and int(state.found) > int(state.known):
        raise SchemaError("schema.newer", where=where, found=int(state.found), known=int(state.known))
    raise SchemaError("schema.unknown", where=where, found=state.found)


def upgrade(engine: Engine, place: ArchivePlace, *, backup: bool = True) -> tuple[SchemaState, Path | None]:
    """Bring the database at ``place`` to this program's schema.  Returns the state it was
    found in and the backup made before migrating (None when nothing needed one)."""
    state = inspect(engine, place)
    if state.current:
        return state, None
    copy = None
    if backup and engine.dialect.name == "sqlite" and state.found is not None:
        copy = backups.backup(place, place.backups / place.backup_name(state.found))
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            # Two programs starting at once: the second waits, then finds nothing to do.
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _LOCK_KEY})
        found = current_revision(connection)
        _refuse_foreign(SchemaState(found, head()), place)
        if found != head():
            command.upgrade(alembic_config(connection), "head")
    return state, copy
