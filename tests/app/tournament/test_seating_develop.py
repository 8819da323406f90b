"""The developed seating: one base round shifted round by round, its reach, and apart
pairs placed where they never meet."""
from __future__ import annotations

import itertools
import random

import pytest

from app.tournament import SeatingRequest, generate_seating
from app.tournament.seating_develop import _BaseRound, applies, develop, place


def tables_of(row: list[int]) -> list[set[int]]:
    return [set(row[t:t + 10]) for t in range(0, len(row), 10)]


def meetings(layout: list[list[int]], n: int) -> dict[tuple[int, int], int]:
    count = {pair: 0 for pair in itertools.combinations(range(n), 2)}
    for row in layout:
        for table in tables_of(row):
            for pair in itertools.combinations(sorted(table), 2):
                count[pair] += 1
    return count


@pytest.mark.parametrize(("players", "tables", "rounds", "expected"), [
    (60, 6, 10, True), (30, 3, 10, True), (20, 2, 4, True),
    (30, 3, 4, False),      # four rounds do not divide thirty players
    (25, 2, 4, False),      # five players rest each round
    (10, 1, 5, False),      # one table: nothing to balance
    (20, 2, 2, False),      # two rounds: nothing to develop
])
def test_it_applies_when_everyone_plays_and_the_rounds_divide_the_players(players, tables, rounds, expected):
    assert applies(players, tables, rounds) is expected
    assert (develop(players, tables, rounds, random.Random(1), 0.05) is not None) is expected


def test_every_round_is_the_base_round_shifted():
    """Player (i, j) = i·R + j sits in round r with the players whose places, shifted back
    by r, sat together in the base round."""
    m = 10
    layout = develop(60, 6, m, random.Random(3), 0.05)
    base = {p: k for k, table in enumerate(tables_of(layout[0])) for p in table}
    for r, row in enumerate(layout):
        assert sorted(row) == list(range(60))
        for table in tables_of(row):
            shifted = {(p // m) * m + (p % m - r) % m for p in table}
            assert len({base[p] for p in shifted}) == 1, r


def test_a_developed_schedule_keeps_the_goals_and_reaches_the_floor_at_three_tables():
    """30 × 3 × 10 developed: the floor exactly (σ 1.0617, what the generator then
    keeps), every pair at most ⌈3.1⌉ + 1 times, every table visited 3 … 4 times."""
    layout = develop(30, 3, 10, random.Random("1/developed"), 1.0)
    count = meetings(layout, 30)
    assert max(count.values()) <= 5
    visits = {(p, t): 0 for p in range(30) for t in range(3)}
    for row in layout:
        for t, table in enumerate(tables_of(row)):
            for p in table:
                visits[p, t] += 1
    assert 3 <= min(visits.values()) and max(visits.values()) <= 4
    mean = sum(count.values()) / len(count)
    sd = (sum((m - mean) ** 2 for m in count.values()) / len(count)) ** 0.5
    assert round(sd, 4) == 1.0617


def test_apart_pairs_go_to_places_that_never_meet():
    layout = develop(60, 6, 10, random.Random(5), 0.05)
    count = meetings(layout, 60)
    apart = [(0, 1), (1, 2), (0, 2), (10, 11), (20, 30)]
    who = place(layout, 60, apart, random.Random(5))
    assert who is not None and sorted(who) == list(range(60))
    spot = {player: x for x, player in enumerate(who)}
    for a, b in apart:
        x, y = sorted((spot[a], spot[b]))
        assert count[x, y] == 0


def test_apart_pairs_that_cannot_all_be_placed_give_none():
    """Seven players pairwise apart need seven places that never meet: six tables in the
    first round already put two of any seven together."""
    layout = develop(60, 6, 10, random.Random(5), 0.05)
    apart = list(itertools.combinations(range(7), 2))
    assert place(layout, 60, apart, random.Random(5)) is None


def test_the_generator_honours_apart_pairs_at_no_cost_to_the_spread():
    """Apart pairs only decide who takes which place of the developed schedule, so the
    meetings come out exactly as without them."""
    apart = [("Игрок 01", "Игрок 02"), ("Игрок 02", "Игрок 03"), ("Игрок 01", "Игрок 03")]
    f = generate_seating(SeatingRequest(players=60, tables=6, games=10, seed=2, apart=apart, effort=0.15)).figures()
    free = generate_seating(SeatingRequest(players=60, tables=6, games=10, seed=2, effort=0.15)).figures()
    assert f.apart_violations == []
    assert f.meetings_histogram == free.meetings_histogram and f.meetings_sd == free.meetings_sd
    assert f.meetings_max <= 3 and f.table_min >= 1 and f.table_max <= 3


def test_each_search_lowers_the_cost_and_the_tabu_search_returns_the_best_it_saw():
    rng = random.Random(7)
    base = [x % 6 for x in range(60)]
    rng.shuffle(base)
    search = _BaseRound(base, 60, 6, 10, rng)
    start = search.cost()
    search.anneal(20_000)
    annealed = search.cost()
    swaps = []
    original_swap = search.swap
    search.swap = lambda x, y, moved: (swaps.append(search.cost()), original_swap(x, y, moved))[1]
    best = search.tabu(300_000)
    assert swaps[0] == annealed and any(b > a for a, b in zip(swaps, swaps[1:], strict=False))  # uphill too
    after = _BaseRound(best, 60, 6, 10, rng).cost()
    assert after < annealed < start
    assert after <= min(swaps) + 1e-9 and search.cost() >= after - 1e-9


def test_no_developed_schedule_is_sought_when_the_search_already_met_the_floor(monkeypatch):
    from app.tournament import seating_develop

    def must_not_run(*args, **kwargs):
        raise AssertionError("developed although the floor was met")

    f = generate_seating(SeatingRequest(players=20, tables=2, games=5, seed=1)).figures()
    assert f.meetings_sd == f.meetings_sd_floor            # the search alone reached it
    monkeypatch.setattr(seating_develop, "develop", must_not_run)
    assert generate_seating(SeatingRequest(players=20, tables=2, games=5, seed=1)).figures() == f
