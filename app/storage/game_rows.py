"""The rows a game's document is written into, for every way a game enters or changes in the
archive (the sheet's calls, app/storage/archive.py; imports, app/storage/transfer.py): the
document checked and canonical, the game's row and seats derived from it, its revisions and
its journal."""
from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.format import GameFileError, validate_game

from . import linking
from .derive import Facts, canonical, digest
from .errors import IdentityConflict, InvalidGame
from .models import GameRecord, GameRevision, GameSeat, JournalEntry
from .records import describe_identity


def checked_document(doc: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A private, valid copy of ``doc`` and its stored text."""
    try:
        text = canonical(doc)
        own = json.loads(text)
        validate_game(own, "<archive>")
    except GameFileError as error:
        raise InvalidGame("game.invalid", reason=error) from None
    except (TypeError, ValueError) as error:   # not JSON at all (a set, NaN, …)
        raise InvalidGame("game.invalid", reason=str(error)) from None
    return own, text


def store_document(session: Session, record: GameRecord, doc: dict[str, Any], text: str, facts: Facts, *,
                   previous: dict[str, Any] | None) -> None:
    """Write ``doc`` into ``record`` with everything derived from it."""
    identity = facts.identity or f"game:{record.uid}"
    if identity != record.identity:
        other = session.scalar(select(GameRecord.id).where(GameRecord.identity == identity))
        if other is not None and other != record.id:
            raise IdentityConflict("identity.taken", identity=describe_identity(identity), game=other)
        record.identity = identity
        if facts.place is None:
            record.tournament_id = record.round_id = record.table_id = None
        else:
            tournament, round_, table, _ = facts.place
            record.tournament_id = linking.tournament_id(session, tournament)
            record.round_id = linking.round_id(session, record.tournament_id, round_)
            record.table_id = linking.table_id(session, record.tournament_id, table)
    record.document = text
    record.fingerprint = facts.fingerprint
    for key, value in facts.game.items():
        setattr(record, key, value)
    record.updated_at = linking.now()
    _store_seats(session, record, doc, facts, previous)


def _store_seats(session: Session, record: GameRecord, doc: dict[str, Any], facts: Facts,
                 previous: dict[str, Any] | None) -> None:
    ids = {p["seat"]: p.get("id") for p in doc["players"]}
    before = {p["seat"]: (p.get("name"), p.get("id")) for p in (previous or {}).get("players", [])}
    now = {p["seat"]: (p.get("name"), p.get("id")) for p in doc["players"]}
    seats = {s.seat: s for s in record.seats}
    for row in facts.seats:
        seat = row["seat"]
        stored = seats.get(seat)
        if stored is None:
            stored = GameSeat(seat=seat, name=None)
            record.seats.append(stored)
        relink = stored.name != row["name"] or before.get(seat, now[seat]) != now[seat]
        for key, value in row.items():
            setattr(stored, key, value)
        stored.played_on = record.played_on
        if relink:
            stored.player_id = linking.player_id(session, row["name"], ids.get(seat), seat)


def write_revision(session: Session, record: GameRecord, number: int, kind: str, text: str, author: str | None,
                   reason: str | None, signature: bytes | None) -> None:
    """Write revision ``number`` of ``record`` (its document ``text``) before the game's new
    revision number: the database's guard (migration 0003) accepts a number only when its
    revision row holds the document.  Called before the game itself is changed, so this
    flush writes the revision only."""
    session.add(GameRevision(game_id=record.id, number=number, kind=kind, document=text, digest=digest(text),
                             author=author, reason=reason, signature=signature, created_at=linking.now()))
    session.flush()


def write_journal(session: Session, record: GameRecord, kind: str, author: str | None, reason: str | None,
                  payload: Any) -> None:
    """One entry of the game's journal, at the game's current version."""
    session.add(JournalEntry(game_id=record.id, version=record.version, kind=kind, author=author,
                             reason=reason, at=linking.now(),
                             payload=canonical(payload) if payload is not None else None))
