"""Rows of the ratings' derived tables written past the ORM: a recomputation writes one row
per rated game, a million at a federation's scale."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.storage.bulk_rows import write_rows

if TYPE_CHECKING:
    from sqlalchemy.orm import Session


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


__all__ = ["EntryWriter", "write_rows"]
