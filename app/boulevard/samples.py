"""A small finished boulevard game, for doctests, the docs and the benchmarks."""
from __future__ import annotations

import copy
from typing import Any

_SAMPLE = {
    "format": "mafia-game/1",
    "ruleset": "boulevard",
    "meta": {"tournament": "Клубный вечер", "date": "2026-12-05", "judge": "Орлова"},
    "players": [
        {"seat": 1, "name": "Кот", "role": "citizen"},
        {"seat": 2, "name": "Шерлок", "role": "commissar"},
        {"seat": 3, "name": "Айболит", "role": "doctor"},
        {"seat": 4, "name": "Роза", "role": "putana"},
        {"seat": 5, "name": "Перо", "role": "journalist"},
        {"seat": 6, "name": "Гном", "role": "citizen"},
        {"seat": 7, "name": "Граф", "role": "don"},
        {"seat": 8, "name": "Тень", "role": "mafia"},
        {"seat": 9, "name": "Крючок", "role": "lawyer"},
        {"seat": 10, "name": "Джек", "role": "maniac"},
    ],
    "phases": [
        {"phase": "N0", "events": []},
        {"phase": "D1", "events": []},
        {"phase": "N1", "events": [
            {"type": "putana_block", "by": 4, "target": 7},
            {"type": "lawyer_defend", "by": 9, "target": 8},
            {"type": "doctor_heal", "by": 3, "target": 2},
            {"type": "mafia_shot", "by": 7, "target": 5},
            {"type": "maniac_attack", "by": 10, "target": 2},
            {"type": "commissar_check", "by": 2, "target": 7, "result": "mafia"},
            {"type": "journalist_compare", "by": 5, "targets": [7, 8], "result": "different"},
        ]},
        {"phase": "D2", "events": [
            {"type": "nominate", "by": 2, "target": 7},
            {"type": "nominate", "by": 7, "target": 2},
            {"type": "vote", "round": 1, "candidate": 7, "voters": [1, 2, 3, 4, 6, 10]},
            {"type": "vote", "round": 1, "candidate": 2, "voters": [7, 8, 9]},
        ]},
        {"phase": "N2", "events": [
            {"type": "putana_block", "by": 4, "target": 10},
            {"type": "lawyer_defend", "by": 9, "target": 8},
            {"type": "doctor_heal", "by": 3, "target": 1},
            {"type": "mafia_shot", "by": 8, "target": 6},
            {"type": "maniac_attack", "by": 10, "target": 3},
            {"type": "commissar_check", "by": 2, "target": 9, "result": "mafia"},
        ]},
        {"phase": "D3", "events": [
            {"type": "violation", "seat": 10, "kind": "light"},
            {"type": "nominate", "by": 2, "target": 8},
            {"type": "nominate", "by": 1, "target": 9},
            {"type": "vote", "round": 1, "candidate": 8, "voters": [1, 2, 3, 4, 10]},
            {"type": "vote", "round": 1, "candidate": 9, "voters": [8, 9]},
        ]},
        {"phase": "N3", "events": [
            {"type": "putana_block", "by": 4, "target": 1},
            {"type": "lawyer_defend", "by": 9, "target": 3},
            {"type": "doctor_heal", "by": 3, "target": 4},
            {"type": "maniac_attack", "by": 10, "target": 9},
            {"type": "commissar_check", "by": 2, "target": 10, "result": "not_mafia"},
        ]},
        {"phase": "D4", "events": [
            {"type": "nominate", "by": 1, "target": 10},
            {"type": "vote", "round": 1, "candidate": 10, "voters": [1, 2, 3, 4]},
        ]},
    ],
    "result": {"winner": "red"},
}


def sample_boulevard_game() -> dict[str, Any]:
    return copy.deepcopy(_SAMPLE)
