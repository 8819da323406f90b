"""Conversion benchmarks: a mafiaratings record read into mafia-game/1 (the reader replays
the game at each dawn to learn the speaking order), a game written for mafiaratings, and
the round trip, each beside one replay of the same game.

Run: .venv/bin/python benchmarks/bench_interop.py [--repeat N]
Prints medians and their ratio to the target; it is not a test and never fails a build.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from app.engine import Game  # noqa: E402
from app.interop import read_file, to_mafiaratings  # noqa: E402
from app.interop.common import Where  # noqa: E402
from app.interop.mafiaratings import read_record  # noqa: E402

RECORD = HERE.parent / "tests" / "app" / "interop" / "data" / "mafiaratings-club-game.json"
READ_TARGET_MS = 100.0      # a tournament of 100 records imports in seconds
WRITE_TARGET_MS = 50.0


def median_ms(fn, repeat: int) -> float:
    fn()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    repeat = parser.parse_args().repeat
    record = json.loads(RECORD.read_text(encoding="utf-8"))
    doc = read_file(RECORD, "mafiaratings")[0].doc
    replay = median_ms(lambda: Game.replay(doc), repeat)
    read = median_ms(lambda: read_record(record, Where("bench")), repeat)
    write = median_ms(lambda: to_mafiaratings(doc), repeat)
    back = median_ms(lambda: read_record(to_mafiaratings(doc)[0], Where("bench")), repeat)
    print(f"one replay of the game:           {replay:7.2f} ms")
    print(f"read a mafiaratings record:       {read:7.2f} ms  ({read / replay:5.1f} replays; "
          f"{read / READ_TARGET_MS:4.2f} of the {READ_TARGET_MS:.0f} ms target)")
    print(f"write it for mafiaratings:        {write:7.2f} ms  ({write / replay:5.1f} replays; "
          f"{write / WRITE_TARGET_MS:4.2f} of the {WRITE_TARGET_MS:.0f} ms target)")
    print(f"there and back:                   {back:7.2f} ms")


if __name__ == "__main__":
    main()
