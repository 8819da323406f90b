"""The JSON Schema of ``mafia-game/1``, for other tools; the reader does not use it.

``schema()`` describes the sport presets; ``schema("boulevard")`` a boulevard file
(docs/format-boulevard.md), whose tables, roles and events differ.
"""
from __future__ import annotations

import json

from ..paths import package_file

SCHEMA_FILE = package_file("app.format", "mafia-game-1.schema.json")
BOULEVARD_SCHEMA_FILE = package_file("app.format", "mafia-game-1-boulevard.schema.json")


def schema(preset: str | None = None) -> dict:
    # Read afresh each time: callers get a dict they may change.
    path = BOULEVARD_SCHEMA_FILE if preset == "boulevard" else SCHEMA_FILE
    return json.loads(path.read_text(encoding="utf-8"))
