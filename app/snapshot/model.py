"""The protocol snapshot: what a game's protocol says, as plain frozen data.

A snapshot is built once from the replayed state and the game document (``app.snapshot``
has a builder per edition); the PDF, the ``show`` command and the sheet read it and decide
nothing.  Every fact is a code (``how`` a player left, a day's ``result``, an outcome's
``reason``) that the renderers turn into words; words that belong to the rules themselves
(a role's name, a finding's message, a reading of the boulevard book) come as messages
(``app.i18n.Message``: a message id with parameters, or a finding's frozen record, which words
itself the same way), worded by the view in its language.  No other engine object is kept, so
a snapshot can be compared, hashed and printed in a test.
"""
from __future__ import annotations

from dataclasses import dataclass

from app.i18n import Message
from app.rules.ruleset import FoulLimits

# How a player left the table: one vocabulary for every renderer.  ``lifted``: by the vote
# to lift everyone still on the ballot (the engine records it as a vote); ``fouls``: the
# fourth foul; ``disqualified``: removed by the judge or the host.
LEAVE_CODES = ("killed", "voted", "lifted", "fouls", "disqualified")


@dataclass(frozen=True)
class Header:
    edition: str                      # the registry's name: sport | boulevard
    preset: str                       # the rule book the file names
    rules_name: Message                 # "лига" / "league", "бульвар" / "boulevard"
    rules_title: Message | None         # the book's full title where the edition prints it
    options: tuple[tuple[str, str], ...]   # the options the file chose, by key
    tournament: str = ""
    round: str = ""
    table: str = ""
    game: str = ""
    date: str = ""                    # as written in the file (ISO when valid)
    judge: str = ""
    side_judges: tuple[str, ...] = ()
    protests: tuple[Appeal, ...] = ()      # the protest box: who, about what, the decision


@dataclass(frozen=True)
class Leave:
    phase: str
    how: str                          # one of LEAVE_CODES
    also_removed: bool = False        # removed as well while leaving (during the count, a last word)


@dataclass(frozen=True)
class Points:
    """A seat's points under the regulation: ``total`` is their sum (None while unfinished)."""

    win: float | None
    best_move: float
    extra: float | None               # None: the judges wrote nothing
    penalty: float | None             # None: there is none
    total: float | None


@dataclass(frozen=True)
class Grave:
    kind: str                         # role_reveal | disruption
    phase: str
    pending: bool                     # awaiting the host's decision


@dataclass(frozen=True)
class Ladder:
    """The boulevard book's ladder of violations for one seat."""

    light: int
    lost_days: tuple[int, ...]
    grave: tuple[Grave, ...]
    removed: bool


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str
    role: str                         # the role's code
    role_name: Message
    team: str
    fouls: int = 0
    warnings: int = 0
    left: Leave | None = None
    removed: bool = False             # removed from the game, however they left
    points: Points | None = None      # the sport edition's points
    ladder: Ladder | None = None      # the boulevard edition's violations
    won: bool = False                 # of the winning side


@dataclass(frozen=True)
class Candidate:
    seat: int
    nominated_by: int | None


@dataclass(frozen=True)
class Round:
    """One vote on a day: the first, then each re-vote."""

    number: int
    candidates: tuple[int, ...]
    counts: tuple[tuple[int, int | None], ...]   # candidate -> hands (None: not counted yet)
    complete: bool = True
    inferred: tuple[int, ...] = ()    # the remainder given to the last candidate (7.13), not counted

    def count(self, seat: int) -> int | None:
        return dict(self.counts).get(seat)


@dataclass(frozen=True)
class Day:
    name: str
    number: int
    opener: int
    speaking_order: tuple[int, ...]
    ballot: tuple[Candidate, ...]     # the nominees, in order
    voted_on: tuple[int, ...]         # the rows of the vote: the nominees, else the first round's
    rounds: tuple[Round, ...]
    result: str | None                # the engine's day result code; None while open
    leaving: tuple[int, ...] = ()
    lift: int | None = None           # hands raised to lift everyone on the ballot
    silenced: tuple[int, ...] = ()    # without a speech this day
    on_protocol: bool = True          # printed on the PDF: not an empty day after the end


@dataclass(frozen=True)
class Check:
    target: int
    answer: str                       # sheriff | not_sheriff | red | black


@dataclass(frozen=True)
class Night:
    name: str
    number: int
    on_protocol: bool                 # printed on the PDF: from N1, and not an empty night after the end
    shooting: bool = False            # a shooting is recorded
    shots: tuple[tuple[int, int | None], ...] | None = None   # shooter -> target; None: not detailed
    victim: int | None = None
    count_removals: tuple[int, ...] = ()
    don_check: Check | None = None
    sheriff_check: Check | None = None
    # the boulevard edition: the morning announcement, and the host's private summary
    resolved: bool = False
    died: tuple[int, ...] = ()
    removed: tuple[int, ...] = ()
    private_summary: Message | None = None


@dataclass(frozen=True)
class BestMove:
    seat: int
    guess: tuple[int, ...]
    hits: int


@dataclass(frozen=True)
class Sanction:
    """A card, tournament penalty points or warnings, per seat (``code``: card.yellow,
    card.red, penalty_points, warnings)."""

    seat: int
    code: str
    value: float | int | None = None


@dataclass(frozen=True)
class Awards:
    best_player: int | None = None
    best_move_title: tuple[int, ...] = ()
    sanctions: tuple[Sanction, ...] = ()


@dataclass(frozen=True)
class Outcome:
    winner: str                       # red | black | draw (| maniac in the boulevard edition)
    winner_words: Message               # "победа красных", "the town wins"
    reason: str
    phase: str


@dataclass(frozen=True)
class Finding:
    severity: str                     # error | warning
    code: str
    clause: str | None
    phase: str | None
    event: int | None
    message: Message
    secret: bool = False              # tells a secret night action: printed without details
    event_shown: str = ""             # the event as every text a person reads numbers it: from 1
    acknowledged: bool = False        # an error the judge confirmed or signed the game with


@dataclass(frozen=True)
class Reading:
    """A reading in force of a point the boulevard book leaves open."""

    key: str
    value: str
    title: Message
    choice: Message


@dataclass(frozen=True)
class Appeal:
    by: int | None
    text: str
    decision: str


@dataclass(frozen=True)
class ProtocolSnapshot:
    header: Header
    seats: tuple[Seat, ...]
    days: tuple[Day, ...]
    nights: tuple[Night, ...]
    outcome: Outcome | None
    phases: tuple[str, ...] = ()      # every phase's name, in the order played
    best_move: BestMove | None = None
    awards: Awards = Awards()
    findings: tuple[Finding, ...] = ()    # errors and warnings still standing, in order
    clauses: tuple[tuple[str, str], ...] = ()   # topic -> the number the rule book gives it
    vote_columns: int = 2             # round columns the longest day needs
    roles_public: bool = True         # the public protocol may print the roles
    readings: tuple[Reading, ...] = ()
    host_errors: tuple[Message, ...] = ()
    appeals: tuple[Appeal, ...] = ()
    blank: bool = False               # a sheet printed before the game: every mark left to the pen
    fouls: FoulLimits = FoulLimits()  # the ruleset's: a foul box per foul up to the removal

    @property
    def acknowledged(self) -> int:
        """How many errors the judge acknowledged (confirmed or signed the game with)."""
        return sum(f.acknowledged for f in self.findings)

    @property
    def edition(self) -> str:
        return self.header.edition

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    def clause(self, topic: str) -> str:
        """The clause number of ``topic`` in this game's rule book (app/rules/clauses.toml)."""
        return dict(self.clauses)[topic]

    def seat(self, number: int) -> Seat:
        return next(s for s in self.seats if s.seat == number)
