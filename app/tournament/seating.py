"""A tournament's seating: who plays at which table and in which seat, round by round.

The generator balances three things for every player: the opponents (about
``9·G/(P−1)`` meetings per pair), the seats (1, 2 and 10 weigh most) and the tables;
pairs named "apart" never share a table.  Impossible set-ups are refused before any
work, with the reason.  The search is a seeded simulated annealing over swaps of two
players of one round; when all play every round and the rounds divide the players, a
developed schedule (``seating_develop``) competes with it.  The same request always
gives the same schedule.
docs/seating.md gives the bounds it reaches.

>>> s = generate_seating(SeatingRequest(players=20, tables=2, games=4, seed=7))
>>> len(s.rounds), [len(t) for t in s.rounds[0]]
(4, [10, 10])
>>> f = s.figures()
>>> f.games_min, f.games_max, f.apart_violations
(4, 4, [])
>>> check_request(SeatingRequest(players=25, tables=2, games=3))[0].message("en")
'25 players with 3 games each fill 75 seats, not a multiple of the 20 seats of a round; change the games or the tables'
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import seating_develop, seating_orbits
from .schedule import KEY_SEATS, SEATS, Imbalance, PlayerFigures, Schedule, SeatingError, _player_index, table_band
from .seating_search import anneal, polish

__all__ = ["KEY_SEATS", "MAX_ROUNDS", "SEATS", "Imbalance", "PlayerFigures", "Schedule", "SeatingError",
           "SeatingRequest", "check_request", "generate_seating"]
MAX_ROUNDS = 200
ATTEMPTS = 4


@dataclass(frozen=True)
class SeatingRequest:
    players: int | Sequence[str]          # how many, or their names
    tables: int
    games: int                            # per player
    seed: int = 0
    apart: Sequence[tuple[Any, Any]] = ()  # pairs of names (or 1-based numbers)
    ids: Sequence[str] | None = None
    effort: float = 1.0                   # more search for a better balance
    # Where players sit out, the secretary may let the table visits spread wider
    # (schedule.table_band) for a lower spread of meetings: with every table visited
    # evenly no schedule comes below a proven floor (docs/seating.md).
    loose_tables: bool = False

    @property
    def names(self) -> list[str]:
        if isinstance(self.players, int):
            width = len(str(self.players))
            return [f"Игрок {i:0{width}d}" for i in range(1, self.players + 1)]
        return [str(n) for n in self.players]

    @property
    def count(self) -> int:
        return self.players if isinstance(self.players, int) else len(self.players)

    @property
    def rounds(self) -> int:
        return self.count * self.games // (SEATS * self.tables)

    @property
    def loose(self) -> bool:
        """Whether the looser table band applies: asked for, and some players sit out
        (where everyone plays every round the band costs the spread little or nothing)."""
        return self.loose_tables and self.count > SEATS * self.tables



def check_request(req: SeatingRequest) -> list[SeatingError]:
    """Every reason the request cannot be seated (empty when it can)."""
    out: list[SeatingError] = []
    p, t, g = req.count, req.tables, req.games
    if p < SEATS:
        out.append(SeatingError("seating.players", players=p))
    if t < 1:
        out.append(SeatingError("seating.tables", tables=t))
    if g < 1:
        out.append(SeatingError("seating.games", games=g))
    if out:
        return out
    if p < SEATS * t:
        out.append(SeatingError("seating.too_few_players", tables=t, seats=SEATS * t, players=p))
    elif (p * g) % (SEATS * t):
        out.append(SeatingError("seating.uneven", players=p, games=g, total=p * g, seats=SEATS * t))
    elif req.rounds > MAX_ROUNDS:
        out.append(SeatingError("seating.too_many_rounds", rounds=req.rounds, limit=MAX_ROUNDS))
    names = req.names
    if req.ids is not None and len(req.ids) != p:
        out.append(SeatingError("seating.names", names=len(req.ids), players=p))
    seen: set[str] = set()
    for name in names:
        if name in seen:
            out.append(SeatingError("seating.duplicate_name", name=name))
        seen.add(name)
    pairs = _apart_indices(req, names, out)
    if pairs and not out and p == SEATS * t:
        # Everyone plays every round, so the players who must all be apart need a table each.
        if t == 1:
            i, j = pairs[0]
            out.append(SeatingError("seating.apart_full", a=names[i], b=names[j]))
        else:
            clique = _largest_clique(pairs)
            if len(clique) > t:
                out.append(SeatingError("seating.apart_clique", count=len(clique), tables=t,
                                        names=", ".join(names[i] for i in sorted(clique))))
    return out



def _apart_indices(req: SeatingRequest, names: list[str], out: list[SeatingError]) -> list[tuple[int, int]]:
    """The --apart pairs as player indices; a pair naming an unknown player or one player
    twice goes to ``out`` instead."""
    pairs = []
    for a, b in req.apart:
        i, j = _player_index(names, a), _player_index(names, b)
        if i is None or j is None:
            out.append(SeatingError("seating.apart_unknown", a=a, b=b))
        elif i == j:
            out.append(SeatingError("seating.apart_self", a=a))
        else:
            pairs.append((i, j))
    return pairs


def _largest_clique(pairs: list[tuple[int, int]]) -> set[int]:
    """Bron–Kerbosch with a pivot: the apart graph is small (a handful of pairs)."""
    graph: dict[int, set[int]] = {}
    for a, b in pairs:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set()).add(a)
    best: set[int] = set()

    def expand(r: set[int], p: set[int], x: set[int]) -> None:
        nonlocal best
        if not p and not x:
            if len(r) > len(best):
                best = r
            return
        pivot = max(p | x, key=lambda v: len(graph[v] & p))
        for v in list(p - graph[pivot]):
            expand(r | {v}, p & graph[v], x & graph[v])
            p = p - {v}
            x = x | {v}

    expand(set(), set(graph), set())
    return best

def generate_seating(req: SeatingRequest) -> Schedule:
    """A balanced schedule for ``req``; :class:`SeatingError` (the first reason) when the
    set-up is impossible."""
    problems = check_request(req)
    if problems:
        raise problems[0]
    names = req.names
    n, t_count, rounds = req.count, req.tables, req.rounds
    apart = [(_known(names, a), _known(names, b)) for a, b in req.apart]
    loose = req.loose
    best: tuple[tuple, Schedule, Imbalance] | None = None

    def keep(layout: list[list[int]]) -> tuple:
        nonlocal best
        schedule_rounds = [[layout[r][t * SEATS:(t + 1) * SEATS] for t in range(t_count)] for r in range(rounds)]
        schedule = Schedule(names, t_count, req.games, schedule_rounds, apart,
                            list(req.ids) if req.ids is not None else None, req.seed)
        schedule.table_spread = "loose" if loose else "even"      # kept with the seating (schedule_json)
        figures = schedule.figures()
        key = _goals_missed(figures, loose)
        if best is None or key < best[0]:
            best = (key, schedule, figures)
        return key

    # Where players sit out and a developed schedule fits the set-up, it is drawn first
    # (issue 28 §6: it holds the pair cap where the search over whole schedules does not,
    # nearer the floor); it stands when it meets every goal.
    if n > SEATS * t_count:
        rng = random.Random(f"{req.seed}/orbits")
        orbits = seating_orbits.develop(n, t_count, rounds, req.games, rng, req.effort, loose)
        if orbits is not None:
            _placed(orbits, n, t_count, req.games, apart, rng, req.effort, keep, loose)
    # A search that misses a goal (a pair meeting too often, a table visited outside its
    # band, an apart pair together) starts again from another shuffle, a few times at most;
    # the first that meets them all is kept, else the most even.  Still deterministic.
    for attempt in range(ATTEMPTS):
        if best is not None and best[0][0] == 0 and n > SEATS * t_count:
            break
        rng = random.Random(req.seed if attempt == 0 else f"{req.seed}/{attempt}")
        layout = _first_layout(n, t_count, rounds, rng)
        anneal(layout, n, t_count, req.games, apart, rng, req.effort, loose)
        if keep(layout)[0] == 0:
            break
    # When the set-up allows it, a developed schedule (one base round shifted round by
    # round) competes too: it comes nearer the floor where the search above stalls, and
    # is not tried where that search already met every goal at the floor itself.
    assert best is not None             # ATTEMPTS > 0
    key, _, figures = best
    floor = figures.meetings_sd_floor
    if n == SEATS * t_count and (key[0] or floor is None or figures.meetings_sd > floor):
        rng = random.Random(f"{req.seed}/developed")
        developed = seating_develop.develop(n, t_count, rounds, rng, req.effort)
        if developed is not None:
            _placed(developed, n, t_count, req.games, apart, rng, req.effort, keep)
    assert best is not None             # ATTEMPTS > 0
    return best[1]


def _placed(layout: list[list[int]], n: int, t_count: int, games: int, apart: list[tuple[int, int]],
            rng: random.Random, effort: float, keep: Callable[[list[list[int]]], tuple],
            loose: bool = False) -> None:
    """A developed layout with its places given to the players (apart pairs on places that
    never meet; dropped when there are none), its tables and seats polished, kept."""
    who = seating_develop.place(layout, n, apart, rng)
    if who is not None:
        placed = [[who[x] for x in row] for row in layout]
        polish(placed, n, t_count, games, rng, effort, loose)
        keep(placed)


def _known(names: list[str], who: Any) -> int:
    index = _player_index(names, who)
    if index is None:                   # check_request refuses an unknown name first
        raise ValueError(f"{who!r} is not among the players")
    return index


def _first_layout(n: int, t_count: int, rounds: int, rng: random.Random) -> list[list[int]]:
    """Who rests when (a shuffled cycle, so that everyone rests equally often), and the
    players of each round in a random order."""
    places = SEATS * t_count
    cycle = list(range(n))
    rng.shuffle(cycle)
    resting_per_round = n - places
    layout: list[list[int]] = []
    cursor = 0
    for _ in range(rounds):
        rest = {cycle[(cursor + k) % n] for k in range(resting_per_round)}
        cursor += resting_per_round
        playing = [p for p in range(n) if p not in rest]
        rng.shuffle(playing)
        layout.append(playing)
    return layout


def _goals_missed(f: Imbalance, loose: bool = False) -> tuple:
    """(how many goals of a careful human are missed, the search's cost): smaller is better.
    With the looser table band the spread of meetings decides before the cost, which
    counts visits outside the even band."""
    cap = math.ceil(f.ideal_meetings - 1e-9) + 1
    low, high = table_band(f.ideal_table, loose)
    missed = (len(f.apart_violations) * 100 + (f.meetings_max > cap)
              + (f.table_min < low) + (f.table_max > high))
    return (missed, f.meetings_sd, f.cost) if loose else (missed, f.cost)
