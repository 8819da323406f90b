"""Wording of every game-file error: one English template per code, translated through the
message catalogue (``app/i18n.py``, ``resources/locale``).

The pointer and the file name are added by ``GameFileError.message``.  A parameter that reads
differently in each language is a ``Phrase`` (a catalogue text, another error worded by its
own ``message``, or a text shown as it is).
"""
from __future__ import annotations

import json
import math
from collections.abc import Iterator, Mapping
from typing import Any

from app.i18n import DEFAULT, N_, SOURCE, Phrase, gettext, words

TEMPLATES: dict[str, str] = {
    "file.io": N_("cannot read the file: {reason}"),
    "file.write": N_("cannot write the file: {reason} (the file was not changed)"),
    "file.encoding": N_("the file is not UTF-8 text (line {line}, byte 0x{byte}); save it as UTF-8"),
    "json.syntax": N_("not valid JSON: line {line}, column {column}: {reason}"),
    "file.too_large": N_("the file is too large ({size} bytes; a game is at most {limit} bytes)"),
    "json.surrogate": N_("the string holds a lone surrogate \\u{code:04x}, which is not Unicode text"),
    "json.depth": N_("nesting is too deep (more than {limit} levels)"),
    "limit.phases": N_("{count} phases, a game has at most {limit}"),
    "limit.events_phase": N_("{count} events in one phase, at most {limit} are allowed"),
    "limit.events": N_("{count} events in the game, at most {limit} are allowed"),
    "limit.name": N_("a name of {length} characters, at most {limit} are allowed"),
    "json.duplicate_key": N_("this key appears twice in the same object; keep one"),
    "document.type": N_("a game file is a JSON object {{…}}, found {found}"),
    "format.missing": N_('no format field: a game file must contain "format": "mafia-game/1"'),
    "format.version": N_('format {value} is not supported (expected "mafia-game/1")'),
    "ruleset.invalid": N_("{detail}"),
    "field.missing": N_("required field is missing"),
    "field.type": N_("expected {expected}, found {found}"),
    "field.enum": N_("{value} is not allowed here (allowed: {allowed})"),
    "field.range": N_("{value} is out of range (allowed: {allowed})"),
    "meta.date": N_("{value} is not a date: expected a real date as YYYY-MM-DD"),
    "players.count": N_("there must be exactly 10 players, found {count}"),
    "players.seat_range": N_("seat {value} does not exist (allowed 1–{last})"),
    "players.seat_repeated": N_("seat {value} is already taken by players[{first}]; every seat has exactly "
                                "one player"),
    "players.role_count": N_("wrong roles: {citizen} citizen, {sheriff} sheriff, {mafia} mafia, {don} don; "
                             "there must be 6 citizens, 1 sheriff, 2 mafia and 1 don"),
    "phases.order": N_("phase {expected} expected here, found {value} (phases go in order: N0, D1, N1, D2, "
                       "…)"),
    "event.phase": N_("a {value} event happens only {when}, but {phase} is {kind}"),
    "event.seat_range": N_("seat {value} does not exist (allowed 1–{last})"),
    "event.seat_repeated": N_("seat {value} is listed twice"),
    "event.seat_key": N_('key {value} is not a seat (keys here are seats as strings, "1" to "{last}")'),
    "event.guess_size": N_("a best move names exactly three seats, found {count}"),
    "event.votes_missing": N_("one of voters (who voted) or count (how many votes) is required"),
    "event.votes_both": N_("both voters and count are given; use only one of them"),
    "event.shooting_empty": N_("a shooting needs shots (who shot whom) and/or killed (who was killed)"),
    "event.at_number": N_('at_number is only allowed together with "during_shooting": true'),
    "field.time": N_("{value} is not a time: expected an ISO 8601 date and time such as "
                     '"2026-11-29T19:05:00"'),
    "event.against_both": N_("both against and against_count are given; use only one of them"),
    "awards.seat_range": N_("seat {value} does not exist (allowed 1–{last})"),
    "awards.seat_repeated": N_("seat {value} is listed twice"),
    "awards.seat_key": N_('key {value} is not a seat (keys here are seats as strings, "1" to "{last}")'),
}

# Codes only a boulevard file can raise (app/format/boulevard.py), kept apart from the spec's.
BOULEVARD_TEMPLATES: dict[str, str] = {
    "players.boulevard_count": N_("a boulevard table seats {low} to {high} players, found {count}"),
    "players.boulevard_setup": N_("this deal of roles cannot be played: {detail}"),
    "phases.replay": N_("a replay repeats one of the last two phases ({allowed}), found {value}"),
    "event.phase_name": N_("{value} is not a phase name (N0, D1, N1, D2, …)"),
    "event.targets_size": N_("exactly two different seats are needed here, found {count}"),
    "event.removal_light": N_("a removal decision is recorded only for a role reveal or a disruption"),
}


class _Both(Mapping[str, tuple[str, str]]):
    """The templates of each code as (Russian, English), read through the catalogue."""

    def __init__(self, templates: dict[str, str]) -> None:
        self._templates = templates

    def __getitem__(self, code: str) -> tuple[str, str]:
        msgid = self._templates[code]
        return gettext(DEFAULT, msgid), gettext(SOURCE, msgid)

    def __iter__(self) -> Iterator[str]:
        return iter(self._templates)

    def __len__(self) -> int:
        return len(self._templates)


MESSAGES = _Both(TEMPLATES)
BOULEVARD_MESSAGES = _Both(BOULEVARD_TEMPLATES)

# What a field should have been, for "field.type".
KINDS: dict[str, Phrase] = {
    "object": Phrase("an object {…}"),
    "array": Phrase("an array […]"),
    "string": Phrase("a string"),
    "integer": Phrase("an integer"),
    "number": Phrase("a number"),
    "boolean": Phrase("true or false"),
    "seat": Phrase("a seat number (an integer 1–{last})", last=10),
    "seat_or_null": Phrase("a seat number (an integer 1–{last}) or null", last=10),
    "int_or_string": Phrase("an integer or a string"),
    "ruleset": Phrase("a rule book name (a string) or an object {\"preset\": …, \"options\": {…}}"),
}


def seat_kind(kind: str, last: int) -> Phrase:
    """KINDS[kind], with the seat range of a table of ``last`` seats (ten at a sport table)."""
    found = KINDS[kind]
    return Phrase(found.msgid, last=last) if "last" in found.params else found


# For "event.phase": an event "happens only {when}, but N1 is {kind}".
ONLY_WHEN = {"day": Phrase("in a day phase"), "night": Phrase("at night")}
PHASE_IS = {"day": Phrase("a day"), "night": Phrase("a night")}

# json.JSONDecodeError.msg, without its position suffix.
_JSON_REASONS = {
    "Expecting value": Phrase("a value was expected"),
    "Expecting ',' delimiter": Phrase("a comma was expected"),
    "Expecting ':' delimiter": Phrase("a colon was expected"),
    "Expecting property name enclosed in double quotes": Phrase("a key in double quotes was expected"),
    "Unterminated string starting at": Phrase("unterminated string"),
    "Invalid control character at": Phrase("a control character inside a string"),
    "Invalid \\escape": Phrase("invalid \\ escape"),
    "Invalid \\uXXXX escape": Phrase("invalid \\uXXXX escape"),
    "Extra data": Phrase("extra data after the JSON value"),
    "Illegal trailing comma before end of object": Phrase("a trailing comma before }"),
    "Illegal trailing comma before end of array": Phrase("a trailing comma before ]"),
    "constant": Phrase("NaN and Infinity are not allowed in JSON"),
    "long_number": Phrase("a number is too long"),
    "nesting": Phrase("nesting is too deep"),
    "out_of_range": Phrase("a number out of range (infinite)"),
}

_OS_REASONS = {
    "FileNotFoundError": Phrase("no such file"),
    "IsADirectoryError": Phrase("it is a folder, not a file"),
    "NotADirectoryError": Phrase("a part of the path is not a folder"),
    "PermissionError": Phrase("permission denied"),
    "NotARegularFile": Phrase("not a regular file (a pipe, a device or a socket)"),
}


def json_reason(msg: str) -> Phrase:
    return _JSON_REASONS.get(msg, Phrase.verbatim(msg))


def os_reason(error: OSError, writing: bool = False) -> Phrase:
    if writing and isinstance(error, FileNotFoundError):
        return Phrase("no such folder")  # the file itself need not exist
    found = _OS_REASONS.get(type(error).__name__)
    if found is not None:
        return found
    text = error.strerror or type(error).__name__
    return Phrase.verbatim(text)


def show(value: Any, limit: int = 40) -> str:
    """A value as the file spells it (JSON), cut short: messages never show a Python repr."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError):
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def describe(value: Any) -> Phrase:
    """What a wrong value is, for "field.type": its JSON kind and, for scalars, the value."""
    if value is None or isinstance(value, bool):
        return Phrase.verbatim(show(value))
    if isinstance(value, (int, float)):
        if isinstance(value, float) and not math.isfinite(value):
            return Phrase("non-finite {value}", value=show(value))
        return Phrase("the number {value}", value=show(value))
    if isinstance(value, str):
        return Phrase("the string {value}", value=show(value))
    if isinstance(value, list):
        return Phrase("an array […]")
    if isinstance(value, dict):
        return Phrase("an object {…}")
    return Phrase("a non-JSON value ({kind})", kind=type(value).__name__)


def render(code: str, lang: str, params: Mapping[str, Any]) -> str:
    msgid = TEMPLATES[code] if code in TEMPLATES else BOULEVARD_TEMPLATES[code]
    values = words(params, lang)
    values.setdefault("last", 10)     # the last seat of a sport table, where no other is given
    return gettext(lang, msgid, **values)
