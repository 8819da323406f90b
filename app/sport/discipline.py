"""Penalties (9.3): warnings, fouls, removals, team defeat, and the votes removals cancel
(9.10 / official 7.1, 7.2, and night-disqualification.txt)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import Phrase

from ..kernel.findings import phase_text
from ..kernel.model import Event
from ..kernel.outcomes import WINNER_TEXT, Cause, DayResult, Departure, Reason, Team, Winner
from .model import Day, Night
from .shooting import victim
from .vote import leave_ballot

if TYPE_CHECKING:
    from .state import State

_PENALTY_NAMES = {
    "foul": Phrase("a foul"), "disqualify": Phrase("removal"),
    "team_defeat": Phrase("team defeat"), "none": Phrase("no penalty"),
    "warning": Phrase("a warning"),
    "tech_foul": Phrase("a technical foul"), "give_up": Phrase("giving up"),
}
_REMOVED: dict[Cause | None, str] = {Cause.TECH_FOULS: "tech_foul.second", Cause.GIVE_UP: "give_up.left"}
_ALREADY = Phrase("this day's vote is already cancelled; only one vote is skipped")


def _last_word(state: State, seat: int) -> bool:
    """Is the seat leaving right now: a last word, or the game's final minute?"""
    record = state.players[seat].left
    phase = state.phase
    if record is None:
        return False
    if state.outcome is not None:
        return True
    if record.how == Departure.VOTED:
        return phase is not None and record.phase == phase.name
    if record.how == Departure.KILLED:
        return isinstance(phase, Day) and record.phase == f"N{phase.number - 1}"
    return False


def _clause_check(state: State, ev: Event, i: int, recorded: str) -> None:
    clause = ev.get("clause")
    if not clause or not clause.startswith("10."):
        return
    expected = state.rules.penalty(clause)
    if expected is None:
        state.report("penalty.unknown_clause", i, violation=clause)
    elif expected != recorded:
        state.report("penalty.clause_mismatch", i, clause=clause, violation=clause,
                     expected=_PENALTY_NAMES[expected], recorded=_PENALTY_NAMES[recorded])


def _absent(state: State, seat: int, i: int, kind: str) -> bool:
    left = state.players[seat].left
    if left is None or _last_word(state, seat):
        return False
    if kind == "foul" and left.how == Departure.FOULS:
        state.report("foul.fifth", i, seat=seat)
    else:
        state.report("penalty.absent", i, seat=seat, kind=_PENALTY_NAMES[kind])
    return True


def on_warning(state: State, ev: Event, i: int) -> None:
    if not _absent(state, ev["seat"], i, "warning"):
        state.players[ev["seat"]].warnings += 1


def on_foul(state: State, ev: Event, i: int) -> None:
    seat = ev["seat"]
    if _absent(state, seat, i, "foul"):
        return
    _clause_check(state, ev, i, "foul")
    player = state.players[seat]
    player.fouls += 1
    limits = state.rules.fouls
    if not player.at_table:          # a last word or the final minute: the word ends, nothing else
        if player.fouls == limits.removal:
            state.report("foul.fourth_last_word", i, seat=seat)
        return
    if player.fouls == limits.silence:
        _third_foul(state, seat, i)
    elif player.fouls == limits.removal:
        remove(state, seat, Departure.FOULS, i)


def _third_foul(state: State, seat: int, i: int) -> None:
    """9.5: the next speech is lost, once; 9.7: with three or four at the table it is shortened."""
    present = len(state.at_table())
    phase = state.phase
    # today: the seat's turn to speak has not come yet in this day's circle
    today = phase if isinstance(phase, Day) and seat in phase.order and not phase.vote_started \
        and phase.order.index(seat) > phase.turn else None
    if present <= 4:
        state.report("foul.third_shortened", i, seat=seat, alive=present)
        if today is not None:
            today.shortened.add(seat)
        else:
            state.players[seat].silence_pending = True
        return
    state.report("foul.third", i, seat=seat)
    if today is not None:
        today.silenced.add(seat)
    else:
        state.players[seat].silence_pending = True


def on_disqualify(state: State, ev: Event, i: int) -> None:
    seat = ev["seat"]
    if _absent(state, seat, i, "disqualify"):
        return
    _clause_check(state, ev, i, "disqualify")
    left = state.players[seat].left
    if left is not None:
        left.disqualified = True
        state.report("disqualify.last_word", i, seat=seat)
        return
    night = state.phase
    if isinstance(night, Night):
        if ev.get("during_shooting"):
            at = ev.get("at_number")
            if at is not None and not state.players[at].at_table \
                    and state.rules.choice("night.shooting") == "living_numbers":
                # 8.3.2: only the numbers of players at the table are called
                state.report("disqualify.at_number_absent", i, seat=seat, at=at,
                             clause=state.option_clause("night.shooting"))
            night.count_removals[seat] = (at, i)
            return
    remove(state, seat, Departure.DISQUALIFIED, i)


def on_tech_foul(state: State, ev: Event, i: int) -> None:
    """Technical fouls are counted apart from fouls; the second removes the player, as a
    removal does (mafiaratings 9.6.2, Polemica's "techs")."""
    seat = ev["seat"]
    if _absent(state, seat, i, "tech_foul"):
        return
    player = state.players[seat]
    player.tech_fouls += 1
    if player.tech_fouls == 2 and player.at_table:
        remove(state, seat, Departure.DISQUALIFIED, i, cause=Cause.TECH_FOULS)


def on_give_up(state: State, ev: Event, i: int) -> None:
    """A player who gives up leaves as a removed one: no last word, the same vote lost."""
    seat = ev["seat"]
    if _absent(state, seat, i, "give_up"):
        return
    remove(state, seat, Departure.DISQUALIFIED, i, cause=Cause.GIVE_UP)


def on_guess(state: State, ev: Event, i: int) -> None:
    """A departing player's guess (named blacks, reds, a "vice") changes nothing at the table."""


def on_team_defeat(state: State, ev: Event, i: int) -> None:
    seat = ev["seat"]
    _clause_check(state, ev, i, "team_defeat")
    winner = Winner.RED if state.players[seat].team == Team.BLACK else Winner.BLACK
    state.report("game.team_defeat", i, seat=seat, outcome=WINNER_TEXT[winner])
    state.finish(winner, Reason.TEAM_DEFEAT, i)


def remove(state: State, seat: int, how: Departure, i: int | None, cause: Cause | None = None) -> None:
    """A player leaves by a fourth foul or a removal: no last word (9.9), maybe no vote."""
    phase = state.phase
    if _killed_in_the_count(state, seat, how, i):
        return
    if isinstance(phase, Night) and seat not in phase.count_removals:
        end_count(state, phase)         # the count's removals left before this one
    if isinstance(phase, Day) and not phase.vote_started \
            and not (seat in phase.order and phase.order.index(seat) <= phase.turn):
        phase.skipped.add(seat)     # once the vote has begun every speech is over: he had the floor
    over = state.outcome is not None
    if not over and isinstance(phase, Day) and phase.decisive == seat and phase.result is None:
        # 1.4: "моментом вывода игрока является момент голосования" -- the vote had already
        # sent this player out, so they leave by the vote, removed on the way (9.10.1's
        # exception for the player the vote removes: nothing is cancelled)
        state.eliminate(seat, Departure.VOTED, i, disqualified=True)
        state.report("disqualify.voted_out", i, seat=seat, day=phase_text(phase.name))
        state.check_victory(i)
        return
    then = Phrase.verbatim("") if over else _cancel_vote(state, seat, i)
    state.eliminate(seat, how, i, disqualified=False, cause=cause)
    code = "foul.fourth" if how == Departure.FOULS else _REMOVED.get(cause, "disqualify.removed")
    state.report(code, i, seat=seat, then=then)
    if over:
        state.report("game.final_minute", i)
        return
    state.check_victory(i)
    if isinstance(phase, Day):
        leave_ballot(state, phase, seat, i)


def end_count(state: State, night: Night) -> None:
    """The count is over: the judge announces the removals made during it and those players
    leave (НД.3) -- before anything after the count (a check, another removal) or the
    morning.  One the mafia shot stays until the morning, killed and disqualified (НД.6)."""
    if (night.shooting is None and not night.settled) or not night.count_removals:
        return
    killed = victim(state, night)
    for seat, (_, event) in sorted(night.count_removals.items(), key=lambda kv: kv[1][1]):
        if seat != killed and state.players[seat].at_table:
            remove(state, seat, Departure.DISQUALIFIED, event)


def _killed_in_the_count(state: State, seat: int, how: Departure, i: int | None) -> bool:
    """The night's victim removed after the count, during the checks: the count already
    killed them, so they leave in the morning as killed, removed on the way, and -- "убит
    ночью" (official 7.1, 9.10.1) -- no vote is cancelled."""
    night = state.phase
    if not isinstance(night, Night) or night.settled or night.shooting is None \
            or state.outcome is not None or victim(state, night) != seat:
        return False
    night.victim_removed.add(seat)
    if how == Departure.FOULS:
        state.report("foul.fourth_killed", i, seat=seat, day=phase_text(f"D{night.number + 1}"))
    else:
        state.report("disqualify.killed", i, seat=seat, day=phase_text(f"D{night.number + 1}"),
                     topic="removal.vote_cancel")
    return True


def _cancel_vote(state: State, seat: int, i: int | None) -> Phrase:
    """Which vote a removal costs: today's while its result is open, else the next day's;
    several removals cost one vote (vote-cancellation.txt)."""
    if state.rules.choice("removal.vote_cancel") != "cancel_vote":
        return Phrase.verbatim("")
    phase = state.phase
    after_result = False
    if isinstance(phase, Day):
        if phase.decisive == seat:
            return Phrase.verbatim("")
        if phase.determined_at is None:
            target = phase.number
        elif phase.result == DayResult.CANCELLED:
            state.report("removal.vote_kept", i, seat=seat, why=_ALREADY, day=phase_text(f"D{phase.number + 1}"))
            return Phrase.verbatim("")
        else:
            target, after_result = phase.number + 1, True
    elif phase is not None:
        target = phase.number + 1
    else:                       # nothing is recorded before the first phase
        return Phrase.verbatim("")
    if target in state.cancelled:
        state.report("removal.vote_kept", i, seat=seat, why=_ALREADY, day=phase_text(f"D{target + 1}"))
        return Phrase.verbatim("")
    state.cancelled.add(target)
    if isinstance(phase, Day) and target == phase.number:
        phase.cancelled = True
        if phase.vote_started:
            phase.result, phase.awaiting, phase.determined_at = DayResult.CANCELLED, None, i
    if after_result:
        return state.fragment("fragment.vote_cancelled_next", day=phase_text(f"D{target}"),
                              clause=state.option_clause("removal.after_result"))
    return state.fragment("fragment.vote_cancelled", day=phase_text(f"D{target}"),
                          clause=state.option_clause("removal.vote_cancel"))
