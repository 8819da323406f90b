"""Rows read past the ORM for the ratings' largest reads: the recomputation's stream (ten
million rows at a federation's scale) and the season's table (a row per person)."""
from __future__ import annotations

import contextlib
import queue
import threading
from collections.abc import Generator, Iterator
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import text

if TYPE_CHECKING:
    from sqlalchemy.orm import Session


def driver_rows(session: Session, statement: Any, size: int, *, server_side: bool = True
                ) -> Generator[list[Any], None, None]:
    """The rows of ``statement`` as the driver gives them, ``size`` at a time: past
    SQLAlchemy's handling of each row (most of the stream's time at ten million rows) and, on
    PostgreSQL, from a server-side cursor unless ``server_side`` is false (rows the caller
    keeps anyway, fetched in one exchange)."""
    connection = session.connection()
    compiled = statement.compile(dialect=connection.dialect)
    params = compiled.construct_params()
    raw: Any = connection.connection.driver_connection
    if connection.dialect.name == "postgresql":
        with raw.cursor(name="rating_stream" if server_side else "", binary=True) as cursor:
            cursor.execute(compiled.string, params)
            while rows := cursor.fetchmany(size):
                yield rows
        return
    # SQLite: the parameters in their order, dates as the archive stores them (ISO text)
    values = [params[name] for name in compiled.positiontup or ()]
    cursor = raw.execute(compiled.string, [v.isoformat() if isinstance(v, date) else v for v in values])
    try:
        while rows := cursor.fetchmany(size):
            yield rows
    finally:
        cursor.close()


def sorts_in_memory(session: Session, megabytes: int = 64) -> None:
    """On PostgreSQL, lets this transaction's sorts and windows use ``megabytes`` each: the
    season's table orders a hundred thousand standings twice, which the default 4 MB sent to
    the disk (external merges, half its time)."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text(f"SET LOCAL work_mem = '{int(megabytes)}MB'"))


def read_ahead(batches: Generator[list[Any], None, None], depth: int = 2) -> Iterator[list[Any]]:
    """``batches``, read by a thread of their own up to ``depth`` ahead: the database computes
    the next rows while these are rated (the driver waits for it with the GIL released; the
    connection serialises the reads with the writes of what was rated)."""
    ready: queue.Queue[Any] = queue.Queue(maxsize=depth)
    stop = threading.Event()
    end = object()

    def read() -> None:
        try:
            for batch in batches:
                while not stop.is_set():
                    with contextlib.suppress(queue.Full):
                        ready.put(batch, timeout=0.1)
                        break
                if stop.is_set():
                    break
            else:
                ready.put(end)
        except BaseException as error:       # handed to the reader's side, raised there
            ready.put(error)
        finally:
            batches.close()                  # the cursor is closed by the thread that used it

    reader = threading.Thread(target=read, name="rating-stream", daemon=True)
    reader.start()
    try:
        while (item := ready.get()) is not end:
            if isinstance(item, BaseException):
                raise item
            yield item
    finally:
        stop.set()
        while reader.is_alive():             # free a put that waits, until the thread is done
            with contextlib.suppress(queue.Empty):
                ready.get(timeout=0.1)
        reader.join()


__all__ = ["driver_rows", "read_ahead", "sorts_in_memory"]
