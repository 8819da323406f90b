"""8.17: the best move of the first night's victim."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..kernel.model import Event
from ..kernel.outcomes import Team
from .model import BestMove, Day

if TYPE_CHECKING:
    from .state import State


def first_victim(state: State) -> int | None:
    night = state.nights.get("N1")
    return night.victim if night else None


def on_best_move(state: State, day: Day, ev: Event, i: int) -> None:
    clause = state.option_clause("best_move")
    if state.rules.choice("best_move") == "not_recorded":
        state.report("best_move.not_recorded", i, clause=clause)
        return
    if state.best_move is not None:
        state.report("best_move.twice", i, clause=clause)
        return
    seat = ev["seat"]
    if day.number != 2 or seat != first_victim(state):
        state.report("best_move.not_first_killed", i, seat=seat, clause=clause)
        return
    left = state.players[seat].left
    if left is not None and left.disqualified:
        # 8.17.1: the best move is named "в своей заключительной речи"; a removed player has
        # none (9.9, 9.11), killed or not -- the same in the official book, which borrows them
        state.report("best_move.removed", i, seat=seat, clause=clause)
        return
    d1 = state.days.get("D1")
    voted_out = len(d1.leaving) if d1 else 0
    if voted_out >= 2:
        state.report("best_move.not_eligible", i, count=voted_out, clause=clause)
        return
    guess = tuple(ev["guess"])
    if seat in guess:
        state.report("best_move.self", i, seat=seat, clause=clause)
    hits = sum(1 for s in guess if state.players[s].team == Team.BLACK)
    state.best_move = BestMove(seat, guess, hits, day.name, i)
