"""The sport edition's records of a replayed game: its days with their vote rounds, its nights
with the shooting and the checks, the best move.  Plain data; the rules live in the handlers
(the records both editions share are in app/kernel/model.py)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..kernel.model import day_json, round_json
from ..kernel.outcomes import DayResult

__all__ = ["BestMove", "Day", "Night", "Shooting", "VoteRound"]


@dataclass(slots=True)
class VoteRound:
    number: int
    candidates: tuple[int, ...]
    table: tuple[int, ...] = ()                              # at the table when the round began (7.12)
    tallies: dict[int, int] = field(default_factory=dict)
    voters: dict[int, tuple[int, ...] | None] = field(default_factory=dict)
    recorded: dict[int, int] = field(default_factory=dict)   # candidate -> recorded count
    seen: set[int] = field(default_factory=set)              # voters so far
    last_event: int | None = None                            # the round's latest vote event
    complete: bool = False
    leaders: tuple[int, ...] = ()

    @property
    def last(self) -> int:
        return self.candidates[-1]

    def inferred(self) -> list[int]:
        """The candidates whose tally is the rest of the table (7.13): the last one, once
        every other candidate's count is known."""
        return [self.last] if self.complete and len(self.candidates) > 1 else []

    def to_json(self) -> dict[str, Any]:
        """Recorded counts while the round is under way; once it is complete, every tally,
        the last candidate's being the remainder (listed in ``inferred``)."""
        if self.complete:
            tallies = {str(c): self.tallies.get(c, 0) for c in self.candidates}
        else:
            tallies = {str(c): self.recorded[c] for c in self.candidates if c in self.recorded}
        return round_json(self.number, self.candidates, tallies, self.leaders,
                          inferred=self.inferred(), complete=self.complete)


@dataclass(slots=True)
class Day:
    name: str
    number: int
    order: list[int]                      # seats at the table at dawn, from the opener
    opener: int
    closer: int
    last_word: int | None = None          # the night's victim
    silenced: set[int] = field(default_factory=set)
    shortened: set[int] = field(default_factory=set)
    skipped: set[int] = field(default_factory=set)   # left before their turn came
    spoken: list[int] = field(default_factory=list)  # `speech` events, in order
    turn: int = -1                        # position in `order` of the current speaker
    ballot: list[int] = field(default_factory=list)  # accepted nominees, in order
    nominator: dict[int, int] = field(default_factory=dict)   # by -> target
    asked: set[int] = field(default_factory=set)     # who asked who is nominated (7.7)
    last_nomination: tuple[int, int] | None = None  # (by, event) of the latest ballot change
    rounds: list[VoteRound] = field(default_factory=list)
    awaiting: str | None = None           # "revote" | "lift" while the vote is open
    lift: tuple[int, tuple[int, ...] | None] | None = None
    result: DayResult | None = None
    leaving: tuple[int, ...] = ()
    determined_at: int | str | None = None   # event index, or "end" for the night's announcement
    cancelled: bool = False
    revote_extra_used: bool = False       # 7.19.2: one re-vote for other voters
    decisive: int | None = None           # the candidate sure to leave before the count ends
    left_here: int = 0                    # eliminations during this phase

    @property
    def vote_started(self) -> bool:
        return bool(self.rounds) or self.lift is not None

    def speaking_order(self) -> list[int]:
        return [s for s in self.order if s not in self.silenced and s not in self.skipped]

    def to_json(self) -> dict[str, Any]:
        """The day's vote as ``check --json`` adds it to the spec's report."""
        out = day_json(self.ballot, [r.to_json() for r in self.rounds], self.result, self.leaving,
                       determined_at=self.determined_at)
        if self.lift is not None:
            out["lift_all"] = self.lift[0]
        return out


@dataclass(slots=True)
class Shooting:
    event: int
    shots: dict[int, int | None] | None
    recorded_kill: int | None
    has_recorded_kill: bool
    victim: int | None = None
    # who sat at the table when the count began (the removals of the count included): a
    # removal after the count, during the checks, does not reach back into it (НД.4, НД.5)
    table: tuple[int, ...] = ()


@dataclass(slots=True)
class Night:
    name: str
    number: int
    shooting: Shooting | None = None
    don_check: tuple[int, str] | None = None        # (target, true answer)
    sheriff_check: tuple[int, str] | None = None
    count_removals: dict[int, tuple[int | None, int]] = field(default_factory=dict)  # seat -> (at_number, event)
    victim_removed: set[int] = field(default_factory=set)   # the victim, removed after the count
    settled: bool = False
    victim: int | None = None
    left_here: int = 0


@dataclass(frozen=True, slots=True)
class BestMove:
    seat: int
    guess: tuple[int, int, int]
    hits: int
    phase: str
    event: int
