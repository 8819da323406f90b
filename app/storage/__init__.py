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

from typing import TYPE_CHECKING

from .. import lazy

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from .archive import Archive as Archive
    from .damage import ArchiveDamaged as ArchiveDamaged
    from .damage import DatabaseBusy as DatabaseBusy
    from .errors import ArchiveError as ArchiveError
    from .errors import ConfigError as ConfigError
    from .errors import DatabaseUnavailable as DatabaseUnavailable
    from .errors import GameLocked as GameLocked
    from .errors import GameNotFound as GameNotFound
    from .errors import IdentityConflict as IdentityConflict
    from .errors import InvalidGame as InvalidGame
    from .errors import PlayerConflict as PlayerConflict
    from .errors import SchemaError as SchemaError
    from .errors import VersionConflict as VersionConflict
    from .records import Change as Change
    from .records import GameSummary as GameSummary
    from .records import HistoryRow as HistoryRow
    from .records import PlayerInfo as PlayerInfo
    from .records import Revision as Revision
    from .records import StoredGame as StoredGame
    from .records import TournamentInfo as TournamentInfo

# Imported when first used: the sheet's first window needs the error types, not SQLAlchemy.
__getattr__, __dir__, _exported = lazy.attach(__name__, {
    ".archive": ["Archive"],
    ".damage": ["ArchiveDamaged", "DatabaseBusy"],
    ".errors": ["ArchiveError", "ConfigError", "DatabaseUnavailable", "GameLocked", "GameNotFound",
                "IdentityConflict", "InvalidGame", "PlayerConflict", "SchemaError", "VersionConflict"],
    ".records": ["Change", "GameSummary", "HistoryRow", "PlayerInfo", "Revision", "StoredGame", "TournamentInfo"],
})
__all__ = [*_exported, "connect", "open_archive"]


def connect(address: str | None = None, *, create: bool = True) -> Engine:
    """An engine for the archive's database, without touching its schema.  A damaged
    SQLite file (empty, or not SQLite) raises ArchiveDamaged before SQLite touches it.
    ``create=False`` (a command that only reads, such as ``db check``) refuses a missing
    SQLite file instead of creating it and its folders."""
    from .place import ArchivePlace
    return ArchivePlace.at(address).connect(create=create)


def open_archive(address: str | None = None, *, migrate: bool = True) -> Archive:
    """The archive at ``address`` (see :mod:`app.storage.config` for the default),
    brought up to this program's schema.  Raises SchemaError for a database written by a
    newer program, DatabaseUnavailable when it cannot be reached.  The address is resolved,
    checked and named once (:class:`app.storage.place.ArchivePlace`)."""
    from sqlalchemy.exc import DatabaseError, OperationalError

    from . import schema
    from .archive import Archive
    from .errors import SchemaError
    from .place import ArchivePlace
    place = ArchivePlace.at(address)
    engine = place.connect()
    try:
        if migrate:
            schema.upgrade(engine, place)
        else:
            state = schema.inspect(engine, place)
            if not state.current:
                raise SchemaError("schema.behind", where=place.name, found=state.found or "—", known=state.known)
    except OperationalError as error:
        engine.dispose()
        raise place.unavailable(error) from error
    except DatabaseError as error:     # a truncated or overwritten SQLite file
        engine.dispose()
        raise place.damaged(error) from error
    except BaseException:
        engine.dispose()
        raise
    return Archive(engine, place)
