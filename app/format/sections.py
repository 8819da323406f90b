"""The top-level fields of ``mafia-game/1`` as one table of shapes (``SECTIONS``): the reader
checks a file with it (``document.validate_game``) and ``schema.py`` writes the JSON Schema
from it.  An edition's additions (``boulevard.py``) replace or add sections of it.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from datetime import date
from typing import Any

from app.editions import SPORT, SPORT_DEAL, get_ruleset
from app.i18n import Phrase
from app.rules import RulesetError

from .errors import Path
from .event_shapes import EVENT_TYPES, TEXT, TIME, EventType, check_event, event_schema, phase_rules
from .limits import MAX_LABEL, MAX_POINTS
from .messages import show
from .shapes import (
    Choice,
    Definitions,
    Fields,
    Integer,
    ListOf,
    MapOf,
    Nullable,
    Number,
    Pattern,
    Schema,
    Seat,
    SeatMap,
    SeatOrNull,
    Seats,
    Shape,
    TextOr,
)
from .values import Checker

ROLES = SPORT_DEAL


class Ruleset(Shape):
    """A rule book's name, or ``{"preset": …, "options": {…}}``; the book must exist and take
    the options.  ``preset`` names the one book an edition's schema allows."""

    __slots__ = ("preset",)
    FIELDS = Fields({"preset": TEXT, "options": MapOf(TEXT)}, required=("preset",))

    def __init__(self, preset: str | None = None) -> None:
        self.preset = preset

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        if isinstance(value, dict):
            self.FIELDS.check_fields(ck, value, path)
        else:
            ck.expect(isinstance(value, str), "ruleset", value, path)
        try:
            get_ruleset(value)
        except RulesetError as error:
            if error.key is not None:
                where = path + ("options", error.key)
            elif isinstance(value, dict):
                where = path + ("preset",)
            else:
                where = path
            ck.fail("ruleset.invalid", where, detail=Phrase.worded_by(error))

    def schema(self, out: Definitions) -> Schema:
        name: Schema = {"const": self.preset} if self.preset else {"type": "string"}
        book = self.FIELDS.schema(out)
        book["properties"] = {**book["properties"], "preset": name}
        if self.preset:
            return {"anyOf": [name, book]}
        return out.ref("ruleset", lambda: {
            "description": "A preset name ('league', 'official') or a preset with league options keyed by "
                           "clause number.",
            "anyOf": [name, book]})


class Label(Shape):
    """A round, table or game: a number (within MAX_LABEL) or a text."""

    __slots__ = ()
    NUMBER = Integer(low=0, high=MAX_LABEL)

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.expect(isinstance(value, (int, str)) and not isinstance(value, bool), "int_or_string", value, path)
        if isinstance(value, int):
            self.NUMBER.check(ck, value, path)

    def schema(self, out: Definitions) -> Schema:
        return {**self.NUMBER.schema(out), "type": ["integer", "string"]}


def _is_date(text: str) -> bool:
    # fromisoformat alone would also take "20261129" (the pattern keeps it out); the pattern
    # alone, "2026-02-30".
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


LABEL = Label()
DATE = Pattern(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", "meta.date", accept=_is_date, words={"format": "date"})
META = Fields({"tournament": TEXT, "judge": TEXT, "round": LABEL, "table": LABEL, "game": LABEL, "date": DATE,
               "side_judges": ListOf(TEXT), "start": TIME, "end": TIME})


class Players(Shape):
    """Every seat once, with the sport deal of roles (another edition says its own count and
    deal; its roles make the ``player`` row)."""

    __slots__ = ("player",)

    def __init__(self, roles: tuple[str, ...]) -> None:
        self.player = Fields({"seat": Seat("players"), "name": TEXT, "role": Choice(*roles)},
                             required=("seat", "name", "role"))

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.array(value, path)
        self.count(ck, value, path)
        taken: dict[int, int] = {}
        for index, player in enumerate(value):
            here = path + (index,)
            self.player.check(ck, player, here)
            seat = player["seat"]
            if seat in taken:
                ck.fail("players.seat_repeated", here + ("seat",), value=seat, first=taken[seat])
            taken[seat] = index
        self.deal(ck, value, path)

    def count(self, ck: Checker, value: list[Any], path: Path) -> None:
        if not SPORT.table.allows(len(value)):
            ck.fail("players.count", path, count=len(value))

    def deal(self, ck: Checker, value: list[Any], path: Path) -> None:
        # N distinct seats out of N means every seat is there; the roles are left.
        found = Counter(player["role"] for player in value)
        if found != Counter(ROLES):
            ck.fail("players.role_count", path, **{role: found[role] for role in ROLES})

    def schema(self, out: Definitions) -> Schema:
        size = SPORT.table.last_seat
        deal = ", ".join(f"{count} {role}" for role, count in ROLES.items())

        def exactly(field: str, value: object, count: int) -> Schema:
            return {"contains": {"properties": {field: {"const": value}}, "required": [field]},
                    "minContains": count, "maxContains": count}
        return out.ref("players", lambda: {
            "description": f"{size} players, every seat once; {deal}.",
            "type": "array", "minItems": size, "maxItems": size,
            "items": out.ref("player", lambda: self.player.schema(out)),
            "allOf": [exactly("role", role, count) for role, count in ROLES.items()]
            + [exactly("seat", seat, 1) for seat in SPORT.table.seat_numbers()]})


def phase_name(index: int) -> str:
    """N0, D1, N1, D2, N2, …: the name the phase at ``index`` must have."""
    if index == 0:
        return "N0"
    return f"D{(index + 1) // 2}" if index % 2 else f"N{index // 2}"


PHASE_NAME = Pattern(r"N0|[DN][1-9][0-9]*", "event.phase_name", name="phaseName")


class Phases(Shape):
    """N0, D1, N1, D2, … in order; each phase's events are of its table (``types``)."""

    __slots__ = ("types", "phase")

    def __init__(self, types: Mapping[str, EventType], phase: Fields) -> None:
        self.types, self.phase = types, phase

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.array(value, path)
        for index, phase in enumerate(value):
            here = path + (index,)
            ck.object(phase, here)
            # The name decides what the events may be, so it is checked before them.
            name = self.name(ck, phase, here)
            expected = phase_name(index)
            if name != expected:
                ck.fail("phases.order", here + ("phase",), value=show(name), expected=expected)
            self.events(ck, phase, here, name)

    def name(self, ck: Checker, phase: dict[str, Any], path: Path) -> str:
        if "phase" not in phase:
            ck.fail("field.missing", path + ("phase",))
        return ck.string(phase["phase"], path + ("phase",))

    def events(self, ck: Checker, phase: dict[str, Any], path: Path, name: str) -> None:
        """The phase's own fields, its events read as events of the phase ``name``."""
        types = self.types_of(name)

        def events(ck: Checker, value: Any, path: Path) -> None:
            ck.array(value, path)
            for index, event in enumerate(value):
                check_event(ck, event, path + (index,), name, types)
        checks = {key: shape.check for key, shape in self.phase.fields.items() if key != "phase"}
        ck.fields(phase, path, {**checks, "events": events}, required=("events",))

    def types_of(self, name: str) -> Mapping[str, EventType]:
        return self.types

    def schema(self, out: Definitions) -> Schema:
        def phase() -> Schema:
            described = self.phase.schema(out)
            described["properties"]["events"] = {"type": "array", "items": event_schema(out, self.types)}
            return {**described, "allOf": phase_rules(self.types)}
        return {"type": "array", "items": out.ref("phase", phase)}


# a phase's own fields; its "events" are read with the phase's name (``Phases.events``)
PHASE = Fields({"phase": PHASE_NAME, "start": TIME, "end": TIME}, required=("phase", "events"))
POINTS = SeatMap("awards", Number(-MAX_POINTS, MAX_POINTS))
RESULT = Fields({"winner": Choice("red", "black", "draw"), "reason": TEXT}, required=("winner",))
AWARDS = Fields({"extra_points": POINTS, "best_player": SeatOrNull("awards"), "best_move_title": Seats("awards"),
                 "cards": SeatMap("awards", Choice("yellow", "red")), "penalty_points": POINTS})
PROTESTS = ListOf(TextOr(Fields(
    {"by": SeatOrNull("awards"), "text": TEXT, "decision": TEXT}, required=("text",))))
ACKNOWLEDGED = ListOf(Fields(
    {"code": TEXT, "clause": Nullable(TEXT), "phase": Nullable(TEXT), "event": Nullable(Integer(low=0))},
    required=("code",)))
SOURCE = Fields({"system": TEXT, "inferred": ListOf(TEXT)})

SECTIONS: dict[str, Shape] = {
    "ruleset": Ruleset(), "meta": META, "players": Players(tuple(ROLES)), "phases": Phases(EVENT_TYPES, PHASE),
    "result": RESULT, "awards": AWARDS, "protests": PROTESTS, "acknowledged": ACKNOWLEDGED, "source": SOURCE}
REQUIRED = ("ruleset", "players", "phases")
TOP = Fields(SECTIONS, REQUIRED)
