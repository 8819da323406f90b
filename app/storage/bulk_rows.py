"""Rows written past the ORM, by the thousand: an import's games and seats, a rating's rated
games (a million of each at a federation's scale).  Binary COPY on PostgreSQL, the driver's
executemany on SQLite."""
from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from sqlalchemy import Boolean, Date, DateTime, Float, Integer, LargeBinary, SmallInteger, String, Text
from sqlalchemy.dialects import sqlite

from .models import Base

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


@cache
def _sqlite_forms(table: str, columns: tuple[str, ...]) -> tuple[tuple[int, Any], ...]:
    """(position, converter) of the columns SQLAlchemy stores in its own form on SQLite
    (dates and times as ISO text, booleans as 0/1)."""
    described = Base.metadata.tables[table].columns
    dialect = sqlite.dialect()
    forms = ((i, described[c].type.bind_processor(dialect)) for i, c in enumerate(columns))
    return tuple((i, form) for i, form in forms if form is not None)


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
    forms = _sqlite_forms(table, columns)
    if forms:
        rows = [_stored(row, forms) for row in rows]
    raw.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})", rows)


def _stored(row: tuple[Any, ...], forms: tuple[tuple[int, Any], ...]) -> tuple[Any, ...]:
    values = list(row)
    for i, form in forms:
        values[i] = form(values[i])
    return tuple(values)


__all__ = ["pg_types", "write_rows"]
