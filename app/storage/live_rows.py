"""One row of a judge's outbox read under limits (issue 37 §7): a table's card lets its holder
write any ``jsonb`` the server accepts, so before the ingest folds a row into a game the row's
size, nesting and shape are checked here, and what is wrong is an :class:`~.errors.InvalidGame`
with a code of its own — the secretary's problem entry, never the ingest's end.

>>> read_row("event", '{"phase": 1, "name": "D1", "event": {"type": "foul", "seat": 3}}')
{'phase': 1, 'name': 'D1', 'event': {'type': 'foul', 'seat': 3}}
>>> read_row("document", '{"document": 5}')
Traceback (most recent call last):
...
app.storage.errors.InvalidGame: the change cannot be read: its field “document” is missing or of the wrong kind
"""
from __future__ import annotations

from typing import Any

from ..format.errors import GameFileError
from ..format.limits import MAX_FILE_BYTES, MAX_NAME, MAX_PHASES
from ..format.reader import parse_json
from .errors import InvalidGame

MAX_ROW_BYTES = MAX_FILE_BYTES      # a row holds at most a whole game, bounded as a game file is
MAX_WAITING = 5000                  # rows of one game the server keeps beyond the last one applied
MAX_GAMES = 9                       # games of one table in one round (a device replaced eight times)
MAX_PHASE_NAME = 16


def read_row(kind: str, text: str | None, size: int | None = None) -> dict[str, Any]:
    """The payload of an outbox row of ``kind`` from its JSON ``text`` (None: the server did
    not send a row larger than :data:`MAX_ROW_BYTES`, whose ``size`` is given instead)."""
    if text is None or len(text) > MAX_ROW_BYTES:
        raise InvalidGame("live.row.large", size=size if text is None else len(text), limit=MAX_ROW_BYTES)
    try:
        payload = parse_json(text, _SOURCE)
    except GameFileError as error:
        raise InvalidGame("live.row.unreadable", reason=_Reason(error)) from None
    if not isinstance(payload, dict):
        raise InvalidGame("live.row.shape", field="payload")
    _shape(kind, payload)
    return payload


_SOURCE = "<outbox>"


class _Reason:
    """The reader's error without the name of a file: the row has none (its place is said)."""

    def __init__(self, error: GameFileError) -> None:
        self.error = error

    def message(self, lang: str) -> str:
        return self.error.message(lang).removeprefix(_SOURCE + ": ")


def _shape(kind: str, payload: dict[str, Any]) -> None:
    if kind == "document":
        _need(isinstance(payload.get("document"), dict), "document")
        _need(_name(payload.get("author")), "author")
    elif kind == "event":
        phase = payload.get("phase")
        _need(type(phase) is int and 0 <= phase <= MAX_PHASES, "phase")
        name = payload.get("name")
        _need(isinstance(name, str) and 0 < len(name) <= MAX_PHASE_NAME, "name")
        _need(payload.get("event") is None or isinstance(payload.get("event"), dict), "event")
    elif kind == "sign":
        _need(isinstance(payload.get("signature"), dict), "signature")
        _need(_name(payload.get("signer")), "signer")
    else:
        raise InvalidGame("live.row.shape", field="kind")


def _name(value: Any) -> bool:
    return value is None or (isinstance(value, str) and len(value) <= MAX_NAME)


def _need(holds: bool, field: str) -> None:
    if not holds:
        raise InvalidGame("live.row.shape", field=field)


def unseated(doc: dict[str, Any], seated: list[str] | None) -> list[str]:
    """The names of ``doc``'s players that the seating of its table does not place there (all
    of them when the seating has no game there: ``seated`` None); none when the table's round
    has no names in the seating (the judges type them).

    >>> unseated({"players": [{"seat": 1, "name": "Ann"}, {"seat": 2, "name": "Bob"}]}, ["Ann", "Cid"])
    ['Bob']
    >>> unseated({"players": [{"seat": 1, "name": "Ann"}]}, [])
    []
    """
    if seated is not None and not any(seated):
        return []
    players = doc.get("players")
    names = [p.get("name") for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    return [str(name)[:MAX_NAME] for name in names if seated is None or name not in seated]
