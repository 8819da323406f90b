"""What the hall may see of a game: a whitelist projection of the protocol snapshot.

The audience screen (the second window, the page for a stream) shows only what the room
already knows: the seats and nicknames, the fouls, who has left and how, the speaker and the
timer, the nominations, the vote as it is counted and, at the end, the result.  Every field
of :class:`AudienceView` is copied here by name from the snapshot (or the flow and the
timer), so a fact added to the snapshot later reaches the hall only when it is added here on
purpose: nothing of a role, a shot or a check is in it before the game ends.  After the end
the roles are shown as the public protocol prints them (``ProtocolSnapshot.roles_public``).

A night's victim is told to the room in the morning: while the night is still the current
phase, a player killed in it is shown seated.

>>> from app import editions
>>> from app.sport import sample_game
>>> from app.snapshot import build_snapshot
>>> doc = sample_game(); del doc["result"]; doc["phases"] = doc["phases"][:2]
>>> view = audience_view(build_snapshot(editions.replay(doc), doc))
>>> view.phase, view.finished, [s.role for s in view.seats][:3]
('D1', False, [None, None, None])
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.i18n import Message
from app.snapshot import Day, ProtocolSnapshot, Seat

if TYPE_CHECKING:
    from app.flow import Flow


@dataclass(frozen=True)
class Timer:
    """The speech timer as the judge's sheet runs it."""

    left: int
    preset: int
    running: bool = False


@dataclass(frozen=True)
class AudienceSeat:
    seat: int
    name: str
    fouls: int                        # the fouls (the boulevard book: its light violations)
    left: str | None = None           # how the player left (app.snapshot.LEAVE_CODES), once the room knows
    left_phase: str | None = None
    speaking: bool = False
    nominated: bool = False
    role: str | None = None           # after the end only, where the protocol prints roles
    role_name: Message | None = None
    won: bool | None = None           # after the end only


@dataclass(frozen=True)
class Nomination:
    seat: int
    by: int | None


@dataclass(frozen=True)
class VoteRound:
    number: int
    counts: tuple[tuple[int, int | None], ...]   # candidate -> hands (None: not counted yet)
    complete: bool


@dataclass(frozen=True)
class Result:
    winner: str
    words: Message
    reason: str


@dataclass(frozen=True)
class AudienceView:
    edition: str
    tournament: str
    round: str
    table: str
    game: str
    phase: str | None                 # the phase under way (D2, N1); None before the first
    step: str                         # app.flow's step; every night step is "night"
    seats: tuple[AudienceSeat, ...]
    speaker: int | None = None
    timer: Timer | None = None
    nominations: tuple[Nomination, ...] = ()
    rounds: tuple[VoteRound, ...] = ()
    lift: int | None = None           # hands raised to lift everyone on the ballot
    day_result: str | None = None     # the day's result code (app.sport.DayResult) once known
    leaving: tuple[int, ...] = ()     # whom the day's vote sends out
    best_move: tuple[int, ...] = ()   # the first victim's guess, said aloud at the table
    result: Result | None = None

    @property
    def finished(self) -> bool:
        return self.result is not None


def audience_view(snap: ProtocolSnapshot, flow: Flow | None = None, timer: Timer | None = None) -> AudienceView:
    """The hall's view of ``snap``; ``flow`` (``app.flow.Flow``) names the step and the speaker,
    ``timer`` is the sheet's speech timer (None: not shown)."""
    phase = snap.phases[-1] if snap.phases else None
    finished = snap.outcome is not None
    at_night = phase is not None and phase.startswith("N") and not finished
    day = _current_day(snap, phase)
    step = "game_over" if finished else ("night" if at_night else (flow.step if flow is not None else "setup"))
    speaker = None if at_night or finished or flow is None else flow.speaker
    reveal = finished and snap.roles_public
    seats = tuple(_seat(s, phase, at_night, speaker, day, reveal) for s in snap.seats)
    hidden = {s.seat for s, shown in zip(snap.seats, seats, strict=True) if s.left and not shown.left}
    out = snap.outcome
    return AudienceView(
        edition=snap.header.edition, tournament=snap.header.tournament, round=snap.header.round,
        table=snap.header.table, game=snap.header.game, phase=phase, step=step, seats=seats,
        speaker=speaker, timer=None if at_night or finished else timer,
        nominations=tuple(Nomination(c.seat, c.nominated_by) for c in day.ballot) if day else (),
        rounds=tuple(VoteRound(r.number, tuple(r.counts), r.complete) for r in day.rounds) if day else (),
        lift=day.lift if day else None, day_result=day.result if day else None,
        leaving=tuple(day.leaving) if day and day.result is not None else (),
        best_move=tuple(snap.best_move.guess) if snap.best_move and snap.best_move.seat not in hidden else (),
        result=Result(out.winner, out.winner_words, out.reason) if out is not None else None)


def _current_day(snap: ProtocolSnapshot, phase: str | None) -> Day | None:
    """The day under way; at night and after the end, none (the hall sees the seats)."""
    return next((d for d in snap.days if d.name == phase), None)


def _seat(seat: Seat, phase: str | None, at_night: bool, speaker: int | None, day: Day | None,
          reveal: bool) -> AudienceSeat:
    left = seat.left
    # the night's victim is announced in the morning
    if left is not None and at_night and left.phase == phase and left.how == "killed":
        left = None
    fouls = seat.ladder.light if seat.ladder is not None else seat.fouls
    return AudienceSeat(
        seat=seat.seat, name=seat.name, fouls=fouls,
        left=left.how if left else None, left_phase=left.phase if left else None,
        speaking=seat.seat == speaker,
        nominated=day is not None and any(c.seat == seat.seat for c in day.ballot),
        role=seat.role if reveal else None, role_name=seat.role_name if reveal else None,
        won=seat.won if reveal else None)
