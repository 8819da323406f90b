"""A developed seating where players sit out: one base sequence per orbit of players,
turned round by round.

With ``P`` players of whom ``P − 10·T`` rest each round, over ``R`` rounds that divide ``P``,
the players fall into ``k = P/R`` orbits of ``g = R``, player ``(i, j)`` the ``i``-th of
orbit ``j``.  Row ``j`` of the base names, for each of the ``R`` positions, a table or a
rest; player ``(i, j)`` plays round ``r`` at the base's ``B[j][(r − s·i) mod R]`` (``s = R/g``,
1 here: the code keeps ``g`` and ``s`` apart because an orbit of a proper divisor of ``R``
was tried too — at 25 × 8 × 2 it spread worse, σ 1.12–1.21 against the whole-schedule
search's 1.08).  Rows keep their composition, so every member of an orbit visits each
table as often as the row names it; a round seats at table ``a`` everyone whose position
falls in the class ``r mod s`` and reads ``a`` there, so the base keeps ten of each table
in every class.  Each row rests at ``u, u + L, u + 2L, …`` (``L = P / (P − 10·T)`` rounds a
pass of the cycle), which gives every player one rest in each pass: nobody rests twice
before everyone has rested once.

Players ``(i, j)`` and ``(i + δ, j′)`` meet ``M[j][j′][δ]`` times, the positions ``u`` where
``B[j][u] = B[j′][u − s·δ]`` names a table; ``g`` pairs share each count, so a swap of two
cells of the base changes ``2·k·g`` counts whatever the size.  The search is a simulated
annealing over swaps of two cells of one class (rests stay), on the cost the search
over whole schedules minimises: Σ over pairs of ``meeting_cost`` and Σ over visits of
``table_cost``.  Issue 28 §6: at 45 × 8 × 4 it holds the pair cap (3) with σ 0.96 where
the whole-schedule search leaves a pair meeting 4 times at σ 0.97; the floor with every
table visited twice is 0.8814 (``schedule._sd_floor_resting``).

>>> import random
>>> layout = develop(45, 4, 9, 8, random.Random(1), 0.05)
>>> len(layout), sorted(len(row) for row in layout) == [40] * 9
(9, True)
>>> develop(40, 4, 9, 9, random.Random(1), 0.05) is None      # nobody rests: not here
True
"""
from __future__ import annotations

import math
import random

from .schedule import SEATS, W_TABLE, meeting_cost, table_cost

REST = -1
HOT, COLD = 20.0, 0.5      # in units of the cost of one pair
RESTARTS = 3               # independent bases, the best kept


def shape(n: int, t_count: int, rounds: int) -> tuple[int, int, int] | None:
    """(``g``, ``s``, ``L``) for the set-up, or ``None`` when no developed schedule fits: nobody
    rests, or the rests do not come out in whole rounds a pass (``P`` a multiple of the
    players resting each round), or the passes do not fill the rounds."""
    resting = n - SEATS * t_count
    if resting <= 0 or n % resting or rounds % (n // resting) or n % rounds:
        return None
    return rounds, 1, n // resting


def develop(n: int, t_count: int, rounds: int, games: int, rng: random.Random,
            effort: float = 1.0) -> list[list[int]] | None:
    """``rounds`` rounds of the ``10·T`` players who play them, ten to a table in table
    order (as :func:`seating_search.anneal` takes them), or ``None`` when :func:`shape`
    says no.  Player ``(i, j)`` is numbered ``j·g + i``; the caller decides who is who."""
    found = shape(n, t_count, rounds)
    if found is None:
        return None
    g, s, passes = found
    best: tuple[float, list[list[int]]] | None = None
    for _ in range(RESTARTS):
        base = _first_base(n, t_count, rounds, g, s, passes, rng)
        if base is None:
            return None
        search = _Base(base, n, t_count, rounds, games, g, s, rng)
        search.anneal(max(20_000, int(effort * 60_000 * math.sqrt(n * rounds / 45 / 9))))
        cost = search.cost()
        if best is None or cost < best[0]:
            best = (cost, search.layout())
    assert best is not None
    return best[1]


def _first_base(n: int, t_count: int, rounds: int, g: int, s: int, passes: int,
                rng: random.Random) -> list[list[int]] | None:
    """Rows of rests at ``u + t·L`` with the same number of rests in every class, and the
    tables dealt over each class in turn (ten of each); ``None`` when no rest offsets
    balance the classes in a few hundred draws."""
    k, resting = n // g, n - SEATS * t_count
    for _ in range(300):
        offsets = [rng.randrange(passes) for _ in range(k)]
        per_class = [0] * s
        for u in offsets:
            for t in range(0, rounds, passes):
                per_class[(u + t) % s] += 1
        if all(c == resting for c in per_class):
            break
    else:
        return None
    base = [[0] * rounds for _ in range(k)]
    for j, u in enumerate(offsets):
        for t in range(0, rounds, passes):
            base[j][(u + t) % rounds] = REST
    for c in range(s):
        cells = [(j, u) for j in range(k) for u in range(c, rounds, s) if base[j][u] != REST]
        start = rng.randrange(t_count)
        for index, (j, u) in enumerate(cells):
            base[j][u] = (start + index) % t_count
        symbols = [base[j][u] for j, u in cells]
        rng.shuffle(symbols)
        for (j, u), symbol in zip(cells, symbols, strict=True):
            base[j][u] = symbol
    return base


class _Base:
    """The base and the counts its cost is made of.  ``M`` is kept for ordered pairs of
    rows, ``M[(x·k + y)·g + δ]`` and its mirror ``M[(y·k + x)·g − δ]`` alike, each weighing
    ``g/2`` (for ``x = y`` the shifts δ and −δ name the same pairs)."""

    def __init__(self, base: list[list[int]], n: int, t_count: int, rounds: int, games: int,
                 g: int, s: int, rng: random.Random) -> None:
        self.base, self.n, self.t_count, self.rounds, self.g, self.s, self.rng = base, n, t_count, rounds, g, s, rng
        self.k = k = len(base)
        self.f = meeting_cost(9 * games / (n - 1), rounds)
        self.tc = [g * W_TABLE * c for c in table_cost(games / t_count, rounds)]
        self.visits = [0] * (k * t_count)
        for j, row in enumerate(base):
            for symbol in row:
                if symbol != REST:
                    self.visits[j * t_count + symbol] += 1
        self.meet = [0] * (k * k * g)
        for x in range(k):
            for y in range(k):
                for d in range(g):
                    self.meet[(x * k + y) * g + d] = self._count(x, y, d)
        self.weight = g / 2

    def _count(self, x: int, y: int, d: int) -> int:
        if x == y and d == 0:
            return 0
        bx, by, shift, rounds = self.base[x], self.base[y], self.s * d, self.rounds
        return sum(1 for u in range(rounds) if bx[u] != REST and bx[u] == by[(u - shift) % rounds])

    def cost(self) -> float:
        f, k, g = self.f, self.k, self.g
        total = sum(f[self.meet[(x * k + y) * g + d]] for x in range(k) for y in range(k) for d in range(g)
                    if x != y or d)
        return self.weight * total + sum(self.tc[v] for v in self.visits)

    def _change(self, acc: dict[int, int], j: int, u: int, old: int, new: int) -> None:
        """Into ``acc``: how the counts move when cell (``j``, ``u``) goes from ``old`` to
        ``new`` (the base already holds ``new``)."""
        base, k, g, s, rounds = self.base, self.k, self.g, self.s, self.rounds
        for y in range(k):
            by = base[y]
            row, mirror = (j * k + y) * g, (y * k + j) * g
            for d in range(g):
                if y == j and d == 0:
                    continue
                v = by[(u - s * d) % rounds]
                change = (new == v) - (old == v)
                if change:
                    acc[row + d] = acc.get(row + d, 0) + change
                    acc[mirror + (-d) % g] = acc.get(mirror + (-d) % g, 0) + change

    def anneal(self, total: int) -> None:
        base, k, s, rounds, rng = self.base, self.k, self.s, self.rounds, self.rng
        cells = [(j, u) for j in range(k) for u in range(rounds) if base[j][u] != REST]
        temp, cooling = HOT * self.weight, (COLD / HOT) ** (1.0 / total)
        per_class = rounds // s
        for _ in range(total):
            temp *= cooling
            j1, u1 = cells[rng.randrange(len(cells))]
            j2, u2 = rng.randrange(k), u1 % s + s * rng.randrange(per_class)
            a, b = base[j1][u1], base[j2][u2]
            if b == REST or a == b:
                continue
            self._try(j1, u1, j2, u2, a, b, temp)

    def _try(self, j1: int, u1: int, j2: int, u2: int, a: int, b: int, temp: float) -> None:
        base, meet, f = self.base, self.meet, self.f
        acc: dict[int, int] = {}
        base[j1][u1] = b
        self._change(acc, j1, u1, a, b)
        base[j2][u2] = a
        self._change(acc, j2, u2, b, a)
        delta = self.weight * sum(f[meet[c] + d] - f[meet[c]] for c, d in acc.items() if d)
        if j1 != j2:
            tc, visits, tcount = self.tc, self.visits, self.t_count
            o1, o2 = j1 * tcount, j2 * tcount
            delta += (tc[visits[o1 + a] - 1] - tc[visits[o1 + a]] + tc[visits[o1 + b] + 1] - tc[visits[o1 + b]]
                      + tc[visits[o2 + b] - 1] - tc[visits[o2 + b]] + tc[visits[o2 + a] + 1] - tc[visits[o2 + a]])
        if delta > 0 and self.rng.random() >= math.exp(-delta / temp):
            base[j1][u1], base[j2][u2] = a, b
            return
        for c, d in acc.items():
            meet[c] += d
        if j1 != j2:
            self.visits[j1 * self.t_count + a] -= 1
            self.visits[j1 * self.t_count + b] += 1
            self.visits[j2 * self.t_count + b] -= 1
            self.visits[j2 * self.t_count + a] += 1

    def layout(self) -> list[list[int]]:
        base, g, s, rounds = self.base, self.g, self.s, self.rounds
        out = []
        for r in range(rounds):
            tables: list[list[int]] = [[] for _ in range(self.t_count)]
            for j, row in enumerate(base):
                for i in range(g):
                    symbol = row[(r - s * i) % rounds]
                    if symbol != REST:
                        tables[symbol].append(j * g + i)
            out.append([p for table in tables for p in table])
        return out
