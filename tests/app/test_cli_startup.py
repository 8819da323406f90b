"""Start-up of ``mafia-protocol``: a command imports only what it runs, and --version."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import app.cli
from app.cli import COMMANDS, main
from app.sport import sample_game

HEAVY = ("sqlalchemy", "alembic", "reportlab", "pyhanko", "PySide6", "psycopg", "pypdf", "pypdfium2")
ROOT = Path(__file__).resolve().parents[2]


def imported_by(argv, tmp_path):
    """The top-level packages a fresh interpreter has loaded after running ``argv``."""
    code = ("import sys, app.cli\n"
            "try:\n    app.cli.main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
            "print(sorted({m.split('.')[0] for m in sys.modules}))")
    result = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True,
                            cwd=tmp_path, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    return set(json.loads(result.stdout.strip().splitlines()[-1].replace("'", '"')))


def test_check_pays_only_for_the_engine(tmp_path):
    game = tmp_path / "g.json"
    game.write_text(json.dumps(sample_game()), encoding="utf-8")
    loaded = imported_by(["check", str(game), "--lang", "en"], tmp_path)
    assert "app" in loaded
    assert loaded.isdisjoint(HEAVY), loaded & set(HEAVY)


def test_version_loads_no_command(tmp_path, capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("mafia-protocol ")
    assert imported_by(["--version"], tmp_path).isdisjoint(HEAVY)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_registered_command_is_its_module(name):
    module = app.cli.command_module(name)
    assert module.NAME == name and callable(module.run) and callable(module.add_arguments)


def test_the_help_lists_every_command(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert all(name in out for name in COMMANDS)


def test_a_command_module_not_registered_is_still_found(monkeypatch, tmp_path, capsys):
    """A new module in app/commands works before its line is added to COMMANDS."""
    monkeypatch.setattr(app.cli, "COMMANDS", {k: v for k, v in COMMANDS.items() if k != "show"})
    game = tmp_path / "g.json"
    game.write_text(json.dumps(sample_game(), ensure_ascii=False), encoding="utf-8")
    assert main(["show", str(game)]) == 0
    assert "Бармалей" in capsys.readouterr().out


def test_a_sheet_that_cannot_start_is_one_line_and_not_zero(monkeypatch, capsys):
    import ui.preflight
    monkeypatch.setattr(ui.preflight, "problem", lambda lang=None: "the protocol sheet cannot start: "
                        "system libraries libEGL.so.1 are missing (Debian: sudo apt-get install libegl1)")
    assert main([]) == app.cli.EXIT_NO_SHEET
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and "libegl1" in captured.err
