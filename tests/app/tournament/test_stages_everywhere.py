"""Stages followed everywhere (issue 39 §1–§2): a club tournament in stages — 30 players, two
qualifying rounds at three tables, the top 10 in a final of three games at ×1.4 — gives the
same standings in every output (the text, the JSON, the CSV, the workbook, the wall's PDF,
the summary), with the club's setting (unsigned games count) kept whatever stages are
loaded, and the right ten in the final."""
import csv
import io
import json

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader
from test_tournament_stages import (
    QUALIFYING_TOTALS,
    TOP_10,
    final_by_hand,
    final_games,
    plan,
    qualifying,
    staged,
)
from tournament_builder import red_win

from app.cli import main
from app.format import save_game
from app.tournament import Tournament, generate_seating
from app.tournament.stage_standings import compute_staged
from app.tournament.stages import stage_seating_request
from app.tournament.trust import TournamentSetup

STAGES_TOML = ('[[stages]]\nname = "qualifying"\ntitle = { ru = "Отбор", en = "Qualifying" }\nrounds = "1-2"\n'
               'tables = 3\nadvance = 10\n\n[[stages]]\nname = "final"\ntitle = { ru = "Финал", en = "Final" }\n'
               'rounds = [3, 4, 5]\ntables = 1\nweight = 1.4\n')


def games_folder(tmp_path, games):
    """A folder of the judges' files of ``games`` ((label, document) pairs)."""
    folder = tmp_path / "games"
    folder.mkdir()
    for label, doc in games:
        save_game(doc, folder / f"{label}.json")
    return folder


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def club(tmp_path, home):
    """The folder of a club tournament (made with ``create --unsigned count``), its unsigned
    games of both stages, and its stage file; the final's seating as the finalists got it."""
    folder = tmp_path / "games"
    folder.mkdir()
    schedule = generate_seating(stage_seating_request(staged(qualifying(), plan()), "final", seed=1))
    for label, doc in qualifying() + final_games(schedule):
        save_game(doc, folder / f"{label}.json")
    assert main(["tournament", "create", str(folder), "--unsigned", "count"]) == 0
    stages = tmp_path / "stages.toml"
    stages.write_text(STAGES_TOML, encoding="utf-8")
    return folder, stages, schedule


def by_hand(schedule):
    """The total by hand: the finalists with their qualifying points and the final's ×1.4."""
    final = final_by_hand(schedule)
    return {name: final[name] + QUALIFYING_TOTALS[name] for name in TOP_10}


def test_the_club_setting_holds_with_the_stages_in_the_domain():
    # fiim-2024 sets an unsigned protocol aside; the club's setup counts it, stages or not
    t = Tournament.from_docs(qualifying(), setup=TournamentSetup(unsigned="count"))
    st = compute_staged(t, "fiim-2024", plan())
    assert len(st.games) == 6 and not st.set_aside
    assert {r.name for r in st.stage("qualifying").advancing} == set(TOP_10)
    assert {i.code for i in st.issues} >= {"game.unsigned_counted"}
    federation = compute_staged(Tournament.from_docs(qualifying(), setup=TournamentSetup(unsigned="wait")),
                                "fiim-2024", plan())
    assert not federation.games and {i.code for _, i in federation.set_aside} == {"game.unsigned_federation"}


def _total_of_text(out: str) -> list[tuple[str, str, str]]:
    """(place, name, total) of the text output's total (the table under «Итог: …»)."""
    lines = out.split("\nИтог: ", 1)[1].splitlines()[2:]
    return [(cells[0], cells[1], cells[-1]) for cells in (line.split() for line in lines if line.strip())]


@pytest.mark.parametrize("scoring", [[], ["--scoring", "rfm-2026"]], ids=["fiim", "rfm"])
def test_every_standings_output_follows_the_stages(club, tmp_path, capsys, scoring):
    folder, stages, schedule = club
    # no --scoring, no --unsigned: the club's tournament.setup alone says unsigned games count
    assert main(["tournament", "standings", str(folder), "--stages", str(stages), "--json", *scoring]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 9 and not data["set_aside"]
    rows = [(r["place_label"], r["name"], r["total"]) for r in data["rows"]]
    # the total: the final's players first (under RFM also one who played it without advancing)
    finalists = {r["name"] for r in data["stages"][1]["rows"]}
    assert len(rows) == 30 and {name for _, name, _ in rows[:len(finalists)]} == finalists
    expected = by_hand(schedule)
    if not scoring:                      # FIIM: the hand computation of the module's header
        assert {name: total for _, name, total in rows[:10]} == pytest.approx(expected)
        assert rows[10][1] == "P29" and rows[10][0] == "11"
        assert {a.split(":")[1].upper() for a in data["stages"][0]["advancing"]} == set(TOP_10) == finalists
    shown = [(place, name, round(total, 4)) for place, name, total in rows]

    def same(found):
        assert [(p, n, round(float(str(t).replace(",", ".")), 4)) for p, n, t in found] == shown

    # the text table's total and the CSV of `standings`
    assert main(["tournament", "standings", str(folder), "--stages", str(stages),
                 "--csv", str(tmp_path / "standings.csv"), *scoring]) == 0
    same(_total_of_text(capsys.readouterr().out))
    table = list(csv.reader(io.StringIO((tmp_path / "standings.csv").read_text(encoding="utf-8-sig")),
                            delimiter=";"))
    total_at = table[0].index("Итого")
    assert table[0][-1] == "Этап"
    same([(r[0], r[1], r[total_at]) for r in table[1:]])
    assert [r[-1] for r in table[1:]] == ["Финал"] * len(finalists) + ["Отбор"] * (30 - len(finalists))
    # the wall: PDF, workbook and CSV of `print standings --stages`
    wall, book, wall_csv = tmp_path / "wall.pdf", tmp_path / "wall.xlsx", tmp_path / "wall.csv"
    assert main(["tournament", "print", "standings", str(folder), "--stages", str(stages), "-o", str(wall),
                 "--xlsx", str(book), "--csv", str(wall_csv), *scoring]) == 0
    assert wall_csv.read_text(encoding="utf-8-sig") == (tmp_path / "standings.csv").read_text(encoding="utf-8-sig")
    sheets = load_workbook(book).worksheets
    assert [s.title for s in sheets][1:] == ["Отбор", "Финал"] and len(sheets) == 3
    cells = list(sheets[0].iter_rows(values_only=True))
    assert all(isinstance(r[0], int) for r in cells[1:])             # «Место» a number Excel sorts
    assert [(r[0], r[1], round(r[total_at], 4)) for r in cells[1:]] == [
        (r["place"], name, total) for r, (_, name, total) in zip(data["rows"], shown)]
    final_sheet = list(sheets[2].iter_rows(values_only=True))
    assert {r[1]: r[total_at] for r in final_sheet[1:]} == pytest.approx(
        {r["name"]: r["total"] for r in data["stages"][1]["rows"]})
    text = "\n".join(page.extract_text(extraction_mode="layout") for page in PdfReader(str(wall)).pages)
    lines = [line.split() for line in text.splitlines()]
    on_wall = [(c[0], c[1], c[-2]) for c in lines if len(c) >= 10 and c[-1] in ("Финал", "Отбор")]
    same(on_wall)
    # the summary and its CSV
    summary, summary_csv = tmp_path / "summary.pdf", tmp_path / "summary.csv"
    assert main(["tournament", "summary", str(folder), "--stages", str(stages), "-o", str(summary),
                 "--csv", str(summary_csv), *scoring]) == 0
    assert summary_csv.read_text(encoding="utf-8-sig") == wall_csv.read_text(encoding="utf-8-sig")
    summary_text = "".join(page.extract_text() for page in PdfReader(str(summary)).pages)
    assert "Этап «Финал»" in summary_text and "P29" in summary_text


def test_the_wall_after_a_round_ranks_by_the_stages(club, tmp_path, capsys):
    folder, stages, _ = club
    xlsx = tmp_path / "after2.xlsx"
    assert main(["tournament", "print", "standings", str(folder), "--stages", str(stages), "--after-round", "2",
                 "-o", str(tmp_path / "after2.pdf"), "--xlsx", str(xlsx)]) == 0
    cells = list(load_workbook(xlsx).worksheets[0].iter_rows(values_only=True))
    # after the qualifying: the ten who go on to the final first, the final not played yet
    assert {r[1] for r in cells[1:11]} == set(TOP_10) and len(cells) == 31
    assert [r[-1] for r in cells[1:]] == ["Финал"] * 10 + ["Отбор"] * 20
    assert all(r[3] == 2 for r in cells[1:])


def test_a_held_game_is_named_on_the_wall(tmp_path, home, capsys):
    folder = games_folder(tmp_path, qualifying())
    names = [f"H{i}" for i in range(10)]
    broken = red_win(names, meta={"tournament": "Кубок", "round": 2, "table": 4})
    votes = [e for e in broken["phases"][1]["events"] if e["type"] == "vote"]
    votes[1]["voters"] = sorted(set(votes[1]["voters"]) | {votes[0]["voters"][0]})    # a voter votes twice
    save_game(broken, folder / "r2-t4.json")
    wall = tmp_path / "wall.pdf"
    main(["tournament", "print", "standings", str(folder), "--unsigned", "count", "-o", str(wall)])
    text = " ".join(page.extract_text() for page in PdfReader(str(wall)).pages).replace("\n", " ")
    assert "р2/с4: не учтена" in text and "H0, H1" in text


def test_the_finals_papers_carry_its_own_rounds_and_say_final(club, tmp_path, capsys):
    # issue 39 §3: the final's seating file (seating --stage final) holds rounds 3–5 of the
    # tournament; its cards, seating and blank protocols say «Финал» and the round's own
    # number, and the protocols' codes name rounds 3–5, never qualifying round 1
    import subprocess

    import zxingcpp
    from PIL import Image

    from app.tournament import load_schedule
    from app.tournament.floor import parse_table_payload
    folder, stages, _ = club
    final = tmp_path / "final.json"
    assert main(["tournament", "seating", "--stage", "final", "--stages", str(stages), str(folder),
                 "--seed", "1", "-o", str(final)]) == 0
    schedule = load_schedule(final)
    assert schedule.round_labels == ["3", "4", "5"] and schedule.stage_title("ru") == "Финал"
    cards = tmp_path / "cards.pdf"
    assert main(["tournament", "print", "cards", "--schedule", str(final), "--round", "4", "--tournament", "Кубок",
                 "-o", str(cards)]) == 0
    pages = [p.extract_text() for p in PdfReader(str(cards)).pages]
    assert len(pages) == 1 and "Финал · тур 4" in pages[0]
    assert main(["tournament", "print", "cards", "--schedule", str(final), "--round", "1", "-o", str(cards)]) == 2
    assert capsys.readouterr().err.strip().endswith("в рассадке нет тура 1 (её туры: 3–5)")
    seating = tmp_path / "seating.pdf"
    assert main(["tournament", "print", "seating", "--schedule", str(final), "-o", str(seating)]) == 0
    text = "\n".join(p.extract_text() for p in PdfReader(str(seating)).pages)
    assert "Финал · рассадка · тур 3" in text and "Финал · рассадка · тур 5" in text and "Т5" in text
    protocols = tmp_path / "protocols.pdf"
    assert main(["tournament", "print", "protocols", "--schedule", str(final), "--tournament", "Кубок",
                 "-o", str(protocols)]) == 0
    pages = [p.extract_text() for p in PdfReader(str(protocols)).pages]
    assert len(pages) == 3 and all("Финал" in page for page in pages)
    subprocess.run(["pdftoppm", "-png", "-r", "150", str(protocols), str(tmp_path / "page")], check=True)
    marks = [parse_table_payload(r.text) for png in sorted(tmp_path.glob("page-*.png"))
             for r in zxingcpp.read_barcodes(Image.open(png))]
    assert [(m.tournament, m.round, m.table) for m in marks] == [("Кубок", 3, 1), ("Кубок", 4, 1), ("Кубок", 5, 1)]
    # the same seating as CSV keeps the tournament's rounds (a CSV has no room for the title)
    final_csv = tmp_path / "final.csv"
    assert main(["tournament", "seating", "--stage", "final", "--stages", str(stages), str(folder),
                 "--seed", "1", "-o", str(final_csv)]) == 0
    assert {line.split(",")[0] for line in final_csv.read_text(encoding="utf-8-sig").splitlines()[1:]} == \
        {"3", "4", "5"}
    assert load_schedule(final_csv).round_labels == ["3", "4", "5"]
    assert main(["tournament", "print", "protocols", "--schedule", str(final_csv), "--round", "5",
                 "-o", str(protocols)]) == 0
    # a seating of no stage prints as before
    plain = tmp_path / "plain.json"
    assert main(["tournament", "seating", "--players", "10", "--tables", "1", "--games", "2", "-o", str(plain)]) == 0
    assert main(["tournament", "print", "cards", "--schedule", str(plain), "--round", "2", "-o", str(cards)]) == 0
    assert "Тур 2" in PdfReader(str(cards)).pages[0].extract_text()


def test_a_control_character_in_a_nickname_stops_no_output(tmp_path, home, capsys):
    # issue 39 §6: «Bell\x07x» cannot stand in a worksheet: the workbook writes its escape
    # and says so; the wall's PDF and the CSV are written as well
    folder = tmp_path / "games"
    folder.mkdir()
    names = ["Bell\x07x"] + [f"N{i}" for i in range(1, 10)]
    save_game(red_win(names, meta={"tournament": "Кубок", "round": 1, "table": 1}), folder / "r1-t1.json")
    wall, book, table = tmp_path / "wall.pdf", tmp_path / "wall.xlsx", tmp_path / "wall.csv"
    assert main(["tournament", "print", "standings", str(folder), "--unsigned", "count", "-o", str(wall),
                 "--xlsx", str(book), "--csv", str(table)]) == 0
    err = capsys.readouterr().err
    assert "«Bell\\x07x» есть управляющий символ" in err and "Traceback" not in err
    assert wall.read_bytes().startswith(b"%PDF") and "Bell\x07x" in table.read_text(encoding="utf-8-sig")
    cells = [r[1] for r in load_workbook(book).worksheets[0].iter_rows(values_only=True)]
    assert "Bell\\x07x" in cells


@pytest.mark.parametrize("body, said", [
    ('[[stages]]\nname = "q"\nrounds = "1-999999999"\ntables = 3\n', "stages[0].rounds: больше 500 туров"),
    ('[[stages]]\nname = "q"\nrounds = "1-2"\ntables = 3\nschedule = "/dev/zero"\n',
     "stages[0].schedule: ожидается файл рядом с файлом этапов"),
    ('[[stages]]\nname = "q"\nrounds = "1-2"\ntables = 3\nschedule = "../other/final.json"\n',
     "stages[0].schedule: ожидается файл рядом с файлом этапов"),
    ("".join(f'[[stages]]\nname = "s{i}"\nrounds = [{i}]\ntables = 1\n' for i in range(20_000)),
     "больше 256 КБ"),
    ("".join(f'[[stages]]\nname = "s{i}"\nrounds = [{i}]\ntables = 1\n' for i in range(40)), "больше 32 этапов"),
    ('[[stages]]\nname = "q"\nrounds = "1-2"\ntables = 99999999999\n', "stages[0].tables: ожидается целое число"),
])
def test_a_stage_file_is_read_within_bounds(tmp_path, home, capsys, body, said):
    # issue 39 §6: one line naming the fault, exit 2, nothing else read
    stages = tmp_path / "stages.toml"
    stages.write_text(body, encoding="utf-8")
    folder = tmp_path / "games"
    folder.mkdir()
    assert main(["tournament", "standings", str(folder), "--stages", str(stages)]) == 2
    err = capsys.readouterr().err.strip()
    assert said in err and len(err.splitlines()) == 1 and "Traceback" not in err


def test_a_stage_file_that_is_a_pipe_is_refused_at_once(tmp_path, home, capsys):
    import os
    pipe = tmp_path / "stages.toml"
    os.mkfifo(pipe)
    folder = tmp_path / "games"
    folder.mkdir()
    assert main(["tournament", "standings", str(folder), "--stages", str(pipe)]) == 2    # no writer: no wait
    assert capsys.readouterr().err.strip() == f"{pipe}: не удаётся прочитать этапы: " \
                                               "это не обычный файл (канал, устройство или сокет)"
    final = tmp_path / "final.json"
    os.mkfifo(final)
    assert main(["tournament", "print", "cards", "--schedule", str(final), "-o", str(tmp_path / "c.pdf")]) == 2
    assert "не обычный файл" in capsys.readouterr().err


def test_a_decision_at_the_cut_is_never_dropped_without_a_word():
    # issue 39 §4: without the extra points P02 P06 P18 P25 P29 tie over places 7–11 across
    # the cut of 10. Under RFM the lots decide: a recorded decision is refused as an error
    # naming the lots' order; under FIIM a decision where nobody is tied is not needed.
    from test_tournament_stages import FINAL, QUALIFYING

    from app.tournament.stages import parse_stages
    decided = {**QUALIFYING, "cut": {"advance": ["P06", "P18", "P25", "P02"], "author": "Главный судья",
                                     "reason": "решение главного судьи"}}
    rfm = staged(qualifying(extras=False), parse_stages([decided, FINAL]), "rfm-2026")
    refused = [i for i in rfm.issues if i.code == "stage.cut_by_lots"]
    assert len(refused) == 1 and refused[0].severity == "error"
    text = refused[0].message("ru")
    assert "жребий" in text and "не применено" in text and "P06, P18, P25, P02" in text
    lots = rfm.stage("qualifying").standings.draws
    order = next(d.order for d in lots if d.places[0] <= 10 < d.places[1])
    assert ", ".join(k.split(":")[1].upper() for k in order) in text
    assert [r.key for r in rfm.stage("qualifying").advancing] == [r.key for r in
                                                                  rfm.stage("qualifying").standings.rows[:10]]
    fiim = staged(qualifying(), parse_stages([decided, FINAL]))            # with the extras: no tie at 10
    unneeded = [i for i in fiim.issues if i.code == "stage.cut_unneeded"]
    assert len(unneeded) == 1 and unneeded[0].severity == "warning"
    assert {r.name for r in fiim.stage("qualifying").advancing} == set(TOP_10)


def test_an_undecided_tie_names_nobody_of_it_as_advancing(tmp_path, home, capsys):
    from test_tournament_stages import FINAL, QUALIFYING
    folder = games_folder(tmp_path, qualifying(extras=False))
    stages = tmp_path / "stages.json"
    stages.write_text(json.dumps({"stages": [QUALIFYING, FINAL]}, ensure_ascii=False), encoding="utf-8")
    assert main(["tournament", "standings", str(folder), "--stages", str(stages), "--unsigned", "count"]) == 1
    captured = capsys.readouterr()
    line = next(x for x in captured.out.splitlines() if x.startswith("Проходят в «Финал»"))
    sure, _, rest = line.partition("; ")
    assert not {"P02", "P06", "P18", "P25", "P29"} & set(sure.split(": ")[1].split(", "))
    assert rest == "ещё мест: 4, среди P02, P06, P18, P25, P29 решает секретарь"
    assert "решает секретарь" in captured.err


def test_the_journal_names_the_game_by_round_and_table_and_the_value_replaced(tmp_path, home, capsys):
    # issue 39 §5: «р1/с2», not a 64-digit fingerprint; the extra points before and after
    folder = games_folder(tmp_path, qualifying()[:3])
    assert main(["tournament", "correct", "р1/с2", "--extra", "3=0.5", "--author", "Петрова",
                 "--reason", "опечатка", str(folder)]) == 0
    capsys.readouterr()
    assert main(["tournament", "journal", str(folder)]) == 0
    line = capsys.readouterr().out.strip()
    assert "Петрова: р1/с2: " in line and "0,5 (было 0,3)" in line
    assert not any(len(word) == 64 for word in line.replace(":", " ").split())
    assert '"game": "' in (folder / "secretary.journal").read_text(encoding="utf-8")   # the fingerprint kept


def test_summary_sign_without_a_counted_game_is_refused_with_3(tmp_path, home, capsys):
    # issue 39 §5: docs/scoring.md — `summary --sign` refuses with exit 3; unsigned games of a
    # federation wait, and nothing is counted: still 3, nothing written
    folder = games_folder(tmp_path, qualifying()[:2])
    out = tmp_path / "summary.pdf"
    assert main(["tournament", "summary", str(folder), "--unsigned", "wait", "--sign", "-o", str(out)]) == 3
    assert "не подписан" in capsys.readouterr().err and not out.exists()
    assert main(["tournament", "summary", str(folder), "--unsigned", "wait", "--sign", "--allow-set-aside",
                 "-o", str(out)]) == 3
    assert "нет ни одной окончённой игры" in capsys.readouterr().err and not out.exists()
    assert main(["tournament", "summary", str(folder), "--unsigned", "wait", "-o", str(out)]) == 2


def test_import_carries_the_folders_setup_into_the_archive(tmp_path, home, capsys):
    # issue 39 §5 (left from the last pass): the club folder's tournament.setup travels with
    # its games, so the archive counts the unsigned games as the folder did
    folder = games_folder(tmp_path, qualifying())
    assert main(["tournament", "create", str(folder), "--unsigned", "count"]) == 0
    db = str(tmp_path / "a.sqlite3")
    assert main(["import", str(folder), "--db", db]) == 0
    assert "«Кубок»" in capsys.readouterr().out
    assert main(["tournament", "standings", "--db", db, "--tournament", "Кубок", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 6 and not data["set_aside"]


def test_the_seating_records_its_table_spread(tmp_path, capsys):
    # issue 39 §5 (left from the last pass): which spread of table visits drew the seating
    from app.tournament import load_schedule
    for spread in ("even", "loose"):
        out = tmp_path / f"{spread}.json"
        assert main(["tournament", "seating", "--players", "24", "--tables", "2", "--games", "5", "--effort", "0.05",
                     "--table-spread", spread, "-o", str(out)]) in (0, 1)
        assert json.loads(out.read_text(encoding="utf-8"))["table_spread"] == spread
        assert load_schedule(out).table_spread == spread
    # where everybody plays every round the looser band does not apply: the file says even
    full = tmp_path / "full.json"
    assert main(["tournament", "seating", "--players", "20", "--tables", "2", "--games", "2", "--effort", "0.05",
                 "--table-spread", "loose", "-o", str(full)]) == 0
    assert json.loads(full.read_text(encoding="utf-8"))["table_spread"] == "even"


def test_the_standings_decline_the_signer_and_the_author(tmp_path, home):
    # issue 39 §5: «подписанного Сидоровым Олегом», «по решению Главного судьи Смирнова»
    from test_tournament_stages import FINAL, QUALIFYING

    from app.signing import create_identity, sign_game
    from app.tournament import Tournament
    from app.tournament.decisions import Decision
    from app.tournament.stages import parse_stages
    decided = {**QUALIFYING, "cut": {"advance": ["P06", "P18", "P25", "P02"], "author": "Главный судья Смирнов",
                                     "reason": "решение главного судьи"}}
    st = staged(qualifying(extras=False), parse_stages([decided, FINAL]))
    note = next(i for i in st.issues if i.code == "stage.cut_decided")
    assert "по решению Главного судьи Смирнова проходят" in note.message("ru")
    assert "by the decision of Главный судья Смирнов" in note.message("en")
    judge = create_identity("Сидоров Олег", "пароль", home)
    label, doc = qualifying()[0]
    signed = sign_game(doc, judge)
    from app.signing.canonical import fingerprint
    fix = Decision("correct", fingerprint(signed), "Петрова", "опечатка", field="extra", seat=3, new=0.5)
    t = Tournament.from_docs([("r1-t1", signed)], decisions=[fix])
    issue = next(i for i in t.issues if i.code == "game.corrected_over")
    assert "поверх протокола, подписанного Сидоровым Олегом (редакция 1)" in issue.message("ru")


def test_the_line_brackets_a_tie_the_secretary_has_not_decided():
    st = staged(qualifying(extras=False), plan())
    table = st.stage("qualifying").standings
    lines = [i for i in range(1, len(table.rows)) if table.parted(i)]
    assert lines == [6, 11] and {r.name for r in table.rows[6:11]} == {"P02", "P06", "P18", "P25", "P29"}
    decided = staged(qualifying(), plan()).stage("qualifying").standings
    assert [i for i in range(1, len(decided.rows)) if decided.parted(i)] == [10]
