"""The shapes Polemica's records come in, brought to the one the reader reads (the
``PolemicaGame`` of polemica-library).

- The game record itself: players with ``position`` (null in public records: the place in the
  list), ``role`` a number (0 don, 1 mafia, 2 civilian, 3 sheriff); ``zeroVoting`` at the top
  or in ``config``; ``players`` may be null (polemica-library: "absent or null for some API
  payloads").
- A match page's payload (polemicagame.com ``/match/<id>``): ``{id, type: "match",
  started_at, winnerCode, judge, players, data: {…the game record…}}``, whose own ``players``
  give ``tablePosition`` and the role as an object (``{"type": "civilian", "title":
  "Мирный"}``, ``role_val`` its number); the record inside may lack its players, its id (0)
  or its referee, which the page then gives.

>>> game = unwrap({"id": 610180, "type": "match", "winnerCode": 0, "judge": {"username": "godmaf"},
...                "data": {"id": 0, "config": {"zeroVoting": "none"}, "players": None}})
>>> game["id"], game["zeroVoting"], game["result"], game["referee"]["username"]
(610180, 'none', 0, 'godmaf')
>>> role_name({"role": {"type": "civilian", "title": "Мирный"}}), role_name({"role": 0}), role_name({"role_val": 3})
('citizen', 'don', 'sheriff')
"""
from __future__ import annotations

from typing import Any

from .common import Where, known

ROLES = {0: "don", 1: "mafia", 2: "citizen", 3: "sheriff"}
# the site's role objects name the roles in words ("godfather" in its sprites and histories)
ROLE_TYPES = {"don": "don", "godfather": "don", "mafia": "mafia", "civilian": "citizen", "peace": "citizen",
              "sheriff": "sheriff"}


def is_match(data: Any) -> bool:
    return isinstance(data, dict) and isinstance(data.get("data"), dict) and \
        (data.get("type") == "match" or "players" in data["data"] or "votes" in data["data"])


def unwrap(record: dict[str, Any]) -> dict[str, Any]:
    """The game record a match payload holds, completed from the payload; a game record as it is
    (its ``config.zeroVoting`` brought to the top)."""
    game = dict(record["data"]) if is_match(record) else dict(record)
    if is_match(record):
        if not isinstance(game.get("players"), list) and isinstance(record.get("players"), list):
            game["players"] = record["players"]
        if not game.get("id") and record.get("id") is not None:
            game["id"] = record["id"]
        if not isinstance(game.get("referee"), dict) and isinstance(record.get("judge"), dict):
            game["referee"] = record["judge"]
        if game.get("result") is None and record.get("winnerCode") in (0, 1):
            game["result"] = record["winnerCode"]
        if not isinstance(game.get("started"), str) and isinstance(record.get("started_at"), str):
            game["started"] = record["started_at"].replace(" ", "T")
    config = game.get("config")
    if game.get("zeroVoting") is None and isinstance(config, dict) and config.get("zeroVoting") is not None:
        game["zeroVoting"] = config["zeroVoting"]
    return game


def role_name(player: dict[str, Any]) -> str | None:
    """Our name of a player's role in any of its shapes; None when it is none of them."""
    role = player.get("role")
    if isinstance(role, dict):
        kind = role.get("type")
        return ROLE_TYPES[kind] if isinstance(kind, str) and kind in ROLE_TYPES else None
    if role is None:
        role = player.get("role_val")
    return ROLES[role] if isinstance(role, int) and known(role, ROLES) else None


def role_of(player: dict[str, Any], where: Where) -> str:
    name = role_name(player)
    if name is None:
        role = player.get("role")
        if isinstance(role, dict):
            where.at("role", "type").fail("value", value=repr(role.get("type")))
        where.at("role").fail("value", value=repr(role))
    return name


def seat_of(player: dict[str, Any], index: int, where: Where) -> int:
    """A player's seat: ``position`` (``tablePosition`` on a match page), or, where a record
    leaves it null, the player's place in the list (public records of Polemica do so)."""
    for key in ("position", "tablePosition"):
        if player.get(key) is not None:
            return where.at(key).seat(player[key])
    return index + 1
