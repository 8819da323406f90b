"""The presets compute what their sources compute (issue 16 §3): FIIM as mafiaratings'
include/scoring.php evaluates its FIIM scoring, RFM 2026 as ddmikhailov/mafia-judge
does.  The figures are docs/scoring.md's worked examples."""
import pytest
from tournament_builder import Table, black_win, counting_unsigned, red_win

from app.tournament import compute_standings
from app.tournament.export import standings_csv, standings_text
from app.tournament.texts import number

OTHERS = [f"P{i}" for i in range(2, 11)]


def x_games():
    """X plays ten games and is killed on night 1 three times as a citizen: twice his
    team loses (seat 1 of black_win), once it wins (seat 4 of red_win)."""
    games = []
    for r in range(1, 11):
        if r in (2, 7):
            doc = black_win(["X"] + OTHERS)
        elif r == 5:
            doc = red_win(OTHERS[:3] + ["X"] + OTHERS[3:])
        else:
            doc = red_win(["X"] + OTHERS)
        doc["meta"] = {"tournament": "Кубок", "round": r, "table": 1}
        games.append((f"r{r}.json", doc))
    return games


def test_fiim_ci_counts_every_red_night_1_kill_and_pays_each_lost_game_alike():
    # scoring.php: max(min(counter(0,1)·0.5/round(counter(0,0)·0.4), 0.5), 0) for matter
    # 260 (killed first night + lost); counter(0,1) = 3 (wins included), counter(0,0) = 10.
    x = compute_standings(x_games(), counting_unsigned("fiim-2024")).row_by_name("X")
    assert [g.compensation for g in x.games] == [0, 0.375, 0, 0, 0, 0, 0.375, 0, 0, 0]
    assert x.compensation == 0.75 and x.first_night_kills == 3
    earlier = compute_standings(x_games(), counting_unsigned("fiim-2023")).row_by_name("X")    # 0.4·3/4 = 0.3
    assert earlier.compensation == 0.6


def test_rfm_ci_as_mafia_judge_rounds_it():
    # cil = min(500, round(3·500/4)) = 375 → 0.375 for each lost game; ciw = min(400,
    # round(3·250/4)) = round(187.5) = 188 → 0.188 for the won one.
    x = compute_standings(x_games(), counting_unsigned("rfm-2026")).row_by_name("X")
    assert [g.compensation for g in x.games if g.compensation] == [0.375, 0.188, 0.375]
    assert x.compensation == 0.938


def test_printed_components_add_up_to_the_printed_total():
    st = compute_standings(x_games(), counting_unsigned("fiim-2024"))
    x = st.row_by_name("X")
    assert number(0.125) == "0,125" and number(x.compensation) == "0,75"
    line = next(line for line in standings_text(st, "ru").splitlines() if " X " in f" {line} ")
    shown = [part for part in line.split() if any(c.isdigit() for c in part)]
    assert number(x.total) in shown and number(x.compensation) in shown


@pytest.mark.parametrize(("preset", "heading"), [("rfm-2026", "ТЧ"), ("fiim-2024", "ЛХ")])
def test_the_exports_head_the_best_move_as_the_regulation_names_it(preset, heading):
    # issue 28 §3: RFM's column is ТЧ, not ЛХ, in the CSV (and the workbook) and the terminal table
    st = compute_standings(x_games(), counting_unsigned(preset))
    columns = standings_csv(st, "ru").splitlines()[0].split(";")
    assert columns[9] == heading and ({"ТЧ", "ЛХ"} - {heading}).isdisjoint(columns)
    assert heading in standings_text(st, "ru").splitlines()[0].split()


def test_the_first_night_kill_tie_breaker_counts_red_players_only():
    black_victim = Table(list("ABCDEFGHIJ")).day(leave=7).night(kill=9).day(leave=5).finish()
    red_victim = red_win(list("ABCDEFGHIJ"))
    st = compute_standings([("a.json", black_victim), ("b.json", red_victim)], counting_unsigned("fiim-2024"))
    assert st.row_by_name("I").first_night_kills == 0          # I (mafia) was shot on night 1
    assert st.row_by_name("D").first_night_kills == 1          # D (citizen) was


def test_rfm_ranks_as_mafia_judges_compare_ranking():
    """Equal totals: ДБ + penalties, then the same per game, then wins, first-night kills,
    ТЧ naming 3 blacks, ТЧ naming 2, the best ДБ + penalties of one game, then lots."""
    reg = "rfm-2026"
    names = list("ABCDEFGHIJ")
    # U: red win (1) + 0.3 ДБ; V: red win (1) + 0.3 ДБ split … built from two games each
    g1 = red_win(names, extra={"1": 0.3, "2": 0.3, "6": 0.4})
    g1["meta"] = {"round": 1, "table": 1}
    st = compute_standings([("g1.json", g1)], counting_unsigned(reg))
    a, b, f = st.row_by_name("A"), st.row_by_name("B"), st.row_by_name("F")
    assert (a.total, b.total, f.total) == (1.3, 1.3, 1.4)
    assert [t.key for t in st.regulation.tie_breakers] == [
        "total", "extra_penalties", "extra_penalties_per_game", "wins", "first_night_kills",
        "best_move_three", "best_move_two", "best_game_extra"]
    # A and B agree on every criterion: lots; D (ТЧ 0.8 for 3 blacks) is first on total
    assert {st.rows[i].name for i in (2, 3)} == {"A", "B"} and st.rows[3].decided_by == "lots"
    assert st.rows[0].name == "D"


@pytest.mark.parametrize("preset", ["fiim-2023", "fiim-2024", "rfm-2026"])
def test_each_preset_cites_its_source(preset):
    from app.tournament import get_regulation
    source = get_regulation(preset).source
    assert ("mafiaratings" in source) if preset.startswith("fiim") else ("mafia-judge" in source)
