"""Reading mafiaratings' old API record (``ws_games.php`` of 2016–2018, then
``api/get/games.php`` until its rework of 2021): ``{"version": 0, "games": […]}``.

Seats are numbered from 0 (the index in ``players``), rounds too: their round r is our day
``D(r+1)`` and the night after it, ``N(r+1)``.  Per player: ``nominating``, ``voting`` and
``shooting`` are objects ``{"round_r": seat}``; a round's ``voting`` is a list when there
were re-votes (one entry per voting of that day); ``death_round`` and ``death_type``
(``day``, ``night``, ``warning``, ``suicide`` — later ``gave-up`` —, ``kick-out``);
``warnings`` is a count; ``checked_by_don`` / ``checked_by_srf`` the round of the check;
``best_player`` / ``best_move`` are flags.  The lift-all vote was never exported: two or
more voted out on one day say it passed.
"""
from __future__ import annotations

import re
from typing import Any

from app.editions import SPORT

from .builder import END, Plan, assemble, finish, voted_out_elsewhere
from .common import MAX_DAY, MAX_PER_PLAYER, Where, check_counts, head, known
from .mafiaratings_parts import WINNERS, read_players, read_time, read_votes, settle_vote_outs
from .player_ids import player_ids
from .report import Notes

ROLES = {"civ": "citizen", "srf": "sheriff", "maf": "mafia", "don": "don"}
_REMOVALS = {"suicide": "give_up", "gave-up": "give_up", "kick-out": "disqualify"}
_DEATHS = ("night", "day", "warning", *_REMOVALS)
_ROUND = re.compile(r"round_(0|[1-9][0-9]?)")
_GAME_KEYS = ("start_time", "end_time", "moderator_id", "club_id", "event_id")
_PLAYER_KEYS = ("nick_name", "death_round", "death_type", "checked_by_don", "checked_by_srf")


def is_old(record: Any) -> bool:
    """Which of mafiaratings' two formats a record is in: the old one spells its keys with
    underscores (``start_time``, ``nick_name``), the current one in camel case."""
    if not isinstance(record, dict):
        return False
    players = record.get("players")
    return any(key in record for key in _GAME_KEYS) or (
        isinstance(players, list) and any(isinstance(p, dict) and any(k in p for k in _PLAYER_KEYS)
                                          for p in players))


def read_record(record: dict[str, Any], where: Where) -> tuple[dict[str, Any], Notes]:
    notes, plan = Notes(), Plan()
    raw = where.at("players").array(record.get("players"))
    if not SPORT.table.allows(len(raw)):
        where.at("players").fail("players", count=len(raw))
    check_counts(where, [(where.at("players", i, key), p.get(key), MAX_DAY)
                         for i, p in enumerate(raw) if isinstance(p, dict)
                         for key in ("nominating", "voting", "shooting")])
    players = read_players(raw, where, "nick_name", ROLES)
    day_deaths: dict[int, list[int]] = {}
    awards: dict[str, Any] = {}
    for index, player in enumerate(raw):
        _read_player(plan, notes, index + 1, player, where.at("players", index))
        _read_awards(awards, notes, index + 1, player, where.at("players", index))
    for index, player in enumerate(raw):      # after every shot is known
        here = where.at("players", index)
        death = _death(plan, day_deaths, index + 1, player, here)
        _warnings(plan, index + 1, player, death, here)
    settle_vote_outs(plan, notes, day_deaths)
    doc = assemble(head("league", _meta(record, where), players), plan)
    winner = record.get("winner")
    if winner is not None:
        if not known(winner, WINNERS):
            where.at("winner").fail("value", value=repr(winner))
        doc["result"] = {"winner": WINNERS[winner]}
    if awards:
        doc["awards"] = awards
    source: dict[str, Any] = {"system": "mafiaratings", "format": "games.php 0", **player_ids(raw, ("user_id",))}
    if record.get("id") is not None:
        source["id"] = record["id"]
    finish(doc, plan, source)
    for seat, day in voted_out_elsewhere(doc, plan):
        notes.add("voted_out", replay=True, seat=seat, phase=day)
    return doc, notes


def _meta(record: dict[str, Any], where: Where) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    start, end = (read_time(record.get(key), where.at(key)) for key in ("start_time", "end_time"))
    if start:
        meta["date"], meta["start"] = start[:10], start
    if end:
        meta["end"] = end
    if record.get("id") is not None:
        meta["game"] = f"mafiaratings {record['id']}"
    return meta


def _rounds(value: Any, where: Where) -> list[tuple[int, Any, Where]]:
    """``{"round_r": x}`` as (r, x, place), in round order (PHP writes an empty one as ``[]``)."""
    if value is None or value == []:
        return []
    out = []
    for key, item in where.obj(value).items():
        match = _ROUND.fullmatch(key) if isinstance(key, str) else None
        if match is None:
            where.at(key).fail("value", value=repr(key))
        out.append((where.at(key).day(int(match.group(1)), low=0), item, where.at(key)))
    return sorted(out, key=lambda entry: entry[0])


def _seat(value: Any, where: Where) -> int:
    """A seat numbered from 0."""
    return where.integer(value, 0, SPORT.table.last_seat - 1) + 1


def _read_player(plan: Plan, notes: Notes, seat: int, player: dict[str, Any], where: Where) -> None:
    for r, target, here in _rounds(player.get("nominating"), where.at("nominating")):
        if target is not None:
            plan.day(r + 1).nominations.append((seat, _seat(target, here)))
    for r, votes, here in _rounds(player.get("voting"), where.at("voting")):
        if isinstance(votes, list):
            votes = [None if v is None else _seat(v, here.at(i)) for i, v in enumerate(votes)]
        elif votes is not None:
            votes = _seat(votes, here)
        read_votes(plan, seat, r, votes, here)
    for r, target, here in _rounds(player.get("shooting"), where.at("shooting")):
        plan.night(r + 1).shot(seat, None if target is None else _seat(target, here))
    for key, checks in (("checked_by_don", "don_checks"), ("checked_by_srf", "sheriff_checks")):
        if player.get(key) is not None:
            night = plan.night(where.at(key).day(player[key], low=0) + 1)
            getattr(night, checks).append(seat)
    if player.get("arranged_for_round") is not None:
        notes.add("arranged")


def _death(plan: Plan, day_deaths: dict[int, list[int]], seat: int, player: dict[str, Any], where: Where) -> str | None:
    """How and when the record says the player left; the round of that departure's day."""
    kind, r = player.get("death_type"), player.get("death_round")
    if kind is None and r is None:
        return None
    if not known(kind, _DEATHS):
        where.at("death_type").fail("value", value=repr(kind))
    r = where.at("death_round").day(r, low=0)
    if kind == "night":
        plan.reach(f"N{r + 1}")
        plan.night(r + 1).kill(seat)
    elif kind == "day":
        plan.reach(f"D{r + 1}")
        day_deaths.setdefault(r + 1, []).append(seat)
        plan.voted_out[seat] = f"D{r + 1}"
    elif kind in _REMOVALS:      # (the fourth warning removes by itself)
        plan.put(f"D{r + 1}", "end", {"type": _REMOVALS[kind], "seat": seat})
        plan.infer("removal_time")
    return f"D{r + 1}" if kind == "warning" else None


def _warnings(plan: Plan, seat: int, player: dict[str, Any], removed_in: str | None, where: Where) -> None:
    """Only their number is exported: at the end of the day of the round in which the fourth
    one removed the player, else at the game's end (the time is inferred either way)."""
    count = player.get("warnings")
    if not count:
        return
    count = where.at("warnings").integer(count, 0, MAX_PER_PLAYER)
    for _ in range(count):
        plan.put(removed_in or END, "end", {"type": "foul", "seat": seat})
    plan.infer("fouls_time")


def _read_awards(awards: dict[str, Any], notes: Notes, seat: int, player: dict[str, Any], where: Where) -> None:
    if player.get("best_player") is True:
        awards["best_player"] = seat
    if player.get("best_move") is True:
        awards.setdefault("best_move_title", []).append(seat)
    if player.get("mafs_guessed") is not None:
        notes.add("guess_count", seat=seat, count=where.at("mafs_guessed").integer(player["mafs_guessed"], 0, 3))
