"""A game's points per seat, as the protocol prints them.

The tournament regulations (extra points limits, the best move, compensation) will live
here too; for one game the usual sheet gives the win point, the judges' extra points and
the penalty points.

>>> from app.engine import Game, sample_game
>>> points = game_points(Game.replay(sample_game()), sample_game()["awards"])
>>> points[3], points[5].total
(SeatPoints(win=1, extra=0.4, penalty=None, total=1.4), 0)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from .engine import State


@dataclass(frozen=True)
class SeatPoints:
    win: int | None          # None while the game is not finished
    extra: float | None
    penalty: float | None
    total: float | None


def win_point(state: State, seat: int) -> int | None:
    """1 for each player of the winning team, 0 otherwise (a draw gives none)."""
    if state.outcome is None:
        return None
    return 1 if state.players[seat].team == state.winner else 0


def game_points(state: State, awards: Mapping[str, Any] | None) -> dict[int, SeatPoints]:
    awards = awards or {}
    out = {}
    for seat in state.players:
        win = win_point(state, seat)
        extra = (awards.get("extra_points") or {}).get(str(seat))
        penalty = (awards.get("penalty_points") or {}).get(str(seat))
        total = None if win is None else round(win + (extra or 0) + (penalty or 0), 4)
        out[seat] = SeatPoints(win, extra, penalty, total)
    return out
