"""The players' ids another system's record carries, kept in the game's ``source`` block
(``source.players``: seat → id, docs/game-format.md) so that the archive links each seat to
the same person whatever the nickname (app.ratings.persons).

>>> player_ids([{"id": 7}, {"name": "Гость"}, {"id": True}, {"id": "x1"}], ("id",))
{'players': {'1': '7', '4': 'x1'}}
>>> player_ids([{"name": "Гость"}], ("id",))
{}
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def player_ids(raw: Sequence[Any], keys: Sequence[str], seats: Sequence[int] | None = None) -> dict[str, Any]:
    """``{"players": {seat: id}}`` for the records that give an id under one of ``keys``
    (a whole number or a short text), or nothing.  ``seats``: each record's seat, when the
    record's order is not the seating."""
    found: dict[str, str] = {}
    for index, player in enumerate(raw):
        if not isinstance(player, dict):
            continue
        value = next((player[k] for k in keys if k in player), None)
        if isinstance(value, bool) or not isinstance(value, int | str) or not str(value).strip():
            continue
        seat = seats[index] if seats is not None else index + 1
        found[str(seat)] = str(value).strip()[:64]
    return {"players": found} if found else {}
