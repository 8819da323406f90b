"""Scoring regulations as versioned data: TOML files with a name, a version and a source.

The presets ship in ``app/tournament/regulations/``; a custom regulation is any file of
the same shape, given by path. docs/scoring.md explains every key and every preset.

>>> reg = get_regulation("fiim-2024")
>>> reg.key, reg.win, reg.best_move["citizen"].points(3), reg.compensation.cases[0].cap
('fiim-2024', 1.0, 0.7, 0.5)
>>> get_regulation("rfm").key, get_regulation("fiim").key      # a bare name: the latest version
('rfm-2026', 'fiim-2024')
>>> [t.key for t in get_regulation("rfm-2026").tie_breakers][-2:], get_regulation("rfm").lots
(['best_move_two', 'best_game_extra'], True)
>>> get_regulation("nope")
Traceback (most recent call last):
...
app.tournament.regulation_reader.RegulationError: неизвестный регламент «nope» (есть: fiim-2023, fiim-2024, rfm-2026)
"""
from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from app.editions import SPORT
from app.i18n import N_, NP_, SOURCE, Phrase, gettext
from app.paths import package_file

from .regulation_reader import Reader, RegulationError

PRESETS_DIR = package_file("app.tournament", "regulations")
DEFAULT_REGULATION = "fiim-2024"
ROLES = SPORT.table.roles
PENALTY_KEYS = ("fouls_out", "removal", "surrender", "removal_lost", "team_defeat", "yellow_card", "red_card")
CASES = ("lost", "won", "draw")

# The tie-breakers a regulation may list: each player's figure, higher ranks first
# unless the entry says ":asc".  The values are the names printed in standings (catalogue texts).
CRITERIA: dict[str, str] = {
    "total": N_("total points"),
    "wins": N_("wins"),
    "extra": N_("extra points"),
    "best_move": NP_("tie-breaker", "best move"),
    "compensation": N_("compensation"),
    "penalties": N_("penalties"),
    "extra_best_penalty": N_("extra + penalties + best move"),
    "wins_don_sheriff": N_("wins as Don and Sheriff"),
    "wins_don": N_("wins as Don"),
    "wins_sheriff": N_("wins as Sheriff"),
    "wins_red": N_("wins as red"),
    "wins_black": N_("wins as black"),
    "first_night_kills": N_("first-night kills"),
    "games": N_("games"),
    "extra_penalties": N_("extra points + penalties"),
    "extra_penalties_per_game": N_("extra points + penalties per game"),
    "best_move_three": N_("best moves naming 3 blacks"),
    "best_move_two": N_("best moves naming 2 blacks"),
    "best_game_extra": N_("best extra points + penalties of one game"),
}
LOTS = "lots"


@dataclass(frozen=True)
class BestMove:
    """ЛХ / ТЧ points for 2 and 3 blacks guessed (fewer earn nothing)."""

    two: float
    three: float

    def points(self, hits: int) -> float:
        return self.three if hits >= 3 else self.two if hits == 2 else 0.0


@dataclass(frozen=True)
class ExtraRules:
    """What the judges may write as ДБ; ``None`` means the regulation sets no such rule."""

    positive: tuple[float, ...] | None = None
    negative: tuple[float, ...] | None = None
    positive_win: tuple[float, ...] | None = None     # a winner's list, where it has its own
    positive_loss: tuple[float, ...] | None = None    # a loser's list; a draw allows no positive figure
    max_with_best_move: float | None = None           # ДБ + ТЧ of one seat, when ТЧ was earned
    low: float | None = None
    high: float | None = None
    max_positive_per_game: float | None = None
    max_awarded_players: int | None = None


@dataclass(frozen=True)
class Penalties:
    fouls_out: float = 0.0
    removal: float = 0.0
    surrender: float = 0.0
    removal_lost: float = 0.0
    team_defeat: float = 0.0
    yellow_card: float = 0.0
    red_card: float = 0.0
    judges: str = "replace"          # replace | add: what a written penalty_points does

    def values(self) -> set[float]:
        return {getattr(self, k) for k in PENALTY_KEYS if getattr(self, k)}


@dataclass(frozen=True)
class CompensationCase:
    when: str                        # lost | won | draw: how the red team fared
    factor: float
    cap: float


@dataclass(frozen=True)
class Compensation:
    """Ci for a red player killed on night 1: ``clamp(factor·i/B, 0, cap)``, B = round(base·N)."""

    # each: every qualifying game earns the figure of i = the player's count over the
    # tournament (FIIM and RFM as their sources encode it); progressive: per game, i its
    # ordinal; total: once per case, i the count
    mode: str = "progressive"
    count: str = "qualifying"        # qualifying: i counts games that earn Ci; all: every red night-1 kill
    base: float = 0.4
    cases: tuple[CompensationCase, ...] = ()
    digits: int | None = None        # each game's Ci rounded half up to this many decimals

    def rounded(self, value: float) -> float:
        if self.digits is None:
            return value
        scale = 10 ** self.digits
        return math.floor(value * scale + 0.5 + 1e-9) / scale

    def case(self, when: str) -> CompensationCase | None:
        return next((c for c in self.cases if c.when == when), None)


@dataclass(frozen=True)
class Admission:
    """Which games a signature lets count.  A forged protocol never counts; a game
    signed by someone the secretary does not trust counts only when ``unknown_signer``;
    an unsigned game only when ``unsigned`` (issue 16: by default neither counts, so a
    game recorded and not yet signed waits for the judge's signature)."""

    unknown_signer: bool = False
    unsigned: bool = False


@dataclass(frozen=True)
class TieBreaker:
    key: str
    descending: bool = True

    def label(self, lang: str = "ru") -> str:
        return gettext(lang, CRITERIA[self.key])


@dataclass(frozen=True)
class Regulation:
    name: str
    version: str
    title_text: Phrase
    source: str
    win: float
    loss: float
    draw: float
    extra: ExtraRules
    best_move: dict[str, BestMove]
    penalties: Penalties
    compensation: Compensation
    tie_breakers: tuple[TieBreaker, ...]
    lots: bool
    admission: Admission = Admission()
    path: str | None = field(default=None, compare=False)
    # what a reader of the summary is told the values follow ("the FIIM regulation, as
    # mafiaratings computes it"); ``source`` is the evidence, for those who check
    reference: Phrase | None = None
    best_move_name: Phrase | None = None                # the column's heading, ЛХ or ТЧ

    @property
    def key(self) -> str:
        return f"{self.name}-{self.version}"

    def title(self, lang: str = "ru") -> str:
        return self.title_text.pick(lang)

    def reference_text(self, lang: str = "ru") -> str | None:
        return None if self.reference is None else self.reference.pick(lang)

    def best_move_label(self, lang: str = "ru") -> str | None:
        """The best move's short name in this regulation (RFM says ТЧ), or None: the usual one."""
        return None if self.best_move_name is None else self.best_move_name.pick(lang)

    def admitting(self, **flags: bool) -> Regulation:
        """The same regulation with ``[games]`` fields changed: ``admitting(unsigned=True)``
        counts protocols not signed yet, ``admitting(unknown_signer=True)`` those signed by
        someone not trusted here."""
        return replace(self, admission=replace(self.admission, **flags))

    def result_points(self, result: str | None) -> float | None:
        if result == "win":
            return self.win
        if result == "loss":
            return self.loss
        return self.draw if result == "draw" else None

    def to_json(self) -> dict:
        """The regulation as the standings' JSON reports it."""
        return {
            "key": self.key, "name": self.name, "version": self.version, "title": self.title(SOURCE),
            "source": self.source, "points": {"win": self.win, "loss": self.loss, "draw": self.draw},
            "best_move": {r: {"two": b.two, "three": b.three} for r, b in self.best_move.items()},
            "compensation": {"mode": self.compensation.mode, "count": self.compensation.count,
                             "digits": self.compensation.digits,
                             "base": self.compensation.base,
                             "cases": [c.__dict__ for c in self.compensation.cases]},
            "tie_breakers": [t.key + ("" if t.descending else ":asc") for t in self.tie_breakers]
                            + ([LOTS] if self.lots else []),
            "games": {"unknown_signer": self.admission.unknown_signer, "unsigned": self.admission.unsigned},
        }


# -- reading (the typed reader of a TOML table is app/tournament/regulation_reader.py) -------
_TOP = ("name", "version", "title", "source", "reference", "best_move_label", "points", "extra", "best_move",
        "penalties", "compensation", "ranking", "games")


def parse_regulation(data: dict, source: str = "<regulation>") -> Regulation:
    r = Reader(source)
    unknown = sorted(set(data) - set(_TOP))
    if unknown:
        raise r.fail(unknown[0], f"unknown key (allowed: {', '.join(_TOP)})")
    name = r.text(data, "name", "regulation").strip()
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool):
        version = str(version)
    version = r.text({"version": version}, "version", "regulation").strip()
    title = r.both(data, "title") or Phrase.verbatim(name)
    source_text = data.get("source", "")
    if not isinstance(source_text, str):
        raise r.fail("source", "expected a text")

    points = r.table(data, "points", "points", ("win", "loss", "draw"))
    win = r.amount(points, "win", "points", 1.0)
    loss = r.amount(points, "loss", "points", 0.0)
    draw = r.amount(points, "draw", "points", 0.0)

    ex = r.table(data, "extra", "extra", ("positive", "negative", "min", "max", "positive_win",
                                          "positive_loss", "max_positive_per_game", "max_awarded_players",
                                          "max_with_best_move"))
    awarded = ex.get("max_awarded_players")
    if awarded is not None and (isinstance(awarded, bool) or not isinstance(awarded, int) or not 1 <= awarded <= 10):
        raise r.fail("extra.max_awarded_players", "expected a whole number from 1 to 10")
    extra = ExtraRules(positive=r.numbers(ex, "positive", "extra", +1),
                       negative=r.numbers(ex, "negative", "extra", -1),
                       low=r.number(ex, "min", "extra"), high=r.number(ex, "max", "extra"),
                       max_positive_per_game=r.number(ex, "max_positive_per_game", "extra", low=0),
                       max_awarded_players=awarded,
                       positive_win=r.numbers(ex, "positive_win", "extra", +1),
                       positive_loss=r.numbers(ex, "positive_loss", "extra", +1),
                       max_with_best_move=r.number(ex, "max_with_best_move", "extra", low=0))

    bm = r.table(data, "best_move", "best_move", ROLES)
    best_move = {}
    for role in ROLES:
        row = r.table(bm, role, f"best_move.{role}", ("two", "three"))
        best_move[role] = BestMove(r.amount(row, "two", f"best_move.{role}", 0.0, low=0),
                                   r.amount(row, "three", f"best_move.{role}", 0.0, low=0))

    pen = r.table(data, "penalties", "penalties", PENALTY_KEYS + ("judges",))
    penalties = Penalties(**{k: r.amount(pen, k, "penalties", 0.0, high=0) for k in PENALTY_KEYS},
                          judges=r.text(pen, "judges", "penalties", ("replace", "add"), "replace"))

    compensation = _compensation(r, data)
    tie_breakers, lots = _tie_breakers(r, data)
    games = r.table(data, "games", "games", ("unknown_signer", "unsigned"))
    flags = {}
    for key, default in (("unknown_signer", False), ("unsigned", False)):
        value = games.get(key, default)
        if not isinstance(value, bool):
            raise r.fail(f"games.{key}", "expected true or false")
        flags[key] = value
    return Regulation(name, version, title, source_text, win, loss, draw, extra,
                      best_move, penalties, compensation, tuple(tie_breakers), lots, Admission(**flags),
                      reference=r.both(data, "reference"), best_move_name=r.both(data, "best_move_label"))


def _compensation(r: Reader, data: dict) -> Compensation:
    """The compensation's mode, base and cases (each case at most once)."""
    comp = r.table(data, "compensation", "compensation", ("mode", "count", "base", "cases", "digits"))
    cases_raw = comp.get("cases", [])
    if not isinstance(cases_raw, list):
        raise r.fail("compensation.cases", "expected a list of { when, factor, cap }")
    cases: list[CompensationCase] = []
    for i, case in enumerate(cases_raw):
        where = f"compensation.cases[{i}]"
        if not isinstance(case, dict) or set(case) - {"when", "factor", "cap"}:
            raise r.fail(where, "expected { when, factor, cap }")
        when = r.text(case, "when", where, CASES)
        if any(c.when == when for c in cases):
            raise r.fail(where, f'"{when}" is given twice')
        factor, cap = r.number(case, "factor", where, low=0), r.number(case, "cap", where, low=0)
        if factor is None or cap is None:
            raise r.fail(where, "factor and cap are both needed")
        cases.append(CompensationCase(when, factor, cap))
    return Compensation(r.text(comp, "mode", "compensation", ("each", "progressive", "total"), "progressive"),
                        r.text(comp, "count", "compensation", ("qualifying", "all"), "qualifying"),
                        r.amount(comp, "base", "compensation", 0.4, low=0.01), tuple(cases), _digits(r, comp))


def _tie_breakers(r: Reader, data: dict) -> tuple[list[TieBreaker], bool]:
    """The ranking's chain of tie-breakers, and whether the lots end it."""
    ranking = r.table(data, "ranking", "ranking", ("tie_breakers",))
    chain = ranking.get("tie_breakers", ["total"])
    if not isinstance(chain, list) or not chain or not all(isinstance(c, str) for c in chain):
        raise r.fail("ranking.tie_breakers", "expected a non-empty list of names")
    tie_breakers, lots = [], False
    for i, entry in enumerate(chain):
        if lots:
            raise r.fail(f"ranking.tie_breakers[{i}]", '"lots" must come last')
        if entry == LOTS:
            lots = True
            continue
        key, _, order = entry.partition(":")
        if key not in CRITERIA or order not in ("", "asc", "desc"):
            raise r.fail(f"ranking.tie_breakers[{i}]",
                         f'"{entry}" is not one of {", ".join(CRITERIA)}, {LOTS} (":asc" reverses)')
        tie_breakers.append(TieBreaker(key, order != "asc"))
    return tie_breakers, lots


def _digits(r: Reader, comp: dict) -> int | None:
    value = comp.get("digits")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 4:
        raise r.fail("compensation.digits", "expected a whole number from 0 to 4")
    return value


def load_regulation(path: str | Path) -> Regulation:
    """A regulation file (TOML) by path: a preset's or a custom one."""
    path = Path(path)
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except OSError as error:
        raise RegulationError("regulation.unreadable", source=path, reason=error.strerror or error) from error
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:   # not TOML, or not UTF-8
        raise RegulationError("regulation.unreadable", source=path, reason=error) from error
    reg = parse_regulation(data, str(path))
    object.__setattr__(reg, "path", str(path))
    return reg


@lru_cache(maxsize=1)
def _presets() -> dict[str, Regulation]:
    found = {}
    for path in sorted(PRESETS_DIR.glob("*.toml")):
        reg = load_regulation(path)
        found[reg.key] = reg
    return found


def regulations() -> list[Regulation]:
    """The shipped presets, by name then version."""
    return sorted(_presets().values(), key=lambda r: (r.name, _version_key(r.version)))


def _version_key(version: str) -> tuple:
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in version.replace("-", ".").split("."))


def get_regulation(name: str | Path | Regulation | None = None) -> Regulation:
    """A preset by key (``fiim-2024``), by bare name (the latest version), or a file by
    path; ``None`` gives the default preset."""
    if isinstance(name, Regulation):
        return name
    if name is None:
        name = DEFAULT_REGULATION
    text = str(name)
    presets = _presets()
    if text in presets:
        return presets[text]
    versions = [r for r in regulations() if r.name == text]
    if versions:
        return versions[-1]
    if isinstance(name, Path) or text.endswith(".toml") or "/" in text or "\\" in text or Path(text).is_file():
        return load_regulation(text)
    raise RegulationError("regulation.unknown", name=text, known=", ".join(presets))
