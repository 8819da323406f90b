"""The federation's part of the archive (migration 0006): persons, the link of every seat to
one, the trail of merges and splits, the kind of each tournament for the ratings, and the
ratings computed from the trusted games, kept so that a table or a card is one query.

A nickname (``players``) is what a judge writes; a person is who sat there.  Each nickname
has its person (``player_persons``), and each seat its own link (``seat_persons``) so that
two people sharing a nickname are told apart game by game.  The rating tables are derived:
``app.ratings.engine`` rebuilds them from the games, and ``db check`` compares them.
"""
from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from typing import TYPE_CHECKING

from sqlalchemy import (
    Date,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
    func,
    inspect,
    select,
)
from sqlalchemy.orm import Mapped, mapped_column

from .errors import ArchiveError
from .models import Base, GameRecord, GameSeat
from .rating_seats import SeatEntry, unpack
from .secretary import TournamentSetupRow

if TYPE_CHECKING:
    from sqlalchemy.orm import Session


class Person(Base):
    __tablename__ = "persons"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    federation_id: Mapped[str | None] = mapped_column(String(64), unique=True)
    club: Mapped[str | None] = mapped_column(String(200))
    city: Mapped[str | None] = mapped_column(String(200))
    merged_into: Mapped[int | None] = mapped_column(ForeignKey("persons.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime)


class PersonExternalId(Base):
    """A person's id in another system (mafiaratings, polemica), as its records gave it."""

    __tablename__ = "person_ids"
    __table_args__ = (UniqueConstraint("system", "value"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    person_id: Mapped[int] = mapped_column(ForeignKey("persons.id"), index=True)
    system: Mapped[str] = mapped_column(String(16))
    value: Mapped[str] = mapped_column(String(64))


class PlayerPerson(Base):
    """The person a nickname stands for unless a seat says otherwise."""

    __tablename__ = "player_persons"

    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), primary_key=True)
    person_id: Mapped[int] = mapped_column(ForeignKey("persons.id"), index=True)


class SeatPerson(Base):
    """Who sat at one seat of one game.  ``player_id`` is the nickname the link was made for:
    a correction that renames the seat makes the link stale, and it is made again."""

    __tablename__ = "seat_persons"
    __table_args__ = (Index("ix_seat_persons_person_game", "person_id", "game_id"),)

    # Without a foreign key checked row by row (migration 0009): ten links a game at import;
    # db check checks that the game, its seat and the person exist.
    game_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(SmallInteger, primary_key=True)
    player_id: Mapped[int] = mapped_column(Integer)
    person_id: Mapped[int] = mapped_column(Integer)
    how: Mapped[str] = mapped_column(String(8))            # auto | manual
    # The seat's side (red | black), the game's as it stands (kept by the link's sync,
    # migration 0007): a card counts its opponents from the links of its games alone.
    team: Mapped[str | None] = mapped_column(String(8))


class PersonChange(Base):
    """One merge, split, edit or undo: who, when, why, and what moved (JSON), so that it can
    be undone.  Rows are only added; an undo sets ``undone_by`` on the change it reverts."""

    __tablename__ = "person_changes"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))          # merge | split | edit | undo
    author: Mapped[str] = mapped_column(String(200))
    reason: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(DateTime)
    payload: Mapped[str] = mapped_column(Text)
    undone_by: Mapped[int | None] = mapped_column(Integer)


class TournamentGrade(Base):
    """The kind of a tournament's games for the ratings: tournament (the default) or elite."""

    __tablename__ = "tournament_grades"

    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"), primary_key=True)
    grade: Mapped[str] = mapped_column(String(16))
    author: Mapped[str | None] = mapped_column(String(200))
    at: Mapped[datetime] = mapped_column(DateTime)


class RatingScope(Base):
    """One computed rating: a formula (its name and digest) over a season or the whole career."""

    __tablename__ = "rating_scopes"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(160), unique=True)
    formula: Mapped[str] = mapped_column(String(100))
    season: Mapped[int | None] = mapped_column(Integer)
    computed_at: Mapped[datetime | None] = mapped_column(DateTime)
    games: Mapped[int] = mapped_column(Integer)
    # The first game of the scope's last tournament: "movement" is measured from there.
    boundary_on: Mapped[date | None] = mapped_column(Date)
    boundary_game: Mapped[int | None] = mapped_column(Integer)
    # The newest row of the secretaries' journals this rating has seen (migration 0007).
    journal_seen: Mapped[int | None] = mapped_column(Integer)


class RatingGame(Base):
    """What one rated game did to its players under one scope (migration 0008): each seat's
    person, what it earned and the person's state after it, packed by app.storage.rating_seats —
    one row per game, not per seat (a recomputation writes a million of them)."""

    __tablename__ = "rating_games"
    __table_args__ = (Index("ix_rating_games_order", "scope_id", "played_on", "game_id"),)

    scope_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    played_on: Mapped[date] = mapped_column(Date)
    seats: Mapped[bytes] = mapped_column(LargeBinary)


class RatingExclusion(Base):
    """A game its tournament's secretary excluded (the journal's last exclude or include of
    it stands): no rating changes from it (migration 0007, kept by app.storage.exclusions)."""

    __tablename__ = "rating_exclusions"

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id"), primary_key=True)
    tournament_id: Mapped[int] = mapped_column(Integer)
    decision_id: Mapped[int] = mapped_column(Integer)


class RatingStanding(Base):
    """A person's rating now, and before the scope's last tournament (``previous``)."""

    __tablename__ = "rating_standings"
    __table_args__ = (Index("ix_rating_standings_rating", "scope_id", "rating"),)

    scope_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    person_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    rating: Mapped[float] = mapped_column(Float)
    red: Mapped[float] = mapped_column(Float)
    black: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)
    wins: Mapped[int] = mapped_column(Integer)
    last_on: Mapped[date] = mapped_column(Date)
    last_game: Mapped[int] = mapped_column(Integer)
    previous: Mapped[float | None] = mapped_column(Float)


# The rated games are streamed in the archive's order (date, then id): see migration 0006.
Index("ix_games_played_id", GameRecord.played_on, GameRecord.id)
# What changed since a rating was computed, probed by time (migration 0007).
Index("ix_person_changes_at", PersonChange.at)
Index("ix_tournament_grades_at", TournamentGrade.at)
Index("ix_tournament_setups_updated", TournamentSetupRow.updated_at)


INDEXES = {"rating_games": ("ix_rating_games_order",),
           "rating_standings": ("ix_rating_standings_rating",), "seat_persons": ("ix_seat_persons_person_game",),
           "games": ("ix_games_played_id",),
           "person_changes": ("ix_person_changes_at",), "tournament_grades": ("ix_tournament_grades_at",),
           "tournament_setups": ("ix_tournament_setups_updated",)}


def check_persons(session: Session) -> Iterator[ArchiveError]:
    """``db check``'s part for migrations 0006 and 0007: their indexes exist, every seat's link
    names a person in use and a seat that exists, every rating's standings are the last game
    of their person (the materialised table agrees with its entries).  The excluded games are
    app.storage.exclusions.check_exclusions'."""
    inspector = inspect(session.connection())
    for table, names in INDEXES.items():
        found = {ix["name"] for ix in inspector.get_indexes(table)}
        for name in names:
            if name not in found:
                yield ArchiveError("check.index", name=name)
    seat = select(GameSeat.seat).where(GameSeat.game_id == SeatPerson.game_id, GameSeat.seat == SeatPerson.seat,
                                       GameSeat.team.is_not_distinct_from(SeatPerson.team))
    bad = session.scalar(select(func.count()).select_from(SeatPerson).join(Person, Person.id == SeatPerson.person_id)
                         .where(Person.merged_into.is_not(None) | ~seat.exists()))
    if bad:
        yield ArchiveError("check.links", count=bad)
    for scope_id, key in session.execute(select(RatingScope.id, RatingScope.key).order_by(RatingScope.key)).all():
        count = _standings_apart(session, scope_id)
        if count:
            yield ArchiveError("check.standings", scope=key, count=count)


def _standings_apart(session: Session, scope_id: int) -> int:
    """How many persons' standings are not their state after their last rated game (or are
    missing, or are left without a game), the scope's rated games read once in order."""
    last: dict[int, tuple[tuple[date, int], SeatEntry]] = {}
    for played_on, game_id, seats in session.execute(
            select(RatingGame.played_on, RatingGame.game_id, RatingGame.seats).where(RatingGame.scope_id == scope_id)
            .order_by(RatingGame.played_on, RatingGame.game_id).execution_options(yield_per=5000)):
        for entry in unpack(seats):
            last[entry.person] = ((played_on, game_id), entry)
    apart = 0
    for person, rating, games, last_on, last_game in session.execute(
            select(RatingStanding.person_id, RatingStanding.rating, RatingStanding.games, RatingStanding.last_on,
                   RatingStanding.last_game).where(RatingStanding.scope_id == scope_id)):
        found = last.pop(person, None)
        if found is None or found[0] != (last_on, last_game) or found[1].games != games \
                or abs(found[1].rating - rating) >= 1e-9:
            apart += 1
    return apart + len(last)
