"""Conversion benchmarks: a mafiaratings record read into mafia-game/1 (the reader replays
the game at each dawn to learn the speaking order), a game written for mafiaratings, and
the round trip, each beside one replay of the same game; then the hostile records of
issue 25: a 3.4 MB Polemica record refused by its counts (16.6 s before the limits), and
the heaviest record the limits still let in (20 days, every list near its limit).

Run: .venv/bin/python benchmarks/bench_interop.py [--repeat N]
Prints medians and their ratio to the target; it is not a test and never fails a build.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from app import editions  # noqa: E402
from app.interop import ForeignFileError, read_file, to_mafiaratings  # noqa: E402
from app.interop.common import MAX_DAY, MAX_PER_PLAYER, Where  # noqa: E402
from app.interop.mafiaratings import read_record  # noqa: E402

DATA = HERE.parent / "tests" / "app" / "interop" / "data"
RECORD = DATA / "mafiaratings-club-game.json"
POLEMICA = DATA / "polemica-tournament-game.json"
READ_TARGET_MS = 100.0      # a tournament of 100 records imports in seconds
WRITE_TARGET_MS = 50.0
REFUSE_TARGET_MS = 2000.0   # a hostile file is refused about as fast as the strict reader parses it
HEAVIEST_TARGET_MS = 3000.0


def huge_polemica(folder: Path) -> Path:
    """3.4 MB of votes: the record issue 25 found taking 16.6 s to be refused."""
    record = json.loads(POLEMICA.read_text(encoding="utf-8"))
    record["votes"] = [{"day": 1 + i % 99, "num": 1, "voter": 1 + i % 10, "candidate": 2} for i in range(67000)]
    path = folder / "huge.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def heaviest_polemica(folder: Path) -> Path:
    """Within every limit: 20 days, each player's fouls and technical fouls at their limit,
    votes on every day, a Don's check every night."""
    record = json.loads(POLEMICA.read_text(encoding="utf-8"))
    record["result"], record["shots"] = None, []
    for seat, player in enumerate(record["players"]):
        player["fouls"] = [{"stage": {"type": "speech", "day": 1 + (i * 3 + seat) % MAX_DAY, "player": 1 + i}}
                           for i in range(MAX_PER_PLAYER)]
        player["techs"] = [{"stage": {"type": "voting", "day": 1 + (i * 7 + seat) % MAX_DAY, "voting": 1}}
                           for i in range(MAX_PER_PLAYER)]
    record["votes"] = [{"day": d, "num": n, "voter": v, "candidate": 1 + (v + n) % 10}
                       for d in range(1, MAX_DAY + 1) for n in range(4) for v in range(1, 11)][:800]
    record["checks"] = [{"night": n, "role": 0, "player": 3} for n in range(1, MAX_DAY + 1)]
    path = folder / "heaviest.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def refused(path: Path) -> None:
    try:
        read_file(path, "polemica")
    except ForeignFileError:
        return
    raise SystemExit(f"{path} was not refused")


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
    replay = median_ms(lambda: editions.replay(doc), repeat)
    read = median_ms(lambda: read_record(record, Where("bench")), repeat)
    write = median_ms(lambda: to_mafiaratings(doc), repeat)
    back = median_ms(lambda: read_record(to_mafiaratings(doc)[0], Where("bench")), repeat)
    print(f"one replay of the game:           {replay:7.2f} ms")
    print(f"read a mafiaratings record:       {read:7.2f} ms  ({read / replay:5.1f} replays; "
          f"{read / READ_TARGET_MS:4.2f} of the {READ_TARGET_MS:.0f} ms target)")
    print(f"write it for mafiaratings:        {write:7.2f} ms  ({write / replay:5.1f} replays; "
          f"{write / WRITE_TARGET_MS:4.2f} of the {WRITE_TARGET_MS:.0f} ms target)")
    print(f"there and back:                   {back:7.2f} ms")
    with tempfile.TemporaryDirectory() as folder:
        huge, heaviest = huge_polemica(Path(folder)), heaviest_polemica(Path(folder))
        few = max(3, repeat // 5)
        refuse = median_ms(lambda: refused(huge), few)
        worst = median_ms(lambda: read_file(heaviest, "polemica"), few)
        print(f"refuse a {huge.stat().st_size / 1e6:.1f} MB Polemica record: {refuse:7.2f} ms  "
              f"({refuse / REFUSE_TARGET_MS:4.2f} of the {REFUSE_TARGET_MS:.0f} ms target; 16600 ms before)")
        print(f"the heaviest record let in:       {worst:7.2f} ms  "
              f"({worst / HEAVIEST_TARGET_MS:4.2f} of the {HEAVIEST_TARGET_MS:.0f} ms target)")


if __name__ == "__main__":
    main()
