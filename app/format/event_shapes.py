"""The events table of the spec: which fields each known event type has, and when it may happen.

Only the shape is checked here.  Whether an event makes sense in the game (a shooting in
N0, a vote for a player nobody nominated, an unknown type) is for the engine to report.
The same table writes the events of the JSON Schema (``EventType.schema``, ``event_schema``).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import Path
from .messages import ONLY_WHEN, PHASE_IS, show
from .shapes import (
    Choice,
    Definitions,
    Fields,
    Flag,
    Integer,
    Rule,
    Schema,
    Seat,
    SeatMap,
    SeatOrNull,
    Seats,
    Shape,
    Text,
    Time,
)
from .values import Checker

# a best move names three seats: the format holds the figure, the sheet asks it here
GUESS_SEATS = 3

SEAT, SEAT_OR_NULL, SEATS, TEXT, FLAG = Seat(), SeatOrNull(), Seats(), Text(), Flag()
COUNT = Integer(low=0)
TIME = Time()


def _one_of_votes(ck: Checker, event: dict[str, Any], path: Path) -> None:
    given = [key for key in event if key in ("voters", "count")]  # in the file's order
    if not given:
        ck.fail("event.votes_missing", path)
    if len(given) == 2:
        ck.fail("event.votes_both", path + (given[1],))


def _not_both_against(ck: Checker, event: dict[str, Any], path: Path) -> None:
    if "against" in event and "against_count" in event:
        ck.fail("event.against_both", path + ("against_count",))


def _shots_or_killed(ck: Checker, event: dict[str, Any], path: Path) -> None:
    if "shots" not in event and "killed" not in event:
        ck.fail("event.shooting_empty", path)


def _at_number_in_shooting(ck: Checker, event: dict[str, Any], path: Path) -> None:
    if "at_number" in event and event.get("during_shooting") is not True:
        ck.fail("event.at_number", path + ("at_number",))


ONE_OF_VOTES = Rule(_one_of_votes, {"oneOf": [{"required": ["voters"]}, {"required": ["count"]}]})
NOT_BOTH_AGAINST = Rule(_not_both_against, {"not": {"required": ["against", "against_count"]}})
SHOTS_OR_KILLED = Rule(_shots_or_killed, {"anyOf": [{"required": ["shots"]}, {"required": ["killed"]}]})
AT_NUMBER_IN_SHOOTING = Rule(_at_number_in_shooting, {
    "if": {"required": ["at_number"]},
    "then": {"required": ["during_shooting"], "properties": {"during_shooting": {"const": True}}}})


class EventType(Fields):
    """A row of the events table: ``when`` it may happen ("day", "night" or "any"), its
    required and optional fields in the spec's order (the order files write them; ``first``
    names optional ones written before the required), the rules across them.  The typed
    records of ``records.py`` are written from these rows (``python -m app.format.generate``)."""

    __slots__ = ("when",)

    def __init__(self, when: str, required: Mapping[str, Shape], optional: Mapping[str, Shape] | None = None,
                 *rules: Rule, first: tuple[str, ...] = ()) -> None:
        every = {**required, **(optional or {})}
        ordered = {**{name: every[name] for name in first}, **every}
        super().__init__(ordered, tuple(required), rules)
        self.when = when


_VOTES = {"voters": SEATS, "count": COUNT}
_PENALTY = EventType("any", {"seat": SEAT}, {"clause": TEXT})
# the types that share the one row (and the one record, ``Penalty``)
PENALTIES = ("warning", "foul", "team_defeat", "tech_foul")

EVENT_TYPES: dict[str, EventType] = {
    "speech": EventType("day", {"seat": SEAT}),
    "nominate": EventType("day", {"by": SEAT, "target": SEAT}, {"thumb": FLAG}),
    "ask_nominees": EventType("day", {"seat": SEAT}),
    "withdraw": EventType("day", {"by": SEAT, "target": SEAT}),
    "vote": EventType("day", {"round": Integer(low=1), "candidate": SEAT}, _VOTES, ONE_OF_VOTES),
    "lift_vote": EventType("day", {}, {**_VOTES, "against": SEATS, "against_count": COUNT},
                           ONE_OF_VOTES, NOT_BOTH_AGAINST),
    "best_move": EventType("day", {"seat": SEAT, "guess": Seats("event", GUESS_SEATS, "event.guess_size", True)}),
    "shooting": EventType("night", {}, {"shots": SeatMap("event", SEAT_OR_NULL), "killed": SEAT_OR_NULL},
                          SHOTS_OR_KILLED),
    "don_check": EventType("night", {"target": SEAT}, {"result": Choice("sheriff", "not_sheriff")}),
    "sheriff_check": EventType("night", {"target": SEAT}, {"result": Choice("red", "black")}),
    **dict.fromkeys(PENALTIES, _PENALTY),
    "give_up": EventType("any", {"seat": SEAT}),
    "guess": EventType("day", {"seat": SEAT}, {"black": SEATS, "red": SEATS, "vice": SEAT}),
    "disqualify": EventType("any", {"seat": SEAT},
                            {"clause": TEXT, "during_shooting": FLAG, "at_number": Integer(1, to_last_seat=True)},
                            AT_NUMBER_IN_SHOOTING),
}


def check_event(ck: Checker, event: Any, path: Path, phase: str,
                types: Mapping[str, EventType] = EVENT_TYPES) -> None:
    ck.object(event, path)
    if "type" not in event:
        ck.fail("field.missing", path + ("type",))
    name = ck.string(event["type"], path + ("type",))
    if "time" in event:       # any event may say when it happened (docs/format.md)
        TIME.check(ck, event["time"], path + ("time",))
    kind = types.get(name)
    if kind is None:
        return  # unknown types are kept for the engine to report
    now = "day" if phase.startswith("D") else "night"
    if kind.when not in ("any", now):
        ck.fail("event.phase", path + ("type",), value=show(name), when=ONLY_WHEN[kind.when],
                phase=phase, kind=PHASE_IS[now])
    kind.check_fields(ck, event, path)


def event_schema(out: Definitions, types: Mapping[str, EventType]) -> Schema:
    """``#/$defs/event``: any type is an event (unknown ones are the engine's to report); a
    known one has the fields of its row."""
    return out.ref("event", lambda: {
        "description": "Unknown types are allowed (the engine reports them); known ones have the fields below.",
        "type": "object", "required": ["type"],
        "properties": {"type": {"type": "string"}, "time": TIME.schema(out)},
        "allOf": [{"if": {"properties": {"type": {"const": name}}}, "then": kind.body(out)}
                  for name, kind in types.items()]})


def phase_rules(types: Mapping[str, EventType]) -> list[Schema]:
    """What the schema says of a phase's events by its name: no day event at night, and back."""
    def only(letter: str, when: str) -> Schema:
        barred = [name for name, kind in types.items() if kind.when == when]
        return {"if": {"properties": {"phase": {"pattern": f"^{letter}"}}},
                "then": {"properties": {"events": {"items": {"properties": {"type": {"not": {"enum": barred}}}}}}}}
    return [only("N", "day"), only("D", "night")]
