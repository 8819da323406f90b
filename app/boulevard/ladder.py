"""Ф.5, the violation ladder: a first light violation is a warning, a repeated one costs the
speech for one day circle, an intentional role reveal or systematic disruption is a removal
by the host's decision.

The lost day circle is the next day after the violation (a violation in day k or night k
costs the speech of day k + 1, or the first later day not lost already).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import Phrase
from app.kernel.findings import phase_text
from app.kernel.model import Event
from app.kernel.outcomes import Departure

from .model import GRAVE, STEP_NAMES, VIOLATION_NAMES, Day, phase_name

if TYPE_CHECKING:
    from .state import BoulevardState


def on_violation(state: BoulevardState, ev: Event, i: int) -> None:
    seat, kind = ev["seat"], ev["kind"]
    player = state.players[seat]
    if not player.at_table:
        state.report("penalty.absent", i, seat=seat)
        return
    ladder = player.ladder
    name = VIOLATION_NAMES[kind]
    if kind in GRAVE:
        ladder.grave.append((kind, state.here().name, i))
        decision = ev.get("removal")
        if decision is True:
            _journal(state, i, seat, name, "removal")
            remove(state, seat, i)
        elif decision is False:
            state.report("ladder.removal_declined", i, seat=seat, kind=name)
            _journal(state, i, seat, name, "none")
        else:
            ladder.pending = (kind, state.here().name, i)
            state.report("ladder.removal_proposed", i, seat=seat, kind=name)
            _journal(state, i, seat, name, "removal")
        return
    ladder.light += 1
    if ladder.light == 1:
        state.report("ladder.warning", i, seat=seat)
        _journal(state, i, seat, name, "warning")
        return
    day = state.here().number + 1
    while day in ladder.lost_days:
        day += 1
    ladder.lost_days.append(day)
    state.report("ladder.speech_loss", i, seat=seat, count=ladder.light, day=phase_text(f"D{day}"))
    _journal(state, i, seat, name, "speech_loss", day=f"D{day}")


def on_disqualify(state: BoulevardState, ev: Event, i: int) -> None:
    """The host's removal: it settles a grave violation awaiting a decision."""
    seat = ev["seat"]
    player = state.players[seat]
    if not player.at_table:
        state.report("penalty.absent", i, seat=seat)
        return
    if player.ladder.pending is None:
        state.report("ladder.removal_without_grave", i, seat=seat,
                     step=STEP_NAMES[player.ladder.next_step()])
    remove(state, seat, i)


def remove(state: BoulevardState, seat: int, i: int) -> None:
    """The player leaves at once; an action they already made tonight still stands (Ф.3)."""
    ladder = state.players[seat].ladder
    ladder.pending, ladder.removed = None, True
    phase = state.phase
    if isinstance(phase, Day) and not phase.vote_started and seat in phase.ballot:
        phase.ballot.remove(seat)
    state.eliminate(seat, Departure.DISQUALIFIED, i)
    state.report("ladder.removed", i, seat=seat)
    state.note("removal", "ladder.removed", i, {"seat": seat}, seat=seat)
    state.check_victory(i)


def _journal(state: BoulevardState, i: int, seat: int, name: Phrase, step: str, day: str = "") -> None:
    step_text = STEP_NAMES[step]
    if day:
        step_text = Phrase.join(" ", (step_text, Phrase.join("", ("(", phase_name(day), ")"))))
    kind = next(k for k, v in VIOLATION_NAMES.items() if v == name)
    state.note("violation", "ladder.violation", i, {"seat": seat, "violation": kind, "step": step,
                                                     **({"day": day} if day else {})},
               seat=seat, kind=name, step=step_text)
