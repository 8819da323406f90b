"""What every typed event record shares (``records.py`` holds the records themselves,
written from the events tables): the JSON it came from and goes back to, key order included,
and ``ABSENT`` for an optional field the event does not have.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any, ClassVar, TypeVar


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


class KindOf:
    """A record that serves several event types (``Penalty``, ``NightAction``): the type is
    the record's first field, ``kind_of``."""

    kind_of: str

    @property
    def type(self) -> str:
        return self.kind_of


_Shooting = TypeVar("_Shooting", bound="Shots")


class Shots:
    """The mafia's shots of a ``Shooting`` record, changed one shooter at a time."""

    shots: Mapping[str, int | None] | Absent

    def with_shot(self: _Shooting, shooter: int, target: int | None) -> _Shooting:
        shots = dict(self.shots) if isinstance(self.shots, Mapping) else {}
        shots[str(shooter)] = target
        return replace(self, shots=shots)  # type: ignore[type-var]  # a mixin of a dataclass


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
