"""The day's vote: rounds, the last candidate's remainder (7.13), re-votes (7.17-7.19), the
whole-table split (7.20), four players (7.21) and the lift-all question."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.i18n import Phrase

from ..kernel.findings import phase_text
from ..kernel.model import Event
from ..kernel.outcomes import DayResult, Departure, Reason, Winner
from .first_day import first_day_stays, hands_against
from .model import Day, VoteRound

if TYPE_CHECKING:
    from .state import State

_RESULT_KNOWN = Phrase("the result is already known")
_NO_TIE = Phrase("the vote did not repeat")
_NOBODY = Phrase("no candidate is left at the table")


def vote_blocked(state: State, day: Day, i: int) -> bool:
    """Report once why the day has no vote at all; True when it has none."""
    params: dict[str, Any]
    if day.cancelled:
        code, params = "vote.cancelled", {"day": phase_text(day.name), "why": Phrase("a removal")}
    elif not day.ballot:
        code, params = "vote.no_candidates", {}
    elif day.number == 1 and len(day.ballot) == 1:
        code, params = "vote.first_day_single", {"seat": day.ballot[0]}
    else:
        return False
    if day.result is None:
        state.report(code, i, **params)
        day.result = DayResult.CANCELLED if day.cancelled else DayResult.NO_VOTE
    return True


def _voters(state: State, rnd: VoteRound, ev: Event, i: int) -> tuple[int, tuple[int, ...] | None]:
    """The hands of one vote event, checked against the table as it was when the round
    began (7.12): a voter removed since, whose hand was already up, still counts."""
    if "voters" not in ev:
        return ev["count"], None
    valid = []
    for voter in ev["voters"]:
        if voter not in rnd.table:
            state.report("vote.voter_absent", i, voter=voter)
        elif voter in rnd.seen:
            state.report("vote.twice", i, voter=voter, round=rnd.number)
        else:
            rnd.seen.add(voter)
            valid.append(voter)
    return len(valid), tuple(valid)


def on_vote(state: State, day: Day, ev: Event, i: int) -> None:
    if _late_last_count(state, day, ev, i):
        return
    if day.result is not None and day.result != DayResult.CANCELLED and day.rounds:
        rnd = next((r for r in day.rounds if r.number == ev["round"]), None)
        if rnd is not None and ev["candidate"] not in rnd.candidates:
            _not_candidate(state, rnd, ev["candidate"], i)
        elif rnd is not None and ev["candidate"] in rnd.recorded:
            state.report("vote.candidate_twice", i, candidate=ev["candidate"], round=rnd.number)
        else:
            state.report("vote.unexpected_round", i, round=ev["round"], why=_RESULT_KNOWN)
        return
    if vote_blocked(state, day, i):
        return
    rnd = _current_round(state, day, ev["round"], i)
    if rnd is None:
        return
    candidate = ev["candidate"]
    if candidate not in rnd.candidates:
        _not_candidate(state, rnd, candidate, i)
        return
    if candidate in rnd.recorded:
        state.report("vote.candidate_twice", i, candidate=candidate, round=rnd.number)
        return
    position = rnd.candidates.index(candidate)
    skipped = [c for c in rnd.candidates[:position] if c not in rnd.recorded]
    if skipped:
        state.report("vote.out_of_order", i, candidate=candidate, expected=skipped[0])
    count, voters = _voters(state, rnd, ev, i)
    rnd.recorded[candidate] = count
    rnd.voters[candidate] = voters
    rnd.last_event = i
    present = len(rnd.table)
    cast = sum(rnd.recorded.values())
    if cast > present and cast - count <= present:
        state.report("vote.too_many", i, cast=cast, alive=present)
    if candidate == rnd.last or all(c in rnd.recorded for c in rnd.candidates[:-1]):
        # 7.13: every hand not raised for another candidate is the last one's, so the
        # round is counted the moment the last but one is (vote-cancellation.txt)
        close_round(state, day, rnd, i)
    elif day.determined_at is None:
        _check_decisive(day, rnd, candidate, present - cast, i)


def _not_candidate(state: State, rnd: VoteRound, candidate: int, i: int) -> None:
    """Hands for a player not on the round's ballot: the nominees (7.1), or in a re-vote
    the tied players only (7.17: "только между этими игроками")."""
    state.report("vote.not_candidate", i, candidate=candidate, round=rnd.number, candidates=list(rnd.candidates),
                 topic="vote.revote" if rnd.number > 1 else None)


def late_last_count(day: Day, ev: Event) -> VoteRound | None:
    """The round already counted whose last candidate this vote event writes down."""
    rnd = next((r for r in day.rounds if r.number == ev.get("round")), None)
    if rnd is None or not rnd.complete or ev.get("candidate") != rnd.last or rnd.last in rnd.recorded:
        return None
    return rnd


def _late_last_count(state: State, day: Day, ev: Event, i: int) -> bool:
    """A count written for the last candidate of a round already counted: the round's
    result stands; a count other than the remainder is reported (7.13)."""
    rnd = late_last_count(day, ev)
    if rnd is None:
        return False
    count, voters = _voters(state, rnd, ev, i)
    rnd.recorded[rnd.last] = count
    rnd.voters[rnd.last] = voters
    expected = rnd.tallies[rnd.last]
    others = sum(v for c, v in rnd.recorded.items() if c != rnd.last)
    if others + count > len(rnd.table):
        state.report("vote.too_many", i, cast=others + count, alive=len(rnd.table))
    elif count != expected:
        state.report("vote.last_count", i, candidate=rnd.last, expected=expected, recorded=count)
    return True


def _check_decisive(day: Day, rnd: VoteRound, candidate: int, remaining: int, i: int) -> None:
    """A candidate whose tally beats anyone else's best case leaves whatever comes next."""
    tally = rnd.recorded[candidate]
    others = [v for c, v in rnd.recorded.items() if c != candidate]
    if tally > remaining and all(tally > v for v in others):
        day.determined_at = i
        day.decisive = candidate


def _current_round(state: State, day: Day, number: int, i: int) -> VoteRound | None:
    if not day.rounds:
        if number != 1:
            state.report("vote.unexpected_round", i, round=number,
                         why=Phrase("the vote starts with round 1"))
            return None
        day.rounds.append(VoteRound(1, tuple(day.ballot), tuple(state.at_table())))
        if len(day.ballot) == 1 and day.determined_at is None:
            day.determined_at = i
            day.decisive = day.ballot[0]
        return day.rounds[0]
    rnd = day.rounds[-1]
    if number == rnd.number and not rnd.complete:
        return rnd
    if number == rnd.number + 1:
        if not rnd.complete:
            close_round(state, day, rnd, None)
        if day.awaiting == "revote":
            day.awaiting = None
            # a tied player removed since the round (9.10.2) is not voted on again
            tied = tuple(c for c in rnd.leaders if state.players[c].at_table)
            if not tied:
                settle_day(day, DayResult.NO_VOTE, i)
                state.report("vote.unexpected_round", i, round=number, why=_NOBODY)
                return None
            new = VoteRound(number, tied, tuple(state.at_table()))
            day.rounds.append(new)
            return new
        why = _RESULT_KNOWN if day.result else Phrase("there is no tie")
    else:
        why = Phrase("round {number} is under way", number=rnd.number)
    state.report("vote.unexpected_round", i, round=number, why=why)
    return None


def leave_ballot(state: State, day: Day, seat: int, i: int | None) -> None:
    """A nominee removed while the day's vote is still to be held (9.10.2, or a removal whose
    vote is kept): the ballot is the nominees still at the table, and the votes not cast go
    to the last of them (7.13).  A removed candidate whose count is already written stays in
    the round, which was counted with them."""
    if day.cancelled or day.result is not None or state.outcome is not None:
        return
    if not day.vote_started:
        if seat in day.ballot:
            day.ballot.remove(seat)
        return
    rnd = day.rounds[-1] if day.rounds else None
    if rnd is None or rnd.complete or seat not in rnd.candidates or seat in rnd.recorded:
        return
    rnd.candidates = tuple(c for c in rnd.candidates if c != seat)
    if seat not in rnd.seen and all(v is not None for v in rnd.voters.values()):
        # no hand of theirs is counted (every hand so far is listed): none is to come
        rnd.table = tuple(s for s in rnd.table if s != seat)
    if not rnd.candidates:
        settle_day(day, DayResult.NO_VOTE, i)
    elif all(c in rnd.recorded for c in rnd.candidates[:-1]):
        close_round(state, day, rnd, i)


def close_round(state: State, day: Day, rnd: VoteRound, i: int | None) -> None:
    """Count a round: the votes not cast go to the last candidate (7.13).  A round closed
    implicitly (a re-vote begins, night falls) is counted at its last vote event."""
    if i is None:
        i = rnd.last_event
    present = len(rnd.table)
    last = rnd.last
    others = sum(v for c, v in rnd.recorded.items() if c != last)
    expected = max(present - others, 0)
    if last in rnd.recorded:
        recorded = rnd.recorded[last]
        if recorded != expected and others + recorded <= present:
            state.report("vote.last_count", i, candidate=last, expected=expected, recorded=recorded)
    elif len(rnd.candidates) > 1:
        state.report("vote.remaining_to_last", i, count=expected, candidate=last)
    rnd.tallies = {c: rnd.recorded.get(c, 0) for c in rnd.candidates[:-1]}
    rnd.tallies[last] = expected
    rnd.complete = True
    top = max(rnd.tallies.values())
    rnd.leaders = tuple(c for c in rnd.candidates if rnd.tallies[c] == top)
    _resolve_round(state, day, rnd, i)


def _resolve_round(state: State, day: Day, rnd: VoteRound, i: int | None) -> None:
    rules = state.rules
    leaders = rnd.leaders
    if len(leaders) == 1:
        if first_day_stays(state, day, leaders, rnd.voters.get(leaders[0]), i):
            settle_day(day, DayResult.STAYED, i)
        else:
            leave_by_vote(state, day, leaders, DayResult.VOTED, i)
        return
    # "Голосование повторилось": the players tied now are the players tied in the round
    # before, i.e. this re-vote's own candidates (7.17-7.19, official 4.4.13)
    if rnd.number == 1 or set(leaders) != set(rnd.candidates):
        code = "vote.revote" if rnd.number == 1 else "vote.revote_changed"
        _revote(state, day, code, leaders, i)
        return
    if rules.choice("vote.revote_voters") == "changed_once" and not day.revote_extra_used \
            and _other_voters(day.rounds[-2], rnd):
        day.revote_extra_used = True
        _revote(state, day, "vote.revote_changed", leaders, i)
        return
    present = state.at_table()
    if set(leaders) == set(present):
        if rules.choice("vote.split_all") == "night":
            state.report("vote.split_all", i)
            settle_day(day, DayResult.NIGHT, i)
        else:
            state.report("vote.split_all_lift", i)
            day.awaiting = "lift_all_table"
        return
    if len(present) == 4 and rules.choice("vote.four_players") == "night":
        state.report("vote.four_players_night", i)
        settle_day(day, DayResult.NIGHT, i)
        return
    state.report("vote.lift_all", i, seats=list(leaders))
    day.awaiting = "lift"


def _revote(state: State, day: Day, code: str, leaders: tuple[int, ...], i: int | None) -> None:
    state.report(code, i, seats=list(leaders))
    day.awaiting = "revote"
    for seat in leaders:   # 9.8: the tied keep their 30 seconds despite three fouls
        player = state.players[seat]
        if player.fouls == state.rules.fouls.silence and (seat in day.silenced or player.silence_pending):
            state.report("foul.third_revote", i, seat=seat)


def _other_voters(before: VoteRound, after: VoteRound) -> bool:
    """7.19: the same players tied again, but were they voted for by other hands?  Judged
    only when every hand is known: listed, or the rest of the table for the last candidate."""
    def hands(rnd: VoteRound, seat: int) -> set[int] | None:
        listed = rnd.voters.get(seat)
        if listed is not None:
            return set(listed)
        others = [rnd.voters.get(c) for c in rnd.candidates[:-1]]
        if seat != rnd.last or any(v is None for v in others):
            return None
        return set(rnd.table).difference(*(v for v in others if v is not None))

    pairs = [(hands(before, c), hands(after, c)) for c in after.leaders]
    if any(a is None or b is None for a, b in pairs):
        return False
    return any(a != b for a, b in pairs)


def settle_day(day: Day, result: DayResult, i: int | None) -> None:
    day.result = result
    day.awaiting = None
    if day.determined_at is None:
        day.determined_at = i if i is not None else "end"


def leave_by_vote(state: State, day: Day, seats: tuple[int, ...], result: DayResult, i: int | None) -> None:
    settle_day(day, result, i)
    day.leaving = seats
    for seat in seats:
        if state.players[seat].at_table:
            state.eliminate(seat, Departure.VOTED, i)
    state.check_victory(i)


def on_lift_vote(state: State, day: Day, ev: Event, i: int) -> None:
    if day.rounds and not day.rounds[-1].complete:
        close_round(state, day, day.rounds[-1], None)
    if day.awaiting not in ("lift", "lift_all_table"):
        why = _RESULT_KNOWN if day.result else _NO_TIE
        state.report("vote.lift_unexpected", i, why=why)
        return
    rnd = day.rounds[-1]
    lift = VoteRound(0, rnd.leaders, tuple(state.at_table()))
    count, voters = _voters(state, lift, ev, i)
    day.lift = (count, voters)
    present = len(state.at_table())
    against = hands_against(ev, lambda seats: _voters(state, lift, {"voters": seats}, i)[0])
    if count + against > present:
        state.report("vote.too_many", i, cast=count + against, alive=present)
    if count * 2 > present and first_day_stays(state, day, rnd.leaders, None, i, lifted=True):
        settle_day(day, DayResult.STAYED, i)
        return
    if count * 2 > present:
        state.report("vote.lift_passed", i, count=count, alive=present, seats=list(rnd.leaders))
        if day.awaiting == "lift_all_table":
            settle_day(day, DayResult.DRAW, i)
            state.finish(Winner.DRAW, Reason.SPLIT_ALL, i)
        else:
            leave_by_vote(state, day, rnd.leaders, DayResult.LIFTED, i)
    else:
        state.report("vote.lift_failed", i, count=count, alive=present)
        settle_day(day, DayResult.STAYED, i)
