"""Ratings at a federation's scale (issue 41 §3): a generated archive in PostgreSQL (the
archive's own schema and migrations, on a throwaway local server unless ``--db`` names one)
beside the same on SQLite.

Run: .venv/bin/python benchmarks/bench_ratings.py [--games 100000] [--players N] [--tournaments N]
     [--db URL] [--only postgresql|sqlite] [--keep DIR]
Prints each figure with its target and ratio; it is not a test and never fails a build.

- load: N games (their documents, seats and journal rows) bulk-loaded as an import of
  finished games would write them (COPY on PostgreSQL, executemany on SQLite); the
  documents are a few dozen legal rehearsal games, replayed once, with the players renamed.
  Target: >= 2,000 games/s.  Beside it the import command's own path (each game replayed).
- link: every seat linked to its person (the first sync after the load).
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

from sqlalchemy import insert, text  # noqa: E402

from app.ratings import get_formula  # noqa: E402
from app.storage import open_archive  # noqa: E402
from app.storage.derive import canonical, derive, fingerprint  # noqa: E402
from app.storage.linking import nickname_key  # noqa: E402

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


def _copy(bind: Any, table: str, columns: list[str], rows: list[tuple]) -> None:
    if bind.dialect.name == "postgresql":
        from app.ratings.rows import pg_types
        raw = bind.connection.driver_connection
        names = ", ".join(columns)
        with raw.cursor() as cursor, cursor.copy(f"COPY {table} ({names}) FROM STDIN (FORMAT BINARY)") as copy_:
            copy_.set_types(pg_types(table, tuple(columns)))      # binary: the columns' own types
            for row in rows:
                copy_.write_row(row)
    else:
        marks = ", ".join("?" for _ in columns)
        bind.connection.driver_connection.executemany(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)


GAME_COLUMNS = ["id", "uid", "identity", "fingerprint", "document", "version", "revision", "discarded", "source",
                "status", "winner", "outcome_reason", "declared_winner", "played_on", "judge", "ruleset",
                "tournament_id", "round_id", "table_id", "game_label", "events", "errors", "created_at", "updated_at"]
SEAT_COLUMNS = ["game_id", "seat", "player_id", "name", "role", "team", "result", "left_how", "left_phase", "fouls",
                "extra_points", "penalty_points", "best_player", "best_move_hits", "card", "played_on"]


def generate(address: str, games: int, players: int, tournaments: int) -> tuple[float, float]:
    """The archive, bulk-loaded; returns the load's seconds (games, seats and journal), and
    of them those the database spent writing (the rest builds the rows: each document's
    canonical text and fingerprint)."""
    rng = random.Random(41)
    made = templates()
    # Written before the run (as an import of last season's protocols was): the ratings'
    # check of what changed since their last computation must not see every game as new.
    now = datetime(2026, 1, 1)
    nicknames = [f"Игрок{n:06d}" for n in range(players)]
    per_tournament = max(10, games // tournaments)
    with open_archive(address) as archive, archive.writing() as session:
        bind = session.connection()
        bind.execute(text("DELETE FROM players WHERE 1 = 0"))
        bind.execute(insert(__import__("app.storage.models", fromlist=["Player"]).Player), [
            {"id": n + 1, "uid": f"p{n:07d}", "nickname": name, "nickname_key": nickname_key(name),
             "club": f"Клуб {n % 500 + 1}", "created_at": now} for n, name in enumerate(nicknames)])
        from app.storage.models import GameTable, Round, Tournament
        from app.storage.persons import TournamentGrade
        from app.storage.secretary import TournamentSetupRow
        bind.execute(insert(Tournament), [{"id": t + 1, "name": f"Турнир {t + 1}", "created_at": now}
                                          for t in range(tournaments)])
        bind.execute(insert(TournamentSetupRow), [{"tournament_id": t + 1, "unsigned": "count", "updated_at": now}
                                                  for t in range(tournaments)])
        bind.execute(insert(TournamentGrade), [{"tournament_id": t + 1, "grade": "elite", "at": now}
                                               for t in range(0, tournaments, 20)])
        rounds = (per_tournament + 9) // 10
        for model in (Round, GameTable):
            bind.execute(insert(model), [{"id": t * rounds + r + 1, "tournament_id": t + 1, "label": str(r + 1)}
                                         for t in range(tournaments) for r in range(rounds)])
        began = time.perf_counter()
        writing = 0.0
        batch_games: list[tuple] = []
        batch_seats: list[tuple] = []
        batch_journal: list[tuple] = []
        for g in range(games):
            t = min(g // per_tournament, tournaments - 1)
            r, table = (g % per_tournament) // 10, g % 10
            day = date(SEASON, 1, 1) + timedelta(days=(t * 360) // tournaments + r // 4)     # within the season
            doc, facts = made[rng.randrange(len(made))]
            seated = rng.sample(range(players), 10)
            doc = copy.copy(doc)
            doc["players"] = [dict(p, name=nicknames[seated[i]]) for i, p in enumerate(doc["players"])]
            doc["meta"] = {"tournament": f"Турнир {t + 1}", "round": r + 1, "table": table + 1,
                           "date": day.isoformat(), "judge": f"Судья {t % 37}"}
            ident = "meta:" + "\x1f".join((f"Турнир {t + 1}", str(r + 1), str(table + 1), ""))
            fact = facts.game
            batch_games.append((g + 1, f"{g:032x}", ident, fingerprint(doc), canonical(doc), 1, 0, False, "sheet",
                                fact["status"], fact["winner"], fact["outcome_reason"], fact["declared_winner"], day,
                                doc["meta"]["judge"], fact["ruleset"], t + 1, t * rounds + r + 1,
                                t * rounds + table % rounds + 1, None, fact["events"], fact["errors"], now, now))
            batch_seats.extend((g + 1, s["seat"], seated[i] + 1, nicknames[seated[i]], s["role"], s["team"],
                                s["result"], s["left_how"], s["left_phase"], s["fouls"], s["extra_points"],
                                s["penalty_points"], s["best_player"], s["best_move_hits"], s["card"], day)
                               for i, s in enumerate(facts.seats))
            batch_journal.append((g + 1, 1, "import", now))
            if len(batch_games) == 5000 or g == games - 1:
                wrote = time.perf_counter()
                _copy(bind, "games", GAME_COLUMNS, batch_games)
                _copy(bind, "game_seats", SEAT_COLUMNS, batch_seats)
                _copy(bind, "game_journal", ["game_id", "version", "kind", "at"], batch_journal)
                writing += time.perf_counter() - wrote
                batch_games, batch_seats, batch_journal = [], [], []
        loaded = time.perf_counter() - began
        if bind.dialect.name == "postgresql":     # explicit ids do not move the sequences
            for table_name in ("players", "tournaments", "rounds", "game_tables", "games", "game_journal",
                               "tournament_setups"):
                bind.exec_driver_sql(f"SELECT setval(pg_get_serial_sequence('{table_name}', 'id'), "
                                     f"(SELECT max(id) FROM {table_name}))")
    with open_archive(address) as archive, archive.engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.exec_driver_sql("ANALYZE")
        else:
            connection.exec_driver_sql("ANALYZE")
    return loaded, writing


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
    from app.ratings.persons import sync
    from app.ratings.table import rating_table
    print(f"{label}: {games:,} games, {players:,} players, {tournaments:,} tournaments", flush=True)
    loaded, writing = generate(address, games, players, tournaments)
    say("load (bulk, COPY)" if label == "postgresql" else "load (bulk, executemany)", games / loaded, "games/s",
        TARGETS["load"], higher_is_better=True,
        extra=f" [{loaded:.1f} s, of which the database's writing {writing:.1f} s: {games / writing:,.0f} games/s]")
    with open_archive(address) as archive:
        began = time.perf_counter()
        sync(archive)
        print(f"  link every seat to its person: {time.perf_counter() - began:.1f} s", flush=True)
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
        print(f"  import command's path (each game replayed): {import_path_rate(address):,.0f} games/s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, help="default: a tenth of the games")
    parser.add_argument("--tournaments", type=int, help="default: a hundredth of the games")
    parser.add_argument("--db", help="an empty PostgreSQL database (default: a throwaway local server)")
    parser.add_argument("--only", choices=("postgresql", "sqlite"))
    parser.add_argument("--keep", help="a folder for the SQLite file (else a temporary one)")
    parser.add_argument("--recompute-child", metavar="URL", help=argparse.SUPPRESS)
    args = parser.parse_args()
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
