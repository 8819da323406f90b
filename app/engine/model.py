"""The records a replayed game is made of.  Plain data; the rules live in the handlers."""
from __future__ import annotations

from dataclasses import dataclass, field

from app.i18n import NP_

from .findings import CatalogueText, Text

RED, BLACK, DRAW = "red", "black", "draw"
TEAM = {"citizen": RED, "sheriff": RED, "mafia": BLACK, "don": BLACK}
ROLE_NAMES = {"sheriff": CatalogueText("Sheriff"), "don": CatalogueText("Don")}
WINNER_TEXT = {RED: CatalogueText("red wins"), BLACK: CatalogueText("black wins"),
               DRAW: CatalogueText("a draw")}
# "Судья объявил победу красных": the same outcomes in the accusative
WINNER_ACCUSATIVE = {RED: CatalogueText("a red win"), BLACK: CatalogueText("a black win"),
                     DRAW: CatalogueText(NP_("accusative", "a draw"))}
EVENT_NAMES = {
    "speech": CatalogueText("speech"), "nominate": CatalogueText("nomination"),
    "withdraw": CatalogueText("withdrawal"), "vote": CatalogueText("vote"),
    "lift_vote": CatalogueText("lift-all vote"),
    "best_move": CatalogueText("best move"), "shooting": CatalogueText("shooting"),
    "don_check": CatalogueText("Don's check"), "sheriff_check": CatalogueText("Sheriff's check"),
    "warning": CatalogueText(NP_("event", "warning")), "foul": CatalogueText("foul"),
    "disqualify": CatalogueText("removal"), "team_defeat": CatalogueText("team defeat"),
    "ask_nominees": CatalogueText("question who is nominated"),
}


def event_name(kind: object) -> Text | str:
    """An event type as a message names it (an unknown type is quoted as written)."""
    return EVENT_NAMES.get(kind, str(kind)) if isinstance(kind, str) else str(kind)


def phase_name(kind: str, number: int) -> str:
    return f"{kind}{number}"


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    role: str
    team: str
    fouls: int = 0
    warnings: int = 0
    tech_fouls: int = 0
    left: "Elimination | None" = None
    silence_pending: bool = False   # a third foul: the next regular speech is lost (9.5)

    @property
    def at_table(self) -> bool:
        return self.left is None


@dataclass(slots=True)
class Elimination:
    seat: int
    phase: str
    how: str                      # killed | voted | fouls | disqualified
    event: int | None
    disqualified: bool = False    # also removed while leaving (during the count, a last word)
    cause: str | None = None      # a removal's own cause: tech_fouls | give_up (docs/format.md)

    def to_json(self) -> dict:
        out = {"seat": self.seat, "phase": self.phase, "how": self.how}
        if self.disqualified:
            out["disqualified"] = True
        if self.cause:
            out["cause"] = self.cause
        return out


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

    def to_json(self) -> dict:
        """Recorded counts while the round is under way; once it is complete, every tally,
        the last candidate's being the remainder (listed in ``inferred``)."""
        if self.complete:
            tallies = {str(c): self.tallies.get(c, 0) for c in self.candidates}
        else:
            tallies = {str(c): self.recorded[c] for c in self.candidates if c in self.recorded}
        return {"round": self.number, "candidates": list(self.candidates), "tallies": tallies,
                "inferred": self.inferred(), "complete": self.complete,
                "leaders": list(self.leaders)}


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
    result: str | None = None             # voted | lifted | stayed | cancelled | no_vote | night | draw
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

    def to_json(self) -> dict:
        """The day's vote as ``check --json`` adds it to the spec's report."""
        out = {"candidates": list(self.ballot), "rounds": [r.to_json() for r in self.rounds],
               "result": self.result, "leaving": list(self.leaving),
               "determined_at": self.determined_at}
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
class Outcome:
    """How the game ended: the winner and why, python-chess style."""

    winner: str          # red | black | draw
    reason: str          # no_blacks | parity | no_leavers | four_players | split_all | team_defeat
    phase: str
    event: int | None

    def text(self) -> Text:
        return WINNER_TEXT[self.winner]


@dataclass(frozen=True, slots=True)
class BestMove:
    seat: int
    guess: tuple[int, int, int]
    hits: int
    phase: str
    event: int
