"""Boulevard engine benchmarks: a twenty-player game replayed as the sheet replays it on
every event, one night resolved, and a night with corrections (each replays the phase).

Run: make bench   (or .venv/bin/python benchmarks/bench_boulevard.py)
Prints medians and their ratio to the target; it is not a test and never fails a build.
"""
from __future__ import annotations

import copy
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from app import editions  # noqa: E402
from app.boulevard import Action, Table, resolve, suggested_roles  # noqa: E402
from app.format import validate_game  # noqa: E402

REPLAY_TARGET_MS = 10.0     # the sheet replays after every event: well under a frame
NIGHT_TARGET_MS = 0.2
CORRECTED_TARGET_MS = 15.0
TYPED_NIGHT_TARGET_MS = 16.0   # a whole night typed in one line: parsed, checked, recorded


def median_time(fn, repeat: int, number: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - start) / number)
    return statistics.median(samples)


def long_game(nights: int = 8) -> dict:
    """Twenty players.  Built as the sheet would build it: each night every role acts on a seat
    the engine calls legal (``legal_targets``); each day one player is voted out."""
    roles = suggested_roles(20)
    doc = {"format": "mafia-game/1", "ruleset": "boulevard",
           "players": [{"seat": i + 1, "name": f"Игрок {i + 1}", "role": r} for i, r in enumerate(roles)],
           "phases": [{"phase": "N0", "events": []}]}
    for k in range(1, nights + 1):
        day = {"phase": f"D{k}", "events": []}
        doc["phases"].append(day)
        state = editions.replay(doc)
        if state.is_game_over():
            break
        alive = state.at_table()
        target = next(s for s in reversed(alive) if state.players[s].team == ("black" if k % 3 == 0 else "red"))
        day["events"] = [{"type": "speech", "seat": alive[0]},
                         {"type": "violation", "seat": alive[-1], "kind": "light"},
                         {"type": "nominate", "by": alive[0], "target": target},
                         {"type": "vote", "round": 1, "candidate": target, "count": len(alive) // 2 + 1}]
        night = {"phase": f"N{k}", "events": []}
        doc["phases"].append(night)
        state = editions.replay(doc)
        if state.is_game_over():
            break
        for n, role in enumerate(state.night_roles()):
            actors = state.actors(role)
            legal = state.legal_targets(role.action, actors[0]) if actors else []
            if len(legal) < role.targets:
                continue
            pick = [legal[(k * 3 + n + i) % len(legal)] for i in range(role.targets)]
            if role.targets == 2 and pick[0] == pick[1]:
                pick[1] = legal[(legal.index(pick[0]) + 1) % len(legal)]
            key = {"targets": pick} if role.targets == 2 else {"target": pick[0]}
            night["events"].append({"type": role.action, "by": actors[0], **key})
    return validate_game(doc)


def main() -> None:
    doc = long_game()
    events = sum(len(p["events"]) for p in doc["phases"])
    replay = median_time(lambda: editions.replay(doc).findings, repeat=9, number=30) * 1000
    print(f"replay of a 20-player game, {len(doc['phases'])} phases, {events} events: "
          f"median {replay:.2f} ms (target {REPLAY_TARGET_MS} ms, ratio {replay / REPLAY_TARGET_MS:.2f})")

    roles = dict(enumerate(suggested_roles(20), start=1))
    seat = {r: s for s, r in roles.items()}
    actions = [Action("putana_block", seat["putana"], (1,)), Action("lawyer_defend", seat["lawyer"], (2,)),
               Action("bartender_swap", seat["bartender"], (2, 3)), Action("doctor_heal", seat["doctor"], (3,)),
               Action("mafia_shot", seat["don"], (2,)), Action("maniac_attack", seat["maniac"], (3,)),
               Action("commissar_check", seat["commissar"], (2,)),
               Action("journalist_compare", seat["journalist"], (2, 3))]
    table = Table(roles, frozenset(roles), {})
    night = median_time(lambda: resolve(actions, table), repeat=9, number=2000) * 1000
    print(f"one night of eight actions resolved: median {night:.4f} ms "
          f"(target {NIGHT_TARGET_MS} ms, ratio {night / NIGHT_TARGET_MS:.2f})")

    corrected = {**doc, "phases": [dict(p) for p in doc["phases"]]}
    last = next(p for p in reversed(corrected["phases"]) if p["phase"].startswith("N") and p["events"])
    count = len(last["events"])
    last["events"] = list(last["events"]) + [
        {"type": "correction", "event": i, "replacement": dict(last["events"][i])} for i in range(count)]
    fixed = median_time(lambda: editions.replay(corrected).findings, repeat=9, number=20) * 1000
    print(f"the same game with {count} corrections in its last night: median {fixed:.2f} ms "
          f"(target {CORRECTED_TARGET_MS} ms, ratio {fixed / CORRECTED_TARGET_MS:.2f})")


    # A host types a whole night in one line: each command is checked against the state the
    # previous ones leave (the sheet's dry run), as ``MainWindow.submit`` does.
    from app.boulevard.entry import parse
    from app.boulevard.entry import resolve as resolve_typed
    from app.document import GameDocument
    open_night = {**doc, "phases": [dict(p) for p in doc["phases"]]}
    last = max(range(len(open_night["phases"])), key=lambda i: len(open_night["phases"][i]["events"]))
    open_night["phases"] = open_night["phases"][:last + 1]
    typed_events = open_night["phases"][last]["events"]
    open_night["phases"][last] = {**open_night["phases"][last], "events": []}
    letters = {"putana_block": "p", "lawyer_defend": "l", "bartender_swap": "b", "doctor_heal": "d",
               "mafia_shot": "m", "maniac_attack": "x", "commissar_check": "c", "journalist_compare": "j"}
    line = " ".join(letters[e["type"]] + (f"{e['targets'][0]}:{e['targets'][1]}" if "targets" in e
                                          else f"{e['by']}:{e['target']}" if e["type"] == "mafia_shot"
                                          else str(e["target"])) for e in typed_events)

    def type_the_night() -> None:
        trial = GameDocument(copy.deepcopy(open_night))
        for command in parse(line, 20):
            trial.append_event(resolve_typed(command, trial.state))
    typed = median_time(type_the_night, repeat=7, number=5) * 1000
    print(f"a night of {len(typed_events)} actions typed in one line ({line!r}), checked and recorded "
          f"on a {len(open_night['phases'])}-phase game: median {typed:.2f} ms "
          f"(target {TYPED_NIGHT_TARGET_MS} ms, ratio {typed / TYPED_NIGHT_TARGET_MS:.2f})")


if __name__ == "__main__":
    main()
