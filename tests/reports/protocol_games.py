"""Games for the protocol tests: the engine's sample, and a long one built here.

Test modules import the fixtures by name (a conftest.py here would shadow the suite's own
``conftest`` module for tests that import from it).
"""
from __future__ import annotations

import pytest

from app.sport import sample_game

NAMES = ["Александр Македонский-Задунайский", "Ворон", "ВеликийИНеповторимыйШерифВсехВремён",
         "Лиса Алиса", "Бармалей Злодеевич", "Гном", "Граф Монте-Кристо", "Сова",
         "Тень отца Гамлета, принца датского, который всё видел и всё знает, "
         "но никому ничего не скажет до самого конца игры", "Ёж"]
ROLES = ["citizen", "citizen", "sheriff", "citizen", "mafia", "citizen", "don", "citizen", "mafia", "citizen"]


def _vote(candidate: int, voters: list[int], rnd: int = 1) -> dict:
    return {"type": "vote", "round": rnd, "candidate": candidate, "voters": voters}


def _nominate(by: int, target: int) -> dict:
    return {"type": "nominate", "by": by, "target": target}


def long_game_doc() -> dict:
    """Twelve phases, N0 … D6: a re-vote with a failed lift-all, a removal by four fouls
    that cancels a vote, misses, checks, a best move with three hits; red wins in D6."""
    phases = [
        ("N0", []),
        ("D1", [_nominate(4, 2), _nominate(6, 10), {"type": "foul", "seat": 9},
                _vote(2, [1, 3, 4, 5, 6, 7]), _vote(10, [2, 8, 9, 10])]),
        ("N1", [{"type": "shooting", "shots": {"5": 1, "7": 1, "9": 1}, "killed": 1},
                {"type": "don_check", "target": 3, "result": "sheriff"},
                {"type": "sheriff_check", "target": 5, "result": "black"}]),
        ("D2", [{"type": "best_move", "seat": 1, "guess": [5, 7, 9]},
                _nominate(3, 5), _nominate(5, 3), {"type": "warning", "seat": 5},
                _vote(5, [3, 4, 6, 8]), _vote(3, [5, 7, 9, 10]),
                _vote(5, [3, 4, 6, 8], 2), _vote(3, [5, 7, 9, 10], 2),
                {"type": "lift_vote", "voters": [4, 6]}]),
        ("N2", [{"type": "shooting", "shots": {"5": 4, "7": 6, "9": 4}},
                {"type": "don_check", "target": 8, "result": "not_sheriff"},
                {"type": "sheriff_check", "target": 7, "result": "black"}]),
        ("D3", [_nominate(4, 9), _nominate(7, 3), _nominate(3, 7),
                _vote(9, [9]), _vote(3, [5, 7]), _vote(7, [3, 4, 6, 8, 10])]),
        ("N3", [{"type": "shooting", "shots": {"5": 10, "9": 4}},
                {"type": "sheriff_check", "target": 9, "result": "black"}]),
        ("D4", [{"type": "foul", "seat": 6}, {"type": "foul", "seat": 6},
                {"type": "foul", "seat": 6}, {"type": "foul", "seat": 6}]),
        ("N4", [{"type": "shooting", "shots": {"5": 8, "9": 10}},
                {"type": "sheriff_check", "target": 4, "result": "red"}]),
        ("D5", [_nominate(9, 3), _nominate(3, 9), _vote(3, [5, 9]), _vote(9, [3, 4, 8, 10])]),
        ("N5", [{"type": "shooting", "shots": {"5": 3}, "killed": 3}]),
        ("D6", [_nominate(4, 5), _nominate(5, 4), _vote(5, [4, 8, 10]), _vote(4, [5])]),
    ]
    return {
        "format": "mafia-game/1",
        "ruleset": "league",
        "meta": {"tournament": "Кубок Федерации спортивной мафии Санкт-Петербурга — осенний этап",
                 "round": "Полуфинал", "table": 2, "game": 14, "date": "2026-11-29",
                 "judge": "Иванова-Петрова Екатерина Александровна",
                 "side_judges": ["Сидоров", "Кузнецова Мария"]},
        "players": [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))],
        "phases": [{"phase": name, "events": events} for name, events in phases],
        "result": {"winner": "red"},
        "awards": {"extra_points": {"4": 0.5, "3": 0.3, "1": 0.25}, "best_player": 4,
                   "cards": {"6": "yellow"}, "penalty_points": {"6": -0.5}},
    }


@pytest.fixture
def short_doc() -> dict:
    return sample_game()


def long_game_with_remarks_doc() -> dict:
    """The long game with two records the validator refuses (a foul of a player who has left,
    a fifth foul): remarks under «Замечания валидатора», and a second page."""
    doc = long_game_doc()
    phases = {p["phase"]: p["events"] for p in doc["phases"]}
    phases["D2"].append({"type": "foul", "seat": 2, "clause": "10.99"})
    phases["D4"].append({"type": "foul", "seat": 6})
    return doc


@pytest.fixture
def long_doc() -> dict:
    return long_game_doc()


@pytest.fixture
def remarked_doc() -> dict:
    return long_game_with_remarks_doc()
