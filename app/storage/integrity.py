"""``mafia-protocol db check``: is the archive whole, and does every game still replay?

Checks, for every game: the stored document is a valid ``mafia-game/1`` game that the
engine replays; the searchable columns and seats agree with it; each revision matches
its checksum and a signed game equals its latest revision; the journal reaches the
game's current version; every seat and every seat's link names a game, player and person
the archive holds.  On SQLite, also the file's own integrity and foreign keys.
"""
from __future__ import annotations

import json
from collections.abc import Iterator

from sqlalchemy import Row, func, select, text
from sqlalchemy.orm import Session

from app.format import GameFileError, validate_game

from .archive import Archive
from .derive import derive, digest
from .errors import ArchiveError
from .models import GameRecord, GameRevision, GameSeat, JournalEntry, Player

_BATCH = 500
_GAME_FIELDS = ("status", "winner", "events", "errors", "played_on", "judge", "fingerprint")
_SEAT_FIELDS = ("role", "team", "result", "left_how", "fouls", "played_on")


def check(archive: Archive) -> Iterator[ArchiveError]:
    """Every problem found, as it is found; nothing means the archive is sound."""
    with archive.reading() as session:
        if session.get_bind().dialect.name == "sqlite":
            for (line,) in session.execute(text("PRAGMA integrity_check")):
                if line != "ok":
                    yield ArchiveError("check.sqlite", detail=line)
            for row in session.execute(text("PRAGMA foreign_key_check")):
                yield ArchiveError("check.sqlite", detail=f"foreign key: {tuple(row)}")
        from .exclusions import check_exclusions
        from .persons import check_persons
        yield from check_persons(session)
        yield from check_exclusions(session)
        dangling = _dangling(session)
        if dangling:
            yield ArchiveError("check.references", count=dangling)
        last = 0
        while True:
            records = session.scalars(select(GameRecord).where(GameRecord.id > last)
                                      .order_by(GameRecord.id).limit(_BATCH)).all()
            if not records:
                return
            ids = [r.id for r in records]
            seats = _seats(session, ids)
            revisions = _revisions(session, ids)
            journal = dict(session.execute(select(JournalEntry.game_id, func.max(JournalEntry.version))
                                           .where(JournalEntry.game_id.in_(ids))
                                           .group_by(JournalEntry.game_id)).all())
            for record in records:
                yield from _check_game(record, seats.get(record.id, {}),
                                       revisions.get(record.id, []), journal.get(record.id))
            last = ids[-1]
            session.expunge_all()


def _dangling(session: Session) -> int:
    """Seats and their persons' links naming a game, player or person the archive does not
    hold: the references no foreign key checks row by row (migration 0009), checked here for
    the whole tables at once."""
    from .persons import Person, SeatPerson
    seats = (select(func.count()).select_from(GameSeat)
             .outerjoin(GameRecord, GameRecord.id == GameSeat.game_id)
             .outerjoin(Player, Player.id == GameSeat.player_id)
             .where(GameRecord.id.is_(None) | (GameSeat.player_id.is_not(None) & Player.id.is_(None))))
    links = (select(func.count()).select_from(SeatPerson)
             .outerjoin(GameRecord, GameRecord.id == SeatPerson.game_id)
             .outerjoin(Person, Person.id == SeatPerson.person_id)
             .where(GameRecord.id.is_(None) | Person.id.is_(None)))
    return int(session.scalar(seats) or 0) + int(session.scalar(links) or 0)


# a revision's game, number, document and digest
_RevisionRow = Row[int, int, str, str]


def _seats(session: Session, ids: list[int]) -> dict[int, dict[int, GameSeat]]:
    out: dict[int, dict[int, GameSeat]] = {}
    for seat in session.scalars(select(GameSeat).where(GameSeat.game_id.in_(ids))):
        out.setdefault(seat.game_id, {})[seat.seat] = seat
    return out


def _revisions(session: Session, ids: list[int]) -> dict[int, list[_RevisionRow]]:
    out: dict[int, list[_RevisionRow]] = {}
    for rev in session.execute(select(GameRevision.game_id, GameRevision.number,
                                      GameRevision.document, GameRevision.digest)
                               .where(GameRevision.game_id.in_(ids))
                               .order_by(GameRevision.number)):
        out.setdefault(rev.game_id, []).append(rev)
    return out


def _check_game(record: GameRecord, seats: dict[int, GameSeat], revisions: list[_RevisionRow],
                journal_version: int | None) -> Iterator[ArchiveError]:
    game = record.id
    try:
        doc = validate_game(json.loads(record.document), f"#{game}")
    except GameFileError as error:
        yield ArchiveError("check.json", game=game, detail=error)
        return
    except ValueError as error:
        yield ArchiveError("check.json", game=game, detail=str(error))
        return
    try:
        facts = derive(doc)
    except Exception as error:   # precisely what this check is for
        yield ArchiveError("check.replay", game=game, detail=f"{type(error).__name__}: {error}")
        return
    expected = dict(facts.game, fingerprint=facts.fingerprint)
    for name in _GAME_FIELDS:
        if getattr(record, name) != expected[name]:
            yield ArchiveError("check.derived", game=game, field=name,
                               stored=getattr(record, name), expected=expected[name])
    for row in facts.seats:
        stored = seats.get(row["seat"])
        want = dict(row, played_on=expected["played_on"])
        for name in _SEAT_FIELDS:
            if stored is None or getattr(stored, name) != want[name]:
                yield ArchiveError("check.derived", game=game, field=f"seat {row['seat']} {name}",
                                   stored=getattr(stored, name, None), expected=want[name])
    for rev in revisions:
        if digest(rev.document) != rev.digest:
            yield ArchiveError("check.revision", game=game, number=rev.number)
    if record.revision and (not revisions or revisions[-1].document != record.document
                            or revisions[-1].number != record.revision):
        yield ArchiveError("check.signed", game=game, number=record.revision)
    if journal_version != record.version:
        yield ArchiveError("check.journal", game=game, found=journal_version, version=record.version)
