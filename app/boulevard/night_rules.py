"""The night's rule (Ф.1) asked of a table: step 1, whether a role's action can be accepted
now, and how the night resolves as the table stands.  The state asks it for the seats a
role may choose, an action it refuses and the night's preview; the night's handler
(app/boulevard/night.py) records what it answers.  Neither changes the table."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from app.i18n import Phrase
from app.kernel.findings import event_number, phase_text
from app.rules.boulevard import BoulevardRuleset

from .model import Night, Player
from .resolution import Action, NightResult, Table, resolve
from .roles import ACTIONS, ROLE_NAMES, acts_as

# Roles that may not choose themselves (the Putana by the text, the others by reading).
_NOT_SELF = {"putana", "commissar", "maniac", "lawyer", "journalist"}
_REPEAT_LIMITED = {"doctor_heal", "putana_block"}


class NightTable(Protocol):
    """What the rule reads of a table: the seats with their cards, the readings, the nights
    so far, and who sits at it."""

    @property
    def players(self) -> Mapping[int, Player]: ...

    @property
    def rules(self) -> BoulevardRuleset: ...

    @property
    def nights(self) -> Mapping[str, Night]: ...

    def at_table(self) -> list[int]: ...


def problem(state: NightTable, night: Night, action: Action) -> tuple[str, dict[str, Any]] | None:
    """Step 1 of Ф.1: why ``action`` cannot be accepted now, or None."""
    spec = ACTIONS[action.action]
    name = ROLE_NAMES[spec.role]
    if night.number == 0:
        return "action.first_night", {"role": name}
    if not any(acts_as(p.role) == spec.role for p in state.players.values()):
        return "action.role_absent", {"role": name}
    actor = state.players.get(action.by)
    if actor is None or acts_as(actor.role) != spec.role:
        return "action.wrong_player", {"role": name, "seat": action.by}
    if not actor.at_table:
        return "action.actor_absent", {"role": name, "seat": action.by}
    if action.action in night.actions:
        return "action.twice", {"role": name, "event": event_number(night.actions[action.action].event)}
    for target in action.targets:
        player = state.players.get(target)
        if player is None or not player.at_table:
            return "action.target_absent", {"role": name, "target": target}
    if action.by in action.targets:
        found = _self_problem(state, night, action, name)
        if found is not None:
            return found
    if action.action in _REPEAT_LIMITED and state.rules.choice("repeat") == "not_twice":
        before = state.nights.get(f"N{night.number - 1}")
        earlier = before.actions.get(action.action) if before else None
        if earlier is not None and earlier.targets == action.targets:
            return "action.repeat", {"role": name, "target": action.target}
    return None


def _self_problem(state: NightTable, night: Night, action: Action,
                  name: Phrase) -> tuple[str, dict[str, Any]] | None:
    role = ACTIONS[action.action].role
    if role in _NOT_SELF:
        return "action.self", {"role": name, "seat": action.by}
    if role != "doctor":
        return None
    reading = state.rules.choice("doctor.self")
    if reading == "never":
        return "action.self", {"role": name, "seat": action.by}
    if reading == "once":
        for other in state.nights.values():
            heal = other.actions.get("doctor_heal")
            if other is not night and heal is not None and heal.targets == (heal.by,):
                return "action.self_heal_used", {"night": phase_text(other.name)}
    return None


def resolution(state: NightTable, night: Night) -> NightResult:
    roles = {seat: p.role for seat, p in state.players.items()}
    table = Table(roles, frozenset(state.at_table()), dict(state.rules.options), night.shot_table)
    return resolve(night.actions.values(), table)
