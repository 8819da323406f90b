"""The JSON Schema of ``mafia-game/1``, for other tools; the reader does not use it."""
from __future__ import annotations

import json
from pathlib import Path

SCHEMA_FILE = Path(__file__).with_name("mafia-game-1.schema.json")


def schema() -> dict:
    # Read afresh each time: callers get a dict they may change.
    return json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
