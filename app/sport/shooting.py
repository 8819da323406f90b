"""Whom the mafia's shooting kills (8.5, 8.7): read by the night when morning comes and by
discipline when a removed player was the target."""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import Phrase

from ..kernel.outcomes import Team
from .model import Night

if TYPE_CHECKING:
    from .state import State

_RED = Phrase("a red player")
_GONE = Phrase("not at the table")
_MISS = Phrase("a miss")


def victim(state: State, night: Night, report: bool = False) -> int | None:
    """Whom the shooting kills: every black at the table on one living player (8.5, 8.7) --
    the table as it was at the count, whatever happens later in the night."""
    rec = night.shooting
    if rec is None:
        return None
    say = state.report if report else (lambda *a, **k: None)
    removed = night.count_removals
    present = set(rec.table)
    if rec.shots is None:
        killed = rec.recorded_kill
        if killed is not None and killed not in present:
            say("shooting.killed_absent", rec.event, seat=killed)
            return None
        return killed
    counted: dict[int, int | None] = {}
    for shooter, target in sorted(rec.shots.items()):
        player = state.players[shooter]
        if player.team != Team.BLACK or shooter not in present:
            say("shooting.not_black", rec.event, seat=shooter, why=_RED if player.team != Team.BLACK else _GONE)
            continue
        if shooter in removed:
            at = removed[shooter][0]
            if target is not None and (at is None or target >= at):
                say("shooting.void_shot", rec.event, seat=shooter, target=target, at=at)
                continue
        if target is not None and target not in present:
            say("shooting.target_absent", rec.event, seat=shooter, target=target)
        counted[shooter] = target
    for seat in sorted(present):
        if state.players[seat].team == Team.BLACK and seat not in rec.shots and seat not in removed:
            say("shooting.no_shot", rec.event, seat=seat)
            counted[seat] = None
    targets = set(counted.values())
    computed = None
    if len(targets) == 1 and None not in targets:
        target = targets.pop()
        computed = target if target in present else None
    if rec.has_recorded_kill and rec.recorded_kill != computed:
        say("shooting.killed_mismatch", rec.event,
            computed=_MISS if computed is None else Phrase("{seat} killed", seat=computed),
            killed=rec.recorded_kill)
    return computed
