"""What a regulation needs to know about each seat of a game, read off the engine's State.

Nothing here decides a rule of the game: who won, who left how and when, the first
night's victim and the best move's hits are the engine's answers. This module only
names them in the words a scoring regulation uses.

>>> from app.sport import sample_game
>>> from app import editions
>>> facts = seat_facts(editions.replay(sample_game()))
>>> facts[4].result, facts[4].first_killed, facts[4].best_move_hits, facts[3].left_how
('win', True, 3, 'killed')
"""
from __future__ import annotations

from typing import NamedTuple

from app.sport import State
from app.sport.best_move import first_victim


class SeatFacts(NamedTuple):
    """Immutable like a frozen dataclass, but built five times faster: the standings of
    300 games build 3,000 of them (docs/scoring.md, "Speed")."""

    seat: int
    name: str
    role: str
    team: str
    result: str | None            # win | loss | draw; None while the game is not over
    left_how: str | None          # killed | voted | fouls | disqualified
    left_phase: str | None
    fouls_out: bool               # left by the fourth foul
    removed: bool                 # removed (9.3.3), also while leaving
    removal_lost: bool            # that removal or fourth foul is where the team lost the game
    team_defeat: bool             # this seat's team-defeat penalty (9.3.4) ended the game
    first_killed: bool            # the victim of night 1
    best_move_hits: int | None    # the blacks this seat's best move named, if it made one


def _result(winner: str | None, team: str) -> str | None:
    if winner is None:
        return None
    if winner == "draw":
        return "draw"
    return "win" if winner == team else "loss"


def team_defeat_seat(state: State) -> int | None:
    """The seat whose team-defeat penalty ended the game, as the engine reported it."""
    out = state.outcome
    if out is None or out.reason != "team_defeat":
        return None
    for f in state.findings:
        if f.code == "game.team_defeat" and f.phase == out.phase and f.event == out.event:
            return dict(f.params).get("seat")
    return None


def seat_facts(state: State, winner: str | None = None) -> dict[int, SeatFacts]:
    """``winner``: the result the secretary set by a correction, in place of the engine's."""
    victim = first_victim(state)
    defeat = team_defeat_seat(state)
    out = state.outcome
    bm = state.best_move
    decided = winner or state.winner
    facts = {}
    for seat, p in state.players.items():
        left = p.left
        result = _result(decided, p.team)
        how = left.how if left else None
        removed = bool(left and (how == "disqualified" or left.disqualified))
        lost_here = bool(left and how in ("fouls", "disqualified") and out is not None
                         and out.reason != "team_defeat" and result == "loss"
                         and out.phase == left.phase and out.event == left.event)
        facts[seat] = SeatFacts(
            seat, p.name, p.role, p.team, result, how, left.phase if left else None,
            how == "fouls", removed, lost_here, defeat == seat, victim == seat,
            bm.hits if bm is not None and bm.seat == seat else None)
    return facts
