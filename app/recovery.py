"""The recovery file: every change of the open game is written here at once (atomically),
so that a killed process loses nothing and the next start offers to restore it.

>>> import os, tempfile; os.environ["MAFIA_PROTOCOL_HOME"] = tempfile.mkdtemp()
>>> from app.engine import sample_game
>>> write(sample_game(), "/games/g1.json")
>>> doc, source = read()
>>> source, doc["meta"]["judge"]
('/games/g1.json', 'Иванов')
>>> clear(); read() is None
True
>>> del os.environ["MAFIA_PROTOCOL_HOME"]
"""
from __future__ import annotations

import datetime as dt
from pathlib import Path

from .format import GameFileError, save_game, validate_game
from .format.reader import parse_json
from .paths import data_home

FORMAT = "mafia-recovery/1"


def recovery_file() -> Path:
    return data_home() / "recovery" / "current.json"


def write(doc: dict, source: str | None) -> None:
    path = recovery_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game({"format": FORMAT, "file": source,
               "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
               "document": doc}, path, indent=None)   # written on every keystroke: compact


def read() -> tuple[dict, str | None] | None:
    """The game left open by a previous run, or None (also when the file is unusable:
    damaged, hostile, nested a hundred thousand deep — the sheet must start anyway)."""
    path = recovery_file()
    try:
        # The strict reader: no recursion, duplicate keys, NaN or lone surrogates get through.
        data = parse_json(path.read_bytes(), str(path))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        source = data.get("file")
        return validate_game(data["document"], str(path)), source if isinstance(source, str) else None
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError, GameFileError):
        return None


def clear() -> None:
    try:
        recovery_file().unlink()
    except FileNotFoundError:
        pass
