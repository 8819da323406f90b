"""`mafia-protocol ratings` and `mafia-protocol player`: what they print and write, and their
one-line refusals."""
import csv
import io

from ratings_archive import federation  # noqa: F401 (the fixture)

from app.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_table_and_its_files(federation, capsys, tmp_path):
    archive, _ = federation
    db = archive.engine.url.database
    code, out, err = run(capsys, "ratings", "--db", db, "--lang", "en", "--clubs")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Rating mafiaratings.com, season 2026" and lines[1] == "Trusted games: 8; players: 12"
    assert "«Майский турнир»" in lines[2] and lines[3].split()[:3] == ["Place", "Move", "Player"]
    files = {k: tmp_path / f"t.{k}" for k in ("csv", "xlsx", "pdf")}
    code, out, err = run(capsys, "ratings", "--db", db, *[x for k, p in files.items() for x in (f"--{k}", str(p))])
    assert code == 0 and out.count("Записано") == 3
    rows = list(csv.reader(io.StringIO(files["csv"].read_text(encoding="utf-8-sig")), delimiter=";"))
    assert rows[0][:3] == ["Место", "Сдвиг", "Игрок"] and len(rows) == 13 and rows[1][0] == "1"
    assert files["pdf"].read_bytes().startswith(b"%PDF") and files["xlsx"].read_bytes()[:2] == b"PK"
    again = tmp_path / "again.csv"
    assert run(capsys, "ratings", "--db", db, "--full", "--csv", str(again))[0] == 0
    assert again.read_bytes() == files["csv"].read_bytes()


def test_an_elite_tournament_weighs_more(federation, capsys):
    archive, _ = federation
    db = archive.engine.url.database
    before = run(capsys, "ratings", "--db", db, "--lang", "en")[1]
    code, out, _ = run(capsys, "ratings", "--db", db, "--lang", "en", "--elite", "Весенний кубок", "--author", "ФСМ")
    assert code == 0 and out.startswith("Tournament «Весенний кубок»: elite")
    assert out.splitlines()[1:] != before.splitlines()


def test_refusals_are_one_line(federation, capsys, tmp_path):
    archive, _ = federation
    db = archive.engine.url.database
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    for argv, words in (
        (("ratings", "--formula", "nope"), "неизвестная формула рейтинга «nope»"),
        (("ratings", "--season", "прошлый"), "сезон «прошлый» — не год"),
        (("ratings", "--elite", "Нет такого"), "в архиве нет турнира «Нет такого»"),
        (("player", "Никто"), "в архиве нет игрока «Никто»"),
        (("player", "Кот", "--merge-into", "Тень"), "нужны --author и --reason"),
        (("player", "Кот", "--split", "--games", "a,b", "--author", "x", "--reason", "y"), "--games"),
        (("ratings", "--csv", str(blocker / "t.csv")), "не удалось записать"),
    ):
        code, out, err = run(capsys, *argv, "--db", db)
        assert code == 2 and words in err and len(err.strip().splitlines()) == 1, (argv, err)


def test_the_card_its_pdf_and_chart_and_a_merge(federation, capsys, tmp_path):
    archive, _ = federation
    db = archive.engine.url.database
    code, out, _ = run(capsys, "player", "Шерлок", "--db", db, "--lang", "en")
    assert code == 0 and out.startswith("Player card: Шерлок (#")
    assert "Games: 8;" in out and "Opponents met most:" in out and "Rating (mafiaratings.com):" in out
    pdf, svg = tmp_path / "card.pdf", tmp_path / "card.svg"
    assert run(capsys, "player", "Шерлок", "--db", db, "--pdf", str(pdf), "--chart", str(svg))[0] == 0
    assert pdf.read_bytes().startswith(b"%PDF") and svg.read_text(encoding="utf-8").count("<circle") == 8
    code, out, _ = run(capsys, "player", "Барон", "--merge-into", "Дюна", "--author", "Петрова",
                       "--reason", "один человек", "--db", db, "--lang", "en")
    assert code == 0 and out.startswith("Change #1: #")
    code, out, _ = run(capsys, "player", "--trail", "--db", db, "--lang", "en")
    assert "merge by Петрова: один человек" in out
    assert run(capsys, "player", "--undo", "1", "--author", "Петрова", "--reason", "нет", "--db", db)[0] == 0
