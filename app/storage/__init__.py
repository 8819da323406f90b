"""The archive: every game the judge records, its players and tournaments.  No Qt here.

SQLite in the user's data folder by default; a shared PostgreSQL database when an
address says so (``MAFIA_PROTOCOL_DB``, the settings, or the caller).  Opening applies
the migrations first, after a backup of an SQLite file.

>>> import tempfile, os
>>> from app.sport import sample_game
>>> with open_archive(os.path.join(tempfile.mkdtemp(), "a.sqlite3")) as archive:
...     game = archive.open_game(sample_game())
...     archive.player_names("ш"), archive.search_games(nickname="кот")[0].winner
(['Шерлок'], 'red')
"""
from __future__ import annotations

from sqlalchemy import Engine
from sqlalchemy.exc import DatabaseError, OperationalError

# The secretary's tables (migration 0004) live in their own module, which imports the models;
# importing it with the package registers them with the metadata the migrations are compared against.
# So do the persons' and the ratings' tables (migration 0006).
from . import persons as _persons  # noqa: F401
from . import schema
from . import secretary as _secretary  # noqa: F401
from .archive import Archive
from .config import database_url, display, engine_url
from .damage import ArchiveDamaged, DatabaseBusy, check_file, damaged, unavailable
from .database import is_new_sqlite, make_engine
from .errors import (
    ArchiveError,
    ConfigError,
    DatabaseUnavailable,
    GameLocked,
    GameNotFound,
    IdentityConflict,
    InvalidGame,
    PlayerConflict,
    SchemaError,
    VersionConflict,
)
from .records import Change, GameSummary, HistoryRow, PlayerInfo, Revision, StoredGame, TournamentInfo

__all__ = ["Archive", "ArchiveDamaged", "ArchiveError", "DatabaseBusy", "Change", "ConfigError", "DatabaseUnavailable",
           "GameLocked", "GameNotFound", "GameSummary", "HistoryRow", "IdentityConflict", "InvalidGame",
           "PlayerConflict", "PlayerInfo", "Revision", "SchemaError", "StoredGame",
           "TournamentInfo", "VersionConflict", "connect", "open_archive"]


def connect(address: str | None = None, *, create: bool = True) -> Engine:
    """An engine for the archive's database, without touching its schema.  A damaged
    SQLite file (empty, or not SQLite) raises ArchiveDamaged before SQLite touches it.
    ``create=False`` (a command that only reads, such as ``db check``) refuses a missing
    SQLite file instead of creating it and its folders."""
    url = engine_url(database_url(address))
    check_file(url)
    if not create and is_new_sqlite(url):
        raise DatabaseUnavailable("db.none", where=display(url))
    return make_engine(url)


def open_archive(address: str | None = None, *, migrate: bool = True) -> Archive:
    """The archive at ``address`` (see :mod:`app.storage.config` for the default),
    brought up to this program's schema.  Raises SchemaError for a database written by a
    newer program, DatabaseUnavailable when it cannot be reached."""
    engine = connect(address)
    try:
        if migrate:
            schema.upgrade(engine)
        else:
            state = schema.inspect(engine)
            if not state.current:
                raise SchemaError("schema.behind", where=display(engine.url),
                                  found=state.found or "—", known=state.known)
    except OperationalError as error:
        engine.dispose()
        raise unavailable(engine.url, error) from error
    except DatabaseError as error:     # a truncated or overwritten SQLite file
        engine.dispose()
        raise damaged(engine.url, error) from error
    except BaseException:
        engine.dispose()
        raise
    return Archive(engine)
