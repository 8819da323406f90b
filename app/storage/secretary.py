"""The secretary's part of the archive: the journal of decisions about a tournament's
games, and the seating the secretary published, kept with the tournament.

A decision (app.tournament.decisions) is one row, never updated nor deleted (migration
0004 installs the same triggers as for the games' journal): the tournament's standings
are always the judges' protocols with the journal applied in order.  A correction of a
game the archive holds as signed also files a new revision of it through
:meth:`Archive.correct_game`, with the same author and reason, so the archive's own
trail shows it too.

The store keeps rows and gives rows back (:class:`JournalRow`, :class:`RegisterRow`):
the tournament's objects (``Decision``, ``TournamentSetup``) are built from them by the
tournament's side (``app.tournament.archived``), which knows what they mean.

>>> import os, tempfile
>>> from app.storage import open_archive
>>> archive = open_archive(os.path.join(tempfile.mkdtemp(), "a.sqlite3"))
>>> store = SecretaryStore(archive)
>>> store.record("Кубок", JournalRow("exclude", "#7", "Петрова", "повтор игры", at="2026-05-01T10:00:00+00:00"))
1
>>> [(d.kind, d.game, d.author, d.at) for d in store.journal("Кубок")]
[('exclude', '#7', 'Петрова', '2026-05-01T10:00:00+00:00')]
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import DateTime, ForeignKey, Integer, SmallInteger, String, Text, UniqueConstraint, func, select
from sqlalchemy.orm import Mapped, mapped_column

from .models import Base, Tournament

if TYPE_CHECKING:
    from sqlalchemy.orm import Session


@dataclass(frozen=True)
class JournalRow:
    """One row of a tournament's journal as the archive keeps it: plain values (the old and
    new value and the signature as JSON would give them, the time in ISO with its offset)."""

    kind: str
    game: str
    author: str
    reason: str
    field: str | None = None
    seat: int | None = None
    new: Any = None
    old: Any = None
    at: str = ""
    place: str | None = None
    signature: dict[str, Any] | None = None


@dataclass(frozen=True)
class JudgeRow:
    """A judge of the register as the archive keeps it: the certificate (PEM), the name
    given, when the judge was added (ISO, UTC)."""

    pem: str
    name: str
    added_at: str


@dataclass(frozen=True)
class RegisterRow:
    """A tournament's choice of unsigned games (None: not made) and its judges in the order added."""

    unsigned: str | None
    judges: tuple[JudgeRow, ...]


def now() -> datetime:
    from .linking import now as utc_now
    return utc_now()


class SecretaryDecision(Base):
    """One decision of the secretary: who, when, why, on which game, and what it replaced."""

    __tablename__ = "secretary_journal"
    __table_args__ = (UniqueConstraint("tournament_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    number: Mapped[int] = mapped_column(Integer)          # 1, 2, … in the tournament
    kind: Mapped[str] = mapped_column(String(16))         # correct | choose | exclude | include
    game: Mapped[str] = mapped_column(String(80))         # "#<id>" or a protocol's fingerprint
    field: Mapped[str | None] = mapped_column(String(16))
    seat: Mapped[int | None] = mapped_column(SmallInteger)
    old_value: Mapped[str | None] = mapped_column(Text)   # JSON
    new_value: Mapped[str | None] = mapped_column(Text)   # JSON
    place: Mapped[str | None] = mapped_column(String(100))
    author: Mapped[str] = mapped_column(String(200))
    reason: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(DateTime)
    signature: Mapped[str | None] = mapped_column(Text)   # JSON: the secretary's signature (migration 0005)


class StoredSeating(Base):
    """A seating (``mafia-seating/1``) the secretary generated or edited; the newest counts."""

    __tablename__ = "tournament_seatings"
    __table_args__ = (UniqueConstraint("tournament_id", "version"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    version: Mapped[int] = mapped_column(Integer)
    schedule: Mapped[str] = mapped_column(Text)
    author: Mapped[str | None] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime)


class TournamentJudge(Base):
    """A judge of a tournament's register (migration 0005); a removed one keeps its row."""

    __tablename__ = "tournament_judges"
    __table_args__ = (UniqueConstraint("tournament_id", "fingerprint"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    fingerprint: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(200))
    certificate: Mapped[str] = mapped_column(Text)        # PEM
    added_at: Mapped[datetime] = mapped_column(DateTime)
    removed_at: Mapped[datetime | None] = mapped_column(DateTime)


class TournamentSetupRow(Base):
    """Whether the tournament counts unsigned games (club) or not (federation)."""

    __tablename__ = "tournament_setups"
    __table_args__ = (UniqueConstraint("tournament_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id"))
    unsigned: Mapped[str | None] = mapped_column(String(8))
    updated_at: Mapped[datetime] = mapped_column(DateTime)


def _tournament_id(session: Session, name: str, create: bool) -> int | None:
    found: int | None = session.scalar(select(Tournament.id).where(Tournament.name == name))
    if found is None and create:
        row = Tournament(name=name, created_at=now())
        session.add(row)
        session.flush()
        found = row.id
    return found


def _utc(text: str) -> datetime | None:
    """A register's ISO time as the archive keeps it (naive UTC); None when there is none."""
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment.astimezone(UTC).replace(tzinfo=None) if moment.tzinfo else moment


class SecretaryStore:
    """The journal and the seating of the archive's tournaments."""

    def __init__(self, archive: Any) -> None:
        self.archive = archive

    def record(self, tournament: str, decision: JournalRow | Any) -> int:
        """Journal ``decision`` (a row, or anything with a row's attributes); returns its
        number in the tournament's journal."""
        with self.archive.writing() as session:
            tid = _tournament_id(session, tournament, create=True)
            last = session.scalar(select(func.max(SecretaryDecision.number))
                                  .where(SecretaryDecision.tournament_id == tid)) or 0
            session.add(SecretaryDecision(
                tournament_id=tid, number=last + 1, kind=decision.kind, game=decision.game,
                field=decision.field, seat=decision.seat, place=decision.place,
                old_value=None if decision.old is None else json.dumps(decision.old, ensure_ascii=False),
                new_value=None if decision.new is None else json.dumps(decision.new, ensure_ascii=False),
                author=decision.author, reason=decision.reason,
                at=datetime.fromisoformat(decision.at).replace(tzinfo=None),
                signature=None if not getattr(decision, "signature", None)
                else json.dumps(decision.signature, ensure_ascii=False)))
            return last + 1

    def journal(self, tournament: str) -> list[JournalRow]:
        """The tournament's journal in its order (app.tournament.archived makes the decisions)."""
        with self.archive.reading() as session:
            tid = _tournament_id(session, tournament, create=False)
            if tid is None:
                return []
            rows = session.scalars(select(SecretaryDecision).where(SecretaryDecision.tournament_id == tid)
                                   .order_by(SecretaryDecision.number)).all()
            return [JournalRow(r.kind, r.game, r.author, r.reason, r.field, r.seat,
                               None if r.new_value is None else json.loads(r.new_value),
                               None if r.old_value is None else json.loads(r.old_value),
                               r.at.isoformat() + "+00:00", r.place,
                               None if r.signature is None else json.loads(r.signature)) for r in rows]

    def save_seating(self, tournament: str, schedule_json: dict[str, Any], author: str | None = None) -> int:
        """Keep a seating with the tournament; returns its version (1, 2, …)."""
        with self.archive.writing() as session:
            tid = _tournament_id(session, tournament, create=True)
            last = session.scalar(select(func.max(StoredSeating.version))
                                  .where(StoredSeating.tournament_id == tid)) or 0
            session.add(StoredSeating(tournament_id=tid, version=last + 1, author=author, created_at=now(),
                                      schedule=json.dumps(schedule_json, ensure_ascii=False)))
            return last + 1

    def seating(self, tournament: str) -> dict[str, Any] | None:
        """The newest seating kept with the tournament (``mafia-seating/1``), or None."""
        with self.archive.reading() as session:
            tid = _tournament_id(session, tournament, create=False)
            if tid is None:
                return None
            text = session.scalar(select(StoredSeating.schedule).where(StoredSeating.tournament_id == tid)
                                  .order_by(StoredSeating.version.desc()).limit(1))
            return None if text is None else json.loads(text)

    # -- the register of judges and the choice of unsigned games (app.tournament.trust) -----
    def register(self, tournament: str) -> RegisterRow | None:
        """The tournament's choice of unsigned games and its judges, or None when the
        secretary made none (app.tournament.archived makes the ``TournamentSetup``)."""
        with self.archive.reading() as session:
            tid = _tournament_id(session, tournament, create=False)
            if tid is None:
                return None
            row = session.scalar(select(TournamentSetupRow).where(TournamentSetupRow.tournament_id == tid))
            judges = session.scalars(select(TournamentJudge).where(TournamentJudge.tournament_id == tid,
                                                                   TournamentJudge.removed_at.is_(None))
                                     .order_by(TournamentJudge.id)).all()
            if row is None and not judges:
                return None
            return RegisterRow(row.unsigned if row is not None else None, tuple(
                JudgeRow(j.certificate, j.name, j.added_at.isoformat() + "+00:00") for j in judges))

    def set_unsigned(self, tournament: str, unsigned: str | None) -> None:
        with self.archive.writing() as session:
            tid = _tournament_id(session, tournament, create=True)
            row = session.scalar(select(TournamentSetupRow).where(TournamentSetupRow.tournament_id == tid))
            if row is None:
                session.add(TournamentSetupRow(tournament_id=tid, unsigned=unsigned, updated_at=now()))
            else:
                row.unsigned, row.updated_at = unsigned, now()

    def add_judge(self, tournament: str, judge: Any, added_at: datetime | None = None) -> None:
        """Put ``judge`` (app.tournament.trust.RegisteredJudge) in the register, added now
        or at ``added_at`` (UTC, as a folder's register says)."""
        added = added_at or now()
        with self.archive.writing() as session:
            tid = _tournament_id(session, tournament, create=True)
            row = session.scalar(select(TournamentJudge).where(TournamentJudge.tournament_id == tid,
                                                               TournamentJudge.fingerprint == judge.fingerprint))
            if row is None:
                session.add(TournamentJudge(tournament_id=tid, fingerprint=judge.fingerprint, name=judge.name,
                                            certificate=judge.pem, added_at=added))
            else:
                row.removed_at, row.added_at = None, added

    def carry_setup(self, tournament: str, setup: Any) -> None:
        """A folder's ``tournament.setup`` into the tournament (on import): its choice of
        unsigned games, where it made one, and every judge of its register."""
        if setup.unsigned is not None:
            self.set_unsigned(tournament, setup.unsigned)
        for judge in setup.judges:
            self.add_judge(tournament, judge, _utc(judge.added_at))

    def remove_judge(self, tournament: str, fingerprint: str) -> None:
        with self.archive.writing() as session:
            tid = _tournament_id(session, tournament, create=True)
            row = session.scalar(select(TournamentJudge).where(TournamentJudge.tournament_id == tid,
                                                               TournamentJudge.fingerprint == fingerprint))
            if row is not None:
                row.removed_at = now()
