"""The day: speaking order, nominations, the vote, re-votes and the lift-all question."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .findings import Text
from .first_day import first_day_stays, hands_against
from .model import DRAW, Day, VoteRound

if TYPE_CHECKING:
    from .state import State

_RESULT_KNOWN = Text("результат уже определён", "the result is already known")
_NOT_RECORDED = Text("голоса не записаны", "the votes are not recorded")
_NO_REVOTE = Text("переголосование не проведено", "the re-vote was not held")
_NO_LIFT = Text("вопрос о подъёме всех не поставлен", "the lift-all question was not put")
_NO_TIE = Text("повторной ничьей не было", "the vote did not repeat")


def _next_at(seat: int, present: set[int], step: int = 1) -> int:
    for i in range(1, 11):
        s = (seat - 1 + step * i) % 10 + 1
        if s in present:
            return s
    return seat


def begin_day(state: "State", name: str, number: int, previous: Day | None, victim: int | None) -> Day:
    """Dawn: who speaks, in which order (6.2, 6.3), and who lost the speech (9.5, 9.7)."""
    present = set(state.at_table())
    if previous is None:
        opener = 1 if 1 in present else _next_at(1, present)
        closer = _next_at(opener, present, -1)
    elif state.rules.choice("speech.rotation") == "after_previous_closer":
        closer = _next_at(previous.closer, present)
        opener = _next_at(closer, present)
    else:
        opener = _next_at(previous.opener, present)
        closer = _next_at(opener, present, -1)
    order = [s for s in (((opener - 1 + i) % 10) + 1 for i in range(10)) if s in present]
    day = Day(name, number, order, opener, closer, last_word=victim)
    day.cancelled = number in state.cancelled
    for seat in order:
        player = state.players[seat]
        if player.silence_pending:
            player.silence_pending = False
            (day.shortened if len(order) <= 4 else day.silenced).add(seat)
    return day


def turn_has_come(day: Day, seat: int) -> bool:
    return day.vote_started or (seat in day.order and day.order.index(seat) <= day.turn)


def on_speech(state: "State", day: Day, ev: dict, i: int) -> None:
    seat = ev["seat"]
    if not state.players[seat].at_table:
        state.report("speech.absent", i, seat=seat)
        return
    if day.vote_started:   # a tied player's 30 seconds before the re-vote
        return
    if seat in day.spoken:
        state.report("speech.twice", i, seat=seat)
        return
    if seat in day.silenced:
        state.report("speech.silenced", i, seat=seat)
    pending = [s for s in day.speaking_order() if s not in day.spoken
               and day.order.index(s) > day.turn]
    if pending and pending[0] != seat:
        state.report("speech.out_of_order", i, seat=seat, expected=pending[0])
    day.spoken.append(seat)
    day.turn = day.order.index(seat)


def _speaker_check(state: "State", day: Day, by: int, i: int, code: str) -> bool:
    """Nominating and withdrawing happen in one's own minute (7.2, 7.5)."""
    if day.spoken:
        speaker = day.spoken[-1]
        if by != speaker and by not in day.silenced:
            state.report(code, i, by=by, speaker=speaker)
            return False
    elif by in day.order:
        position = day.order.index(by)
        if position < day.turn:
            later = day.order[day.turn]
            state.report("nomination.out_of_order", i, by=by, later=later)
        day.turn = max(day.turn, position)
    return True


def on_nominate(state: "State", day: Day, ev: dict, i: int) -> None:
    by, target = ev["by"], ev["target"]
    if day.vote_started:
        state.report("nomination.after_vote", i)
        return
    if not state.players[by].at_table:
        state.report("nomination.last_word" if by == day.last_word else "nomination.by_absent", i, by=by)
        return
    if not state.players[target].at_table:
        state.report("nomination.target_absent", i, target=target)
        return
    if not _speaker_check(state, day, by, i, "nomination.not_own_speech"):
        return
    if state.players[by].fouls >= 3 and state.rules.choice("foul.third_nominate") == "may_not_nominate":
        state.report("nomination.silenced", i, by=by)
        return
    if target in day.ballot:
        state.report("nomination.already_nominated", i, target=target, by=by)
        return
    previous = day.nominator.get(by)
    if previous is not None:
        if state.rules.choice("nomination.withdraw") != "replace":
            state.report("nomination.second_in_day", i, by=by, previous=previous)
            return
        day.ballot.remove(previous)
        state.report("nomination.replaced", i, target=target, previous=previous)
    day.ballot.append(target)
    day.nominator[by] = target
    _ballot_changed(day, by, i)


def on_withdraw(state: "State", day: Day, ev: dict, i: int) -> None:
    by, target = ev["by"], ev["target"]
    if day.vote_started:
        state.report("withdraw.after_vote", i)
        return
    if day.nominator.get(by) != target:
        state.report("withdraw.not_own", i, by=by, target=target)
        return
    if state.rules.choice("nomination.withdraw") == "no_withdraw":
        state.report("withdraw.forbidden", i, target=target)
        return
    if not _speaker_check(state, day, by, i, "withdraw.not_own_speech"):
        return
    day.ballot.remove(target)
    del day.nominator[by]
    _ballot_changed(day, by, i)


def _ballot_changed(day: Day, by: int, i: int) -> None:
    """vote-cancellation.txt: on day 2+, the last speaker leaving a single candidate on the
    ballot determines the day's result there and then."""
    order = day.speaking_order()
    if day.number >= 2 and order and by == order[-1]:
        day.determined_at = i if len(day.ballot) == 1 else None


def vote_blocked(state: "State", day: Day, i: int) -> bool:
    """Report once why the day has no vote at all; True when it has none."""
    if day.cancelled:
        code, params = "vote.cancelled", {"day": day.number, "why": Text("удаление игрока", "a removal")}
    elif not day.ballot:
        code, params = "vote.no_candidates", {}
    elif day.number == 1 and len(day.ballot) == 1:
        code, params = "vote.first_day_single", {"seat": day.ballot[0]}
    else:
        return False
    if day.result is None:
        state.report(code, i, **params)
        day.result = "cancelled" if day.cancelled else "no_vote"
    return True


def _voters(state: "State", rnd: VoteRound, ev: dict, i: int) -> tuple[int, tuple[int, ...] | None]:
    if "voters" not in ev:
        return ev["count"], None
    valid = []
    for voter in ev["voters"]:
        if not state.players[voter].at_table:
            state.report("vote.voter_absent", i, voter=voter)
        elif voter in rnd.seen:
            state.report("vote.twice", i, voter=voter, round=rnd.number)
        else:
            rnd.seen.add(voter)
            valid.append(voter)
    return len(valid), tuple(valid)


def on_vote(state: "State", day: Day, ev: dict, i: int) -> None:
    if day.result is not None and day.result != "cancelled" and day.rounds:
        state.report("vote.unexpected_round", i, round=ev["round"], why=_RESULT_KNOWN)
        return
    if vote_blocked(state, day, i):
        return
    rnd = _current_round(state, day, ev["round"], i)
    if rnd is None:
        return
    candidate = ev["candidate"]
    if candidate not in rnd.candidates:
        state.report("vote.not_candidate", i, candidate=candidate, round=rnd.number,
                     candidates=list(rnd.candidates))
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
    present = len(state.at_table())
    cast = sum(rnd.recorded.values())
    if cast > present and cast - count <= present:
        state.report("vote.too_many", i, cast=cast, alive=present)
    if candidate == rnd.candidates[-1]:
        close_round(state, day, rnd, i)
    elif day.determined_at is None:
        _check_decisive(day, rnd, candidate, present - cast, i)


def _check_decisive(day: Day, rnd: VoteRound, candidate: int, remaining: int, i: int) -> None:
    """A candidate whose tally beats anyone else's best case leaves whatever comes next."""
    tally = rnd.recorded[candidate]
    others = [v for c, v in rnd.recorded.items() if c != candidate]
    if tally > remaining and all(tally > v for v in others):
        day.determined_at = i
        day.decisive = candidate


def _current_round(state: "State", day: Day, number: int, i: int) -> VoteRound | None:
    if not day.rounds:
        if number != 1:
            state.report("vote.unexpected_round", i, round=number,
                         why=Text("голосование начинается с раунда 1", "the vote starts with round 1"))
            return None
        day.rounds.append(VoteRound(1, tuple(day.ballot)))
        if len(day.ballot) == 1 and day.determined_at is None:
            day.determined_at = i
        return day.rounds[0]
    rnd = day.rounds[-1]
    if number == rnd.number and not rnd.complete:
        return rnd
    if number == rnd.number + 1:
        if not rnd.complete:
            close_round(state, day, rnd, None)
        if day.awaiting == "revote":
            day.awaiting = None
            new = VoteRound(number, rnd.leaders)
            day.rounds.append(new)
            return new
        why = _RESULT_KNOWN if day.result else Text("нет ничьей", "there is no tie")
    else:
        why = Text(f"идёт раунд {rnd.number}", f"round {rnd.number} is under way")
    state.report("vote.unexpected_round", i, round=number, why=why)
    return None


def close_round(state: "State", day: Day, rnd: VoteRound, i: int | None) -> None:
    """Count a round: the votes not cast go to the last candidate (7.13).  A round closed
    implicitly (a re-vote begins, night falls) is counted at its last vote event."""
    if i is None:
        i = rnd.last_event
    present = len(state.at_table())
    last = rnd.candidates[-1]
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


def _resolve_round(state: "State", day: Day, rnd: VoteRound, i: int | None) -> None:
    rules = state.rules
    leaders = rnd.leaders
    if len(leaders) == 1:
        if first_day_stays(state, day, leaders, rnd.voters.get(leaders[0]), i):
            _settle(day, "stayed", i)
        else:
            _leave(state, day, leaders, "voted", i)
        return
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
            _settle(day, "night", i)
        else:
            state.report("vote.split_all_lift", i)
            day.awaiting = "lift_all_table"
        return
    if len(present) == 4 and rules.choice("vote.four_players") == "night":
        state.report("vote.four_players_night", i)
        _settle(day, "night", i)
        return
    state.report("vote.lift_all", i, seats=list(leaders))
    day.awaiting = "lift"


def _revote(state: "State", day: Day, code: str, leaders: tuple[int, ...], i: int | None) -> None:
    state.report(code, i, seats=list(leaders))
    day.awaiting = "revote"
    for seat in leaders:   # 9.8: the tied keep their 30 seconds despite three fouls
        player = state.players[seat]
        if player.fouls == 3 and (seat in day.silenced or player.silence_pending):
            state.report("foul.third_revote", i, seat=seat)


def _other_voters(before: VoteRound, after: VoteRound) -> bool:
    """7.19: the same players tied again, but were they voted for by other hands?"""
    heads = before.candidates[:-1]
    if any(before.voters.get(c) is None or after.voters.get(c) is None for c in heads):
        return False
    return any(set(before.voters[c]) != set(after.voters[c]) for c in heads)


def _settle(day: Day, result: str, i: int | None) -> None:
    day.result = result
    day.awaiting = None
    if day.determined_at is None:
        day.determined_at = i if i is not None else "end"


def _leave(state: "State", day: Day, seats: tuple[int, ...], result: str, i: int | None) -> None:
    _settle(day, result, i)
    day.leaving = seats
    for seat in seats:
        if state.players[seat].at_table:
            state.eliminate(seat, "voted", i)
    state.check_victory(i)


def on_lift_vote(state: "State", day: Day, ev: dict, i: int) -> None:
    if day.rounds and not day.rounds[-1].complete:
        close_round(state, day, day.rounds[-1], None)
    if day.awaiting not in ("lift", "lift_all_table"):
        why = _RESULT_KNOWN if day.result else _NO_TIE
        state.report("vote.lift_unexpected", i, why=why)
        return
    rnd = day.rounds[-1]
    lift = VoteRound(0, rnd.leaders)
    count, voters = _voters(state, lift, ev, i)
    day.lift = (count, voters)
    present = len(state.at_table())
    against = hands_against(ev, lambda seats: _voters(state, lift, {"voters": seats}, i)[0])
    if count + against > present:
        state.report("vote.too_many", i, cast=count + against, alive=present)
    if count * 2 > present and first_day_stays(state, day, rnd.leaders, None, i, lifted=True):
        _settle(day, "stayed", i)
        return
    if count * 2 > present:
        state.report("vote.lift_passed", i, count=count, alive=present, seats=list(rnd.leaders))
        if day.awaiting == "lift_all_table":
            _settle(day, "draw", i)
            state.finish(DRAW, "split_all", i)
        else:
            _leave(state, day, rnd.leaders, "lifted", i)
    else:
        state.report("vote.lift_failed", i, count=count, alive=present)
        _settle(day, "stayed", i)


def end_day(state: "State", day: Day) -> None:
    """Night is announced: an unfinished vote is counted as far as the protocol allows."""
    if day.result is None and not state.outcome:
        if day.cancelled:
            _settle(day, "cancelled", None)
        elif not day.ballot or (day.number == 1 and len(day.ballot) == 1):
            _settle(day, "no_vote", None)
        elif not day.rounds:
            if len(day.ballot) == 1:
                _leave(state, day, tuple(day.ballot), "voted", None)
            else:
                state.report("vote.incomplete", None, day=day.number, why=_NOT_RECORDED)
        else:
            rnd = day.rounds[-1]
            if not rnd.complete:
                close_round(state, day, rnd, None)
            if day.result is None:
                why = _NO_REVOTE if day.awaiting == "revote" else _NO_LIFT
                state.report("vote.incomplete", None, day=day.number, why=why)
    if day.determined_at is None:
        day.determined_at = "end"
