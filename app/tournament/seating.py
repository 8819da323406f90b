"""A tournament's seating: who plays at which table and in which seat, round by round.

The generator balances three things for every player: the opponents (about
``9·G/(P−1)`` meetings per pair), the seats (1, 2 and 10 weigh most) and the tables;
pairs named "apart" never share a table.  Impossible set-ups are refused before any
work, with the reason.  The search is a seeded simulated annealing over swaps of two
players of one round, so the same request always gives the same schedule.
docs/seating.md gives the bounds it reaches.

>>> s = generate_seating(SeatingRequest(players=20, tables=2, games=4, seed=7))
>>> len(s.rounds), [len(t) for t in s.rounds[0]]
(4, [10, 10])
>>> f = s.figures()
>>> f.games_min, f.games_max, f.apart_violations
(4, 4, [])
>>> check_request(SeatingRequest(players=25, tables=2, games=3))[0].message("en")
'25 players with 3 games each fill 75 seats, not a multiple of the 20 seats of a round; change the games or the tables'
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from .texts import message

SEATS = 10
KEY_SEATS = (1, 2, 10)
MAX_ROUNDS = 200
# The search's weights: a pair's meetings, a pair outside the band of the ideal, a key
# seat, another seat, a table visit; an apart pair at one table costs more than any
# imbalance.  Chosen on 60 players × 10 rounds × 6 tables (docs/seating.md).
HOT = 2.0
W_MEET, W_BAND, W_KEY_SEAT, W_SEAT, W_TABLE, W_APART = 1.0, 5.0, 1.5, 0.4, 4.0, 40.0


class SeatingError(ValueError):
    """A set-up that cannot be seated, or a schedule that cannot be read or changed."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message("ru"))

    def message(self, lang: str = "ru") -> str:
        return message(self.code, lang, **self.params)


@dataclass(frozen=True)
class SeatingRequest:
    players: int | Sequence[str]          # how many, or their names
    tables: int
    games: int                            # per player
    seed: int = 0
    apart: Sequence[tuple[Any, Any]] = ()  # pairs of names (or 1-based numbers)
    ids: Sequence[str] | None = None
    effort: float = 1.0                   # more search for a better balance

    @property
    def names(self) -> list[str]:
        if isinstance(self.players, int):
            width = len(str(self.players))
            return [f"Игрок {i:0{width}d}" for i in range(1, self.players + 1)]
        return [str(n) for n in self.players]

    @property
    def count(self) -> int:
        return self.players if isinstance(self.players, int) else len(self.players)

    @property
    def rounds(self) -> int:
        return self.count * self.games // (SEATS * self.tables)


def _player_index(names: list[str], who: Any) -> int | None:
    if isinstance(who, int) and not isinstance(who, bool):
        return who - 1 if 1 <= who <= len(names) else None
    text = str(who).strip()
    if text in names:
        return names.index(text)
    if text.isdigit() and 1 <= int(text) <= len(names):
        return int(text) - 1
    return None


def check_request(req: SeatingRequest) -> list[SeatingError]:
    """Every reason the request cannot be seated (empty when it can)."""
    out: list[SeatingError] = []
    p, t, g = req.count, req.tables, req.games
    if p < SEATS:
        out.append(SeatingError("seating.players", players=p))
    if t < 1:
        out.append(SeatingError("seating.tables", tables=t))
    if g < 1:
        out.append(SeatingError("seating.games", games=g))
    if out:
        return out
    if p < SEATS * t:
        out.append(SeatingError("seating.too_few_players", tables=t, seats=SEATS * t, players=p))
    elif (p * g) % (SEATS * t):
        out.append(SeatingError("seating.uneven", players=p, games=g, total=p * g, seats=SEATS * t))
    elif req.rounds > MAX_ROUNDS:
        out.append(SeatingError("seating.too_many_rounds", rounds=req.rounds, limit=MAX_ROUNDS))
    names = req.names
    if req.ids is not None and len(req.ids) != p:
        out.append(SeatingError("seating.names", names=len(req.ids), players=p))
    seen: set[str] = set()
    for name in names:
        if name in seen:
            out.append(SeatingError("seating.duplicate_name", name=name))
        seen.add(name)
    pairs = []
    for a, b in req.apart:
        i, j = _player_index(names, a), _player_index(names, b)
        if i is None or j is None:
            out.append(SeatingError("seating.apart_unknown", a=a, b=b))
        elif i == j:
            out.append(SeatingError("seating.apart_self", a=a))
        else:
            pairs.append((i, j))
    if pairs and not out and p == SEATS * t:
        # Everyone plays every round, so the players who must all be apart need a table each.
        if t == 1:
            i, j = pairs[0]
            out.append(SeatingError("seating.apart_full", a=names[i], b=names[j]))
        else:
            clique = _largest_clique(pairs)
            if len(clique) > t:
                out.append(SeatingError("seating.apart_clique", count=len(clique), tables=t,
                                        names=", ".join(names[i] for i in sorted(clique))))
    return out


def _largest_clique(pairs: list[tuple[int, int]]) -> set[int]:
    """Bron–Kerbosch with a pivot: the apart graph is small (a handful of pairs)."""
    graph: dict[int, set[int]] = {}
    for a, b in pairs:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set()).add(a)
    best: set[int] = set()

    def expand(r: set[int], p: set[int], x: set[int]) -> None:
        nonlocal best
        if not p and not x:
            if len(r) > len(best):
                best = r
            return
        pivot = max(p | x, key=lambda v: len(graph[v] & p))
        for v in list(p - graph[pivot]):
            expand(r | {v}, p & graph[v], x & graph[v])
            p = p - {v}
            x = x | {v}

    expand(set(), set(graph), set())
    return best


# -- the schedule and its figures ------------------------------------------------------
@dataclass(frozen=True)
class Imbalance:
    """How even a schedule is; every figure recomputed after each manual swap."""

    ideal_meetings: float                 # 9·G/(P−1)
    meetings_min: int
    meetings_max: int
    meetings_sd: float
    meetings_sd_floor: float | None       # no schedule does better (everyone plays every round)
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
        en = lang == "en"

        def f(value: float) -> str:
            shown = f"{value:.2f}"
            return shown if en else shown.replace(".", ",")

        hist = ", ".join(f"{k}×: {v}" for k, v in sorted(self.meetings_histogram.items()))
        key = ", ".join(f"{s}: {self.seat_max[s]}" for s in KEY_SEATS)
        floor = self.meetings_sd_floor
        floor_ru = "" if floor is None else f" (лучше {f(floor)} не бывает)"
        floor_en = "" if floor is None else f" (no schedule beats {f(floor)})"
        rows = [
            (f"Встречи пары: идеал {f(self.ideal_meetings)}, от {self.meetings_min} до {self.meetings_max}, "
             f"σ {f(self.meetings_sd)}{floor_ru}; пар вне коридора: {self.pairs_outside} ({hist})",
             f"Pair meetings: ideal {f(self.ideal_meetings)}, {self.meetings_min} to {self.meetings_max}, "
             f"sd {f(self.meetings_sd)}{floor_en}; pairs outside the band: {self.pairs_outside} ({hist})"),
            (f"Места: идеал {f(self.ideal_seat)} на место; больше всего раз на местах {key}; "
             f"лишних посадок на 1, 2, 10: {self.key_seat_excess}, на всех местах: {self.seat_excess}",
             f"Seats: ideal {f(self.ideal_seat)} per seat; most times at seats {key}; "
             f"extra sittings at 1, 2, 10: {self.key_seat_excess}, at all seats: {self.seat_excess}"),
            (f"Столы: идеал {f(self.ideal_table)}, от {self.table_min} до {self.table_max}; "
             f"посещений вне коридора: {self.table_excess}",
             f"Tables: ideal {f(self.ideal_table)}, {self.table_min} to {self.table_max}; "
             f"visits outside the band: {self.table_excess}"),
            (f"Игр у игрока: от {self.games_min} до {self.games_max}",
             f"Games per player: {self.games_min} to {self.games_max}"),
        ]
        out = [en_ if en else ru for ru, en_ in rows]
        if self.apart_violations:
            pairs = "; ".join(f"{a} — {b} ({'round' if en else 'тур'} {r})" for a, b, r in self.apart_violations)
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
    ids: list[str] | None = None
    seed: int | None = None

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
                     _sd_floor(n, t_count, len(s.rounds)), hist,
                     sum(1 for m in pairs if m < lo_m or m > hi_m), round(ideal_s, 4), seat_max,
                     key_excess, all_excess, round(ideal_t, 4), min(tablec, default=0),
                     max(tablec, default=0), table_excess, min(games, default=0), g, violations,
                     round(cost, 4))


def _sd_floor(n: int, t_count: int, rounds: int) -> float | None:
    """The least spread of pair meetings any schedule can have when all play every round.

    Two rounds share Σ C(n_ab, 2) pairs, n_ab the players at table a in one and b in the
    other; that is least when every n_ab is 10/T rounded down or up.  Summed over all pairs
    of rounds it bounds Σ meetings², hence the spread.

    >>> _sd_floor(20, 2, 10), _sd_floor(10, 1, 5)
    (1.1165, 0.0)
    """
    if n != SEATS * t_count or n < 2:
        return None
    q, r = divmod(SEATS, t_count)
    row = r * (q + 1) * q // 2 + (t_count - r) * q * (q - 1) // 2
    squares = rounds * t_count * 45 + rounds * (rounds - 1) * t_count * row
    pairs = n * (n - 1) / 2
    mean = rounds * t_count * 45 / pairs
    return round(math.sqrt(max(0.0, squares / pairs - mean * mean)), 4)


def _seat_weights() -> list[float]:
    return [W_KEY_SEAT if k + 1 in KEY_SEATS else W_SEAT for k in range(SEATS)]


def _cost(meet: list[int], seatc: list[int], tablec: list[int], n: int, t_count: int, games: int,
          apart: set[tuple[int, int]]) -> float:
    mu = 9 * games / (n - 1)
    mu_s, mu_t = games / SEATS, games / t_count
    ws = _seat_weights()
    c = sum(W_MEET * (meet[p * n + q] - mu) ** 2 for p in range(n) for q in range(p + 1, n))
    c += sum(W_APART * meet[a * n + b] for a, b in apart)
    c += sum(ws[k] * (seatc[p * SEATS + k] - mu_s) ** 2 for p in range(n) for k in range(SEATS))
    c += sum(W_TABLE * (x - mu_t) ** 2 for x in tablec)
    return c


# -- the generator ---------------------------------------------------------------------
def generate_seating(req: SeatingRequest) -> Schedule:
    """A balanced schedule for ``req``; :class:`SeatingError` (the first reason) when the
    set-up is impossible."""
    problems = check_request(req)
    if problems:
        raise problems[0]
    names = req.names
    n, t_count, rounds = req.count, req.tables, req.rounds
    apart = [(_player_index(names, a), _player_index(names, b)) for a, b in req.apart]
    rng = random.Random(req.seed)
    places = SEATS * t_count
    # Who rests when: a shuffled cycle, so that everyone rests equally often.
    cycle = list(range(n))
    rng.shuffle(cycle)
    resting_per_round = n - places
    layout: list[list[int]] = []
    cursor = 0
    for _ in range(rounds):
        rest = {cycle[(cursor + k) % n] for k in range(resting_per_round)}
        cursor += resting_per_round
        playing = [p for p in range(n) if p not in rest]
        rng.shuffle(playing)
        layout.append(playing)
    _anneal(layout, n, t_count, req.games, apart, rng, req.effort)
    schedule_rounds = [[layout[r][t * SEATS:(t + 1) * SEATS] for t in range(t_count)] for r in range(rounds)]
    return Schedule(names, t_count, req.games, schedule_rounds, apart,
                    list(req.ids) if req.ids is not None else None, req.seed)


def iterations(n: int, rounds: int, effort: float = 1.0) -> int:
    """How long the grouping search runs: every seat of every round is reconsidered
    about a thousand times."""
    return max(20_000, int(effort * 1000 * n * max(rounds, 1)))


def _counts(layout: list[list[int]], n: int, t_count: int) -> tuple[list[int], list[int], list[int]]:
    meet = [0] * (n * n)
    seatc = [0] * (n * SEATS)
    tablec = [0] * (n * t_count)
    for row in layout:
        for t in range(t_count):
            table = row[t * SEATS:(t + 1) * SEATS]
            for k, p in enumerate(table):
                seatc[p * SEATS + k] += 1
                tablec[p * t_count + t] += 1
                for q in table[k + 1:]:
                    meet[p * n + q] += 1
                    meet[q * n + p] += 1
    return meet, seatc, tablec


def _anneal(layout: list[list[int]], n: int, t_count: int, games: int, apart: list[tuple[int, int]],
            rng: random.Random, effort: float) -> None:
    """Who sits together at which table (meetings, apart pairs, table balance), then a
    polish of the tables alone (a group changing tables moves no one's opponents), then
    the order inside each group (seats), which neither of the others depends on."""
    _group(layout, n, t_count, games, apart, rng, iterations(n, len(layout), effort))
    _label_tables(layout, n, t_count, rng, max(5_000, int(effort * 100 * len(layout) * t_count * t_count)))
    _order_seats(layout, n, t_count, games, rng, max(20_000, int(effort * 300 * n * len(layout))))


def _meeting_cost(ideal: float, rounds: int) -> list[float]:
    """A pair's cost by its meetings: the squared distance to the ideal, and more for a
    pair outside floor..ceil of it (never met, or met once too often), which is what
    players notice."""
    lo, hi = math.floor(ideal), math.ceil(ideal)
    return [(m - ideal) ** 2 + W_BAND * max(0, lo - m, m - hi) ** 2 for m in range(rounds + 3)]


def _schedule_temps(total: int, hot: float, cold: float):
    return hot, (cold / hot) ** (1.0 / total)


def _group(layout: list[list[int]], n: int, t_count: int, games: int, apart: list[tuple[int, int]],
           rng: random.Random, total: int) -> None:
    """Σ(meetings − ideal)² + apart + W_TABLE·Σ(table visits − ideal)², by two moves: swap
    two players of one round at different tables, or swap the tables of two whole groups
    (which changes table visits only)."""
    if t_count < 2:
        return
    rounds, places = len(layout), SEATS * t_count
    apw = [0.0] * (n * n)
    for a, b in apart:
        apw[a * n + b] = apw[b * n + a] = W_APART
    meet, _, tablec = _counts(layout, n, t_count)
    tw2 = 2 * W_TABLE
    # up[m] / down[m]: the change of a pair's cost when its meetings go from m to m±1
    f = _meeting_cost(9 * games / (n - 1), rounds)
    up = [f[m + 1] - f[m] for m in range(rounds + 1)]
    down = [0.0] + [f[m - 1] - f[m] for m in range(1, rounds + 2)]
    temp, cooling = _schedule_temps(total, HOT, 0.05)
    random_, randrange, exp = rng.random, rng.randrange, math.exp
    for _ in range(total):
        temp *= cooling
        row = layout[randrange(rounds)]
        i, j = randrange(places), randrange(places)
        ta, tb = i // SEATS, j // SEATS
        if ta == tb:
            continue
        a0, b0 = ta * SEATS, tb * SEATS
        if random_() < 0.15:                     # the two groups trade tables
            ga, gb = row[a0:a0 + SEATS], row[b0:b0 + SEATS]
            delta = 0.0
            for x in ga:
                delta += 1 + tablec[x * t_count + tb] - tablec[x * t_count + ta]
            for y in gb:
                delta += 1 + tablec[y * t_count + ta] - tablec[y * t_count + tb]
            delta *= tw2
            if delta > 0 and random_() >= exp(-delta / temp):
                continue
            for x in ga:
                tablec[x * t_count + ta] -= 1
                tablec[x * t_count + tb] += 1
            for y in gb:
                tablec[y * t_count + tb] -= 1
                tablec[y * t_count + ta] += 1
            row[a0:a0 + SEATS], row[b0:b0 + SEATS] = gb, ga
            continue
        x, y = row[i], row[j]
        xn, yn, xt, yt = x * n, y * n, x * t_count, y * t_count
        # a count c going to c±1 changes (c − ideal)² by 1 ± 2(c − ideal); the ideal
        # cancels out of a swap because the totals stay the same
        delta = tw2 * (2 + tablec[xt + tb] - tablec[xt + ta] + tablec[yt + ta] - tablec[yt + tb])
        for z in row[a0:a0 + SEATS]:
            if z != x:
                delta += up[meet[yn + z]] + down[meet[xn + z]] + apw[yn + z] - apw[xn + z]
        for z in row[b0:b0 + SEATS]:
            if z != y:
                delta += up[meet[xn + z]] + down[meet[yn + z]] + apw[xn + z] - apw[yn + z]
        if delta > 0 and random_() >= exp(-delta / temp):
            continue
        tablec[xt + ta] -= 1
        tablec[xt + tb] += 1
        tablec[yt + tb] -= 1
        tablec[yt + ta] += 1
        for z in row[a0:a0 + SEATS]:
            if z != x:
                meet[xn + z] -= 1
                meet[z * n + x] -= 1
                meet[yn + z] += 1
                meet[z * n + y] += 1
        for z in row[b0:b0 + SEATS]:
            if z != y:
                meet[yn + z] -= 1
                meet[z * n + y] -= 1
                meet[xn + z] += 1
                meet[z * n + x] += 1
        row[i], row[j] = y, x


def _label_tables(layout: list[list[int]], n: int, t_count: int, rng: random.Random, total: int) -> None:
    """Swap the tables of two whole groups of one round, on Σ(table visits − ideal)² alone."""
    if t_count < 2:
        return
    rounds = len(layout)
    _, _, tablec = _counts(layout, n, t_count)
    temp, cooling = _schedule_temps(total, 1.0, 0.02)
    random_, randrange, exp = rng.random, rng.randrange, math.exp
    for _ in range(total):
        temp *= cooling
        row = layout[randrange(rounds)]
        a, b = randrange(t_count), randrange(t_count)
        if a == b:
            continue
        a0, b0 = a * SEATS, b * SEATS
        ga, gb = row[a0:a0 + SEATS], row[b0:b0 + SEATS]
        delta = 0
        for x in ga:
            delta += 1 + tablec[x * t_count + b] - tablec[x * t_count + a]
        for y in gb:
            delta += 1 + tablec[y * t_count + a] - tablec[y * t_count + b]
        if delta > 0 and random_() >= exp(-2 * delta / temp):
            continue
        for x in ga:
            tablec[x * t_count + a] -= 1
            tablec[x * t_count + b] += 1
        for y in gb:
            tablec[y * t_count + b] -= 1
            tablec[y * t_count + a] += 1
        row[a0:a0 + SEATS], row[b0:b0 + SEATS] = gb, ga


def _order_seats(layout: list[list[int]], n: int, t_count: int, games: int, rng: random.Random,
                 total: int) -> None:
    """Swap two seats of one table: Σ weight(seat)·(sittings − ideal)²."""
    rounds, places = len(layout), SEATS * t_count
    _, seatc, _ = _counts(layout, n, t_count)
    ws = _seat_weights()
    temp, cooling = _schedule_temps(total, 2.0, 0.02)
    random_, randrange, exp = rng.random, rng.randrange, math.exp
    for _ in range(total):
        temp *= cooling
        row = layout[randrange(rounds)]
        i = randrange(places)
        si, sj = i % SEATS, randrange(SEATS)
        if si == sj:
            continue
        j = i - si + sj
        xs, ys = row[i] * SEATS, row[j] * SEATS
        wi, wj = ws[si], ws[sj]
        delta = (wi * (2 + 2 * (seatc[ys + si] - seatc[xs + si]))
                 + wj * (2 + 2 * (seatc[xs + sj] - seatc[ys + sj])))
        if delta > 0 and random_() >= exp(-delta / temp):
            continue
        seatc[xs + si] -= 1
        seatc[xs + sj] += 1
        seatc[ys + sj] -= 1
        seatc[ys + si] += 1
        row[i], row[j] = row[j], row[i]
