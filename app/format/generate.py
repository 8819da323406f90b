"""What is written from the format's tables: the JSON Schema files (``schema.py``) and the
typed event records (``records.py``).

    python -m app.format.generate           rewrite the files that differ
    python -m app.format.generate --check   exit 1, naming them, when a file differs

Neither is run by the program: the schemas are for other tools, the records are imported as
any module, and tests (tests/app/format/test_format_schema.py, test_event_records.py) fail
when a committed file is not what the tables say.
"""
from __future__ import annotations

import argparse
import json
import sys
import textwrap
from pathlib import Path

from app.editions import EDITIONS, find_edition
from app.paths import package_file

from . import boulevard as club_events
from .event_shapes import EVENT_TYPES, PENALTIES, EventType
from .schema import schema


def dumps_schema(preset: str | None = None) -> str:
    """The committed file's text: two-space indents, Unicode as it is, a final newline."""
    return json.dumps(schema(preset), ensure_ascii=False, indent=2) + "\n"


def schema_path(preset: str | None = None) -> Path:
    """The file beside this module (run from a source tree: the committed one)."""
    return package_file("app.format", find_edition(preset).schema_file)


def outputs() -> list[tuple[Path, str]]:
    """Each generated file with the text the tables give it."""
    made = []
    for edition in EDITIONS.values():
        preset = None if edition.presets is None else min(edition.presets)
        made.append((schema_path(preset), dumps_schema(preset)))
    return [*made, (package_file("app.format", "records.py"), records_source())]


def main(argv: list[str] | None = None) -> int:
    """Rewrites the generated files from the tables; ``--check`` only compares."""
    parser = argparse.ArgumentParser(prog="python -m app.format.generate", description=main.__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 when a committed file differs")
    stale = []
    check = parser.parse_args(argv).check
    for path, text in outputs():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            stale.append(path.name)
            if not check:
                path.write_text(text, encoding="utf-8")
    verb = "differs from the tables" if check else "written"
    for name in stale:
        print(f"{name}: {verb}", file=sys.stderr)
    return 1 if stale and check else 0


# -- the typed records ------------------------------------------------------------------------
# Records serving several types, by the tables' groups: the type is their first field, kind_of.
SHARED = {"Penalty": PENALTIES, "NightAction": tuple(club_events.NIGHT_ACTIONS)}
# What a record says to Python readers beyond its fields, and the mixins of its methods.
DOCS = {
    "Vote": "The hands for one candidate in one round: who raised them, or only how many.",
    "Shooting": 'The mafia\'s shots (``{"shooter seat": target or None}``) and/or who was killed.',
    "Penalty": "warning, foul, team_defeat, tech_foul: a seat and, optionally, the clause.",
    "Disqualify": "A removal; a sport night\'s also says whether the count had begun, a boulevard one "
                  "may carry the host\'s note.",
    "NightAction": "A boulevard role\'s act at night: ``by`` acts on ``target`` (or the pair ``targets``).",
    "Correction": "The host strikes (``replacement`` None) or replaces an event of a phase.",
}
MIXINS = {"Shooting": "Shots", "Penalty": "KindOf", "NightAction": "KindOf"}


def record_name(event_type: str) -> str:
    """``ask_nominees`` -> ``AskNominees``; a shared row's record by its group."""
    shared = next((name for name, types in SHARED.items() if event_type in types), None)
    return shared or "".join(part.title() for part in event_type.split("_"))


def _rows() -> dict[str, list[tuple[str, EventType]]]:
    """The rows of every edition's table by the record that types them, in table order."""
    rows: dict[str, list[tuple[str, EventType]]] = {}
    for table in (EVENT_TYPES, club_events.event_types("N0")):
        for event_type, row in table.items():
            rows.setdefault(record_name(event_type), []).append((event_type, row))
    return rows


def _union(types: list[str]) -> str:
    parts: list[str] = []
    for text in types:
        parts += [part for part in text.split(" | ") if part not in parts]
    return " | ".join(parts)


def _record(name: str, rows: list[tuple[str, EventType]]) -> str:
    shapes: dict[str, list[str]] = {}
    for _, row in rows:
        for field, shape in row.fields.items():
            shapes.setdefault(field, []).append(shape.python())
    required = set.intersection(*(set(row.required) for _, row in rows))
    bases = ", ".join(filter(None, (MIXINS.get(name), "Event")))
    lines = ["@dataclass(frozen=True)", f"class {name}({bases}):"]
    if name in DOCS:
        lines += textwrap.wrap(f'"""{DOCS[name]}"""', width=96, initial_indent="    ", subsequent_indent="    ")
    if name in SHARED:
        lines.append("    kind_of: str")
    else:
        lines.append(f'    TYPE: ClassVar[str] = "{rows[0][0]}"')
    later_required = set(required)
    for field, types in shapes.items():
        later_required.discard(field)
        python = _union(types)
        if field in required:
            lines.append(f"    {field}: {python}")
        elif later_required:      # an optional field the files write before a required one
            lines.append(f"    {field}: {python} | Absent = field(default=ABSENT, kw_only=True)")
        else:
            lines.append(f"    {field}: {python} | Absent = ABSENT")
    return "\n".join(lines)


def _tuple(names: tuple[str, ...]) -> str:
    return "(" + ", ".join(f'"{name}"' for name in names) + ")"


def records_source() -> str:
    """The text of ``records.py``."""
    rows = _rows()
    body = "\n\n\n".join(_record(name, found) for name, found in rows.items())
    typing = ", ".join(name for name in ("Any", "ClassVar") if name == "ClassVar" or f"{name}]" in body)
    imports = [*(["from collections.abc import Mapping"] if "Mapping[" in body else []),
               f"from dataclasses import dataclass{', field' if 'field(' in body else ''}",
               f"from typing import {typing}"]
    single = ", ".join(name for name in rows if name not in SHARED)
    table = "\n".join(textwrap.wrap(f"RECORDS: dict[str, type[Event]] = {{cls.TYPE: cls for cls in ({single})}}",
                                     width=110, subsequent_indent="    ", break_long_words=False))
    return "\n".join([
        '"""The events as typed records, one per row of the events tables (``event_shapes.py``,',
        "``boulevard.py``); one record serves the types of a shared row, its first field the type.",
        "",
        "Written by ``python -m app.format.generate`` from the tables: change the tables, not this",
        "file (tests/app/format/test_event_records.py fails when it is not what they give).",
        '"""', "from __future__ import annotations", "", *imports, "",
        "from .record_base import ABSENT, Absent, Event, KindOf, Seats, Shots", "", "",
        body, "", "",
        f"PENALTIES = {_tuple(SHARED['Penalty'])}",
        *textwrap.wrap(f"NIGHT_ACTIONS = {_tuple(SHARED['NightAction'])}", width=110,
                       subsequent_indent=" " * len("NIGHT_ACTIONS = (")),
        table, ""])


if __name__ == "__main__":
    sys.exit(main())
