"""Strict validation of a parsed ``mafia-game/1`` document.

The first problem found raises.  Fields are checked in the file's own order so that the
error points at the first bad place a reader of the file would meet.
"""
from __future__ import annotations

import re
from collections import Counter
from datetime import date
from typing import Any

from app.editions import CLUB, SPORT, SPORT_DEAL, find_edition, get_ruleset
from app.i18n import Phrase
from app.rules import RulesetError

from . import boulevard as club_format
from .errors import Path
from .event_shapes import check_event
from .limits import MAX_LABEL, MAX_POINTS, check_limits
from .messages import describe, show
from .values import Check, Checker

FORMAT = "mafia-game/1"
ROLES = SPORT_DEAL
# what an edition adds to ``mafia-game/1`` (``prepare``, ``sections``), by its name in the registry
ADDITIONS = {CLUB.name: club_format}
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def validate_game(doc: Any, source: str = "<string>") -> dict[str, Any]:
    """Raises GameFileError unless ``doc`` is a valid game; returns ``doc`` itself, untouched."""
    ck = Checker(source)
    if not isinstance(doc, dict):
        ck.fail("document.type", (), found=describe(doc))
    # The version comes first wherever it is written: without it nothing else has a meaning.
    if "format" not in doc:
        ck.fail("format.missing", ("format",))
    if not (isinstance(doc["format"], str) and doc["format"] == FORMAT):
        ck.fail("format.version", ("format",), value=show(doc["format"]))
    check_limits(doc, source)
    sections = _SECTIONS
    extension = ADDITIONS.get(find_edition(doc.get("ruleset")).name)
    if extension is not None:     # what the edition adds to the format (docs/format-boulevard.md)
        extension.prepare(ck, doc)
        sections = extension.sections(_SECTIONS)
    ck.fields(doc, (), sections, required=("ruleset", "players", "phases"))
    return doc


def _ruleset(ck: Checker, value: Any, path: Path) -> None:
    if isinstance(value, dict):
        ck.fields(value, path, {"preset": _string, "options": _options}, required=("preset",))
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


def _options(ck: Checker, value: Any, path: Path) -> None:
    ck.object(value, path)
    for key, choice in value.items():
        ck.string(choice, path + (key,))


def _meta(ck: Checker, value: Any, path: Path) -> None:
    ck.object(value, path)
    ck.fields(value, path, {"tournament": _string, "judge": _string, "round": _label,
                            "table": _label, "game": _label, "date": _date,
                            "side_judges": _strings, "start": _time, "end": _time})


def _time(ck: Checker, value: Any, path: Path) -> None:
    ck.time(value, path)


def _label(ck: Checker, value: Any, path: Path) -> None:
    ck.expect(isinstance(value, (int, str)) and not isinstance(value, bool),
              "int_or_string", value, path)
    if isinstance(value, int):
        ck.integer(value, path, low=0, high=MAX_LABEL)


def _date(ck: Checker, value: Any, path: Path) -> None:
    ck.string(value, path)
    if not _is_date(value):
        ck.fail("meta.date", path, value=show(value))


def _is_date(text: str) -> bool:
    # fromisoformat alone would also take "20261129"; the pattern alone, "2026-02-30".
    if not _DATE.fullmatch(text):
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _string(ck: Checker, value: Any, path: Path) -> None:
    ck.string(value, path)


def _strings(ck: Checker, value: Any, path: Path) -> None:
    ck.array(value, path)
    for index, item in enumerate(value):
        ck.string(item, path + (index,))


def _players(ck: Checker, value: Any, path: Path) -> None:
    ck.array(value, path)
    if not SPORT.table.allows(len(value)):
        ck.fail("players.count", path, count=len(value))
    taken: dict[int, int] = {}
    for index, player in enumerate(value):
        here = path + (index,)
        ck.object(player, here)
        ck.fields(player, here, _PLAYER, required=("seat", "name", "role"))
        seat = player["seat"]
        if seat in taken:
            ck.fail("players.seat_repeated", here + ("seat",), value=seat, first=taken[seat])
        taken[seat] = index
    # N distinct seats out of N means every seat is there; the roles are left.
    found = Counter(player["role"] for player in value)
    if found != Counter(ROLES):
        ck.fail("players.role_count", path, **{role: found[role] for role in ROLES})


_PLAYER = {
    "seat": lambda ck, value, path: ck.seat(value, path, "players"),
    "name": _string,
    "role": lambda ck, value, path: ck.choice(value, path, tuple(ROLES)),
}


def phase_name(index: int) -> str:
    """N0, D1, N1, D2, N2, …: the name the phase at ``index`` must have."""
    if index == 0:
        return "N0"
    return f"D{(index + 1) // 2}" if index % 2 else f"N{index // 2}"


def _phases(ck: Checker, value: Any, path: Path) -> None:
    ck.array(value, path)
    for index, phase in enumerate(value):
        here = path + (index,)
        ck.object(phase, here)
        # The name decides what the events may be, so it is checked before them.
        if "phase" not in phase:
            ck.fail("field.missing", here + ("phase",))
        name = ck.string(phase["phase"], here + ("phase",))
        expected = phase_name(index)
        if name != expected:
            ck.fail("phases.order", here + ("phase",), value=show(name), expected=expected)
        ck.fields(phase, here, {"events": _events(name), "start": _time, "end": _time},
                  required=("events",))


def _events(phase: str) -> Check:
    def check(ck: Checker, value: Any, path: Path) -> None:
        ck.array(value, path)
        for index, event in enumerate(value):
            check_event(ck, event, path + (index,), phase)
    return check


def _result(ck: Checker, value: Any, path: Path) -> None:
    ck.object(value, path)
    ck.fields(value, path, {
        "winner": lambda ck, value, path: ck.choice(value, path, ("red", "black", "draw")),
        "reason": _string,
    }, required=("winner",))


def _points(ck: Checker, value: Any, path: Path) -> None:
    ck.seat_map(value, path, "awards",
                lambda ck, value, path: ck.number(value, path, -MAX_POINTS, MAX_POINTS))


def _cards(ck: Checker, value: Any, path: Path) -> None:
    ck.seat_map(value, path, "awards",
                lambda ck, value, path: ck.choice(value, path, ("yellow", "red")))


def _awards(ck: Checker, value: Any, path: Path) -> None:
    ck.object(value, path)
    ck.fields(value, path, {
        "extra_points": _points,
        "best_player": lambda ck, value, path: ck.seat_or_null(value, path, "awards"),
        "best_move_title": lambda ck, value, path: ck.seats(value, path, "awards"),
        "cards": _cards,
        "penalty_points": _points,
    })


def _protests(ck: Checker, value: Any, path: Path) -> None:
    """The protest box: who protested (a seat, or none), about what, the head judge's
    decision; an older file's plain line of text is kept as it is."""
    ck.array(value, path)
    for index, protest in enumerate(value):
        here = path + (index,)
        if isinstance(protest, str):
            continue
        ck.object(protest, here)
        ck.fields(protest, here, {
            "by": lambda ck, value, path: ck.seat_or_null(value, path, "awards"),
            "text": _string, "decision": _string,
        }, required=("text",))


def _acknowledged(ck: Checker, value: Any, path: Path) -> None:
    """The errors the judge confirmed or signed the game with (app/acknowledgement.py)."""
    ck.array(value, path)
    for index, entry in enumerate(value):
        here = path + (index,)
        ck.object(entry, here)
        ck.fields(entry, here, {"code": _string, "clause": _string_or_null, "phase": _string_or_null,
                                "event": _index_or_null}, required=("code",))


def _string_or_null(ck: Checker, value: Any, path: Path) -> None:
    if value is not None:
        ck.string(value, path)


def _index_or_null(ck: Checker, value: Any, path: Path) -> None:
    if value is not None:
        ck.integer(value, path, 0)


_SECTIONS: dict[str, Check] = {"ruleset": _ruleset, "meta": _meta, "players": _players, "phases": _phases,
                               "result": _result, "awards": _awards, "protests": _protests,
                               "acknowledged": _acknowledged}
