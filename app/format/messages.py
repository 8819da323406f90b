"""Wording of every game-file error, in Russian and English.

Each code has one template per language; the pointer and the file name are added by
``GameFileError.message``.  Parameters that depend on the language are ``Bi`` pairs.
"""
from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any, NamedTuple


class Bi(NamedTuple):
    """A parameter that reads differently in each language."""

    ru: str
    en: str

    def pick(self, lang: str) -> str:
        return self.en if lang == "en" else self.ru


MESSAGES: dict[str, tuple[str, str]] = {
    "file.io": (
        "не удалось прочитать файл: {reason}",
        "cannot read the file: {reason}"),
    "file.write": (
        "не удалось записать файл: {reason} (файл не изменён)",
        "cannot write the file: {reason} (the file was not changed)"),
    "file.encoding": (
        "файл не в кодировке UTF-8 (строка {line}, байт 0x{byte}); сохраните его как UTF-8",
        "the file is not UTF-8 text (line {line}, byte 0x{byte}); save it as UTF-8"),
    "json.syntax": (
        "это не JSON: строка {line}, столбец {column}: {reason}",
        "not valid JSON: line {line}, column {column}: {reason}"),
    "file.too_large": (
        "файл слишком велик ({size} байт; игра — не больше {limit} байт)",
        "the file is too large ({size} bytes; a game is at most {limit} bytes)"),
    "json.surrogate": (
        "строка содержит одиночный суррогат \\u{code:04x} — это не текст Юникода",
        "the string holds a lone surrogate \\u{code:04x}, which is not Unicode text"),
    "json.depth": (
        "слишком глубокая вложенность (больше {limit} уровней)",
        "nesting is too deep (more than {limit} levels)"),
    "limit.phases": (
        "фаз {count}, а в игре их не больше {limit}",
        "{count} phases, a game has at most {limit}"),
    "limit.events_phase": (
        "событий в фазе {count}, допустимо не больше {limit}",
        "{count} events in one phase, at most {limit} are allowed"),
    "limit.events": (
        "событий в игре {count}, допустимо не больше {limit}",
        "{count} events in the game, at most {limit} are allowed"),
    "limit.name": (
        "имя длиной {length} символов, допустимо не больше {limit}",
        "a name of {length} characters, at most {limit} are allowed"),
    "json.duplicate_key": (
        "поле записано в одном объекте дважды; оставьте одно",
        "this key appears twice in the same object; keep one"),
    "document.type": (
        "файл игры — JSON-объект {{…}}, а здесь {found}",
        "a game file is a JSON object {{…}}, found {found}"),
    "format.missing": (
        "нет поля format: файл игры должен содержать \"format\": \"mafia-game/1\"",
        "no format field: a game file must contain \"format\": \"mafia-game/1\""),
    "format.version": (
        "формат {value} не поддерживается (нужен \"mafia-game/1\")",
        "format {value} is not supported (expected \"mafia-game/1\")"),
    "ruleset.invalid": (
        "{detail}",
        "{detail}"),
    "field.missing": (
        "обязательное поле отсутствует",
        "required field is missing"),
    "field.type": (
        "ожидается {expected}, а в файле {found}",
        "expected {expected}, found {found}"),
    "field.enum": (
        "недопустимое значение {value} (допустимо: {allowed})",
        "{value} is not allowed here (allowed: {allowed})"),
    "field.range": (
        "значение {value} вне допустимого диапазона ({allowed})",
        "{value} is out of range (allowed: {allowed})"),
    "meta.date": (
        "{value} — не дата: нужна существующая дата вида ГГГГ-ММ-ДД",
        "{value} is not a date: expected a real date as YYYY-MM-DD"),
    "players.count": (
        "игроков должно быть ровно 10, а в файле {count}",
        "there must be exactly 10 players, found {count}"),
    "players.seat_range": (
        "место {value} — нет такого места (допустимо 1–{last})",
        "seat {value} does not exist (allowed 1–{last})"),
    "players.seat_repeated": (
        "место {value} уже занято игроком players[{first}]; у каждого места ровно один игрок",
        "seat {value} is already taken by players[{first}]; every seat has exactly one player"),
    "players.role_count": (
        "роли не сходятся: мирных {citizen}, шерифов {sheriff}, мафии {mafia}, донов {don}; "
        "нужно 6 мирных, 1 шериф, 2 мафии и 1 дон",
        "wrong roles: {citizen} citizen, {sheriff} sheriff, {mafia} mafia, {don} don; "
        "there must be 6 citizens, 1 sheriff, 2 mafia and 1 don"),
    "phases.order": (
        "здесь должна быть фаза {expected}, а в файле {value} (фазы идут по порядку: N0, D1, N1, D2, …)",
        "phase {expected} expected here, found {value} (phases go in order: N0, D1, N1, D2, …)"),
    "event.phase": (
        "событие {value} бывает только {when}, а {phase} — {kind}",
        "a {value} event happens only {when}, but {phase} is {kind}"),
    "event.seat_range": (
        "место {value} — нет такого места (допустимо 1–{last})",
        "seat {value} does not exist (allowed 1–{last})"),
    "event.seat_repeated": (
        "место {value} указано в списке дважды",
        "seat {value} is listed twice"),
    "event.seat_key": (
        "ключ {value} — не номер места (ключи здесь — места строкой, от \"1\" до \"{last}\")",
        "key {value} is not a seat (keys here are seats as strings, \"1\" to \"{last}\")"),
    "event.guess_size": (
        "в лучшем ходе ровно три места, а здесь {count}",
        "a best move names exactly three seats, found {count}"),
    "event.votes_missing": (
        "нужно одно из полей: voters (кто голосовал) или count (сколько голосов)",
        "one of voters (who voted) or count (how many votes) is required"),
    "event.votes_both": (
        "указаны и voters, и count; нужно что-то одно",
        "both voters and count are given; use only one of them"),
    "event.shooting_empty": (
        "в стрельбе нужно поле shots (кто в кого стрелял) и/или killed (кто убит)",
        "a shooting needs shots (who shot whom) and/or killed (who was killed)"),
    "event.at_number": (
        "at_number указывается только вместе с \"during_shooting\": true",
        "at_number is only allowed together with \"during_shooting\": true"),
    "field.time": (
        "{value} — не момент времени: нужна дата и время ISO 8601, например \"2026-11-29T19:05:00\"",
        "{value} is not a time: expected an ISO 8601 date and time such as \"2026-11-29T19:05:00\""),
    "event.against_both": (
        "указаны и against, и against_count; нужно что-то одно",
        "both against and against_count are given; use only one of them"),
    "awards.seat_range": (
        "место {value} — нет такого места (допустимо 1–{last})",
        "seat {value} does not exist (allowed 1–{last})"),
    "awards.seat_repeated": (
        "место {value} указано в списке дважды",
        "seat {value} is listed twice"),
    "awards.seat_key": (
        "ключ {value} — не номер места (ключи здесь — места строкой, от \"1\" до \"{last}\")",
        "key {value} is not a seat (keys here are seats as strings, \"1\" to \"{last}\")"),
}

# Codes only a boulevard file can raise (app/format/boulevard.py), kept apart from the spec's.
BOULEVARD_MESSAGES: dict[str, tuple[str, str]] = {
    "players.boulevard_count": (
        "за бульварным столом от {low} до {high} игроков, а в файле {count}",
        "a boulevard table seats {low} to {high} players, found {count}"),
    "players.boulevard_setup": (
        "такой расклад ролей не играется: {detail}",
        "this deal of roles cannot be played: {detail}"),
    "phases.replay": (
        "переигровка повторяет одну из двух последних фаз ({allowed}), а здесь {value}",
        "a replay repeats one of the last two phases ({allowed}), found {value}"),
    "event.phase_name": (
        "{value} — не название фазы (N0, D1, N1, D2, …)",
        "{value} is not a phase name (N0, D1, N1, D2, …)"),
    "event.targets_size": (
        "здесь ровно два разных места, а в списке {count}",
        "exactly two different seats are needed here, found {count}"),
    "event.removal_light": (
        "решение об удалении (removal) записывают только при раскрытии роли или срыве игры",
        "a removal decision is recorded only for a role reveal or a disruption"),
}

# What a field should have been, for "field.type".
KINDS: dict[str, Bi] = {
    "object": Bi("объект {…}", "an object {…}"),
    "array": Bi("массив […]", "an array […]"),
    "string": Bi("строка", "a string"),
    "integer": Bi("целое число", "an integer"),
    "number": Bi("число", "a number"),
    "boolean": Bi("true или false", "true or false"),
    "seat": Bi("номер места (целое число 1–10)", "a seat number (an integer 1–10)"),
    "seat_or_null": Bi("номер места (целое число 1–10) или null",
                       "a seat number (an integer 1–10) or null"),
    "int_or_string": Bi("целое число или строка", "an integer or a string"),
    "ruleset": Bi("название свода правил (строка) или объект {\"preset\": …, \"options\": {…}}",
                  "a rule book name (a string) or an object {\"preset\": …, \"options\": {…}}"),
}


def seat_kind(kind: str, last: int) -> Bi:
    """KINDS[kind], with the seat range of a table of ``last`` seats (ten at a sport table)."""
    found = KINDS[kind]
    if last == 10 or kind not in ("seat", "seat_or_null"):
        return found
    return Bi(found.ru.replace("1–10", f"1–{last}"), found.en.replace("1–10", f"1–{last}"))


# For "event.phase": an event "happens only {when}, but N1 is {kind}".
ONLY_WHEN = {"day": Bi("днём", "in a day phase"), "night": Bi("ночью", "at night")}
PHASE_IS = {"day": Bi("день", "a day"), "night": Bi("ночь", "a night")}

# json.JSONDecodeError.msg, without its position suffix.
_JSON_REASONS = {
    "Expecting value": Bi("ожидалось значение", "a value was expected"),
    "Expecting ',' delimiter": Bi("ожидалась запятая", "a comma was expected"),
    "Expecting ':' delimiter": Bi("ожидалось двоеточие", "a colon was expected"),
    "Expecting property name enclosed in double quotes":
        Bi("ожидалось имя поля в двойных кавычках", "a key in double quotes was expected"),
    "Unterminated string starting at": Bi("строка не закрыта кавычкой", "unterminated string"),
    "Invalid control character at": Bi("управляющий символ внутри строки",
                                       "a control character inside a string"),
    "Invalid \\escape": Bi("неверная escape-последовательность \\", "invalid \\ escape"),
    "Invalid \\uXXXX escape": Bi("неверная последовательность \\uXXXX", "invalid \\uXXXX escape"),
    "Extra data": Bi("лишние данные после конца JSON", "extra data after the JSON value"),
    "Illegal trailing comma before end of object": Bi("лишняя запятая перед }", "a trailing comma before }"),
    "Illegal trailing comma before end of array": Bi("лишняя запятая перед ]", "a trailing comma before ]"),
    "constant": Bi("NaN и Infinity в JSON не допускаются", "NaN and Infinity are not allowed in JSON"),
    "long_number": Bi("слишком длинное число", "a number is too long"),
    "nesting": Bi("слишком глубокая вложенность", "nesting is too deep"),
    "out_of_range": Bi("число вне диапазона (бесконечность)", "a number out of range (infinite)"),
}

_OS_REASONS = {
    "FileNotFoundError": Bi("такого файла нет", "no such file"),
    "IsADirectoryError": Bi("это папка, а не файл", "it is a folder, not a file"),
    "NotADirectoryError": Bi("в пути есть файл вместо папки", "a part of the path is not a folder"),
    "PermissionError": Bi("нет прав доступа", "permission denied"),
}


def json_reason(msg: str) -> Bi:
    return _JSON_REASONS.get(msg, Bi(msg, msg))


def os_reason(error: OSError, writing: bool = False) -> Bi:
    if writing and isinstance(error, FileNotFoundError):
        return Bi("нет такой папки", "no such folder")  # the file itself need not exist
    found = _OS_REASONS.get(type(error).__name__)
    if found is not None:
        return found
    text = error.strerror or type(error).__name__
    return Bi(text, text)


def show(value: Any, limit: int = 40) -> str:
    """A value as the file spells it (JSON), cut short: messages never show a Python repr."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError):
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def describe(value: Any) -> Bi:
    """What a wrong value is, for "field.type": its JSON kind and, for scalars, the value."""
    if value is None or isinstance(value, bool):
        return Bi(show(value), show(value))
    if isinstance(value, (int, float)):
        if isinstance(value, float) and not math.isfinite(value):
            return Bi(f"нечисло {show(value)}", f"non-finite {show(value)}")
        return Bi(f"число {show(value)}", f"the number {show(value)}")
    if isinstance(value, str):
        return Bi(f"строка {show(value)}", f"the string {show(value)}")
    if isinstance(value, list):
        return Bi("массив […]", "an array […]")
    if isinstance(value, dict):
        return Bi("объект {…}", "an object {…}")
    return Bi(f"не JSON-значение ({type(value).__name__})", f"a non-JSON value ({type(value).__name__})")


def render(code: str, lang: str, params: Mapping[str, Any]) -> str:
    ru, en = MESSAGES[code] if code in MESSAGES else BOULEVARD_MESSAGES[code]
    values = {key: value.pick(lang) if isinstance(value, Bi) else value
              for key, value in params.items()}
    values.setdefault("last", 10)     # the last seat of a sport table, where no other is given
    return (en if lang == "en" else ru).format(**values)
