"""Rows written past the ORM, by the thousand: an import's games and seats, a rating's rated
games (a million of each at a federation's scale).  Binary COPY on PostgreSQL, the driver's
executemany on SQLite.  And what an import's batches need around them: keys looked up by the
thousand, ids reserved for the rows before they are written."""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import orjson
from sqlalchemy import (
    Boolean,
    Date,
    DateTime,
    Float,
    Integer,
    LargeBinary,
    SmallInteger,
    String,
    Text,
    any_,
    bindparam,
    cast,
    func,
    select,
    text,
)
from sqlalchemy.dialects import sqlite
from sqlalchemy.dialects.postgresql import JSON

from .models import Base

if TYPE_CHECKING:
    from sqlalchemy import Row, Select
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




# -- the import's batches: keys looked up by the thousand, rows given ids before they are written

CHUNK = 5000      # keys per statement on SQLite (its default limit is 32,766 parameters)


def among(session: Session, statement: Select[*tuple[Any, ...]], column: Any,
          values: list[Any]) -> Iterator[Row[*tuple[Any, ...]]]:
    """The rows of ``statement`` whose ``column`` is one of ``values``.  On PostgreSQL one
    parameter the server makes an array of: an IN of five thousand parameters costs more to
    compile and parse than to run (a second a batch of an import).  On SQLite IN lists of
    ``CHUNK``."""
    if not values:
        return
    if session.get_bind().dialect.name == "postgresql":
        # The array written as JSON by orjson and unpacked by the server: psycopg quotes an
        # array's elements one by one in Python (~6 % of the importing process's CPU).
        written = cast(bindparam(None, orjson.dumps(values).decode("utf-8"), type_=Text), JSON)
        listed = func.array(select(cast(func.json_array_elements_text(written), column.type)).scalar_subquery())
        yield from session.execute(statement.where(column == any_(listed)))
        return
    for start in range(0, len(values), CHUNK):
        yield from session.execute(statement.where(column.in_(values[start:start + CHUNK])))


@dataclass(eq=False)
class NewRow:
    """A row to be added, its id given by :func:`reserve` when its batch is written."""

    values: dict[str, Any]
    id: int = 0


def reserve(session: Session, table: str, rows: Sequence[Any]) -> None:
    """Ids for ``rows`` (anything with an ``id`` to set): from the table's sequence on
    PostgreSQL; on SQLite past the highest, which no one else can take while this
    transaction holds the write lock."""
    if not rows:
        return
    if session.get_bind().dialect.name == "postgresql":
        ids = list(session.scalars(text(
            f"SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, :n)"),
            {"n": len(rows)}))
        ids.sort()
    else:
        first = (session.scalar(text(f"SELECT max(id) FROM {table}")) or 0) + 1
        ids = list(range(first, first + len(rows)))
    for row, id_ in zip(rows, ids, strict=True):
        row.id = id_


def insert_new(session: Session, table: str, columns: tuple[str, ...], rows: list[NewRow]) -> None:
    write_imported(session, table, columns, [tuple(r.id if c == "id" else r.values[c] for c in columns) for r in rows])


def write_imported(session: Session, table: str, columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
    """:func:`write_rows` for an import: a unique key another writer took meanwhile (a shared
    PostgreSQL) is the import's race, tried again by ``import_documents``."""
    from .races import IdentityRace
    dbapi = session.get_bind().dialect.dbapi
    try:
        write_rows(session, table, columns, rows)
    except Exception as error:
        if dbapi is not None and isinstance(error, dbapi.IntegrityError):
            raise IdentityRace() from error
        raise


__all__ = ["CHUNK", "NewRow", "among", "insert_new", "pg_types", "reserve", "write_imported", "write_rows"]
