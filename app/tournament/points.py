"""One game's points per seat under a regulation, and what the regulation says of its awards.

The facts (who won, who left how, the first night's victim, the best move's hits) come
from the engine through :mod:`facts`; the values come from the regulation; the judges'
extra and penalty points come from the file's ``awards``.  The first-killed compensation
(Ci) depends on the player's whole tournament, so a game only says which case applies
and :mod:`standings` gives its value.

>>> from app.sport import sample_game
>>> from app import editions
>>> doc = sample_game()
>>> points = game_points(editions.replay(doc), doc["awards"])
>>> points[3], points[5].total
(SeatPoints(win=1.0, extra=0.4, penalty=None, total=1.4, best_move=0.0), 0.0)
>>> points[4].best_move, points[4].total                  # night-1 victim, three blacks guessed
(0.7, 1.7)
>>> game_points(editions.replay(doc), doc["awards"], "fiim-2023")[4].best_move
0.5
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from app.sport import State

from .facts import SeatFacts, seat_facts
from .issues import Issue
from .regulation import Regulation, get_regulation

EPS = 1e-9


def r4(value: float) -> float:
    """Sums of tenths drift in binary floating point; four decimals are what is meant."""
    return round(value + 0.0, 4) + 0.0


@dataclass(frozen=True)
class SeatPoints:
    """What the game protocol prints per seat: the result's points, the judges' extra
    points, the penalty and the total (the best move's points included)."""

    win: float | None          # None while the game is not finished
    extra: float | None        # as the judges wrote it; None when they wrote nothing
    penalty: float | None      # None when there is none
    total: float | None
    best_move: float = 0.0


class SeatScore(NamedTuple):
    """One seat's points in one game; a NamedTuple for the reason SeatFacts is one."""

    facts: SeatFacts
    win: float | None           # the points of the result (win, loss or draw)
    extra: float                # ДБ as written (0 when none)
    best_move: float            # ЛХ / ТЧ
    penalty: float              # what counts: computed, or as the judges wrote it
    penalty_computed: float
    penalty_written: float | None
    compensation_case: str | None   # lost | won | draw for a red night-1 victim, else None
    extra_written: bool

    @property
    def seat(self) -> int:
        return self.facts.seat

    @property
    def total(self) -> float | None:
        """The game's points without Ci, which the standings add."""
        if self.win is None:
            return None
        return r4(self.win + self.extra + self.best_move + self.penalty)


@dataclass(frozen=True)
class GameScore:
    regulation: Regulation
    seats: dict[int, SeatScore]
    issues: tuple[Issue, ...]

    @property
    def finished(self) -> bool:
        return next(iter(self.seats.values())).win is not None


def _seat_map(awards: Mapping[str, Any], key: str) -> dict[int, Any]:
    out = {}
    for seat, value in (awards.get(key) or {}).items():
        try:
            out[int(seat)] = value
        except (TypeError, ValueError):
            continue
    return out


def computed_penalty(f: SeatFacts, card: str | None, reg: Regulation) -> float:
    """The regulation's penalty for what the engine says happened: the heaviest of the
    events that apply (they describe one offence, not several), plus the card's."""
    if not (f.fouls_out or f.removed or f.removal_lost or f.team_defeat or card):
        return 0.0                      # most seats: nothing to weigh
    p = reg.penalties
    heaviest = 0.0
    for applies, value in ((f.fouls_out, p.fouls_out), (f.removed, p.removal),
                           (f.removal_lost, p.removal_lost), (f.team_defeat, p.team_defeat)):
        if applies and value < heaviest:
            heaviest = value
    if card == "yellow":
        heaviest += p.yellow_card
    elif card == "red":
        heaviest += p.red_card
    return r4(heaviest)


def compensation_case(f: SeatFacts) -> str | None:
    if not f.first_killed or f.team != "red" or f.result is None:
        return None
    return {"loss": "lost", "win": "won", "draw": "draw"}[f.result]


def score_game(state: State, awards: Mapping[str, Any] | None = None,
               regulation: Regulation | str | None = None, game: str | None = None,
               winner: str | None = None) -> GameScore:
    """Every seat's points and the regulation's verdict on the awards; ``game`` labels
    the issues; ``winner`` is a result the secretary set by a correction."""
    reg = get_regulation(regulation)
    awards = awards if awards is not None else (state.awards or {})
    extra = _seat_map(awards, "extra_points")
    written = _seat_map(awards, "penalty_points")
    cards = _seat_map(awards, "cards")
    seats = {}
    for seat, f in seat_facts(state, winner).items():
        win = reg.result_points(f.result)
        bm = reg.best_move[f.role].points(f.best_move_hits) if f.best_move_hits is not None else 0.0
        computed = computed_penalty(f, cards.get(seat), reg)
        penalty_written = written.get(seat)
        if penalty_written is None:
            penalty = computed
        elif reg.penalties.judges == "replace":
            penalty = float(penalty_written)
        else:
            penalty = r4(computed + penalty_written)
        seats[seat] = SeatScore(f, win, float(extra.get(seat) or 0.0), bm, penalty, computed,
                                None if penalty_written is None else float(penalty_written),
                                compensation_case(f), seat in extra)
    return GameScore(reg, seats, tuple(check_awards(seats, extra, reg, game)))


def check_awards(seats: dict[int, SeatScore], extra: dict[int, float], reg: Regulation,
                 game: str | None = None) -> list[Issue]:
    """The judges' extra and penalty points against the regulation's lists and limits."""
    rules = reg.extra
    out: list[Issue] = []

    def add(severity: str, code: str, at: int | None = None, **params: Any) -> None:
        out.append(Issue(severity, code, game, at, None, tuple(params.items())))

    positive = {s: v for s, v in extra.items() if v > EPS}
    for seat, value in sorted(extra.items()):
        _check_extra(add, rules, seat, value, seats[seat].facts.result if seat in seats else None)
    if rules.max_positive_per_game is not None and sum(positive.values()) > rules.max_positive_per_game + EPS:
        add("error", "extra.game_sum", value=r4(sum(positive.values())),
            limit=float(rules.max_positive_per_game))
    if rules.max_awarded_players is not None and len(positive) > rules.max_awarded_players:
        add("error", "extra.too_many", count=len(positive), limit=rules.max_awarded_players)
    if rules.max_with_best_move is not None:
        for seat, s in sorted(seats.items()):
            if s.best_move > EPS and s.extra + s.best_move > rules.max_with_best_move + EPS:
                add("error", "extra.with_best_move", seat, seat=seat, extra=float(s.extra),
                    best_move=float(s.best_move), limit=float(rules.max_with_best_move))
    for seat, s in sorted(seats.items()):
        _check_penalty(add, reg, seat, s)
    return out


def _check_extra(add: Callable[..., None], rules: Any, seat: int, value: float, result: str | None) -> None:
    """One seat's extra points: a figure of the regulation's list for its result, inside
    the regulation's range."""
    listed = _positive_list(rules, result) if value > 0 else rules.negative if value < 0 else None
    if listed == ():
        add("error", "extra.draw_positive", seat, seat=seat, value=float(value))
    elif listed is not None and not any(abs(value - v) < EPS for v in listed):
        add("error", "extra.not_listed", seat, seat=seat, value=float(value),
            allowed=", ".join(f"{v:g}" for v in listed))
    low = rules.low if rules.low is not None else float("-inf")
    high = rules.high if rules.high is not None else float("inf")
    if not low - EPS <= value <= high + EPS:
        add("error", "extra.out_of_range", seat, seat=seat, value=float(value), low=f"{low:g}", high=f"{high:g}")


def _check_penalty(add: Callable[..., None], reg: Regulation, seat: int, s: SeatScore) -> None:
    """The penalty the judges wrote for a seat: never positive, and (where it replaces the
    computed one) said when it differs from it."""
    if s.penalty_written is None:
        return
    if s.penalty_written > EPS:
        add("error", "penalty.positive", seat, seat=seat, value=s.penalty_written)
    elif reg.penalties.judges == "replace" and s.penalty_computed and \
            abs(s.penalty_written - s.penalty_computed) > EPS:
        add("warning", "penalty.differs", seat, seat=seat, written=s.penalty_written, computed=s.penalty_computed)


def _positive_list(rules, result: str | None) -> tuple[float, ...] | None:
    """The positive figures a seat may get: its team's list where the regulation has one
    per result (none at all in a draw), else the common list."""
    if rules.positive_win is None and rules.positive_loss is None:
        return rules.positive
    if result == "draw":
        return ()
    return (rules.positive_win if result == "win" else rules.positive_loss) or rules.positive


def game_points(state: State, awards: Mapping[str, Any] | None,
                regulation: Regulation | str | None = None) -> dict[int, SeatPoints]:
    """The protocol's per-seat points under ``regulation`` (the default preset if None)."""
    score = score_game(state, awards or {}, regulation)
    out = {}
    for seat, s in score.seats.items():
        penalty = s.penalty if (s.penalty or s.penalty_written is not None) else None
        out[seat] = SeatPoints(s.win, s.extra if s.extra_written else None, penalty, s.total, s.best_move)
    return out
