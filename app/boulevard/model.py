"""The records a replayed boulevard game is made of.  Plain data; the rules live in the handlers."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from app.i18n import Phrase
from app.kernel.findings import phase_text
from app.kernel.model import Elimination, Seat, day_json, round_json
from app.kernel.outcomes import DayResult, Outcome

from .resolution import Action, NightResult

__all__ = ["Day", "Elimination", "Ladder", "Night", "Outcome", "Player", "Round",
           "phase_name"]

LIGHT, GRAVE = ("light",), ("role_reveal", "disruption")
VIOLATION_NAMES = {"light": Phrase("a light violation"),
                   "role_reveal": Phrase("an intentional role reveal"),
                   "disruption": Phrase("systematic disruption")}
STEP_NAMES = {"warning": Phrase("a warning"),
              "speech_loss": Phrase("the speech lost for one day circle"),
              "removal": Phrase("removal by the host's decision"),
              "none": Phrase.verbatim("—")}


def phase_name(name: str | None) -> Phrase:
    """A phase as a person reads it: Н1 / Д1 in Russian, N1 / D1 in English (the file keeps
    N1 / D1); the engine's ``phase_text``."""
    return phase_text(name) if name else Phrase.verbatim("—")


@dataclass(slots=True)
class Ladder:
    """Ф.5 for one player: warning, then the speech lost for a day circle; removal for the grave."""

    light: int = 0
    lost_days: list[int] = field(default_factory=list)     # day numbers without a speech
    grave: list[tuple[str, str, int]] = field(default_factory=list)   # (kind, phase, event)
    pending: tuple[str, str, int] | None = None            # a grave violation awaiting a decision
    removed: bool = False

    def next_step(self) -> str:
        """What the ladder proposes now: for a removal awaiting the host, else for the next
        light violation (a grave one is always the host's removal decision)."""
        if self.removed:
            return "none"
        if self.pending is not None:
            return "removal"
        return "warning" if self.light == 0 else "speech_loss"

    def copy(self) -> Ladder:
        return Ladder(self.light, list(self.lost_days), list(self.grave), self.pending, self.removed)

    def to_json(self) -> dict[str, Any]:
        return {"light": self.light, "speech_lost": [f"D{d}" for d in self.lost_days],
                "grave": [{"kind": k, "phase": p} for k, p, _ in self.grave],
                "pending": self.pending[0] if self.pending else None,
                "removed": self.removed, "next_step": self.next_step()}


@dataclass(slots=True)
class Player(Seat):
    ladder: Ladder = field(default_factory=Ladder)

    def copy(self) -> Player:
        """A copy sharing nothing mutable (the elimination record is never changed)."""
        return Player(self.seat, self.name, self.role, self.team, self.left, self.ladder.copy())

    @property
    def fouls(self) -> int:
        """Always 0: the boulevard book has a ladder (Ф.5), not fouls; for code that reads
        either kind of state (the archive's facts)."""
        return 0

    @property
    def warnings(self) -> int:
        """Always 0: the club book warns on its ladder (``ladder.light``), as for ``fouls``."""
        return 0


@dataclass(slots=True)
class Round:
    number: int
    candidates: tuple[int, ...]
    tallies: dict[int, int] = field(default_factory=dict)
    seen: set[int] = field(default_factory=set)              # voters so far
    too_many: bool = False                                   # reported once
    leaders: tuple[int, ...] = ()

    # What a sport round answers too (app.kernel.model.VoteRound), so that a view reads a
    # round of either edition alike: a club count is written hand by hand, none is inferred.
    complete: ClassVar[bool] = True

    @property
    def recorded(self) -> dict[int, int]:
        return self.tallies

    def inferred(self) -> list[int]:
        return []

    def close(self) -> tuple[int, ...]:
        top = max((self.tallies.get(c, 0) for c in self.candidates), default=0)
        self.leaders = tuple(c for c in self.candidates if top > 0 and self.tallies.get(c, 0) == top)
        return self.leaders

    def to_json(self) -> dict[str, Any]:
        return round_json(self.number, self.candidates,
                          {str(c): self.tallies.get(c, 0) for c in self.candidates}, self.leaders)


@dataclass(slots=True)
class Day:
    name: str
    number: int
    order: list[int]                      # seats at the table at dawn, from the opener
    opener: int
    silenced: set[int] = field(default_factory=set)   # lost the speech by the ladder
    spoken: list[int] = field(default_factory=list)
    ballot: list[int] = field(default_factory=list)
    nominator: dict[int, int] = field(default_factory=dict)   # by -> target
    rounds: list[Round] = field(default_factory=list)
    awaiting: str | None = None           # "revote": the first round is counted and tied
    result: DayResult | None = None
    leaving: tuple[int, ...] = ()
    left_here: int = 0

    # What a sport day answers too (app.kernel.model.Day), so that a view reads a day of
    # either edition alike: the club game has no last word after the night, no shortened
    # speech, no lifting all and no cancelled vote; a speech is known only once recorded.
    @property
    def last_word(self) -> None:
        return None

    @property
    def shortened(self) -> frozenset[int]:
        return frozenset()

    @property
    def lift(self) -> None:
        return None

    @property
    def cancelled(self) -> bool:
        return False

    @property
    def turn(self) -> int:
        return -1

    @property
    def vote_started(self) -> bool:
        return bool(self.rounds)

    def speaking_order(self) -> list[int]:
        return [s for s in self.order if s not in self.silenced]

    def to_json(self) -> dict[str, Any]:
        return day_json(self.ballot, [r.to_json() for r in self.rounds], self.result, self.leaving)


@dataclass(slots=True)
class Night:
    name: str
    number: int
    actions: dict[str, Action] = field(default_factory=dict)   # event type -> the accepted action
    # who sat at the table when the mafia's shot was accepted: a partner who carries it for a
    # blocked mafioso is one of them, whoever leaves later that night (Ф.2, Ф.3)
    shot_table: frozenset[int] | None = None
    result: NightResult | None = None
    settled: bool = False
    left_here: int = 0
