"""Issue 28 §4: paper for the floor — seating, table cards, blank protocols with their QR
code, standings for the wall, and the results as XLSX and as a CSV a Russian Excel opens."""
import csv
import io
import subprocess

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader
from rehearsal import rehearsal_tournament
from tournament_builder import counting_unsigned_file

from app.cli import main
from app.tournament import SeatingRequest, compute_standings, dumps_schedule, generate_seating, get_regulation
from app.tournament.export import standings_csv, standings_xlsx
from app.tournament.floor import (
    parse_table_payload,
    player_places,
    table_payload,
    table_plans,
    until_round,
)
from reports.floor import SeatingRenderer, TableCardsRenderer, WallStandingsRenderer, blank_protocols

NAMES = ["Лиса", "Ворон", "Шерлок", "Кот", "Ёж", "Сова", "Бобр", "Заяц", "Мышь", "Барсук",
         "Волк", "Медведь", "Рысь", "Олень", "Лось", "Кабан", "Енот", "Хорёк", "Бурундук", "Дятел"]
CUP = "Осенний кубок"


@pytest.fixture(scope="module")
def schedule():
    return generate_seating(SeatingRequest(players=NAMES, tables=2, games=4, seed=3, effort=0.05))


def pages(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def seated(page: str, seat: int, name: str) -> bool:
    """The page shows ``name`` in the cell after ``seat``'s number."""
    cells = [line.strip() for line in page.splitlines()]
    return any(a == str(seat) and b == name for a, b in zip(cells, cells[1:]))


def fonts_embedded(pdf: bytes, tmp_path) -> None:
    path = tmp_path / "x.pdf"
    path.write_bytes(pdf)
    rows = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True).stdout.splitlines()[2:]
    assert rows and all(row.split()[-5] == "yes" for row in rows), rows


def test_the_seating_prints_each_round_and_each_player(schedule, tmp_path):
    pdf = SeatingRenderer(schedule, "ru", title=CUP).render()
    text = pages(pdf)
    rounds = len(schedule.rounds)
    for r in range(1, rounds + 1):
        page = text[r - 1]
        assert f"Рассадка · тур {r}" in page
        for plan in table_plans(schedule, r):
            assert f"Стол {plan.table}" in page and all(name in page for name in plan.seats)
    cells = [line.strip() for page in text[rounds:] for line in page.splitlines()]
    for pp in player_places(schedule):
        places = [f"с{p[0]} · м{p[1]}" if p else "отдыхает" for p in pp.places]
        at = cells.index(pp.name)
        assert cells[at + 1:at + 1 + rounds] == places
    names = [pp.name for pp in player_places(schedule)]
    assert names.index("Ёж") < names.index("Заяц")          # ё sorts as е
    fonts_embedded(pdf, tmp_path)


def test_a_table_card_names_the_table_the_round_the_seats_and_the_judge(schedule, tmp_path):
    pdf = TableCardsRenderer(schedule, "ru", title=CUP, round_no=2, judges={1: "Иванова Е. А."}).render()
    text = pages(pdf)
    assert len(text) == schedule.tables
    for plan, page in zip(table_plans(schedule, 2), text):
        assert f"Стол {plan.table}" in page and "Тур 2" in page
        assert all(seated(page, seat, name) for seat, name in enumerate(plan.seats, 1))
    assert "Судья: Иванова Е. А." in text[0] and "Судья: ____" in text[1]
    fonts_embedded(pdf, tmp_path)


def _decode(png) -> list[str]:
    import zxingcpp
    from PIL import Image
    return [r.text for r in zxingcpp.read_barcodes(Image.open(png))]


def test_a_blank_protocol_is_the_official_sheet_with_the_seats_and_a_qr_naming_the_table(schedule, tmp_path):
    pdf = blank_protocols(schedule, "ru", tournament=CUP, round_no=1, judges={2: "Пак"})
    text = pages(pdf)
    assert len(text) == schedule.tables                       # one page per table
    for plan, page in zip(table_plans(schedule, 1), text):
        assert "ПРОТОКОЛ ИГРЫ" in page and CUP in page and "Голосования" in page and "Ночи" in page
        assert all(seated(page, seat, name) for seat, name in enumerate(plan.seats, 1))
    assert "Судья: Пак" in text[1].replace("\n", " ") or "Судья Пак" in text[1].replace("\n", " ")
    fonts_embedded(pdf, tmp_path)
    (tmp_path / "p.pdf").write_bytes(pdf)
    subprocess.run(["pdftoppm", "-png", "-r", "150", str(tmp_path / "p.pdf"), str(tmp_path / "page")], check=True)
    decoded = [_decode(png) for png in sorted(tmp_path.glob("page-*.png"))]
    assert decoded == [[table_payload(CUP, 1, 1)], [table_payload(CUP, 1, 2)]]
    mark = parse_table_payload(decoded[1][0])
    assert (mark.tournament, mark.round, mark.table) == (CUP, 1, 2)
    assert decoded[0][0].isascii()


def test_the_payload_is_ascii_and_cut_to_48_bytes():
    long_name = "Кубок " * 20
    payload = table_payload(long_name, 12, 3)
    assert payload.isascii() and payload.startswith("MPT1;R=12;T=3;N=")
    mark = parse_table_payload(payload)
    assert (mark.round, mark.table) == (12, 3) and len(mark.tournament.encode()) <= 48
    assert parse_table_payload("MP1:ABC") is None


@pytest.fixture(scope="module")
def standings(schedule):
    docs = rehearsal_tournament(schedule, seed=2, name=CUP)
    return compute_standings(docs, get_regulation("rfm-2026").admitting(unsigned=True))


def test_the_xlsx_reads_back_with_the_numbers_of_the_standings(standings):
    book = load_workbook(io.BytesIO(standings_xlsx(standings, "ru")))
    sheet = book.active
    rows = list(sheet.iter_rows(values_only=True))
    assert rows[0][:2] == ("Место", "Игрок") and len(rows) == len(standings.rows) + 1
    total_col, extra_col = rows[0].index("Итого"), rows[0].index("ДБ")
    for row, r in zip(rows[1:], standings.rows):
        assert row[1] == r.name and row[3] == r.played and row[4] == r.wins
        assert row[extra_col] == pytest.approx(r.extra) and row[total_col] == pytest.approx(r.total)
        assert isinstance(row[total_col], (int, float))      # a number cell, not text


def test_the_russian_csv_has_semicolons_and_decimal_commas(standings):
    text = standings_csv(standings, "ru")
    rows = list(csv.reader(io.StringIO(text), delimiter=";"))
    total = rows[0].index("Итого")
    assert len(rows[0]) > 10
    for row, r in zip(rows[1:], standings.rows):
        assert float(row[total].replace(",", ".")) == pytest.approx(r.total) and "." not in row[total]
    assert any("," in row[total] for row in rows[1:])
    english = list(csv.reader(io.StringIO(standings_csv(standings, "en"))))
    assert len(english[0]) == len(rows[0]) and not any("," in row[total] for row in english[1:])


def test_the_wall_standings_after_a_round(standings, tmp_path):
    after = compute_standings(until_round(standings.tournament, 2), standings.regulation)
    assert all(r.played <= 2 for r in after.rows) and len(after.games) == 2 * 2
    pdf = WallStandingsRenderer(after, "ru", title=CUP, after_round=2).render()
    text = "\n".join(pages(pdf))
    assert "Таблица после тура 2" in text
    for r in after.rows:
        assert r.name in text
    fonts_embedded(pdf, tmp_path)


def test_the_command_prints_each_paper(schedule, standings, tmp_path, capsys):
    plan = tmp_path / "seating.json"
    plan.write_text(dumps_schedule(schedule), encoding="utf-8")
    for paper in ("seating", "cards", "protocols"):
        out = tmp_path / f"{paper}.pdf"
        assert main(["tournament", "print", paper, "--schedule", str(plan), "--tournament", CUP, "-o", str(out)]
                    + (["--judge", "1=Ким"] if paper != "seating" else [])) == 0
        assert out.read_bytes().startswith(b"%PDF")
    assert len(pages((tmp_path / "protocols.pdf").read_bytes())) == len(schedule.rounds) * schedule.tables
    assert main(["tournament", "print", "cards", "--schedule", str(plan), "--round", "9", "-o",
                 str(tmp_path / "x.pdf")]) == 2
    assert main(["tournament", "print", "cards", "--schedule", str(plan), "--judge", "первый=Ким", "-o",
                 str(tmp_path / "x.pdf")]) == 2
    err = capsys.readouterr().err
    assert "нет тура 9" in err and "--judge" in err and "первый=Ким" in err and "Traceback" not in err
    assert not (tmp_path / "x.pdf").exists()


def test_the_command_prints_the_wall_standings_and_exports(schedule, tmp_path, capsys):
    from app.format import save_game
    games = tmp_path / "games"
    games.mkdir()
    for label, doc in rehearsal_tournament(schedule, seed=2, name=CUP):
        save_game(doc, games / f"{label.replace('/', '-')}.json")
    reg = counting_unsigned_file(tmp_path, "rfm-2026")
    wall, xlsx, csv_path = tmp_path / "wall.pdf", tmp_path / "s.xlsx", tmp_path / "s.csv"
    code = main(["tournament", "print", "standings", str(games), "--after-round", "3", "-o", str(wall),
                 "--xlsx", str(xlsx), "--csv", str(csv_path), "--scoring", reg])
    assert code in (0, 1), capsys.readouterr().err
    sheet = load_workbook(xlsx).active
    assert all(row[3] <= 3 for row in sheet.iter_rows(min_row=2, values_only=True))
    assert ";" in csv_path.read_text(encoding="utf-8-sig").splitlines()[0]
    assert "Таблица после тура 3" in "\n".join(pages(wall.read_bytes()))
