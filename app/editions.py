"""The registry of editions: the sport game (the FIIM/league rule books) and the boulevard
club game.  Every question "which edition is this?" is answered here, the way python-chess
finds a variant by name (``VARIANTS`` / ``find_variant``); nobody else sniffs the state.

An edition is found from a game file's ``ruleset`` field, or from a replayed state:

>>> find_edition("league").name, find_edition({"preset": "boulevard"}).name
('sport', 'boulevard')
>>> from app.sport.samples import sample_game
>>> state = replay(sample_game())
>>> edition_of(state).name
'sport'

Each edition supplies what the rest of the program would otherwise guess: its replay, its
ruleset (``get_ruleset`` asks ``make_ruleset``), its JSON Schema, its table — how many may
sit, the usual deal, the clock —

>>> sport, club = EDITIONS["sport"], EDITIONS["boulevard"]
>>> sport.table.seats, club.table.seats, sport.table.default
(range(10, 11), range(6, 21), 10)
>>> sport.table.deal() == ["citizen"] * 6 + ["sheriff", "mafia", "mafia", "don"]
True
>>> dict(SPORT_DEAL), sport.table.roles
({'citizen': 6, 'sheriff': 1, 'mafia': 2, 'don': 1}, ('citizen', 'sheriff', 'mafia', 'don'))
>>> club.table.deal(6)
['don', 'doctor', 'commissar', 'putana', 'citizen', 'citizen']
>>> sport.table.timings["speech"], sport.table.timings["short"]
(60, 30)

— the columns of its sheet and the entries of a seat's menu (ids: the interface maps them
to its widgets, and shows those the state's ``legal_actions(seat)`` allows), its
quick-entry grammar, and what it takes part in:

>>> club.sheet_columns
('seat', 'name', 'role', 'ladder', 'left')
>>> club.seat_menu
(('speech', 'nominate', 'vote'), ('violation', 'removal'))
>>> [(e.name, e.has_journal, e.night_by_roles, e.scored_in_tournaments) for e in EDITIONS.values()]
[('boulevard', True, True, False), ('sport', False, False, True)]
>>> sport.entry.parse(state, "5>8")
[{'type': 'nominate', 'by': 5, 'target': 8}]

The registry stands above the editions: it imports the sport engine (``app/sport``) and
the club engine (``app/boulevard``), each built on the shared kernel (``app/kernel``), and
nothing it imports imports it back.  What stands above it and draws or stores a game (the
snapshot builders of ``app/snapshot``, the file format's additions, the PDF renderers of
``reports/``, the ``show`` text of the command line) keys its own part by the edition's
``name``, so the domain never imports the reports or the command line.

A new edition is one more :class:`Edition` in ``EDITIONS`` (before the sport one, which
takes every preset the others do not claim).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from .kernel.replay import Until
from .rules.boulevard import CLUB_PRESET
from .rules.ruleset import Ruleset, read_spec, sport_ruleset
from .sport.entry import SPORT_GRAMMAR
from .sport.game import replay_sport
from .sport.table import SPORT_DEAL as SPORT_DEAL  # the sport deal and clock, where callers look
from .sport.table import SPORT_TIMINGS as SPORT_TIMINGS
from .table_state import Grammar, TableState

if TYPE_CHECKING:       # mypy checks that both states keep answering every question
    from .boulevard.state import BoulevardState
    from .sport.state import State

    def _both(sport: State, club: BoulevardState) -> tuple[TableState, TableState]:
        return sport, club


@dataclass(frozen=True)
class TableSpec:
    """A table of an edition: how many players may sit, the usual deal, the clock."""
    seats: range                                            # the table sizes allowed
    default: int                                            # the size a new game starts with
    dealer: Callable[[int], Sequence[str]] = field(repr=False)   # the usual deal, seat by seat
    timings: Mapping[str, int]                              # seconds, see SPORT_TIMINGS
    roles: tuple[str, ...]                                  # every role a seat may hold

    def allows(self, count: int) -> bool:
        return count in self.seats

    def deal(self, count: int | None = None) -> list[str]:
        """The usual roles for a table of ``count`` (the default size when not given)."""
        size = self.default if count is None else count
        if size not in self.seats:
            raise ValueError(f"a table of {size} is not allowed ({self.seats.start}-{self.seats[-1]})")
        return list(self.dealer(size))

    def seat_numbers(self, count: int | None = None) -> range:
        """1…N for a table of N (the default size when not given)."""
        return range(1, (self.default if count is None else count) + 1)

    @property
    def last_seat(self) -> int:
        """The highest seat number any table of this edition has."""
        return self.seats[-1]


def _sport_deal(count: int) -> list[str]:
    return [role for role, n in SPORT_DEAL.items() for _ in range(n)]


def _sport_table() -> TableSpec:
    size = sum(SPORT_DEAL.values())
    return TableSpec(range(size, size + 1), size, _sport_deal, SPORT_TIMINGS, tuple(SPORT_DEAL))


def _club_table() -> TableSpec:
    from .boulevard.roles import ROLES, suggested_roles, table_range
    sizes = table_range()
    return TableSpec(sizes, min(max(10, sizes.start), sizes[-1]), suggested_roles, SPORT_TIMINGS,
                     tuple(ROLES))


@dataclass(frozen=True)
class Journal:
    """The host's private journal an edition keeps: as data and as text, in a language."""
    export_json: Callable[[Any, str], dict[str, Any]]
    export_text: Callable[[Any, str], str]


@dataclass(frozen=True)
class Edition:
    """One edition of the game and what it supplies to the rest of the program."""
    name: str
    # the rule-book names (``ruleset.preset``) played under this edition; None: every other one
    presets: frozenset[str] | None
    replay: Callable[[Mapping[str, Any], Until], TableState]     # (document, until) -> its state
    make_ruleset: Callable[[str, Mapping[str, Any]], Ruleset]   # (preset, chosen options)
    schema_file: str                     # the JSON Schema, beside app/format/schema.py
    table_spec: Callable[[], TableSpec] = field(repr=False)
    sheet_columns: tuple[str, ...]       # a seat's own columns, before the phases'
    seat_menu: tuple[tuple[str, ...], ...]   # a seat's menu entries, in groups
    entry: Grammar                       # its quick-entry language
    day_columns: tuple[str, ...] = ("nom", "vote")
    night_columns: tuple[str, ...] = ("night",)    # (the night before day 1 has none)
    night_by_roles: bool = False         # a night is recorded role by role (the night panel)
    winners: tuple[str, ...] = ("red", "black", "draw")    # the results a judge may declare
    # the host's private journal; None: the edition keeps none (the `journal` command refuses its games)
    journal: Journal | None = None
    named_readings: bool = False         # its book leaves points open, read by named options
    scored_in_tournaments: bool = True   # the tournament scoring applies to its games
    ratings_export: bool = True          # a mafiaratings record can hold its games
    protests: str = "protests"           # the file's list a protest goes to (the club's: Ф.7 appeals)
    faces_room: bool = False             # the host's screen is seen by the players: a night's reason waits for F9

    @property
    def has_journal(self) -> bool:
        return self.journal is not None

    def owns(self, preset: str) -> bool:
        return self.presets is None or preset in self.presets

    @cached_property
    def table(self) -> TableSpec:
        return self.table_spec()


# The club edition's engine is imported when a club game is first met: a sport game's `check`
# and the sheet's first window do not pay for it (issue 40 §6).
def _club_ruleset(preset: str, chosen: Mapping[str, Any]) -> Ruleset:
    from .rules.boulevard import boulevard_ruleset
    return boulevard_ruleset(chosen)      # the club edition plays one book


def _replay_club(doc: Mapping[str, Any], until: Until) -> TableState:
    from .boulevard.game import replay
    return replay(doc, until)


def _club_grammar() -> Grammar:
    from .boulevard.entry import CLUB_GRAMMAR
    return CLUB_GRAMMAR


def _club_journal_json(state: Any, lang: str) -> dict[str, Any]:
    from .boulevard.journal_export import export_json
    return export_json(state, lang)


def _club_journal_text(state: Any, lang: str) -> str:
    from .boulevard.journal_export import export_text
    return export_text(state, lang)


CLUB_ENTRY = Grammar(parse=lambda state, line: _club_grammar().parse(state, line),
                     hint=lambda state, lang: _club_grammar().hint(state, lang),
                     resolve=lambda event, state, line: _club_grammar().resolve(event, state, line),
                     suggestions=lambda state, flow: _club_grammar().suggestions(state, flow))


SPORT = Edition(
    "sport", None, replay_sport, sport_ruleset, "mafia-game-1.schema.json", _sport_table,
    sheet_columns=("seat", "name", "role", "fouls", "left"),
    seat_menu=(("speech", "nominate", "withdraw", "vote", "lift_vote", "best_move",
                "killed", "missed", "shoots_at", "don_check", "sheriff_check"),
               ("foul", "warning", "disqualify", "team_defeat")),
    entry=SPORT_GRAMMAR)
CLUB = Edition(
    "boulevard", frozenset({CLUB_PRESET}), _replay_club, _club_ruleset,
    "mafia-game-1-boulevard.schema.json", _club_table,
    sheet_columns=("seat", "name", "role", "ladder", "left"),
    seat_menu=(("speech", "nominate", "vote"), ("violation", "removal")),
    entry=CLUB_ENTRY, night_by_roles=True, faces_room=True, winners=("red", "black", "maniac", "draw"),
    protests="appeals",
    journal=Journal(_club_journal_json, _club_journal_text),
    named_readings=True, scored_in_tournaments=False, ratings_export=False)

# the specific editions first: the sport one takes every preset the others do not claim
EDITIONS: dict[str, Edition] = {CLUB.name: CLUB, SPORT.name: SPORT}


def _preset(spec: Any) -> Any:
    return spec.get("preset") if isinstance(spec, Mapping) else spec


def find_edition(spec: Any) -> Edition:
    """The edition a game file's ``ruleset`` field (a name or ``{"preset": ...}``) belongs to.
    A malformed spec belongs to the sport edition, whose ruleset reader then says what is wrong.

    >>> find_edition(None).name, find_edition({"preset": 7}).name, find_edition("boulevard").name
    ('sport', 'sport', 'boulevard')
    """
    preset = _preset(spec)
    for edition in EDITIONS.values():
        if isinstance(preset, str) and edition.owns(preset):
            return edition
    return SPORT


def edition_of(state: Any) -> Edition:
    """The edition of a replayed game (its ``rules.preset``)."""
    return find_edition(state.rules.preset)


def club_state(state: Any) -> BoulevardState | None:
    """``state`` with the questions only the club book asks (a seat's ladder and its next step,
    the readings in force, the rounds a host's error may replay), or None when the registry
    plays it as another edition: a window asks them through this, never by probing the state.

    >>> from app.sport.samples import sample_game
    >>> club_state(replay(sample_game())) is None
    True
    """
    if edition_of(state) is not CLUB:
        return None
    from .boulevard.state import BoulevardState  # here: a sport table never loads the club engine
    return state if isinstance(state, BoulevardState) else None


def sport_state(state: Any) -> State | None:
    """``state`` with the sport game's own records (a night's shooting and checks), or None when
    the registry plays it as another edition (see :func:`club_state`).

    >>> from app.sport.samples import sample_game
    >>> sport_state(replay(sample_game())) is not None
    True
    """
    if edition_of(state) is not SPORT:
        return None
    from .sport.state import State
    return state if isinstance(state, State) else None


def replay(doc: Mapping[str, Any], until: Until = None) -> TableState:
    """Replay ``doc`` (a validated game document) with the engine of its edition.
    ``until=(phase, event)`` stops before that event, as if the protocol ended there."""
    return find_edition(doc["ruleset"]).replay(doc, until)


def get_ruleset(spec: str | Mapping[str, Any] = "league") -> Ruleset:
    """The ruleset a game file's ``ruleset`` field names, made by the edition owning the book."""
    name, chosen = read_spec(spec)
    return find_edition(name).make_ruleset(name, chosen)
