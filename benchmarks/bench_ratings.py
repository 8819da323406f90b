"""Ratings at a federation's scale (issue 41 §3): a generated archive in PostgreSQL (the
archive's own schema and migrations, on a throwaway local server unless ``--db`` names one)
beside the same on SQLite.

Run: .venv/bin/python benchmarks/bench_ratings.py [--games 100000] [--players N] [--tournaments N]
     [--db URL] [--only postgresql|sqlite] [--keep DIR]
Prints each figure with its target and ratio; it is not a test and never fails a build.

- import: N games imported through the application's own import (``import_documents``, the
  import command's and the secretary's), 10,000 files a call so that the memory stays
  bounded; the files (a few dozen legal rehearsal games with the players renamed, each with
  its tournament, round, table and date) are made outside the timer, and every one is
  validated and replayed by the import.  In a child process, whose peak memory is reported,
  with the time of the rows' writing (COPY on PostgreSQL, executemany on SQLite) and of the
  seats' linking to persons (with each batch, its own rows' writing included).
  Target: >= 2,000 games/s.  Beside it a small import's rate.
- link: what the first sync after the import finds left to link (the import linked it).
- recompute: the season's rating from scratch (mafiaratings' formula), in a child process
  whose peak resident memory is reported.  Target: <= 60 s.
- table: the season's table (the refresh's check that nothing changed, then every row).
  Target: <= 1 s.
- card: a player's card (games, roles, best moves, tournaments, opponents, the history).
  Target: <= 100 ms.
- update: a new game of the last tournament, signed off by its tournament's setting, rated.
  Target: <= 50 ms.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests"))      # the rehearsal games

from sqlalchemy import insert, select  # noqa: E402

from app.ratings import get_formula  # noqa: E402
from app.storage import open_archive  # noqa: E402
from app.storage.derive import derive  # noqa: E402

TARGETS = {"load": 2000.0, "recompute": 60.0, "table": 1.0, "card": 0.100, "update": 0.050}
SEASON = 2026
FORMULA = "mafiaratings"


def say(name: str, value: float, unit: str, target: float, higher_is_better: bool = False, extra: str = "") -> None:
    ratio = target / value if higher_is_better else value / target
    print(f"  {name}: {value:,.3f} {unit} (target {target:g} {unit}, ratio {ratio:.2f}){extra}", flush=True)


def templates(count: int = 40) -> list[tuple[dict, Any]]:
    from rehearsal import rehearsal_game
    names = [f"t{i}" for i in range(10)]
    out = []
    for seed in range(count):
        doc = rehearsal_game(names, seed=f"bench-{seed}")
        out.append((doc, derive(doc)))
    return out


BATCH = 10_000       # documents per import call: the memory held is a batch's


def documents(start: int, count: int, games: int, players: int, tournaments: int,
              made: list[tuple[dict, Any]]) -> list[tuple[str, dict]]:
    """Games ``start`` … ``start + count - 1`` of the archive as judges' files: a template
    with ten players drawn at random and its tournament, round, table and date."""
    rng = random.Random(41 + start)
    per_tournament = max(10, games // tournaments)
    out = []
    for g in range(start, min(start + count, games)):
        t = min(g // per_tournament, tournaments - 1)
        r, table = (g % per_tournament) // 10, g % 10
        day = date(SEASON, 1, 1) + timedelta(days=(t * 360) // tournaments + r // 4)     # within the season
        doc = copy.copy(made[rng.randrange(len(made))][0])
        doc["players"] = [dict(p, name=f"Игрок{n:06d}") for p, n in zip(doc["players"], rng.sample(range(players), 10),
                                                                         strict=True)]
        doc["meta"] = {"tournament": f"Турнир {t + 1}", "round": r + 1, "table": table + 1,
                       "date": day.isoformat(), "judge": f"Судья {t % 37}"}
        out.append((f"{g}.json", doc))
    return out


class Descendants:
    """The largest resident memory any process under this one reached (the import's pool of
    workers, which are the children of multiprocessing's fork server, not of this process,
    so ``RUSAGE_CHILDREN`` does not see them), sampled twice a second."""

    def __init__(self) -> None:
        import threading
        self.peak_mb = 0.0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()

    def _watch(self) -> None:
        me = str(os.getpid())
        while not self.stop.wait(0.5):
            parents: dict[str, str] = {}
            sizes: dict[str, float] = {}
            for status in Path("/proc").glob("[0-9]*/status"):
                try:
                    fields = dict(line.split(":", 1) for line in status.read_text().splitlines() if ":" in line)
                except OSError:
                    continue
                parents[status.parent.name] = fields.get("PPid", "").strip()
                sizes[status.parent.name] = int(fields.get("VmRSS", "0 kB").split()[0]) / 1024
            for pid, size in sizes.items():
                up, seen = parents.get(pid), 0
                while up and up != me and seen < 20:
                    up, seen = parents.get(up), seen + 1
                if up == me:
                    self.peak_mb = max(self.peak_mb, size)

    def close(self) -> float:
        self.stop.set()
        self.thread.join()
        return self.peak_mb


def load_child(address: str, games: int, players: int, tournaments: int) -> None:
    """Run in a child process: the archive imported through the application's own import
    (``import_documents``), ``BATCH`` documents a call, generated outside the timer; prints
    the seconds, those of the rows' writing and of the seats' linking, and the peak memory
    of this process and of its pool of workers, as JSON."""
    from app.storage import bulk_rows, import_links
    from app.storage.transfer import import_documents
    spent = {"write": 0.0, "link": 0.0}

    def timed(name: str, function: Any) -> Any:
        def run(*args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                spent[name] += time.perf_counter() - began
        return run

    bulk_rows.write_rows = timed("write", bulk_rows.write_rows)
    import_links.SeatLinks.link = timed("link", import_links.SeatLinks.link)        # type: ignore[method-assign]
    import_links.SeatLinks.finish = timed("link", import_links.SeatLinks.finish)    # type: ignore[method-assign]
    made = templates()
    seconds = 0.0
    workers = Descendants()
    with open_archive(address) as archive:
        for start in range(0, games, BATCH):
            items = documents(start, BATCH, games, players, tournaments, made)
            began = time.perf_counter()
            result = import_documents(archive, items)
            seconds += time.perf_counter() - began
            assert len(result.imported) == len(items), (len(result.imported), len(items))
        # What the generated archive's secretaries decided, outside the timer: every
        # tournament counts its unsigned games (the ratings' trust), one in twenty is elite.
        from app.storage.models import Tournament
        from app.storage.persons import TournamentGrade
        from app.storage.secretary import TournamentSetupRow
        now = datetime(2026, 1, 1)
        with archive.writing() as session:
            ids = sorted(session.scalars(select(Tournament.id)))
            session.execute(insert(TournamentSetupRow), [{"tournament_id": t, "unsigned": "count", "updated_at": now}
                                                         for t in ids])
            session.execute(insert(TournamentGrade), [{"tournament_id": t, "grade": "elite", "at": now}
                                                      for t in ids[::20]])
        with archive.engine.begin() as connection:
            connection.exec_driver_sql("ANALYZE")
    print(json.dumps({"seconds": seconds, "write": spent["write"], "link": spent["link"],
                      "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                      "workers_rss_mb": workers.close()}))


def import_path_rate(address: str, count: int = 200) -> float:
    """Games per second through the import command's own path (each game replayed and derived)."""
    from rehearsal import rehearsal_game

    from app.storage.transfer import import_documents
    docs = [(f"i{n}.json", rehearsal_game([f"Импорт{(n * 7 + i) % 97}" for i in range(10)], seed=f"imp-{n}",
                                          meta={"tournament": "Импорт", "round": n // 10 + 1, "table": n % 10 + 1,
                                                "date": f"{SEASON}-12-30"}))
            for n in range(count)]
    with open_archive(address) as archive:
        began = time.perf_counter()
        import_documents(archive, docs)
        return count / (time.perf_counter() - began)


def recompute_child(address: str) -> None:
    """Run in a child process: the season from scratch; prints seconds and peak RSS as JSON."""
    from app.ratings.engine import refresh
    with open_archive(address) as archive:
        began = time.perf_counter()
        result = refresh(archive, get_formula(FORMULA), SEASON, full=True)
        seconds = time.perf_counter() - began
    print(json.dumps({"seconds": seconds, "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                      "games": result.games}))


def measure(label: str, address: str, games: int, players: int, tournaments: int) -> None:
    from app.ratings.card import player_card
    from app.ratings.engine import refresh
    from app.ratings.table import rating_table
    from app.storage.person_links import sync
    print(f"{label}: {games:,} games, {players:,} players, {tournaments:,} tournaments", flush=True)
    before = Path("/proc/loadavg").read_text().strip()
    child = subprocess.run([sys.executable, __file__, "--load-child", address, str(games), str(players),
                            str(tournaments)], capture_output=True, text=True, check=True)
    loaded = json.loads(child.stdout.strip().splitlines()[-1])
    say("import (the application's import_documents, COPY)" if label == "postgresql"
        else "import (the application's import_documents, executemany)", games / loaded["seconds"], "games/s",
        TARGETS["load"], higher_is_better=True,
        extra=f" [{loaded['seconds']:.1f} s in calls of {BATCH:,} files; of it the rows' writing "
              f"{loaded['write']:.1f} s, the seats' linking to persons {loaded['link']:.1f} s; peak RSS "
              f"{loaded['rss_mb']:.0f} MB, of a worker {loaded['workers_rss_mb']:.0f} MB; load "
              f"{before} -> {Path('/proc/loadavg').read_text().strip()}]")
    with open_archive(address) as archive:
        began = time.perf_counter()
        sync(archive)
        print(f"  link every seat to its person (left after the import): {time.perf_counter() - began:.1f} s",
              flush=True)
    child = subprocess.run([sys.executable, __file__, "--recompute-child", address], capture_output=True, text=True,
                           check=True)
    figures = json.loads(child.stdout.strip().splitlines()[-1])
    say("recompute the season from scratch", figures["seconds"], "s", TARGETS["recompute"],
        extra=f" [peak RSS of the process {figures['rss_mb']:.0f} MB, {figures['games']:,} games rated]")
    formula = get_formula(FORMULA)
    with open_archive(address) as archive:
        archive.engine.dispose()
        samples = []
        for _ in range(5):
            began = time.perf_counter()
            table = rating_table(archive, formula, SEASON)
            samples.append(time.perf_counter() - began)
        say(f"the season's table [{len(table.rows):,} rows]", statistics.median(samples), "s", TARGETS["table"])
        rng = random.Random(5)
        samples = []
        for _ in range(20):
            who = f"#{rng.randrange(players) + 1}"
            began = time.perf_counter()
            card = player_card(archive, who, formula, SEASON)
            samples.append(time.perf_counter() - began)
        say(f"a player's card [{card.games} games, {len(card.history)} rated]", statistics.median(samples), "s",
            TARGETS["card"])
        samples = []
        made = templates(10)
        for n in range(10):
            doc = copy.deepcopy(made[n][0])
            for p in doc["players"]:
                p["name"] = f"Игрок{rng.randrange(players):06d}"
            if len({p["name"] for p in doc["players"]}) < 10:
                continue
            doc["meta"] = {"tournament": f"Турнир {tournaments}", "round": 99, "table": n + 1,
                           "date": f"{SEASON}-12-31"}
            archive.open_game(doc)
            began = time.perf_counter()
            step = refresh(archive, formula, SEASON)
            samples.append(time.perf_counter() - began)
            assert step.rated == 1, step
        say(f"a new game's rating update [{len(samples)} games]", statistics.median(samples), "s", TARGETS["update"])
        print(f"  a small import (200 files, no pool): {import_path_rate(address):,.0f} games/s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, help="default: a tenth of the games")
    parser.add_argument("--tournaments", type=int, help="default: a hundredth of the games")
    parser.add_argument("--db", help="an empty PostgreSQL database (default: a throwaway local server)")
    parser.add_argument("--only", choices=("postgresql", "sqlite"))
    parser.add_argument("--keep", help="a folder for the SQLite file (else a temporary one)")
    parser.add_argument("--recompute-child", metavar="URL", help=argparse.SUPPRESS)
    parser.add_argument("--load-child", nargs=4, metavar="ARG", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.load_child:
        address, *sizes = args.load_child
        load_child(address, *(int(size) for size in sizes))
        return
    if args.recompute_child:
        recompute_child(args.recompute_child)
        return
    players = args.players or max(20, args.games // 10)
    tournaments = args.tournaments or max(1, args.games // 100)
    print(f"load before: {Path('/proc/loadavg').read_text().strip()}", flush=True)
    if args.only != "sqlite":
        from bench_load import start_server
        measure("postgresql", args.db or start_server(), args.games, players, tournaments)
        print(f"load: {Path('/proc/loadavg').read_text().strip()}", flush=True)
    if args.only != "postgresql":
        with tempfile.TemporaryDirectory(prefix="mafia-bench-ratings-", dir=args.keep) as folder:
            measure("sqlite", str(Path(folder) / "ratings.sqlite3"), args.games, players, tournaments)
    print(f"load after: {Path('/proc/loadavg').read_text().strip()}", flush=True)


if __name__ == "__main__":
    main()
