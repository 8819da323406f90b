"""Rows of the ratings' derived tables written past the ORM: a recomputation writes one row
per rated game, a million at a federation's scale."""
from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from sqlalchemy import Boolean, Date, DateTime, Float, Integer, LargeBinary, SmallInteger, String, Text

from app.storage.models import Base

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

# The PostgreSQL type of each kind of column the derived tables hold, for a binary COPY.
_PG_TYPES: tuple[tuple[type, str], ...] = (
    (SmallInteger, "int2"), (Integer, "int4"), (Float, "float8"), (DateTime, "timestamp"), (Date, "date"),
    (Boolean, "bool"), (Text, "text"), (String, "varchar"), (LargeBinary, "bytea"))


@cache
def pg_types(table: str, columns: tuple[str, ...]) -> list[str]:
    """The PostgreSQL types of ``columns`` of ``table``, as the archive's models declare them."""
    described = Base.metadata.tables[table].columns
    return [next(name for kind, name in _PG_TYPES if isinstance(described[c].type, kind)) for c in columns]


def write_rows(session: Session, table: str, columns: tuple[str, ...], rows: list[tuple[Any, ...]],
               copy_from: int = 200) -> None:
    """Plain rows into a derived table, past the ORM (a recomputation writes millions): binary
    COPY on PostgreSQL for a batch, the driver's executemany on SQLite (dates as SQLAlchemy stores
    them there, ISO text); a handful of rows as one INSERT on PostgreSQL."""
    if not rows:
        return
    raw: Any = session.connection().connection.driver_connection
    if session.get_bind().dialect.name == "postgresql":
        if len(rows) > copy_from:
            # Binary: the values go as the columns' own types, five times faster than text.
            names = ", ".join(columns)
            with raw.cursor() as cursor, cursor.copy(f"COPY {table} ({names}) FROM STDIN (FORMAT BINARY)") as copy:
                copy.set_types(pg_types(table, columns))
                for row in rows:
                    copy.write_row(row)
        else:
            with raw.cursor() as cursor:
                cursor.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES "
                                   f"({', '.join('%s' for _ in columns)})", rows)
        return
    day = columns.index("played_on" if "played_on" in columns else "last_on")
    raw.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
                    [(*row[:day], row[day].isoformat(), *row[day + 1:]) for row in rows])


class EntryWriter:
    """Rows of rating_games (one per rated game, its seats packed by app.storage.rating_seats)
    written in batches (see :func:`write_rows`)."""

    COPY_FROM = 20         # rows: fewer go as one INSERT (a new game's one)
    BATCH = 2000           # rows held before they are written
    COLUMNS = ("scope_id", "game_id", "played_on", "seats")

    def __init__(self, session: Session) -> None:
        self.session = session
        self.rows: list[tuple[Any, ...]] = []

    def flush(self) -> None:
        write_rows(self.session, "rating_games", self.COLUMNS, self.rows, self.COPY_FROM)
        self.rows = []

    def close(self) -> None:
        self.flush()


__all__ = ["EntryWriter", "pg_types", "write_rows"]
