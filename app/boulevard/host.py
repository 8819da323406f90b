"""Ф.6 and Ф.7: the host's errors, notes and appeals.

- Before the public reveal an error is corrected in place: a ``correction`` event names an
  earlier event of the same phase and gives its replacement (or null to strike it).  The
  original stays in the file; the phase is replayed with the replacement, and the trace is
  an info finding and a journal line.  A night is revealed at the morning announcement and
  a day at dusk, so a correction reaches only the phase it is written in.
- After the reveal secret decisions are never rewritten: a ``host_error`` records either a
  neutral decision (nothing changes) or a replay of the round.  Replaying the current phase
  starts it again from the event that follows; replaying the previous phase is declared in
  the current one and recorded as a phase entry ``{"phase": …, "replay": true}``.
- An appeal is heard between games only: it is recorded in the file's top-level
  ``appeals`` once the game is over; an ``appeal`` event inside a phase is an error.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.i18n import Phrase
from app.kernel.findings import event_number
from app.kernel.model import Event

from .journal import REMEDIES, event_text
from .model import phase_name
from .roles import ACTIONS

if TYPE_CHECKING:
    from .state import BoulevardState

def on_host_error(state: BoulevardState, ev: Event, i: int) -> None:
    """A neutral decision, or the replay of the previous round (the current one is the
    runner's: it restarts the phase in place)."""
    round_, remedy = ev["round"], ev["remedy"]
    names = [p.name for p in state.phases]
    known = round_ in names or any(v["phase"] == round_ for v in state.voided)
    previous = names[-2] if len(names) > 1 else None
    if not known or (remedy == "replay" and round_ != previous):
        state.report("host.bad_round", i, round=phase_name(round_), remedy=REMEDIES[remedy])
        return
    if remedy == "neutral":
        state.report("host.neutral", i, round=phase_name(round_))
    else:
        state.pending_replay = round_
        state.report("host.replay_declared", i, round=phase_name(round_))
    note_host_error(state, ev, i, remedy)


def note_host_error(state: BoulevardState, ev: Event, i: int, remedy: str) -> None:
    """The journal's line of the host's error ``ev`` (Ф.6) and its ``remedy``: a neutral
    decision, or the replay of its round (declared here, or run in place by the game)."""
    state.note("host_error", "host.error", i, {"round": ev["round"], "remedy": remedy, "note": ev.get("note")},
               round=phase_name(ev["round"]), remedy=REMEDIES[remedy], note=_note(ev))


def on_note(state: BoulevardState, ev: Event, i: int) -> None:
    state.note("note", "host.note", i, {"text": ev["text"]}, text=ev["text"])


def on_appeal(state: BoulevardState, ev: Event, i: int) -> None:
    state.report("appeal.during_game", i, by=ev.get("by"))


def trace_correction(state: BoulevardState, i: int, target: int, before: dict[str, Any],
                     after: dict[str, Any] | None, note: str | None) -> None:
    """The trace of a correction made before the reveal: a finding and a journal line."""
    was = event_text(before)
    now = event_text(after) if after is not None else Phrase("struck out")
    # a struck or replaced night action names its actor and target: a secret of the night
    secret = any(isinstance(e, dict) and e.get("type") in ACTIONS for e in (before, after))
    state.report("host.corrected", i, event=event_number(target), before=was, after=now, secret=secret)
    state.note("correction", "host.corrected", i,
               {"event_corrected": target, "before": before, "after": after, "note": note},
               event=event_number(target), before=was, after=now, note=_note({"note": note}))


def begin_replay(state: BoulevardState, name: str, start: dict[str, Any], index: int) -> None:
    """A phase entry with ``"replay": true``: the state goes back to the start of ``name``;
    the rounds since then are void, kept as a trace in the journal."""
    declared = state.pending_replay == name
    void(state, start)
    if not declared:
        state.report("host.replay_undeclared", None, round=phase_name(name))


def void(state: BoulevardState, start: dict[str, Any]) -> None:
    """Back to ``start`` (a snapshot), keeping what happened since as void journal lines."""
    kept = len(start["_journal"])
    later = [entry.void() for entry in state.journal()[kept:]]
    voided = [p.name for p in state.phases[len(start["phases"]) - 1:]]
    state.restore(start)
    state._journal.extend(later)
    state.voided.append({"phase": voided[0], "voided": voided})
    state.report("host.replayed", None, round=phase_name(voided[0]),
                 voided=Phrase.join(", ", map(phase_name, voided)))


def record_appeals(state: BoulevardState, appeals: list[dict[str, Any]]) -> None:
    state.appeals = list(appeals)
    for appeal in appeals:
        by = appeal.get("by")
        state.note("appeal", "host.appeal", None, dict(appeal), at=None, by="" if by is None else f" ({by})",
                   text=appeal.get("text", ""), decision=appeal.get("decision") or "—")


def _note(ev: Event) -> str:
    note = ev.get("note")
    return f" — {note}" if note else ""
