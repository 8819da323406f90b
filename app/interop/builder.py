"""Assembling a ``mafia-game/1`` document from what a foreign record keeps.

Neither mafiaratings nor Polemica keeps the order of events within a phase: they keep who
nominated whom, who voted for whom, when (by a place in the game) a foul was given.  A
:class:`Plan` holds those facts by phase; :func:`assemble` lays them out in the order a
judge writes them, asking the engine at each dawn who speaks in which order and, after
the votes, whether the lift-all question is due.  What the order rests on is recorded as
inferred in the document's ``source`` block.

Places in a day: ``"last_word"`` (the night's victim), ``("speech", seat)``,
``("vote", round_index, candidate_or_None)`` (``None``: before that round's votes),
``"lift"``, ``"after_vote"`` (the voted-out's last words), ``"end"``.
Places in a night: ``"before"``, ``"shooting"``, ``"don"``, ``"sheriff"``, ``"end"``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# the records of mafiaratings and Polemica are sport games
from app.kernel import DayResult, Departure
from app.kernel.model import Elimination
from app.sport.game import replay_sport

END = "END"     # a place's phase name meaning "the game's last phase"


@dataclass
class DayPlan:
    nominations: list[tuple[int, int]] = field(default_factory=list)     # (by, target)
    rounds: list[dict[int, list[int]]] = field(default_factory=list)     # candidate -> voters
    lift_for: list[int] | int | None = None        # voters, a count, or None: not recorded
    lift_against: list[int] | int | None = None
    lift_passed: bool | None = None                # when only the outcome is known
    extras: list[tuple[Any, dict[str, Any]]] = field(default_factory=list)


@dataclass
class NightPlan:
    """What a record says of one night, every fact as recorded: a second shot of one
    shooter, a second victim or a second check is kept (as a second event) for the engine
    to report, never settled here."""

    shots: dict[int, int | None] = field(default_factory=dict)
    killed: int | None = None
    has_killed: bool = False
    don_checks: list[int] = field(default_factory=list)
    sheriff_checks: list[int] = field(default_factory=list)
    more_shots: list[tuple[int, int | None]] = field(default_factory=list)   # a shooter's second shot
    more_killed: list[int] = field(default_factory=list)                     # a second victim
    extras: list[tuple[Any, dict[str, Any]]] = field(default_factory=list)
    victim: int | None = None      # the record says who died: a black with no shot shot them

    def shot(self, shooter: int, target: int | None) -> None:
        if shooter in self.shots:
            self.more_shots.append((shooter, target))
        else:
            self.shots[shooter] = target

    def kill(self, seat: int) -> None:
        """The record says ``seat`` died this night (beside the shots, which may disagree)."""
        if self.has_killed:
            self.more_killed.append(seat)
        else:
            self.killed, self.has_killed, self.victim = seat, True, seat

    @property
    def recorded(self) -> bool:
        return bool(self.shots or self.has_killed or self.don_checks or self.sheriff_checks or self.extras)


class Plan:
    def __init__(self) -> None:
        self.days: dict[int, DayPlan] = {}
        self.nights: dict[int, NightPlan] = {}
        self.end: list[tuple[Any, dict[str, Any]]] = []     # the final minute's events
        self.inferred: list[str] = []
        self.departing: dict[int, list[dict[str, Any]]] = {}   # seat -> what they said on leaving
        self.voted_out: dict[int, str] = {}          # seat -> the day the record says they were voted out
        self.reached = 0

    def day(self, number: int) -> DayPlan:
        return self.days.setdefault(number, DayPlan())

    def night(self, number: int) -> NightPlan:
        return self.nights.setdefault(number, NightPlan())

    def put(self, phase: str, place: Any, event: dict[str, Any]) -> None:
        """An event at a place of a phase (``END`` for the game's last phase)."""
        if phase == END:
            self.end.append((place, event))
        elif phase[0] == "D":
            self.day(int(phase[1:])).extras.append((place, event))
        else:
            self.night(int(phase[1:])).extras.append((place, event))

    def infer(self, what: str) -> None:
        if what not in self.inferred:
            self.inferred.append(what)

    def reach(self, phase: str) -> None:
        """The game went on at least until ``phase`` (a death or a stage says so)."""
        self.reached = max(self.reached, phase_index(phase))

    def last_phase(self) -> str:
        """The last phase anything happened in."""
        found = self.reached
        for number, plan in self.days.items():
            if plan.nominations or plan.rounds or plan.extras or plan.lift_for is not None:
                found = max(found, phase_index(f"D{number}"))
        for number, night in self.nights.items():
            if night.recorded:
                found = max(found, phase_index(f"N{number}"))
        return phase_at(found)


def voted_out_elsewhere(doc: dict[str, Any], plan: Plan) -> list[tuple[int, str]]:
    """The record's vote-outs the replay of its votes does not bear out: the format has no
    place for a departure itself, so the disagreement is named in the game's line."""
    if not plan.voted_out:
        return []
    state = replay_sport(doc)
    out = []
    for seat, day in sorted(plan.voted_out.items()):
        if not plan.day(int(day[1:])).rounds:
            continue        # a day without its votes is named apart (no_votes)
        left = state.players[seat].left
        if left is None or left.how != Departure.VOTED or left.phase != day:
            out.append((seat, day))
    return out


def phase_index(name: str) -> int:
    """N0 0, D1 1, N1 2, D2 3, …"""
    number = int(name[1:])
    return 2 * number - 1 if name[0] == "D" else 2 * number


def phase_at(index: int) -> str:
    return f"D{(index + 1) // 2}" if index % 2 else f"N{index // 2}"


def phase_names(last: str) -> list[str]:
    return [phase_at(i) for i in range(phase_index(last) + 1)]


def assemble(head: dict[str, Any], plan: Plan) -> dict[str, Any]:
    """The document: ``head`` (format, ruleset, meta, players) with phases laid out.

    What departing players said (a best move, a guess) goes to their last word, which is
    known once the game has been laid out without it."""
    doc = _assemble(head, plan)
    if not plan.departing:
        return doc
    state = replay_sport(doc)
    for seat, events in plan.departing.items():
        left = state.players[seat].left
        if left is None:        # at the end, or in the last day where the record stops at night
            last = plan.last_phase()
            where = (END, "end") if last[0] == "D" else (f"D{max(int(last[1:]), 1)}", "end")
        elif left.how == Departure.KILLED or left.phase[0] == "N":    # a guess is said by day
            where = (f"D{int(left.phase[1:]) + 1}", "last_word")
        elif left.how == Departure.VOTED:
            where = (left.phase, "after_vote")
        else:
            where = (left.phase, "end")
        for event in events:
            plan.put(*where, _best_move(event, left))
    plan.departing = {}
    return _assemble(head, plan)


def _best_move(guess: dict[str, Any], left: Elimination | None) -> dict[str, Any]:
    """Three blacks named by the first night's victim are the best move (8.17)."""
    black = guess.get("black", [])
    if left is not None and left.how == Departure.KILLED and left.phase == "N1" and len(black) == 3 \
            and set(guess) <= {"type", "seat", "black", "time"}:
        return {"type": "best_move", "seat": guess["seat"], "guess": black}
    return guess


def _assemble(head: dict[str, Any], plan: Plan) -> dict[str, Any]:
    last = plan.last_phase()
    doc = dict(head)
    doc["phases"] = []
    names = phase_names(last)
    for index, name in enumerate(names):
        phase = {"phase": name, "events": []}
        doc["phases"].append(phase)
        number = int(name[1:])
        final = plan.end if index == len(names) - 1 else []
        if name[0] == "D":
            _lay_day(doc, phase, plan.day(number), final, plan.infer)
        else:
            _lay_night(doc, phase, plan.night(number) if number else plan.nights.get(0, NightPlan()),
                       final, plan.infer)
    return doc


def _bucket(extras: list[tuple[Any, dict[str, Any]]]) -> dict[Any, list[dict[str, Any]]]:
    out: dict[Any, list[dict[str, Any]]] = {}
    for place, event in extras:
        out.setdefault(place, []).append(event)
    for events in out.values():      # events of one place in the order of their clocks
        if all("time" in event for event in events):
            events.sort(key=lambda event: event["time"])
    return out


def _lay_day(doc: dict[str, Any], phase: dict[str, Any], plan: DayPlan, final: list[tuple[Any, dict[str, Any]]],
            infer: Callable[[str], None]) -> None:
    name = phase["phase"]
    day = replay_sport(doc).days[name]
    places = _bucket(plan.extras + final)
    events = phase["events"]
    events.extend(places.pop("last_word", []))
    ballot: list[int] = []
    by_seat: dict[int, list[int]] = {}
    for by, target in plan.nominations:
        by_seat.setdefault(by, []).append(target)
    for seat in day.order:
        events.append({"type": "speech", "seat": seat})
        for target in by_seat.pop(seat, []):
            events.append({"type": "nominate", "by": seat, "target": target})
            if target not in ballot:
                ballot.append(target)
        events.extend(places.pop(("speech", seat), []))
    for by, targets in by_seat.items():     # nominated by a seat that had no speech
        for target in targets:
            events.append({"type": "nominate", "by": by, "target": target})
            if target not in ballot:
                ballot.append(target)
    for place in [p for p in places if isinstance(p, tuple) and p[0] == "speech"]:
        events.extend(places.pop(place))
    _drop_lost_speeches(doc, phase)
    candidates = list(ballot)
    stopped = False
    for index, votes in enumerate(plan.rounds):
        candidates = candidates + [c for c in sorted(votes) if c not in candidates]
        events.extend(places.pop(("vote", index, None), []))
        for candidate in candidates:
            # once a removal stopped the vote, only the hands the record still has are
            # written (the engine reports them), never a candidate's empty count
            if not (stopped and not votes.get(candidate)):
                events.append({"type": "vote", "round": index + 1, "candidate": candidate,
                               "voters": sorted(votes.get(candidate, []))})
            during = places.pop(("vote", index, candidate), [])
            events.extend(during)
            stopped = stopped or bool(during) and _vote_stopped(doc, name)
        candidates = _leaders(candidates, votes)
    for place in [p for p in places if isinstance(p, tuple) and p[0] == "vote"]:
        events.extend(places.pop(place))
    _lay_lift(doc, phase, plan, infer)
    events.extend(places.pop("lift", []))
    events.extend(places.pop("after_vote", []))
    events.extend(places.pop("end", []))
    for rest in places.values():
        events.extend(rest)
    _drop_lost_speeches(doc, phase)


def _leaders(candidates: list[int], votes: dict[int, list[int]]) -> list[int]:
    tallies = {c: len(votes.get(c, [])) for c in candidates}
    top = max(tallies.values(), default=0)
    return [c for c in candidates if tallies[c] == top]


def _vote_stopped(doc: dict[str, Any], name: str) -> bool:
    """A removal during the count cancels the vote, or the game ends: no more votes."""
    state = replay_sport(doc)
    return state.outcome is not None or state.days[name].result == DayResult.CANCELLED


def _lay_lift(doc: dict[str, Any], phase: dict[str, Any], plan: DayPlan, infer: Callable[[str], None]) -> None:
    """The lift-all vote where the engine says the question is put, and a vote the record
    has wherever it is (the engine then reports the question nobody put)."""
    state = replay_sport(doc)
    day = state.days[phase["phase"]]
    # a lift-all vote the record has is written even where the engine puts no such question
    if day.awaiting not in ("lift", "lift_all_table") and plan.lift_for is None and plan.lift_against is None:
        return
    event: dict[str, Any] = {"type": "lift_vote"}
    if plan.lift_for is not None or plan.lift_against is not None:
        lift_for = plan.lift_for if plan.lift_for is not None else []     # hands against only: none for
        event["voters" if isinstance(lift_for, list) else "count"] = \
            sorted(lift_for) if isinstance(lift_for, list) else lift_for
        if plan.lift_against is not None:
            event["against" if isinstance(plan.lift_against, list) else "against_count"] = \
                sorted(plan.lift_against) if isinstance(plan.lift_against, list) else plan.lift_against
    else:
        # Only who left is known: the smallest majority, or nobody's hand.
        present = len(state.at_table())
        event["count"] = present // 2 + 1 if plan.lift_passed else 0
        infer("lift_vote")
    phase["events"].append(event)


def _drop_lost_speeches(doc: dict[str, Any], phase: dict[str, Any]) -> None:
    """A seat that lost its speech to fouls (9.5) has no speech event."""
    for _ in range(4):
        state = replay_sport(doc)
        lost = {f.event for f in state.findings
                if f.code in ("speech.silenced", "speech.absent", "game.event_after_end")
                and f.phase == phase["phase"] and phase["events"][f.event].get("type") == "speech"}
        if not lost:
            return
        phase["events"][:] = [e for i, e in enumerate(phase["events"]) if i not in lost]


def _lay_night(doc: dict[str, Any], phase: dict[str, Any], plan: NightPlan, final: list[tuple[Any, dict[str, Any]]],
              infer: Callable[[str], None]) -> None:
    places = _bucket(plan.extras + final)
    events = phase["events"]
    events.extend(places.pop("before", []))
    if plan.shots or plan.has_killed:
        state = replay_sport(doc)
        shooting: dict[str, Any] = {"type": "shooting"}
        if plan.shots:
            shooters = sorted(set(state.shooters()) | set(plan.shots))
            fill = None
            if plan.victim is not None and set(plan.shots.values()) == {plan.victim} \
                    and set(shooters) - set(plan.shots):
                fill = plan.victim
                infer("missing_shots")
            # a black with no recorded shot is left out: the engine counts a miss and says so
            shots = {s: plan.shots.get(s, fill) for s in shooters}
            shooting["shots"] = {str(s): t for s, t in shots.items() if s in plan.shots or t is not None}
        if plan.has_killed:
            shooting["killed"] = plan.killed
        events.append(shooting)
    events.extend(places.pop("shooting", []))
    # a second shooting is the engine's finding (shooting.twice), as the record has it
    events.extend({"type": "shooting", "shots": {str(shooter): target}} for shooter, target in plan.more_shots)
    events.extend({"type": "shooting", "killed": seat} for seat in plan.more_killed)
    events.extend({"type": "don_check", "target": target} for target in plan.don_checks)
    events.extend(places.pop("don", []))
    events.extend({"type": "sheriff_check", "target": target} for target in plan.sheriff_checks)
    events.extend(places.pop("sheriff", []))
    events.extend(places.pop("end", []))
    for rest in places.values():
        events.extend(rest)


def finish(doc: dict[str, Any], plan: Plan, source: dict[str, Any]) -> dict[str, Any]:
    """The ``source`` block: where the game came from and what of it was inferred.

    A record with a winner whose events stop before the end (a draw after rounds in which
    nothing happened) gets those quiet rounds, as far as the engine needs to see the end."""
    if (doc.get("result") or {}).get("winner"):
        for _ in range(12):
            if replay_sport(doc).outcome is not None:
                break
            name = phase_at(len(doc["phases"]))
            phase = {"phase": name, "events": []}
            doc["phases"].append(phase)
            if name[0] == "D":
                _lay_day(doc, phase, DayPlan(), [], plan.infer)
            plan.infer("quiet_phases")
        else:
            del doc["phases"][-12:]
    if any(p["phase"][0] == "D" for p in doc["phases"]):
        # neither system keeps the order within a phase: it is the rule book's
        plan.inferred[:0] = ["speeches", "order_within_phase"]
    doc["source"] = {**source, "inferred": list(plan.inferred)}
    return doc
