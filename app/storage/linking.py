"""Finding or adding the players, tournaments, rounds and tables a game names.

Inserts go through ``INSERT … ON CONFLICT DO NOTHING`` and a read-back, so two judges
saving games with the same new player at once both end up with the one player row.
"""
from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from .errors import PlayerConflict
from .models import Base, GameTable, Player, Round, Tournament

_SPACES = re.compile(r"\s+")


def now() -> datetime:
    """UTC, without a zone: both databases store it the same way."""
    return datetime.now(UTC).replace(tzinfo=None)


def nickname_key(name: str) -> str:
    """The form a nickname is matched by: case, runs of spaces and ё/е do not matter.

    >>> nickname_key("  Ёжик   в тумане ") == nickname_key("ежик В ТУМАНЕ")
    True
    """
    return _SPACES.sub(" ", name.strip()).casefold().replace("ё", "е")


def spaced(name: str) -> str:
    """A nickname as a player is added under it: trimmed, runs of spaces made one."""
    return _SPACES.sub(" ", name.strip())


def new_uid() -> str:
    return uuid.uuid4().hex


def _insert(session: Session, model: type[Base], **values: Any) -> None:
    dialect = session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    session.execute(insert(model).values(**values).on_conflict_do_nothing())


def player_id(session: Session, name: str, uid: str | None, seat: int) -> int | None:
    """The archive's player for a seat: by ``players[].id`` when the file gives one,
    else by nickname; a new player is added.  An empty name is nobody yet."""
    name = spaced(name)
    if not name:
        return None
    key = nickname_key(name)
    by_name = session.execute(select(Player.id, Player.uid).where(Player.nickname_key == key)).first()
    if uid is not None:
        by_uid = session.execute(select(Player.id, Player.nickname).where(Player.uid == uid)).first()
        if by_uid is not None:
            if by_name is not None and by_name.id != by_uid.id:
                raise PlayerConflict("player.ambiguous", name=name, seat=seat, uid=uid,
                                     owner=by_uid.nickname)
            return int(by_uid.id)
        if by_name is not None:
            raise PlayerConflict("player.ambiguous", name=name, seat=seat, uid=uid,
                                 owner=f"id {by_name.uid}")
    elif by_name is not None:
        return int(by_name.id)
    _insert(session, Player, uid=uid or new_uid(), nickname=name, nickname_key=key,
            created_at=now())
    found = session.execute(select(Player.id, Player.uid).where(Player.nickname_key == key)).one()
    if uid is not None and found.uid != uid:   # someone else added the nickname meanwhile
        raise PlayerConflict("player.ambiguous", name=name, seat=seat, uid=uid,
                             owner=f"id {found.uid}")
    return int(found.id)


def _get_or_add(session: Session, model: type[Tournament | Round | GameTable], **key: str | int) -> int:
    query = select(model.id).filter_by(**key)
    found: int | None = session.execute(query).scalar()
    if found is None:
        extra = {"created_at": now()} if model is Tournament else {}
        _insert(session, model, **key, **extra)
        return session.execute(query).scalar_one()
    return found


def tournament_id(session: Session, name: str) -> int:
    return _get_or_add(session, Tournament, name=name)


def round_id(session: Session, tournament: int, label: str) -> int:
    return _get_or_add(session, Round, tournament_id=tournament, label=label)


def table_id(session: Session, tournament: int, label: str) -> int:
    return _get_or_add(session, GameTable, tournament_id=tournament, label=label)
