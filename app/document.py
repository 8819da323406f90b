"""An open game: the ``mafia-game/1`` document, its primitive edits, and its replayed state.

The protocol sheet changes a game only through these edits; each one returns what its
undo needs, so an undo command is two lines.  The state is replayed lazily after a change:
a correction of an early event re-validates the whole game.

>>> from app.editions import SPORT
>>> doc = GameDocument.new(["Кот", "Ворон"] + [""] * 8, SPORT.table.deal())
>>> doc.append_phase()
'D1'
>>> doc.insert_event(1, 0, {"type": "nominate", "by": 1, "target": 8})
>>> doc.state.candidates("D1")
[8]
>>> doc.remove_event(1, 0)
{'type': 'nominate', 'by': 1, 'target': 8}
>>> doc.state.candidates("D1")
[]
"""
from __future__ import annotations

import copy
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from .engine import Game, State
from .format import FORMAT, validate_game


@dataclass(frozen=True)
class Change:
    """What an edit did: the archive stores an added event as such, and the views redraw
    only what the change touches (the header does not care about a foul)."""

    kind: str                  # event_added | phase_added | edited | players | field | batch
    phase: int | None = None
    event: dict | None = None
    key: str | None = None     # the top-level field of a ``field`` change
    parts: tuple["Change", ...] = ()   # a ``batch``: the changes of one transaction, in order

    @property
    def events_only(self) -> bool:
        """Only the game's events changed (not its header, players or signature)."""
        if self.kind == "batch":
            return all(p.events_only for p in self.parts)
        return self.kind in ("event_added", "phase_added", "edited")

    def touches(self, *keys: str) -> bool:
        if self.kind == "batch":
            return any(p.touches(*keys) for p in self.parts)
        return (self.kind == "field" and self.key in keys) or (self.kind == "players" and "players" in keys)


Listener = Callable[[Change], None]


class GameDocument:
    def __init__(self, doc: dict) -> None:
        self.doc = doc
        self._state: State | None = None
        self.listeners: list[Listener] = []
        self._pending: list[Change] | None = None   # inside a transaction

    @classmethod
    def new(cls, names: list[str], roles: list[str], ruleset: Any = "league",
            meta: dict | None = None) -> "GameDocument":
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

    # -- reading -------------------------------------------------------------------------
    @property
    def state(self) -> State:
        if self._state is None:
            self._state = Game.replay(self.doc)
        return self._state

    @property
    def phases(self) -> list[dict]:
        return self.doc.setdefault("phases", [])

    def event(self, phase: int, index: int) -> dict:
        return self.phases[phase]["events"][index]

    def snapshot(self) -> dict:
        return copy.deepcopy(self.doc)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Edits inside are reported once, as one ``batch`` change, when the block ends:
        the state is replayed once, not once per edit."""
        if self._pending is not None:       # nested: the outer transaction reports
            yield
            return
        self._pending = []
        try:
            yield
        finally:
            pending, self._pending = self._pending, None
            if len(pending) == 1:
                self._notify(pending[0])
            elif pending:
                self._notify(Change("batch", parts=tuple(pending)))

    # -- primitive edits (each returns what undoing it needs) ----------------------------
    def insert_event(self, phase: int, index: int, event: dict) -> None:
        events = self.phases[phase]["events"]
        at_end = phase == len(self.phases) - 1 and index == len(events)
        events.insert(index, copy.deepcopy(event))
        self._changed(Change("event_added", phase, event) if at_end else Change("edited"))

    def append_event(self, event: dict) -> tuple[int, int]:
        """Add an event at the end of the current phase; returns where it went."""
        phase = len(self.phases) - 1
        index = len(self.phases[phase]["events"])
        self.insert_event(phase, index, event)
        return phase, index

    def remove_event(self, phase: int, index: int) -> dict:
        event = self.phases[phase]["events"].pop(index)
        self._changed()
        return event

    def replace_event(self, phase: int, index: int, event: dict) -> dict:
        old = self.phases[phase]["events"][index]
        self.phases[phase]["events"][index] = copy.deepcopy(event)
        self._changed()
        return old

    def append_phase(self) -> str:
        """The next phase in game order: N0, D1, N1, D2, …"""
        last = self.phases[-1]["phase"] if self.phases else None
        if last is None:
            name = "N0"
        elif last[0] == "N":
            name = f"D{int(last[1:]) + 1}"
        else:
            name = f"N{last[1:]}"
        self.phases.append({"phase": name, "events": []})
        self._changed(Change("phase_added", len(self.phases) - 1))
        return name

    def pop_phase(self) -> dict:
        phase = self.phases.pop()
        self._changed()
        return phase

    def restore_phase(self, phase: dict) -> None:
        self.phases.append(phase)
        self._changed()

    def set_player(self, seat: int, field: str, value: Any) -> Any:
        player = self.doc["players"][seat - 1]
        old = player.get(field)
        player[field] = value
        self._changed(Change("players"))
        return old

    def set_top(self, key: str, value: Any) -> Any:
        """Set (or, with None, remove) a top-level field: meta, result, awards, ruleset."""
        old = self.doc.get(key)
        if value is None:
            self.doc.pop(key, None)
        else:
            self.doc[key] = copy.deepcopy(value)
        self._changed(Change("players") if key == "players" else Change("field", key=key))
        return old

    def set_meta(self, key: str, value: Any) -> Any:
        meta = self.doc.setdefault("meta", {})
        old = meta.get(key)
        if value in (None, ""):
            meta.pop(key, None)
        else:
            meta[key] = value
        self._changed(Change("field", key="meta"))
        return old

    def _changed(self, change: Change = Change("edited")) -> None:
        self._state = None
        if self._pending is not None:
            self._pending.append(change)
        else:
            self._notify(change)

    def _notify(self, change: Change) -> None:
        for listener in list(self.listeners):
            listener(change)
