"""Replaying a game: every event of a ``mafia-game/1`` document, in order.

>>> from app.engine.samples import sample_game
>>> state = Game.replay(sample_game())
>>> state.is_game_over(), state.winner
(True, 'red')
>>> [e.to_json() for e in state.eliminated][:2]
[{'seat': 7, 'phase': 'D1', 'how': 'voted'}, {'seat': 4, 'phase': 'N1', 'how': 'killed'}]
>>> state.speaking_order()["D2"]
[2, 3, 5, 6, 8, 9, 10, 1]
>>> [f.code for f in state.findings if f.severity != "info"]
[]
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..rules import get_ruleset
from . import day as day_rules
from . import discipline
from . import night as night_rules
from . import vote as vote_rules
from .model import Day, Night, event_name
from .state import State

if TYPE_CHECKING:
    from ..boulevard import BoulevardState

_DAY: dict[str, Callable] = {
    "speech": day_rules.on_speech, "nominate": day_rules.on_nominate,
    "withdraw": day_rules.on_withdraw, "vote": vote_rules.on_vote,
    "lift_vote": vote_rules.on_lift_vote, "ask_nominees": day_rules.on_ask_nominees,
}
_NIGHT: dict[str, Callable] = {
    "shooting": night_rules.on_shooting, "don_check": night_rules.on_don_check,
    "sheriff_check": night_rules.on_sheriff_check,
}
_ANY: dict[str, Callable] = {
    "warning": discipline.on_warning, "foul": discipline.on_foul,
    "disqualify": discipline.on_disqualify, "team_defeat": discipline.on_team_defeat,
    "tech_foul": discipline.on_tech_foul, "give_up": discipline.on_give_up,
    "guess": discipline.on_guess,
}
_AFTER_END = {"warning", "foul", "disqualify", "tech_foul", "guess"}   # in the final minute (8.19.1, 9.11)


class Game:
    """The engine's entry point: ``Game.replay(document) -> State``."""

    @staticmethod
    def replay(doc: Mapping[str, Any], until: tuple[int, int] | None = None) -> State | BoulevardState:
        """Replay ``doc`` (a validated game document).  ``until=(phase, event)`` stops
        before that event, as if the protocol ended there."""
        from ..editions import find_edition  # the club edition has an engine of its own
        return find_edition(doc["ruleset"]).replay(doc, until)


def replay_sport(doc: Mapping[str, Any], until: tuple[int, int] | None = None) -> State:
    """The sport edition's replay (reached through :mod:`app.editions`)."""
    state = State(get_ruleset(doc["ruleset"]), doc["players"])
    state.declared = doc.get("result") if until is None else None   # declared at the end
    state.awards = doc.get("awards")
    for p, phase in enumerate(doc.get("phases", [])):
        if until is not None and p > until[0]:
            break
        begin_phase(state, phase["phase"])
        for e, event in enumerate(phase.get("events", [])):
            if until is not None and (p, e) >= until:
                break
            apply(state, event, e)
    current = state.phase
    if isinstance(current, Night):
        night_rules.settle(state, current, complete=False)
    elif isinstance(current, Day) and (state.declared or {}).get("winner") and until is None:
        # a declared result closes the protocol: the last day is over, so its vote is
        # counted as far as it goes (the last candidate takes the rest, 7.13)
        day_rules.end_day(state, current)
        state.end_phase()
    return state


def begin_phase(state: State, name: str) -> None:
    previous = state.phase
    if isinstance(previous, Day):
        day_rules.end_day(state, previous)
    elif isinstance(previous, Night):
        night_rules.settle(state, previous, complete=True)
    state.end_phase()
    number = int(name[1:])
    if name[0] == "D":
        last_day = next((p for p in reversed(state.phases) if isinstance(p, Day)), None)
        victim = previous.victim if isinstance(previous, Night) else None
        phase = day_rules.begin_day(state, name, number, last_day, victim)
        state.days[name] = phase
    else:
        phase = Night(name, number)
        state.nights[name] = phase
    state.phases.append(phase)


def apply(state: State, event: Mapping[str, Any], index: int) -> None:
    """One event, in the current phase."""
    kind = event.get("type")
    state.event_count += 1
    phase = state.phase
    if state.outcome is not None and not (kind in _AFTER_END and state.final_minute()) \
            and not (kind == "vote" and isinstance(phase, Day) and vote_rules.late_last_count(phase, event)):
        state.report("game.event_after_end", index, outcome=state.outcome.text(), type=event_name(kind))
        return
    if kind in _ANY:
        _ANY[kind](state, event, index)
    elif kind == "best_move":
        from .best_move import on_best_move
        on_best_move(state, phase, event, index)
    elif isinstance(phase, Day) and kind in _DAY:
        _DAY[kind](state, phase, event, index)
    elif isinstance(phase, Night) and kind in _NIGHT:
        _NIGHT[kind](state, phase, event, index)
    else:
        state.report("game.unknown_event", index, type=event_name(kind))
