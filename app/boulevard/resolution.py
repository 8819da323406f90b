"""The night, resolved in the order of the Fortuna text (Ф.1–Ф.3).

A pure function of the accepted actions and the table: the order in which the judge
entered the actions cannot matter, because nothing here looks at it.

1. validity and limits — done when an action is accepted (``night.problem``);
2. the Putana blocks her target's own ability (not herself);
3. the Lawyer acts;
4. the Bartender's swap moves the targets of unprotected actions;
5. protections apply, each absorbing one attack;
6. the Mafia's and the Maniac's attacks apply at once.
The Commissar's check and the Journalist's comparison are private results, read after the
swap from whom they finally reach.

>>> roles = {1: "don", 2: "mafia", 3: "doctor", 4: "putana", 5: "commissar", 6: "citizen"}
>>> table = Table(roles, frozenset(roles), READINGS)
>>> night = resolve([Action("mafia_shot", 1, (6,)), Action("putana_block", 4, (1,)),
...                  Action("doctor_heal", 3, (5,)), Action("commissar_check", 5, (2,))], table)
>>> night.shot.status, night.shot.carrier, night.death_seats()
('carried', 2, [6])
>>> night.checks[0].result
'mafia'
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from app.kernel.outcomes import Team

from .roles import ACTIONS, SHOOTERS, TEAM

# The option readings a resolution depends on, at their defaults (docs/rules.md, boulevard).
READINGS = {"lawyer": "disguise", "bartender_protected": "lawyer_client",
            "commissar_check": "black_team"}
SWAPPABLE = ("mafia_shot", "maniac_attack", "doctor_heal", "commissar_check", "journalist_compare")
ATTACKS = ("mafia_shot", "maniac_attack")


class DuplicateAction(ValueError):
    """Two actions of one kind in one night: the engine accepts only the first."""


@dataclass(frozen=True, slots=True)
class Action:
    """One accepted night action: the event type, who acted and on whom."""

    action: str
    by: int
    targets: tuple[int, ...]          # () for a mafia shot at nobody
    event: int | None = None          # its index in the night's events
    shown: str | None = None          # the private result the judge showed, if recorded

    @property
    def role(self) -> str:
        return ACTIONS[self.action].role

    @property
    def target(self) -> int | None:
        return self.targets[0] if self.targets else None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action, "by": self.by}
        if ACTIONS[self.action].targets == 2:
            out["targets"] = list(self.targets)
        else:
            out["target"] = self.target
        return out


@dataclass(frozen=True)
class Table:
    roles: Mapping[int, str]          # every seat's card
    present: frozenset[int]           # at the table when the night is resolved
    readings: Mapping[str, str]       # the options in force
    at_shot: frozenset[int] | None = None   # at the table when the shot was shown (else `present`)


@dataclass(frozen=True, slots=True)
class Shot:
    by: int                           # who showed the target
    carrier: int | None               # who made it: `by`, a partner, or nobody
    target: int | None
    status: str                       # made | carried | cancelled | none

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "carried_by": self.carrier, "target": self.target, "status": self.status}


@dataclass(frozen=True, slots=True)
class Blocked:
    seat: int
    role: str
    by: int
    lost: tuple[str, ...]             # the actions the block cancelled

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "role": self.role, "by": self.by, "lost": list(self.lost)}


@dataclass(frozen=True, slots=True)
class Defence:
    by: int
    client: int
    effect: str                       # the `lawyer` reading

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "client": self.client, "effect": self.effect}


@dataclass(frozen=True, slots=True)
class Moved:
    action: str
    by: int
    before: tuple[int, ...]
    after: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "by": self.by, "from": list(self.before), "to": list(self.after)}


@dataclass(frozen=True, slots=True)
class Swap:
    by: int
    pair: tuple[int, int]
    moved: tuple[Moved, ...]
    kept: tuple[str, ...]             # actions on the pair left alone as protected

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "targets": list(self.pair), "moved": [m.to_json() for m in self.moved],
                "protected": list(self.kept)}


@dataclass(frozen=True, slots=True)
class Protection:
    by: int
    role: str
    target: int
    absorbed: int

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "role": self.role, "target": self.target, "absorbed": self.absorbed}


@dataclass(frozen=True, slots=True)
class Attack:
    action: str
    by: int
    target: int

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "by": self.by, "target": self.target}


@dataclass(frozen=True, slots=True)
class Death:
    seat: int
    by: tuple[str, ...]               # the attacks that got through, as action names

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "by": list(self.by)}


@dataclass(frozen=True, slots=True)
class Check:
    by: int
    targets: tuple[int, ...]
    result: str                       # mafia | not_mafia, or same | different

    def to_json(self) -> dict[str, Any]:
        key = "target" if len(self.targets) == 1 else "targets"
        value = self.targets[0] if len(self.targets) == 1 else list(self.targets)
        return {"by": self.by, key: value, "result": self.result}


@dataclass(frozen=True)
class NightResult:
    shot: Shot | None = None
    blocked: tuple[Blocked, ...] = ()
    defence: Defence | None = None
    swap: Swap | None = None
    protections: tuple[Protection, ...] = ()
    attacks: tuple[Attack, ...] = ()
    deaths: tuple[Death, ...] = ()
    checks: tuple[Check, ...] = ()
    compares: tuple[Check, ...] = ()
    acted: frozenset[int] = field(default_factory=frozenset)   # seats whose action took effect

    def death_seats(self) -> list[int]:
        return [d.seat for d in self.deaths]

    def lost(self, action: str) -> bool:
        return any(action in b.lost for b in self.blocked)

    def to_json(self) -> dict[str, Any]:
        return {
            "deaths": [d.to_json() for d in self.deaths],
            "shot": self.shot.to_json() if self.shot else None,
            "blocked": [b.to_json() for b in self.blocked],
            "lawyer": self.defence.to_json() if self.defence else None,
            "swaps": [self.swap.to_json()] if self.swap else [],
            "protections": [p.to_json() for p in self.protections],
            "attacks": [a.to_json() for a in self.attacks],
            "checks": [c.to_json() for c in self.checks],
            "compares": [c.to_json() for c in self.compares],
        }


def resolve(actions: Iterable[Action], table: Table) -> NightResult:
    """Steps 2–6 of Ф.1 over the night's accepted actions."""
    given: dict[str, Action] = {}
    for action in actions:
        if action.action in given:
            raise DuplicateAction(action.action)
        given[action.action] = action
    readings = {**READINGS, **table.readings}

    # 2. The Putana's block: the blocked player's own ability is cancelled.
    putana = given.get("putana_block")
    blocked_seat = putana.target if putana and putana.target != putana.by else None
    live = {k: a for k, a in given.items() if a.by != blocked_seat or k == "putana_block"}
    shot = _shot(given.get("mafia_shot"), blocked_seat, table)
    if shot is not None and shot.status == "carried":
        live["mafia_shot"] = given["mafia_shot"]
    blocked: tuple[Blocked, ...] = ()
    if putana is not None and blocked_seat is not None:
        lost = tuple(k for k, a in given.items() if a.by == blocked_seat and k not in live)
        blocked = (Blocked(blocked_seat, table.roles[blocked_seat], putana.by, lost),)

    # 3. The Lawyer.
    lawyer = live.get("lawyer_defend")
    client = lawyer.target if lawyer else None
    defence = Defence(lawyer.by, client, readings["lawyer"]) if lawyer and client is not None else None

    # 4. The Bartender's swap, on the targets of unprotected actions only.
    swap = None
    bartender = live.get("bartender_swap")
    if bartender is not None and len(bartender.targets) == 2:
        live, swap = _swap(live, bartender, client, readings)

    # 5. Protections, then 6. the attacks, all at once.
    shields: dict[int, list[tuple[int, str]]] = defaultdict(list)
    doctor = live.get("doctor_heal")
    if doctor is not None and doctor.target is not None:
        shields[doctor.target].append((doctor.by, "doctor"))
    if defence is not None and defence.effect == "shield":
        shields[defence.client].append((defence.by, "lawyer"))
    attacks = []
    for kind in ATTACKS:
        act = live.get(kind)
        if act is None or act.target is None:
            continue
        # a shot still live is made by its carrier (a blocked shooter's is carried or lost)
        by = _carrier(shot) if kind == "mafia_shot" else act.by
        if by is not None:
            attacks.append(Attack(kind, by, act.target))
    deaths, protections = _attacks(attacks, shields, table)

    checks: tuple[Check, ...] = ()
    compares: tuple[Check, ...] = ()
    commissar = live.get("commissar_check")
    if commissar is not None and commissar.target is not None:
        t = commissar.target
        checks = (Check(commissar.by, (t,), "mafia" if _looks_black(t, table, defence, readings)
                        else "not_mafia"),)
    journalist = live.get("journalist_compare")
    if journalist is not None:
        a, b = journalist.targets
        same = _side(a, table, defence) == _side(b, table, defence)
        compares = (Check(journalist.by, (a, b), "same" if same else "different"),)

    acting = (_carrier(shot) if k == "mafia_shot" else a.by for k, a in live.items())
    acted = frozenset(seat for seat in acting if seat is not None)
    return NightResult(shot, blocked, defence, swap, tuple(protections), tuple(attacks),
                       tuple(deaths), checks, compares, acted)


def _carrier(shot: Shot | None) -> int | None:
    return shot.carrier if shot is not None else None


def _shot(action: Action | None, blocked_seat: int | None, table: Table) -> Shot | None:
    """Ф.2: a blocked mafioso leaves the shot to a living unblocked partner; with none, no shot."""
    if action is None:
        return None
    if action.target is None:
        return Shot(action.by, None, None, "none")
    if action.by != blocked_seat:
        return Shot(action.by, action.by, action.target, "made")
    at_shot = table.present if table.at_shot is None else table.at_shot
    partners = sorted(s for s in at_shot if table.roles[s] in SHOOTERS and s != blocked_seat)
    if partners:
        return Shot(action.by, partners[0], action.target, "carried")
    return Shot(action.by, None, action.target, "cancelled")


def _swap(live: dict[str, Action], bartender: Action, client: int | None,
          readings: Mapping[str, str]) -> tuple[dict[str, Action], Swap]:
    a, b = bartender.targets
    moved, kept = [], []
    out = dict(live)
    for kind in SWAPPABLE:
        act = live.get(kind)
        if act is None or not ({a, b} & set(act.targets)):
            continue
        if readings["bartender_protected"] == "lawyer_client" and client in act.targets:
            kept.append(kind)
            continue
        after = tuple(b if t == a else a if t == b else t for t in act.targets)
        moved.append(Moved(kind, act.by, act.targets, after))
        out[kind] = replace(act, targets=after)
    return out, Swap(bartender.by, (a, b), tuple(moved), tuple(kept))


def _attacks(attacks: list[Attack], shields: dict[int, list[tuple[int, str]]],
             table: Table) -> tuple[list[Death], list[Protection]]:
    """Each protection absorbs one attack: two attacks on one player need two protections."""
    on: dict[int, list[Attack]] = defaultdict(list)
    for attack in attacks:
        on[attack.target].append(attack)
    deaths, protections = [], []
    for target in sorted(set(on) | set(shields)):
        hits, guards = on.get(target, []), shields.get(target, [])
        for n, (by, role) in enumerate(guards):
            protections.append(Protection(by, role, target, 1 if n < len(hits) else 0))
        if len(hits) > len(guards) and target in table.present:
            deaths.append(Death(target, tuple(h.action for h in hits)))
    return deaths, protections


def _looks_black(seat: int, table: Table, defence: Defence | None, readings: Mapping[str, str]) -> bool:
    if defence is not None and defence.client == seat and defence.effect in ("disguise", "disguise_commissar"):
        return False
    team = TEAM[table.roles[seat]]
    return team == Team.BLACK or (team == Team.MANIAC and readings["commissar_check"] == "black_team_and_maniac")


def _side(seat: int, table: Table, defence: Defence | None) -> Team:
    if defence is not None and defence.client == seat and defence.effect == "disguise":
        return Team.RED
    return TEAM[table.roles[seat]]
