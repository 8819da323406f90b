"""The events as typed records: the operations of the sheet build these; the document stores
their JSON.  A record keeps the fields of the spec's events table (``event_shapes.EVENT_TYPES``)
as attributes, in the table's order, which is the order the files write them, and whatever else
the event carried (``time``, a later writer's ``x_…``) in ``extra``, so that
``from_json(e).to_json() == e``, key order included.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar


class Absent:
    """An optional field the event does not have (``None`` is a value: a shot at nobody)."""

    def __repr__(self) -> str:
        return "ABSENT"

    def __bool__(self) -> bool:
        return False

    def __reduce__(self) -> str:        # a copy or a pickle is ABSENT itself
        return "ABSENT"


ABSENT = Absent()
Seats = tuple[int, ...]


class EventShapeError(ValueError):
    """A record asked of JSON that lacks a field its type requires, or of a gesture that is
    not an event (``_next_phase``): a programming error of the caller, not bad input."""


@dataclass(frozen=True)
class Event:
    """One event of a phase, typed; ``event_from_json`` reads any of them."""

    TYPE: ClassVar[str] = ""
    extra: Mapping[str, Any] = field(default_factory=dict, kw_only=True)

    @property
    def type(self) -> str:
        return self.TYPE

    @property
    def seats(self) -> frozenset[int]:
        """Every seat the event names (who acted, at whom, who voted)."""
        return seats_named(self.to_json())

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            if f.name in _NOT_JSON:
                continue
            value = getattr(self, f.name)
            if value is not ABSENT:
                out[f.name] = _plain(value)
        out.update(self.extra)
        return out

    @classmethod
    def _from(cls, data: Mapping[str, Any], **given: Any) -> Event:
        names = {f.name for f in fields(cls)} - _NOT_JSON
        for f in fields(cls):
            if f.name in _NOT_JSON or f.name in given:
                continue
            if f.name in data:     # lists of seats become tuples: a record is frozen
                given[f.name] = tuple(value) if isinstance(value := data[f.name], list) else value
            elif f.default is MISSING:
                raise EventShapeError(f"a {data.get('type')!r} event needs {f.name!r}")
        extra = {k: v for k, v in data.items() if k != "type" and k not in names}
        return cls(**given, extra=extra)


def _plain(value: Any) -> Any:
    if isinstance(value, Event):
        return value.to_json()
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    return value


_NOT_JSON = frozenset({"extra", "kind_of"})


@dataclass(frozen=True)
class Speech(Event):
    TYPE: ClassVar[str] = "speech"
    seat: int


@dataclass(frozen=True)
class Nominate(Event):
    TYPE: ClassVar[str] = "nominate"
    by: int
    target: int
    thumb: bool | Absent = ABSENT


@dataclass(frozen=True)
class AskNominees(Event):
    TYPE: ClassVar[str] = "ask_nominees"
    seat: int


@dataclass(frozen=True)
class Withdraw(Event):
    TYPE: ClassVar[str] = "withdraw"
    by: int
    target: int


@dataclass(frozen=True)
class Vote(Event):
    """The hands for one candidate in one round: who raised them, or only how many."""
    TYPE: ClassVar[str] = "vote"
    round: int | None
    candidate: int
    voters: Seats | Absent = ABSENT
    count: int | Absent = ABSENT


@dataclass(frozen=True)
class LiftVote(Event):
    TYPE: ClassVar[str] = "lift_vote"
    voters: Seats | Absent = ABSENT
    count: int | Absent = ABSENT
    against: Seats | Absent = ABSENT
    against_count: int | Absent = ABSENT


@dataclass(frozen=True)
class BestMove(Event):
    TYPE: ClassVar[str] = "best_move"
    seat: int
    guess: Seats


@dataclass(frozen=True)
class Shooting(Event):
    """The mafia's shots (``{"shooter seat": target or None}``) and/or who was killed."""
    TYPE: ClassVar[str] = "shooting"
    shots: Mapping[str, int | None] | Absent = ABSENT
    killed: int | None | Absent = ABSENT

    def with_shot(self, shooter: int, target: int | None) -> Shooting:
        shots = dict(self.shots) if isinstance(self.shots, Mapping) else {}
        shots[str(shooter)] = target
        return Shooting(shots, self.killed, extra=self.extra)


@dataclass(frozen=True)
class DonCheck(Event):
    TYPE: ClassVar[str] = "don_check"
    target: int
    result: str | Absent = ABSENT


@dataclass(frozen=True)
class SheriffCheck(Event):
    TYPE: ClassVar[str] = "sheriff_check"
    target: int
    result: str | Absent = ABSENT


@dataclass(frozen=True)
class Penalty(Event):
    """warning, foul, team_defeat, tech_foul: a seat and, optionally, the clause."""
    kind_of: str
    seat: int
    clause: str | Absent = ABSENT

    @property
    def type(self) -> str:
        return self.kind_of


@dataclass(frozen=True)
class GiveUp(Event):
    TYPE: ClassVar[str] = "give_up"
    seat: int


@dataclass(frozen=True)
class Guess(Event):
    TYPE: ClassVar[str] = "guess"
    seat: int
    black: Seats | Absent = ABSENT
    red: Seats | Absent = ABSENT
    vice: int | Absent = ABSENT


@dataclass(frozen=True)
class Disqualify(Event):
    """A removal; a sport night's also says whether the count had begun, a boulevard one
    may carry the host's note."""
    TYPE: ClassVar[str] = "disqualify"
    seat: int
    clause: str | Absent = ABSENT
    during_shooting: bool | Absent = ABSENT
    at_number: int | Absent = ABSENT
    note: str | Absent = ABSENT


# -- the boulevard edition's events (app/format/boulevard.py checks their shape) ---------------
@dataclass(frozen=True)
class NightAction(Event):
    """A boulevard role's act at night: ``by`` acts on ``target`` (or the pair ``targets``)."""
    kind_of: str
    by: int
    target: int | None | Absent = ABSENT
    targets: Seats | Absent = ABSENT
    result: str | Absent = ABSENT

    @property
    def type(self) -> str:
        return self.kind_of


@dataclass(frozen=True)
class Violation(Event):
    TYPE: ClassVar[str] = "violation"
    seat: int
    kind: str
    removal: bool | Absent = ABSENT
    note: str | Absent = ABSENT


@dataclass(frozen=True)
class Note(Event):
    TYPE: ClassVar[str] = "note"
    text: str


@dataclass(frozen=True)
class Correction(Event):
    """The host strikes (``replacement`` None) or replaces an event of a phase."""
    TYPE: ClassVar[str] = "correction"
    phase: str | Absent = field(default=ABSENT, kw_only=True)     # written first when given
    event: int
    replacement: Mapping[str, Any] | None
    note: str | Absent = ABSENT


@dataclass(frozen=True)
class HostError(Event):
    TYPE: ClassVar[str] = "host_error"
    round: str
    remedy: str
    note: str | Absent = ABSENT


@dataclass(frozen=True)
class Appeal(Event):
    TYPE: ClassVar[str] = "appeal"
    by: int | Absent = ABSENT
    text: str | Absent = ABSENT


@dataclass(frozen=True)
class OtherEvent(Event):
    """A type this version does not know: kept as it came, for the engine to report."""
    kind_of: str

    @property
    def type(self) -> str:
        return self.kind_of


PENALTIES = ("warning", "foul", "team_defeat", "tech_foul")
NIGHT_ACTIONS = ("putana_block", "lawyer_defend", "bartender_swap", "doctor_heal", "mafia_shot",
                 "maniac_attack", "commissar_check", "journalist_compare")
RECORDS: dict[str, type[Event]] = {cls.TYPE: cls for cls in (
    Speech, Nominate, AskNominees, Withdraw, Vote, LiftVote, BestMove, Shooting, DonCheck,
    SheriffCheck, GiveUp, Guess, Disqualify, Violation, Note, Correction, HostError, Appeal)}


def event_from_json(data: Mapping[str, Any]) -> Event:
    """The typed record of one event of a file (``to_json`` gives ``data`` back)."""
    kind = data.get("type")
    if not isinstance(kind, str):
        raise EventShapeError("an event needs a 'type'")
    if kind.startswith("_"):
        raise EventShapeError(f"{kind!r} is a gesture of the sheet, not an event")
    if kind in PENALTIES:
        return Penalty._from(data, kind_of=kind)
    if kind in NIGHT_ACTIONS:
        return NightAction._from(data, kind_of=kind)
    record = RECORDS.get(kind)
    if record is None:
        return OtherEvent(kind, extra={k: v for k, v in data.items() if k != "type"})
    return record._from(data)


_SEAT_KEYS = ("seat", "by", "target", "candidate", "killed", "vice")
_SEATS_KEYS = ("voters", "against", "guess", "targets", "black", "red")


def seats_named(event: Mapping[str, Any]) -> frozenset[int]:
    """The seats an event's JSON names; lenient (what is not a seat is not one)."""
    seats = {event.get(k) for k in _SEAT_KEYS}
    for key in _SEATS_KEYS:
        value = event.get(key)
        if isinstance(value, list):
            seats.update(value)
    shots = event.get("shots")
    if isinstance(shots, Mapping):
        seats.update(int(k) for k in shots if str(k).isdigit())
        seats.update(shots.values())
    return frozenset(s for s in seats if isinstance(s, int) and not isinstance(s, bool))
