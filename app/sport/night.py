"""The night: the mafia's shooting, the Don's and the Sheriff's checks.

The victim leaves in the morning (8.5), so the kill is settled when the night ends;
removals during the count follow night-disqualification.txt.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import Phrase

from ..kernel.findings import phase_text
from ..kernel.model import ROLE_NAMES, Event
from ..kernel.outcomes import Departure
from .model import Night, Shooting
from .shooting import victim

if TYPE_CHECKING:
    from .state import State

_ANSWERS = {"sheriff": Phrase("sheriff"), "not_sheriff": Phrase("not the sheriff"),
            "red": Phrase("red"), "black": Phrase("black")}


def on_shooting(state: State, night: Night, ev: Event, i: int) -> None:
    if night.number == 0:
        state.report("shooting.first_night", i)
        return
    if night.shooting is not None:
        state.report("shooting.twice", i)
        return
    shots = None
    if "shots" in ev:
        shots = {int(k): v for k, v in ev["shots"].items()}
    night.shooting = Shooting(i, shots, ev.get("killed"), "killed" in ev, table=tuple(state.at_table()))


def settle(state: State, night: Night, complete: bool) -> None:
    """Morning comes: removals of the count not yet announced, then the kill."""
    if night.settled:
        return
    night.settled = True
    if night.number >= 1 and night.shooting is None and complete and not state.outcome:
        state.report("shooting.missing", None, night=phase_text(night.name))
    from .discipline import end_count
    killed = victim(state, night, report=True)
    end_count(state, night)
    for seat, (_, event) in sorted(night.count_removals.items(), key=lambda kv: kv[1][1]):
        if seat == killed:
            state.report("disqualify.killed", event, seat=seat, day=phase_text(f"D{night.number + 1}"))
    shooting = night.shooting       # a victim is only ever the shooting's
    if killed is not None and shooting is not None and state.players[killed].at_table:
        night.victim = killed
        state.eliminate(killed, Departure.KILLED, shooting.event,
                        disqualified=killed in night.count_removals or killed in night.victim_removed)
        state.check_victory(shooting.event)


def _check(state: State, night: Night, ev: Event, i: int, role: str) -> None:
    attr = "don_check" if role == "don" else "sheriff_check"
    name = ROLE_NAMES[role]
    clause = state.rules.cite("check.don" if role == "don" else "check.sheriff").number
    if night.number == 0:
        state.report("check.first_night", i)
        return
    if getattr(night, attr) is not None:
        state.report("check.twice", i, role=name)
        return
    from .discipline import end_count
    end_count(state, night)
    checker = state.seat_of(role)
    # one removed tonight -- during the count, or the count's victim after it -- stays at the
    # table till morning, but what he does after the violation is void (НД.5)
    removed = (checker in night.count_removals and night.shooting) or checker in night.victim_removed
    if not state.players[checker].at_table or removed:
        state.report("check.checker_absent", i, role=name, clause=clause)
        return
    target = ev["target"]
    if not state.players[target].at_table:
        present = f"check.{role}_target_present"
        if state.rules.states(present):      # official 4.5.6, 4.5.7: "присутствующего за столом"
            state.report("check.target_absent", i, role=name, target=target,
                         clause=state.rules.cite(present).number)
            return
        state.report("check.target_gone", i, role=name, target=target, clause=clause)
    if target == checker:
        state.report("check.self", i, role=name, clause=clause)
    if role == "don":
        truth = "sheriff" if state.role(target) == "sheriff" else "not_sheriff"
        answer = state.rules.cite("check.don_answer").number
    else:
        truth = state.players[target].team
        answer = state.option_clause("check.sheriff_answer")
    recorded = ev.get("result")
    if recorded is not None and recorded != truth:
        state.report("check.wrong_answer", i, role=name, target=target, truth=_ANSWERS[truth],
                     recorded=_ANSWERS[recorded], clause=answer)
    setattr(night, attr, (target, truth))


def on_don_check(state: State, night: Night, ev: Event, i: int) -> None:
    _check(state, night, ev, i, "don")


def on_sheriff_check(state: State, night: Night, ev: Event, i: int) -> None:
    _check(state, night, ev, i, "sheriff")
