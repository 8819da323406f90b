"""A seating schedule and its imbalance figures; a manual swap recomputes them.

``Schedule.rounds[r][t]`` is table ``t+1`` of round ``r+1``: ten player indexes in seat
order.  :mod:`seating` generates one, :mod:`schedule_io` reads and writes one.

>>> s = Schedule([f"P{i}" for i in range(10)], 1, 2, [[list(range(10))], [list(range(10))]])
>>> f = s.figures()
>>> (f.meetings_min, f.meetings_max, f.seat_max[1], f.key_seat_excess)
(2, 2, 2, 3)
>>> s.swap(2, (1, 1), (1, 10)).key_seat_excess
1
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from app.editions import SPORT
from app.i18n import DEFAULT, format_number, gettext

from .texts import message

SEATS = SPORT.table.default          # a tournament plays sport tables
KEY_SEATS = (1, 2, SEATS)
# The balance's weights: a pair's meetings, a pair meeting more than ⌈ideal⌉ + 1 times
# (what players notice), a key seat, another seat, a table visit, a table visited
# outside ⌊ideal⌋ … ⌈ideal⌉ + 1 times; an apart pair at one table costs more than any
# imbalance.  Chosen on 30 × 3 and 60 × 6 tables over 10 rounds (docs/seating.md): the
# meetings' own spread, Σ (m − ideal)², is what the proven floor bounds, so nothing
# else is added to it inside the band; the band itself is all but hard (at 100 the
# search gave 20 × 2 tables × 4 rounds visits 1 … 3 for a band of 2 … 3, at 1000 it
# meets the band and the floor exactly).
W_MEET, W_CAP, W_KEY_SEAT, W_SEAT, W_TABLE, W_TABLE_BAND, W_APART = 1.0, 30.0, 1.5, 0.4, 0.1, 1000.0, 4000.0


class SeatingError(ValueError):
    """A set-up that cannot be seated, or a schedule that cannot be read or changed."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(DEFAULT))

    def message(self, lang: str = "ru") -> str:
        from app.i18n import words
        return message(self.code, lang, **words(self.params, lang))   # a reason may be a Phrase



def _player_index(names: list[str], who: Any) -> int | None:
    if isinstance(who, int) and not isinstance(who, bool):
        return who - 1 if 1 <= who <= len(names) else None
    text = str(who).strip()
    if text in names:
        return names.index(text)
    if text.isdigit() and 1 <= int(text) <= len(names):
        return int(text) - 1
    return None



@dataclass(frozen=True)
class Imbalance:
    """How even a schedule is; every figure recomputed after each manual swap."""

    ideal_meetings: float                 # 9·G/(P−1)
    meetings_min: int
    meetings_max: int
    meetings_sd: float
    meetings_sd_floor: float | None       # no schedule in the table band does better (all play every round)
    meetings_histogram: dict[int, int]    # times met -> pairs of players
    pairs_outside: int                    # pairs meeting fewer than floor or more than ceil of the ideal
    ideal_seat: float                     # G/10
    seat_max: dict[int, int]              # seat -> the most times one player sat there
    key_seat_excess: int                  # seats 1, 2, 10 taken beyond ceil(G/10), over all players
    seat_excess: int                      # the same over every seat
    ideal_table: float                    # G/T
    table_min: int
    table_max: int
    table_excess: int                     # table visits outside floor..ceil of the ideal
    games_min: int
    games_max: int
    apart_violations: list[tuple[str, str, int]]   # (a, b, round) at one table
    cost: float                           # the search's objective: lower is more even

    def to_json(self) -> dict:
        out = dict(self.__dict__)
        out["meetings_histogram"] = {str(k): v for k, v in sorted(self.meetings_histogram.items())}
        out["seat_max"] = {str(k): v for k, v in sorted(self.seat_max.items())}
        out["apart_violations"] = [list(v) for v in self.apart_violations]
        return out

    def lines(self, lang: str = "ru") -> list[str]:
        """The figures as the command line and the window print them."""
        def f(value: float) -> str:
            return format_number(round(value, 2), lang, "0.00")

        hist = ", ".join(f"{k}×: {v}" for k, v in sorted(self.meetings_histogram.items()))
        key = ", ".join(f"{s}: {self.seat_max[s]}" for s in KEY_SEATS)
        floor = self.meetings_sd_floor
        floor_text = "" if floor is None else gettext(lang, " (no schedule with the tables in the band beats {floor})",
                                                       floor=f(floor))
        out = [
            gettext(lang, "Pair meetings: ideal {ideal}, {low} to {high}, sd {sd}{floor}; pairs outside the "
                    "band: {outside} ({histogram})", ideal=f(self.ideal_meetings), low=self.meetings_min,
                    high=self.meetings_max, sd=f(self.meetings_sd), floor=floor_text,
                    outside=self.pairs_outside, histogram=hist),
            gettext(lang, "Seats: ideal {ideal} per seat; most times at seats {key}; extra sittings at 1, 2, "
                    "10: {key_excess}, at all seats: {excess}", ideal=f(self.ideal_seat), key=key,
                    key_excess=self.key_seat_excess, excess=self.seat_excess),
            gettext(lang, "Tables: ideal {ideal}, {low} to {high}; visits outside the band: {excess}",
                    ideal=f(self.ideal_table), low=self.table_min, high=self.table_max,
                    excess=self.table_excess),
            gettext(lang, "Games per player: {low} to {high}", low=self.games_min, high=self.games_max),
        ]
        if self.apart_violations:
            pairs = "; ".join(gettext(lang, "{a} — {b} (round {round})", a=a, b=b, round=r)
                              for a, b, r in self.apart_violations)
            out.append(message("seating.apart_failed", lang, pairs=pairs))
        return out


@dataclass(frozen=True)
class PlayerFigures:
    """One player's view of the schedule, for the window's player panel."""

    name: str
    games: int
    seats: dict[int, int]            # seat -> times
    tables: dict[int, int]           # table -> times
    opponents: dict[str, int]        # name -> times met
    rests: list[int]                 # rounds (1-based) without a game


@dataclass
class Schedule:
    """``rounds[r][t]`` is table ``t+1`` of round ``r+1``: ten player indexes in seat order."""

    players: list[str]
    tables: int
    games: int
    rounds: list[list[list[int]]]
    apart: list[tuple[int, int]] = field(default_factory=list)
    ids: list[str | None] | None = None      # a file may name the ids of some players only
    seed: int | None = None
    # a stage's seating (app.tournament.stages.stage_schedule_json): the tournament's own
    # round of each of its rounds ("11", "12" …), the stage's name and its titles by language
    table_spread: str | None = None       # how it was drawn: "even" or "loose" table visits (None: not said)
    round_labels: list[str] | None = None
    stage: str | None = None
    stage_titles: dict[str, str] = field(default_factory=dict)

    def round_number(self, position: int) -> int:
        """The tournament's number of the seating's round ``position`` (1 first): a final's
        first round is round 11 when the qualifying played ten."""
        labels = self.round_labels
        if labels and position <= len(labels) and labels[position - 1].isdigit():
            return int(labels[position - 1])
        return position

    def stage_title(self, lang: str = "ru") -> str:
        """The stage's title in ``lang`` (else the first given, else its name), "" for a
        seating of no stage."""
        from app.i18n import DEFAULT, language
        titles = self.stage_titles
        return titles.get(language(lang)) or titles.get(DEFAULT) or next(iter(titles.values()), self.stage or "")

    # -- reading it --------------------------------------------------------------------
    def grid(self) -> list[list[list[str]]]:
        """The names at each table of each round, in seat order."""
        return [[[self.players[p] for p in table] for table in round_] for round_ in self.rounds]

    def resting(self, round_index: int) -> list[int]:
        seated = {p for table in self.rounds[round_index] for p in table}
        return [p for p in range(len(self.players)) if p not in seated]

    def figures(self) -> Imbalance:
        return _figures(self)

    def player(self, who: Any) -> PlayerFigures:
        p = self._index(who)
        seats: dict[int, int] = {}
        tables: dict[int, int] = {}
        opponents: dict[str, int] = {}
        rests = []
        for r, round_ in enumerate(self.rounds):
            for t, table in enumerate(round_):
                if p in table:
                    s = table.index(p) + 1
                    seats[s] = seats.get(s, 0) + 1
                    tables[t + 1] = tables.get(t + 1, 0) + 1
                    for q in table:
                        if q != p:
                            opponents[self.players[q]] = opponents.get(self.players[q], 0) + 1
                    break
            else:
                rests.append(r + 1)
        return PlayerFigures(self.players[p], sum(seats.values()), seats, tables, opponents, rests)

    def _index(self, who: Any) -> int:
        i = _player_index(self.players, who)
        if i is None:
            raise SeatingError("seating.apart_unknown", a=who, b=who)
        return i

    # -- changing it by hand -----------------------------------------------------------
    def swap(self, round_number: int, a: Any, b: Any) -> Imbalance:
        """Swap two places of round ``round_number`` (1-based): each is ``(table, seat)``
        (1-based) or a resting player (name or 1-based number), who then takes the other's
        seat.  Returns the figures afterwards."""
        if not 1 <= round_number <= len(self.rounds):
            raise SeatingError("schedule.swap_round", round=round_number)
        round_ = self.rounds[round_number - 1]
        pa, pb = self._place(round_number, round_, a), self._place(round_number, round_, b)
        va, vb = self._get(round_, pa), self._get(round_, pb)
        self._set(round_, pa, vb)
        self._set(round_, pb, va)
        return self.figures()

    def _place(self, number: int, round_: list[list[int]], where: Any) -> Any:
        if isinstance(where, tuple) and len(where) == 2:
            table, seat = where
            if not (1 <= table <= len(round_) and 1 <= seat <= SEATS):
                raise SeatingError("schedule.swap_place", round=number, table=table, seat=seat)
            return (table - 1, seat - 1)
        p = self._index(where)
        if any(p in t for t in round_):
            t = next(i for i, tab in enumerate(round_) if p in tab)
            return (t, round_[t].index(p))
        return ("rest", p)

    @staticmethod
    def _get(round_: list[list[int]], place: Any) -> int:
        return place[1] if place[0] == "rest" else round_[place[0]][place[1]]

    @staticmethod
    def _set(round_: list[list[int]], place: Any, value: int) -> None:
        if place[0] != "rest":
            round_[place[0]][place[1]] = value


def _figures(s: Schedule) -> Imbalance:
    n = len(s.players)
    t_count = s.tables
    meet = [0] * (n * n)
    seatc = [0] * (n * SEATS)
    tablec = [0] * (n * t_count)
    games = [0] * n
    violations = []
    apart = {(min(a, b), max(a, b)) for a, b in s.apart}
    for r, round_ in enumerate(s.rounds):
        for t, table in enumerate(round_):
            for k, p in enumerate(table):
                seatc[p * SEATS + k] += 1
                tablec[p * t_count + t] += 1
                games[p] += 1
                for q in table[k + 1:]:
                    meet[p * n + q] += 1
                    meet[q * n + p] += 1
                    if (min(p, q), max(p, q)) in apart:
                        violations.append((s.players[p], s.players[q], r + 1))
    g = max(games) if games else 0
    ideal_m = 9 * s.games / (n - 1) if n > 1 else 0.0
    pairs = [meet[p * n + q] for p in range(n) for q in range(p + 1, n)]
    hist: dict[int, int] = {}
    for m in pairs:
        hist[m] = hist.get(m, 0) + 1
    mean = sum(pairs) / len(pairs) if pairs else 0.0
    sd = math.sqrt(sum((m - mean) ** 2 for m in pairs) / len(pairs)) if pairs else 0.0
    lo_m, hi_m = math.floor(ideal_m), math.ceil(ideal_m)
    ideal_s = s.games / SEATS
    cap_s = math.ceil(ideal_s - 1e-9)
    seat_max = {k + 1: max(seatc[p * SEATS + k] for p in range(n)) for k in range(SEATS)}
    key_excess = sum(max(0, seatc[p * SEATS + k - 1] - cap_s) for p in range(n) for k in KEY_SEATS)
    all_excess = sum(max(0, c - cap_s) for c in seatc)
    ideal_t = s.games / t_count
    lo_t, hi_t = math.floor(ideal_t + 1e-9), math.ceil(ideal_t - 1e-9)
    table_excess = sum(max(0, lo_t - c, c - hi_t) for c in tablec)
    cost = _cost(meet, seatc, tablec, n, t_count, s.games, apart)
    return Imbalance(round(ideal_m, 4), min(pairs, default=0), max(pairs, default=0), round(sd, 4),
                     _sd_floor(n, t_count, len(s.rounds)) if n <= SEATS * t_count
                     else _sd_floor_resting(n, t_count, len(s.rounds), s.games), hist,
                     sum(1 for m in pairs if m < lo_m or m > hi_m), round(ideal_s, 4), seat_max,
                     key_excess, all_excess, round(ideal_t, 4), min(tablec, default=0),
                     max(tablec, default=0), table_excess, min(games, default=0), g, violations,
                     round(cost, 4))


def _sd_floor(n: int, t_count: int, rounds: int) -> float | None:
    """The least spread of pair meetings (σ over all pairs) of any schedule in which all
    play every round and every player's table visits keep ⌊G/T⌋ … ⌈G/T⌉ + 1.

    Σ meetings² = (pairs seated together, over rounds) + Σ over ordered pairs of rounds
    r ≠ s of Σ_ab C(n_ab, 2), n_ab the players at table a in r and b in s.  Row a of that
    matrix holds ten players; C(n_aa, 2) plus its other cells split as evenly as possible
    is φ(n_aa), and L(d), the least Σ φ over rows whose diagonal sums to d, is convex.
    The diagonals, summed over all ordered pairs of rounds, count Σ v(v − 1) over every
    player's visits v to each table, which the table band bounds: the floor is
    R(R − 1) · min L(mean diagonal) over that range.  (Without the band the bound is the
    even split of every row, which 30 × 3 tables × 10 rounds cannot meet together with it.)

    >>> _sd_floor(20, 2, 10), _sd_floor(10, 1, 5), _sd_floor(30, 3, 10), _sd_floor(60, 6, 10)
    (1.3315, 0.0, 1.0617, 0.6472)
    """
    if n != SEATS * t_count or n < 2:
        return None
    if t_count == 1 or rounds < 2:
        return 0.0
    phi = [x * (x - 1) // 2 + _even_pairs(SEATS - x, t_count - 1) for x in range(SEATS + 1)]
    top = SEATS * t_count
    least = [0.0] + [math.inf] * top            # L(d): the least Σ φ(x_a) with Σ x_a = d
    for _ in range(t_count):
        step = [math.inf] * (top + 1)
        for d, value in enumerate(least):
            if value < math.inf:
                for x in range(min(SEATS, top - d) + 1):
                    step[d + x] = min(step[d + x], value + phi[x])
        least = step
    ordered = rounds * (rounds - 1)
    low, high = _visit_squares(t_count, rounds)
    lo_d, hi_d = n * low / ordered, n * high / ordered

    def at(y: float) -> float:              # L between whole diagonals, by its chord
        a = min(int(math.floor(y)), top)
        b = min(a + 1, top)
        return least[a] + (least[b] - least[a]) * (y - a)

    best = min(at(y) for y in [lo_d, hi_d] + list(range(math.ceil(lo_d), math.floor(hi_d) + 1)))
    together = rounds * t_count * SEATS * (SEATS - 1) // 2
    squares = together + ordered * best
    pairs = n * (n - 1) / 2
    mean = together / pairs
    return round(math.sqrt(max(0.0, squares / pairs - mean * mean)), 4)


def _sd_floor_resting(n: int, t_count: int, rounds: int, games: int) -> float | None:
    """The least spread of pair meetings of any schedule in which ``P − 10·T`` players rest
    each round, everyone plays ``G`` games and every player's table visits keep
    ⌊G/T⌋ … ⌈G/T⌉ + 1 (issue 28 §6).

    As in :func:`_sd_floor`, Σ meetings² = (pairs seated together) + Σ over ordered pairs
    of rounds r ≠ s of Σ_ab C(n_ab, 2), n_ab the players at table a in r and b in s.  The
    rows no longer hold ten (some of a table rest in s), so the bound drops them: the
    matrix holds c_rs players, those who play both rounds, with d_rs on its diagonal,
    and Σ C(n_ab, 2) ≥ E_T(d_rs) + E_T(T−1)(c_rs − d_rs), E_k(x) the pairs of x players
    split as evenly as possible over k cells — convex, so the mean pair of rounds bounds
    the sum.  Σ c_rs = P·G(G − 1) whoever rests when, and Σ d_rs = Σ v(v − 1) over every
    player's visits, which the band bounds.  The band forces a small diagonal where the
    even split wants a large one: 45 × 8 games × 4 tables must visit every table exactly
    twice, and no such schedule spreads less than σ 0.8814 (without the band the same
    bound gives 0.747).

    >>> _sd_floor_resting(45, 4, 9, 8), _sd_floor_resting(25, 2, 10, 8), _sd_floor_resting(12, 1, 6, 5)
    (0.8814, 1.0328, 0.2875)
    """
    if rounds < 2 or n <= SEATS * t_count:
        return None
    ordered = rounds * (rounds - 1)
    common = n * games * (games - 1) / ordered
    low, high = _visit_squares(t_count, games)
    lo_d, hi_d = n * low / ordered, n * high / ordered

    def even(x: float, cells: int) -> float:      # E_cells(x) between whole x, by its chord
        if cells == 0:
            return 0.0 if x < 1e-9 else math.inf
        a = int(math.floor(x + 1e-9))
        return _even_pairs(a, cells) + (_even_pairs(a + 1, cells) - _even_pairs(a, cells)) * (x - a)

    candidates = [lo_d, hi_d] + [float(d) for d in range(math.ceil(lo_d), math.floor(hi_d) + 1)]
    candidates += [common - k for k in range(int(common) + 1) if lo_d <= common - k <= hi_d]
    best = min(even(d, t_count) + even(common - d, t_count * (t_count - 1)) for d in candidates)
    together = rounds * t_count * SEATS * (SEATS - 1) // 2
    pairs = n * (n - 1) / 2
    mean = together / pairs
    return round(math.sqrt(max(0.0, (together + ordered * best) / pairs - mean * mean)), 4)


def _even_pairs(players: int, tables: int) -> int:
    """Pairs seated together when ``players`` sit as evenly as possible at ``tables``."""
    if tables <= 0:
        return 0
    q, r = divmod(players, tables)
    return r * (q + 1) * q // 2 + (tables - r) * q * (q - 1) // 2


def _visit_squares(t_count: int, games: int) -> tuple[int, int]:
    """The least and the most Σ v(v − 1) over one player's visits v to each table, the
    visits kept within ⌊G/T⌋ … ⌈G/T⌉ + 1 and summing to G."""
    ideal = games / t_count
    lo, hi = math.floor(ideal + 1e-9), math.ceil(ideal - 1e-9) + 1
    least: dict[int, int] = {0: 0}
    most: dict[int, int] = {0: 0}
    for _ in range(t_count):
        a: dict[int, int] = {}
        b: dict[int, int] = {}
        for total, value in least.items():
            for c in range(lo, hi + 1):
                if total + c <= games:
                    a[total + c] = min(a.get(total + c, 1 << 30), value + c * (c - 1))
        for total, value in most.items():
            for c in range(lo, hi + 1):
                if total + c <= games:
                    b[total + c] = max(b.get(total + c, -1), value + c * (c - 1))
        least, most = a, b
    return least[games], most[games]


def seat_weights() -> list[float]:
    return [W_KEY_SEAT if k + 1 in KEY_SEATS else W_SEAT for k in range(SEATS)]


def _cost(meet: list[int], seatc: list[int], tablec: list[int], n: int, t_count: int, games: int,
          apart: set[tuple[int, int]]) -> float:
    """The search's objective (lower is more even), as :mod:`seating_search` minimises it."""
    f = meeting_cost(9 * games / (n - 1), max(games, *meet) if meet else games)
    mu_s, mu_t = games / SEATS, games / t_count
    ws = seat_weights()
    c = sum(W_MEET * f[meet[p * n + q]] for p in range(n) for q in range(p + 1, n))
    c += sum(W_APART * meet[a * n + b] for a, b in apart)
    c += sum(ws[k] * (seatc[p * SEATS + k] - mu_s) ** 2 for p in range(n) for k in range(SEATS))
    ft = table_cost(mu_t, max(games, *tablec) if tablec else games)
    c += sum(W_TABLE * ft[x] for x in tablec)
    return c


def meeting_cost(ideal: float, rounds: int) -> list[float]:
    """A pair's cost by its meetings: the squared distance to the ideal, and much more
    for a pair meeting more than ⌈ideal⌉ + 1 times."""
    cap = math.ceil(ideal - 1e-9) + 1
    return [(m - ideal) ** 2 + W_CAP * max(0, m - cap) ** 2 for m in range(rounds + 3)]


def table_band(ideal: float, loose: bool = False) -> tuple[int, int]:
    """The visits to one table a player may make: ⌊ideal⌋ … ⌈ideal⌉ + 1, or where the
    secretary chose a looser table spread for a lower spread of meetings (players
    sitting out, docs/seating.md), two fewer and one more.

    >>> table_band(2.0), table_band(2.0, loose=True), table_band(4.0, loose=True)
    ((2, 3), (0, 4), (2, 6))
    """
    lo, hi = math.floor(ideal + 1e-9), math.ceil(ideal - 1e-9) + 1
    return (max(0, lo - 2), hi + 1) if loose else (lo, hi)


def table_cost(ideal: float, rounds: int, loose: bool = False) -> list[float]:
    """A player's cost by the visits to one table: the squared distance to the ideal, and
    much more outside :func:`table_band`."""
    lo, hi = table_band(ideal, loose)
    return [(c - ideal) ** 2 + W_TABLE_BAND * max(0, lo - c, c - hi) ** 2 for c in range(rounds + 3)]
