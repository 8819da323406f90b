"""The day: speaking order, nominations, and the end of the day (the vote is in ``vote``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import Phrase

from ..kernel.findings import phase_text
from ..kernel.model import Event
from ..kernel.outcomes import DayResult
from .model import Day
from .vote import close_round, leave_by_vote, settle_day

if TYPE_CHECKING:
    from .state import State

_NOT_RECORDED = Phrase("the votes are not recorded")
_NO_REVOTE = Phrase("the re-vote was not held")
_NO_LIFT = Phrase("the lift-all question was not put")


def _next_at(seat: int, present: set[int], step: int = 1) -> int:
    for i in range(1, 11):
        s = (seat - 1 + step * i) % 10 + 1
        if s in present:
            return s
    return seat


def begin_day(state: State, name: str, number: int, previous: Day | None, victim: int | None) -> Day:
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


def on_speech(state: State, day: Day, ev: Event, i: int) -> None:
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
    day.spoken.append(seat)
    if pending and pending[0] != seat:
        # the players skipped still speak, in order: the turn stays with them
        state.report("speech.out_of_order", i, seat=seat, expected=pending[0])
        return
    day.turn = day.order.index(seat)


def _speaker_check(state: State, day: Day, by: int, i: int, code: str) -> bool:
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


def _absent_nominator(day: Day, by: int) -> str:
    """Why a player away from the table cannot nominate: the night's victim during his last
    word, or once the discussion has begun (his last word is over), or any other departure."""
    if by != day.last_word:
        return "nomination.by_absent"
    return "nomination.last_word" if not day.spoken and day.turn < 0 and not day.nominator \
        else "nomination.night_victim"


def on_nominate(state: State, day: Day, ev: Event, i: int) -> None:
    by, target = ev["by"], ev["target"]
    if day.vote_started:
        state.report("nomination.after_vote", i)
        return
    if not state.players[by].at_table:
        state.report(_absent_nominator(day, by), i, by=by)
        return
    if not state.players[target].at_table:
        state.report("nomination.target_absent", i, target=target)
        return
    if not _speaker_check(state, day, by, i, "nomination.not_own_speech"):
        return
    if state.players[by].fouls >= state.rules.fouls.silence \
            and state.rules.choice("foul.third_nominate") == "may_not_nominate":
        state.report("nomination.silenced", i, by=by)
        return
    if ev.get("thumb") is False and state.rules.choice("nomination.thumb") == "thumb_required":
        # 7.3.2: "Иначе выставление не принимается" -- and the right is not used up
        state.report("nomination.no_thumb", i, by=by, target=target,
                     clause=state.option_clause("nomination.thumb"))
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


def on_ask_nominees(state: State, day: Day, ev: Event, i: int) -> None:
    """A player asks the judge who is nominated (official 4.3.4, league 7.7)."""
    seat = ev["seat"]
    if not state.players[seat].at_table:
        state.report("speech.absent", i, seat=seat)
        return
    if state.rules.cite("nomination.ask").number not in state.rules.options:
        return                         # the book gives the right with no limit (official 4.3.4)
    clause = state.option_clause("nomination.ask")
    if state.rules.choice("nomination.ask") == "no_asking":
        state.report("ask.forbidden", i, seat=seat, clause=clause)
    elif seat in day.asked:
        state.report("ask.twice", i, seat=seat, clause=clause)
    day.asked.add(seat)


def on_withdraw(state: State, day: Day, ev: Event, i: int) -> None:
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
        single = len(day.ballot) == 1
        day.determined_at = i if single else None
        day.decisive = day.ballot[0] if single else None


def end_day(state: State, day: Day) -> None:
    """Night is announced: an unfinished vote is counted as far as the protocol allows."""
    if day.result is None and not state.outcome:
        if day.cancelled:
            settle_day(day, DayResult.CANCELLED, None)
        elif not day.ballot or (day.number == 1 and len(day.ballot) == 1):
            settle_day(day, DayResult.NO_VOTE, None)
        elif not day.rounds:
            if len(day.ballot) == 1:
                leave_by_vote(state, day, tuple(day.ballot), DayResult.VOTED, None)
            else:
                state.report("vote.incomplete", None, day=phase_text(day.name), why=_NOT_RECORDED)
        else:
            rnd = day.rounds[-1]
            if not rnd.complete:
                close_round(state, day, rnd, None)
            if day.result is None:
                why = _NO_REVOTE if day.awaiting == "revote" else _NO_LIFT
                state.report("vote.incomplete", None, day=phase_text(day.name), why=why)
    if day.determined_at is None:
        day.determined_at = "end"
