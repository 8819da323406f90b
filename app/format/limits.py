"""What a game file may hold at most: limits far above any real game, far below what
would make a command run for minutes or a page layout break.

A real sport game has about 25 phases and a few dozen events a day; a boulevard evening a
few more.  docs/format.md lists these limits; the reader refuses a file beyond them with
one line naming the place, before anything else works on it.
"""
from __future__ import annotations

from typing import Any, NoReturn

from .errors import GameFileError, pointer

MAX_FILE_BYTES = 4 * 1024 * 1024     # a real game file is 10-60 KB
MAX_DEPTH = 64                       # a game is 6 levels deep; unknown fields get some room
MAX_PHASES = 200
MAX_EVENTS_PER_PHASE = 300
MAX_EVENTS = 3000
MAX_NAME = 100                       # a nickname, the judge's or a tournament's name
# A seat's extra or penalty points in one game.  The league book (8.20, 9.4) leaves the
# figures to the tournament's regulation; the largest any regulation here writes for one
# seat is 1.6 (RFM's ДБ, its whole table at most 4.0), a win is worth 1.  Ten points (ten
# wins) in one game is a figure no regulation gives: beyond it a value is a typing or
# conversion accident (1e308 would make a standings total infinite), refused on reading.
# A figure within it that a regulation does not list is the standings' finding.
MAX_POINTS = 10
MAX_LABEL = 99999       # a round, table or game written as a number (a tournament has a few hundred)
NAMED = ("judge", "tournament", "club", "venue", "city")


def check_limits(doc: dict[str, Any], source: str) -> None:
    """Raises GameFileError when ``doc`` is beyond a limit (shape is checked elsewhere)."""
    phases = doc.get("phases")
    if isinstance(phases, list):
        if len(phases) > MAX_PHASES:
            _fail("limit.phases", ("phases",), source, count=len(phases), limit=MAX_PHASES)
        total = 0
        for index, phase in enumerate(phases):
            events = phase.get("events") if isinstance(phase, dict) else None
            if not isinstance(events, list):
                continue
            if len(events) > MAX_EVENTS_PER_PHASE:
                _fail("limit.events_phase", ("phases", index, "events"), source,
                      count=len(events), limit=MAX_EVENTS_PER_PHASE)
            total += len(events)
        if total > MAX_EVENTS:
            _fail("limit.events", ("phases",), source, count=total, limit=MAX_EVENTS)
    players = doc.get("players")
    if isinstance(players, list):
        for index, player in enumerate(players):
            if isinstance(player, dict):
                _name(player.get("name"), ("players", index, "name"), source)
    meta = doc.get("meta")
    if isinstance(meta, dict):
        for key in NAMED:
            _name(meta.get(key), ("meta", key), source)


def _name(value: Any, path: tuple[str | int, ...], source: str) -> None:
    if isinstance(value, str) and len(value) > MAX_NAME:
        _fail("limit.name", path, source, length=len(value), limit=MAX_NAME)


def _fail(code: str, path: tuple[str | int, ...], source: str, **params: Any) -> NoReturn:
    raise GameFileError(code, pointer(path), source, params)
