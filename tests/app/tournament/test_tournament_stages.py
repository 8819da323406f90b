"""Stages and finals (issue 28 §5): 30 players qualify over two rounds at three tables, the
top 10 play a final of three games worth ×1.4.  Every figure below is worked out by hand
from the two hand-made games of tournament_builder, under fiim-2024:

- ``red_win``: red wins; seats 1, 2, 3, 6, 8, 10 get 1; seat 4 (a citizen killed on night 1,
  three blacks named) 1 + 0.7 (ЛХ) = 1.7; the blacks 5, 7, 9 get 0.
- ``black_win``: seats 5, 7, 9 get 1; seat 1 (a citizen killed on night 1, two blacks named,
  his team lost) 0.5 (ЛХ) + Ci; seat 10 (removed, the removal lost the game) −0.7.
- Ci of a lost game (fiim-2024): min(0.5·i / round(0.4·N), 0.5), N and i counted in the Ci
  group.  Qualifying, N = 2: round(0.8) = 1, so 0.5; the final's own group, N = 3:
  round(1.2) = 1, 0.5 again; one group over both stages, N = 5: round(2.0) = 2 and i = 1, 0.25.
"""
import json

import pytest
from tournament_builder import black_win, counting_unsigned, counting_unsigned_file, red_win

from app.cli import main
from app.format import save_game
from app.tournament import Tournament, generate_seating
from app.tournament.stage_standings import compute_staged
from app.tournament.stages import (
    StageError,
    load_stages,
    parse_stages,
    stage_schedule_json,
    stage_seating_request,
)

NAMES = [f"P{i:02d}" for i in range(1, 31)]
ROUND_1 = [NAMES[0:10], NAMES[10:20], NAMES[20:30]]
# round 2: table t seat s is player 3·(s − 1) + t
ROUND_2 = [[NAMES[3 * s + t] for s in range(10)] for t in range(3)]
QUALIFYING = {"name": "qualifying", "title": {"ru": "Отбор", "en": "Qualifying"}, "rounds": "1-2",
              "tables": 3, "advance": 10}
FINAL = {"name": "final", "title": {"ru": "Финал", "en": "Final"}, "rounds": [3, 4, 5], "tables": 1,
         "weight": 1.4}
# By hand: red win 1 (2 seats) / 1.7 (seat 4) / 0; black win 1 / 0.5 + Ci (seat 1) / −0.7 (seat 10)
RED = {1: 1.0, 2: 1.0, 3: 1.0, 4: 1.7, 5: 0.0, 6: 1.0, 7: 0.0, 8: 1.0, 9: 0.0, 10: 1.0}
BLACK = {1: 0.5, 2: 0.0, 3: 0.0, 4: 0.0, 5: 1.0, 6: 0.0, 7: 1.0, 8: 0.0, 9: 1.0, 10: -0.7}


def meta(r, t):
    return {"tournament": "Кубок", "round": r, "table": t}


def qualifying(extras=True):
    """Extra points of 0.3 lift seven of the eight players who end on 2.0 with no ДБ or
    ЛХ to 2.3, so that P01 (2.0, of it 0.5 ЛХ) is tenth and P29 (2.0, no ЛХ) eleventh."""
    x1 = {"2": 0.3, "3": 0.3, "6": 0.3, "8": 0.3} if extras else None      # P02 P03 P06 P08
    x2 = {"3": 0.3, "8": 0.3} if extras else None                          # P13 P18
    x3 = {"5": 0.3} if extras else None                                    # P25
    return [("r1-t1", red_win(ROUND_1[0], meta=meta(1, 1), extra=x1)),
            ("r1-t2", red_win(ROUND_1[1], meta=meta(1, 2), extra=x2)),
            ("r1-t3", black_win(ROUND_1[2], meta=meta(1, 3), extra=x3)),
            ("r2-t1", black_win(ROUND_2[0], meta=meta(2, 1))),
            ("r2-t2", red_win(ROUND_2[1], meta=meta(2, 2))),
            ("r2-t3", red_win(ROUND_2[2], meta=meta(2, 3)))]


# Qualifying totals by hand (round 1 + round 2):
QUALIFYING_TOTALS = {
    "P11": 1 + 1.7, "P12": 1.7 + 1,                       # 2.7
    "P02": 1.3 + 1, "P03": 1.3 + 1, "P06": 1.3 + 1, "P08": 1.3 + 1, "P13": 1.3 + 1, "P18": 1.3 + 1,
    "P25": 1.3 + 1,                                       # 2.3 (P25: black win 1 + 0.3, red win 1)
    "P01": 1 + 0.5 + 0.5,                                 # red win; black win seat 1: ЛХ 0.5, Ci 0.5
    "P29": 1 + 1,                                         # black win seat 9, red win seat 10
}
TOP_10 = ["P11", "P12", "P02", "P03", "P06", "P08", "P13", "P18", "P25", "P01"]


def plan(final=None):
    return parse_stages([QUALIFYING, {**FINAL, **(final or {})}])


def final_games(schedule):
    """Round 3: red wins, round 4: black wins, round 5: red wins, as the final's seating seats them."""
    kinds = [red_win, black_win, red_win]
    return [(f"r{3 + r}-t1", kind([schedule.players[p] for p in schedule.rounds[r][0]], meta=meta(3 + r, 1)))
            for r, kind in enumerate(kinds)]


def final_by_hand(schedule, ci=0.5):
    out = {}
    for r, values in enumerate([RED, BLACK, RED]):
        for seat, p in enumerate(schedule.rounds[r][0], 1):
            name = schedule.players[p]
            points = values[seat] + (ci if values is BLACK and seat == 1 else 0.0)
            out[name] = out.get(name, 0.0) + 1.4 * points
    return out


def staged(games, stages, regulation="fiim-2024"):
    return compute_staged(Tournament.from_docs(games), counting_unsigned(regulation), stages)


def test_the_qualifying_table_and_who_advances_with_the_tie_break():
    st = staged(qualifying(), plan())
    table = st.stage("qualifying")
    rows = table.standings.rows
    for name, total in QUALIFYING_TOTALS.items():
        assert table.standings.row_by_name(name).total == pytest.approx(total), name
    assert [r.name for r in rows[:2]] == ["P11", "P12"] and rows[9].name == "P01" and rows[10].name == "P29"
    # P01 and P29 both have 2.0: the regulation's next criterion, ДБ + penalties + ЛХ, puts
    # P01 (0.5) above P29 (0) — and so P01 advances, P29 does not
    assert rows[9].total == rows[10].total == 2.0
    assert rows[10].decided_by == "extra_best_penalty" and rows[10].place == 11
    assert {r.name for r in table.advancing} == set(TOP_10)
    assert not [i for i in st.issues if i.code == "stage.tied_cut"]


def test_a_tie_across_the_cut_the_regulation_cannot_break_is_an_error_or_drawn():
    # without the extra points, P02 P06 P18 P25 P29 all have 2.0, the same ЛХ, wins, Don and
    # Sheriff wins and first-night kills: places 7–11, across the cut of 10
    st = staged(qualifying(extras=False), plan())
    cut = [i for i in st.issues if i.code == "stage.tied_cut"]
    assert len(cut) == 1 and cut[0].severity == "error"
    assert "P02, P06, P18, P25, P29" in cut[0].message("en") and "7–11" in cut[0].message("en")
    # RFM ends with lots: the draw decides, reported, and nobody is left undecided
    rfm = staged(qualifying(extras=False), plan(), "rfm-2026")
    assert not [i for i in rfm.issues if i.code == "stage.tied_cut"]
    assert len(rfm.stage("qualifying").advancing) == 10 and rfm.stage("qualifying").standings.draws


def test_the_final_is_seated_for_the_finalists_seats_balanced():
    st = staged(qualifying(), plan())
    request = stage_seating_request(st, "final", seed=1)
    assert sorted(request.names) == sorted(TOP_10) and request.tables == 1 and request.games == 3
    schedule = generate_seating(request)
    assert len(schedule.rounds) == 3
    # each finalist plays each seat at most once across the three games, and every game
    for p in range(10):
        seats = [next(k for k, q in enumerate(rnd[0], 1) if q == p) for rnd in schedule.rounds]
        assert len(set(seats)) == 3
    data = stage_schedule_json(schedule, st.plan[1])
    assert data["stage"] == "final" and [r["round"] for r in data["rounds"]] == [3, 4, 5]
    with pytest.raises(StageError) as error:
        stage_seating_request(st, "qualifying")
    assert error.value.message("en") == 'the stage "Qualifying" is the first: nobody advances into it'
    assert error.value.message("ru") == "этап «Отбор» первый: в него никто не проходит"


@pytest.mark.parametrize("carry", [True, False])
def test_final_standings_per_stage_and_total_by_hand(carry):
    st = staged(qualifying(), plan())
    schedule = generate_seating(stage_seating_request(st, "final", seed=1))
    games = qualifying() + final_games(schedule)
    result = staged(games, plan({"carry": carry}))
    final = result.stage("final").standings
    by_hand = final_by_hand(schedule)
    for name in TOP_10:
        expected = by_hand[name] + (QUALIFYING_TOTALS[name] if carry else 0.0)
        assert final.row_by_name(name).total == pytest.approx(expected, abs=1e-9), name
        assert final.row_by_name(name).played == (5 if carry else 3)
    # the final's Ci: its own group (N = 3), 0.5 × 1.4 for the seat-1 victim of round 4
    victim = schedule.players[schedule.rounds[1][0][0]]
    assert final.row_by_name(victim).compensation == pytest.approx(0.7 + (0.5 if victim == "P01" and carry else 0))
    # the total: the ten finalists first, in the final's order, then places 11–30 from the qualifying
    total = result.rows
    assert [r.name for r in total[:10]] == [r.name for r in final.rows]
    assert {r.name for r in total[:10]} == set(TOP_10)
    assert total[10].name == "P29" and total[10].place == 11 and total[10].total == 2.0
    assert [r.name for r in total[10:]] == [r.name for r in result.stage("qualifying").standings.rows[10:]]
    assert len(total) == 30 and len(result.games) == 9


def test_one_ci_group_over_both_stages():
    st = staged(qualifying(), plan())
    schedule = generate_seating(stage_seating_request(st, "final", seed=1))
    games = qualifying() + final_games(schedule)
    shared = staged(games, parse_stages([{**QUALIFYING, "ci_group": "all"}, {**FINAL, "ci_group": "all"}]))
    victim = schedule.players[schedule.rounds[1][0][0]]
    row = shared.stage("final").standings.row_by_name(victim)
    # N = 5, B = round(2.0) = 2; i = the victim's red night-1 kills over both stages
    i = 1 + (victim in ("P01", "P11", "P12", "P04", "P14"))   # killed on night 1 in the qualifying too
    expected = min(0.5 * i / 2, 0.5) * 1.4 + (min(0.5 * i / 2, 0.5) if victim == "P01" else 0.0)
    assert row.compensation == pytest.approx(expected)


def test_stages_are_read_with_the_place_of_a_fault(tmp_path):
    good = tmp_path / "stages.toml"
    good.write_text('[[stages]]\nname = "q"\nrounds = "1-2"\ntables = 3\nadvance = 10\n\n'
                    '[[stages]]\nname = "final"\nrounds = [3, 4, 5]\ntables = 1\nweight = 1.4\n'
                    'schedule = "final.json"\n', encoding="utf-8")
    stages = load_stages(good)
    assert [s.rounds for s in stages] == [("1", "2"), ("3", "4", "5")]
    assert stages[1].schedule == str(tmp_path / "final.json")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"stages": [{"name": "q", "rounds": "1-2", "tables": 3, "weight": -1}]}))
    with pytest.raises(StageError) as error:
        load_stages(bad)
    assert error.value.message("en") == f"{bad}: stages[0].weight: expected a number above 0"
    assert "stages[0].weight" in error.value.message("ru") and "expected" not in error.value.message("ru")
    twice = [{"name": "a", "rounds": [1], "tables": 1}, {"name": "b", "rounds": [1], "tables": 1}]
    with pytest.raises(StageError, match="stages\\[1\\].rounds"):
        parse_stages(twice)


def test_a_tournament_without_stages_is_unchanged(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    for label, doc in qualifying():
        save_game(doc, folder / f"{label}.json")
    scoring = counting_unsigned_file(tmp_path)
    assert main(["tournament", "standings", str(folder), "--scoring", scoring, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "stages" not in data and len(data["rows"]) == 30


def test_the_command_line_end_to_end(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    for label, doc in qualifying():
        save_game(doc, folder / f"{label}.json")
    stages = tmp_path / "stages.toml"
    stages.write_text('[[stages]]\nname = "qualifying"\ntitle = { ru = "Отбор", en = "Qualifying" }\n'
                      'rounds = "1-2"\ntables = 3\nadvance = 10\n\n[[stages]]\nname = "final"\n'
                      'title = { ru = "Финал", en = "Final" }\nrounds = [3, 4, 5]\ntables = 1\nweight = 1.4\n'
                      'schedule = "final.json"\n', encoding="utf-8")
    scoring = counting_unsigned_file(tmp_path)
    final_plan = tmp_path / "final.json"
    assert main(["tournament", "seating", "--stage", "final", "--stages", str(stages), str(folder),
                 "--scoring", scoring, "--seed", "1", "-o", str(final_plan)]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines()[0].startswith("Тур 3, стол 1: ")
    data = json.loads(final_plan.read_text(encoding="utf-8"))
    assert data["stage"] == "final" and {p["name"] for p in data["players"]} == set(TOP_10)
    from app.tournament import load_schedule
    schedule = load_schedule(final_plan)
    for label, doc in final_games(schedule):
        save_game(doc, folder / f"{label}.json")
    assert main(["tournament", "standings", str(folder), "--scoring", scoring, "--stages", str(stages)]) == 0
    out = capsys.readouterr().out
    assert "Этап «Отбор»: туры 1–2" in out and "Этап «Финал»: туры 3–5; очки ×1,4; с очками этапа «Отбор»" in out
    assert "Итого" in out
    assert main(["tournament", "standings", str(folder), "--scoring", scoring, "--stages", str(stages),
                 "--stage", "final", "--json", "--lang", "en"]) == 0
    table = json.loads(capsys.readouterr().out)
    by_hand = final_by_hand(schedule)
    assert {r["name"]: r["total"] for r in table["rows"]} == pytest.approx(
        {n: by_hand[n] + QUALIFYING_TOTALS[n] for n in TOP_10})
    assert main(["tournament", "standings", str(folder), "--scoring", scoring, "--stages", str(stages),
                 "--stage", "semi"]) == 2
    assert capsys.readouterr().err.strip() == 'нет этапа «semi» (этапы: qualifying, final)'
    pdf = tmp_path / "summary.pdf"
    assert main(["tournament", "summary", str(folder), "--scoring", scoring, "--stages", str(stages),
                 "-o", str(pdf)]) == 0
    from pypdf import PdfReader
    text = "".join(page.extract_text() for page in PdfReader(str(pdf)).pages)
    assert "Этап «Финал»" in text and "Этап «Отбор»" in text


def test_seating_without_a_stage_still_needs_its_numbers(capsys):
    assert main(["tournament", "seating", "--players", "20", "--tables", "2"]) == 2
    assert capsys.readouterr().err.strip() == "нужны --players, --tables и --games или --stage с этапами"
    assert main(["tournament", "seating", "--stage", "final"]) == 2
    assert "--stages" in capsys.readouterr().err


def test_each_stage_is_checked_against_its_own_seating_and_a_round_outside_the_stages():
    from app.tournament.schedule import Schedule
    st = staged(qualifying(), plan())
    final = generate_seating(stage_seating_request(st, "final", seed=1))
    index = {n: i for i, n in enumerate(NAMES)}
    seated = Schedule(NAMES, 3, 2, [[[index[n] for n in t] for t in ROUND_1], [[index[n] for n in t] for t in ROUND_2]])
    games = qualifying() + final_games(final)
    # the final's round 4 as a judge recorded it: seats 1 and 2 swapped against the seating
    label, doc = games[-2]
    doc["players"][0]["name"], doc["players"][1]["name"] = doc["players"][1]["name"], doc["players"][0]["name"]
    stray = ("r9-t1", red_win(ROUND_1[0], meta=meta(9, 1)))
    result = compute_staged(Tournament.from_docs(games + [stray]), counting_unsigned(), plan(),
                            schedules={"qualifying": seated, "final": final})
    codes = [(i.code, i.game, i.seat) for i in result.issues]
    # the qualifying played as seated: no count differs (the finalists' 5 games are no fault)
    assert not [c for c in codes if c[0] in ("player.games_count", "player.games_count_usual")]
    assert sorted(c for c in codes if c[0] == "seat.not_planned") == [
        ("seat.not_planned", "r4-t1", 1), ("seat.not_planned", "r4-t1", 2)]
    assert ("stage.no_stage", "r9-t1", None) in codes
    assert [g.label for g, _ in result.set_aside] == ["r9-t1"] and len(result.games) == 9


def test_a_final_drawn_over_an_unsettled_tie_says_so_and_exits_1(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    for label, doc in qualifying(extras=False):
        save_game(doc, folder / f"{label}.json")
    stages = tmp_path / "stages.json"
    stages.write_text(json.dumps({"stages": [QUALIFYING, FINAL]}, ensure_ascii=False), encoding="utf-8")
    assert main(["tournament", "seating", "--stage", "Финал", "--stages", str(stages), str(folder),
                 "--scoring", counting_unsigned_file(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "этап «Отбор»: P02, P06, P18, P25, P29 делят места 7–11 на границе прохода (10)" in err


def test_the_secretary_decides_a_tie_at_the_cut(tmp_path, capsys):
    # issue 28: P02 P06 P18 P25 P29 tie over places 7–11 across the cut of 10 (fiim-2024
    # draws no lots), four of the five go on: the stage file's decision leaves P29 out, and
    # the final is seated for the others; a decision naming a player outside the tie, or
    # too few, is an error
    folder = tmp_path / "games"
    folder.mkdir()
    for label, doc in qualifying(extras=False):
        save_game(doc, folder / f"{label}.json")
    decided = {**QUALIFYING, "cut": {"advance": ["p06", "P18", "P25", "P02"], "author": "Главный судья",
                                     "reason": "решение главного судьи"}}
    st = staged(qualifying(extras=False), parse_stages([decided, FINAL]))
    table = st.stage("qualifying")
    above = [r.name for r in table.standings.rows if r.place < 7]
    assert [r.name for r in table.advancing] == above + ["P02", "P06", "P18", "P25"] and len(above) == 6
    assert not table.undecided and not [i for i in st.issues if i.code == "stage.tied_cut"]
    note = next(i for i in st.issues if i.code == "stage.cut_decided")
    text = note.message("ru")
    assert note.severity == "info" and "P02, P06, P18, P25" in text and "по решению Главного судьи проходят" in text
    wrong = staged(qualifying(extras=False), parse_stages([{**decided, "cut": {**decided["cut"],
                                                                              "advance": ["P06", "P11"]}}, FINAL]))
    codes = {i.code for i in wrong.issues if i.severity == "error"}
    assert codes >= {"stage.tied_cut", "stage.cut_invalid"} and wrong.stage("qualifying").undecided
    assert "P11" in next(i for i in wrong.issues if i.code == "stage.cut_invalid").message("en")
    with pytest.raises(StageError) as error:
        parse_stages([{**QUALIFYING, "cut": {"advance": ["P06"]}}, FINAL])
    assert "stages[0].cut.author" in error.value.message("en")
    # the command line: the stage file's entry, or --cut with who and why
    stages = tmp_path / "stages.json"
    stages.write_text(json.dumps({"stages": [decided, FINAL]}, ensure_ascii=False), encoding="utf-8")
    scoring = counting_unsigned_file(tmp_path)
    final_plan = tmp_path / "final.json"
    assert main(["tournament", "seating", "--stage", "final", "--stages", str(stages), str(folder),
                 "--scoring", scoring, "--seed", "1", "-o", str(final_plan)]) == 0
    players = {p["name"] for p in json.loads(final_plan.read_text(encoding="utf-8"))["players"]}
    assert players == set(above) | {"P02", "P06", "P18", "P25"}
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps({"stages": [QUALIFYING, FINAL]}, ensure_ascii=False), encoding="utf-8")
    capsys.readouterr()
    assert main(["tournament", "standings", str(folder), "--scoring", scoring, "--stages", str(plain),
                 "--cut", "qualifying=P25,P29,P06,P18", "--cut-author", "Секретарь", "--cut-reason", "жребий в зале",
                 "--json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    advancing = set(out["stages"][0]["advancing"])
    assert advancing >= {"name:p25", "name:p29", "name:p06", "name:p18"} and "name:p02" not in advancing
    assert main(["tournament", "standings", str(folder), "--scoring", scoring, "--stages", str(plain),
                 "--cut", "qualifying=P25"]) == 2
    assert "--cut qualifying=P25" in capsys.readouterr().err


def test_the_decision_at_the_cut_is_written_into_the_stage_file(tmp_path):
    # what the window writes reads back as the command line's [stages.cut] (or "cut") entry:
    # a TOML file keeps its own lines, an earlier decision is replaced; a file whose stages
    # are no [[stages]] tables is refused with its place, and nothing is written
    from app.tournament.stages import CutDecision, with_cut_written, write_stage_file
    decision = CutDecision(("P02", 'P "06"'), "Главный судья", "жребий\nв зале")
    toml = tmp_path / "stages.toml"
    toml.write_text('# cup\n[[stages]]\nname = "qualifying"\nrounds = "1-2"\ntables = 3\nadvance = 10\n\n'
                    '[stages.cut]\nadvance = ["P29"]\nauthor = "кто-то"\nreason = "раньше"\n\n'
                    '[[stages]]\nname = "final"  # the last\nrounds = [3]\ntables = 1\n', encoding="utf-8")
    write_stage_file(toml, with_cut_written(toml, "qualifying", decision))
    text = toml.read_text(encoding="utf-8")
    assert text.startswith('# cup\n[[stages]]\nname = "qualifying"\n') and 'name = "final"  # the last' in text
    assert "P29" not in text and text.count("[stages.cut]") == 1
    stages = load_stages(toml)
    assert stages[0].cut == decision and stages[1].cut is None and [s.name for s in stages] == ["qualifying", "final"]
    write_stage_file(toml, with_cut_written(toml, "final", decision))
    assert [s.cut for s in load_stages(toml)] == [decision, decision]

    js = tmp_path / "stages.json"
    js.write_text(json.dumps({"stages": [QUALIFYING, FINAL]}), encoding="utf-8")
    write_stage_file(js, with_cut_written(js, "Отбор", decision))
    assert json.loads(js.read_text(encoding="utf-8"))["stages"][0]["cut"] == decision.to_json()
    assert load_stages(js)[0].cut == decision

    inline = tmp_path / "inline.toml"
    inline.write_text('stages = [{ name = "q", rounds = "1-2", tables = 3, advance = 10 }]\n', encoding="utf-8")
    with pytest.raises(StageError) as error:
        with_cut_written(inline, "q", decision)
    assert error.value.message("en") == f"{inline}: cannot write the decision at the cut: " \
                                        "the stages are not written as [[stages]] tables"
    assert "этапы записаны не таблицами [[stages]]" in error.value.message("ru")
    assert inline.read_text(encoding="utf-8").startswith("stages = [{")
