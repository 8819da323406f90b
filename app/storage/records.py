"""What the archive hands out: plain, read-only records (no database session attached)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .models import GameRecord

_SEP = "\x1f"


@dataclass(frozen=True)
class StoredGame:
    id: int
    uid: str
    version: int          # pass it back as expected_version: the optimistic lock
    revision: int         # 0 while unsigned; 1 once signed; 2, 3, … corrections
    status: str           # in_progress | finished (the engine's)
    winner: str | None
    discarded: bool
    identity: str
    updated_at: datetime
    document: dict[str, Any]
    # An imported signed file's verdict at import: valid | unknown_signer (None otherwise).
    signature_status: str | None = None

    @property
    def signed(self) -> bool:
        return self.revision > 0

    @classmethod
    def of(cls, record: GameRecord) -> StoredGame:
        return cls(record.id, record.uid, record.version, record.revision, record.status,
                   record.winner, record.discarded, record.identity, record.updated_at,
                   json.loads(record.document), record.signature_status)


@dataclass(frozen=True)
class Revision:
    number: int
    kind: str             # signed | correction
    author: str
    reason: str | None
    created_at: datetime
    digest: str
    signature: bytes | None
    document: dict[str, Any]


@dataclass(frozen=True)
class Change:
    """One line of a game's audit trail."""

    version: int
    kind: str             # open | event | phase | replace | sign | correct | discard | import
    author: str | None
    reason: str | None
    at: datetime
    payload: dict[str, Any] | None


@dataclass(frozen=True)
class GameSummary:
    id: int
    played_on: date | None
    tournament: str | None
    round: str | None
    table: str | None
    game: str | None
    judge: str | None
    status: str
    winner: str | None
    revision: int


@dataclass(frozen=True)
class HistoryRow:
    """One game of a player's history, as the player saw it."""

    game_id: int
    played_on: date | None
    tournament: str | None
    round: str | None
    table: str | None
    game: str | None
    seat: int
    role: str
    team: str
    result: str | None     # win | loss | draw; None while in progress
    left_how: str | None
    fouls: int
    extra_points: float | None
    best_player: bool


@dataclass(frozen=True)
class PlayerInfo:
    uid: str
    nickname: str
    real_name: str | None
    club: str | None
    city: str | None


@dataclass(frozen=True)
class TournamentInfo:
    name: str
    starts_on: date | None
    ends_on: date | None
    venue: str | None
    ruleset: dict[str, Any] | str | None     # as in a game file
    scoring: dict[str, Any] | None
    rounds: list[str]
    tables: list[str]


def describe_identity(identity: str) -> str:
    """``meta:Кубок␟3␟2␟1`` -> ``«Кубок» 3/2/1``; a game without meta by its number.

    >>> describe_identity("meta:Осенний кубок\\x1f3\\x1f2\\x1f")
    '«Осенний кубок» 3/2'
    """
    if identity.startswith("meta:"):
        tournament, *rest = identity[5:].split(_SEP)
        return f"«{tournament}» " + "/".join(part for part in rest if part)
    return identity
