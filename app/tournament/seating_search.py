"""The search behind :func:`seating.generate_seating`: seeded simulated annealing.

Who sits with whom at which table, then the tables alone, then the seats inside each
table — three searches, because each later one cannot disturb what the earlier reached.
Every move is a swap inside one round, its cost change computed from counts in O(10).
"""
from __future__ import annotations

import math
import random

from .schedule import SEATS, W_APART, W_TABLE, meeting_cost, seat_weights, table_cost

HOT = 2.0        # the starting temperature, in units of the cost


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
    _label_tables(layout, n, t_count, rng, max(20_000, int(effort * 400 * len(layout) * t_count * t_count)))
    _order_seats(layout, n, t_count, games, rng, max(20_000, int(effort * 300 * n * len(layout))))


def _schedule_temps(total: int, hot: float, cold: float):
    return hot, (cold / hot) ** (1.0 / total)


def _group(layout: list[list[int]], n: int, t_count: int, games: int, apart: list[tuple[int, int]],
           rng: random.Random, total: int) -> None:
    """Σ meeting_cost + apart + W_TABLE·Σ table_cost(visits), by two moves: swap
    two players of one round at different tables, or swap the tables of two whole groups
    (which changes table visits only)."""
    if t_count < 2:
        return
    rounds, places = len(layout), SEATS * t_count
    apw = [0.0] * (n * n)
    for a, b in apart:
        apw[a * n + b] = apw[b * n + a] = W_APART
    meet, _, tablec = _counts(layout, n, t_count)
    tcost = table_cost(rounds / t_count, rounds)
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
                delta += up_t[tablec[x * t_count + tb]] - up_t[tablec[x * t_count + ta] - 1]
            for y in gb:
                delta += up_t[tablec[y * t_count + ta]] - up_t[tablec[y * t_count + tb] - 1]
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
    """Swap the tables of two whole groups of one round (nobody's opponents change), on
    the table visits alone: Σ table_cost(visits), which keeps them in the band."""
    if t_count < 2:
        return
    rounds = len(layout)
    _, _, tablec = _counts(layout, n, t_count)
    tc = table_cost(rounds / t_count, rounds)
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
