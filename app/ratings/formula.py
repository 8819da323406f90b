"""Rating formulas as data: an Elo-like update of every player against the opposing team.

One engine covers the three the archive ships and any a federation writes: each player has
an overall rating and a role rating (red for a citizen or the sheriff, black for a mafioso
or the don); the red team's odds come from the two teams' averages (of role or overall
ratings), and a player earns ``win·(1 − E)`` for a win, ``−loss·E`` for a loss (E the own
side's expectation), ``(½ − E)`` times the one or the other for a draw when draws count
half.  The factors depend on the kind of game (club: no tournament; tournament; elite) and
on whether the table is full.  The presets ship in ``app/ratings/formulas/``; a custom
formula is any TOML file of the same shape, given by path (docs/ratings.md).

>>> f = get_formula("mafiaratings")
>>> f.factors("tournament", 10), f.factors("elite", 9), f.factors("club", 10)
((16.0, 12.0), (32.0, 24.0), (4.0, 3.0))
>>> [x.name for x in formulas()]
['elo', 'mafiaratings']
"""
from __future__ import annotations

import hashlib
import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from app.paths import package_file

from .errors import RatingError

PRESETS_DIR = package_file("app.ratings", "formulas")
DEFAULT_FORMULA = "mafiaratings"
KINDS = ("club", "tournament", "elite")
TEAMS = ("red", "black")
_TOP = ("name", "title", "source", "initial", "scale", "odds", "draw", "full_table", "factors", "bonus")


class RatedSeat(NamedTuple):
    """One rated player of a game: the person, the side and how it ended for them (a named
    tuple: a recomputation makes ten million of them)."""

    person: int
    team: str                   # red | black
    result: str | None          # win | loss | draw
    best_player: bool = False
    hits: int = 0               # the best move's blacks named, for the best move's author
    seat: int = 0               # the seat's number in the game (0: not said)


class RatedGame(NamedTuple):
    """A trusted game as a formula sees it, in the archive's order (date, then id) (a named
    tuple too: a recomputation makes a million)."""

    game_id: int
    played_on: Any              # datetime.date
    kind: str                   # club | tournament | elite
    seats: tuple[RatedSeat, ...]
    tournament_id: int | None = None


@dataclass(slots=True)
class Standing:
    """A person's running state under one formula."""

    rating: float
    red: float
    black: float
    games: int = 0
    wins: int = 0


@dataclass(frozen=True)
class Factors:
    win: float
    loss: float


@dataclass(frozen=True)
class Formula:
    name: str
    title: str
    source: str
    initial: float
    scale: float
    odds: str                   # role | overall: which rating the team averages are of
    draw: str                   # loss | half
    full_table: int
    full: Mapping[str, Factors]
    short: Mapping[str, Factors]
    best_player: float = 0.0    # added to the best player's change
    best_move_hit: float = 0.0  # added per black named by the best move
    path: str | None = field(default=None, compare=False)

    def factors(self, kind: str, players: int) -> tuple[float, float]:
        found = (self.full if players >= self.full_table else self.short)[kind]
        return found.win, found.loss

    def fresh(self) -> Standing:
        return Standing(self.initial, self.initial, self.initial)

    @property
    def digest(self) -> str:
        """What the formula computes, as 8 hex digits: a changed file is another rating."""
        data = {k: v for k, v in self.__dict__.items() if k not in ("path", "title", "source")}
        data["full"] = {k: [v.win, v.loss] for k, v in self.full.items()}
        data["short"] = {k: [v.win, v.loss] for k, v in self.short.items()}
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:8]

    def earned(self, game: RatedGame, standings: Mapping[int, Standing]) -> list[float]:
        """What each seat of ``game`` would earn, in the order of its seats (``standings`` as
        they are)."""
        copies = {seat.person: replace(standings[seat.person]) for seat in game.seats if seat.person in standings}
        return self.rate(game, copies)[1]

    def apply(self, game: RatedGame, standings: dict[int, Standing]) -> list[float]:
        """Rate ``game``: every seat's earning, added to the person's standing."""
        return self.rate(game, standings)[1]

    def rate(self, game: RatedGame, standings: dict[int, Standing]) -> tuple[list[Standing], list[float]]:
        """:meth:`apply`, returning each seat's standing after the game beside its earning.

        Two passes over the seats, in plain locals: this runs once a game, a million times a
        recomputation.  The red team's expectation is 0 when a side has nobody rated (as
        mafiaratings)."""
        seats = game.seats
        role = self.odds == "role"
        states = []
        red = black = 0.0
        reds = blacks = 0
        for seat in seats:
            state = standings.get(seat.person)
            if state is None:
                state = standings[seat.person] = self.fresh()
            states.append(state)
            if seat.team == "red":
                red += state.red if role else state.rating
                reds += 1
            elif seat.team == "black":
                black += state.black if role else state.rating
                blacks += 1
        odds = 0.0 if not reds or not blacks else \
            1.0 / (1.0 + float(pow(10.0, (black / blacks - red / reds) / self.scale)))
        win, loss = self.factors(game.kind, reds + blacks)
        half = self.draw == "half"
        earned = []
        for seat, state in zip(seats, states, strict=True):
            team = seat.team
            change = 0.0
            if team in TEAMS:
                expected = odds if team == "red" else 1.0 - odds
                if seat.result == "win":
                    change = win * (1.0 - expected)
                elif half and seat.result == "draw":
                    change = (0.5 - expected) * (win if expected < 0.5 else loss)
                else:
                    change = -loss * expected
                if seat.best_player:
                    change += self.best_player
                change += self.best_move_hit * seat.hits
                state.rating += change
                if team == "red":
                    state.red += change
                else:
                    state.black += change
            state.games += 1
            state.wins += seat.result == "win"
            earned.append(change)
        return states, earned


def _number(data: Mapping[str, Any], key: str, where: str, source: str, default: float | None = None) -> float:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RatingError("formula.invalid", source=source, where=f"{where}{key}", reason="expected a number")
    return float(value)


def _factors(data: Any, where: str, source: str) -> dict[str, Factors]:
    if not isinstance(data, dict) or set(data) != set(KINDS):
        raise RatingError("formula.invalid", source=source, where=where,
                          reason=f"expected a table with {', '.join(KINDS)}")
    out = {}
    for kind in KINDS:
        entry = data[kind]
        if not isinstance(entry, dict):
            raise RatingError("formula.invalid", source=source, where=f"{where}.{kind}", reason="expected a table")
        out[kind] = Factors(_number(entry, "win", f"{where}.{kind}.", source),
                            _number(entry, "loss", f"{where}.{kind}.", source))
    return out


def _choice(data: Mapping[str, Any], key: str, choices: tuple[str, ...], source: str) -> str:
    value = data.get(key, choices[0])
    if value not in choices:
        raise RatingError("formula.invalid", source=source, where=key, reason=f"expected one of {', '.join(choices)}")
    return str(value)


def parse_formula(data: dict[str, Any], source: str) -> Formula:
    unknown = sorted(set(data) - set(_TOP))
    if unknown:
        raise RatingError("formula.invalid", source=source, where=unknown[0],
                          reason=f"unknown key (allowed: {', '.join(_TOP)})")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise RatingError("formula.invalid", source=source, where="name", reason="expected a text")
    factors = data.get("factors")
    if not isinstance(factors, dict) or "full" not in factors:
        raise RatingError("formula.invalid", source=source, where="factors.full", reason="expected a table")
    full = _factors(factors["full"], "factors.full", source)
    short = _factors(factors["short"], "factors.short", source) if "short" in factors else full
    bonus = data.get("bonus", {})
    if not isinstance(bonus, dict):
        raise RatingError("formula.invalid", source=source, where="bonus", reason="expected a table")
    scale = _number(data, "scale", "", source, 400.0)
    if scale <= 0:
        raise RatingError("formula.invalid", source=source, where="scale", reason="expected a positive number")
    full_table = data.get("full_table", 10)
    if isinstance(full_table, bool) or not isinstance(full_table, int) or not 1 <= full_table <= 12:
        raise RatingError("formula.invalid", source=source, where="full_table", reason="expected 1 to 12")
    return Formula(
        name=name.strip(), title=str(data.get("title") or name), source=str(data.get("source") or ""),
        initial=_number(data, "initial", "", source, 0.0), scale=scale,
        odds=_choice(data, "odds", ("role", "overall"), source), draw=_choice(data, "draw", ("loss", "half"), source),
        full_table=full_table, full=full, short=short,
        best_player=_number(bonus, "best_player", "bonus.", source, 0.0),
        best_move_hit=_number(bonus, "best_move_hit", "bonus.", source, 0.0))


def load_formula(path: str | Path) -> Formula:
    """A formula file (TOML) by path: a preset's or a federation's."""
    path = Path(path)
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except OSError as error:
        raise RatingError("formula.unreadable", source=path, reason=error.strerror or error) from error
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise RatingError("formula.unreadable", source=path, reason=error) from error
    formula = parse_formula(data, str(path))
    object.__setattr__(formula, "path", str(path))
    return formula


@lru_cache(maxsize=1)
def _presets() -> dict[str, Formula]:
    return {f.name: f for f in map(load_formula, sorted(PRESETS_DIR.glob("*.toml")))}


def formulas() -> list[Formula]:
    """The shipped formulas, by name."""
    return sorted(_presets().values(), key=lambda f: f.name)


def get_formula(name: str | Path | Formula | None = None) -> Formula:
    """A preset by name or a file by path; ``None`` gives mafiaratings'."""
    if isinstance(name, Formula):
        return name
    text = str(name or DEFAULT_FORMULA)
    presets = _presets()
    if text in presets:
        return presets[text]
    if isinstance(name, Path) or text.endswith(".toml") or "/" in text or "\\" in text or Path(text).is_file():
        return load_formula(text)
    raise RatingError("formula.unknown", name=text, known=", ".join(sorted(presets)))
