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
REST_TRADES = 0.3    # the share of moves that trade rests, where players sit out
GROUP_TRADES = 0.15  # ... that let two groups trade tables
PAIRED_SWAPS = 0.3   # ... that swap two players in two rounds at once, where players sit out


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
            rng: random.Random, effort: float, loose: bool = False) -> None:
    """Who sits together at which table (meetings, apart pairs, table balance), then a
    polish of the tables alone (a group changing tables moves no one's opponents), then
    the order inside each group (seats), which neither of the others depends on.
    ``loose``: the tables in :func:`schedule.table_band`'s looser band."""
    _group(layout, n, t_count, games, apart, rng, iterations(n, len(layout), effort), loose)
    polish(layout, n, t_count, games, rng, effort, loose)


def polish(layout: list[list[int]], n: int, t_count: int, games: int, rng: random.Random, effort: float,
           loose: bool = False) -> None:
    """The tables, then the seats, of groups already chosen (by :func:`anneal` or by a
    developed schedule): nobody's opponents change."""
    _label_tables(layout, n, t_count, games, rng, max(20_000, int(effort * 400 * len(layout) * t_count * t_count)),
                  loose)
    _order_seats(layout, n, t_count, games, rng, max(20_000, int(effort * 300 * n * len(layout))))


def _schedule_temps(total: int, hot: float, cold: float):
    return hot, (cold / hot) ** (1.0 / total)


def _group(layout: list[list[int]], n: int, t_count: int, games: int, apart: list[tuple[int, int]],
           rng: random.Random, total: int, loose: bool = False) -> None:
    """Σ meeting_cost + apart + W_TABLE·Σ table_cost(visits), by four moves of
    :class:`Grouping`: swap two players of one round at different tables; swap them in
    two rounds at once, where each sits at the other's table (nobody's table visits
    change, so the search can move where the band is tight); swap the tables of two
    whole groups (table visits only); and, where players sit out, trade two rests."""
    state = Grouping(layout, n, t_count, games, apart, rng, loose)
    trades = RestTrades(state) if n > SEATS * t_count else None
    if t_count < 2 and trades is None:
        return
    # where nobody rests, the moves are those of before issue 28: group trades and swaps
    rest_share, paired_share = (REST_TRADES, PAIRED_SWAPS) if trades is not None else (0.0, 0.0)
    temp, cooling = _schedule_temps(total, HOT, 0.05)
    random_ = rng.random
    for _ in range(total):
        temp *= cooling
        u = random_()
        if trades is not None and (t_count < 2 or u < rest_share):
            trades.step(temp)
        elif u < rest_share + GROUP_TRADES:
            state.trade_tables(temp)
        elif u < rest_share + GROUP_TRADES + paired_share:
            state.paired_swap(temp)
        else:
            state.swap(temp)


class Grouping:
    """The grouping search's state: meetings and table visits counted, every player's
    place in every round (-1 resting), and the cost's increments, so that a move's change
    of cost is computed from counts in O(10)."""

    def __init__(self, layout: list[list[int]], n: int, t_count: int, games: int,
                 apart: list[tuple[int, int]], rng: random.Random, loose: bool = False) -> None:
        rounds = len(layout)
        self.layout, self.n, self.t_count, self.rng = layout, n, t_count, rng
        self.apw = [0.0] * (n * n)
        for a, b in apart:
            self.apw[a * n + b] = self.apw[b * n + a] = W_APART
        self.meet, _, self.tablec = _counts(layout, n, t_count)
        self.where = [[-1] * n for _ in layout]
        for r, row in enumerate(layout):
            for i, p in enumerate(row):
                self.where[r][p] = i
        tcost = table_cost(games / t_count, rounds, loose)    # a player's games, not the rounds: some sit out
        # up_t[c]: the change of a player's table cost when its visits to a table go c → c + 1
        self.up_t = [W_TABLE * (tcost[c + 1] - tcost[c]) for c in range(rounds + 1)]
        # f[m]: a pair's cost at m meetings; up[m] / down[m]: its change at m → m ± 1
        self.f = f = meeting_cost(9 * games / (n - 1), rounds)
        self.up = [f[m + 1] - f[m] for m in range(rounds + 1)]
        self.down = [0.0] + [f[m - 1] - f[m] for m in range(1, rounds + 2)]

    def accept(self, delta: float, temp: float) -> bool:
        return delta <= 0 or self.rng.random() < math.exp(-delta / temp)

    def _pick(self) -> tuple[int, int, int] | None:
        """A round and two of its places at different tables."""
        randrange, places = self.rng.randrange, SEATS * self.t_count
        r, i, j = randrange(len(self.layout)), randrange(places), randrange(places)
        return None if i // SEATS == j // SEATS else (r, i, j)

    def swap(self, temp: float) -> None:
        pick = self._pick()
        if pick is None:
            return
        r, i, j = pick
        row, n, tc, tablec, up_t = self.layout[r], self.n, self.t_count, self.tablec, self.up_t
        up, down, meet, apw = self.up, self.down, self.meet, self.apw
        ta, tb = i // SEATS, j // SEATS
        x, y = row[i], row[j]
        xn, yn, xt, yt = x * n, y * n, x * tc, y * tc
        delta = (up_t[tablec[xt + tb]] - up_t[tablec[xt + ta] - 1]
                 + up_t[tablec[yt + ta]] - up_t[tablec[yt + tb] - 1])
        for z in row[ta * SEATS:ta * SEATS + SEATS]:
            if z != x:
                delta += up[meet[yn + z]] + down[meet[xn + z]] + apw[yn + z] - apw[xn + z]
        for z in row[tb * SEATS:tb * SEATS + SEATS]:
            if z != y:
                delta += up[meet[xn + z]] + down[meet[yn + z]] + apw[xn + z] - apw[yn + z]
        if not self.accept(delta, temp):
            return
        tablec[xt + ta] -= 1
        tablec[xt + tb] += 1
        tablec[yt + tb] -= 1
        tablec[yt + ta] += 1
        self._move_meetings(row, ta, x, y)
        self._move_meetings(row, tb, y, x)
        self._exchange(r, i, j)

    def _move_meetings(self, row: list[int], t: int, out: int, into: int) -> None:
        """``into`` takes ``out``'s place at table ``t`` of ``row``: the meetings follow."""
        meet, n = self.meet, self.n
        for z in row[t * SEATS:t * SEATS + SEATS]:
            if z != out:
                meet[out * n + z] -= 1
                meet[z * n + out] -= 1
                meet[into * n + z] += 1
                meet[z * n + into] += 1

    def _exchange(self, r: int, i: int, j: int) -> None:
        row, where = self.layout[r], self.where[r]
        row[i], row[j] = row[j], row[i]
        where[row[i]], where[row[j]] = i, j

    def paired_swap(self, temp: float) -> None:
        """x at table a and y at table b in round r, x at b and y at a in round s: swap
        them in both rounds, which leaves everyone's table visits as they were."""
        pick = self._pick()
        if pick is None:
            return
        r, i, j = pick
        x, y = self.layout[r][i], self.layout[r][j]
        ta, tb = i // SEATS, j // SEATS
        rounds = [s for s, where in enumerate(self.where)
                  if where[x] >= 0 and where[y] >= 0 and where[x] // SEATS == tb and where[y] // SEATS == ta]
        if not rounds:
            return
        s = rounds[self.rng.randrange(len(rounds))]
        changes: dict[int, int] = {}
        self._changes(changes, self.layout[r], ta, x, y)
        self._changes(changes, self.layout[r], tb, y, x)
        self._changes(changes, self.layout[s], tb, x, y)
        self._changes(changes, self.layout[s], ta, y, x)
        if not self.accept(self._meeting_delta(changes), temp):
            return
        self._apply(changes)
        self._exchange(r, i, j)
        self._exchange(s, self.where[s][x], self.where[s][y])

    def _changes(self, changes: dict[int, int], row: list[int], t: int, out: int, into: int) -> None:
        """Into ``changes``: the meetings that change when ``into`` takes ``out``'s place
        at table ``t`` of ``row`` (key p·n + q, p < q or not: each ordered once)."""
        n = self.n
        for z in row[t * SEATS:t * SEATS + SEATS]:
            if z != out and z != into:
                changes[out * n + z] = changes.get(out * n + z, 0) - 1
                changes[into * n + z] = changes.get(into * n + z, 0) + 1

    def _meeting_delta(self, changes: dict[int, int]) -> float:
        f, meet, apw = self.f, self.meet, self.apw
        return sum(f[meet[key] + c] - f[meet[key]] + c * apw[key] for key, c in changes.items() if c)

    def _apply(self, changes: dict[int, int]) -> None:
        meet, n = self.meet, self.n
        for key, c in changes.items():
            if c:
                p, q = divmod(key, n)
                meet[key] += c
                meet[q * n + p] += c

    def trade_tables(self, temp: float) -> None:
        """Two whole groups of one round trade tables: table visits change, meetings not."""
        pick = self._pick()
        if pick is None:
            return
        r, i, j = pick
        row, tc, tablec, up_t = self.layout[r], self.t_count, self.tablec, self.up_t
        ta, tb = i // SEATS, j // SEATS
        a0, b0 = ta * SEATS, tb * SEATS
        ga, gb = row[a0:a0 + SEATS], row[b0:b0 + SEATS]
        delta = 0.0
        for x in ga:
            delta += up_t[tablec[x * tc + tb]] - up_t[tablec[x * tc + ta] - 1]
        for y in gb:
            delta += up_t[tablec[y * tc + ta]] - up_t[tablec[y * tc + tb] - 1]
        if not self.accept(delta, temp):
            return
        for x in ga:
            tablec[x * tc + ta] -= 1
            tablec[x * tc + tb] += 1
        for y in gb:
            tablec[y * tc + tb] -= 1
            tablec[y * tc + ta] += 1
        row[a0:a0 + SEATS], row[b0:b0 + SEATS] = gb, ga
        where = self.where[r]
        for k in range(a0, a0 + SEATS):
            where[row[k]] = k
        for k in range(b0, b0 + SEATS):
            where[row[k]] = k


class RestTrades:
    """Where players sit out, two of them trade rests: y rests in round r, x in round s,
    each his j-th rest; after the trade x rests in r and y in s (x taking y's place in s,
    y taking x's in r).  Everyone keeps as many rests, and the j-th rests keep their
    rounds, so nobody rests twice before everyone has rested once (the first layout's
    shuffled cycle gives every player his j-th rest in the j-th pass of the cycle)."""

    def __init__(self, state: Grouping) -> None:
        self.state = state
        n = state.n
        self.resting = [set(range(n)) - set(row) for row in state.layout]
        seen = [0] * n
        self.slots: list[list[int]] = []           # [round, pass of the cycle, player]
        self.by_pass: dict[int, list[int]] = {}
        for r, rest in enumerate(self.resting):
            for p in sorted(rest):
                self.by_pass.setdefault(seen[p], []).append(len(self.slots))
                self.slots.append([r, seen[p], p])
                seen[p] += 1

    def step(self, temp: float) -> None:
        state, rng = self.state, self.state.rng
        a = self.slots[rng.randrange(len(self.slots))]
        same = self.by_pass[a[1]]
        b = self.slots[same[rng.randrange(len(same))]]
        (r, _, y), (s, _, x) = a, b
        if r == s or x in self.resting[r] or y in self.resting[s]:
            return
        i, j = state.where[r][x], state.where[s][y]
        ta, tb = i // SEATS, j // SEATS
        changes: dict[int, int] = {}
        state._changes(changes, state.layout[r], ta, x, y)     # in round r y takes x's place
        state._changes(changes, state.layout[s], tb, y, x)     # in round s x takes y's place
        tc = state.t_count
        visits = {x * tc + ta: -1, y * tc + ta: 1}
        visits[x * tc + tb] = visits.get(x * tc + tb, 0) + 1
        visits[y * tc + tb] = visits.get(y * tc + tb, 0) - 1
        delta = state._meeting_delta(changes)
        tablec, up_t = state.tablec, state.up_t
        for key, c in visits.items():
            if c:
                delta += up_t[tablec[key]] if c > 0 else -up_t[tablec[key] - 1]
        if not state.accept(delta, temp):
            return
        state._apply(changes)
        for key, c in visits.items():
            tablec[key] += c
        state.layout[r][i], state.layout[s][j] = y, x
        state.where[r][x], state.where[r][y] = -1, i
        state.where[s][y], state.where[s][x] = -1, j
        self.resting[r].symmetric_difference_update((x, y))
        self.resting[s].symmetric_difference_update((x, y))
        a[2], b[2] = x, y


def _label_tables(layout: list[list[int]], n: int, t_count: int, games: int, rng: random.Random,
                  total: int, loose: bool = False) -> None:
    """Swap the tables of two whole groups of one round (nobody's opponents change), on
    the table visits alone: Σ table_cost(visits), which keeps them in the band."""
    if t_count < 2:
        return
    rounds = len(layout)
    _, _, tablec = _counts(layout, n, t_count)
    tc = table_cost(games / t_count, rounds, loose)
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
