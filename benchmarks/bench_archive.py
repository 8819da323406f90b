"""Archive benchmarks: saving one event; searching 100,000 archived games.

Run: .venv/bin/python benchmarks/bench_archive.py [--games N] [--db URL] [--keep PATH]
Prints medians and their ratio to the target; it is not a test and never fails a build.

- event: ``append_event`` for every event of a long game (150+ events), each its own
  committed transaction (SQLite: WAL, synchronous=FULL), replay and derived columns
  included.  Target: median <= 5 ms on SQLite.
- search: N generated games (1,000 tournaments, 1,000 players, about 1,000 games each)
  inserted in bulk, then a search by nickname (first page of 100, and every game), a
  player's full history and a name completion.  Target: median <= 100 ms each.
"""
from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import tempfile
import time
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from games import long_game  # noqa: E402
from sqlalchemy import func, insert, select  # noqa: E402

from app.sport import sample_game  # noqa: E402
from app.storage import open_archive  # noqa: E402
from app.storage.derive import canonical, derive, fingerprint  # noqa: E402
from app.storage.linking import nickname_key  # noqa: E402
from app.storage.models import GameRecord, GameSeat, GameTable, JournalEntry, Player, Round, Tournament  # noqa: E402

EVENT_TARGET_MS = 5.0
SEARCH_TARGET_MS = 100.0
PLAYERS = 1000


def report(name: str, samples: list[float], target_ms: float) -> None:
    med = statistics.median(samples) * 1000
    print(f"{name}: median {med:.2f} ms (target {target_ms:g} ms, ratio {med / target_ms:.2f}; "
          f"p90 {sorted(samples)[int(len(samples) * 0.9)] * 1000:.2f} ms, n={len(samples)})")


def bench_events(address: str) -> None:
    full = long_game()
    events = [(i, e) for i, p in enumerate(full["phases"]) for e in p["events"]]
    samples = []
    with open_archive(address) as archive:
        for table in range(3):
            start = dict(copy.deepcopy(full), phases=[{"phase": "N0", "events": []}])
            start["meta"] = {"tournament": "bench events", "round": 1, "table": table}
            game = archive.open_game(start)
            version = game.version
            for phase, event in events:
                began = time.perf_counter()
                version = archive.append_event(game.id, phase, event, expected_version=version)
                samples.append(time.perf_counter() - began)
    report(f"save one event ({len(events)} events x 3 games, {archive.engine.dialect.name})",
           samples, EVENT_TARGET_MS)


def _templates() -> list[tuple[dict, object]]:
    """A few real games with different endings, each replayed once by the engine."""
    red = sample_game()
    black = sample_game()
    black["phases"] = black["phases"][:3]
    black["phases"][2]["events"] = [{"type": "shooting", "shots": {"5": 4, "9": 4}, "killed": 4}]
    black.pop("result")
    return [(doc, derive(doc)) for doc in (red, black, long_game())]


def generate(address: str, games: int) -> None:
    rng = random.Random(7)
    templates = _templates()
    nicknames = [f"Игрок{n:04d}" for n in range(PLAYERS)]
    now = datetime(2026, 11, 29)
    with open_archive(address) as archive, archive.writing() as session:
        if session.scalar(select(func.count()).select_from(GameRecord)) >= games:
            return      # a --keep file from an earlier run
        bind = session.connection()
        # Explicit ids, after whatever the event benchmark left in the same database.
        p0, t0, r0, g0 = (session.scalar(select(func.coalesce(func.max(m.id), 0)))
                          for m in (Player, Tournament, Round, GameRecord))
        r0 = max(r0, session.scalar(select(func.coalesce(func.max(GameTable.id), 0))))
        bind.execute(insert(Player), [
            {"id": p0 + n + 1, "uid": f"p{n:06d}", "nickname": name, "nickname_key": nickname_key(name),
             "created_at": now} for n, name in enumerate(nicknames)])
        tournaments = games // 100
        bind.execute(insert(Tournament), [{"id": t0 + t + 1, "name": f"Турнир {t + 1}", "created_at": now}
                                          for t in range(tournaments)])
        for model in (Round, GameTable):
            bind.execute(insert(model), [{"id": r0 + t * 10 + r + 1, "tournament_id": t0 + t + 1,
                                          "label": str(r + 1)}
                                         for t in range(tournaments) for r in range(10)])
        batch_games, batch_seats, batch_journal = [], [], []
        for g in range(games):
            t, r, table = g // 100, (g // 10) % 10, g % 10
            day = date(2021, 1, 1) + timedelta(days=(t * 1826) // tournaments + r // 5)
            doc, facts = templates[rng.randrange(len(templates))]
            doc = copy.copy(doc)
            seated = rng.sample(range(PLAYERS), 10)
            doc["players"] = [dict(p, name=nicknames[seated[i]]) for i, p in enumerate(doc["players"])]
            doc["meta"] = {"tournament": f"Турнир {t + 1}", "round": r + 1, "table": table + 1,
                           "date": day.isoformat(), "judge": f"Судья {t % 37}"}
            ident = "meta:" + "\x1f".join((f"Турнир {t + 1}", str(r + 1), str(table + 1), ""))
            batch_games.append(dict(
                facts.game, id=g0 + g + 1, uid=f"{g:032x}", identity=ident, fingerprint=fingerprint(doc),
                document=canonical(doc), version=1, revision=0, discarded=False, source="import",
                played_on=day, judge=doc["meta"]["judge"], game_label=None, tournament_id=t0 + t + 1,
                round_id=r0 + t * 10 + r + 1, table_id=r0 + t * 10 + table + 1, created_at=now,
                updated_at=now))
            batch_seats.extend(dict(s, game_id=g0 + g + 1, name=nicknames[seated[i]],
                                    player_id=p0 + seated[i] + 1, played_on=day)
                               for i, s in enumerate(facts.seats))
            batch_journal.append({"game_id": g0 + g + 1, "version": 1, "kind": "import", "at": now})
            if len(batch_games) == 5000 or g == games - 1:
                bind.execute(insert(GameRecord.__table__), batch_games)
                bind.execute(insert(GameSeat.__table__), batch_seats)
                bind.execute(insert(JournalEntry.__table__), batch_journal)
                batch_games, batch_seats, batch_journal = [], [], []
        if bind.dialect.name == "postgresql":     # explicit ids do not move the sequences
            for table in ("players", "tournaments", "rounds", "game_tables", "games", "game_journal"):
                bind.exec_driver_sql(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                                     f"(SELECT max(id) FROM {table}))")


def bench_search(address: str, games: int) -> None:
    began = time.perf_counter()
    generate(address, games)
    print(f"archive of {games} games ready in {time.perf_counter() - began:.1f} s")
    rng = random.Random(11)
    with open_archive(address) as archive:
        archive.engine.dispose()     # every query below starts from a fresh connection pool
        names = [f"игрок{rng.randrange(PLAYERS):04d}" for _ in range(25)]
        for label, call in (
            ("search by nickname, first 100", lambda n: archive.search_games(nickname=n)),
            ("search by nickname, every game", lambda n: archive.search_games(nickname=n, limit=None)),
            ("a player's full history", lambda n: archive.player_history(n)),
            ("name completion (3 letters)", lambda n: archive.player_names(n[:3], 10)),
        ):
            samples, sizes = [], []
            for name in names:
                began = time.perf_counter()
                found = call(name)
                samples.append(time.perf_counter() - began)
                sizes.append(len(found))
            report(f"{label} [{statistics.median(sizes):.0f} rows]", samples, SEARCH_TARGET_MS)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--db", help="a PostgreSQL URL (an empty database) instead of SQLite")
    parser.add_argument("--keep", help="SQLite file for the generated archive, reused next time")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="mafia-bench-") as tmp:
        bench_events(args.db or str(Path(tmp) / "events.sqlite3"))
        bench_search(args.db or args.keep or str(Path(tmp) / "archive.sqlite3"), args.games)


if __name__ == "__main__":
    main()
