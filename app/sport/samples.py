"""A small finished game, for doctests, benchmarks and the README."""
from __future__ import annotations

import copy
from typing import Any

_SAMPLE = {
    "format": "mafia-game/1",
    "ruleset": "league",
    "meta": {"tournament": "Осенний кубок", "round": 1, "table": 1, "game": 1,
             "date": "2026-11-29", "judge": "Иванов", "side_judges": []},
    "players": [
        {"seat": 1, "name": "Кот", "role": "citizen"},
        {"seat": 2, "name": "Ворон", "role": "citizen"},
        {"seat": 3, "name": "Шерлок", "role": "sheriff"},
        {"seat": 4, "name": "Лиса", "role": "citizen"},
        {"seat": 5, "name": "Бармалей", "role": "mafia"},
        {"seat": 6, "name": "Гном", "role": "citizen"},
        {"seat": 7, "name": "Граф", "role": "don"},
        {"seat": 8, "name": "Сова", "role": "citizen"},
        {"seat": 9, "name": "Тень", "role": "mafia"},
        {"seat": 10, "name": "Ёж", "role": "citizen"},
    ],
    "phases": [
        {"phase": "N0", "events": []},
        {"phase": "D1", "events": [
            {"type": "nominate", "by": 1, "target": 7},
            {"type": "nominate", "by": 3, "target": 5},
            {"type": "vote", "round": 1, "candidate": 7, "voters": [1, 2, 3, 4, 6, 8, 10]},
            {"type": "vote", "round": 1, "candidate": 5, "count": 3},
        ]},
        {"phase": "N1", "events": [
            {"type": "shooting", "shots": {"5": 4, "9": 4}, "killed": 4},
            {"type": "sheriff_check", "target": 9, "result": "black"},
        ]},
        {"phase": "D2", "events": [
            {"type": "best_move", "seat": 4, "guess": [5, 7, 9]},
            {"type": "nominate", "by": 3, "target": 9},
            {"type": "nominate", "by": 5, "target": 3},
            {"type": "vote", "round": 1, "candidate": 9, "voters": [1, 2, 3, 6, 8, 10]},
            {"type": "vote", "round": 1, "candidate": 3, "count": 2},
        ]},
        {"phase": "N2", "events": [
            {"type": "shooting", "shots": {"5": 3}, "killed": 3},
        ]},
        {"phase": "D3", "events": [
            {"type": "nominate", "by": 5, "target": 1},
            {"type": "nominate", "by": 6, "target": 5},
            {"type": "vote", "round": 1, "candidate": 1, "voters": [5]},
            {"type": "vote", "round": 1, "candidate": 5, "voters": [1, 2, 6, 8, 10]},
        ]},
    ],
    "result": {"winner": "red"},
    "awards": {"extra_points": {"3": 0.4}, "best_player": 3},
}


def sample_game() -> dict[str, Any]:
    return copy.deepcopy(_SAMPLE)
