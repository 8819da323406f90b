"""The boulevard night: accepting each role's action (step 1 of Ф.1), resolving the night
when morning comes, and the private results the judge showed.  What the rule says of an
action or a night is asked of app/boulevard/night_rules.py; this module records it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import Phrase
from app.kernel.model import Event
from app.kernel.outcomes import Departure

from .journal import action_text, night_summary, result_text
from .model import Night
from .night_rules import problem, resolution
from .resolution import Action, Check, NightResult, Swap
from .roles import ABILITIES, ACTIONS, ROLE_NAMES

if TYPE_CHECKING:
    from .state import BoulevardState

def targets_of(event: Event) -> tuple[int, ...]:
    if "targets" in event:
        return tuple(event["targets"])
    return () if event.get("target") is None else (event["target"],)


def on_action(state: BoulevardState, night: Night, ev: Event, i: int) -> None:
    action = Action(ev["type"], ev["by"], targets_of(ev), i, ev.get("result"))
    found = problem(state, night, action)
    if found is not None:
        code, params = found
        finding = state.report(code, i, **params)
        state.note("action", "action.rejected", i, {"action": action.to_json(), "accepted": False},
                   what=action_text(action), why=finding)
        return
    night.actions[action.action] = action
    if action.action == "mafia_shot":
        night.shot_table = frozenset(state.at_table())
    state.note("action", "action.accepted", i, {**action.to_json(), "accepted": True},
               what=action_text(action))


def settle(state: BoulevardState, night: Night, complete: bool) -> None:
    """Morning: the night resolves (steps 2–6), the private results are checked against what
    the judge showed, and the dead leave the table together."""
    if night.settled:
        return
    night.settled = True
    if night.number == 0 or state.outcome is not None:
        return
    if complete:
        _missing(state, night)
    result = night.result = resolution(state, night)
    _report(state, night, result, announced=complete)
    state.note("night", "night.result", None, result.to_json(), summary=night_summary(result))
    attackers = {a.action: a.event for a in night.actions.values()}
    for death in result.deaths:
        events = [e for kind in death.by if (e := attackers.get(kind)) is not None]
        state.eliminate(death.seat, Departure.KILLED, min(events) if events else None)
    if result.deaths:
        state.check_victory(None)


def _missing(state: BoulevardState, night: Night) -> None:
    for night_role in state.night_roles():
        if night_role.action in night.actions or not state.actors(night_role):
            continue
        code = "action.shot_missing" if night_role.role == "mafia" else "action.missing"
        state.report(code, None, role=ROLE_NAMES[night_role.role])


def _report(state: BoulevardState, night: Night, result: NightResult, announced: bool = True) -> None:
    for b in result.blocked:
        lost = [ABILITIES[k] for k in b.lost]
        state.report("night.blocked", night.actions["putana_block"].event, seat=b.seat,
                     role=ROLE_NAMES[b.role], lost=Phrase.join(", ", lost) if lost else Phrase("nothing"))
    shot = result.shot
    event = night.actions["mafia_shot"].event if "mafia_shot" in night.actions else None
    if shot is not None and shot.status == "carried":
        state.report("night.shot_carried", event, seat=shot.by, carrier=shot.carrier)
    elif shot is not None and shot.status == "cancelled":
        state.report("night.shot_cancelled", event, seat=shot.by)
    if result.swap is not None:
        swap = result.swap
        state.report("night.swap", night.actions["bartender_swap"].event, a=swap.pair[0], b=swap.pair[1],
                     moved=_moved(swap))
        for kind in swap.kept:
            state.report("night.swap_protected", night.actions["bartender_swap"].event,
                         role=ROLE_NAMES[ACTIONS[kind].role])
    for p in result.protections:
        state.report("night.protected", None, role=ROLE_NAMES[p.role], by=p.by, target=p.target,
                     absorbed=p.absorbed)
    _private(state, night, "commissar_check", result.checks)
    _private(state, night, "journalist_compare", result.compares)
    for death in result.deaths:
        if death.seat in result.acted:
            role = ROLE_NAMES[state.players[death.seat].role]
            state.report("night.killed_still_acts", None, seat=death.seat, role=role)
    deaths = ", ".join(str(d.seat) for d in result.deaths)
    if deaths:
        state.report("night.deaths", None, seats=deaths, secret=not announced)
    else:
        state.report("night.no_deaths", None, secret=not announced)


def _moved(swap: Swap) -> Phrase:
    def who(kind: str) -> Phrase:
        # the shot is the mafia's, carried by the Don or any mafioso: never "Mafioso 7 → 14"
        return ABILITIES[kind] if kind == "mafia_shot" else ROLE_NAMES[ACTIONS[kind].role]

    if not swap.moved:
        return Phrase.verbatim("—")
    return Phrase.join("; ", (Phrase.join(" ", (who(m.action), f"{'+'.join(map(str, m.before))} → "
                                                              f"{'+'.join(map(str, m.after))}"))
                              for m in swap.moved))


def _private(state: BoulevardState, night: Night, kind: str, results: tuple[Check, ...]) -> None:
    """Ф.3: checks return privately; a shown answer must be the true one, and a blocked
    player is shown nothing."""
    action = night.actions.get(kind)
    if action is None:
        return
    name = ROLE_NAMES[ACTIONS[kind].role]
    if not results:
        if action.shown is not None:
            state.report("check.shown_blocked", action.event, role=name, shown=result_text(action.shown))
        return
    found = results[0]
    where = ", ".join(str(t) for t in found.targets)
    state.report("night.private_result", action.event, role=name, by=found.by, targets=where,
                 result=result_text(found.result))
    if action.shown is not None and action.shown != found.result:
        state.report("check.wrong_answer", action.event, role=name, targets=where,
                     shown=result_text(action.shown), truth=result_text(found.result))
