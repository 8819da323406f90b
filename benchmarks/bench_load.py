"""A shared tournament under load (issue 16 §5, issue 29 §4): 20 judges record at once while
the secretary's standings refresh.

Run: .venv/bin/python benchmarks/bench_load.py [--judges 20] [--rate 1.0] [--refresh 3]
     [--limit 240] [--cut 60] [--cut-at 10] [--quick] [--straight]
     .venv/bin/python benchmarks/bench_load.py --system [--db URL] …

By default the judges record on the tournament's embedded server as the sheet does on a live
tournament (benchmarks/live_load.py says what is measured); ``--quick`` is a short check
(5 judges, 4 events a second, a 10 s cut).  ``--system`` is the former run, below, which
writes straight into a system PostgreSQL's archive.

Each judge is a process of its own (the sheet's ``Archive`` calls: ``open_game``, then
``append_event`` / ``begin_phase`` for every event of a full game, about one a second,
each a committed transaction with the version it last saw).  The secretary reads the
tournament from the archive and computes the standings every ``--refresh`` seconds
(``Tournament.from_archive`` + ``compute_standings``, as the window's worker does).

Without ``--db`` a throwaway server is started for the run: initdb into a temporary
folder, listening on 127.0.0.1 only (as the ``postgres`` user when run as root), stopped
and removed at the end.  The run is bounded: judges stop at ``--limit`` seconds.

Printed: events sent and written (read back from the archive), events lost (acknowledged
but not in the archive, or refused; goal 0), errors (goal 0), the save latency's median
and p99, and the standings refresh time (median and max).  Not a test; it never fails a
build.
"""
from __future__ import annotations

import argparse
import atexit
import glob
import multiprocessing as mp
import os
import pwd
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests"))      # the rehearsal games

from load_common import TOURNAMENT, percentile, refresh_once  # noqa: E402  (shared with live_load.py)


# -- a throwaway server on the loopback ------------------------------------------------------
def start_server() -> str:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parent.parent.name))
    bindir = Path(found[-1]).parent if found else (Path(shutil.which("initdb")).parent
                                                   if shutil.which("initdb") else None)
    if bindir is None:
        sys.exit("PostgreSQL's server programs are missing (tests/setup-system.sh installs them), "
                 "or give --db URL")
    root = Path(tempfile.mkdtemp(prefix="mafia-load-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")
        os.chown(root, owner.pw_uid, owner.pw_gid)
        as_user = ["runuser", "-u", "postgres", "--"]
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    data = root / "data"
    subprocess.run(as_user + [str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
                              "-E", "UTF8", "--locale=C.UTF-8"], check=True, capture_output=True)
    # durability as a real server keeps it (fsync on): the latency is what judges would see
    options = f"-h 127.0.0.1 -p {port} -k {root} -c max_connections=60"
    subprocess.run(as_user + [str(bindir / "pg_ctl"), "-D", str(data), "-l", str(root / "log"), "-o", options,
                              "-w", "-t", "60", "start"], check=True, capture_output=True)

    @atexit.register
    def _stop() -> None:
        subprocess.run(as_user + [str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"],
                       capture_output=True)
        shutil.rmtree(root, ignore_errors=True)

    return f"postgresql://postgres@127.0.0.1:{port}/postgres"


# -- the judges --------------------------------------------------------------------------------
def games(judges: int) -> list[dict]:
    """A full, legal game for every table of round 1."""
    from rehearsal import rehearsal_tournament

    from app.tournament import SeatingRequest, generate_seating
    plan = generate_seating(SeatingRequest(players=10 * judges, tables=judges, games=1, seed=1, effort=0.05))
    return [doc for _, doc in rehearsal_tournament(plan, seed=1, name=TOURNAMENT)]


def judge(url: str, doc: dict, interval: float, deadline: float, start, results) -> None:
    """Record ``doc`` event by event as the sheet does; report what happened."""
    out = {"table": doc["meta"]["table"], "sent": 0, "acknowledged": 0, "errors": [], "latency": [], "id": None,
           "opening": None}
    try:
        from app.storage import open_archive
        archive = open_archive(url, migrate=False)
        opening = {k: v for k, v in doc.items() if k not in ("phases", "result", "awards", "signature")}
        opening["phases"] = [{"phase": doc["phases"][0]["phase"], "events": []}]
        archive.search_games(limit=1)           # connected before the start, as a sheet is
        start.wait()
        began = time.perf_counter()
        stored = archive.open_game(opening, author=f"Судья {doc['meta']['table']}")
        out["opening"] = time.perf_counter() - began
        out["id"], version = stored.id, stored.version
        next_at = time.monotonic()
        for index, phase in enumerate(doc["phases"]):
            steps = [("event", e) for e in phase["events"]] or ([("phase", None)] if index else [])
            for kind, event in steps:
                next_at += interval
                pause = next_at - time.monotonic()
                if pause > 0:
                    time.sleep(pause)
                if time.monotonic() > deadline:
                    raise TimeoutError("the run's time limit")
                out["sent"] += kind == "event"
                began = time.perf_counter()
                try:
                    if kind == "event":
                        version = archive.append_event(stored.id, index, event, expected_version=version)
                    else:
                        version = archive.begin_phase(stored.id, index, expected_version=version)
                except Exception as error:          # counted, and the judge goes on
                    out["errors"].append(f"{type(error).__name__}: {error}")
                    continue
                out["latency"].append(time.perf_counter() - began)
                out["acknowledged"] += kind == "event"
        archive.close()
    except TimeoutError:
        out["stopped"] = True
    except Exception as error:
        out["errors"].append("".join(traceback.format_exception_only(type(error), error)).strip())
    results.put(out)


# -- the secretary ----------------------------------------------------------------------------
def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", help="an empty PostgreSQL database (default: a throwaway local server)")
    parser.add_argument("--judges", type=int, default=20)
    parser.add_argument("--rate", type=float, default=1.0, help="events per second per judge")
    parser.add_argument("--refresh", type=float, default=3.0, help="seconds between standings refreshes")
    parser.add_argument("--limit", type=float, default=240.0, help="the run's time limit, seconds")
    parser.add_argument("--system", action="store_true", help="a system PostgreSQL, the archive written directly")
    parser.add_argument("--cut", type=float, default=60.0, help="embedded: seconds table 1 is cut off")
    parser.add_argument("--cut-at", type=float, default=10.0, help="embedded: when the cut begins, seconds")
    parser.add_argument("--quick", action="store_true", help="embedded: a short check")
    parser.add_argument("--straight", action="store_true",
                        help="embedded: judges straight to the cluster, no TLS (the floor of the gate)")
    return parser.parse_args()


def collect(archive, judges: int, results, every: float, deadline: float) -> tuple[list, list]:
    """The standings refreshed every ``every`` seconds while the judges' reports come in."""
    refreshes, reports = [], []
    while len(reports) < judges and time.monotonic() < deadline + 60:
        refreshes.append(refresh_once(archive))
        wait_until = time.monotonic() + every
        while time.monotonic() < wait_until and len(reports) < judges:
            try:
                reports.append(results.get(timeout=max(0.05, wait_until - time.monotonic())))
            except Exception:
                pass
    return refreshes, reports


def main() -> None:
    args = parse_args()
    if not args.system:
        import live_load
        if args.quick:
            args.judges, args.rate, args.cut, args.cut_at = min(args.judges, 5), 4.0, 10.0, 5.0
        live_load.main(args)
        return
    url = args.db or start_server()
    from app.storage import open_archive
    archive = open_archive(url)                  # migrated once, before the judges start
    docs = games(args.judges)
    total_events = sum(len(p["events"]) for d in docs for p in d["phases"])
    print(f"{args.judges} judges, one game each ({total_events} events, about {args.rate:g} per second "
          f"per judge); standings every {args.refresh:g} s; limit {args.limit:.0f} s")
    ctx = mp.get_context("spawn")
    start, results = ctx.Event(), ctx.Queue()
    began = time.monotonic()
    deadline = began + args.limit
    procs = [ctx.Process(target=judge, args=(url, doc, 1.0 / args.rate, deadline + 30, start, results))
             for doc in docs]
    for p in procs:
        p.start()
    time.sleep(3.0)                             # imports done: all judges open their tables at once
    start.set()
    began = time.monotonic()
    refreshes, reports = collect(archive, len(procs), results, args.refresh, deadline)
    for p in procs:
        p.join(timeout=10)
        if p.is_alive():
            p.kill()
    elapsed = time.monotonic() - began
    # what the archive holds now, game by game
    written = 0
    lost = 0
    for r in reports:
        if r["id"] is None:
            lost += r["sent"]
            continue
        stored = archive.game(r["id"]).document
        held = sum(len(p["events"]) for p in stored["phases"])
        written += held
        lost += max(0, r["acknowledged"] - held) + (r["sent"] - r["acknowledged"])
    missing = len(procs) - len(reports)
    latency = [x for r in reports for x in r["latency"]]
    errors = [e for r in reports for e in r["errors"]]
    sent = sum(r["sent"] for r in reports)
    print(f"ran {elapsed:.0f} s; judges reporting: {len(reports)} of {len(procs)}"
          + (f" ({missing} never reported)" if missing else "")
          + ("; stopped by the time limit: " + str(sum(1 for r in reports if r.get('stopped'))) if
             any(r.get("stopped") for r in reports) else ""))
    print(f"events sent {sent}, written {written}, lost {lost} (goal 0), errors {len(errors)} (goal 0)")
    if latency:
        print(f"save latency (events): median {statistics.median(latency) * 1000:.1f} ms, "
              f"p99 {percentile(latency, 0.99) * 1000:.1f} ms, max {max(latency) * 1000:.1f} ms "
              f"({len(latency)} saves)")
    openings = [r["opening"] for r in reports if r["opening"] is not None]
    if openings:
        print(f"opening the {len(openings)} tables at the same moment: "
              f"median {statistics.median(openings) * 1000:.0f} ms, max {max(openings) * 1000:.0f} ms")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    if load is not None:
        print(f"machine load average at the end: {load:.1f} on {os.cpu_count()} cores")
    if refreshes:
        print(f"standings refresh ({len(refreshes)} times): median {statistics.median(refreshes) * 1000:.0f} ms, "
              f"max {max(refreshes) * 1000:.0f} ms")
    for e in errors[:10]:
        print("  error: " + e)
    archive.close()


if __name__ == "__main__":
    main()
