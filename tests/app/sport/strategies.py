"""Hypothesis strategies: structurally legal games (any seat, any order of events)."""
from hypothesis import strategies as st

from tests.conftest import ROLES

seats = st.integers(min_value=1, max_value=10)
votes = st.one_of(
    st.fixed_dictionaries({"voters": st.lists(seats, max_size=10, unique=True)}),
    st.fixed_dictionaries({"count": st.integers(min_value=0, max_value=10)}))

ANY = [
    st.builds(lambda s: {"type": "warning", "seat": s}, seats),
    st.builds(lambda s: {"type": "foul", "seat": s}, seats),
    st.builds(lambda s, c: {"type": "foul", "seat": s, "clause": c}, seats,
              st.sampled_from(["10.1", "10.12", "10.21", "10.24", "9.5"])),
    st.builds(lambda s: {"type": "disqualify", "seat": s}, seats),
]
DAY = ANY + [
    st.builds(lambda s: {"type": "speech", "seat": s}, seats),
    st.builds(lambda b, t: {"type": "nominate", "by": b, "target": t}, seats, seats),
    st.builds(lambda b, t: {"type": "nominate", "by": b, "target": t}, seats, seats),
    st.builds(lambda b, t: {"type": "withdraw", "by": b, "target": t}, seats, seats),
    st.builds(lambda r, c, v: {"type": "vote", "round": r, "candidate": c, **v},
              st.integers(1, 4), seats, votes),
    st.builds(lambda r, c, v: {"type": "vote", "round": r, "candidate": c, **v},
              st.integers(1, 2), seats, votes),
    st.builds(lambda v: {"type": "lift_vote", **v}, votes),
    st.builds(lambda s, g: {"type": "best_move", "seat": s, "guess": g},
              seats, st.lists(seats, min_size=3, max_size=3, unique=True)),
]
NIGHT = ANY + [
    st.builds(lambda shots: {"type": "shooting", "shots": {str(k): v for k, v in shots.items()}},
              st.dictionaries(seats, st.one_of(st.none(), seats), max_size=4)),
    st.builds(lambda k: {"type": "shooting", "killed": k}, st.one_of(st.none(), seats)),
    st.builds(lambda s, a: {"type": "disqualify", "seat": s, "during_shooting": True, "at_number": a},
              seats, seats),
    st.builds(lambda t, r: {"type": "don_check", "target": t, **r}, seats,
              st.sampled_from([{}, {"result": "sheriff"}, {"result": "not_sheriff"}])),
    st.builds(lambda t, r: {"type": "sheriff_check", "target": t, **r}, seats,
              st.sampled_from([{}, {"result": "red"}, {"result": "black"}])),
]
RULESETS = st.one_of(
    st.sampled_from(["official", "league"]),
    st.fixed_dictionaries({"preset": st.just("league"), "options": st.fixed_dictionaries({
        "6.3": st.sampled_from(["6.3.1", "6.3.2"]), "7.5": st.sampled_from(["7.5.1", "7.5.2", "7.5.3"]),
        "7.19": st.sampled_from(["7.19.1", "7.19.2"]), "7.20": st.sampled_from(["7.20.1", "7.20.2"]),
        "7.21": st.sampled_from(["7.21.1", "7.21.2"]), "9.6": st.sampled_from(["9.6.1", "9.6.2"]),
        "9.10": st.sampled_from(["9.10.1", "9.10.2"]), "8.17": st.sampled_from(["8.17.1", "8.17.2"]),
    })}))


@st.composite
def games(draw, max_phases=12, max_events=14):
    roles = draw(st.permutations(ROLES))
    n = draw(st.integers(0, max_phases))
    phases = []
    for k in range(n):
        name = f"N{k // 2}" if k % 2 == 0 else f"D{k // 2 + 1}"
        pool = NIGHT if name[0] == "N" else DAY
        events = draw(st.lists(st.one_of(pool), max_size=max_events))
        phases.append({"phase": name, "events": events})
    doc = {"format": "mafia-game/1", "ruleset": draw(RULESETS),
           "players": [{"seat": i + 1, "name": f"Игрок {i + 1}", "role": r} for i, r in enumerate(roles)],
           "phases": phases}
    if draw(st.booleans()):
        doc["result"] = {"winner": draw(st.sampled_from(["red", "black", "draw"]))}
    return doc
