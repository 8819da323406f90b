"""``mafia-protocol secretary``: checks its input before any window, then opens it."""
import subprocess
import sys

import pytest

from app.cli import main
from app.tournament import SeatingRequest, dumps_schedule, generate_seating


@pytest.fixture
def opened(monkeypatch):
    """Stands in for the window: records what it was asked to show."""
    import ui.secretary
    calls = []

    def run(lang, **kwargs):
        calls.append((lang, kwargs))
        return 0
    monkeypatch.setattr(ui.secretary, "run", run)
    return calls


def test_bad_input_is_one_line_before_any_window(capsys, opened, tmp_path):
    assert main(["secretary", "--scoring", "nope", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.startswith('unknown regulation "nope"') and err.count("\n") == 1
    assert main(["secretary", str(tmp_path / "missing")]) == 2
    assert capsys.readouterr().err.strip() == f"{tmp_path / 'missing'}: нет такого файла или папки"
    bad = tmp_path / "plan.json"
    bad.write_text("{}", encoding="utf-8")
    assert main(["secretary", "--schedule", str(bad), "--lang", "en"]) == 2
    assert "plan.json" in capsys.readouterr().err
    assert opened == []


def test_the_window_gets_the_archive_the_regulation_and_the_files(opened, tmp_path):
    plan = tmp_path / "plan.json"
    plan.write_text(dumps_schedule(generate_seating(SeatingRequest(players=10, tables=1, games=1))),
                    encoding="utf-8")
    db = tmp_path / "archive.sqlite3"
    assert main(["secretary", str(tmp_path), "--db", str(db), "--tournament", "Кубок", "--scoring", "rfm",
                 "--schedule", str(plan), "--lang", "en"]) == 0
    (lang, kwargs), = opened
    assert lang == "en" and kwargs["tournament"] == "Кубок" and kwargs["paths"] == [str(tmp_path)]
    assert kwargs["regulation"].key == "rfm-2026" and kwargs["schedule"] == str(plan)
    assert kwargs["archive"].location.endswith("archive.sqlite3")


def test_an_archive_that_cannot_be_opened_is_one_line(capsys, opened, tmp_path):
    assert main(["secretary", "--db", "postgresql://nobody@127.0.0.1:1/none", "--tournament", "X"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and opened == []


def test_the_command_line_does_not_load_qt():
    code = ("import sys, app.cli; app.cli.build_parser(); "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
