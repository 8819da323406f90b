"""What the two load benchmarks share (bench_load.py against any PostgreSQL, live_load.py
against the tournament's embedded server): the tournament's name, the secretary's standings
refresh and the percentile the figures are read at."""
from __future__ import annotations

import time

TOURNAMENT = "Нагрузочный кубок"


def refresh_once(archive) -> float:
    """One refresh of the secretary's standings from the archive, in seconds."""
    from app.tournament import Tournament, compute_standings, get_regulation
    # the judges' games are not signed: a regulation that counts them, so that all are scored
    regulation = get_regulation("fiim-2024").admitting(unsigned=True)
    began = time.perf_counter()
    compute_standings(Tournament.from_archive(archive, TOURNAMENT, verdicts={}), regulation)
    return time.perf_counter() - began


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q * (len(ordered) - 1)))))]
