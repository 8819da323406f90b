"""Where the game stands: the phase, the step, who speaks now and for how long.

Read-only, from the state; the flow assistant beside the sheet shows it.

>>> from app.engine import Game, sample_game
>>> doc = sample_game()
>>> doc["phases"] = doc["phases"][:2]; del doc["result"]
>>> doc["phases"][1]["events"] = doc["phases"][1]["events"][:1]
>>> f = flow(Game.replay(doc))
>>> f.phase, f.step, f.speaker, f.candidates
('D1', 'discussion', 2, [7])
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .engine import State
from .engine.model import Day, Night

SPEECH, SHORT, AGREEMENT = 60, 30, 60   # seconds (6.1, 7.17/9.7, 5.1)


@dataclass(frozen=True)
class Flow:
    phase: str | None
    step: str                   # see STEPS
    order: list[int] = field(default_factory=list)
    speaker: int | None = None  # who speaks now (or next)
    candidates: list[int] = field(default_factory=list)
    seconds: int = SPEECH       # the timer's preset for this step
    round: int | None = None


STEPS = ("setup", "agreement", "last_word", "discussion", "revote_speeches", "vote", "lift_all",
         "day_over", "shooting", "don_check", "sheriff_check", "night_actions", "introductions", "night_over",
         "game_over")


def flow(state: State) -> Flow:
    phase = state.phase
    if state.outcome is not None:
        return Flow(phase.name if phase else None, "game_over")
    if phase is None:
        return Flow(None, "setup")
    if phase.name[0] == "N":
        return _night(phase) if isinstance(phase, Night) else _club_night(state, phase)
    return _day(state, phase)


def _club_night(state: State, night) -> Flow:
    """A boulevard night: one action per role in play, in the text's order."""
    if night.number == 0:      # the night of introductions: no mafia agreement at a club table
        return Flow(night.name, "introductions", seconds=AGREEMENT)
    missing = [r for r in state.night_roles() if r.action not in night.actions and state.actors(r)]
    return Flow(night.name, "night_actions" if missing else "night_over")


def _night(night: Night) -> Flow:
    if night.number == 0:
        return Flow(night.name, "agreement", seconds=AGREEMENT)
    if night.shooting is None:
        step = "shooting"
    elif night.don_check is None:
        step = "don_check"
    elif night.sheriff_check is None:
        step = "sheriff_check"
    else:
        step = "night_over"
    return Flow(night.name, step)


def _day(state: State, day: Day) -> Flow:
    order = day.speaking_order()
    candidates = list(day.ballot)
    if day.result is not None:
        return Flow(day.name, "day_over", order, candidates=candidates)
    awaiting = getattr(day, "awaiting", None)
    if awaiting == "revote":
        return Flow(day.name, "revote_speeches", order, candidates=list(day.rounds[-1].leaders),
                    seconds=SHORT, round=day.rounds[-1].number + 1)
    if awaiting in ("lift", "lift_all_table"):
        return Flow(day.name, "lift_all", order, candidates=list(day.rounds[-1].candidates))
    if day.vote_started:
        return Flow(day.name, "vote", order, candidates=list(day.rounds[-1].candidates),
                    round=day.rounds[-1].number)
    turn = getattr(day, "turn", -1)
    last_word = getattr(day, "last_word", None)
    if last_word is not None and not day.spoken and turn < 0 and not day.ballot:
        return Flow(day.name, "last_word", order, speaker=last_word, candidates=candidates)
    pending = [s for s in order if s not in day.spoken and day.order.index(s) > turn]
    if not pending:
        return Flow(day.name, "vote", order, candidates=candidates, round=1)
    speaker = pending[0]
    seconds = SHORT if speaker in getattr(day, "shortened", ()) else SPEECH
    return Flow(day.name, "discussion", order, speaker, candidates, seconds)
