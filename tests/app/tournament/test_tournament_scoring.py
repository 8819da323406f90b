"""Small tournaments scored by hand under each preset: ЛХ, Ci, penalties and tie-breaks.

Two games of the same ten players A…J (docs/scoring.md works the same example):

- game 1 (round 1), seats A…J: red wins (see ``red_win``); D (seat 4, citizen) is killed
  on night 1 and names three blacks; C (sheriff) gets 0.4 extra; H collects four fouls in
  the final minute.
- game 2 (round 2), seats J, A, B, …, I: black wins by parity when I (seat 10, citizen) is
  removed; J (seat 1, citizen) is killed on night 1 and names two blacks; extra points
  F (don) +0.3, D (mafia) −0.2, E (citizen) +1.0.
"""
import pytest
from tournament_builder import black_win, counting_unsigned, red_win

from app import editions
from app.tournament import compute_standings, get_regulation, score_game

NAMES = list("ABCDEFGHIJ")


@pytest.fixture
def two_games():
    g1 = red_win(NAMES, extra={"3": 0.4}, final_fouls=8, meta={"tournament": "Кубок", "round": 1, "table": 1})
    g2 = black_win(["J"] + NAMES[:9], extra={"7": 0.3, "5": -0.2, "6": 1.0},
                   meta={"tournament": "Кубок", "round": 2, "table": 1})
    return [("g1.json", g1), ("g2.json", g2)]


def totals(st):
    return {r.name: r.total for r in st.rows}


def test_fiim_2024_by_hand(two_games):
    st = compute_standings(two_games, counting_unsigned("fiim-2024"))
    assert totals(st) == {"D": 2.5, "F": 2.3, "J": 2.0, "H": 1.5, "C": 1.4, "E": 1.0, "A": 1.0, "B": 1.0,
                          "G": 0.0, "I": -0.7}
    assert [(r.place_label, r.name) for r in st.rows] == [
        ("1", "D"), ("2", "F"), ("3", "J"), ("4", "H"), ("5", "C"), ("6", "E"), ("7–8", "A"), ("7–8", "B"),
        ("9", "G"), ("10", "I")]
    d, j, h, i, e = (st.row_by_name(x) for x in "DJHIE")
    assert (d.best_move, d.first_night_kills, d.compensation) == (0.7, 1, 0.0)   # red won: no Ci
    # J: killed on night 1 of a lost game, 2 games: B = round(0.8) = 1, Ci = min(0.5·1/1, 0.5)
    assert (j.best_move, j.compensation, j.first_night_kills) == (0.5, 0.5, 1)
    assert h.penalties == -0.5                    # four fouls
    assert i.penalties == -0.7                    # his removal is where red lost (not −0.5 − 0.7)
    assert e.decided_by == "total"                 # below C's 1.4
    # A and B have 1.0 like E, but E's comes from extra points: the second tie-breaker
    assert st.row_by_name("A").decided_by == "extra_best_penalty"
    assert st.row_by_name("B").decided_by is None  # shared with A: no lots in FIIM
    assert not st.draws and any(i.code == "tie.shared" for i in st.issues)


def test_fiim_2023_breaks_a_tie_on_don_and_sheriff_wins(two_games):
    st = compute_standings(two_games, counting_unsigned("fiim-2023"))
    f, d, j = (st.row_by_name(x) for x in "FDJ")
    # D: 1 + ЛХ 0.5 (three blacks) + 1 − 0.2; F: 1 + 1 + 0.3 — equal on total, on
    # extra + penalties + ЛХ (0.3 each) and on wins (2 each); F won as Don.
    assert (f.total, d.total) == (2.3, 2.3)
    assert (f.place, d.place) == (1, 2) and d.decided_by == "wins_don_sheriff"
    # J: ЛХ 0.3 for two blacks, Ci = min(0.4·1/1, 0.4)
    assert (j.best_move, j.compensation, j.total) == (0.3, 0.4, 1.7)


def test_rfm_2026_by_hand_with_lots(two_games):
    st = compute_standings(two_games, counting_unsigned("rfm-2026"))
    # ТЧ 0.8 / 0.55 for a citizen; Ci counts every night-1 kill of a red player:
    # D's red team won: min(0.25·1/1, 0.4) = 0.25; J's lost: min(0.5·1/1, 0.5) = 0.5.
    assert totals(st) == {"D": 2.85, "F": 2.3, "J": 2.05, "H": 2.0, "C": 1.4, "A": 1.0, "B": 1.0,
                          "E": 1.0, "G": 0.0, "I": 0.0}
    d, j = st.row_by_name("D"), st.row_by_name("J")
    assert (d.best_move, d.compensation, j.best_move, j.compensation) == (0.8, 0.25, 0.55, 0.5)
    assert [r.name for r in st.rows[:5]] == ["D", "F", "J", "H", "C"]
    # A, B and E have 1.0; RFM's next criterion is ДБ + penalties (mafia-judge's
    # compareRanking): E's 1.0 puts him first; A and B draw lots, as do G and I.
    assert st.row_by_name("E").place == 6 and st.row_by_name("A").decided_by in ("extra_penalties", "lots")
    assert [d.places for d in st.draws] == [(7, 8), (9, 10)]
    assert {st.rows[6].name, st.rows[7].name} == {"A", "B"} and st.rows[7].decided_by == "lots"
    assert st.rows[6].decided_by == "extra_penalties"
    assert sum(1 for i in st.issues if i.code == "lots.drawn") == 2


def test_the_lots_are_reproducible_and_follow_the_seed(two_games):
    first = compute_standings(two_games, counting_unsigned("rfm-2026"))
    again = compute_standings(list(reversed(two_games)), counting_unsigned("rfm-2026"))
    assert [r.key for r in first.rows] == [r.key for r in again.rows]
    assert first.lots_seed == again.lots_seed
    orders = {tuple(r.name for r in compute_standings(two_games, counting_unsigned("rfm"),
                                                      lots_seed=s).rows) for s in range(12)}
    assert len(orders) > 1          # the seed really decides the tied places


def test_per_game_points_and_the_protocol_view(two_games):
    doc = two_games[1][1]
    state = editions.replay(doc)
    score = score_game(state, doc["awards"], "fiim-2024")
    seat1, seat10 = score.seats[1], score.seats[10]
    assert (seat1.best_move, seat1.compensation_case, seat1.total) == (0.5, "lost", 0.5)
    assert (seat10.facts.removed, seat10.facts.removal_lost, seat10.penalty) == (True, True, -0.7)
    from app.tournament import game_points
    points = game_points(state, doc["awards"])            # the protocol's call, default preset
    assert points[7].total == 1.3 and points[10].penalty == -0.7 and points[2].penalty is None


def test_written_penalty_points_replace_the_computed_ones(two_games):
    names = ["J"] + NAMES[:9]
    doc = black_win(names, penalty_points={"10": -0.5, "4": -0.3})
    score = score_game(editions.replay(doc), doc["awards"], "fiim-2024")
    assert score.seats[10].penalty == -0.5 and score.seats[4].penalty == -0.3
    codes = [(i.code, i.seat) for i in score.issues]
    assert codes == [("penalty.differs", 10)]            # −0.5 written where −0.7 applies
    assert "−0.7" not in score.issues[0].message("en") and "-0.7" in score.issues[0].message("en")


def test_compensation_over_five_games_as_the_sources_count_it():
    """X sits in seat 1 and is killed on night 1 of three lost games out of five:
    B = round(0.4·5) = 2 and i = 3, so every lost one earns min(0.5·3/2, 0.5) = 0.5
    (fiim-2024; scoring.php's counter(0,1) is the tournament's count, not an ordinal)."""
    others = [f"P{i}" for i in range(2, 11)]
    games = []
    for r in range(1, 6):
        names = ["X"] + others
        doc = black_win(names) if r in (1, 3, 5) else red_win(names)
        doc["meta"] = {"round": r, "table": 1}
        games.append((f"r{r}.json", doc))
    st = compute_standings(games, counting_unsigned("fiim-2024"))
    x = st.row_by_name("X")
    assert [g.compensation for g in x.games] == [0.5, 0.0, 0.5, 0.0, 0.5]
    assert x.compensation == 1.5
    earlier = compute_standings(games, counting_unsigned("fiim-2023"))       # 0.4·3/2, capped at 0.4
    assert [g.compensation for g in earlier.row_by_name("X").games] == [0.4, 0.0, 0.4, 0.0, 0.4]


def test_a_custom_regulation_file(tmp_path, two_games):
    path = tmp_path / "club.toml"
    path.write_text('''
name = "club"
version = "1"
title = "Клубный"
[points]
win = 2
draw = 1
[best_move]
citizen = { two = 0.25, three = 0.5 }
sheriff = { two = 0.25, three = 0.5 }
[penalties]
fouls_out = -1
removal = -1
[compensation]
mode = "total"
cases = [{ when = "lost", factor = 1.0, cap = 1.0 }]
[ranking]
tie_breakers = ["total", "first_night_kills:asc", "lots"]
[games]
unsigned = true
''', encoding="utf-8")
    reg = get_regulation(str(path))
    assert reg.key == "club-1" and reg.lots and not reg.tie_breakers[1].descending
    st = compute_standings(two_games, reg)
    h, i, j = st.row_by_name("H"), st.row_by_name("I"), st.row_by_name("J")
    assert (h.total, i.total) == (3.0, -1.0)     # 2 + 2 − 1; 0 − 1 (removal_lost is 0 here)
    assert j.compensation == 1.0 and j.total == 2 + 0.25 + 1.0


@pytest.mark.parametrize("body, where", [
    ('name = "x"\nversion = "1"\n[points]\nwin = "one"', "points.win"),
    ('name = "x"\nversion = "1"\n[ranking]\ntie_breakers = ["lots", "total"]', "ranking.tie_breakers[1]"),
    ('name = "x"\nversion = "1"\n[ranking]\ntie_breakers = ["height"]', "ranking.tie_breakers[0]"),
    ('name = "x"\nversion = "1"\n[penalties]\nremoval = 0.5', "penalties.removal"),
    ('name = "x"\nversion = "1"\nbonus = 1', "bonus"),
    ('name = "x"\nversion = "1"\n[best_move]\njoker = { two = 1 }', "best_move.joker"),
])
def test_a_broken_regulation_names_the_place(tmp_path, body, where):
    from app.tournament import RegulationError
    path = tmp_path / "bad.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(RegulationError) as caught:
        get_regulation(str(path))
    assert f": {where}: " in caught.value.message("en")


def test_the_presets_hold_the_issue_values():
    old, new, rfm = (get_regulation(k) for k in ("fiim-2023", "fiim-2024", "rfm-2026"))
    assert [(r.best_move["citizen"].three, r.best_move["citizen"].two) for r in (old, new)] == [(0.5, 0.3), (0.7, 0.5)]
    assert [(r.compensation.cases[0].factor, r.compensation.cases[0].cap) for r in (old, new)] == [(0.4, 0.4),
                                                                                                   (0.5, 0.5)]
    assert (new.penalties.fouls_out, new.penalties.removal, new.penalties.surrender,
            new.penalties.removal_lost) == (-0.5, -0.5, -0.5, -0.7)
    assert [t.key for t in new.tie_breakers] == ["total", "extra_best_penalty", "wins", "wins_don_sheriff",
                                                 "first_night_kills"] and not new.lots
    assert (rfm.best_move["citizen"].three, rfm.best_move["citizen"].two,
            rfm.best_move["sheriff"].three, rfm.best_move["sheriff"].two) == (0.8, 0.55, 0.7, 0.45)
    assert (rfm.extra.max_positive_per_game, rfm.extra.max_awarded_players) == (3.5, 6)
    assert [(c.when, c.factor, c.cap) for c in rfm.compensation.cases] == [("lost", 0.5, 0.5), ("won", 0.25, 0.4)]
    assert rfm.lots


def test_rfm_extra_points_outside_the_lists_and_limits_are_reported():
    doc = red_win(NAMES, extra={"1": 0.7, "2": 0.7, "3": 0.7, "4": 0.7, "6": 0.35, "8": 0.3, "10": 0.2,
                                "5": -0.7})
    score = score_game(editions.replay(doc), doc["awards"], "rfm-2026")
    codes = sorted((i.code, i.seat) for i in score.issues)
    # winners' list: 0.3 … 1.0, 1.2, 1.6 (0.35 and 0.2 are not in it); −0.7 is listed;
    # seat 4 adds 0.7 to its ТЧ of 0.8, above RFM's 1.2
    assert codes == [("extra.game_sum", None), ("extra.not_listed", 6), ("extra.not_listed", 10),
                     ("extra.too_many", None), ("extra.with_best_move", 4)]
    by_code = {i.code: i for i in score.issues}
    assert by_code["extra.game_sum"].message("ru") == "сумма положительных ДБ за игру 3,65 больше 3,5"
    assert by_code["extra.too_many"].message("en") == "7 players got extra points; the regulation allows at most 6"
    assert not score_game(editions.replay(doc), doc["awards"], "fiim-2024").issues   # FIIM sets no list


def test_players_are_known_by_id_first_then_nickname():
    g1 = red_win(NAMES, ids=["a1", None, None, None, None, None, None, None, None, None],
                 meta={"round": 1, "table": 1})
    renamed = ["Алиса"] + NAMES[1:]                 # A changed nickname but kept the id
    g2 = red_win(renamed, ids=["a1"] + [None] * 9, meta={"round": 2, "table": 1})
    g3 = red_win(["  a "] + NAMES[1:], meta={"round": 3, "table": 1})   # no id: "a" is A's nickname
    st = compute_standings([("1", g1), ("2", g2), ("3", g3)], counting_unsigned())
    a = st.row("id:a1")
    assert (a.played, a.player_id, a.name) == (3, "a1", "a")     # the latest nickname shows
    assert len(st.rows) == 10 and st.row("name:b").played == 3


def test_unfinished_duplicate_and_conflicting_games():
    g1 = red_win(NAMES, meta={"round": 1, "table": 1})
    same = red_win(NAMES, meta={"round": 1, "table": 1})
    unfinished = {**g1, "phases": g1["phases"][:3], "meta": {"round": 2, "table": 1}}
    unfinished.pop("result")
    other = black_win(NAMES, meta={"round": 3, "table": 1})
    clash = red_win(list("KLMNOPQRST"), meta={"round": 3, "table": 1})
    st = compute_standings([("a", g1), ("b", same), ("c", unfinished), ("d", other), ("e", clash)],
                           counting_unsigned())
    codes = sorted((i.code, i.game) for i in st.issues if i.severity != "info")
    assert ("game.duplicate", "b") in codes and ("game.in_progress", "c") in codes
    assert ("game.conflict", "d") in codes and ("game.conflict", "e") in codes
    assert [g.label for g in st.games] == ["a"]
    assert all(r.played == 1 for r in st.rows)


def test_an_earlier_record_of_a_game_gives_way_to_the_later_one():
    final = red_win(NAMES, meta={"round": 1, "table": 1})
    earlier = {**final, "phases": [dict(p) for p in final["phases"][:4]]}
    earlier.pop("result")
    st = compute_standings([("early", earlier), ("final", final)], counting_unsigned())
    assert [g.label for g in st.games] == ["final"]
    assert [(i.code, i.game) for i in st.issues if i.code == "game.superseded"] == [("game.superseded", "early")]


def test_standings_leave_the_cycle_collector_as_they_found_it(two_games):
    """Issue 28 §7: the collector is held back while the standings are built, and only then."""
    import gc
    assert gc.isenabled()
    st = compute_standings(two_games, counting_unsigned("fiim-2024"))
    assert gc.isenabled() and len(st.rows) == 10
    with pytest.raises(ValueError):
        compute_standings(two_games, "no-such-preset")
    assert gc.isenabled()                     # restored after an error too
    gc.disable()
    try:
        compute_standings(two_games, counting_unsigned("fiim-2024"))
        assert not gc.isenabled()             # a caller's own pause is not undone
    finally:
        gc.enable()
