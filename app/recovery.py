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
import json
from pathlib import Path

from .format import GameFileError, save_game, validate_game
from .format.reader import parse_json
from .paths import data_home

FORMAT = "mafia-recovery/1"
TIMER_FORMAT = "mafia-timer/1"


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
    for path in (recovery_file(), timer_file()):
        try:
            path.unlink()
        except FileNotFoundError:
            pass


# -- the speech timer -----------------------------------------------------------------------
# Beside the recovery file, in a small file of its own: the timer ticks every second, and the
# game's document need not be rewritten for it.  A restore reads it only for the phase it
# was running in (``phase``): a stopped program resumes with the time that was left.

def timer_file() -> Path:
    return data_home() / "recovery" / "timer.json"


def write_timer(phase: str | None, left: int, preset: int) -> None:
    """The seconds left of the speech under way in ``phase`` (written on every tick)."""
    from .atomic import write_atomic
    path = timer_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps({"format": TIMER_FORMAT, "phase": phase, "left": left, "preset": preset},
                      separators=(",", ":")).encode("utf-8")
    write_atomic(path, data, durable=False)


def read_timer(phase: str | None) -> tuple[int, int] | None:
    """(seconds left, the speech's length) as the stopped run left them in ``phase``; None
    when no timer was running there or the file is unusable."""
    try:
        data = json.loads(timer_file().read_bytes())
        if not isinstance(data, dict) or data.get("format") != TIMER_FORMAT or data.get("phase") != phase:
            return None
        left, preset = data["left"], data["preset"]
        if isinstance(left, int) and isinstance(preset, int) and 0 <= left <= preset <= 3600 \
                and not isinstance(left, bool):
            return left, preset
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None
