"""Long, legal games for the benchmarks: a 12-phase protocol of more than 150 events."""
from __future__ import annotations

ROLES = ["citizen", "citizen", "sheriff", "citizen", "mafia", "citizen", "don", "citizen", "mafia", "citizen"]


def long_game() -> dict:
    """N0 … D6 with full speeches, nominations, voter lists, a re-vote with a lift-all,
    fouls, and checks every night; the game is still in progress at the end."""
    alive = list(range(1, 11))
    phases: list[dict] = [{"phase": "N0", "events": []}]
    leave_by_day = {1: 1, 2: 2, 3: None, 4: 5, 5: 9, 6: 4}
    opener = 1
    for day in range(1, 7):
        order = _order(alive, opener)
        events: list[dict] = []
        target = leave_by_day[day]
        others = [s for s in alive if s != target]
        nominees = [target] + others[:2] if target else others[:2]
        for i, seat in enumerate(order):
            events.append({"type": "speech", "seat": seat})
            if i < len(nominees):
                events.append({"type": "nominate", "by": seat, "target": nominees[i]})
            events.append({"type": "warning", "seat": seat})
        events.append({"type": "foul", "seat": order[day % len(order)], "clause": "10.1"})
        ballot = [n for _, n in sorted((order.index(e["by"]), e["target"])
                                       for e in events if e["type"] == "nominate")]
        if target is None:   # a tie, a re-vote, the same tie, and the lift-all fails
            half = len(alive) // 2
            a, b = ballot[0], ballot[1]
            for rnd in (1, 2):
                events.append({"type": "vote", "round": rnd, "candidate": a, "voters": alive[:half]})
                events.append({"type": "vote", "round": rnd, "candidate": b, "voters": alive[half:]})
                if rnd == 1:
                    events.append({"type": "speech", "seat": a})
                    events.append({"type": "speech", "seat": b})
            events.append({"type": "lift_vote", "voters": alive[:2]})
        else:
            rest = [s for s in alive]
            voters_target = rest[: len(rest) // 2 + 1]
            remaining = [s for s in rest if s not in voters_target]
            for n in ballot:
                if n == target:
                    events.append({"type": "vote", "round": 1, "candidate": n, "voters": voters_target})
                elif n == ballot[-1]:
                    events.append({"type": "vote", "round": 1, "candidate": n, "voters": remaining})
                else:
                    events.append({"type": "vote", "round": 1, "candidate": n, "voters": remaining[:1]})
                    remaining = remaining[1:]
            alive.remove(target)
        phases.append({"phase": f"D{day}", "events": events})
        if day < 6:
            blacks = [s for s in alive if ROLES[s - 1] in ("mafia", "don")]
            shots = {str(s): (None if k == 0 else alive[-1]) for k, s in enumerate(blacks)}
            night = [{"type": "shooting", "shots": shots}]
            if 7 in alive:
                night.append({"type": "don_check", "target": 3 if 3 in alive else alive[0]})
            if 3 in alive:
                checked = [s for s in alive if s != 3][day % (len(alive) - 1)]
                night.append({"type": "sheriff_check", "target": checked,
                              "result": "black" if ROLES[checked - 1] in ("mafia", "don") else "red"})
            phases.append({"phase": f"N{day}", "events": night})
        opener = _next(opener, alive)
    return {"format": "mafia-game/1", "ruleset": "league",
            "meta": {"tournament": "Benchmark", "date": "2026-11-29", "judge": "Bench"},
            "players": [{"seat": i + 1, "name": f"Игрок {i + 1}", "role": r} for i, r in enumerate(ROLES)],
            "phases": phases}


def _order(alive: list[int], opener: int) -> list[int]:
    start = opener if opener in alive else _next(opener, alive)
    i = alive.index(start)
    return alive[i:] + alive[:i]


def _next(seat: int, alive: list[int]) -> int:
    for k in range(1, 11):
        s = (seat - 1 + k) % 10 + 1
        if s in alive:
            return s
    return seat
