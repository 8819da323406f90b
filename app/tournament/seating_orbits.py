"""A developed seating where players sit out: one base sequence per orbit of players,
turned round by round within each pass of the rests.

With ``P`` players of whom ``z = P − 10·T`` rest each round, a pass of ``L = P/z`` rounds
rests everyone once, and ``R`` rounds make ``R/L`` passes.  The players fall into ``z``
orbits of ``L``, player ``(i, j)`` the ``i``-th of orbit ``j``.  Row ``j`` of the base
names, for each of the ``L`` positions of each pass, a table or a rest (one rest a pass);
player ``(i, j)`` plays round ``h·L + t`` (round ``t`` of pass ``h``) at the base's
``B[j][h·L + (t − i) mod L]``.  Every round of a pass thus seats at table ``a`` as many
players as the pass's part of the base names ``a`` (ten), and rests one player of each
orbit; every member of an orbit visits each table as often as its row names it, and
rests once in every pass: nobody rests twice before everyone has rested once.

Players ``(i, j)`` and ``(i + δ, j′)`` meet ``M[j][j′][δ]`` times, the positions ``u`` of
each pass where ``B[j][u] = B[j′][u − δ]`` names a table; ``L`` pairs share each count,
so a swap of two cells of one pass changes ``2·z·L`` counts whatever the size.  The
search is a simulated annealing over such swaps (a rest moves only within its row and
pass), on the cost the search over whole schedules minimises: Σ over pairs of
``meeting_cost`` and Σ over visits of ``table_cost``; the best base seen is kept.

Issue 28 §6: at 45 × 8 × 4 (one pass of nine rounds) it holds the pair cap (3) with
σ 0.91–0.92, the floor with every table visited twice being 0.8814
(``schedule._sd_floor_resting``).  At 25 × 8 × 2 (two passes of five) it holds the cap
(4) within 3 % of the floor (σ 1.0328, which one run in sixteen reaches), where the
search over whole schedules left five pairs meeting five times; an exact solver (docs/seating.md) found
the first such base, which showed that the rests need not keep one distance from pass
to pass.

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


def shape(n: int, t_count: int, rounds: int) -> tuple[int, int] | None:
    """(``L``, passes) for the set-up, or ``None`` when no developed schedule fits: nobody
    rests, or the rests do not come out in whole rounds a pass (``P`` a multiple of the
    players resting each round), or the passes do not fill the rounds."""
    resting = n - SEATS * t_count
    if resting <= 0 or n % resting:
        return None
    length = n // resting
    if length < 2 or rounds % length:
        return None
    return length, rounds // length


def develop(n: int, t_count: int, rounds: int, games: int, rng: random.Random,
            effort: float = 1.0, loose: bool = False) -> list[list[int]] | None:
    """``rounds`` rounds of the ``10·T`` players who play them, ten to a table in table
    order (as :func:`seating_search.anneal` takes them), or ``None`` when :func:`shape`
    says no.  Player ``(i, j)`` is numbered ``j·L + i``; the caller decides who is who.
    ``loose``: the tables in :func:`schedule.table_band`'s looser band."""
    found = shape(n, t_count, rounds)
    if found is None:
        return None
    length, passes = found
    best: tuple[float, list[list[int]]] | None = None
    for _ in range(restarts(n, rounds)):
        base = _first_base(n, t_count, length, passes, rng)
        search = _Base(base, n, t_count, length, games, rng, loose)
        cost = search.anneal(max(20_000, int(effort * 60_000 * math.sqrt(n * rounds / 45 / 9))))
        if best is None or cost < best[0]:
            best = (cost, search.layout())
    assert best is not None
    return best[1]


def restarts(n: int, rounds: int) -> int:
    """Independent bases to draw: a small base's runs differ more than a longer run gains
    (25 × 8 × 2: of sixteen runs one ended at the floor, σ 1.0328, five at most at 1.049
    and the rest up to 1.15), so set-ups smaller than 45 × 9 rounds draw more, up to
    about the CPU time that one takes."""
    return min(8, max(RESTARTS, round(RESTARTS * (45 * 9 / (n * rounds)) ** 2)))


def _first_base(n: int, t_count: int, length: int, passes: int, rng: random.Random) -> list[list[int]]:
    """One rest in each row and pass at a random position, and ten of each table dealt
    over the other cells of each pass."""
    k = n // length
    base = [[0] * (length * passes) for _ in range(k)]
    for h in range(passes):
        for row in base:
            row[h * length + rng.randrange(length)] = REST
        cells = [(j, c) for j in range(k) for c in range(h * length, (h + 1) * length) if base[j][c] != REST]
        symbols = [index % t_count for index in range(len(cells))]
        rng.shuffle(symbols)
        for (j, c), symbol in zip(cells, symbols, strict=True):
            base[j][c] = symbol
    return base


class _Base:
    """The base and the counts its cost is made of.  ``M`` is kept for ordered pairs of
    rows, ``M[(x·k + y)·L + δ]`` and its mirror ``M[(y·k + x)·L − δ]`` alike, each weighing
    ``L/2`` (for ``x = y`` the shifts δ and −δ name the same pairs)."""

    def __init__(self, base: list[list[int]], n: int, t_count: int, length: int, games: int,
                 rng: random.Random, loose: bool = False) -> None:
        self.base, self.n, self.t_count, self.length, self.rng = base, n, t_count, length, rng
        self.k = k = len(base)
        self.cells = len(base[0])
        self.f = meeting_cost(9 * games / (n - 1), self.cells)
        self.tc = [length * W_TABLE * c for c in table_cost(games / t_count, self.cells, loose)]
        self.visits = [0] * (k * t_count)
        for j, row in enumerate(base):
            for symbol in row:
                if symbol != REST:
                    self.visits[j * t_count + symbol] += 1
        self.meet = [0] * (k * k * length)
        for x in range(k):
            for y in range(k):
                for d in range(length):
                    self.meet[(x * k + y) * length + d] = self._count(x, y, d)
        self.weight = length / 2

    def _back(self, c: int, d: int) -> int:
        """The cell ``d`` positions before cell ``c`` within its pass."""
        length = self.length
        return c - c % length + (c - d) % length

    def _count(self, x: int, y: int, d: int) -> int:
        if x == y and d == 0:
            return 0
        bx, by = self.base[x], self.base[y]
        return sum(1 for c in range(self.cells) if bx[c] != REST and bx[c] == by[self._back(c, d)])

    def cost(self) -> float:
        f, k, length = self.f, self.k, self.length
        total = sum(f[self.meet[(x * k + y) * length + d]] for x in range(k) for y in range(k)
                    for d in range(length) if x != y or d)
        return self.weight * total + sum(self.tc[v] for v in self.visits)

    def _change(self, acc: dict[int, int], j: int, c: int, old: int, new: int) -> None:
        """Into ``acc``: how the counts move when cell (``j``, ``c``) goes from ``old`` to
        ``new`` (the base already holds ``new``; a rest meets nobody)."""
        base, k, length = self.base, self.k, self.length
        start, u = c - c % length, c % length
        for y in range(k):
            by = base[y]
            row, mirror = (j * k + y) * length, (y * k + j) * length
            for d in range(length):
                if y == j and d == 0:
                    continue
                v = by[start + (u - d) % length]
                if v == REST:
                    continue
                change = (new == v) - (old == v)
                if change:
                    acc[row + d] = acc.get(row + d, 0) + change
                    acc[mirror + (-d) % length] = acc.get(mirror + (-d) % length, 0) + change

    def anneal(self, total: int) -> float:
        """Swaps of two cells of one pass (a rest only within its row); returns the cost of
        the best base seen, which the base then holds."""
        base, k, length, rng = self.base, self.k, self.length, self.rng
        temp, cooling = HOT * self.weight, (COLD / HOT) ** (1.0 / total)
        current = best = self.cost()
        kept = [row[:] for row in base]
        randrange, cells = rng.randrange, self.cells
        for _ in range(total):
            temp *= cooling
            j1, c1 = randrange(k), randrange(cells)
            j2, c2 = randrange(k), c1 - c1 % length + randrange(length)
            a, b = base[j1][c1], base[j2][c2]
            if a == b or ((a == REST or b == REST) and j1 != j2):
                continue
            delta = self._try(j1, c1, j2, c2, a, b, temp)
            if delta is not None:
                current += delta
                if current < best - 1e-9:
                    best, kept = current, [row[:] for row in base]
        for row, saved in zip(base, kept, strict=True):
            row[:] = saved
        self._recount()
        return best

    def _recount(self) -> None:
        k, length, t_count = self.k, self.length, self.t_count
        self.visits = [0] * (k * t_count)
        for j, row in enumerate(self.base):
            for symbol in row:
                if symbol != REST:
                    self.visits[j * t_count + symbol] += 1
        for x in range(k):
            for y in range(k):
                for d in range(length):
                    self.meet[(x * k + y) * length + d] = self._count(x, y, d)

    def _try(self, j1: int, c1: int, j2: int, c2: int, a: int, b: int, temp: float) -> float | None:
        """Swap the two cells if the annealing accepts; the change of cost, or ``None``."""
        base, meet, f = self.base, self.meet, self.f
        acc: dict[int, int] = {}
        base[j1][c1] = b
        self._change(acc, j1, c1, a, b)
        base[j2][c2] = a
        self._change(acc, j2, c2, b, a)
        delta = self.weight * sum(f[meet[c] + d] - f[meet[c]] for c, d in acc.items() if d)
        if j1 != j2:
            tc, visits, tcount = self.tc, self.visits, self.t_count
            o1, o2 = j1 * tcount, j2 * tcount
            delta += (tc[visits[o1 + a] - 1] - tc[visits[o1 + a]] + tc[visits[o1 + b] + 1] - tc[visits[o1 + b]]
                      + tc[visits[o2 + b] - 1] - tc[visits[o2 + b]] + tc[visits[o2 + a] + 1] - tc[visits[o2 + a]])
        if delta > 0 and self.rng.random() >= math.exp(-delta / temp):
            base[j1][c1], base[j2][c2] = a, b
            return None
        for c, d in acc.items():
            meet[c] += d
        if j1 != j2:
            self.visits[j1 * self.t_count + a] -= 1
            self.visits[j1 * self.t_count + b] += 1
            self.visits[j2 * self.t_count + b] -= 1
            self.visits[j2 * self.t_count + a] += 1
        return delta

    def layout(self) -> list[list[int]]:
        base, length = self.base, self.length
        out = []
        for r in range(self.cells):
            start, t = r - r % length, r % length
            tables: list[list[int]] = [[] for _ in range(self.t_count)]
            for j, row in enumerate(base):
                for i in range(length):
                    symbol = row[start + (t - i) % length]
                    if symbol != REST:
                        tables[symbol].append(j * length + i)
            out.append([p for table in tables for p in table])
        return out
