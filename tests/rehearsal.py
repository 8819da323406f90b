"""Plausible finished games for a whole schedule: a dress rehearsal of a tournament.

A tool of the tests, the benchmarks and the secretary's screenshots (docs/screenshots/), not
of the program: they need hundreds of legal games.  Each game here is played out
event by event against the engine (who speaks, whether the game is over, which vote a
removal cancelled are the engine's answers), with a seeded random source, so the same
seed always gives the same tournament.

>>> from app import editions
>>> doc = rehearsal_game([f"Игрок {i}" for i in range(1, 11)], seed=3)
>>> state = editions.replay(doc)
>>> state.is_game_over(), [f.code for f in state.errors()]
(True, [])
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from app import editions
from app.editions import SPORT
from app.sport import State

ROLES = SPORT.table.deal()
# in every preset's lists for winners and losers alike, and with the best ТЧ (0.8) within
# RFM's 1.2 for ДБ + ТЧ
EXTRA_VALUES = [0.3, 0.4]


class RehearsalError(RuntimeError):
    """The generator produced a protocol the engine finds wrong: a bug here, not in the game."""


def _replay(doc: dict) -> State:
    return editions.replay(doc)


def rehearsal_game(names: Sequence[str], *, seed: int | str = 0, ids: Sequence[str] | None = None,
                   meta: dict | None = None, ruleset: Any = "league",
                   discipline: float = 0.15) -> dict:
    """A finished ``mafia-game/1`` document for the ten ``names`` in seat order.
    ``discipline`` is the chance of a fourth foul or a removal in the game."""
    rng = random.Random(seed)
    roles = ROLES[:]
    rng.shuffle(roles)
    players = []
    for i, (name, role) in enumerate(zip(names, roles)):
        p = {"seat": i + 1, "name": name, "role": role}
        if ids is not None:
            p["id"] = ids[i]
        players.append(p)
    doc: dict = {"format": "mafia-game/1", "ruleset": ruleset, "players": players,
                 "phases": [{"phase": "N0", "events": []}]}
    if meta:
        doc["meta"] = dict(meta)
    fouls = {s: 0 for s in SPORT.table.seat_numbers()}
    trouble = rng.random() < discipline
    trouble_day = rng.randint(1, 3)
    state = _replay(doc)
    for day in range(1, 15):
        events: list[dict] = []
        doc["phases"].append({"phase": f"D{day}", "events": events})
        state = _replay(doc)
        _day(state, day, events, rng, fouls)
        state = _replay(doc)
        if trouble and day == trouble_day and not state.is_game_over():
            _trouble(state, events, rng, fouls)
            state = _replay(doc)
        if state.is_game_over():
            break
        events = []
        doc["phases"].append({"phase": f"N{day}", "events": events})
        _night(state, day, events, rng)
        state = _replay(doc)
        if state.is_game_over():
            break
    doc["result"] = {"winner": state.winner}
    doc["awards"] = _awards(rng)
    state = _replay(doc)
    errors = state.errors()
    if errors:
        raise RehearsalError(f"seed {seed}: {errors[0].code} in {errors[0].phase}: {errors[0].message('en')}")
    return doc


def _day(state: State, day: int, events: list, rng: random.Random, fouls: dict) -> None:
    night = state.nights.get("N1")
    if day == 2 and night is not None and night.victim is not None:
        d1 = state.days.get("D1")
        if d1 is None or len(d1.leaving) < 2:
            victim = night.victim
            blacks = [s for s, p in state.players.items() if p.team == "black" and s != victim]
            reds = [s for s, p in state.players.items() if p.team == "red" and s != victim]
            hits = rng.choice([0, 1, 1, 2, 2, 3])
            guess = rng.sample(blacks, hits) + rng.sample(reds, 3 - hits)
            events.append({"type": "best_move", "seat": victim, "guess": sorted(guess)})
    alive = state.at_table()
    for _ in range(rng.randint(0, 2)):          # the odd foul, never a third one
        seat = rng.choice(alive)
        if fouls[seat] < 2:
            fouls[seat] += 1
            events.append({"type": "foul", "seat": seat})
    if day in state.cancelled or len(alive) < 3:
        return
    blacks = [s for s in alive if state.players[s].team == "black"]
    reds = [s for s in alive if state.players[s].team == "red"]
    pool = blacks if blacks and rng.random() < 0.6 else reds
    target = rng.choice(pool)
    decoy = rng.choice([s for s in alive if s != target])
    order = state.days[f"D{day}"].order
    # nominations follow the speaking order, and the votes the order of nomination
    ballot = next(([(a, x), (b, y)] for x, y in ((target, decoy), (decoy, target))
                   for i, a in enumerate(order) if a != x for b in order[i + 1:] if b != y), None)
    if ballot is None:
        return
    for by, candidate in ballot:
        events.append({"type": "nominate", "by": by, "target": candidate})
    voters = alive[:]
    rng.shuffle(voters)
    cut = len(voters) // 2 + 1
    hands = {target: sorted(voters[:cut]), decoy: sorted(voters[cut:])}
    for _, candidate in ballot:
        events.append({"type": "vote", "round": 1, "candidate": candidate, "voters": hands[candidate]})


def _trouble(state: State, events: list, rng: random.Random, fouls: dict) -> None:
    """After the day's vote: a fourth foul, a removal, or (rarely) a team defeat."""
    alive = state.at_table()
    if not alive:
        return
    seat = rng.choice(alive)
    kind = rng.random()
    if kind < 0.45:
        while fouls[seat] < 4:
            fouls[seat] += 1
            events.append({"type": "foul", "seat": seat})
    elif kind < 0.9:
        events.append({"type": "disqualify", "seat": seat})
    else:
        events.append({"type": "team_defeat", "seat": seat})


def _night(state: State, day: int, events: list, rng: random.Random) -> None:
    alive = state.at_table()
    blacks = [s for s in alive if state.players[s].team == "black"]
    reds = [s for s in alive if state.players[s].team == "red"]
    if not blacks or not reds:
        return
    sheriff = next((s for s in reds if state.players[s].role == "sheriff"), None)
    target = sheriff if sheriff and day == 1 and rng.random() < 0.25 else rng.choice(reds)
    if rng.random() < 0.08 and len(blacks) > 1:          # the shooters disagree: a miss
        shots = {str(s): rng.choice(reds) for s in blacks}
        shots[str(blacks[0])] = reds[0]
        shots[str(blacks[1])] = reds[-1] if len(reds) > 1 else None
    else:
        shots = {str(s): target for s in blacks}
    events.append({"type": "shooting", "shots": shots})
    don = next((s for s in blacks if state.players[s].role == "don"), None)
    if don is not None:
        events.append({"type": "don_check", "target": rng.choice([s for s in alive if s != don])})
    if sheriff is not None:
        events.append({"type": "sheriff_check", "target": rng.choice([s for s in alive if s != sheriff])})


def _awards(rng: random.Random) -> dict:
    awarded = rng.sample(SPORT.table.seat_numbers(), rng.randint(0, 4))
    extra = {str(s): rng.choice(EXTRA_VALUES) for s in sorted(awarded)}
    out: dict = {}
    if extra:
        out["extra_points"] = extra
    if rng.random() < 0.7:
        out["best_player"] = rng.randint(1, SPORT.table.last_seat)
    return out


def rehearsal_tournament(schedule, *, seed: int = 0, name: str = "Генеральная репетиция",
                         discipline: float = 0.15) -> list[tuple[str, dict]]:
    """A game for every table of every round of ``schedule`` (a :class:`Schedule`),
    labelled ``r<round>-t<table>.json`` as a judge's file would be."""
    out = []
    for r, round_ in enumerate(schedule.rounds, 1):
        for t, table in enumerate(round_, 1):
            names = [schedule.players[p] for p in table]
            ids = [schedule.ids[p] for p in table] if schedule.ids else None
            meta = {"tournament": name, "round": r, "table": t, "date": "2026-12-05",
                    "judge": f"Судья {t}"}
            doc = rehearsal_game(names, seed=f"{seed}:{r}:{t}", ids=ids, meta=meta, discipline=discipline)
            out.append((f"r{r}-t{t}.json", doc))
    return out
