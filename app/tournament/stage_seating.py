"""The seating of a stage: the request for the players who advanced into it (from the
standings of the stages before, app/tournament/stage_standings.py), and its seating marked
as the stage's (its round labels, name and titles) for every writer of a seating."""
from __future__ import annotations

from typing import Any

from .schedule import SEATS
from .stage_standings import StagedStandings
from .stages import Stage, StageError, find_stage

__all__ = ["as_stage", "stage_schedule_json", "stage_seating_request"]


def stage_seating_request(staged: StagedStandings, name: str, *, seed: int = 0, effort: float = 1.0):
    """The seating request of a stage for the players who advanced into it."""
    from .seating import SeatingRequest
    stage = find_stage(staged.plan, name)
    k = staged.plan.index(stage)
    if k == 0:
        raise StageError("stages.first", name=stage.text())
    before = staged.stages[k - 1]
    if not before.stage.advance:
        raise StageError("stages.no_advance", name=stage.text(), previous=before.stage.text())
    players = before.advancing
    needed = SEATS * stage.tables
    if len(players) < needed:
        raise StageError("stages.too_few", name=stage.text(), players=len(players), needed=needed)
    seats = len(stage.rounds) * needed
    if seats % len(players):
        raise StageError("stages.uneven", name=stage.text(), players=len(players), rounds=len(stage.rounds),
                         tables=stage.tables)
    ids = [r.player_id or "" for r in players]
    return SeatingRequest([r.name for r in players], stage.tables, seats // len(players), seed,
                          ids=ids if any(ids) else None, effort=effort)


def as_stage(schedule: Any, stage: Stage) -> Any:
    """``schedule`` (a stage's seating, its rounds 1, 2, 3 …) marked as the stage's: its
    rounds under the stage's round labels (a final's 11–13), the stage's name and titles,
    which every writer of a seating keeps (JSON, CSV) and its papers print."""
    schedule.round_labels = list(stage.rounds[:len(schedule.rounds)])
    schedule.stage, schedule.stage_titles = stage.name, dict(stage.title)
    return schedule


def stage_schedule_json(schedule: Any, stage: Stage) -> dict:
    """The ``mafia-seating/1`` JSON of a stage's seating: its rounds under the stage's round
    labels, the stage's name and titles (additive keys: the file stays a plain schedule)."""
    from .schedule_io import schedule_json
    return schedule_json(as_stage(schedule, stage))
