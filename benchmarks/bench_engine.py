"""Engine benchmarks: one long game replayed and validated; a 10,000-file batch check.

Run: make bench   (or .venv/bin/python benchmarks/bench_engine.py [--files N])
Prints medians and their ratio to the target; it is not a test and never fails a build.
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from games import long_game  # noqa: E402

from app import editions  # noqa: E402
from app.format import dumps_game, loads_game  # noqa: E402

REPLAY_TARGET_MS = 2.0
BATCH_TARGET_S = 20.0


def median_time(fn, repeat: int, number: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - start) / number)
    return statistics.median(samples)


def bench_replay() -> None:
    doc = long_game()
    events = sum(len(p["events"]) for p in doc["phases"])
    replay = median_time(lambda: editions.replay(doc).findings, repeat=15, number=200) * 1000
    text = dumps_game(doc)
    full = median_time(lambda: editions.replay(loads_game(text)).findings, repeat=15, number=200) * 1000
    print(f"replay+validate, {len(doc['phases'])} phases, {events} events: "
          f"median {replay:.3f} ms (target {REPLAY_TARGET_MS} ms, ratio {replay / REPLAY_TARGET_MS:.2f})")
    print(f"parse+check+replay of the same file:       median {full:.3f} ms")


def bench_batch(files: int) -> None:
    corpus = sorted((HERE.parent / "tests" / "games").glob("*.json"))
    sources = [p.read_text(encoding="utf-8") for p in corpus] + [dumps_game(long_game())]
    tmp = Path(tempfile.mkdtemp(prefix="mafia-batch-"))
    try:
        for i in range(files):
            (tmp / f"game-{i:05d}.json").write_text(sources[i % len(sources)], encoding="utf-8")
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            proc = subprocess.run([sys.executable, "-m", "app", "check", str(tmp), "--json"],
                                  cwd=HERE.parent, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            runs.append(time.perf_counter() - start)
        summary = proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else ""
        med = statistics.median(runs)
        print(f"check of {files} files ({len(sources)} distinct games): median {med:.2f} s "
              f"(target {BATCH_TARGET_S} s, ratio {med / BATCH_TARGET_S:.2f}); {summary}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=10_000)
    args = parser.parse_args()
    bench_replay()
    bench_batch(args.files)


if __name__ == "__main__":
    main()
