"""Reading a mafiaratings game record (``include/game.php``, ``Game::api_help()``).

Rounds there are numbered from 0: round r is night r then day r, so their night r is our
``Nr`` and their day r is our ``D(r+1)``.  A place in the game is a "gametime"
``{round, time, speaker, votingRound, nominee}``.
"""
from __future__ import annotations

from typing import Any

from app.editions import SPORT

from .builder import END, Plan, assemble, finish, voted_out_elsewhere
from .common import MAX_DAY, MAX_PER_PLAYER, Where, check_counts, head, known, ruleset_of
from .mafiaratings_parts import WINNERS, read_players, read_time, read_votes, settle_vote_outs
from .player_ids import player_ids
from .report import Notes
from .rules_code import options_from_code

ROLES = {"civ": "citizen", "sheriff": "sheriff", "maf": "mafia", "don": "don"}
_NIGHT_TIMES = {"start": "before", "arrangement": "before", "relaxed sitting": "before",
                "night start": "before", "shooting": "shooting", "don": "don",
                "sheriff": "sheriff", "night end": "end"}


def is_record(data: Any) -> bool:
    from .mafiaratings_old import is_old
    return isinstance(data, dict) and isinstance(data.get("players"), list) and \
        ("winner" in data or "rules" in data or "features" in data or is_old(data))


def records(data: Any, where: Where) -> list[tuple[dict[str, Any], Where]]:
    """The games in a file: one record, a list of them, or an API answer ``{"games": […]}``."""
    if isinstance(data, dict) and isinstance(data.get("games"), list):
        return [(where.at("games", i).obj(g), where.at("games", i)) for i, g in enumerate(data["games"])]
    if isinstance(data, list):
        return [(where.at(i).obj(g), where.at(i)) for i, g in enumerate(data)]
    if isinstance(data, dict) and isinstance(data.get("game"), dict):
        return [(data["game"], where.at("game"))]
    return [(where.obj(data), where)]


def read_record(record: dict[str, Any], where: Where) -> tuple[dict[str, Any], Notes]:
    """A record in either of mafiaratings' formats (the old API's is told by its keys)."""
    from . import mafiaratings_old
    if mafiaratings_old.is_old(record):
        return mafiaratings_old.read_record(record, where)
    notes = Notes()
    plan = Plan()
    day_deaths: dict[int, list[int]] = {}      # our day -> who the record says was voted out
    raw = where.at("players").array(record.get("players"))
    if not SPORT.table.allows(len(raw)):
        where.at("players").fail("players", count=len(raw))
    _check_counts(raw, where)
    code = record.get("rules", "0000000000000")
    options, rule_notes = options_from_code(code, where.source, where.at("rules").base)
    notes.items.extend(rule_notes.items)
    players = read_players(raw, where, "name", ROLES)
    for index, player in enumerate(raw):
        _read_player(plan, notes, index + 1, player, where.at("players", index))
    for index, player in enumerate(raw):      # after every shot is known
        _read_death(plan, day_deaths, index + 1, player.get("death"), where.at("players", index, "death"))
    settle_vote_outs(plan, notes, day_deaths)
    doc = assemble(head(ruleset_of(options), _meta(record, where), players), plan)
    winner = record.get("winner")
    if winner is not None:
        if not known(winner, WINNERS):
            where.at("winner").fail("value", value=repr(winner))
        doc["result"] = {"winner": WINNERS[winner]}
    awards = _awards(raw, notes)
    if awards:
        doc["awards"] = awards
    source = {"system": "mafiaratings", **player_ids(raw, ("id",))}
    if "id" in record:
        source["id"] = record["id"]
    if "rules" in record:
        source["rules"] = code
    finish(doc, plan, source)
    for seat, day in voted_out_elsewhere(doc, plan):
        notes.add("voted_out", replay=True, seat=seat, phase=day)
    return doc, notes


def _check_counts(players: list[Any], where: Where) -> None:
    lists = []
    for index, player in enumerate(players):
        if isinstance(player, dict):
            here = where.at("players", index)
            lists += [(here.at(key), player.get(key), MAX_DAY) for key in ("nominating", "voting", "shooting")]
            lists += [(here.at(key), player.get(key), MAX_PER_PLAYER) for key in ("warnings", "techFouls")]
    check_counts(where, lists)


def _meta(record: dict[str, Any], where: Where) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    start, end = (read_time(record.get(key), where.at(key)) for key in ("startTime", "endTime"))
    if start:
        meta["date"], meta["start"] = start[:10], start
    if end:
        meta["end"] = end
    for theirs, ours in (("tableNum", "table"), ("gameNum", "game")):
        if isinstance(record.get(theirs), int) and not isinstance(record.get(theirs), bool):
            meta[ours] = record[theirs]
    if "game" not in meta and record.get("id") is not None:
        meta["game"] = f"mafiaratings {record['id']}"
    return meta


def place(gametime: Any, where: Where) -> tuple[str, Any]:
    """Our phase and place for a mafiaratings gametime."""
    where.obj(gametime)
    r = where.at("round").day(gametime.get("round", 0), low=0)
    time = gametime.get("time")
    if known(time, _NIGHT_TIMES):
        return f"N{r}", _NIGHT_TIMES[time]
    day = f"D{r + 1}"
    if time in ("day start", "night kill speaking"):
        return day, "last_word"
    if time == "speaking":
        return day, ("speech", where.at("speaker").seat(gametime.get("speaker")))
    if time == "voting start":
        return day, ("vote", 0, None)
    if time == "voting":
        voting = gametime.get("votingRound", 0) or 0
        if gametime.get("nominee") is not None:
            return day, ("vote", voting, where.at("nominee").seat(gametime["nominee"]))
        if gametime.get("speaker") is not None:      # a tied player's 30 seconds
            return day, ("vote", voting + 1, None)
        return day, ("vote", voting, None)
    if time == "voting kill all":
        return day, "lift"
    if time == "day kill speaking":
        return day, "after_vote"
    if time == "end":
        return END, "end"
    where.at("time").fail("value", value=repr(time))


def _read_player(plan: Plan, notes: Notes, seat: int, player: dict[str, Any], where: Where) -> None:
    for r, target in enumerate(where.at("nominating").array(player.get("nominating", []))):
        if target is not None:
            plan.day(r + 1).nominations.append((seat, where.at("nominating", r).seat(target)))
    for r, votes in enumerate(where.at("voting").array(player.get("voting", []))):
        read_votes(plan, seat, r, votes, where.at("voting", r))
    for n, target in enumerate(where.at("shooting").array(player.get("shooting", []))):
        # null: no shot made that night (a miss)
        plan.night(n + 1).shots[seat] = None if target is None else where.at("shooting", n).seat(target)
    for key in ("don", "sheriff"):
        if player.get(key) is not None:
            night = plan.night(where.at(key).day(player[key]))
            getattr(night, f"{key}_checks").append(seat)
    _penalties(plan, player, seat, where, "warnings", "foul", 4, "fouls_time")
    _penalties(plan, player, seat, where, "techFouls", "tech_foul", 2, "tech_fouls_time")
    if player.get("legacy") is not None:
        legacy = [where.at("legacy", i).seat(s) for i, s in enumerate(where.at("legacy").array(player["legacy"]))]
        plan.departing.setdefault(seat, []).append({"type": "guess", "seat": seat, "black": legacy})
    if player.get("arranged") is not None:
        notes.add("arranged")
    if player.get("comment"):
        notes.add("comment")


def _penalties(plan: Plan, player: dict[str, Any], seat: int, where: Where, key: str, kind: str,
               most: int, untimed: str) -> None:
    """Warnings or technical fouls: each at its game time when the record lists them, else only
    their number, put at the end (and the missing times noted as inferred)."""
    given = player.get(key)
    if isinstance(given, list):
        for i, gametime in enumerate(given):
            phase, at = place(gametime, where.at(key, i))
            plan.put(phase, at, {"type": kind, "seat": seat})
    elif given:
        for _ in range(where.at(key).integer(given, 0, most)):
            plan.put(END, "end", {"type": kind, "seat": seat})
        plan.infer(untimed)


def _read_death(plan: Plan, day_deaths: dict[int, list[int]], seat: int, death: Any, where: Where) -> None:
    if death is None or death is False:
        return
    if death is True:
        return          # only "died": the votes and shots say when
    if isinstance(death, int):
        death = {"round": death}
    elif isinstance(death, str):
        death = {"type": death}
    where.obj(death)
    kind, r = death.get("type"), death.get("round")
    if r is not None:
        where.at("round").day(r, low=0)
    if kind == "night" and r is not None:
        plan.reach(f"N{r}")
        # who died is a recorded fact beside the shots: where they disagree, the engine says so
        plan.night(r).kill(seat)
    elif kind == "day" and r is not None:
        plan.reach(f"D{r + 1}")
        day_deaths.setdefault(r + 1, []).append(seat)
        plan.voted_out[seat] = f"D{r + 1}"
    elif kind in ("kickOut", "teamKickOut", "giveUp"):
        event = {"kickOut": "disqualify", "teamKickOut": "team_defeat", "giveUp": "give_up"}[kind]
        if death.get("time") is not None:
            phase, at = place(death["time"], where.at("time"))
        else:
            phase, at = (f"D{r + 1}" if r is not None else END), "end"
            plan.infer("removal_time")
        plan.put(phase, at, {"type": event, "seat": seat})
    elif kind in ("warnings", "techFouls", None):
        return          # the fouls themselves remove the player
    else:
        where.at("type").fail("value", value=repr(kind))


def _awards(raw: list[dict[str, Any]], notes: Notes) -> dict[str, Any]:
    awards: dict[str, Any] = {}
    for index, player in enumerate(raw):
        bonus = player.get("bonus")
        for item in bonus if isinstance(bonus, list) else [bonus] if bonus is not None else []:
            if isinstance(item, (int, float)) and not isinstance(item, bool):
                awards.setdefault("extra_points", {})[str(index + 1)] = item
            elif item == "bestPlayer":
                awards["best_player"] = index + 1
            elif item == "bestMove":
                awards.setdefault("best_move_title", []).append(index + 1)
            elif item == "worstMove":
                notes.add("worst_move", seat=index + 1)
    return awards
