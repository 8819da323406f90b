"""The search behind :func:`seating.generate_seating`: seeded simulated annealing.

Who sits with whom at which table, then the tables alone, then the seats inside each
table — three searches, because each later one cannot disturb what the earlier reached.
Every move is a swap inside one round, its cost change computed from counts in O(10).
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable

from .schedule import SEATS, W_APART, W_TABLE, meeting_cost, seat_weights, table_cost

HOT = 2.0        # the starting temperature, in units of the cost
REST_TRADES = 0.3    # the share of moves that trade rests, where players sit out


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


def anneal(layout: list[list[int]], n: int, t_count: int, games: int, apart: list[tuple[int, int]],
            rng: random.Random, effort: float) -> None:
    """Who sits together at which table (meetings, apart pairs, table balance), then a
    polish of the tables alone (a group changing tables moves no one's opponents), then
    the order inside each group (seats), which neither of the others depends on."""
    _group(layout, n, t_count, games, apart, rng, iterations(n, len(layout), effort))
    polish(layout, n, t_count, games, rng, effort)


def polish(layout: list[list[int]], n: int, t_count: int, games: int, rng: random.Random, effort: float) -> None:
    """The tables, then the seats, of groups already chosen (by :func:`anneal` or by a
    developed schedule): nobody's opponents change."""
    _label_tables(layout, n, t_count, games, rng, max(20_000, int(effort * 400 * len(layout) * t_count * t_count)))
    _order_seats(layout, n, t_count, games, rng, max(20_000, int(effort * 300 * n * len(layout))))


def _schedule_temps(total: int, hot: float, cold: float):
    return hot, (cold / hot) ** (1.0 / total)


def _trade_tables(row: list[int], ta: int, tb: int, tablec: list[int], t_count: int, up_t: list[float],
                  temp: float, random_: Callable[[], float]) -> None:
    """The move of :func:`_group` that swaps the tables of two whole groups of ``row``
    (table visits change, meetings do not), taken or not as the annealing decides."""
    a0, b0 = ta * SEATS, tb * SEATS
    ga, gb = row[a0:a0 + SEATS], row[b0:b0 + SEATS]
    delta = 0.0
    for x in ga:
        delta += up_t[tablec[x * t_count + tb]] - up_t[tablec[x * t_count + ta] - 1]
    for y in gb:
        delta += up_t[tablec[y * t_count + ta]] - up_t[tablec[y * t_count + tb] - 1]
    if delta > 0 and random_() >= math.exp(-delta / temp):
        return
    for x in ga:
        tablec[x * t_count + ta] -= 1
        tablec[x * t_count + tb] += 1
    for y in gb:
        tablec[y * t_count + tb] -= 1
        tablec[y * t_count + ta] += 1
    row[a0:a0 + SEATS], row[b0:b0 + SEATS] = gb, ga


def _swap_players(row: list[int], i: int, j: int, meet: list[int], tablec: list[int], n: int,
                  t_count: int) -> None:
    """The accepted move of :func:`_group` that swaps the players at places ``i`` and ``j``
    of ``row`` (at different tables): their table visits and meetings follow."""
    x, y = row[i], row[j]
    ta, tb = i // SEATS, j // SEATS
    a0, b0 = ta * SEATS, tb * SEATS
    xn, yn, xt, yt = x * n, y * n, x * t_count, y * t_count
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


def _group(layout: list[list[int]], n: int, t_count: int, games: int, apart: list[tuple[int, int]],
           rng: random.Random, total: int) -> None:
    """Σ meeting_cost + apart + W_TABLE·Σ table_cost(visits), by two moves: swap
    two players of one round at different tables, or swap the tables of two whole groups
    (which changes table visits only)."""
    rounds, places = len(layout), SEATS * t_count
    trades = RestTrades(layout, n) if n > places else None
    if t_count < 2 and trades is None:
        return
    apw = [0.0] * (n * n)
    for a, b in apart:
        apw[a * n + b] = apw[b * n + a] = W_APART
    meet, _, tablec = _counts(layout, n, t_count)
    tcost = table_cost(games / t_count, rounds)      # a player's games, not the rounds: some sit out
    # tw[c]: the change of a player's table cost when its visits to a table go c → c + 1
    up_t = [W_TABLE * (tcost[c + 1] - tcost[c]) for c in range(rounds + 1)]
    # up[m] / down[m]: the change of a pair's cost when its meetings go from m to m±1
    f = meeting_cost(9 * games / (n - 1), rounds)
    up = [f[m + 1] - f[m] for m in range(rounds + 1)]
    down = [0.0] + [f[m - 1] - f[m] for m in range(1, rounds + 2)]
    temp, cooling = _schedule_temps(total, HOT, 0.05)
    random_, randrange, exp = rng.random, rng.randrange, math.exp
    for _ in range(total):
        temp *= cooling
        if trades is not None and (t_count < 2 or random_() < REST_TRADES):
            trades.step(meet, tablec, n, t_count, f, up_t, apw, temp, rng)
            continue
        row = layout[randrange(rounds)]
        i, j = randrange(places), randrange(places)
        ta, tb = i // SEATS, j // SEATS
        if ta == tb:
            continue
        a0, b0 = ta * SEATS, tb * SEATS
        if random_() < 0.15:                     # the two groups trade tables
            _trade_tables(row, ta, tb, tablec, t_count, up_t, temp, random_)
            continue
        x, y = row[i], row[j]
        xn, yn, xt, yt = x * n, y * n, x * t_count, y * t_count
        delta = (up_t[tablec[xt + tb]] - up_t[tablec[xt + ta] - 1]
                 + up_t[tablec[yt + ta]] - up_t[tablec[yt + tb] - 1])
        for z in row[a0:a0 + SEATS]:
            if z != x:
                delta += up[meet[yn + z]] + down[meet[xn + z]] + apw[yn + z] - apw[xn + z]
        for z in row[b0:b0 + SEATS]:
            if z != y:
                delta += up[meet[xn + z]] + down[meet[yn + z]] + apw[xn + z] - apw[yn + z]
        if delta > 0 and random_() >= exp(-delta / temp):
            continue
        _swap_players(row, i, j, meet, tablec, n, t_count)


class RestTrades:
    """Where players sit out, two of them trade rests: y rests in round r, x in round s,
    each his j-th rest; after the trade x rests in r and y in s (x taking y's place in s,
    y taking x's in r).  Everyone keeps as many rests, and the j-th rests keep their
    rounds, so nobody rests twice before everyone has rested once (the first layout's
    shuffled cycle gives every player his j-th rest in the j-th pass of the cycle)."""

    def __init__(self, layout: list[list[int]], n: int) -> None:
        self.layout = layout
        self.resting = [set(range(n)) - set(row) for row in layout]
        seen = [0] * n
        self.slots: list[list[int]] = []           # [round, pass of the cycle, player]
        self.by_pass: dict[int, list[int]] = {}
        for r, rest in enumerate(self.resting):
            for p in sorted(rest):
                self.by_pass.setdefault(seen[p], []).append(len(self.slots))
                self.slots.append([r, seen[p], p])
                seen[p] += 1

    def step(self, meet: list[int], tablec: list[int], n: int, t_count: int, f: list[float],
             up_t: list[float], apw: list[float], temp: float, rng: random.Random) -> None:
        a = self.slots[rng.randrange(len(self.slots))]
        same = self.by_pass[a[1]]
        b = self.slots[same[rng.randrange(len(same))]]
        (r, _, y), (s, _, x) = a, b
        if r == s or x in self.resting[r] or y in self.resting[s]:
            return
        i, j = self.layout[r].index(x), self.layout[s].index(y)
        ta, tb = i // SEATS, j // SEATS
        pairs: dict[int, int] = {}
        for z in self.layout[r][ta * SEATS:(ta + 1) * SEATS]:
            if z != x:                                 # in round r y takes x's place
                pairs[x * n + z] = pairs.get(x * n + z, 0) - 1
                pairs[y * n + z] = pairs.get(y * n + z, 0) + 1
        for z in self.layout[s][tb * SEATS:(tb + 1) * SEATS]:
            if z != y:                                 # in round s x takes y's place
                pairs[y * n + z] = pairs.get(y * n + z, 0) - 1
                pairs[x * n + z] = pairs.get(x * n + z, 0) + 1
        delta = 0.0
        for key, c in pairs.items():
            if c:
                m = meet[key]
                delta += f[m + c] - f[m] + c * apw[key]
        visits = {x * t_count + ta: -1, y * t_count + ta: 1}
        visits[x * t_count + tb] = visits.get(x * t_count + tb, 0) + 1
        visits[y * t_count + tb] = visits.get(y * t_count + tb, 0) - 1
        for key, c in visits.items():
            if c:
                delta += up_t[tablec[key]] if c > 0 else -up_t[tablec[key] - 1]
        if delta > 0 and rng.random() >= math.exp(-delta / temp):
            return
        for key, c in pairs.items():
            if c:
                p, q = divmod(key, n)
                meet[key] += c
                meet[q * n + p] += c
        for key, c in visits.items():
            tablec[key] += c
        self.layout[r][i], self.layout[s][j] = y, x
        self.resting[r].symmetric_difference_update((x, y))
        self.resting[s].symmetric_difference_update((x, y))
        a[2], b[2] = x, y


def _label_tables(layout: list[list[int]], n: int, t_count: int, games: int, rng: random.Random,
                  total: int) -> None:
    """Swap the tables of two whole groups of one round (nobody's opponents change), on
    the table visits alone: Σ table_cost(visits), which keeps them in the band."""
    if t_count < 2:
        return
    rounds = len(layout)
    _, _, tablec = _counts(layout, n, t_count)
    tc = table_cost(games / t_count, rounds)
    temp, cooling = _schedule_temps(total, 2.0, 0.02)
    random_, randrange, exp = rng.random, rng.randrange, math.exp
    for _ in range(total):
        temp *= cooling
        row = layout[randrange(rounds)]
        a, b = randrange(t_count), randrange(t_count)
        if a == b:
            continue
        a0, b0 = a * SEATS, b * SEATS
        ga, gb = row[a0:a0 + SEATS], row[b0:b0 + SEATS]
        delta = 0.0
        for x in ga:
            ca, cb = tablec[x * t_count + a], tablec[x * t_count + b]
            delta += tc[ca - 1] - tc[ca] + tc[cb + 1] - tc[cb]
        for y in gb:
            ca, cb = tablec[y * t_count + a], tablec[y * t_count + b]
            delta += tc[cb - 1] - tc[cb] + tc[ca + 1] - tc[ca]
        if delta > 0 and random_() >= exp(-delta / temp):
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
    ws = seat_weights()
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
