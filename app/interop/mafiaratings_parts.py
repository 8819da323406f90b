"""What both of mafiaratings' formats are read with alike (the current one,
app/interop/mafiaratings.py, and the old API's, app/interop/mafiaratings_old.py): the
players, the votes, the times, the results."""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from .builder import Plan
from .common import MAX_VOTING_ROUND, Where, check_roles, known
from .report import Notes, describe

WINNERS = {"civ": "red", "maf": "black", "tie": "draw"}
_YEAR_10000 = 253402300800      # Unix seconds: a time our format can write has four digits of year


def read_players(raw: list[Any], where: Where, name_key: str, roles: dict[str, str]) -> list[dict[str, Any]]:
    """The seats, nicknames and roles of a record's players (the site's old API names the
    nickname ``nick_name`` and the sheriff ``srf``; ``name`` and ``sheriff`` since), checked as
    a table of the sport."""
    players = []
    for index, player in enumerate(raw):
        here = where.at("players", index)
        here.obj(player)
        role = player.get("role", "civ")
        if not known(role, roles):
            here.at("role").fail("value", value=repr(role))
        name = player.get(name_key, "")
        here.at(name_key).text(name)
        players.append({"seat": index + 1, "name": name, "role": roles[role]})
    check_roles(players, where.at("players"))
    return players


def settle_vote_outs(plan: Plan, notes: Notes, day_deaths: dict[int, list[int]]) -> None:
    """Two or more voted out on one day say the lift-all vote passed; a day's vote-out
    without its votes is named (its replay cannot follow)."""
    for number, seats in day_deaths.items():
        plan.day(number).lift_passed = len(seats) >= 2
        if not plan.day(number).rounds:
            notes.add("no_votes", replay=True, phase=f"D{number}")


def read_time(value: Any, where: Where) -> str | None:
    """The API documents ISO 8601; stored records keep a Unix time."""
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if not 0 <= value < _YEAR_10000:
            where.fail("value", value=describe(value))
        return datetime.fromtimestamp(value, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    text = where.text(value)
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        where.fail("value", value=repr(text))
    return text


def read_votes(plan: Plan, seat: int, r: int, votes: Any, where: Where) -> None:
    """Seat ``seat``'s votes of day ``r + 1`` (0-based ``r``): a candidate, or one per voting
    round, with a closing true/false for the lift-all vote."""
    if votes is None:
        return
    day = plan.day(r + 1)
    if isinstance(votes, list) and len(votes) > MAX_VOTING_ROUND + 1:     # the rounds, and the lift-all
        where.fail("limit", count=len(votes), limit=MAX_VOTING_ROUND + 1)
    rounds = votes if isinstance(votes, list) else [votes]
    if rounds and isinstance(rounds[-1], bool):      # the 'k' feature: for lifting all or not
        lift = rounds.pop()
        side = "lift_for" if lift else "lift_against"
        if getattr(day, side) is None:
            setattr(day, side, [])
        getattr(day, side).append(seat)
    for v, candidate in enumerate(rounds):
        if candidate is None:
            continue
        candidate = where.at(v).seat(candidate) if isinstance(votes, list) else where.seat(candidate)
        while len(day.rounds) <= v:
            day.rounds.append({})
        day.rounds[v].setdefault(candidate, []).append(seat)
