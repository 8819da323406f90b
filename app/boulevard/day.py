"""The boulevard day: speeches, nominations and the vote as `day_vote` reads it.

The Fortuna text says nothing of the day; docs/rules.md ("boulevard") gives the club
reading: a rotating speaking order, one nomination per player, a vote among the nominees.
The vote's result is known when night falls (or when the judge declares the game over).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import NP_, Phrase
from app.kernel.model import Event
from app.kernel.outcomes import DayResult, Departure

from .model import Day, Round

if TYPE_CHECKING:
    from .state import BoulevardState

_RESULTS = {
    DayResult.VOTED: Phrase("{seat} leaves"),
    DayResult.TIE: Phrase("a tie: nobody leaves"),
    DayResult.NO_MAJORITY: Phrase("no majority: nobody leaves"),
    DayResult.NO_VOTES: Phrase("no votes: nobody leaves"),
    DayResult.NO_VOTE: Phrase("no nominees: no vote"),
    DayResult.NOT_RECORDED: Phrase("the vote is not recorded"),
}


def begin_day(state: BoulevardState, name: str, number: int) -> Day:
    """The day opens with the first seat at the table after the previous day's opener."""
    seats = state.at_table()
    previous = next((p for p in reversed(state.phases) if isinstance(p, Day)), None)
    after = previous.opener if previous else 0
    opener = next((s for s in seats if s > after), seats[0] if seats else 0)
    at = seats.index(opener) if opener in seats else 0
    order = seats[at:] + seats[:at]
    silenced = {s for s in seats if number in state.players[s].ladder.lost_days}
    return Day(name, number, order, opener, silenced)


def on_speech(state: BoulevardState, day: Day, ev: Event, i: int) -> None:
    seat = ev["seat"]
    if not state.players[seat].at_table:
        state.report("speech.absent", i, seat=seat)
    elif seat in day.silenced:
        state.report("speech.lost", i, seat=seat)
    else:
        day.spoken.append(seat)


def on_nominate(state: BoulevardState, day: Day, ev: Event, i: int) -> None:
    by, target = ev["by"], ev["target"]
    if day.vote_started:
        state.report("nomination.after_vote", i, by=by, target=target)
    elif not state.players[by].at_table:
        state.report("nomination.by_absent", i, by=by)
    elif by in day.silenced:
        state.report("nomination.speech_lost", i, by=by)
    elif not state.players[target].at_table:
        state.report("nomination.target_absent", i, by=by, target=target)
    elif by in day.nominator:
        state.report("nomination.second", i, by=by, previous=day.nominator[by])
    elif target in day.ballot:
        state.report("nomination.already", i, by=by, target=target)
    else:
        day.ballot.append(target)
        day.nominator[by] = target


def on_vote(state: BoulevardState, day: Day, ev: Event, i: int) -> None:
    number, candidate = ev["round"], ev["candidate"]
    if not day.ballot:
        state.report("vote.no_candidates", i)
        return
    current = _round(state, day, number, i)
    if current is None:
        return
    if candidate not in current.candidates:
        state.report("vote.not_candidate", i, seat=candidate, round=number)
        return
    if candidate in current.tallies:
        state.report("vote.candidate_twice", i, seat=candidate, round=number)
        return
    if "voters" in ev:
        counted = 0
        for voter in ev["voters"]:
            if not state.players[voter].at_table:
                state.report("vote.voter_absent", i, seat=voter)
            elif voter in current.seen:
                state.report("vote.twice", i, seat=voter)
            else:
                current.seen.add(voter)
                counted += 1
        current.tallies[candidate] = counted
    else:
        current.tallies[candidate] = ev["count"]
    present = len(state.at_table())
    if sum(current.tallies.values()) > present and not current.too_many:
        current.too_many = True
        state.report("vote.too_many", i, votes=sum(current.tallies.values()), present=present)
    if all(c in current.tallies for c in current.candidates):
        _counted(state, day, current, i)


def _counted(state: BoulevardState, day: Day, current: Round, i: int) -> None:
    """The last hand of a round is counted: a tie is announced at once (a re-vote between
    the leaders where the reading holds one, else nobody leaves), not only at dusk."""
    leaders = current.close()
    revote = len(leaders) > 1 and current.number == 1 and state.rules.choice("vote") == "plurality_revote"
    day.awaiting = "revote" if revote else None
    if len(leaders) > 1:
        state.report("vote.revote" if revote else "vote.tie", i, tied=", ".join(map(str, leaders)))


def _round(state: BoulevardState, day: Day, number: int, i: int) -> Round | None:
    """The round a vote event belongs to; round 2 exists only as a re-vote after a tie."""
    if not day.rounds:
        if number != 1:
            state.report("vote.unexpected_round", i, round=number)
            return None
        day.rounds.append(Round(1, tuple(day.ballot)))
    current = day.rounds[-1]
    if number == current.number:
        return current
    if number == 2 and current.number == 1:
        leaders = current.close()
        if state.rules.choice("vote") == "plurality_revote" and len(leaders) > 1:
            day.rounds.append(Round(2, leaders))
            day.awaiting = None
            return day.rounds[-1]
    state.report("vote.unexpected_round", i, round=number)
    return None


def end_day(state: BoulevardState, day: Day) -> None:
    """Dusk: the vote's result, as `day_vote` reads it; the voted-out player leaves."""
    if state.outcome is not None or day.result is not None:
        return
    result, leaving = _result(state, day)
    day.result, day.leaving = result, leaving
    if result == DayResult.NOT_RECORDED:
        state.report("vote.missing", None, candidates=", ".join(map(str, day.ballot)))
    text = _RESULTS[result]
    outcome = Phrase(text.msgid, seat=leaving[0] if leaving else "")
    if day.rounds or day.ballot:
        state.report("vote.result", None, outcome=outcome)
    state.note("vote", "vote.result", None, day.to_json(), rounds=_rounds_text(day), outcome=outcome)
    for seat in leaving:
        state.eliminate(seat, Departure.VOTED, None)
        state.check_victory(None)


def _result(state: BoulevardState, day: Day) -> tuple[DayResult, tuple[int, ...]]:
    if not day.ballot:
        return DayResult.NO_VOTE, ()
    if not day.rounds:
        return DayResult.NOT_RECORDED, ()
    last = day.rounds[-1]
    leaders = tuple(s for s in last.close() if state.players[s].at_table)
    if not leaders:
        return DayResult.NO_VOTES, ()
    reading = state.rules.choice("vote")
    if reading == "majority":
        top = last.tallies.get(leaders[0], 0)
        if len(leaders) == 1 and top * 2 > len(state.at_table()):
            return DayResult.VOTED, leaders
        return DayResult.NO_MAJORITY, ()
    if len(leaders) == 1:
        return DayResult.VOTED, leaders
    if reading == "plurality_revote" and last.number == 1:
        state.report("vote.revote_missing", None, tied=", ".join(map(str, leaders)))
    return DayResult.TIE, ()


def _rounds_text(day: Day) -> Phrase:
    parts = []
    for r in day.rounds:
        tallies = ", ".join(f"{c}: {r.tallies.get(c, 0)}" for c in r.candidates)
        parts.append(Phrase(NP_("vote round", "round {number}: {tallies}"), number=r.number,
                                   tallies=tallies))
    if not parts:
        return Phrase.verbatim("—")
    return Phrase.join("; ", parts)
