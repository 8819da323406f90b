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

import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from app.boulevard.roles import ROLES, SetupError, check_setup, table_range
from app.i18n import Phrase

from .errors import Path
from .event_shapes import (
    EVENT_TYPES,
    EventType,
    check_event,
    check_flag,
    check_seat,
    check_seat_or_null,
    check_text,
    choice_of,
)
from .messages import show
from .values import Check, Checker

_PHASE_NAME = re.compile(r"N0|[DN][1-9][0-9]*")


def prepare(ck: Checker, doc: dict[str, Any]) -> None:
    """Seats run 1..N for a table of N players (the players' own check says if N is allowed)."""
    players = doc.get("players")
    sizes = table_range()
    ck.last_seat = len(players) if isinstance(players, list) and len(players) in sizes else sizes.stop - 1


def sections(base: Mapping[str, Check]) -> dict[str, Check]:
    """The top-level fields of a boulevard file: the sport ones, with these replaced or added."""
    return {**base, "players": _players, "phases": _phases, "result": _result, "appeals": _appeals}


# -- players ----------------------------------------------------------------------------------
def _players(ck: Checker, value: Any, path: Path) -> None:
    ck.array(value, path)
    sizes = table_range()
    if len(value) not in sizes:
        ck.fail("players.boulevard_count", path, count=len(value), low=sizes.start, high=sizes.stop - 1)
    taken: dict[int, int] = {}
    for index, player in enumerate(value):
        here = path + (index,)
        ck.object(player, here)
        ck.fields(player, here, _PLAYER, required=("seat", "name", "role"))
        seat = player["seat"]
        if seat in taken:
            ck.fail("players.seat_repeated", here + ("seat",), value=seat, first=taken[seat])
        taken[seat] = index
    try:
        check_setup([p["role"] for p in sorted(value, key=lambda p: p["seat"])])
    except SetupError as error:
        ck.fail("players.boulevard_setup", path, detail=Phrase.worded_by(error))


_PLAYER = {
    "seat": lambda ck, value, path: ck.seat(value, path, "players"),
    "name": lambda ck, value, path: ck.string(value, path),
    "role": lambda ck, value, path: ck.choice(value, path, ROLES),
}


# -- phases -----------------------------------------------------------------------------------
def _name(index: int) -> str:
    if index == 0:
        return "N0"
    return f"D{(index + 1) // 2}" if index % 2 else f"N{index // 2}"


def _phases(ck: Checker, value: Any, path: Path) -> None:
    """N0, D1, N1, … as in the spec; a phase marked ``"replay": true`` repeats the previous
    phase or the one before it, and the order goes on from there."""
    ck.array(value, path)
    names: list[str] = []
    for index, phase in enumerate(value):
        here = path + (index,)
        ck.object(phase, here)
        if "phase" not in phase:
            ck.fail("field.missing", here + ("phase",))
        name = ck.string(phase["phase"], here + ("phase",))
        if "replay" in phase:
            ck.boolean(phase["replay"], here + ("replay",))
        if phase.get("replay") is True:
            allowed = names[-2:]
            if name not in allowed:
                ck.fail("phases.replay", here + ("phase",), value=show(name),
                        allowed=", ".join(allowed) or "—")
            del names[names.index(name, len(names) - len(allowed)) + 1:]
        else:
            expected = _name(len(names))
            if name != expected:
                ck.fail("phases.order", here + ("phase",), value=show(name), expected=expected)
            names.append(name)
        ck.fields(phase, here, {"events": _events(name)}, required=("events",))


def _events(phase: str) -> Check:
    def check(ck: Checker, value: Any, path: Path) -> None:
        ck.array(value, path)
        for index, event in enumerate(value):
            check_event(ck, event, path + (index,), phase, event_types(phase))
    return check


# -- events -----------------------------------------------------------------------------------
def _pair(ck: Checker, value: Any, path: Path) -> None:
    ck.seats(value, path, "event")
    if len(value) != 2:
        ck.fail("event.targets_size", path, count=len(value))


def _phase_name(ck: Checker, value: Any, path: Path) -> None:
    ck.string(value, path)
    if not _PHASE_NAME.fullmatch(value):
        ck.fail("event.phase_name", path, value=show(value))


def _object_or_null(ck: Checker, value: Any, path: Path) -> None:
    if value is not None:
        ck.object(value, path)


def _index(ck: Checker, value: Any, path: Path) -> None:
    ck.integer(value, path, low=0)


def _removal_for_grave(ck: Checker, event: dict[str, Any], path: Path) -> None:
    if "removal" in event and event.get("kind") == "light":
        ck.fail("event.removal_light", path + ("removal",))


def _acting(target: Check, result: tuple[str, ...] = ()) -> EventType:
    key = "targets" if target is _pair else "target"
    optional = {"result": choice_of(*result)} if result else {}
    return EventType("night", {"by": check_seat, key: target}, optional)


_NIGHT_ACTIONS = {
    "putana_block": _acting(check_seat),
    "lawyer_defend": _acting(check_seat),
    "bartender_swap": _acting(_pair),
    "doctor_heal": _acting(check_seat),
    "mafia_shot": _acting(check_seat_or_null),
    "maniac_attack": _acting(check_seat),
    "commissar_check": _acting(check_seat, ("mafia", "not_mafia")),
    "journalist_compare": _acting(_pair, ("same", "different")),
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
        **_NIGHT_ACTIONS,
        "violation": EventType("any", {"seat": check_seat, "kind": choice_of("light", "role_reveal", "disruption")},
                               {"removal": check_flag, "note": check_text}, _removal_for_grave),
        "disqualify": EventType("any", {"seat": check_seat}, {"note": check_text}),
        "note": EventType("any", {"text": check_text}),
        "correction": EventType("any", {"event": _index, "replacement": _object_or_null},
                                {"phase": _phase_name, "note": check_text}, replacement),
        "host_error": EventType("any", {"round": _phase_name, "remedy": choice_of("neutral", "replay")},
                                {"note": check_text}),
        "appeal": EventType("any", {}, {"by": check_seat, "text": check_text}),
    }


# -- the rest ---------------------------------------------------------------------------------
def _result(ck: Checker, value: Any, path: Path) -> None:
    ck.object(value, path)
    ck.fields(value, path, {"winner": choice_of("red", "black", "maniac", "draw"), "reason": check_text},
              required=("winner",))


def _appeals(ck: Checker, value: Any, path: Path) -> None:
    """Appeals heard after the game (Ф.7): who appealed, what, and the decision."""
    ck.array(value, path)
    for index, appeal in enumerate(value):
        here = path + (index,)
        ck.object(appeal, here)
        ck.fields(appeal, here, {"by": check_seat, "text": check_text, "decision": check_text}, required=("text",))
