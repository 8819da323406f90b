"""Reading a Polemica game record (the ``PolemicaGame`` model of polemica-library).

Days and nights are numbered as ours (day 1 is ``D1``, night 1 ``N1``).  ``votes`` hold the
nominations (``num`` 0), the voting rounds (``num`` 1, 2, …) and the lift-all vote (no
``num``: a candidate for lifting, 0 or none against).  A place in the game is a ``stage``
``{type, day, player, voting}``.
"""
from __future__ import annotations

from typing import Any

from app.editions import SPORT

from .builder import END, Plan, assemble, finish
from .common import (
    MAX_DAY,
    MAX_FACTS,
    MAX_PER_PLAYER,
    MAX_VOTING_ROUND,
    Where,
    check_counts,
    check_roles,
    head,
    known,
    ruleset_of,
)
from .player_ids import player_ids
from .polemica_shapes import is_match, role_name, role_of, seat_of, unwrap
from .report import Notes

ZERO_VOTING = {"respeech": "7.16.2", "liftOnly": "7.16.3", "none": "7.16.5"}
_DAY_STAGES = {"speech", "shooted", "voting", "toVoting", "voted", "reSpeech", "lift",
               "toLift", "liftResult", "toNight", "guess"}
_NIGHT_STAGES = {"shooting": "shooting", "donCheck": "don", "comCheck": "sheriff",
                 "checks": "don", "toDay": "end", "comKill": "end"}


def is_record(data: Any) -> bool:
    """A Polemica game record or a match page's payload (players may be null there)."""
    if is_match(data):
        return True
    return isinstance(data, dict) and (isinstance(data.get("players"), list) or data.get("players") is None) and \
        ("zeroVoting" in data or "shots" in data or "votes" in data or "master" in data)


def records(data: Any, where: Where) -> list[tuple[dict[str, Any], Where]]:
    if isinstance(data, list):
        return [(where.at(i).obj(g), where.at(i)) for i, g in enumerate(data)]
    if isinstance(data, dict) and isinstance(data.get("games"), list):
        return [(where.at("games", i).obj(g), where.at("games", i)) for i, g in enumerate(data["games"])]
    return [(where.obj(data), where)]


def read_record(record: dict[str, Any], where: Where) -> tuple[dict[str, Any], Notes]:
    notes, plan = Notes(), Plan()
    if is_match(record):
        where = where.at("data")
    record = unwrap(record)
    if record.get("players") is None:
        where.at("players").fail("no_players")
    raw = where.at("players").array(record.get("players"))
    if not SPORT.table.allows(len(raw)):
        where.at("players").fail("players", count=len(raw))
    _check_counts(record, raw, where)
    players, seats = _players(raw, where)
    options = {}
    zero = record.get("zeroVoting")
    if zero is not None:
        if not known(zero, ZERO_VOTING):
            where.at("zeroVoting").fail("value", value=repr(zero))
        options["7.16"] = ZERO_VOTING[zero]
    _read_votes(plan, record.get("votes") or [], where.at("votes"))
    _read_nights(plan, notes, record, where)
    for index, player in enumerate(raw):
        _read_player(plan, notes, seats[index], player, where.at("players", index))
    stage = record.get("stage")
    if isinstance(stage, dict) and stage.get("type") not in (None, "gameOver"):
        phase, _ = place(stage, where.at("stage"))
        if phase != END:
            plan.reach(phase)
    meta = _meta(record)
    doc = assemble(head(ruleset_of(options), meta, players), plan)
    result = record.get("result")
    if result is not None:
        if result not in (0, 1):
            where.at("result").fail("value", value=repr(result))
        doc["result"] = {"winner": "red" if result == 0 else "black"}
    awards = _awards(record.get("bonuses") or [], notes, where.at("bonuses"))
    if awards:
        doc["awards"] = awards
    if record.get("comKiller") is not None:
        notes.add("com_killer")
    _timing(doc, plan, record.get("timing"), notes)
    source = {"system": "polemica", **player_ids(raw, ("player", "playerId", "userId"), seats)}
    if record.get("id") is not None:
        source["id"] = record["id"]
    return finish(doc, plan, source), notes


def _players(raw: list[Any], where: Where) -> tuple[list[dict[str, Any]], list[int]]:
    """The game's players by seat, and the seat of each record's player in its order."""
    players: list[dict[str, Any]] = [{}] * len(raw)
    seats = []
    for index, player in enumerate(raw):
        here = where.at("players", index)
        here.obj(player)
        seat = seat_of(player, index, here)
        seats.append(seat)
        players[seat - 1] = {"seat": seat, "name": player.get("username") or "", "role": role_of(player, here)}
    if any(not p for p in players):
        where.at("players").fail("value", value="position")
    check_roles(players, where.at("players"))
    return players, seats


def _read_nights(plan: Plan, notes: Notes, record: dict[str, Any], where: Where) -> None:
    """The shootings and the don's and the sheriff's checks, night by night."""
    for i, shot in enumerate(where.at("shots").array(record.get("shots") or [])):
        here = where.at("shots", i)
        here.obj(shot)
        number = here.at("night").day(shot.get("night"))
        night, victim = plan.night(number), here.at("victim").seat(shot.get("victim"))
        if shot.get("shooter") is None:
            # a shot whose shooter the record does not name says who was killed; the named
            # shots may disagree, and the engine says so on the converted game
            night.kill(victim)
            notes.add("unnamed_shooter", phase=f"N{number}")
        else:
            night.shot(here.at("shooter").seat(shot.get("shooter")), victim)
    for i, check in enumerate(where.at("checks").array(record.get("checks") or [])):
        here = where.at("checks", i)
        here.obj(check)
        night = plan.night(here.at("night").day(check.get("night")))
        target = here.at("player").seat(check.get("player"))
        role = check.get("role")
        kind = role_name({"role": role})      # 0 or 3, or the site's object
        if kind == "don":
            night.don_checks.append(target)
        elif kind == "sheriff":
            night.sheriff_checks.append(target)
        else:
            here.at("role").fail("value", value=repr(check.get("role")))


def _check_counts(record: dict[str, Any], players: list[Any], where: Where) -> None:
    lists = [(where.at("votes"), record.get("votes"), MAX_FACTS),
             (where.at("shots"), record.get("shots"), 3 * MAX_DAY),
             (where.at("checks"), record.get("checks"), 2 * MAX_DAY),
             (where.at("bonuses"), record.get("bonuses"), MAX_FACTS),
             (where.at("timing"), record.get("timing"), 2 * MAX_DAY + 2)]
    for index, player in enumerate(players):
        if isinstance(player, dict):
            lists += [(where.at("players", index, key), player.get(key), MAX_PER_PLAYER)
                      for key in ("fouls", "techs")]
    check_counts(where, lists)


def _timing(doc: dict[str, Any], plan: Plan, timing: Any, notes: Notes) -> None:
    """``timing[i]`` is when our phase i+1 began: the records' fouls fall between them
    (night k at index 2k-1).  A time beyond the phases laid out is not carried."""
    from app.format.values import is_time

    if not isinstance(timing, list):
        return
    for index, value in enumerate(timing):
        if not (isinstance(value, str) and is_time(value)):
            continue
        if index + 1 < len(doc["phases"]):
            doc["phases"][index + 1]["start"] = value
            plan.infer("phase_starts")
        else:
            notes.add("timing")


def _meta(record: dict[str, Any]) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    started = record.get("started")
    if isinstance(started, str) and len(started) >= 16:
        meta["date"], meta["start"] = started[:10], started[:19]
    referee = record.get("referee")
    if isinstance(referee, dict) and referee.get("username"):
        meta["judge"] = referee["username"]
    for key, ours in (("table", "table"), ("num", "game")):
        if isinstance(record.get(key), int) and not isinstance(record.get(key), bool):
            meta[ours] = record[key]
    if record.get("name"):
        meta["tournament"] = str(record["name"])
    return meta


def place(stage: Any, where: Where) -> tuple[str, Any]:
    where.obj(stage)
    kind = stage.get("type")
    day = where.at("day").integer(stage.get("day", 0), 0, MAX_DAY)      # 0: before the first day
    player = stage.get("player")
    if kind == "gameOver":
        return END, "end"
    if kind in ("dealing", "briefing", "comIntro"):
        return "N0", "before"
    if known(kind, _NIGHT_STAGES):
        return f"N{day}", _NIGHT_STAGES[kind]
    if not known(kind, _DAY_STAGES):
        where.at("type").fail("value", value=repr(kind))
    name = f"D{max(day, 1)}"
    if kind in ("shooted", "guess"):
        return name, "last_word"
    if kind == "speech" and player:
        return name, ("speech", where.at("player").seat(player))
    if kind in ("voting", "toVoting"):
        return name, ("vote", max((stage.get("voting") or 1) - 1, 0), None)
    if kind == "reSpeech":
        return name, ("vote", stage.get("voting") or 1, None)
    if kind in ("lift", "toLift", "liftResult"):
        return name, "lift"
    if kind == "voted":
        return name, "after_vote"
    return name, "end"


def _read_votes(plan: Plan, votes: list[Any], where: Where) -> None:
    where.array(votes)
    for i, vote in enumerate(votes):
        here = where.at(i)
        here.obj(vote)
        day = plan.day(here.at("day").day(vote.get("day")))
        voter = here.at("voter").seat(vote.get("voter"))
        candidate = vote.get("candidate")
        candidate = None if candidate in (None, 0) else here.at("candidate").seat(candidate)
        num = vote.get("num")
        if num is None:                       # the lift-all vote
            side = "lift_for" if candidate is not None else "lift_against"
            if getattr(day, side) is None:
                setattr(day, side, [])
            getattr(day, side).append(voter)
        elif here.at("num").integer(num, 0, MAX_VOTING_ROUND) == 0:
            if candidate is not None:
                day.nominations.append((voter, candidate))
        elif candidate is not None:
            while len(day.rounds) < num:
                day.rounds.append({})
            day.rounds[num - 1].setdefault(candidate, []).append(voter)


def _read_player(plan: Plan, notes: Notes, seat: int, player: dict[str, Any], where: Where) -> None:
    for key, kind in (("fouls", "foul"), ("techs", "tech_foul")):
        for i, foul in enumerate(where.at(key).array(player.get(key) or [])):
            here = where.at(key, i)
            here.obj(foul)
            phase, at = place(foul.get("stage"), here.at("stage"))
            event = {"type": kind, "seat": seat}
            if isinstance(foul.get("time"), str):
                event["time"] = foul["time"]
            plan.put(phase, at, event)
    if player.get("disqual") is not None:
        phase, at = place(player["disqual"], where.at("disqual"))
        plan.put(phase, at, {"type": "disqualify", "seat": seat})
    guess = player.get("guess")
    if isinstance(guess, dict):
        here = where.at("guess")
        black = [here.at("mafs", i).seat(s) for i, s in enumerate(here.at("mafs").array(guess.get("mafs") or []))]
        red = [here.at("civs", i).seat(s) for i, s in enumerate(here.at("civs").array(guess.get("civs") or []))]
        vice = guess.get("vice")
        event = {"type": "guess", "seat": seat}
        for key, value in (("black", black), ("red", red)):
            if value:
                event[key] = value
        if vice is not None:
            event["vice"] = here.at("vice").seat(vice)
        if len(event) > 2:
            plan.departing.setdefault(seat, []).append(event)


def _awards(bonuses: list[Any], notes: Notes, where: Where) -> dict[str, Any]:
    extra: dict[str, float] = {}
    for i, bonus in enumerate(where.array(bonuses)):
        here = where.at(i)
        here.obj(bonus)
        seat = here.at("position").seat(bonus.get("position"))
        scores = bonus.get("scores", 0)
        if isinstance(scores, (int, float)) and not isinstance(scores, bool):
            extra[str(seat)] = round(extra.get(str(seat), 0) + scores, 3)
        if bonus.get("text"):
            notes.add("bonus_text")
    return {"extra_points": extra} if extra else {}
