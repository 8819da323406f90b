"""The JSON Schema of ``mafia-game/1``, for other tools, generated from the reader's own tables.

``schema()`` describes the sport presets; ``schema("boulevard")`` a boulevard file
(docs/format-boulevard.md), whose tables, roles and events differ.  Both are written from the
shapes the reader checks with (``sections.TOP``, the boulevard ``TOP``), so the schema cannot
say other than the reader; the committed files beside this module are the same schemas for
tools that read files (``python -m app.format.schema_files`` rewrites them, ``--check`` says
whether they are current; a test fails when they are not).
"""
from __future__ import annotations

from typing import Any

from app.editions import find_edition

from .document import ADDITIONS, FORMAT
from .sections import TOP
from .shapes import Definitions, Fields

DRAFT = "https://json-schema.org/draft/2020-12/schema"
# What the reader checks and a schema cannot say, by edition.
HEADERS: dict[str, dict[str, str]] = {
    "sport": {
        "$id": "urn:mafia-protocol:mafia-game-1",
        "title": FORMAT,
        "description": "One sport-mafia game as a judge records it. Writers may add fields anywhere; readers "
                       "keep them. Not expressible here and checked by the reader only: the order of phases "
                       "(N0, D1, N1, D2, ...), that a date exists in the calendar, that a ruleset's preset and "
                       "options exist, and that integers are not written as 3.0.",
    },
    "boulevard": {
        "$id": "urn:mafia-protocol:mafia-game-1:boulevard",
        "title": f"{FORMAT}, boulevard preset",
        "description": "A boulevard (Fortuna) club game as the judge records it (docs/format-boulevard.md). "
                       "Not expressible here and checked by the reader only: that seats run 1..N for N "
                       "players and each seat is taken once, that the deal of roles can be played (one of "
                       "each special role, a mafioso, the mafia smaller than the town), the order of phases "
                       "and of replays, that a ruleset's options exist, that a date exists, and that "
                       "integers are not written as 3.0.",
    },
}


def schema(preset: str | None = None) -> dict[str, Any]:
    """The schema of the edition that plays ``preset`` (the sport one when not given); a new
    dict each time, which callers may change."""
    edition = find_edition(preset)
    extension = ADDITIONS.get(edition.name)
    top: Fields = TOP if extension is None else extension.TOP
    out = Definitions(edition.table.last_seat)
    properties = {"format": {"const": FORMAT}, **{name: shape.schema(out) for name, shape in top.fields.items()}}
    return {"$schema": DRAFT, **HEADERS[edition.name], "type": "object", "required": ["format", *top.required],
            "properties": properties, "$defs": out.defs}
