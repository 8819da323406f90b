"""An exact solver's look at a seating where players sit out (issue 28 §6): OR-tools CP-SAT
asked for a schedule with every table visited as the band says, the rests in turn and no
pair above the cap, optionally with the least Σ meetings² (the spread's own measure).

Run (ortools, 30 MB, is not a dependency of the application: install it by hand for this
script alone):
    .venv/bin/pip install ortools
    .venv/bin/python benchmarks/seating_solver.py [--players 25 --tables 2 --games 8]
        [--whole] [--minimise] [--seconds 120] [--workers 1]

Two models:
- the developed family (default), the one ``app/tournament/seating_orbits.py`` searches: the
  players fall into ``z = P − 10·T`` orbits of ``L = P/z``, player ``(b, i)`` plays round ``t``
  of pass ``h`` where row ``b`` of the pass's base says at position ``t − i`` (mod ``L``);
  one rest per row and pass.  Small (``z·R`` cells), so the solver settles it in seconds;
- ``--whole``: every round and player free (``R·P`` cells), the first round fixed.  At
  25 × 8 × 2 it found no schedule in 120 s of two workers, and proved none impossible.

It prints the status, the base (rows per pass: A, B, … a table, ``-`` a rest) or the
schedule, and the figures the application computes for it (``Schedule.figures``), so a
result can be checked against the floor (``schedule._sd_floor_resting``).
Found this way (25 × 8 × 2, 2 s for the cap, 120 s for the least Σ m², one worker): the
cap 4 with the band and the rests in turn is reachable, at the floor itself (σ 1.0328).
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SEATS = 10


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=25)
    parser.add_argument("--tables", type=int, default=2)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--whole", action="store_true", help="every round and player free")
    parser.add_argument("--minimise", action="store_true", help="the least sum of meetings squared")
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    try:
        from ortools.sat.python import cp_model
    except ImportError:
        sys.exit("ortools is not installed: .venv/bin/pip install ortools (for this script alone)")
    n, t_count, games = args.players, args.tables, args.games
    resting = n - SEATS * t_count
    rounds = n * games // (SEATS * t_count)
    if resting <= 0 or n % resting or rounds % (n // resting):
        sys.exit("not a set-up with whole passes of rests")
    model = cp_model.CpModel()
    build = _whole if args.whole else _developed
    where, squares = build(model, n, t_count, games, rounds, resting)
    if args.minimise:
        model.Minimize(sum(squares))
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = args.seconds
    solver.parameters.num_workers = args.workers
    status = solver.Solve(model)
    print(f"{solver.StatusName(status)} in {solver.WallTime():.1f} s")
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return
    plan = [[next(k for k in range(t_count + 1) if solver.Value(var[k])) for var in row] for row in where]
    _report(plan, n, t_count, games, rounds, args.whole)


def _band(games: int, t_count: int) -> tuple[int, int]:
    from app.tournament.schedule import table_band
    return table_band(games / t_count)


def _cap(n: int, games: int) -> int:
    return math.ceil(9 * games / (n - 1) - 1e-9) + 1


def _developed(model, n, t_count, games, rounds, resting):
    """Cells [row][h·L + u] of the base: a table (0 … T−1) or the rest (T)."""
    length = n // resting
    passes = rounds // length
    rest = t_count
    cells = [[[model.NewBoolVar("") for _ in range(t_count + 1)] for _ in range(rounds)] for _ in range(resting)]
    for row in cells:
        for var in row:
            model.AddExactlyOne(var)
        for h in range(passes):
            model.Add(sum(row[h * length + u][rest] for u in range(length)) == 1)
    for h in range(passes):
        for a in range(t_count):
            model.Add(sum(row[h * length + u][a] for row in cells for u in range(length)) == SEATS)
    low, high = _band(games, t_count)
    for row in cells:
        for a in range(t_count):
            model.AddLinearConstraint(sum(var[a] for var in row), low, high)
    cap, squares = _cap(n, games), []
    for b in range(resting):
        for b2 in range(b, resting):
            for d in range(length):
                if b == b2 and d == 0:
                    continue
                meets = []
                for h in range(passes):
                    for u in range(length):
                        x, y = cells[b][h * length + u], cells[b2][h * length + (u - d) % length]
                        for a in range(t_count):
                            both = model.NewBoolVar("")
                            model.AddMultiplicationEquality(both, [x[a], y[a]])
                            meets.append(both)
                count = model.NewIntVar(0, cap, "")
                model.Add(count == sum(meets))
                square = model.NewIntVar(0, cap * cap, "")
                model.AddMultiplicationEquality(square, [count, count])
                squares.append((1 if b == b2 else 2) * square)   # an orbit's own pairs come twice
    return cells, squares


def _whole(model, n, t_count, games, rounds, resting):
    """Cells [player][round]: a table or the rest; the first round fixed."""
    length = n // resting
    rest = t_count
    cells = [[[model.NewBoolVar("") for _ in range(t_count + 1)] for _ in range(rounds)] for _ in range(n)]
    for p, row in enumerate(cells):
        for var in row:
            model.AddExactlyOne(var)
        for h in range(rounds // length):
            model.Add(sum(row[r][rest] for r in range(h * length, (h + 1) * length)) == 1)
        model.Add(row[0][min(p // SEATS, rest)] == 1)
    for r in range(rounds):
        for a in range(t_count):
            model.Add(sum(row[r][a] for row in cells) == SEATS)
    low, high = _band(games, t_count)
    for row in cells:
        for a in range(t_count):
            model.AddLinearConstraint(sum(var[a] for var in row), low, high)
    cap, squares = _cap(n, games), []
    for p in range(n):
        for q in range(p + 1, n):
            meets = []
            for r in range(rounds):
                together = model.NewBoolVar("")
                for a in range(t_count):
                    model.AddBoolOr([cells[p][r][a].Not(), cells[q][r][a].Not(), together])
                meets.append(together)
            count = model.NewIntVar(0, cap, "")
            model.Add(count >= sum(meets))
            squares.append(count)
    return cells, squares


def _report(plan, n, t_count, games, rounds, whole) -> None:
    from app.tournament.schedule import Schedule
    symbols = "ABCDEFGHIJ"[:t_count] + "-"
    tables: list[list[list[int]]] = [[[] for _ in range(t_count)] for _ in range(rounds)]
    if whole:
        for p, row in enumerate(plan):
            print("".join(symbols[k] for k in row))
            for r, k in enumerate(row):
                if k < t_count:
                    tables[r][k].append(p)
    else:
        length = n // len(plan)
        for row in plan:
            print(" ".join("".join(symbols[k] for k in row[h:h + length]) for h in range(0, rounds, length)))
        for r in range(rounds):
            start, t = r - r % length, r % length
            for b, row in enumerate(plan):
                for i in range(length):
                    k = row[start + (t - i) % length]
                    if k < t_count:
                        tables[r][k].append(b * length + i)
    figures = Schedule([str(p + 1) for p in range(n)], t_count, games, tables).figures()
    for line in figures.lines("en"):
        print("  " + line)


if __name__ == "__main__":
    main()
