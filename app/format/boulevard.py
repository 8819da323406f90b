"""What ``mafia-game/1`` adds under the ``boulevard`` preset (docs/format-boulevard.md).

Only a file whose ruleset names ``boulevard`` is read this way; the sport presets keep
every rule of the spec.  A boulevard file may seat 6–20 players with the club roles,
records each night role's action as its own event, and adds the ladder's violations, the
host's corrections and errors, notes, a replayed phase and the appeals after the game.

>>> from app.boulevard import sample_boulevard_game
>>> from app.format import validate_game
>>> doc = sample_boulevard_game()
>>> doc["phases"][2]["events"][0]["target"] = 11
>>> validate_game(doc)
Traceback (most recent call last):
...
app.format.errors.GameFileError: <string>: phases[2].events[0].target: seat 11 does not exist (allowed 1–10)
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from app.boulevard.roles import ROLES, SetupError, check_setup, table_range
from app.i18n import Phrase

from .errors import Path
from .event_shapes import EVENT_TYPES, FLAG, SEAT, SEAT_OR_NULL, TEXT, EventType, check_event
from .messages import show
from .sections import PHASE_NAME, REQUIRED, Phases, Players, Ruleset, phase_name
from .sections import SECTIONS as SPORT_SECTIONS
from .shapes import Choice, Definitions, Fields, Integer, ListOf, Rule, Schema, Seats, Shape
from .values import Checker


def prepare(ck: Checker, doc: dict[str, Any]) -> None:
    """Seats run 1..N for a table of N players (the players' own check says if N is allowed)."""
    players = doc.get("players")
    sizes = table_range()
    ck.last_seat = len(players) if isinstance(players, list) and len(players) in sizes else sizes.stop - 1


# -- players ----------------------------------------------------------------------------------
class ClubPlayers(Players):
    """6–20 players, every seat once, a deal of the club's roles that can be played."""

    __slots__ = ()

    def count(self, ck: Checker, value: list[Any], path: Path) -> None:
        sizes = table_range()
        if len(value) not in sizes:
            ck.fail("players.boulevard_count", path, count=len(value), low=sizes.start, high=sizes.stop - 1)

    def deal(self, ck: Checker, value: list[Any], path: Path) -> None:
        try:
            check_setup([p["role"] for p in sorted(value, key=lambda p: p["seat"])])
        except SetupError as error:
            ck.fail("players.boulevard_setup", path, detail=Phrase.worded_by(error))

    def schema(self, out: Definitions) -> Schema:
        sizes = table_range()
        return {"type": "array", "minItems": sizes.start, "maxItems": sizes.stop - 1,
                "items": out.ref("player", lambda: self.player.schema(out))}


# -- phases -----------------------------------------------------------------------------------
class ClubPhases(Phases):
    """N0, D1, N1, … as in the spec; a phase marked ``"replay": true`` repeats the previous
    phase or the one before it, and the order goes on from there."""

    __slots__ = ()

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        ck.array(value, path)
        names: list[str] = []
        for index, phase in enumerate(value):
            here = path + (index,)
            ck.object(phase, here)
            name = self.name(ck, phase, here)
            if "replay" in phase:
                FLAG.check(ck, phase["replay"], here + ("replay",))
            if phase.get("replay") is True:
                allowed = names[-2:]
                if name not in allowed:
                    ck.fail("phases.replay", here + ("phase",), value=show(name),
                            allowed=", ".join(allowed) or "—")
                del names[names.index(name, len(names) - len(allowed)) + 1:]
            else:
                expected = phase_name(len(names))
                if name != expected:
                    ck.fail("phases.order", here + ("phase",), value=show(name), expected=expected)
                names.append(name)
            self.events(ck, phase, here, name)

    def types_of(self, name: str) -> dict[str, EventType]:
        return event_types(name)


# -- events -----------------------------------------------------------------------------------
PAIR = Seats("event", 2, "event.targets_size")


class Replacement(Shape):
    """A correction's new event, or ``null`` to strike; its rule checks it as an event."""

    __slots__ = ()
    PYTHON = "Mapping[str, Any] | None"

    def check(self, ck: Checker, value: Any, path: Path) -> None:
        if value is not None:
            ck.object(value, path)

    def schema(self, out: Definitions) -> Schema:
        return {"anyOf": [{"type": "null"}, {"$ref": "#/$defs/event"}]}


def _removal_for_grave(ck: Checker, event: dict[str, Any], path: Path) -> None:
    if "removal" in event and event.get("kind") == "light":
        ck.fail("event.removal_light", path + ("removal",))


REMOVAL_FOR_GRAVE = Rule(_removal_for_grave, {
    "if": {"properties": {"kind": {"const": "light"}}, "required": ["kind"]},
    "then": {"not": {"required": ["removal"]}}})


def _acting(target: Shape, result: tuple[str, ...] = ()) -> EventType:
    key = "targets" if target is PAIR else "target"
    optional = {"result": Choice(*result)} if result else {}
    return EventType("night", {"by": SEAT, key: target}, optional)


NIGHT_ACTIONS = {   # the types of one record, ``NightAction``
    "putana_block": _acting(SEAT),
    "lawyer_defend": _acting(SEAT),
    "bartender_swap": _acting(PAIR),
    "doctor_heal": _acting(SEAT),
    "mafia_shot": _acting(SEAT_OR_NULL),
    "maniac_attack": _acting(SEAT),
    "commissar_check": _acting(SEAT, ("mafia", "not_mafia")),
    "journalist_compare": _acting(PAIR, ("same", "different")),
}


@lru_cache(maxsize=64)
def event_types(phase: str) -> dict[str, EventType]:
    """The boulevard events table.  A correction's replacement is an event of the phase it
    names (by default its own)."""
    def replacement(ck: Checker, event: dict[str, Any], path: Path) -> None:
        value, named = event["replacement"], event.get("phase", phase)
        if value is not None:
            check_event(ck, value, path + ("replacement",), named, event_types(named))

    return {
        "speech": EVENT_TYPES["speech"],
        "nominate": EVENT_TYPES["nominate"],
        "vote": EVENT_TYPES["vote"],
        **NIGHT_ACTIONS,
        "violation": EventType("any", {"seat": SEAT, "kind": Choice("light", "role_reveal", "disruption")},
                               {"removal": FLAG, "note": TEXT}, REMOVAL_FOR_GRAVE),
        "disqualify": EventType("any", {"seat": SEAT}, {"note": TEXT}),
        "note": EventType("any", {"text": TEXT}),
        "correction": EventType("any", {"event": Integer(low=0), "replacement": Replacement()},
                                {"phase": PHASE_NAME, "note": TEXT}, Rule(replacement, {}), first=("phase",)),
        "host_error": EventType("any", {"round": PHASE_NAME, "remedy": Choice("neutral", "replay")},
                                {"note": TEXT}),
        "appeal": EventType("any", {}, {"by": SEAT, "text": TEXT}),
    }


# -- the file ---------------------------------------------------------------------------------
# The top-level fields of a boulevard file: the sport ones, with these replaced or added.
SECTIONS: dict[str, Shape] = {
    **SPORT_SECTIONS,
    "ruleset": Ruleset("boulevard"),
    "players": ClubPlayers(ROLES),
    "phases": ClubPhases(event_types("N0"), Fields({"phase": PHASE_NAME, "replay": FLAG},
                                                   required=("phase", "events"))),
    "result": Fields({"winner": Choice("red", "black", "maniac", "draw"), "reason": TEXT}, required=("winner",)),
    # Appeals heard after the game (Ф.7): who appealed, what, and the decision.
    "appeals": ListOf(Fields({"by": SEAT, "text": TEXT, "decision": TEXT}, required=("text",))),
}
TOP = Fields(SECTIONS, REQUIRED)
