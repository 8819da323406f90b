"""The events as typed records, one per row of the events tables (``event_shapes.py``,
``boulevard.py``); one record serves the types of a shared row, its first field the type.

Written by ``python -m app.format.generate`` from the tables: change the tables, not this
file (tests/app/format/test_event_records.py fails when it is not what they give).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .record_base import ABSENT, Absent, Event, KindOf, Seats, Shots


@dataclass(frozen=True)
class Speech(Event):
    TYPE: ClassVar[str] = "speech"
    seat: int


@dataclass(frozen=True)
class Nominate(Event):
    TYPE: ClassVar[str] = "nominate"
    by: int
    target: int
    thumb: bool | Absent = ABSENT


@dataclass(frozen=True)
class AskNominees(Event):
    TYPE: ClassVar[str] = "ask_nominees"
    seat: int


@dataclass(frozen=True)
class Withdraw(Event):
    TYPE: ClassVar[str] = "withdraw"
    by: int
    target: int


@dataclass(frozen=True)
class Vote(Event):
    """The hands for one candidate in one round: who raised them, or only how many."""
    TYPE: ClassVar[str] = "vote"
    round: int
    candidate: int
    voters: Seats | Absent = ABSENT
    count: int | Absent = ABSENT


@dataclass(frozen=True)
class LiftVote(Event):
    TYPE: ClassVar[str] = "lift_vote"
    voters: Seats | Absent = ABSENT
    count: int | Absent = ABSENT
    against: Seats | Absent = ABSENT
    against_count: int | Absent = ABSENT


@dataclass(frozen=True)
class BestMove(Event):
    TYPE: ClassVar[str] = "best_move"
    seat: int
    guess: Seats


@dataclass(frozen=True)
class Shooting(Shots, Event):
    """The mafia's shots (``{"shooter seat": target or None}``) and/or who was killed."""
    TYPE: ClassVar[str] = "shooting"
    shots: Mapping[str, int | None] | Absent = ABSENT
    killed: int | None | Absent = ABSENT


@dataclass(frozen=True)
class DonCheck(Event):
    TYPE: ClassVar[str] = "don_check"
    target: int
    result: str | Absent = ABSENT


@dataclass(frozen=True)
class SheriffCheck(Event):
    TYPE: ClassVar[str] = "sheriff_check"
    target: int
    result: str | Absent = ABSENT


@dataclass(frozen=True)
class Penalty(KindOf, Event):
    """warning, foul, team_defeat, tech_foul: a seat and, optionally, the clause."""
    kind_of: str
    seat: int
    clause: str | Absent = ABSENT


@dataclass(frozen=True)
class GiveUp(Event):
    TYPE: ClassVar[str] = "give_up"
    seat: int


@dataclass(frozen=True)
class Guess(Event):
    TYPE: ClassVar[str] = "guess"
    seat: int
    black: Seats | Absent = ABSENT
    red: Seats | Absent = ABSENT
    vice: int | Absent = ABSENT


@dataclass(frozen=True)
class Disqualify(Event):
    """A removal; a sport night's also says whether the count had begun, a boulevard one may
    carry the host's note."""
    TYPE: ClassVar[str] = "disqualify"
    seat: int
    clause: str | Absent = ABSENT
    during_shooting: bool | Absent = ABSENT
    at_number: int | Absent = ABSENT
    note: str | Absent = ABSENT


@dataclass(frozen=True)
class NightAction(KindOf, Event):
    """A boulevard role's act at night: ``by`` acts on ``target`` (or the pair ``targets``)."""
    kind_of: str
    by: int
    target: int | None | Absent = ABSENT
    targets: Seats | Absent = ABSENT
    result: str | Absent = ABSENT


@dataclass(frozen=True)
class Violation(Event):
    TYPE: ClassVar[str] = "violation"
    seat: int
    kind: str
    removal: bool | Absent = ABSENT
    note: str | Absent = ABSENT


@dataclass(frozen=True)
class Note(Event):
    TYPE: ClassVar[str] = "note"
    text: str


@dataclass(frozen=True)
class Correction(Event):
    """The host strikes (``replacement`` None) or replaces an event of a phase."""
    TYPE: ClassVar[str] = "correction"
    phase: str | Absent = field(default=ABSENT, kw_only=True)
    event: int
    replacement: Mapping[str, Any] | None
    note: str | Absent = ABSENT


@dataclass(frozen=True)
class HostError(Event):
    TYPE: ClassVar[str] = "host_error"
    round: str
    remedy: str
    note: str | Absent = ABSENT


@dataclass(frozen=True)
class Appeal(Event):
    TYPE: ClassVar[str] = "appeal"
    by: int | Absent = ABSENT
    text: str | Absent = ABSENT


PENALTIES = ("warning", "foul", "team_defeat", "tech_foul")
NIGHT_ACTIONS = ("putana_block", "lawyer_defend", "bartender_swap", "doctor_heal", "mafia_shot",
                 "maniac_attack", "commissar_check", "journalist_compare")
RECORDS: dict[str, type[Event]] = {cls.TYPE: cls for cls in (Speech, Nominate, AskNominees, Withdraw, Vote,
    LiftVote, BestMove, Shooting, DonCheck, SheriffCheck, GiveUp, Guess, Disqualify, Violation, Note,
    Correction, HostError, Appeal)}
