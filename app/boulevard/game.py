"""Replaying a boulevard game: every event of a ``mafia-game/1`` document, in order.

the registry (``app.editions.replay``) hands a boulevard document here, so ``check``, the archive and
the sheet reach this engine through the usual entry point.

>>> from app.boulevard.samples import sample_boulevard_game
>>> state = replay(sample_boulevard_game())
>>> state.winner, [e.to_json() for e in state.eliminated][:2]
('red', [{'seat': 5, 'phase': 'N1', 'how': 'killed'}, {'seat': 7, 'phase': 'D2', 'how': 'voted'}])
>>> state.night_results()["N1"]["blocked"]
[{'seat': 7, 'role': 'don', 'by': 4, 'lost': []}]
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.kernel import replay as shared
from app.kernel.findings import event_number
from app.kernel.replay import Engine, Event, Until
from app.rules.boulevard import boulevard_ruleset
from app.rules.ruleset import read_spec

from . import day as day_rules
from . import host, ladder
from . import night as night_rules
from .model import Day, Night, phase_name
from .roles import ACTIONS
from .state import BoulevardState

# Events of the sport books, which this book does not have.
_SPORT = {"withdraw", "lift_vote", "best_move", "shooting", "don_check", "sheriff_check",
          "warning", "foul", "team_defeat"}
_AFTER_END = {"note", "host_error"}


def _open_day(state: BoulevardState, name: str, number: int, night: Night | None) -> Day:
    return day_rules.begin_day(state, name, number)


def _dusk(state: BoulevardState) -> None:
    # the morning is not announced yet: the sheet previews the night, but who may act and
    # whom they may choose is asked of the state at dusk
    state.dusk = state.snapshot()


def _sport_event(state: BoulevardState, phase: Any, event: Event, index: int) -> None:
    state.report("game.sport_event", index, type=event.get("type"))


def _after_end(state: BoulevardState, kind: Any, event: Event) -> bool:
    return kind in _AFTER_END


def _as_written(kind: Any) -> Any:
    return kind


BOULEVARD: Engine[BoulevardState, Day, Night] = Engine(
    day=Day, night=Night, open_day=_open_day, open_night=Night,
    end_day=day_rules.end_day, settle=night_rules.settle,
    anytime={"violation": ladder.on_violation, "disqualify": ladder.on_disqualify,
             "note": host.on_note, "host_error": host.on_host_error, "appeal": host.on_appeal},
    by_day={"speech": day_rules.on_speech, "nominate": day_rules.on_nominate, "vote": day_rules.on_vote},
    by_night={kind: night_rules.on_action for kind in ACTIONS},
    elsewhere={kind: _sport_event for kind in _SPORT},
    after_end=_after_end, event_name=_as_written, dusk=_dusk)


def replay(doc: Mapping[str, Any], until: Until = None) -> BoulevardState:
    """Replay ``doc`` (a validated boulevard game).  ``until=(phase, event)`` stops before
    that event, as if the protocol ended there."""
    rules = boulevard_ruleset(read_spec(doc["ruleset"])[1])    # the registry sends only this book here
    state = BoulevardState(rules, doc["players"], doc.get("meta"))
    shared.start(state, doc, until)
    starts: dict[str, dict[str, Any]] = {}     # phase name -> the state just after it began
    for p, phase, events in shared.walk(doc, until):
        name = phase["phase"]
        if phase.get("replay") and name in starts:
            host.begin_replay(state, name, starts[name], p)
        else:
            shared.begin_phase(BOULEVARD, state, name)
        starts[name] = state.snapshot()
        runner = Runner(state, starts[name])
        for e, event in events:
            runner.feed(event, e)
    shared.close(BOULEVARD, state, until)
    if until is None:
        state.close_by_declaration()
        host.record_appeals(state, list(doc.get("appeals") or []))
    return state


class Runner:
    """Feeds one phase's events, keeping what is needed to correct one of them in place."""

    def __init__(self, state: BoulevardState, base: dict[str, Any]) -> None:
        self.state, self.base = state, base
        self.applied: list[tuple[int, Event | None, bool]] = []   # (index, event, corrected)

    def feed(self, event: Event, index: int) -> None:
        kind = event.get("type")
        state = self.state
        if kind == "correction":
            self.correct(event, index)
        elif kind == "host_error" and event.get("remedy") == "replay" \
                and event.get("round") == state.here().name:
            self.replay_here(event, index)
        else:
            self.applied.append((index, event, False))
            apply(state, event, index)

    def correct(self, event: Event, index: int) -> None:
        state, target = self.state, event["event"]
        if event.get("phase", state.here().name) != state.here().name:
            state.report("host.correction_after_reveal", index, round=phase_name(event["phase"]))
            self.applied.append((index, None, False))
            return
        found = next((n for n, (i, ev, _) in enumerate(self.applied)
                      if i == target and ev is not None and ev.get("type") not in ("correction", "host_error")),
                     None)
        replacement = event.get("replacement")
        if found is None or (replacement is not None and replacement.get("type") in ("correction", "host_error")):
            state.report("host.bad_correction", index, event=event_number(target))
            self.applied.append((index, None, False))
            return
        original = self.applied[found][1]
        self.applied[found] = (target, replacement, True)
        self.applied.append((index, {"type": "correction", "event": target, "before": original,
                                     "after": replacement, "note": event.get("note")}, False))
        state.restore(self.base)
        for i, ev, corrected in self.applied:
            if ev is None:
                continue
            if ev.get("type") == "correction" and "before" in ev:
                host.trace_correction(state, i, ev["event"], ev["before"], ev["after"], ev["note"])
            else:
                state._corrected = corrected
                try:
                    apply(state, ev, i)
                finally:
                    state._corrected = False

    def replay_here(self, event: Event, index: int) -> None:
        """The current round is replayed: what was recorded in it so far is void."""
        state = self.state
        host.void(state, self.base)
        host.note_host_error(state, event, index, "replay")
        self.base = state.snapshot()
        self.applied = []


def apply(state: BoulevardState, event: Event, index: int) -> None:
    """One event, in the current phase."""
    shared.apply(BOULEVARD, state, event, index)
