"""Boulevard games of any size for the PDF tests, played to the end by a fixed policy.

The corpus (tests/app/boulevard/games) seats 6, 10 or 11 players; the protocol must lay out
any table from 6 to 20, so these games are dealt with ``suggested_roles(n)`` and played
night by night, each action chosen among the engine's own ``legal_targets``: every action
is accepted, and the private answers recorded are the ones the engine says are true.
"""
from __future__ import annotations

import copy

from app import editions
from app.boulevard import ROLES, TEAM, suggested_roles

LONG_NAMES = [
    "Константин Константинопольский", "Александра Великолепная-Долгорукова", "Ёжик",
    "Преображенский-Рождественский", "Щукина-Овчинникова Мария", "Ли", "Чебурашка Геннадьевич",
    "Верховная Жрица Полуночи", "Достопочтенный Аристарх", "Шерлок", "Ж", "Мегатрон Иванович",
    "Светозар Ясноокий", "Длинноименная Участница Турнира", "Барон фон Мюнхгаузен", "Кот",
    "Непобедимый Агафангел Первый", "Роза", "Тень", "Эсмеральда Кривобокова-Засекина",
]


def deal(count: int, names: list[str] | None = None) -> list[dict]:
    roles = suggested_roles(count)
    # Seat the special roles among the citizens rather than in one block at the top.
    order = sorted(range(count), key=lambda i: (i * 7) % count)
    names = names or [f"Игрок {i}" for i in range(1, count + 1)]
    return [{"seat": seat + 1, "name": names[seat], "role": roles[order.index(seat)]}
            for seat in range(count)]


def played_game(count: int, names: list[str] | None = None, tournament: str = "Клубный вечер") -> dict:
    doc = {"format": "mafia-game/1", "ruleset": "boulevard",
           "meta": {"tournament": tournament, "date": "2026-12-05", "judge": "Орлова Е. А.",
                    "table": 2, "game": 3},
           "players": deal(count, names), "phases": [{"phase": "N0", "events": []}]}
    for number in range(1, 30):
        doc["phases"].append({"phase": f"D{number}", "events": _day(editions.replay(doc), number)})
        # The vote's result is known at dusk, when the night begins; the declared result
        # closes the last day instead.
        doc["phases"].append({"phase": f"N{number}", "events": []})
        state = editions.replay(doc)
        if state.is_game_over():
            doc["phases"].pop()
            break
        doc["phases"][-1]["events"] = _night(doc, number)
        state = editions.replay(doc)
        if state.is_game_over():
            break
    doc["result"] = {"winner": state.winner}
    return doc


def _day(state, number: int) -> list[dict]:
    """The town nominates the lowest black seat (or the Maniac), the mafia a town player;
    everybody votes their own side's way, so the black player leaves (from day 2: the first
    day nobody is nominated).  A player gets a light violation on days 2 and 3: a warning,
    then the speech of the next day circle."""
    events: list[dict] = []
    alive = state.at_table()
    if number == 1:
        return events
    if number in (2, 3):
        offender = next(s for s in alive if state.players[s].team == "red")
        events.append({"type": "violation", "seat": offender, "kind": "light"})
    silent = {s for s in alive if number in state.ladder(s).lost_days}
    reds = [s for s in alive if state.players[s].team == "red" and s not in silent]
    others = [s for s in alive if state.players[s].team != "red"]
    if not reds or not others:
        return events
    target, accuser = others[0], reds[0]
    events.append({"type": "nominate", "by": accuser, "target": target})
    defender = next((s for s in others if s != target and s not in silent), None)
    ballot = [target]
    if defender is not None:
        events.append({"type": "nominate", "by": defender, "target": reds[-1]})
        ballot.append(reds[-1])
    against = [s for s in alive if state.players[s].team == state.players[target].team]
    votes = {target: [s for s in alive if s not in against], ballot[-1]: against}
    for candidate in ballot:
        events.append({"type": "vote", "round": 1, "candidate": candidate, "voters": votes[candidate]})
    return events


def _night(doc: dict, number: int) -> list[dict]:
    state = editions.replay(doc)
    events: list[dict] = []
    for role in state.night_roles():
        actors = state.actors(role)
        if not actors:
            continue
        by = actors[0]
        legal = state.legal_targets(role.action, by)
        if role.action == "mafia_shot":
            legal = [s for s in legal if TEAM[state.role(s)] == "red"]
        if not legal:
            continue
        pick = legal[(number * 3 + ROLES.index(role.role)) % len(legal)]
        event = {"type": role.action, "by": by}
        if role.targets == 2:
            second = next((s for s in legal if s != pick), None)
            if second is None:
                continue
            event["targets"] = [pick, second]
        else:
            event["target"] = pick
        events.append(event)
    # The judge shows the true private answers: ask the engine what they are.
    trial = copy.deepcopy(doc)
    trial["phases"][-1]["events"] = events
    preview = editions.replay(trial).preview_night()
    for event in events:
        for check in preview.checks if event["type"] == "commissar_check" else \
                preview.compares if event["type"] == "journalist_compare" else ():
            if check.by == event["by"]:
                event["result"] = check.result
    return events
