"""A developed seating: one base round, shifted round by round.

When everyone plays every round (``P = 10·T``) and the rounds ``R`` divide the players,
the players fall into ``P/R`` orbits of ``R``: player ``(i, j)`` of orbit ``i``, ``j``
counted modulo ``R``.  Round ``r`` seats player ``(i, j)`` where the base round seats
``(i, j − r)``.  This is the designers' old method of developing a base block: the
schedule is one round of ``P`` choices instead of ``R``, the ``R(R − 1)/2`` pairs of rounds
come in ``⌊R/2⌋`` kinds (round 0 against round ``d``), and a player's table visits are
the tables his orbit holds in the base round.  A search over that smaller space comes
much nearer the floor of ``Schedule.figures()`` at six tables than the search over whole
schedules does (docs/seating.md gives the figures).

>>> import random
>>> layout = develop(20, 2, 4, random.Random(1), 0.2)
>>> len(layout), sorted(layout[0]) == list(range(20))
(4, True)
>>> develop(25, 2, 4, random.Random(1), 0.2) is None      # someone rests: not developed
True
"""
from __future__ import annotations

import math
import random

from .schedule import SEATS, W_TABLE, meeting_cost, table_cost

HOT, COLD = 40.0, 1.5      # in units of Σ m², the spread's own measure


def applies(n: int, t_count: int, rounds: int) -> bool:
    """Whether a developed schedule exists for the set-up: all play every round, the
    rounds divide the players, and there is more than one table and round."""
    return t_count >= 2 and rounds >= 3 and n == SEATS * t_count and n % rounds == 0


def moves(n: int, t_count: int, rounds: int, effort: float) -> tuple[int, int]:
    """How long each search runs: the annealing's moves, then the tabu search's
    comparisons of one move with all others (about 13 s of this machine at effort 1,
    whatever the size; the tabu search stops sooner when it stops improving, which small
    tournaments do in a second or two)."""
    return max(20_000, int(effort * 80 * n * rounds * t_count)), max(10_000, int(effort * 2_000_000))


def develop(n: int, t_count: int, rounds: int, rng: random.Random, effort: float = 1.0) -> list[list[int]] | None:
    """``rounds`` rounds of ``n`` players, ten to a table in table order (as
    :func:`seating_search.anneal` takes them), or ``None`` when :func:`applies` says no.
    Players are numbered ``i·R + j``; the caller decides who is who."""
    if not applies(n, t_count, rounds):
        return None
    base = [x % t_count for x in range(n)]
    rng.shuffle(base)
    search = _BaseRound(base, n, t_count, rounds, rng)
    annealing, looks = moves(n, t_count, rounds, effort)
    search.anneal(annealing)
    return _rounds(search.tabu(looks), n, t_count, rounds)


class _BaseRound:
    """The base round and the counts its cost is made of: the very cost the search over
    whole schedules minimises, Σ over pairs of players of ``meeting_cost`` (the spread,
    and a steep cost above ⌈ideal⌉ + 1) and Σ of ``table_cost`` over the visits.

    Players ``(i, j)`` and ``(i', j + δ)`` meet ``μ(i, i', δ)`` times: how many ``k`` put
    ``(i, k)`` and ``(i', k + δ)`` at one table of the base round, so ``R`` pairs share
    one count.  Swapping two players of the base round changes only their comparisons
    with their tablemates: forty counts, whatever the size of the tournament."""

    def __init__(self, base: list[int], n: int, t_count: int, m: int, rng: random.Random) -> None:
        self.base, self.n, self.t_count, self.m, self.rng = base, n, t_count, m, rng
        orbits = n // m
        self.f = meeting_cost(9 * m / (n - 1), m)
        self.visits, self.tc = _visits(base, n, t_count, m)
        # μ of orbits i ≤ i' and shift δ at [(i·orbits + i')·m + δ]; within an orbit δ and
        # −δ name the same pairs, kept under the smaller, where a comparison at the half
        # turn counts twice (it is one both ways)
        self.weight = weight = [0.0] * (orbits * orbits * m)
        cls, inc = [0] * (n * n), [0] * (n * n)
        for x in range(n):
            for z in range(n):
                i, k, i2, k2 = x // m, x % m, z // m, z % m
                if i == i2:
                    step = min((k2 - k) % m, (k - k2) % m)
                    c = (i * orbits + i) * m + step
                    inc[x * n + z] = 2 if 2 * step == m else 1
                    weight[c] = m / 2 if 2 * step == m else m
                else:
                    c = (min(i, i2) * orbits + max(i, i2)) * m + ((k2 - k) % m if i < i2 else (k - k2) % m)
                    inc[x * n + z] = 1
                    weight[c] = m
                cls[x * n + z] = c
        self.mu = mu = [0] * len(weight)
        self.tables: list[list[int]] = [[] for _ in range(t_count)]
        for x in range(n):
            self.tables[base[x]].append(x)
        for members in self.tables:
            for a, x in enumerate(members):
                for z in members[a + 1:]:
                    mu[cls[x * n + z]] += inc[x * n + z]
        self.acc = [0] * len(weight)
        # each player's row of the two tables, sliced once: the inner loops index them
        self.rows = [(cls[x * n:(x + 1) * n], inc[x * n:(x + 1) * n]) for x in range(n)]

    def cost(self) -> float:
        """The cost of the base round as it stands (what ``delta`` changes)."""
        return (sum(w * self.f[mu] for w, mu in zip(self.weight, self.mu, strict=True))
                + sum(self.tc[v] for v in self.visits))

    def delta(self, x: int, y: int) -> tuple[float, list[tuple[int, int]]]:
        """What swapping ``x`` and ``y`` (at different tables) would change: the cost, and
        the counts to move."""
        base, acc, mu, tables = self.base, self.acc, self.mu, self.tables
        a, b = base[x], base[y]
        touched = []
        # the mover leaves his tablemates (their counts with him fall) and joins the
        # other's (their counts with him rise), for x at table a and y at table b alike
        for table, mover, joiner in ((tables[a], x, y), (tables[b], y, x)):
            (out, out_inc), (into, into_inc) = self.rows[mover], self.rows[joiner]
            for z in table:
                if z != mover:
                    c = out[z]
                    acc[c] -= out_inc[z]
                    touched.append(c)
                    c = into[z]
                    acc[c] += into_inc[z]
                    touched.append(c)
        f, weight = self.f, self.weight
        delta = 0.0
        moved = []
        for c in touched:
            d = acc[c]
            if d:
                delta += weight[c] * (f[mu[c] + d] - f[mu[c]])
                moved.append((c, d))
                acc[c] = 0
        m, t_count = self.m, self.t_count
        ox, oy = x // m * t_count, y // m * t_count
        if ox != oy:
            tc, visits = self.tc, self.visits
            delta += (tc[visits[ox + a] - 1] - tc[visits[ox + a]] + tc[visits[ox + b] + 1] - tc[visits[ox + b]]
                      + tc[visits[oy + b] - 1] - tc[visits[oy + b]] + tc[visits[oy + a] + 1] - tc[visits[oy + a]])
        return delta, moved

    def swap(self, x: int, y: int, moved: list[tuple[int, int]]) -> None:
        base, mu, visits, tables = self.base, self.mu, self.visits, self.tables
        a, b = base[x], base[y]
        for c, d in moved:
            mu[c] += d
        ox, oy = x // self.m * self.t_count, y // self.m * self.t_count
        if ox != oy:
            visits[ox + a] -= 1
            visits[ox + b] += 1
            visits[oy + b] -= 1
            visits[oy + a] += 1
        tables[a][tables[a].index(x)] = y
        tables[b][tables[b].index(y)] = x
        base[x], base[y] = b, a

    def anneal(self, total: int) -> None:
        """Simulated annealing: quick to come near, slow to finish."""
        n, t_count, base, tables = self.n, self.t_count, self.base, self.tables
        temp, cooling = HOT, (COLD / HOT) ** (1.0 / total)
        randrange, random_, exp = self.rng.randrange, self.rng.random, math.exp
        for _ in range(total):
            temp *= cooling
            x = randrange(n)
            a = base[x]
            b = randrange(t_count - 1)
            b += b >= a
            y = tables[b][randrange(SEATS)]
            delta, moved = self.delta(x, y)
            if delta > 0 and random_() >= exp(-delta / temp):
                continue
            self.swap(x, y, moved)

    def tabu(self, looks: int) -> list[int]:
        """Tabu search: each step takes the best swap of all, even a worse one, and a pair
        just swapped may not swap back for a while (unless that beats the best yet).  It
        ends after ``looks`` comparisons, or 20 steps a player without a new best, and
        returns the best base round it saw."""
        n, base, rng = self.n, self.base, self.rng
        patience = 20 * n
        current = best = 0.0
        kept = base[:]
        barred: dict[tuple[int, int], int] = {}
        step = since = 0
        while looks > 0 and since < patience:
            choice: tuple[float, int, int, list[tuple[int, int]]] | None = None
            ties = 0
            for x in range(n):
                for y in range(x + 1, n):
                    if base[x] == base[y]:
                        continue
                    looks -= 1
                    delta, moved = self.delta(x, y)
                    if barred.get((x, y), -1) > step and current + delta >= best - 1e-9:
                        continue
                    if choice is None or delta < choice[0] - 1e-9:
                        choice, ties = (delta, x, y, moved), 1
                    elif delta < choice[0] + 1e-9:
                        ties += 1
                        if rng.randrange(ties) == 0:
                            choice = (delta, x, y, moved)
            if choice is None:
                break
            delta, x, y, moved = choice
            self.swap(x, y, moved)
            barred[x, y] = step + 5 + rng.randrange(10)
            current += delta
            step += 1
            since += 1
            if current < best - 1e-9:
                best, kept, since = current, base[:], 0
        return kept


def _visits(base: list[int], n: int, t_count: int, m: int) -> tuple[list[int], list[float]]:
    """Each orbit's visits to each table, and what a player's visits cost (every member
    of an orbit makes the same visits, so an orbit pays for ``m``)."""
    visits = [0] * (n // m * t_count)
    for x in range(n):
        visits[x // m * t_count + base[x]] += 1
    return visits, [m * W_TABLE * c for c in table_cost(m / t_count, m)]


def _rounds(base: list[int], n: int, t_count: int, m: int) -> list[list[int]]:
    layout = []
    for r in range(m):
        tables: list[list[int]] = [[] for _ in range(t_count)]
        for x in range(n):
            tables[base[(x // m) * m + (x % m - r) % m]].append(x)
        layout.append([p for table in tables for p in table])
    return layout


def place(layout: list[list[int]], n: int, apart: list[tuple[int, int]], rng: random.Random) -> list[int] | None:
    """Who sits on each place of a developed ``layout``: a shuffle, except that the
    players of every apart pair go to two places that never meet (a short search with
    backtracking: apart pairs are few).  ``None`` when no such places are found within
    a bounded number of tries."""
    meets = [[False] * n for _ in range(n)]
    for row in layout:
        for t in range(0, n, SEATS):
            table = row[t:t + SEATS]
            for a in table:
                for b in table:
                    meets[a][b] = True
    partners: dict[int, set[int]] = {}
    for a, b in apart:
        partners.setdefault(a, set()).add(b)
        partners.setdefault(b, set()).add(a)
    order = sorted(partners, key=lambda p: -len(partners[p]))
    places = list(range(n))
    rng.shuffle(places)
    chosen: dict[int, int] = {}
    budget = [20_000]

    def fit(k: int) -> bool:
        if k == len(order):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        player = order[k]
        taken = set(chosen.values())
        for spot in places:
            if spot in taken or any(meets[spot][chosen[q]] for q in partners[player] if q in chosen):
                continue
            chosen[player] = spot
            if fit(k + 1):
                return True
            del chosen[player]
        return False

    if not fit(0):
        return None
    who = [-1] * n
    for player, spot in chosen.items():
        who[spot] = player
    rest = [p for p in range(n) if p not in chosen]
    rng.shuffle(rest)
    free = iter(rest)
    return [p if p >= 0 else next(free) for p in who]
