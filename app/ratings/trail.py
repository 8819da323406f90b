"""The secretary's merges and splits of persons, each a row of the trail that can be undone.

A merge moves every seat, nickname and outside id of one person to another and leaves the
first pointing at the second; a split moves the seats of chosen games (or of one nickname)
to a new person.  The trail keeps exactly what moved, so an undo moves it back — refused
while a later change moved any of the same seats, which must be undone first.

>>> import os, tempfile
>>> from app.sport import sample_game
>>> from app.storage import open_archive
>>> archive = open_archive(os.path.join(tempfile.mkdtemp(), "a.sqlite3"))
>>> _ = archive.open_game(sample_game())
>>> a, b = (find_person(archive, n).id for n in ("Шерлок", "Ворон"))
>>> merge(archive, a, b, author="Петрова", reason="один человек").kind
'merge'
>>> find_person(archive, "Шерлок").id == b
True
>>> undo(archive, 1, author="Петрова", reason="ошибка").kind
'undo'
>>> find_person(archive, "Шерлок").id == a
True
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update

from app.storage.linking import now
from app.storage.person_links import sync_session
from app.storage.persons import Person, PersonChange, PersonExternalId, PlayerPerson, SeatPerson

from .errors import RatingError
from .persons import TrailEntry, find_person, find_person_id

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from app.storage import Archive

__all__ = ["find_person", "merge", "split", "trail", "undo", "edit"]


def _entry(row: PersonChange) -> TrailEntry:
    return TrailEntry(row.id, row.kind, row.author, row.reason, row.at, json.loads(row.payload), row.undone_by)


def _record(session: Session, kind: str, author: str, reason: str, payload: dict[str, Any]) -> TrailEntry:
    row = PersonChange(kind=kind, author=author, reason=reason, at=now(), payload=json.dumps(payload, sort_keys=True))
    session.add(row)
    session.flush()
    return _entry(row)


def _person(session: Session, person_id: int) -> Person:
    row = session.get(Person, person_id)
    if row is None or row.merged_into is not None:
        raise RatingError("person.unknown", name=f"#{person_id}")
    return row


def _move(session: Session, seats: list[list[int]], players: list[int], ids: list[int], to: int,
          how: str | None = None) -> None:
    for game_id, seat in seats:
        values: dict[str, Any] = {"person_id": to}
        if how is not None:
            values["how"] = how
        session.execute(update(SeatPerson).where(SeatPerson.game_id == game_id, SeatPerson.seat == seat)
                        .values(**values))
    if players:
        session.execute(update(PlayerPerson).where(PlayerPerson.player_id.in_(players)).values(person_id=to))
    if ids:
        session.execute(update(PersonExternalId).where(PersonExternalId.id.in_(ids)).values(person_id=to))


def merge(archive: Archive, source: int | str, target: int | str, *, author: str, reason: str) -> TrailEntry:
    """Everything of ``source`` becomes ``target``'s: the two were one person."""
    with archive.writing() as session:
        sync_session(session)
        a = _person(session, find_person_id(session, str(source)))
        b = _person(session, find_person_id(session, str(target)))
        if a.id == b.id:
            raise RatingError("person.same", id=a.id)
        seats = [list(r) for r in session.execute(select(SeatPerson.game_id, SeatPerson.seat)
                                                  .where(SeatPerson.person_id == a.id)
                                                  .order_by(SeatPerson.game_id, SeatPerson.seat))]
        players = list(session.scalars(select(PlayerPerson.player_id).where(PlayerPerson.person_id == a.id)))
        ids = list(session.scalars(select(PersonExternalId.id).where(PersonExternalId.person_id == a.id)))
        federation = a.federation_id if b.federation_id is None else None
        _move(session, seats, players, ids, b.id)
        a.merged_into = b.id
        if federation is not None:
            a.federation_id = None
            session.flush()
            b.federation_id = federation
        return _record(session, "merge", author, reason, {"from": a.id, "into": b.id, "seats": seats,
                                                          "players": players, "ids": ids, "federation_id": federation})


def split(archive: Archive, source: int | str, *, games: list[int] | None = None, nickname: str | None = None,
          name: str | None = None, author: str, reason: str) -> TrailEntry:
    """The seats of ``games`` (or every seat under ``nickname``, and the nickname itself) of
    ``source`` go to a new person: two people had been taken for one."""
    from app.storage.linking import nickname_key
    from app.storage.models import Player
    with archive.writing() as session:
        sync_session(session)
        a = _person(session, find_person_id(session, str(source)))
        query = select(SeatPerson.game_id, SeatPerson.seat).where(SeatPerson.person_id == a.id)
        players: list[int] = []
        if nickname is not None:
            player = session.scalar(select(Player.id).where(Player.nickname_key == nickname_key(nickname)))
            players = [player] if player is not None else []
            query = query.where(SeatPerson.player_id.in_(players))
            players = [p for p in players
                       if session.scalar(select(PlayerPerson.person_id).where(PlayerPerson.player_id == p)) == a.id]
        if games is not None:
            query = query.where(SeatPerson.game_id.in_(games))
        seats = [list(r) for r in session.execute(query.order_by(SeatPerson.game_id, SeatPerson.seat))]
        if not seats:
            raise RatingError("person.no_seats", id=a.id)
        c = Person(name=name or nickname or a.name, club=a.club, city=a.city, created_at=now())
        session.add(c)
        session.flush()
        _move(session, seats, players, [], c.id, how="manual")
        return _record(session, "split", author, reason, {"from": a.id, "into": c.id, "seats": seats,
                                                          "players": players, "ids": [], "created": True})


def edit(archive: Archive, person: int | str, *, author: str, reason: str, **fields: str | None) -> TrailEntry:
    """A person's name, federation id, club or city, the old values kept in the trail."""
    with archive.writing() as session:
        sync_session(session)
        row = _person(session, find_person_id(session, str(person)))
        old = {k: getattr(row, k) for k in fields}
        for key, value in fields.items():
            if key not in ("name", "federation_id", "club", "city"):
                raise ValueError(key)
            setattr(row, key, value)
        session.flush()
        return _record(session, "edit", author, reason, {"person": row.id, "old": old, "new": fields})


def undo(archive: Archive, number: int, *, author: str, reason: str) -> TrailEntry:
    """Revert change ``number`` of the trail; the undo is itself a row of it."""
    with archive.writing() as session:
        row = session.get(PersonChange, number)
        if row is None or row.kind == "undo":
            raise RatingError("change.unknown", number=number)
        if row.undone_by is not None:
            raise RatingError("change.undone", number=number)
        payload = json.loads(row.payload)
        later = session.scalars(select(PersonChange).where(PersonChange.id > number,
                                                           PersonChange.undone_by.is_(None),
                                                           PersonChange.kind.in_(("merge", "split")))
                                .order_by(PersonChange.id)).all()
        mine = {tuple(s) for s in payload.get("seats", [])}
        for other in later:
            if mine & {tuple(s) for s in json.loads(other.payload).get("seats", [])}:
                raise RatingError("change.stale", number=number, later=other.id)
        if row.kind == "edit":
            person = session.get(Person, payload["person"])
            for key, value in payload["old"].items():
                setattr(person, key, value)
        else:
            _undo_move(session, row.kind, payload)
        entry = _record(session, "undo", author, reason, {"undoes": number, "seats": payload.get("seats", [])})
        row.undone_by = entry.number
        return entry


def _undo_move(session: Session, kind: str, payload: dict[str, Any]) -> None:
    back, into = payload["from"], payload["into"]
    _move(session, payload["seats"], payload["players"], payload["ids"], back, how="auto" if kind == "split" else None)
    a, b = session.get(Person, back), session.get(Person, into)
    assert a is not None and b is not None
    if kind == "merge":
        a.merged_into = None
        if payload.get("federation_id") is not None:
            b.federation_id = None
            session.flush()
            a.federation_id = payload["federation_id"]
    else:          # the person the split made is left with nothing: it stands for its origin
        b.merged_into = back


def trail(archive: Archive, limit: int | None = None) -> list[TrailEntry]:
    """The trail, newest first."""
    with archive.reading() as session:
        query = select(PersonChange).order_by(PersonChange.id.desc())
        if limit is not None:
            query = query.limit(limit)
        return [_entry(r) for r in session.scalars(query)]
