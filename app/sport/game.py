"""Replaying a game: every event of a ``mafia-game/1`` document, in order.

>>> from app.sport.samples import sample_game
>>> state = replay_sport(sample_game())
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

from collections.abc import Mapping
from typing import Any

from ..kernel.model import event_name
from ..kernel.replay import Engine, Event, Until, replay_events
from ..rules.ruleset import read_spec, sport_ruleset
from . import day as day_rules
from . import discipline
from . import night as night_rules
from . import vote as vote_rules
from .best_move import on_best_move
from .model import Day, Night
from .state import State

_AFTER_END = {"warning", "foul", "disqualify", "tech_foul", "guess"}   # in the final minute (8.19.1, 9.11)


def _open_day(state: State, name: str, number: int, night: Night | None) -> Day:
    last_day = next((p for p in reversed(state.phases) if isinstance(p, Day)), None)
    return day_rules.begin_day(state, name, number, last_day, night.victim if night else None)


def _after_end(state: State, kind: Any, event: Event) -> bool:
    """In the final minute penalties are still recorded, and a count written late for the
    last candidate of a round that ended the game."""
    if kind in _AFTER_END and state.final_minute():
        return True
    phase = state.phase
    return kind == "vote" and isinstance(phase, Day) and vote_rules.late_last_count(phase, event) is not None


SPORT: Engine[State, Day, Night] = Engine(
    day=Day, night=Night, open_day=_open_day, open_night=Night,
    end_day=day_rules.end_day, settle=night_rules.settle,
    anytime={"warning": discipline.on_warning, "foul": discipline.on_foul,
             "disqualify": discipline.on_disqualify, "team_defeat": discipline.on_team_defeat,
             "tech_foul": discipline.on_tech_foul, "give_up": discipline.on_give_up,
             "guess": discipline.on_guess},
    by_day={"speech": day_rules.on_speech, "nominate": day_rules.on_nominate,
            "withdraw": day_rules.on_withdraw, "vote": vote_rules.on_vote,
            "lift_vote": vote_rules.on_lift_vote, "ask_nominees": day_rules.on_ask_nominees},
    by_night={"shooting": night_rules.on_shooting, "don_check": night_rules.on_don_check,
              "sheriff_check": night_rules.on_sheriff_check},
    elsewhere={"best_move": on_best_move},
    after_end=_after_end, event_name=event_name, closed=State.end_phase)


def new_state(doc: Mapping[str, Any]) -> State:
    return State(sport_ruleset(*read_spec(doc["ruleset"])), doc["players"])


def replay_sport(doc: Mapping[str, Any], until: Until = None) -> State:
    """The sport edition's replay (reached through the registry, :func:`app.editions.replay`).
    ``until=(phase, event)`` stops before that event, as if the protocol ended there."""
    return replay_events(SPORT, new_state(doc), doc, until)
