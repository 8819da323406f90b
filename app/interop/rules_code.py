"""mafiaratings' 13-digit rules code (``include/rules.php``) and our league options.

Each digit is one of their options; ``DIGITS`` says, for each value, which of our options
expresses it (``{}`` when our books already say so) or that it cannot be expressed
(``None``).  docs/format.md prints the same table.

>>> options, notes = options_from_code("1000100101000")
>>> options
{'6.3': '6.3.2', '7.16': '7.16.2', '7.21': '7.21.2', '8.17': '8.17.2'}
>>> notes.to_json()
[]
>>> code_from_options({"6.3": "6.3.2", "7.5": "7.5.2"})[0]
'1001000000000'
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .report import ForeignFileError, Notes

# (name in rules.php, values in digit order, {digit: our options or None})
DIGITS: list[tuple[str, tuple[str | int | bool, ...], dict[int, dict[str, str] | None]]] = [
    ("rotation", ("first", "last"), {0: {"6.3": "6.3.1"}, 1: {"6.3": "6.3.2"}}),
    ("onRecord", ("no", "night-killed", "killed", "except-split", "all"),
     {0: {}, 1: None, 2: None, 3: None, 4: None}),
    ("onRecordCount", tuple(range(10)), {}),   # meaningful only with onRecord, carried with it
    ("withdraw", ("allowed", "auto", "no"),
     {0: {"7.5": "7.5.1"}, 1: {"7.5": "7.5.2"}, 2: {"7.5": "7.5.3"}}),
    ("firstVoting", ("standard", "to-talk", "no-break", "self-break"),
     {0: {"7.16": "7.16.1"}, 1: {"7.16": "7.16.2"}, 2: {"7.16": "7.16.3"}, 3: {"7.16": "7.16.4"}}),
    ("splitOrder", ("same", "reverse"), {0: {}, 1: None}),
    ("killAll", ("no", "draw"), {0: {"7.20": "7.20.1"}, 1: {"7.20": "7.20.2"}}),
    ("splitOnFour", (True, False), {0: {"7.21": "7.21.1"}, 1: {"7.21": "7.21.2"}}),
    ("splitOnNine", ("yes", "no", "after1"), {0: {}, 1: None, 2: None}),
    ("legacy", (True, False), {0: {"8.17": "8.17.1"}, 1: {"8.17": "8.17.2"}}),
    ("gameEndSpeech", (True, False), {0: {"8.19": "8.19.1"}, 1: {"8.19": "8.19.2"}}),
    ("threeFouls", ("lose-speech", "short-speech", "no"), {0: {}, 1: None, 2: None}),
    ("techFouls", ("no", "yes"), {0: {}, 1: {}}),    # the engine removes at the second one
]

# Our options the code carries, and the league default each stands for when written.
_CARRIED = {"6.3": 0, "7.5": 3, "7.16": 4, "7.20": 6, "7.21": 7, "8.17": 9, "8.19": 10}


def upgrade(code: str) -> str:
    """Older codes of 12 and 14 digits, as rules.php's ``upgrade_rules_code`` reads them."""
    if len(code) == 12:
        code = code[:11] + "00" + code[11:]
    if len(code) == 14:
        code = code[:-1]
    return code


def options_from_code(code: str, source: str = "<string>", place: str = "rules") -> tuple[dict[str, Any], Notes]:
    """League options for a rules code; the defaults are left out, as a judge writes them."""
    code = upgrade(code) if isinstance(code, str) else code
    if not (isinstance(code, str) and len(code) == 13 and code.isdigit()):
        raise ForeignFileError("rules", source, place, value=repr(code))
    options, notes = {}, Notes()
    for position, (name, values, meaning) in enumerate(DIGITS):
        digit = int(code[position])
        if not meaning:
            continue
        value = values[digit] if digit < len(values) else digit
        chosen = meaning.get(digit)
        if chosen is None:
            notes.add("rules_code", replay=True, name=name, value=value)
            continue
        for key, choice in chosen.items():
            if not choice.endswith(".1"):
                options[key] = choice
    return dict(sorted(options.items(), key=lambda kv: [int(p) for p in kv[0].split(".")])), notes


def code_from_options(options: Mapping[str, str], explicit: Mapping[str, str] | None = None) -> tuple[str, Notes]:
    """The rules code of a resolved ruleset's options; an option chosen away from its
    default that the code cannot hold is named."""
    digits = ["0"] * 13
    notes = Notes()
    for key, position in _CARRIED.items():
        choice = options.get(key)
        for digit, meaning in DIGITS[position][2].items():
            if meaning and meaning.get(key) == choice:
                digits[position] = str(digit)
    if options.get("7.16") == "7.16.5":
        notes.add("option", replay=True, key="7.16", value="7.16.5")
    for key, choice in (explicit or {}).items():
        if key not in _CARRIED and choice != f"{key}.1":
            notes.add("option", replay=True, key=key, value=choice)
    return "".join(digits), notes


def table_rows() -> list[tuple[int, str, str, str]]:
    """(digit position, name, value, our option) for docs/format.md."""
    rows = []
    for position, (name, values, meaning) in enumerate(DIGITS):
        for digit, value in enumerate(values):
            if name == "techFouls":
                ours = "`tech_foul` events: the second removes" if digit else "no `tech_foul` events"
            elif not meaning:
                ours = "carried with `onRecord`"
            elif (chosen := meaning.get(digit)) is None:
                ours = "not expressible"
            else:
                ours = ", ".join(f"{k} = {v}" for k, v in chosen.items()) or "the books' rule"
            rows.append((position + 1, name, str(value).lower() if isinstance(value, bool) else str(value), ours))
    return rows
