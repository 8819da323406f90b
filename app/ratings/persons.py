"""Persons: who sat at every seat of the archive (linked by app.storage.person_links), found
by id, federation id, nickname or name; the secretary's merges and splits are the trail's
(app.ratings.trail).  A merge or a split is one row of the trail (who, when, why, what moved)
and can be undone while no later change moved the same seats.

>>> import os, tempfile
>>> from app.sport import sample_game
>>> from app.storage import open_archive
>>> archive = open_archive(os.path.join(tempfile.mkdtemp(), "a.sqlite3"))
>>> _ = archive.open_game(sample_game())
>>> sync(archive)
10
>>> find_person(archive, "Шерлок").name
'Шерлок'
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, select

from app.storage.linking import nickname_key
from app.storage.models import Player
from app.storage.persons import Person, PersonExternalId, PlayerPerson, SeatPerson

from .errors import RatingError

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from app.storage import Archive

from app.storage.person_links import sync


@dataclass(frozen=True)
class PersonInfo:
    id: int
    name: str
    federation_id: str | None
    club: str | None
    city: str | None
    nicknames: tuple[str, ...]
    external: tuple[tuple[str, str], ...]     # (system, id)


@dataclass(frozen=True)
class TrailEntry:
    number: int
    kind: str
    author: str
    reason: str
    at: datetime
    payload: dict[str, Any]
    undone_by: int | None


# -- finding a person ---------------------------------------------------------------------

def _resolve(session: Session, person_id: int) -> int:
    """A merged person's id leads to the person it was merged into."""
    for _ in range(100):
        into = session.scalar(select(Person.merged_into).where(Person.id == person_id))
        if into is None:
            return person_id
        person_id = into
    return person_id


def find_person_id(session: Session, query: str) -> int:
    """A person by ``#id`` or id, federation id, nickname or name; raises RatingError."""
    query = query.strip()
    digits = query.lstrip("#")
    found_by_id = session.get(Person, int(digits)) if digits.isdigit() else None
    if found_by_id is not None:
        # the row at hand says whether it was merged: one statement less for a card by id
        return found_by_id.id if found_by_id.merged_into is None else _resolve(session, found_by_id.merged_into)
    found = session.scalar(select(Person.id).where(Person.federation_id == query))
    if found is None:
        found = session.scalar(select(PlayerPerson.person_id).join(Player, Player.id == PlayerPerson.player_id)
                               .where(Player.nickname_key == nickname_key(query)))
    if found is not None:
        return _resolve(session, found)
    named = session.scalars(select(Person.id).where(Person.merged_into.is_(None))
                            .where(func.lower(Person.name) == query.lower()).order_by(Person.id)).all()
    if len(named) == 1:
        return named[0]
    if named:
        raise RatingError("person.ambiguous", name=query, ids=", ".join(f"#{i}" for i in named))
    raise RatingError("person.unknown", name=query)


def person_info(session: Session, person_id: int) -> PersonInfo:
    row = session.get(Person, person_id)
    if row is None:
        raise RatingError("person.unknown", name=f"#{person_id}")
    nicknames = session.scalars(select(Player.nickname).join(SeatPerson, SeatPerson.player_id == Player.id)
                                .where(SeatPerson.person_id == person_id).distinct().order_by(Player.nickname)).all()
    external = session.execute(select(PersonExternalId.system, PersonExternalId.value)
                               .where(PersonExternalId.person_id == person_id)
                               .order_by(PersonExternalId.system, PersonExternalId.value)).all()
    return PersonInfo(row.id, row.name, row.federation_id, row.club, row.city, tuple(nicknames),
                      tuple((s, v) for s, v in external))


def find_person(archive: Archive, query: str) -> PersonInfo:
    sync(archive)
    with archive.reading() as session:
        return person_info(session, find_person_id(session, query))
