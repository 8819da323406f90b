"""`mafia-protocol scan`: lines, summary, JSON, CSV, the report PDF, typed fingerprints, exits."""
from __future__ import annotations

import csv
import io
import json

import pytest
from pypdf import PdfReader
from scan_fixtures import pile  # noqa: F401 (fixture)

from app.cli import main
from app.signing import fingerprint, short_fingerprint


@pytest.fixture
def env(pile, monkeypatch):
    """The judge's own certificate is trusted, as on the archivist's machine."""
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(pile.keys))
    return pile


def test_sheets_that_all_match_exit_0(env, capsys):
    scans = env.scans
    code = main(["scan", str(scans / "01-table1-150dpi.png"), str(scans / "02-table1-300dpi-turned.png"),
                 "--db", env.db])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[0].endswith("01-table1-150dpi.png: совпадает — «Осенний кубок», тур 1, стол 1, игра 1, "
                           "редакция 1; подпись верна: Иванов, " + out[0].rsplit("Иванов, ", 1)[1])
    assert out[-1] == ("Страниц: 2; совпадают: 2; другая редакция: 0; неизвестны: 0; не прочитаны: 0")


def test_a_folder_with_every_verdict_exits_1_with_a_summary(env, capsys):
    assert main(["scan", str(env.scans), "--db", env.db, "--lang", "en"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 18
    assert out[-1] == "Pages: 17; matching: 10; other revision: 1; unknown: 1; unreadable: 5"
    assert any("05-table2-printed-before-correction.jpg: other revision" in o and "0.4 → 0.5" in o for o in out)
    assert any("08-blank.png: unreadable — blank page" in o for o in out)


def test_a_file_that_is_no_scan_exits_2_and_the_others_are_still_judged(env, tmp_path, capsys):
    junk = tmp_path / "notes.png"
    junk.write_bytes(b"not an image at all")
    code = main(["scan", str(junk), str(env.scans / "01-table1-150dpi.png"), str(tmp_path / "gone.pdf"),
                 "--db", env.db])
    captured = capsys.readouterr()
    assert code == 2
    assert f"{junk}: не PDF и не изображение (PNG, JPEG, TIFF)" in captured.err
    assert f"{tmp_path / 'gone.pdf'}: нет такого файла или папки" in captured.err
    assert "совпадает" in captured.out and "Traceback" not in captured.err


def test_json_csv_and_the_report_pdf(env, tmp_path, capsys):
    out_csv, out_pdf = tmp_path / "box.csv", tmp_path / "box.pdf"
    code = main(["scan", str(env.scans / "05-table2-printed-before-correction.jpg"), str(env.scans / "08-blank.png"),
                 "--db", env.db, "--json", "--csv", str(out_csv), "--report-pdf", str(out_pdf)])
    assert code == 1
    report = json.loads(capsys.readouterr().out)
    other, blank = report["pages"]
    assert other["verdict"] == "other_revision" and other["printed_revision"] == 1
    assert other["game"]["revision"] == 2 and other["game"]["table"] == "2"
    assert other["sheet"] == {"tournament": "Осенний кубок", "round": "1", "table": "2", "game": "1", "revision": 1}
    assert other["fingerprint"] == fingerprint(env.games[2])
    assert other["corrections"][0]["reason"] == "протест №1"
    assert other["signature"]["status"] == "valid"
    assert (blank["verdict"], blank["problem"]) == ("unreadable", "blank")
    assert report["summary"]["other_revision"] == 1 and report["summary"]["pages"] == 2
    rows = list(csv.reader(io.StringIO(out_csv.read_text("utf-8-sig"))))
    assert rows[0][:3] == ["Файл", "Страница", "Вердикт"]
    assert [r[2] for r in rows[1:]] == ["другая редакция", "не прочитана"]
    assert rows[1][3] == short_fingerprint(env.games[2]) and rows[1][8:10] == ["1", "2"]
    text = " ".join(p.extract_text() for p in PdfReader(out_pdf).pages)
    assert "Сверка распечатанных протоколов с архивом" in text
    assert "другая редакция" in text and "пустая страница" in text and "0,4 -> 0,5" in text


def test_a_typed_fingerprint_is_looked_up_like_a_scanned_code(env, capsys):
    short = short_fingerprint(env.games[1])
    assert main(["scan", "--fingerprint", short.lower().replace("-", " "), "--db", env.db]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{short} (набран вручную): совпадает — «Осенний кубок», тур 1, стол 1")
    old = short_fingerprint(env.games[2])
    assert main(["scan", "--fingerprint", old, "--db", env.db, "--lang", "en"]) == 1
    assert "other revision" in capsys.readouterr().out
    assert main(["scan", "--fingerprint", short_fingerprint(env.games[3]), "--db", env.db]) == 1
    assert "неизвестна" in capsys.readouterr().out


def test_letters_that_look_like_digits_are_read_as_digits_and_nonsense_exits_2(env, capsys):
    short = short_fingerprint(env.games[1])
    assert main(["scan", "--fingerprint", short.replace("0", "O").replace("1", "l"), "--db", env.db]) == 0
    capsys.readouterr()
    assert main(["scan", "--fingerprint", "XYZ-12", "--db", env.db]) == 2
    assert "«XYZ-12»: это не отпечаток партии" in capsys.readouterr().err


def test_nothing_to_scan_is_said_in_one_line(env, capsys):
    assert main(["scan", "--db", env.db, "--lang", "en"]) == 2
    assert capsys.readouterr().err.strip() == "name the scans (files or folders) or --fingerprint"


def test_without_an_archive_the_sheets_are_matched_with_game_files(env, tmp_path, capsys):
    from app.format import save_game
    folder = tmp_path / "judges"
    folder.mkdir()
    save_game(env.games[1], folder / "table1.json")
    code = main(["scan", str(env.scans / "01-table1-150dpi.png"), str(env.scans / "06-table3-not-archived.png"),
                 "--games", str(folder), "--lang", "en"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert f"matches — {folder / 'table1.json'}" not in out[0]
    assert "matches — “Осенний кубок”, round 1, table 1" in out[0]
    assert "unknown" in out[1]
    assert main(["scan", str(env.scans / "01-table1-150dpi.png"), "--games", str(tmp_path / "none")]) == 2
    assert "нет такого файла или папки" in capsys.readouterr().err


def test_the_command_module_loads_nothing_heavy_until_it_runs():
    import subprocess
    import sys
    from pathlib import Path
    probe = ("import sys, app.commands.scan, app.scan\n"
             "print(sorted(m for m in ('PIL', 'zxingcpp', 'sqlalchemy', 'reportlab', 'pypdfium2', 'pyhanko')"
             " if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[3])
    assert out.stdout.strip() == "[]"
