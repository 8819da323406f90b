"""The archive's tables.  The ``mafia-game/1`` document is the truth; the rest is derived
from it by the engine (see ``derive``) so that it can be searched.

The schema itself is made by the Alembic migrations in ``migrations/versions``; these
models must match them (``test_storage_migrations`` compares the two on both databases).
"""
from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

# Every constraint and index has a name: SQLite's batch migrations and Alembic's
# comparison of the models with the migrations both need them.
NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


def key_column() -> String:
    """A search key compared byte by byte: prefix ranges then use a plain B-tree index on
    both databases (PostgreSQL's default collation would not keep a prefix contiguous)."""
    return String(100).with_variant(String(100, collation="C"), "postgresql")


class Player(Base):
    __tablename__ = "players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(64), unique=True)
    nickname: Mapped[str] = mapped_column(String(100))
    nickname_key: Mapped[str] = mapped_column(key_column(), unique=True)
    real_name: Mapped[str | None] = mapped_column(String(200))
    club: Mapped[str | None] = mapped_column(String(200))
    city: Mapped[str | None] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime)


class Tournament(Base):
    __tablename__ = "tournaments"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    starts_on: Mapped[date | None] = mapped_column(Date)
    ends_on: Mapped[date | None] = mapped_column(Date)
    venue: Mapped[str | None] = mapped_column(String(200))
    ruleset: Mapped[dict[str, Any] | str | None] = mapped_column(JSON)   # as in a game file
    scoring: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class Round(Base):
    __tablename__ = "rounds"
    __table_args__ = (UniqueConstraint("tournament_id", "label"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    label: Mapped[str] = mapped_column(String(50))


class GameTable(Base):
    """A table of a tournament (the same table number serves every round)."""

    __tablename__ = "game_tables"
    __table_args__ = (UniqueConstraint("tournament_id", "label"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    label: Mapped[str] = mapped_column(String(50))


class GameRecord(Base):
    __tablename__ = "games"
    __table_args__ = (
        Index("ix_games_status_updated", "status", "updated_at"),
        Index("ix_games_place", "tournament_id", "round_id", "table_id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(32), unique=True)
    # "meta:" + tournament/round/table/game, or "game:" + uid for a game without them.
    identity: Mapped[str] = mapped_column(String(500), unique=True)
    # sha256 of the content without the archive's own annotations: import's identity
    # for files without meta, and the test of "the same game" on re-import.
    fingerprint: Mapped[str] = mapped_column(String(64), index=True)
    document: Mapped[str] = mapped_column(Text)
    version: Mapped[int] = mapped_column(Integer)
    revision: Mapped[int] = mapped_column(Integer, default=0)   # 0: not signed yet
    discarded: Mapped[bool] = mapped_column(Boolean, default=False)
    source: Mapped[str] = mapped_column(String(16))              # sheet | import
    # An imported signed file's verdict (migration 0003): valid | unknown_signer; NULL
    # for a game signed at this program's sheet, or not signed.
    signature_status: Mapped[str | None] = mapped_column(String(16))

    status: Mapped[str] = mapped_column(String(16))              # in_progress | finished
    winner: Mapped[str | None] = mapped_column(String(8))
    outcome_reason: Mapped[str | None] = mapped_column(String(32))
    declared_winner: Mapped[str | None] = mapped_column(String(8))
    played_on: Mapped[date | None] = mapped_column(Date)      # indexed with the id (ix_games_played_id)
    judge: Mapped[str | None] = mapped_column(String(200), index=True)
    ruleset: Mapped[str] = mapped_column(String(40))
    tournament_id: Mapped[int | None] = mapped_column(ForeignKey("tournaments.id"))
    round_id: Mapped[int | None] = mapped_column(ForeignKey("rounds.id"))
    table_id: Mapped[int | None] = mapped_column(ForeignKey("game_tables.id"))
    game_label: Mapped[str | None] = mapped_column(String(50))
    events: Mapped[int] = mapped_column(Integer)
    errors: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    updated_at: Mapped[datetime] = mapped_column(DateTime)

    # No foreign key under the seats (migration 0009): the relationship says which column refers.
    seats: Mapped[list[GameSeat]] = relationship(
        back_populates="game", order_by="GameSeat.seat", cascade="all, delete-orphan",
        primaryjoin="GameRecord.id == foreign(GameSeat.game_id)")

    __mapper_args__ = {"version_id_col": version}


class GameSeat(Base):
    """One seat of one game: who sat there and how it went for them."""

    __tablename__ = "game_seats"
    __table_args__ = (Index("ix_game_seats_player_played", "player_id", "played_on"),)

    # The game and the player, without a foreign key checked row by row (migration 0009):
    # derived rows, written only with their game; db check checks the references.
    game_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(SmallInteger, primary_key=True)
    player_id: Mapped[int | None] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(100))       # as written in the game
    role: Mapped[str] = mapped_column(String(8))
    team: Mapped[str] = mapped_column(String(8))
    result: Mapped[str | None] = mapped_column(String(8))        # win | loss | draw
    left_how: Mapped[str | None] = mapped_column(String(16))
    left_phase: Mapped[str | None] = mapped_column(String(8))
    fouls: Mapped[int] = mapped_column(SmallInteger)
    extra_points: Mapped[float | None] = mapped_column(Float)
    penalty_points: Mapped[float | None] = mapped_column(Float)
    best_player: Mapped[bool] = mapped_column(Boolean)
    best_move_hits: Mapped[int | None] = mapped_column(SmallInteger)
    card: Mapped[str | None] = mapped_column(String(8))
    # A copy of games.played_on (migration 0002): a player's history is one index range.
    played_on: Mapped[date | None] = mapped_column(Date)

    game: Mapped[GameRecord] = relationship(back_populates="seats",
                                            primaryjoin="GameRecord.id == foreign(GameSeat.game_id)")


class GameRevision(Base):
    """A signed state of a game, and every correction after it.  Rows are never updated
    nor deleted (the migration installs triggers that refuse it)."""

    __tablename__ = "game_revisions"
    __table_args__ = (UniqueConstraint("game_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"))
    number: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))                 # signed | correction
    document: Mapped[str] = mapped_column(Text)
    digest: Mapped[str] = mapped_column(String(64))               # sha256 of document
    author: Mapped[str] = mapped_column(String(200))
    reason: Mapped[str | None] = mapped_column(Text)
    signature: Mapped[bytes | None] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class JournalEntry(Base):
    """The audit trail: every change of every game, in order, with what it replaced."""

    __tablename__ = "game_journal"
    __table_args__ = (UniqueConstraint("game_id", "version"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"))
    version: Mapped[int] = mapped_column(Integer)     # the game's version this change made
    kind: Mapped[str] = mapped_column(String(16))     # open | event | replace | sign | correct | discard | import
    author: Mapped[str | None] = mapped_column(String(200))
    reason: Mapped[str | None] = mapped_column(Text)
    # event: {"phase": i, "event": {...}}; replace/correct: {"previous": document}
    payload: Mapped[str | None] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(DateTime)

