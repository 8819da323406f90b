"""Tournament benchmarks: standings of 300 games, the summary PDF of 100 players and 300
games, and the seating of 60 players × 10 rounds with the imbalance it reaches.

Run: .venv/bin/python benchmarks/bench_tournament.py [--repeat N]
The games are a dress rehearsal (app.tournament.rehearsal): legal, finished games with
best moves, removals and extra points, generated once and not timed.  Each figure is a
median beside its target, with the ratio (below 1 is within the target), and beside the
cost of merely replaying the same games, so that a slow machine and slow code can be told
apart.  It is not a test and never fails a build.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from app.engine import Game  # noqa: E402
from app.tournament import SeatingRequest, compute_standings, generate_seating  # noqa: E402
from app.tournament.rehearsal import rehearsal_tournament  # noqa: E402
from reports.summary import SummaryRenderer  # noqa: E402

STANDINGS_TARGET_MS = 200.0
SUMMARY_TARGET_MS = 3000.0
SEATING_TARGET_S = 30.0


def median_ms(fn, repeat: int) -> float:
    fn()   # warm: imports, font parsing
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    repeat = parser.parse_args().repeat

    # 100 players, 10 tables, 30 games each: 30 rounds, 300 games (the seating is not timed here)
    plan = generate_seating(SeatingRequest(players=100, tables=10, games=30, seed=1, effort=0.05))
    docs = rehearsal_tournament(plan, seed=1, name="Benchmark Cup")
    print(f"tournament: {len(plan.players)} players, {len(plan.rounds)} rounds, {len(docs)} games, "
          f"{sum(len(p['events']) for _, d in docs for p in d['phases'])} events")

    replay = median_ms(lambda: [Game.replay(d) for _, d in docs], repeat)
    print(f"replaying the 300 games alone: median {replay:6.1f} ms")
    for preset in ("fiim-2024", "rfm-2026"):
        ms = median_ms(lambda: compute_standings(docs, preset), repeat)
        print(f"standings ({preset}), from the documents: median {ms:6.1f} ms (target {STANDINGS_TARGET_MS:.0f} ms, "
              f"ratio {ms / STANDINGS_TARGET_MS:.2f}; {ms / replay:.1f}x the replay)")

    standings = compute_standings(docs, "rfm-2026")
    render = median_ms(lambda: SummaryRenderer(standings, "ru", chief_judge="Benchmark").render(),
                       max(3, repeat // 3))
    whole = median_ms(lambda: SummaryRenderer(compute_standings(docs, "rfm-2026"), "ru").render(),
                      max(3, repeat // 3))
    pages = SummaryRenderer(standings, "ru").render().count(b"/Type /Page\n")
    print(f"summary PDF, 100 players, 300 games: render median {render:6.0f} ms; with the standings "
          f"{whole:6.0f} ms (target {SUMMARY_TARGET_MS:.0f} ms, ratio {whole / SUMMARY_TARGET_MS:.2f})"
          + (f"; {pages} pages" if pages else ""))

    times, figures = [], None
    for seed in (1, 2, 3):
        start = time.perf_counter()
        schedule = generate_seating(SeatingRequest(players=60, tables=6, games=10, seed=seed))
        times.append(time.perf_counter() - start)
        if seed == 1:
            figures = schedule.figures()
    s = statistics.median(times)
    print(f"seating 60 players x 10 rounds x 6 tables: median {s:5.1f} s (target {SEATING_TARGET_S:.0f} s, "
          f"ratio {s / SEATING_TARGET_S:.2f}); seed 1 reached:")
    for line in figures.lines("en"):
        print("  " + line)


if __name__ == "__main__":
    main()
