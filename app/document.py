"""An open game: the ``mafia-game/1`` document as typed attributes, its primitive edits, and
its replayed state.

The protocol sheet changes a game only through these edits; each one returns what its
undo needs, so an undo command is two lines, and reports a :class:`Change` to the views.
The state is replayed lazily after a change: a correction of an early event re-validates
the whole game.  ``to_json()`` gives the file back as it came (its keys in its order).

>>> from app.editions import SPORT
>>> doc = GameDocument.new(["Кот", "Ворон"] + [""] * 8, SPORT.table.deal())
>>> doc.append_phase()
'D1'
>>> doc.insert_event(1, 0, {"type": "nominate", "by": 1, "target": 8})
>>> doc.state.candidates("D1")
[8]
>>> doc.players[0].name, doc.phases[1].name
('Кот', 'D1')
>>> doc.remove_event(1, 0)
{'type': 'nominate', 'by': 1, 'target': 8}
>>> doc.state.candidates("D1")
[]
"""
from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from app import editions

from .format import FORMAT, validate_game
from .format.events import seats_named
from .sport import State

if TYPE_CHECKING:
    from typing import TypeAlias

    from .boulevard import BoulevardState

    # the replayed game of either edition, as ``GameDocument.state`` gives it: what a view reads
    # beyond the questions of app.table_state (the edition's wording, its records) it reads here
    Played: TypeAlias = State | BoulevardState


@dataclass(frozen=True)
class Appended:
    """An event added at the end of the game (or, with ``event`` None, a phase begun): the
    archive stores it as such, without rewriting the game."""

    phase: int
    event: dict[str, Any] | None = None


# which views of the protocol each part of the document feeds
_VIEWS_OF_EVENTS = frozenset({"sheet", "findings", "flow", "result"})
EVERY_VIEW = _VIEWS_OF_EVENTS | {"header"}
_VIEWS_OF_FIELD = {"meta": {"header"}, "ruleset": {"header"} | _VIEWS_OF_EVENTS,
                   "players": {"header"} | _VIEWS_OF_EVENTS, "signature": {"header"},
                   "result": {"result", "findings"}, "awards": {"result", "findings"}}


@dataclass(frozen=True)
class Change:
    """What an edit did: which phases' events and which seats it touched, which top-level
    fields it replaced; when it only appended, what (``appended``, else None).  The views
    redraw only what a change can alter (:attr:`views`): a foul is not the header's."""

    phases: frozenset[int] = frozenset()
    seats: frozenset[int] = frozenset()
    fields: frozenset[str] = frozenset()
    appended: tuple[Appended, ...] | None = None

    def __or__(self, other: Change) -> Change:
        appended = None if self.appended is None or other.appended is None else self.appended + other.appended
        return Change(self.phases | other.phases, self.seats | other.seats, self.fields | other.fields, appended)

    @property
    def phase_begun(self) -> bool:
        return any(a.event is None for a in self.appended or ())

    @property
    def views(self) -> frozenset[str]:
        """The parts of the protocol this change can alter: sheet, findings, flow, result, header."""
        views = set(_VIEWS_OF_EVENTS) if self.phases or self.phase_begun else set()
        for key in self.fields:
            views |= _VIEWS_OF_FIELD.get(key, EVERY_VIEW)
        return frozenset(views)


Listener = Callable[[Change], None]


@dataclass
class Player:
    seat: int
    name: str
    role: str
    extra: dict[str, Any] = field(default_factory=dict)   # what a later writer added

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Player:
        return cls(data["seat"], data["name"], data["role"],
                   {k: v for k, v in data.items() if k not in ("seat", "name", "role")})

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "role": self.role, **self.extra}


@dataclass
class Phase:
    name: str                                             # N0, D1, N1, …
    events: list[dict[str, Any]] = field(default_factory=list)   # the events' JSON, in order
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Phase:
        return cls(data["phase"], data["events"], {k: v for k, v in data.items() if k not in ("phase", "events")})

    def to_json(self) -> dict[str, Any]:
        return {"phase": self.name, "events": self.events, **self.extra}


@dataclass
class Result:
    """What the judge declared (the engine computes its own and reports a mismatch)."""

    winner: str
    reason: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Result:
        return cls(data["winner"], data.get("reason"), {k: v for k, v in data.items() if k not in ("winner", "reason")})

    def to_json(self) -> dict[str, Any]:
        reason = {} if self.reason is None else {"reason": self.reason}
        return {"winner": self.winner, **reason, **self.extra}


# the top level in the spec's order; a file's own order is kept
_FIELDS = ("format", "ruleset", "meta", "players", "phases", "result", "awards", "signature")


class GameDocument:
    """``GameDocument(json)`` reads a ``mafia-game/1`` document (``from_json`` says so)."""

    format: str | None
    ruleset: Any                      # a preset name, or {"preset": …, "options": {…}}
    meta: dict[str, Any]
    players: list[Player]
    phases: list[Phase]
    result: Result | None
    awards: dict[str, Any] | None
    signature: dict[str, Any] | None
    extra: dict[str, Any]             # top-level fields of an edition, a later writer, or unreadable

    def __init__(self, data: Mapping[str, Any]) -> None:
        self._order = tuple(data)
        self.format = data.get("format")
        self.ruleset = data.get("ruleset")
        self.meta = data.get("meta", {})
        self.players = [Player.from_json(p) for p in data.get("players", [])]
        self.phases = [Phase.from_json(p) for p in data.get("phases", [])]
        self.awards, self.signature = data.get("awards"), data.get("signature")
        self.extra = {k: v for k, v in data.items() if k not in _FIELDS}
        self.result = self._read_result(data.get("result"))
        self._state: State | BoulevardState | None = None
        self._foreseen: tuple[dict[str, Any], State | BoulevardState] | None = None   # see foresee()
        self.listeners: list[Listener] = []
        self._pending: list[Change] | None = None   # inside a transaction

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameDocument:
        return cls(data)

    @classmethod
    def new(cls, names: list[str], roles: list[str], ruleset: Any = "league",
            meta: dict[str, Any] | None = None) -> GameDocument:
        doc = {
            "format": FORMAT,
            "ruleset": ruleset,
            "meta": dict(meta or {}),
            "players": [{"seat": i + 1, "name": name, "role": role}
                        for i, (name, role) in enumerate(zip(names, roles))],
            "phases": [{"phase": "N0", "events": []}],
        }
        validate_game(doc)
        return cls(doc)

    def _read_result(self, value: Any) -> Result | None:
        """A declared result; one this version cannot read is kept as it came, for the
        engine to report."""
        if value is None or isinstance(value, Mapping) and isinstance(value.get("winner"), str):
            return None if value is None else Result.from_json(value)
        self.extra["result"] = value
        return None

    def to_json(self) -> dict[str, Any]:
        """The document as the file has it (events shared, not copied: see :meth:`snapshot`)."""
        values = {"format": self.format, "ruleset": self.ruleset, "meta": self.meta,
                  "players": [p.to_json() for p in self.players], "phases": [p.to_json() for p in self.phases],
                  "result": self.result and self.result.to_json(), "awards": self.awards, "signature": self.signature,
                  **self.extra}
        # an empty meta is written when the file had one (a new game's is always there)
        present = {k for k in _FIELDS if values[k] is not None and (k != "meta" or self.meta or "meta" in self._order)}
        present |= set(self.extra)
        order = [k for k in self._order if k in present] + [k for k in (*_FIELDS, *self.extra)
                                                              if k in present and k not in self._order]
        return {k: values[k] for k in order}

    # -- reading -------------------------------------------------------------------------
    @property
    def state(self) -> State | BoulevardState:
        state = self._state
        if state is None:
            data, foreseen, self._foreseen = self.to_json(), self._foreseen, None
            if foreseen is not None and foreseen[0] == data:
                state = self._state = foreseen[1]
            else:
                # the registry's replay is typed by the questions every table answers; the
                # sheet and the commands read the state of its own edition
                state = self._state = cast("State | BoulevardState", editions.replay(data))
        return state

    def foresee(self, data: dict[str, Any], state: State | BoulevardState) -> None:
        """The state of ``data``, replayed already (a dry run of the edit about to be made):
        the next replay is that one when the document has become ``data``."""
        self._foreseen = (data, state)

    def player(self, seat: int) -> Player:
        return self.players[seat - 1]

    def event(self, phase: int, index: int) -> dict[str, Any]:
        return self.phases[phase].events[index]

    def last_event(self) -> tuple[str, int] | None:
        """(phase name, index) of the last recorded event."""
        for phase in reversed(self.phases):
            if phase.events:
                return phase.name, len(phase.events) - 1
        return None

    @property
    def declared_winner(self) -> str | None:
        return self.result.winner if self.result else None

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.to_json())

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Edits inside are reported once, as one change, when the block ends: the state is
        replayed once, not once per edit."""
        if self._pending is not None:       # nested: the outer transaction reports
            yield
            return
        self._pending = []
        try:
            yield
        finally:
            pending, self._pending = self._pending, None
            if pending:
                change = pending[0]
                for part in pending[1:]:
                    change |= part
                self._notify(change)

    # -- primitive edits (each returns what undoing it needs) ----------------------------
    def insert_event(self, phase: int, index: int, event: dict[str, Any]) -> None:
        events = self.phases[phase].events
        at_end = phase == len(self.phases) - 1 and index == len(events)
        events.insert(index, copy.deepcopy(event))
        self._changed(Change(frozenset({phase}), seats_named(event),
                             appended=(Appended(phase, event),) if at_end else None))

    def append_event(self, event: dict[str, Any]) -> tuple[int, int]:
        """Add an event at the end of the current phase; returns where it went."""
        phase = len(self.phases) - 1
        index = len(self.phases[phase].events)
        self.insert_event(phase, index, event)
        return phase, index

    def remove_event(self, phase: int, index: int) -> dict[str, Any]:
        event = self.phases[phase].events.pop(index)
        self._changed(Change(frozenset({phase}), seats_named(event)))
        return event

    def replace_event(self, phase: int, index: int, event: dict[str, Any]) -> dict[str, Any]:
        old = self.phases[phase].events[index]
        self.phases[phase].events[index] = copy.deepcopy(event)
        self._changed(Change(frozenset({phase}), seats_named(old) | seats_named(event)))
        return old

    def append_phase(self) -> str:
        """The next phase in game order: N0, D1, N1, D2, …"""
        last = self.phases[-1].name if self.phases else None
        if last is None:
            name = "N0"
        elif last[0] == "N":
            name = f"D{int(last[1:]) + 1}"
        else:
            name = f"N{last[1:]}"
        self.phases.append(Phase(name))
        self._changed(Change(appended=(Appended(len(self.phases) - 1),)))
        return name

    def pop_phase(self) -> Phase:
        phase = self.phases.pop()
        self._changed(Change(frozenset({len(self.phases)})))
        return phase

    def set_player(self, seat: int, key: str, value: Any) -> Any:
        player = self.player(seat)
        if key in ("name", "role"):
            old = getattr(player, key)
            setattr(player, key, value)
        else:
            old = player.extra.get(key)
            player.extra[key] = value
        self._changed(Change(seats=frozenset({seat}), fields=frozenset({"players"})))
        return old

    def set_top(self, key: str, value: Any) -> Any:
        """Set (or, with None, remove) a top-level field: meta, players, ruleset, result,
        awards, signature — as the file writes it; returns the old one the same way."""
        old = self.to_json().get(key)
        value = copy.deepcopy(value)
        if key == "players":
            self.players = [Player.from_json(p) for p in value or []]
        elif key == "meta":
            self.meta = value or {}
        elif key == "result":
            self.extra.pop("result", None)
            self.result = self._read_result(value)
        elif key in _FIELDS and key != "phases":
            setattr(self, key, value)
        elif value is None:
            self.extra.pop(key, None)
        else:
            self.extra[key] = value
        self._changed(Change(fields=frozenset({key})))
        return old

    def set_meta(self, key: str, value: Any) -> Any:
        old = self.meta.get(key)
        if value in (None, ""):
            self.meta.pop(key, None)
        else:
            self.meta[key] = value
        self._changed(Change(fields=frozenset({"meta"})))
        return old

    def _changed(self, change: Change) -> None:
        self._state = None
        if self._pending is not None:
            self._pending.append(change)
        else:
            self._notify(change)

    def _notify(self, change: Change) -> None:
        for listener in list(self.listeners):
            listener(change)
