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


def moves(n: int, t_count: int, rounds: int, effort: float) -> int:
    return max(20_000, int(effort * 400 * n * rounds * t_count))


def develop(n: int, t_count: int, rounds: int, rng: random.Random, effort: float = 1.0) -> list[list[int]] | None:
    """``rounds`` rounds of ``n`` players, ten to a table in table order (as
    :func:`seating_search.anneal` takes them), or ``None`` when :func:`applies` says no.
    Players are numbered ``i·R + j``; the caller decides who is who."""
    if not applies(n, t_count, rounds):
        return None
    base = [x % t_count for x in range(n)]
    rng.shuffle(base)
    _search(base, n, t_count, rounds, rng, moves(n, t_count, rounds, effort))
    return _rounds(base, n, t_count, rounds)


def _search(base: list[int], n: int, t_count: int, m: int, rng: random.Random, total: int) -> None:
    """Annealing over swaps of two players of the base round, on the very cost the
    search over whole schedules minimises: Σ over pairs of players of ``meeting_cost``
    (the spread, and a steep cost above ⌈ideal⌉ + 1) and Σ of ``table_cost`` over the
    visits.

    Players ``(i, j)`` and ``(i', j + δ)`` meet ``μ(i, i', δ)`` times: how many ``k`` put
    ``(i, k)`` and ``(i', k + δ)`` at one table of the base round, so ``R`` pairs share
    one count.  A move changes only the two moved players' comparisons with their
    tablemates: forty counts, whatever the size of the tournament."""
    orbits = n // m
    f = meeting_cost(9 * m / (n - 1), m)
    visits, tc = _visits(base, n, t_count, m)
    # μ of orbits i ≤ i' and shift δ at [(i·orbits + i')·m + δ]; within an orbit δ and
    # −δ name the same pairs, kept under the smaller, where a comparison at the half
    # turn counts twice (it is one both ways)
    weight = [0.0] * (orbits * orbits * m)
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
    mu = [0] * len(weight)
    tables: list[list[int]] = [[] for _ in range(t_count)]
    for x in range(n):
        tables[base[x]].append(x)
    for members in tables:
        for a, x in enumerate(members):
            for z in members[a + 1:]:
                mu[cls[x * n + z]] += inc[x * n + z]
    acc = [0] * len(weight)
    temp, cooling = HOT, (COLD / HOT) ** (1.0 / total)
    randrange, random_, exp = rng.randrange, rng.random, math.exp
    for _ in range(total):
        temp *= cooling
        x = randrange(n)
        a = base[x]
        b = randrange(t_count - 1)
        b += b >= a
        y = tables[b][randrange(SEATS)]
        xn, yn = x * n, y * n
        touched = []
        for z in tables[a]:
            if z != x:
                c = cls[xn + z]
                acc[c] -= inc[xn + z]
                touched.append(c)
                c = cls[yn + z]
                acc[c] += inc[yn + z]
                touched.append(c)
        for z in tables[b]:
            if z != y:
                c = cls[yn + z]
                acc[c] -= inc[yn + z]
                touched.append(c)
                c = cls[xn + z]
                acc[c] += inc[xn + z]
                touched.append(c)
        delta = 0.0
        moved = []
        for c in touched:
            d = acc[c]
            if d:
                delta += weight[c] * (f[mu[c] + d] - f[mu[c]])
                moved.append((c, d))
                acc[c] = 0
        ox, oy = x // m * t_count, y // m * t_count
        if ox != oy:
            delta += (tc[visits[ox + a] - 1] - tc[visits[ox + a]] + tc[visits[ox + b] + 1] - tc[visits[ox + b]]
                      + tc[visits[oy + b] - 1] - tc[visits[oy + b]] + tc[visits[oy + a] + 1] - tc[visits[oy + a]])
        if delta > 0 and random_() >= exp(-delta / temp):
            continue
        for c, d in moved:
            mu[c] += d
        if ox != oy:
            visits[ox + a] -= 1
            visits[ox + b] += 1
            visits[oy + b] -= 1
            visits[oy + a] += 1
        tables[a][tables[a].index(x)] = y
        tables[b][tables[b].index(y)] = x
        base[x], base[y] = b, a


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
