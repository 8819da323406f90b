"""The replay machinery both editions share, written once.

An edition's engine is an :class:`Engine`: its phase records, how a day opens and ends, how a
night settles, and its event handlers.  :func:`replay_events` walks a ``mafia-game/1``
document with it; :class:`Recorder` is what a state does the same way in either edition
when an event changes it (a finding, a player leaving, the end of the game).

>>> from app.sport.samples import sample_game
>>> from app.sport.game import SPORT, new_state
>>> state = new_state(sample_game())
>>> for p, phase, events in walk(sample_game(), (2, 0)):
...     begin_phase(SPORT, state, phase["phase"])
...     for e, event in events:
...         apply(SPORT, state, event, e)
>>> [p.name for p in state.phases], state.event_count, [e.how for e in state.eliminated]
(['N0', 'D1', 'N1'], 4, ['voted'])
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from app.i18n import Phrase

from ..rules import Ruleset
from .findings import Finding
from .model import Elimination, Event, Seat
from .outcomes import Cause, Departure, Outcome, Reason, Winner

__all__ = ["Engine", "Event", "Phase", "Recorder", "Replaying", "Until", "Wording", "apply",
           "begin_phase", "close", "replay_events", "start", "walk"]

Until = tuple[int, int] | None          # (phase, event): stop before that event


class Phase(Protocol):
    """A day or a night of either edition, as far as the shared machinery reads it."""

    name: str
    number: int
    left_here: int


class DayRecord(Protocol):
    """A day of either edition, as the report reads it."""

    ballot: list[int]

    def speaking_order(self) -> list[int]: ...

    def to_json(self) -> dict[str, Any]: ...


class Replaying(Protocol):
    """A state the shared machinery can replay into."""

    event_count: int
    outcome: Outcome | None
    declared: dict[str, Any] | None
    awards: dict[str, Any] | None
    phases: list[Any]
    days: dict[str, Any]
    nights: dict[str, Any]

    @property
    def phase(self) -> Any: ...

    def report(self, code: str, event: int | None, /, **params: Any) -> object: ...


class Reporting(Protocol):
    """A state as its report reads it (the table's questions and the recorder's)."""

    @property
    def rules(self) -> Ruleset: ...
    @property
    def eliminated(self) -> list[Elimination]: ...
    @property
    def cancelled(self) -> set[int]: ...
    @property
    def status(self) -> str: ...
    @property
    def winner(self) -> Winner | None: ...
    @property
    def findings(self) -> list[Finding]: ...
    @property
    def days(self) -> Mapping[str, DayRecord]: ...
    def speaking_order(self) -> dict[str, list[int]]: ...


S = TypeVar("S", bound=Replaying)
D = TypeVar("D")
N = TypeVar("N")


def _nothing(state: object) -> None:
    """A hook an edition does not need."""


@dataclass(frozen=True)
class Engine(Generic[S, D, N]):
    """What an edition's engine supplies to the shared replay."""

    day: type[D]
    night: type[N]
    open_day: Callable[[S, str, int, N | None], D]     # the night before, if any
    open_night: Callable[[str, int], N]
    end_day: Callable[[S, D], None]                    # night is announced
    settle: Callable[[S, N, bool], None]               # morning comes (complete: the night is over)
    anytime: Mapping[str, Callable[[S, Event, int], None]]
    by_day: Mapping[str, Callable[[S, D, Event, int], None]]
    by_night: Mapping[str, Callable[[S, N, Event, int], None]]
    # in any phase, once the phase's own handlers did not take the event
    elsewhere: Mapping[str, Callable[[S, Any, Event, int], None]]
    # may this event still be recorded after the game's end?
    after_end: Callable[[S, Any, Event], bool]
    # an event type as a finding names it
    event_name: Callable[[Any], object]
    closed: Callable[[S], None] = _nothing             # a phase has just ended
    dusk: Callable[[S], None] = _nothing               # the protocol stops in a night


def walk(doc: Mapping[str, Any], until: Until) -> Iterator[tuple[int, Event, Iterator[tuple[int, Event]]]]:
    """The document's phases up to ``until``, each with its events up to ``until``."""
    for p, phase in enumerate(doc.get("phases", [])):
        if until is not None and p > until[0]:
            break
        yield p, phase, _events(phase, p, until)


def _events(phase: Event, p: int, until: Until) -> Iterator[tuple[int, Event]]:
    for e, event in enumerate(phase.get("events", [])):
        if until is not None and (p, e) >= until:
            break
        yield e, event


def start(state: Replaying, doc: Mapping[str, Any], until: Until) -> None:
    """What the document says beside its events: the declared result counts only when the
    whole protocol is replayed (it is declared at the end)."""
    state.declared = doc.get("result") if until is None else None
    state.awards = doc.get("awards")


def replay_events(engine: Engine[S, Any, Any], state: S, doc: Mapping[str, Any], until: Until) -> S:
    """Every phase and event of ``doc`` up to ``until``, then :func:`close`."""
    start(state, doc, until)
    for _, phase, events in walk(doc, until):
        begin_phase(engine, state, phase["phase"])
        for e, event in events:
            apply(engine, state, event, e)
    close(engine, state, until)
    return state


def begin_phase(engine: Engine[S, D, N], state: S, name: str) -> None:
    """The phase before ends (the day's vote is counted, the night settles) and ``name`` opens."""
    previous = state.phase
    if isinstance(previous, engine.day):
        engine.end_day(state, previous)
    elif isinstance(previous, engine.night):
        engine.settle(state, previous, True)
    engine.closed(state)
    number = int(name[1:])
    phase: D | N
    if name[0] == "D":
        night_before = previous if isinstance(previous, engine.night) else None
        phase = day = engine.open_day(state, name, number, night_before)
        state.days[name] = day
    else:
        phase = night = engine.open_night(name, number)
        state.nights[name] = night
    state.phases.append(phase)


def close(engine: Engine[S, D, N], state: S, until: Until) -> None:
    """Where the protocol stops: a night is previewed as if morning came; a declared result
    closes the last day, whose vote is counted as far as it goes."""
    current = state.phase
    if isinstance(current, engine.night):
        engine.dusk(state)
        engine.settle(state, current, False)
    elif isinstance(current, engine.day) and (state.declared or {}).get("winner") and until is None:
        engine.end_day(state, current)
        engine.closed(state)


def apply(engine: Engine[S, D, N], state: S, event: Event, index: int) -> None:
    """One event, in the current phase."""
    kind: Any = event.get("type")
    state.event_count += 1
    phase = state.phase
    if state.outcome is not None and not engine.after_end(state, kind, event):
        state.report("game.event_after_end", index, outcome=state.outcome.text(), type=engine.event_name(kind))
        return
    if kind in engine.anytime:
        engine.anytime[kind](state, event, index)
    elif isinstance(phase, engine.day) and kind in engine.by_day:
        engine.by_day[kind](state, phase, event, index)
    elif isinstance(phase, engine.night) and kind in engine.by_night:
        engine.by_night[kind](state, phase, event, index)
    elif kind in engine.elsewhere:
        engine.elsewhere[kind](state, phase, event, index)
    else:
        state.report("game.unknown_event", index, type=engine.event_name(kind))


# -- what a state does the same way in either edition -----------------------------------------
@dataclass(frozen=True)
class Wording:
    """An edition's words: its findings' class and templates, and its winners' names."""

    finding: type[Finding]
    templates: Callable[[], Mapping[str, Mapping[str, Any]]]
    winners: Mapping[str, Phrase]           # "победа красных"
    accusative: Mapping[str, Phrase]        # "Судья объявил победу красных"

    def winner(self, value: Any, texts: Mapping[str, Phrase]) -> Phrase:
        """A winner as written in the file: a value the edition does not know is quoted."""
        found = texts.get(value)
        return found if found is not None else Phrase.verbatim(str(value))


class Recorder:
    """What every edition's state does alike: the changes the handlers make (a finding, a
    player leaving, the end of the game) and the report ``check`` prints."""

    wording: ClassVar[Wording]
    rules: Ruleset
    players: Mapping[int, Seat]
    phases: Sequence[Phase]
    days: Mapping[str, DayRecord]
    eliminated: list[Elimination]
    cancelled: set[int]
    outcome: Outcome | None
    declared: dict[str, Any] | None
    _findings: list[Finding]

    def speaking_order(self) -> dict[str, list[int]]:
        return {name: day.speaking_order() for name, day in self.days.items()}

    def candidates(self, day: str) -> list[int]:
        return list(self.days[day].ballot)

    def to_check_json(self: Reporting, lang: str = "ru") -> dict[str, Any]:
        """``check --json``'s report (docs/format.md); an edition adds its own keys after these."""
        return {
            "ruleset": self.rules.preset,
            "status": self.status,
            "winner": self.winner,
            "eliminated": [e.to_json() for e in self.eliminated],
            "cancelled_votes": [f"D{n}" for n in sorted(self.cancelled)],
            "speaking_order": self.speaking_order(),
            "findings": [f.to_json(lang) for f in self.findings],
            "days": {name: day.to_json() for name, day in self.days.items()},
        }

    def here(self) -> Phase:
        """The current phase: every event is recorded in one."""
        if not self.phases:
            raise LookupError("no phase has begun")
        return self.phases[-1]

    def make_finding(self, code: str, event: int | None, phase: str | None, clause: str | None,
                     params: Mapping[str, Any]) -> Finding:
        entry = self.wording.templates()[code]
        if clause is None:
            clause = self.rules.cite(entry["topic"]).number
        return self.wording.finding(entry["severity"], code, clause, phase, event, tuple(params.items()))

    def report(self, code: str, event: int | None, /, *, phase: str | None | bool = True,
               clause: str | None = None, topic: str | None = None, **params: Any) -> Finding:
        """A finding about an event (``phase``: where, the current phase by default; ``topic``:
        one of the finding's ``also`` topics, cited instead of its own in the case at hand)."""
        where = (self.phases[-1].name if self.phases else None) if phase is True else (phase or None)
        if topic is not None:
            clause = self.rules.cite(topic).number
        finding = self.make_finding(code, event, where, clause, params)
        self._findings.append(finding)
        return finding

    def eliminate(self, seat: int, how: Departure, event: int | None, *, disqualified: bool = False,
                  cause: Cause | None = None) -> Elimination:
        phase = self.here()
        record = Elimination(seat, phase.name, how, event, disqualified, cause)
        self.players[seat].left = record
        self.eliminated.append(record)
        phase.left_here += 1
        return record

    def finish(self, winner: Winner, reason: Reason, event: int | None) -> None:
        if self.outcome is None:
            self.outcome = Outcome(winner, reason, self.here().name, event, self.wording.winners)
            self.report("game.over", event, outcome=self.wording.winners[winner])

    def result_findings(self) -> list[Finding]:
        """The declared result against the computed one."""
        out: list[Finding] = []
        words = self.wording
        declared = (self.declared or {}).get("winner")
        reason = (self.declared or {}).get("reason")
        outcome = self.outcome

        def add(code: str, **params: Any) -> None:
            out.append(self.make_finding(code, None, None, None, params))

        if outcome is None:
            if declared:
                add("result.in_progress", declared=words.winner(declared, words.winners))
        elif declared is None:
            add("result.missing", computed=outcome.text())
        elif declared != outcome.winner:
            text = words.winner(declared, words.accusative)
            if reason:
                add("result.overridden", declared=text, computed=outcome.text(), reason=reason)
            else:
                add("result.mismatch", declared=text, computed=outcome.text())
        return out
