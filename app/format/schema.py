"""The JSON Schema of ``mafia-game/1``, for other tools; the reader does not use it.

``schema()`` describes the sport presets; ``schema("boulevard")`` a boulevard file
(docs/format-boulevard.md), whose tables, roles and events differ.
"""
from __future__ import annotations

import json
from typing import Any

from app.editions import find_edition
from app.paths import package_file


def schema(preset: str | None = None) -> dict[str, Any]:
    """The schema of the edition that plays ``preset`` (the sport one when not given)."""
    # Read afresh each time: callers get a dict they may change.
    path = package_file("app.format", find_edition(preset).schema_file)
    loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return loaded
