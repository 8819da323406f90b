"""The events table of the spec: which fields each known event type has, and when it may happen.

Only the shape is checked here.  Whether an event makes sense in the game (a shooting in
N0, a vote for a player nobody nominated, an unknown type) is for the engine to report.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import Path
from .messages import ONLY_WHEN, PHASE_IS, show
from .values import Check, Checker


def check_seat(ck: Checker, value: Any, path: Path) -> None:
    ck.seat(value, path, "event")


def check_seat_or_null(ck: Checker, value: Any, path: Path) -> None:
    ck.seat_or_null(value, path, "event")


def _voters(ck: Checker, value: Any, path: Path) -> None:
    ck.seats(value, path, "event")


def _count(ck: Checker, value: Any, path: Path) -> None:
    ck.integer(value, path, low=0)


def _round(ck: Checker, value: Any, path: Path) -> None:
    ck.integer(value, path, low=1)


def _at_number(ck: Checker, value: Any, path: Path) -> None:
    ck.integer(value, path, low=1, high=ck.last_seat)     # the count runs over the seats


def check_text(ck: Checker, value: Any, path: Path) -> None:
    ck.string(value, path)


def check_flag(ck: Checker, value: Any, path: Path) -> None:
    ck.boolean(value, path)


# a best move names three seats: the format holds the figure, the sheet asks it here
GUESS_SEATS = 3


def _guess(ck: Checker, value: Any, path: Path) -> None:
    ck.array(value, path)
    if len(value) != GUESS_SEATS:
        ck.fail("event.guess_size", path, count=len(value))
    ck.seats(value, path, "event")


def _shots(ck: Checker, value: Any, path: Path) -> None:
    ck.seat_map(value, path, "event", check_seat_or_null)


def choice_of(*allowed: str) -> Check:
    return lambda ck, value, path: ck.choice(value, path, allowed)


def _one_of_votes(ck: Checker, event: dict[str, Any], path: Path) -> None:
    given = [key for key in event if key in ("voters", "count")]  # in the file's order
    if not given:
        ck.fail("event.votes_missing", path)
    if len(given) == 2:
        ck.fail("event.votes_both", path + (given[1],))


def _one_of_against(ck: Checker, event: dict[str, Any], path: Path) -> None:
    _one_of_votes(ck, event, path)
    if "against" in event and "against_count" in event:
        ck.fail("event.against_both", path + ("against_count",))


def _time(ck: Checker, value: Any, path: Path) -> None:
    ck.time(value, path)


def _shots_or_killed(ck: Checker, event: dict[str, Any], path: Path) -> None:
    if "shots" not in event and "killed" not in event:
        ck.fail("event.shooting_empty", path)


def _at_number_in_shooting(ck: Checker, event: dict[str, Any], path: Path) -> None:
    if "at_number" in event and event.get("during_shooting") is not True:
        ck.fail("event.at_number", path + ("at_number",))


@dataclass(frozen=True)
class EventType:
    when: str  # "day", "night" or "any"
    required: Mapping[str, Check]
    optional: Mapping[str, Check] = field(default_factory=dict)
    rule: Callable[[Checker, dict[str, Any], Path], None] | None = None  # a check across fields


_VOTES = {"voters": _voters, "count": _count}
_PENALTY = EventType("any", {"seat": check_seat}, {"clause": check_text})

EVENT_TYPES: dict[str, EventType] = {
    "speech": EventType("day", {"seat": check_seat}),
    "nominate": EventType("day", {"by": check_seat, "target": check_seat}, {"thumb": check_flag}),
    "ask_nominees": EventType("day", {"seat": check_seat}),
    "withdraw": EventType("day", {"by": check_seat, "target": check_seat}),
    "vote": EventType("day", {"round": _round, "candidate": check_seat}, _VOTES, _one_of_votes),
    "lift_vote": EventType("day", {}, {**_VOTES, "against": _voters, "against_count": _count},
                           _one_of_against),
    "best_move": EventType("day", {"seat": check_seat, "guess": _guess}),
    "shooting": EventType("night", {}, {"shots": _shots, "killed": check_seat_or_null}, _shots_or_killed),
    "don_check": EventType("night", {"target": check_seat}, {"result": choice_of("sheriff", "not_sheriff")}),
    "sheriff_check": EventType("night", {"target": check_seat}, {"result": choice_of("red", "black")}),
    "warning": _PENALTY,
    "foul": _PENALTY,
    "team_defeat": _PENALTY,
    "tech_foul": _PENALTY,
    "give_up": EventType("any", {"seat": check_seat}),
    "guess": EventType("day", {"seat": check_seat}, {"black": _voters, "red": _voters, "vice": check_seat}),
    "disqualify": EventType("any", {"seat": check_seat},
                            {"clause": check_text, "during_shooting": check_flag, "at_number": _at_number},
                            _at_number_in_shooting),
}


def check_event(ck: Checker, event: Any, path: Path, phase: str,
                types: Mapping[str, EventType] = EVENT_TYPES) -> None:
    ck.object(event, path)
    if "type" not in event:
        ck.fail("field.missing", path + ("type",))
    name = ck.string(event["type"], path + ("type",))
    if "time" in event:       # any event may say when it happened (docs/format.md)
        _time(ck, event["time"], path + ("time",))
    kind = types.get(name)
    if kind is None:
        return  # unknown types are kept for the engine to report
    now = "day" if phase.startswith("D") else "night"
    if kind.when not in ("any", now):
        ck.fail("event.phase", path + ("type",), value=show(name), when=ONLY_WHEN[kind.when],
                phase=phase, kind=PHASE_IS[now])
    ck.fields(event, path, {**kind.required, **kind.optional}, tuple(kind.required))
    if kind.rule is not None:
        kind.rule(ck, event, path)
