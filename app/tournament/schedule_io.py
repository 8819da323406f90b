"""A schedule in and out: JSON (``mafia-seating/1``) and CSV, both lossless.

CSV has one row per seat: ``round,table,seat,player,id`` (``id`` may be empty).  JSON
keeps the request too (tables, games, seed, apart pairs) so that the figures read the
same after a round trip.

>>> from app.tournament.seating import SeatingRequest, generate_seating
>>> s = generate_seating(SeatingRequest(players=20, tables=2, games=2, seed=1, effort=0.1))
>>> back = loads_schedule(dumps_schedule(s))
>>> back.rounds == s.rounds and back.players == s.players
True
>>> read_csv(write_csv(s)).grid() == s.grid()
True
"""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from app import csvsafe

from .seating import SEATS, Schedule, SeatingError

FORMAT = "mafia-seating/1"
CSV_HEADER = ["round", "table", "seat", "player", "id"]
MAX_BYTES = 16 * 1024 * 1024     # a seating file: thousands of players over hundreds of rounds fit
MAX_ROUNDS = 1000


def schedule_json(s: Schedule) -> dict:
    ids: list[str | None] = s.ids or [None] * len(s.players)
    data: dict[str, Any] = {
        "format": FORMAT,
        "tables": s.tables,
        "games": s.games,
        "seed": s.seed,
        "players": [{"name": name, **({"id": pid} if pid else {})} for name, pid in zip(s.players, ids)],
        "apart": [[s.players[a], s.players[b]] for a, b in s.apart],
        "rounds": [{"round": r + 1,
                    "tables": [{"table": t + 1, "seats": [s.players[p] for p in table]}
                               for t, table in enumerate(round_)],
                    "rest": [s.players[p] for p in s.resting(r)]}
                   for r, round_ in enumerate(s.rounds)],
    }
    if s.round_labels:              # a stage's seating keeps the tournament's rounds and its stage
        for entry, label in zip(data["rounds"], s.round_labels):
            entry["round"] = int(label) if label.isdigit() else label
    if s.table_spread:
        data["table_spread"] = s.table_spread
    if s.stage:
        data["stage"] = s.stage
    if s.stage_titles:
        data["stage_title"] = dict(s.stage_titles)
    return data


def dumps_schedule(s: Schedule) -> str:
    return json.dumps(schedule_json(s), ensure_ascii=False, indent=1) + "\n"


def _bad(source: str, where: str, reason: str) -> SeatingError:
    return SeatingError("schedule.invalid", source=source, where=where, reason=reason)


def loads_schedule(text: str, source: str = "<json>") -> Schedule:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:    # bad JSON, 5,000 digits, absurd nesting
        raise SeatingError("schedule.unreadable", source=source, reason=error) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad(source, "format", f'expected "{FORMAT}"')
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise _bad(source, "players", "expected a list of players")
    names, ids = [], []
    for i, p in enumerate(players):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not p["name"].strip():
            raise _bad(source, f"players[{i}]", "expected {\"name\": …}")
        names.append(p["name"])
        ids.append(str(p["id"]) if p.get("id") not in (None, "") else None)
    seats = []
    for r, round_ in enumerate(data.get("rounds") or []):
        if not isinstance(round_, dict) or not isinstance(round_.get("tables"), list):
            raise _bad(source, f"rounds[{r}]", "expected {\"tables\": […]}")
        for t, table in enumerate(round_["tables"]):
            where = f"rounds[{r}].tables[{t}]"
            if not isinstance(table, dict) or not isinstance(table.get("seats"), list):
                raise _bad(source, where, "expected {\"seats\": […]}")
            for k, name in enumerate(table["seats"]):
                if not isinstance(name, str):    # a list or an object here used to crash the reader
                    raise _bad(source, f"{where}.seats[{k}]", "expected a player's name")
                seats.append((r + 1, t + 1, k + 1, name, f"{where}.seats[{k}]"))
    apart = data.get("apart") or []
    if not (isinstance(apart, list) and all(isinstance(p, list) and all(isinstance(n, str) for n in p)
                                            for p in apart)):
        raise _bad(source, "apart", "expected pairs of players' names")
    schedule = _build(names, ids, seats, data.get("tables"), data.get("games"), data.get("seed"), apart, source)
    return _staged(schedule, data, source)


def _staged(schedule: Schedule, data: dict, source: str) -> Schedule:
    """The stage a seating is for, and the tournament's numbers of its rounds (a final's
    rounds 11–13), when its file says them (additive keys: ``"stage"``, ``"stage_title"``
    and each round's ``"round"``)."""
    labels = [str(r["round"]).strip() for r in data.get("rounds") or []
              if isinstance(r, dict) and isinstance(r.get("round"), (int, str)) and not isinstance(r["round"], bool)]
    plain = [str(n) for n in range(1, len(schedule.rounds) + 1)]
    if len(labels) == len(schedule.rounds) and labels != plain:
        if len(set(labels)) != len(labels) or not all(label and len(label) <= 16 for label in labels):
            raise _bad(source, "rounds", "expected each round's number once")
        schedule.round_labels = labels
    if data.get("table_spread") in ("even", "loose"):
        schedule.table_spread = data["table_spread"]
    stage, titles = data.get("stage"), data.get("stage_title")
    if isinstance(stage, str) and stage.strip():
        schedule.stage = stage.strip()
    if isinstance(titles, dict):
        schedule.stage_titles = {k: v for k, v in titles.items() if isinstance(k, str) and isinstance(v, str)}
    return schedule


def _build(names: list[str], ids: list[str | None], seats: list[tuple], tables: Any, games: Any,
           seed: Any, apart: list, source: str) -> Schedule:
    index = {}
    for i, name in enumerate(names):
        if name in index:
            raise _bad(source, "players", f'"{name}" appears twice')
        index[name] = i
    grid = _grid(seats, index, tables, source)
    _check_rounds(grid, names, source)
    played = [sum(1 for round_ in grid for table in round_ if p in table) for p in range(len(names))]
    if games is None:
        games = max(played)
    if not isinstance(games, int) or games < 1:
        raise _bad(source, "games", "expected a whole number of games per player")
    pairs = []
    for i, pair in enumerate(apart):
        if not (isinstance(pair, list) and len(pair) == 2 and all(p in index for p in pair)):
            raise _bad(source, f"apart[{i}]", "expected two players' names")
        pairs.append((index[pair[0]], index[pair[1]]))
    return Schedule(names, len(grid[0]), games, grid, pairs,  # type: ignore[arg-type]  # no seat is None
                    ids if any(ids) else None, seed if isinstance(seed, int) else None)


def _grid(seats: list[tuple], index: dict[str, int], tables: Any, source: str) -> list[list[list[int | None]]]:
    """The rounds' tables of player indices, as the seats place them (a seat not given is None)."""
    rounds_n = max((r for r, *_ in seats), default=0)
    tables_n = max((t for _, t, *_ in seats), default=0)
    if not rounds_n:
        raise _bad(source, "rounds", "no seat is given")
    if tables is not None and tables != tables_n:
        raise _bad(source, "tables", f"says {tables}, the rounds use {tables_n}")
    grid: list[list[list[int | None]]] = [[[None] * SEATS for _ in range(tables_n)] for _ in range(rounds_n)]
    for r, t, k, name, where in seats:
        if name not in index:
            raise _bad(source, where, f'"{name}" is not among the players')
        if not 1 <= k <= SEATS:
            raise _bad(source, where, f"seat {k} is not 1–{SEATS}")
        if grid[r - 1][t - 1][k - 1] is not None:
            raise _bad(source, where, f"round {r}, table {t}, seat {k} is given twice")
        grid[r - 1][t - 1][k - 1] = index[name]
    return grid


def _check_rounds(grid: list[list[list[int | None]]], names: list[str], source: str) -> None:
    """Every seat of a round taken, and by a player who sits once in that round."""
    for r, round_ in enumerate(grid):
        seen: set[int] = set()
        for t, table in enumerate(round_):
            if None in table:
                raise _bad(source, f"round {r + 1}, table {t + 1}", f"seat {table.index(None) + 1} is empty")
            for p in (p for p in table if p is not None):
                if p in seen:
                    raise _bad(source, f"round {r + 1}", f'"{names[p]}" sits twice')
                seen.add(p)


def write_csv(s: Schedule) -> str:
    out = io.StringIO()
    writer = csvsafe.writer(out, lineterminator="\n")    # nicknames are never formulas
    writer.writerow(CSV_HEADER)
    for r, round_ in enumerate(s.rounds, 1):
        for t, table in enumerate(round_, 1):
            for k, p in enumerate(table, 1):   # the tournament's round: a final's seating writes 11, 12, 13
                writer.writerow([s.round_number(r), t, k, s.players[p], (s.ids[p] if s.ids else "") or ""])
    return out.getvalue()


def read_csv(text: str, source: str = "<csv>", games: int | None = None) -> Schedule:
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    if not rows or [c.strip().lower() for c in rows[0][:4]] != CSV_HEADER[:4]:
        raise _bad(source, "line 1", "expected the header " + ",".join(CSV_HEADER))
    names: list[str] = []
    ids: dict[str, str | None] = {}
    seats = []
    for line, row in enumerate(rows[1:], 2):
        if not any(cell.strip() for cell in row):
            continue
        try:
            r, t, k = (int(row[i]) for i in range(3))
            name = csvsafe.restore(row[3].strip())     # our own "'=name" reads back as "=name"
        except (ValueError, IndexError):
            raise _bad(source, f"line {line}", "expected round,table,seat,player[,id]") from None
        if r < 1 or t < 1 or not name:
            raise _bad(source, f"line {line}", "round and table count from 1; the player needs a name")
        if name not in ids:
            names.append(name)
            ids[name] = row[4].strip() if len(row) > 4 and row[4].strip() else None
        seats.append((r, t, k, name, f"line {line}"))
    # a stage's seating numbers its rounds as the tournament does (11, 12, 13): they are its
    # rounds in that order, their numbers kept as the round labels
    numbers = sorted({r for r, *_ in seats})
    if len(numbers) > MAX_ROUNDS:
        raise _bad(source, "round", f"more than {MAX_ROUNDS} rounds")
    position = {r: i for i, r in enumerate(numbers, 1)}
    schedule = _build(names, [ids[n] for n in names], [(position[r], *rest) for r, *rest in seats], None, games,
                      None, [], source)
    if numbers != list(range(1, len(numbers) + 1)):
        schedule.round_labels = [str(r) for r in numbers]
    return schedule


def load_schedule(path: str | Path) -> Schedule:
    """A schedule file: ``.csv`` as CSV, anything else as JSON."""
    from app.format.messages import os_reason
    from app.paths import read_regular
    path = Path(path)
    try:
        raw = read_regular(path, MAX_BYTES)        # a regular file: never a pipe's wait or /dev/zero
    except OSError as error:
        raise SeatingError("schedule.unreadable", source=path, reason=os_reason(error)) from error
    if len(raw) > MAX_BYTES:
        raise SeatingError("schedule.unreadable", source=path, reason=f"> {MAX_BYTES // (1024 * 1024)} MB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SeatingError("schedule.unreadable", source=path, reason=error) from error
    if path.suffix.lower() == ".csv":
        return read_csv(text, str(path))
    return loads_schedule(text, str(path))
