"""Hypothesis strategies for boulevard games: random deals, legal nights, whole files."""
from hypothesis import strategies as st

from app.boulevard.roles import ACTIONS, NIGHT_ROLES, SHOOTERS, acts_as, suggested_roles

OPTIONS = st.fixed_dictionaries({
    "lawyer": st.sampled_from(["disguise", "disguise_commissar", "shield"]),
    "bartender_protected": st.sampled_from(["lawyer_client", "text_only"]),
    "commissar_check": st.sampled_from(["black_team", "black_team_and_maniac"]),
    "maniac_victory": st.sampled_from(["last_two", "mafia_parity"]),
    "day_vote": st.sampled_from(["plurality_revote", "plurality", "majority"]),
    "doctor_self": st.sampled_from(["once", "never", "always"]),
    "repeat_target": st.sampled_from(["not_twice", "allowed"]),
})


@st.composite
def deals(draw, low=6, high=20):
    """A playable deal: the usual club deal for n seats, with the Bartender sometimes added."""
    n = draw(st.integers(low, high))
    roles = suggested_roles(n)
    if "bartender" not in roles and draw(st.booleans()):
        roles[roles.index("citizen")] = "bartender"
    return draw(st.permutations(roles))


@st.composite
def legal_nights(draw):
    """(roles by seat, present seats, actions) where every action is one the engine accepts:
    at most one per role, by a player holding it, on players at the table, nobody choosing
    themselves where that is forbidden."""
    roles = dict(enumerate(draw(deals()), start=1))
    seats = sorted(roles)
    gone = draw(st.sets(st.sampled_from(seats), max_size=len(seats) // 3))
    present = [s for s in seats if s not in gone]
    actions = []
    for night_role in NIGHT_ROLES:
        actors = [s for s in present if acts_as(roles[s]) == night_role.role]
        if not actors or not draw(st.booleans()):
            continue
        by = draw(st.sampled_from(actors))
        allowed = [s for s in present if s != by or night_role.role in ("doctor", "mafia", "bartender")]
        if len(allowed) < night_role.targets:
            continue
        if night_role.targets == 2:
            targets = tuple(draw(st.lists(st.sampled_from(allowed), min_size=2, max_size=2, unique=True)))
        else:
            targets = (draw(st.sampled_from(allowed)),)
        actions.append((night_role.action, by, targets))
    return roles, frozenset(present), actions


def _event(action, by, targets):
    if ACTIONS[action].targets == 2:
        return {"type": action, "by": by, "targets": list(targets)}
    return {"type": action, "by": by, "target": targets[0] if targets else None}


@st.composite
def boulevard_games(draw, max_phases=10, max_events=10):
    """Structurally legal boulevard files: any seat of the table, any order of events."""
    roles = draw(deals())
    n = len(roles)
    seats = st.integers(1, n)
    pairs = st.lists(seats, min_size=2, max_size=2, unique=True)
    any_events = [
        st.builds(lambda s, k: {"type": "violation", "seat": s, "kind": k}, seats,
                  st.sampled_from(["light", "light", "role_reveal", "disruption"])),
        st.builds(lambda s, r: {"type": "violation", "seat": s, "kind": "role_reveal", "removal": r},
                  seats, st.booleans()),
        st.builds(lambda s: {"type": "disqualify", "seat": s}, seats),
        st.builds(lambda t: {"type": "note", "text": t}, st.text(max_size=5)),
        st.builds(lambda e: {"type": "correction", "event": e, "replacement": None}, st.integers(0, 6)),
        st.builds(lambda r, m: {"type": "host_error", "round": r, "remedy": m},
                  st.sampled_from(["N0", "D1", "N1", "D2", "N2", "D3"]), st.sampled_from(["neutral", "replay"])),
    ]
    day = any_events + [
        st.builds(lambda s: {"type": "speech", "seat": s}, seats),
        st.builds(lambda b, t: {"type": "nominate", "by": b, "target": t}, seats, seats),
        st.builds(lambda b, t: {"type": "nominate", "by": b, "target": t}, seats, seats),
        st.builds(lambda r, c, v: {"type": "vote", "round": r, "candidate": c, "voters": v},
                  st.integers(1, 3), seats, st.lists(seats, max_size=n, unique=True)),
        st.builds(lambda r, c, k: {"type": "vote", "round": r, "candidate": c, "count": k},
                  st.integers(1, 2), seats, st.integers(0, n)),
    ]
    night = any_events + [
        st.builds(lambda kind, b, t, p: _event(kind, b, tuple(p) if ACTIONS[kind].targets == 2 else (t,)),
                  st.sampled_from(list(ACTIONS)), seats, seats, pairs)
        for _ in range(4)
    ]
    count = draw(st.integers(0, max_phases))
    phases = []
    for k in range(count):
        name = f"N{k // 2}" if k % 2 == 0 else f"D{k // 2 + 1}"
        events = draw(st.lists(st.one_of(night if name[0] == "N" else day), max_size=max_events))
        phases.append({"phase": name, "events": events})
    ruleset = draw(st.one_of(st.just("boulevard"),
                             st.builds(lambda o: {"preset": "boulevard", "options": o}, OPTIONS)))
    doc = {"format": "mafia-game/1", "ruleset": ruleset,
           "players": [{"seat": i + 1, "name": f"Игрок {i + 1}", "role": r} for i, r in enumerate(roles)],
           "phases": phases}
    if draw(st.booleans()):
        doc["result"] = {"winner": draw(st.sampled_from(["red", "black", "maniac", "draw"]))}
    return doc


@st.composite
def games_with_legal_nights(draw, nights=3):
    """Whole files whose nights hold only actions by the right players, one per role: so the
    order the judge entered them in is the only thing a shuffle can change."""
    roles = draw(deals())
    n = len(roles)
    phases = [{"phase": "N0", "events": []}]
    for k in range(1, nights + 1):
        phases.append({"phase": f"D{k}", "events": []})
        events = []
        for night_role in NIGHT_ROLES:
            actors = [s for s in range(1, n + 1) if acts_as(roles[s - 1]) == night_role.role]
            if not actors or not draw(st.booleans()):
                continue
            by = draw(st.sampled_from(actors)) if night_role.role != "mafia" else \
                draw(st.sampled_from([s for s in actors if roles[s - 1] in SHOOTERS]))
            if night_role.targets == 2:
                targets = tuple(draw(st.lists(st.integers(1, n), min_size=2, max_size=2, unique=True)))
            else:
                targets = (draw(st.integers(1, n)),)
            events.append(_event(night_role.action, by, targets))
        phases.append({"phase": f"N{k}", "events": events})
    ruleset = draw(st.builds(lambda o: {"preset": "boulevard", "options": o}, OPTIONS))
    return {"format": "mafia-game/1", "ruleset": ruleset,
            "players": [{"seat": i + 1, "name": "", "role": r} for i, r in enumerate(roles)],
            "phases": phases}
