"""The seating generator: refusals with reasons, the balance it reaches, apart pairs,
manual swaps and the schedule's files."""
import json

import pytest

from app.tournament import (
    SeatingError,
    SeatingRequest,
    check_request,
    dumps_schedule,
    generate_seating,
    loads_schedule,
    read_csv,
    write_csv,
)


@pytest.mark.parametrize("players, tables, games, apart, code", [
    (9, 1, 3, (), "seating.players"),
    (20, 0, 3, (), "seating.tables"),
    (20, 2, 0, (), "seating.games"),
    (25, 3, 4, (), "seating.too_few_players"),
    (25, 2, 3, (), "seating.uneven"),
    (20, 2, 3, [(1, 21)], "seating.apart_unknown"),
    (20, 2, 3, [("Игрок 01", "Игрок 01")], "seating.apart_self"),
    (10, 1, 3, [(1, 2)], "seating.apart_full"),
    (30, 3, 3, [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)], "seating.apart_clique"),
])
def test_impossible_setups_are_refused_with_the_reason(players, tables, games, apart, code):
    request = SeatingRequest(players, tables, games, apart=apart)
    problems = check_request(request)
    assert [p.code for p in problems][:1] == [code]
    assert problems[0].message("ru") and problems[0].message("en") != problems[0].message("ru")
    with pytest.raises(SeatingError):
        generate_seating(request)


def test_sixty_players_ten_rounds_six_tables_stay_within_the_stated_bounds():
    """docs/seating.md states these bounds for 60 × 10 × 6 (seed 1, default effort)."""
    s = generate_seating(SeatingRequest(players=60, tables=6, games=10, seed=1))
    f = s.figures()
    assert (len(s.rounds), f.games_min, f.games_max) == (10, 10, 10)
    for round_ in s.rounds:          # every player once per round, ten at a table
        assert sorted(p for table in round_ for p in table) == list(range(60))
    assert f.ideal_meetings == pytest.approx(90 / 59, abs=1e-4)
    # issue 16 §6: no pair meets more than ⌈ideal⌉ + 1 times; visits ⌊ideal⌋ … ⌈ideal⌉ + 1
    assert f.meetings_min >= 0 and f.meetings_max <= 3
    assert f.meetings_sd <= 0.75 and f.meetings_sd >= f.meetings_sd_floor == 0.6472
    assert f.key_seat_excess == 0 and max(f.seat_max[k] for k in (1, 2, 10)) == 1
    assert f.seat_excess <= 6
    assert f.table_min >= 1 and f.table_max <= 3


def test_thirty_players_at_three_tables_as_a_careful_human_would_seat_them():
    """The issue's 30 × 10 × 3: an ideal of 3.1 meetings and 3.3 visits per table."""
    f = generate_seating(SeatingRequest(players=30, tables=3, games=10, seed=1)).figures()
    assert f.meetings_max <= 5                      # ⌈3.1⌉ + 1
    assert 3 <= f.table_min and f.table_max <= 5    # ⌊3.3⌋ … ⌈3.3⌉ + 1
    assert f.meetings_sd <= 1.15 * f.meetings_sd_floor
    # issue 16 §6: the spread within 5 % of the floor, which counts the table band; the
    # developed schedule meets the floor itself
    assert f.meetings_sd_floor == 1.0617 and f.meetings_sd == f.meetings_sd_floor


def test_no_schedule_in_the_table_band_beats_the_floor():
    """The floor is a proof, not a target: searched schedules of small set-ups, and
    hundreds of others made from them by swaps that keep every player's table visits
    (x and y trade tables in one round and trade back in another), never spread their
    meetings less."""
    import random
    rng = random.Random(11)
    seen = 0
    for players, tables, rounds in ((20, 2, 4), (20, 2, 5), (30, 3, 4), (30, 3, 6)):
        schedule = generate_seating(SeatingRequest(players=players, tables=tables, games=rounds, seed=1,
                                                   effort=0.2))
        start = schedule.figures()
        floor = start.meetings_sd_floor
        assert start.table_min >= rounds // tables and start.table_max <= -(-rounds // tables) + 1   # the band
        for _ in range(300):
            r, s = rng.sample(range(rounds), 2)
            x, y = rng.sample(range(players), 2)
            where = [{p: t for t, table in enumerate(schedule.rounds[k]) for p in table} for k in (r, s)]
            if where[0][x] != where[0][y] and (where[1][x], where[1][y]) == (where[0][y], where[0][x]):
                for k in (r, s):
                    for table in schedule.rounds[k]:
                        table[:] = [y if p == x else x if p == y else p for p in table]
                seen += 1
            f = schedule.figures()
            assert f.meetings_sd >= floor - 1e-4, (players, tables, rounds)
    assert seen > 100


def test_the_search_beats_a_random_seating_by_far():
    import random

    from app.tournament.seating import Schedule
    s = generate_seating(SeatingRequest(players=40, tables=4, games=8, seed=2, effort=0.5))
    rng = random.Random(2)
    rounds = []
    for _ in range(8):
        order = list(range(40))
        rng.shuffle(order)
        rounds.append([order[t * 10:(t + 1) * 10] for t in range(4)])
    chance = Schedule(s.players, 4, 8, rounds).figures()
    assert s.figures().cost < 0.6 * chance.cost
    assert s.figures().meetings_sd < chance.meetings_sd


def test_the_same_request_gives_the_same_schedule():
    a = generate_seating(SeatingRequest(players=30, tables=3, games=4, seed=5, effort=0.2))
    b = generate_seating(SeatingRequest(players=30, tables=3, games=4, seed=5, effort=0.2))
    c = generate_seating(SeatingRequest(players=30, tables=3, games=4, seed=6, effort=0.2))
    assert a.rounds == b.rounds and a.rounds != c.rounds


def test_apart_pairs_never_share_a_table():
    apart = [(1, 2), (1, 3), (2, 3), ("Игрок 10", "Игрок 11"), (20, 21)]
    s = generate_seating(SeatingRequest(players=30, tables=3, games=6, seed=1, apart=apart, effort=0.5))
    assert s.figures().apart_violations == []
    for round_ in s.rounds:
        for table in round_:
            for a, b in [(0, 1), (0, 2), (1, 2), (9, 10), (19, 20)]:
                assert not (a in table and b in table)


def test_more_players_than_seats_rest_in_turn():
    s = generate_seating(SeatingRequest(players=25, tables=2, games=4, seed=3, effort=0.3))
    f = s.figures()
    assert len(s.rounds) == 5 and (f.games_min, f.games_max) == (4, 4)
    assert all(len(s.resting(r)) == 5 for r in range(5))
    assert s.player(1).rests and len(s.player(1).rests) == 1


def test_a_manual_swap_updates_the_figures():
    s = generate_seating(SeatingRequest(players=20, tables=2, games=4, seed=1, effort=0.3))
    before = s.figures()
    a, b = s.rounds[0][0][0], s.rounds[0][1][0]
    after = s.swap(1, (1, 1), (2, 1))
    assert s.rounds[0][0][0] == b and s.rounds[0][1][0] == a
    assert after == s.figures() and after.cost != before.cost
    assert s.swap(1, (1, 1), (2, 1)) == before                 # swapping back restores them
    seat_swap = s.swap(2, (1, 1), (1, 10))                     # same table: only the seats change
    assert seat_swap.meetings_histogram == before.meetings_histogram
    with pytest.raises(SeatingError) as caught:
        s.swap(9, (1, 1), (1, 2))
    assert caught.value.code == "schedule.swap_round"
    with pytest.raises(SeatingError):
        s.swap(1, (3, 1), (1, 2))


def test_a_swap_with_a_resting_player_moves_a_game():
    s = generate_seating(SeatingRequest(players=25, tables=2, games=4, seed=3, effort=0.2))
    resting = s.resting(0)[0]
    seated = s.rounds[0][0][0]
    f = s.swap(1, (1, 1), s.players[resting])
    assert s.rounds[0][0][0] == resting and seated in s.resting(0)
    assert (f.games_min, f.games_max) == (3, 5)


def test_json_and_csv_round_trips_keep_the_schedule_and_its_figures():
    s = generate_seating(SeatingRequest(players=[f"Ник {i}" for i in range(20)], tables=2, games=3, seed=4,
                                        apart=[("Ник 1", "Ник 2")], ids=[f"id{i}" for i in range(20)], effort=0.2))
    back = loads_schedule(dumps_schedule(s))
    assert back.grid() == s.grid() and back.ids == s.ids and back.figures() == s.figures()
    data = json.loads(dumps_schedule(s))
    assert data["format"] == "mafia-seating/1" and data["apart"] == [["Ник 1", "Ник 2"]]
    from_csv = read_csv(write_csv(s))
    assert from_csv.grid() == s.grid() and from_csv.games == 3
    assert write_csv(s).splitlines()[0] == "round,table,seat,player,id"


@pytest.mark.parametrize("text, where", [
    ("round,table,seat,player\n1,1,1,A\n", "seat 2 is empty"),
    ("round,table,seat,player\n" + "".join(f"1,1,{k},P{k}\n" for k in range(1, 11)) + "1,1,3,Q\n",
     "given twice"),
    ("round,table,seat,player\n" + "".join(f"1,1,{k},P{k}\n" for k in range(1, 11))
     + "".join(f"1,2,{k},P{k}\n" for k in range(1, 11)), "sits twice"),
    ("round;table;seat;player\n", "header"),
    ("round,table,seat,player\nx,1,1,A\n", "line 2"),
])
def test_a_broken_csv_schedule_is_refused_with_the_place(text, where):
    with pytest.raises(SeatingError) as caught:
        read_csv(text, "plan.csv")
    assert where in caught.value.message("en") and caught.value.message("en").startswith("plan.csv: ")


@pytest.mark.parametrize("players,tables,games", [(25, 2, 8), (13, 1, 10)])
def test_sit_outs_stay_balanced_while_rests_are_traded(players, tables, games):
    """Issue 28 §6: where some players sit out, the search trades rests between players
    to even out the pairs, and still nobody rests twice before everyone has rested once."""
    s = generate_seating(SeatingRequest(players=players, tables=tables, games=games, seed=4, effort=0.1))
    rests = [0] * players
    for r in range(len(s.rounds)):
        for p in s.resting(r):
            rests[p] += 1
        assert max(rests) - min(rests) <= 1, f"round {r + 1}: {rests}"
    played = [0] * players
    for round_ in s.rounds:
        for table in round_:
            for p in table:
                played[p] += 1
    assert played == [games] * players
